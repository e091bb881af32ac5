import { MARKET_IDS } from "../../domain/site.ts";
import { ensureBuild } from "../../scripts/site-build.ts";
import { e2eEnv } from "./server-env.ts";

// Builds each market once, one after the other, before Playwright starts one server per market.
for (const market of MARKET_IDS) {
  await ensureBuild({ ...process.env, ...e2eEnv(market) });
}
