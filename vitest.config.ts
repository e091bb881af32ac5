import { defineConfig } from "vitest/config";
import { loadConfig } from "./server/config.ts";
import { buildTimeConfig, siteConfigPlugin } from "./tooling/site-config-plugin.ts";
import { spritePlugin } from "./tooling/sprite-plugin.ts";
import { storiesPlugin } from "./tooling/stories-plugin.ts";

// Kept apart from vite.config.ts: the reactRouter() plugin does not run under Vitest.
export default defineConfig({
  plugins: [
    siteConfigPlugin(buildTimeConfig(loadConfig())),
    spritePlugin(import.meta.dirname),
    storiesPlugin(loadConfig(), import.meta.dirname),
  ],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "cms/**/*.test.ts",
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tooling/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
  },
});
