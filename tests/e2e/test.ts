import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, whose `page.goto` also waits for the page script to have attached the
 * widgets (`html[data-enhanced]`). The script is imported after the first paint (ADR 38), which
 * can come after the load event `goto` waits for; a test that pressed a key at once would press it
 * on a widget with no behaviour yet. Not waited for: pages without JavaScript, and navigations
 * asked to return at `commit` (tests of what happens before the scripts run).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
        if (isPage && options?.waitUntil !== "commit") {
          await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
        }
        return response;
      };
    }
    await provide(page);
  },
});
