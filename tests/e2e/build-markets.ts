import { MARKET_IDS } from "../../domain/site.ts";
import { build, buildIsCurrent } from "../../scripts/build.ts";
import { loadConfig } from "../../server/config.ts";
import { e2eEnv } from "./server-env.ts";

// Builds each market once, one after the other, before Playwright starts one server per market.
for (const market of MARKET_IDS) {
  const env = { ...process.env, ...e2eEnv(market) };
  if (!(await buildIsCurrent(loadConfig(env)))) await build(env);
}
