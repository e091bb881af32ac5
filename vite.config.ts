import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";
import { buildTimeConfig, siteConfigPlugin } from "./tooling/site-config-plugin.ts";

export default defineConfig({
  plugins: [
    siteConfigPlugin(buildTimeConfig(loadConfig()), import.meta.dirname),
    tailwindcss(),
    reactRouter(),
  ],
});
