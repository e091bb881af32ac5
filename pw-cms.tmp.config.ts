import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/chromium.ts";
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/cms-editor.spec.ts",
  workers: 1,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { actionTimeout: 15_000, browserName: "chromium", launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
});
