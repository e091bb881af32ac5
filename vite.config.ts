import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";
import { brandAssetsPlugin } from "./tooling/brand-assets-plugin.ts";
import { contentImagesPlugin } from "./tooling/content-images-plugin.ts";
import { noBrowserEntryPlugin } from "./tooling/no-browser-entry-plugin.ts";
import { storiesPlugin } from "./tooling/stories-plugin.ts";
import { buildTimeConfig, siteConfigPlugin } from "./tooling/site-config-plugin.ts";
import { spritePlugin } from "./tooling/sprite-plugin.ts";

const siteConfig = buildTimeConfig(loadConfig());

export default defineConfig({
  // app/widgets/page-script.ts is bundled as a worker (see app/root.tsx) and reads the site
  // configuration too. As an ES module it can load the larger behaviours in chunks of their own.
  worker: { format: "es", plugins: () => [siteConfigPlugin(siteConfig)] },
  plugins: [
    // `npm run cms` gives its preview servers a token, for the editor's drafts (ADR 66).
    siteConfigPlugin(siteConfig, { draftToken: process.env.CMS_DRAFT_TOKEN }),
    brandAssetsPlugin(siteConfig, import.meta.dirname),
    contentImagesPlugin(siteConfig, import.meta.dirname),
    storiesPlugin(siteConfig, import.meta.dirname, { draftToken: process.env.CMS_DRAFT_TOKEN }),
    spritePlugin(import.meta.dirname),
    tailwindcss(),
    reactRouter(),
    noBrowserEntryPlugin(),
  ],
});
