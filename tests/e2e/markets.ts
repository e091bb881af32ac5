import type { MarketId } from "../../domain/site.ts";

/**
 * Ports of the end-to-end servers: base+1..3 for the markets, base+11 for the fake CRM, base+12
 * and base+13 for the SMTP server (tests/e2e/smtp-sink.ts), base+21..23 for the content editor's
 * test (cms-editor.spec.ts). The base
 * is 3300 unless E2E_PORT_BASE moves it (to run a second suite beside one that is running).
 */
const portBase = (): number => {
  const raw = process.env.E2E_PORT_BASE;
  if (raw === undefined || raw === "") return 3300;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 65000, not "${raw}"`);
  }
  return base;
};
export const E2E_PORT_BASE = portBase();

/** One server per market on its own port, each with a throwaway database (see server-env.ts). */
export const E2E_PORTS: Record<MarketId, number> = {
  mx: E2E_PORT_BASE + 1,
  ar: E2E_PORT_BASE + 2,
  us: E2E_PORT_BASE + 3,
};
export const e2eBaseUrl = (market: MarketId) => `http://127.0.0.1:${E2E_PORTS[market]}`;

/** The fake CRM that the Mexico server delivers leads to during the end-to-end tests. */
export const FAKE_HUBSPOT_PORT = E2E_PORT_BASE + 11;
export const FAKE_HUBSPOT_URL = `http://127.0.0.1:${FAKE_HUBSPOT_PORT}`;
export const FAKE_HUBSPOT_PORTAL = "4455667";
export const FAKE_HUBSPOT_FORM = "e2e-contact-form";
/** The SMTP server the market servers send the tracking e-mails to, and where it lists them. */
export const SMTP_SINK_PORT = E2E_PORT_BASE + 12;
export const SMTP_SINK_API_PORT = E2E_PORT_BASE + 13;
export const SMTP_SINK_API_URL = `http://127.0.0.1:${SMTP_SINK_API_PORT}`;
/** The ingestion API's token on the end-to-end servers (tests add events to parcels of their own). */
export const E2E_INGEST_TOKEN = "e2e-ingest-token-0123456789";

/** The chat widget's app id in the Mexico end-to-end build (its script is the fake's stub). */
export const E2E_INTERCOM_APP_ID = "e2e-chat";
/** The tag manager container of the Mexico end-to-end build (its script is the fake's stub). */
export const E2E_GTM_ID = "GTM-E2E0001";

/** The other ways to reach sales in the Mexico end-to-end build; the other markets have none. */
export const E2E_SALES_CHANNELS = {
  SALES_PHONE: "+52 55 1234 5678",
  SALES_WHATSAPP: "+52 1 55 8765 4321",
  SALES_EMAIL: "ventas@anden.example",
} as const;
