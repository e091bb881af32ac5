import os from "node:os";
import path from "node:path";
import type { MarketId } from "../../domain/site.ts";
import {
  E2E_PORTS,
  e2eBaseUrl,
  FAKE_HUBSPOT_FORM,
  FAKE_HUBSPOT_PORTAL,
  FAKE_HUBSPOT_URL,
  E2E_INTERCOM_APP_ID,
  E2E_GTM_ID,
  E2E_SALES_CHANNELS,
  E2E_INGEST_TOKEN,
  SMTP_SINK_PORT,
} from "./markets.ts";

const runId = `${process.pid}`;

/**
 * The PostgreSQL server the end-to-end servers use when DATABASE_URL is a postgres:// URL (as in
 * `DATABASE_URL=postgres://... npm run test:e2e`); otherwise each gets a throwaway SQLite file.
 */
export function e2ePostgresUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const url = env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

/** Each market server's own schema on PostgreSQL, named after this run (see global-setup.ts). */
export const E2E_SCHEMA_PATTERN = /^e2e_(\d+)_(mx|ar|us)$/;
export const e2eSchema = (market: MarketId) => `e2e_${runId}_${market}`;

export function e2eEnv(market: MarketId): Record<string, string> {
  const postgresUrl = e2ePostgresUrl();
  return {
    SITE_MARKET: market,
    PORT: String(E2E_PORTS[market]),
    HOST: "127.0.0.1",
    PUBLIC_BASE_URL: e2eBaseUrl(market),
    // Every market knows the others, so the hreflang links and sitemap alternates are exercised.
    PUBLIC_BASE_URL_MX: e2eBaseUrl("mx"),
    PUBLIC_BASE_URL_AR: e2eBaseUrl("ar"),
    PUBLIC_BASE_URL_US: e2eBaseUrl("us"),
    // The server creates its schema at start (DATABASE_SCHEMA), then migrates into it.
    ...(postgresUrl
      ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: e2eSchema(market) }
      : {
          DATABASE_URL: `file:${path.join(os.tmpdir(), `anden-e2e-${runId}-${market}.sqlite`)}`,
          DATABASE_SCHEMA: "",
        }),
    LOG_LEVEL: "warn",
    // The servers run in a zone far from every market's (and a day ahead of them for part of the
    // day), so a date the server writes in its own zone instead of the market's shows on the page.
    TZ: "Asia/Tokyo",
    // Every test shares one address; the rate limit has its own tests.
    CONTACT_RATE_LIMIT: "1000",
    // Tracking and quote pages count against their API's budget too (ADR 39; the limits have
    // their own tests, tests/system/tracking-limits.test.ts).
    TRACKING_RATE_LIMIT: "1000",
    RATES_RATE_LIMIT: "1000",
    // E-mail updates (ADR 49) to the SMTP server of tests/e2e/smtp-sink.ts: the form shows on
    // parcels on their way. Tests ingest events into parcels of their own, never the demo ones.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
    MAIL_FROM: "Andén <avisos@anden.example>",
    TRACKING_UPDATES_SECRET: "e2e-tracking-updates-secret-0123456789",
    TRACKING_INGEST_TOKEN: E2E_INGEST_TOKEN,
    TRACKING_UPDATES_RATE_LIMIT: "1000",
    TRACKING_UPDATES_PARCEL_DAILY_LIMIT: "1000",
    TRACKING_UPDATES_EMAIL_DAILY_LIMIT: "1000",
    TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: "1000",
    ...(market === "mx"
      ? {
          HUBSPOT_PORTAL_ID: FAKE_HUBSPOT_PORTAL,
          HUBSPOT_FORM_ID: FAKE_HUBSPOT_FORM,
          HUBSPOT_FORMS_BASE_URL: FAKE_HUBSPOT_URL,
          INTERCOM_APP_ID: E2E_INTERCOM_APP_ID,
          INTERCOM_WIDGET_URL: `${FAKE_HUBSPOT_URL}/intercom`,
          GTM_ID: E2E_GTM_ID,
          GTM_SCRIPT_URL: `${FAKE_HUBSPOT_URL}/gtm.js`,
          ...E2E_SALES_CHANNELS,
        }
      : {}),
  };
}
