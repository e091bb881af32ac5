import { defineConfig } from "@playwright/test";
import { MARKET_IDS } from "./domain/site.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/chromium.ts";
import {
  e2eBaseUrl,
  FAKE_HUBSPOT_PORT,
  FAKE_HUBSPOT_URL,
  SMTP_SINK_API_PORT,
  SMTP_SINK_API_URL,
  SMTP_SINK_PORT,
} from "./tests/e2e/markets.ts";
import { e2eEnv } from "./tests/e2e/server-env.ts";

export default defineConfig({
  testDir: "tests/e2e",
  // On PostgreSQL (DATABASE_URL=postgres://...), drops schemas that earlier runs left behind.
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  // The machines that run this are shared and their load varies: an assertion may wait up to 10 s
  // for the page to get there (Playwright's default is 5 s).
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A trace records every test as it runs (its screencast most of all), which makes each test
    // about a quarter slower on these two cores; nobody can open a trace of CI's clean clone, so it
    // is recorded only when asked for, to debug a failure here: E2E_TRACE=1 npm run test:e2e.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
  },
  projects: MARKET_IDS.map((market) => ({
    name: market,
    use: { baseURL: e2eBaseUrl(market) },
    // Behaviour is the same in every market: test it in detail once, on the default market; every
    // market runs the page checks (copy, titles, link previews, the first round trip), the rates
    // calculator in its units and locale, tracking in its language and data, what the header, the
    // footer and the home hero link to, the column beside the contact form, the service pages'
    // promises and FAQ, the route checks (every route fits 360 px, sets its headings' punctuation
    // against the word, shows nothing of another market, and renders with no console error, CSP
    // violation or accessibility violation at 390 and 1440 px), the check that every claim reads
    // as the market's fact sheet states it, the check that a page's first screen needs nothing but
    // its document (critical CSS), the tracking e-mails in the market's language, and the customer
    // stories. The check that every control of every page does something runs in Mexico only:
    // the other markets' pages are the same components and behaviours (no code in app/ branches
    // on the market), with other copy, paths and units, which the checks above read.
    testMatch: [
      ...(market === "mx" ? ["**/*.spec.ts"] : []),
      "**/pages.spec.ts",
      "**/rates-markets.spec.ts",
      "**/tracking-markets.spec.ts",
      "**/navigation-markets.spec.ts",
      "**/contact-markets.spec.ts",
      "**/services.spec.ts",
      "**/route-checks.spec.ts",
      "**/claims.spec.ts",
      "**/critical-css.spec.ts",
      "**/tracking-updates.spec.ts",
      "**/stories.spec.ts",
    ],
  })),
  webServer: [
    {
      command: "node_modules/.bin/node tests/e2e/fake-hubspot.ts",
      url: `${FAKE_HUBSPOT_URL}/__health`,
      env: { FAKE_HUBSPOT_PORT: String(FAKE_HUBSPOT_PORT) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: "node_modules/.bin/node tests/e2e/smtp-sink.ts",
      url: `${SMTP_SINK_API_URL}/__health`,
      env: {
        SMTP_SINK_PORT: String(SMTP_SINK_PORT),
        SMTP_SINK_API_PORT: String(SMTP_SINK_API_PORT),
      },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    ...MARKET_IDS.map((market) => ({
      command: "node_modules/.bin/node server/main.ts",
      url: `${e2eBaseUrl(market)}/readyz`,
      env: e2eEnv(market),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    })),
  ],
});
