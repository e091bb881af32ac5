import type { PageBudgetOf } from "../../domain/page-request.ts";
import type { StaticAsset } from "./static-assets.ts";

/** The prerendered 429 page as the tests' apps serve it. */
export const TEST_RATE_LIMITED_PAGE: StaticAsset = {
  body: new TextEncoder().encode("<!doctype html><title>429</title><p>Too many requests</p>"),
  contentType: "text/html; charset=utf-8",
  etag: '"test-429"',
  cacheControl: "public, max-age=0, must-revalidate",
  inlineScriptHashes: [],
};

/**
 * The budgets of the tests' pages, as the app's page table gives them: a tracking result spends a
 * lookup, a quote (the calculator with a query) a rates request.
 */
export const testBudgetOf: PageBudgetOf = (url) => {
  if (/^\/tracking\/(?!buscar$)[^/]+$/.test(url.pathname)) return "tracking";
  if (url.pathname === "/cotizador" && url.search !== "") return "rates";
  return undefined;
};

/** What createApp needs besides its tests' own dependencies. */
export const TEST_PAGE_DEPENDENCIES = {
  budgetOf: testBudgetOf,
  rateLimitedPage: TEST_RATE_LIMITED_PAGE,
  contactPagePath: "/contacto",
};
