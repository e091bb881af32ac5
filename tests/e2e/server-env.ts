import os from "node:os";
import path from "node:path";
import type { MarketId } from "../../app/site.ts";
import {
  E2E_PORTS,
  e2eBaseUrl,
  FAKE_HUBSPOT_FORM,
  FAKE_HUBSPOT_PORTAL,
  FAKE_HUBSPOT_URL,
  E2E_INTERCOM_APP_ID,
  E2E_GTM_ID,
} from "./markets.ts";

const runId = `${process.pid}`;

export function e2eEnv(market: MarketId): Record<string, string> {
  return {
    SITE_MARKET: market,
    PORT: String(E2E_PORTS[market]),
    HOST: "127.0.0.1",
    PUBLIC_BASE_URL: e2eBaseUrl(market),
    DATABASE_URL: `file:${path.join(os.tmpdir(), `anden-e2e-${runId}-${market}.sqlite`)}`,
    LOG_LEVEL: "warn",
    // Every test shares one address; the rate limit has its own tests.
    CONTACT_RATE_LIMIT: "1000",
    ...(market === "mx"
      ? {
          HUBSPOT_PORTAL_ID: FAKE_HUBSPOT_PORTAL,
          HUBSPOT_FORM_ID: FAKE_HUBSPOT_FORM,
          HUBSPOT_FORMS_BASE_URL: FAKE_HUBSPOT_URL,
          INTERCOM_APP_ID: E2E_INTERCOM_APP_ID,
          INTERCOM_WIDGET_URL: `${FAKE_HUBSPOT_URL}/intercom`,
          GTM_ID: E2E_GTM_ID,
          GTM_SCRIPT_URL: `${FAKE_HUBSPOT_URL}/gtm.js`,
        }
      : {}),
  };
}
