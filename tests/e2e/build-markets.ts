import { MARKET_IDS } from "../../domain/site.ts";
import { buildEditor } from "../../scripts/cms-build.ts";
import { ensureBuild } from "../../scripts/site-build.ts";
import { e2eEnv } from "./server-env.ts";

// Builds each market once, one after the other, before Playwright starts one server per market;
// then the content editor's bundles, which the editor's two specs (cms-editor, cms-preview) would
// otherwise each build at once, into the same folder, one emptying it while the other serves it.
for (const market of MARKET_IDS) {
  await ensureBuild({ ...process.env, ...e2eEnv(market) });
}
await buildEditor();
