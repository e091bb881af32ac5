import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";
import { brandAssetsPlugin } from "./tooling/brand-assets-plugin.ts";
import { buildTimeConfig, siteConfigPlugin } from "./tooling/site-config-plugin.ts";
import { clientCodeSplitting } from "./tooling/client-chunks.ts";

const siteConfig = buildTimeConfig(loadConfig());

export default defineConfig(({ isSsrBuild }) => ({
  // app/enhancers/static-page.ts is bundled as a worker (see app/root.tsx) and reads the site
  // configuration too. As an ES module it can load the services carousel in its own chunk.
  worker: { format: "es", plugins: () => [siteConfigPlugin(siteConfig)] },
  plugins: [
    siteConfigPlugin(siteConfig),
    brandAssetsPlugin(siteConfig, import.meta.dirname),
    tailwindcss(),
    reactRouter(),
  ],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientCodeSplitting } } },
}));
