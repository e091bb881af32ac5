import type { MarketId } from "../../app/site.ts";

/** One server per market on its own port, each with a throwaway SQLite database. */
export const E2E_PORTS: Record<MarketId, number> = { mx: 3301, ar: 3302, us: 3303 };
export const e2eBaseUrl = (market: MarketId) => `http://127.0.0.1:${E2E_PORTS[market]}`;
