import type { MarketId } from "../../app/site.ts";

/** One server per market on its own port, each with a throwaway database (see server-env.ts). */
export const E2E_PORTS: Record<MarketId, number> = { mx: 3301, ar: 3302, us: 3303 };
export const e2eBaseUrl = (market: MarketId) => `http://127.0.0.1:${E2E_PORTS[market]}`;

/** The fake CRM that the Mexico server delivers leads to during the end-to-end tests. */
export const FAKE_HUBSPOT_PORT = 3311;
export const FAKE_HUBSPOT_URL = `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`;
export const FAKE_HUBSPOT_PORTAL = "4455667";
export const FAKE_HUBSPOT_FORM = "e2e-contact-form";
/** The chat widget's app id in the Mexico end-to-end build (its script is the fake's stub). */
export const E2E_INTERCOM_APP_ID = "e2e-chat";
/** The tag manager container of the Mexico end-to-end build (its script is the fake's stub). */
export const E2E_GTM_ID = "GTM-E2E0001";
