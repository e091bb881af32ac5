import { defineConfig } from "vitest/config";

// System tests: the built server (build/mx) as a real process, faults and load. Run with
// `npm run test:system`; `npm run test:unit` (vitest.config.ts) does not include them.
export default defineConfig({
  test: {
    include: ["tests/system/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/system/global-setup.ts"],
    // One file at a time: they measure and stress a server on a small machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
