import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { MARKETING_PATHS, MARKETS } from "../../app/site.ts";
import { copyFor, fill, homeCopyFor, marketOf } from "./copy.ts";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { ROUTES } from "./routes.ts";

test("the route table covers every prerendered marketing path", () => {
  expect(ROUTES.map((route) => route.path).sort()).toEqual([...MARKETING_PATHS].sort());
});

for (const { path, page } of ROUTES) {
  test.describe(`${path}`, () => {
    test("the raw HTML already has its title, description and heading", async ({
      request,
    }, info) => {
      const market = marketOf(info.project.name);
      const copy = copyFor(market);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escape = (text: string) =>
        text
          .replaceAll("&", "&amp;")
          .replaceAll("<", "&lt;")
          .replaceAll('"', "&quot;")
          .replaceAll("'", "&#x27;");
      expect(html).toContain(`<title>${escape(fill(copy.meta[page].title))}</title>`);
      expect(html).toContain(
        `name="description" content="${escape(fill(copy.meta[page].description))}"`,
      );
      const heading = page === "home" ? homeCopyFor(market).hero.title : copy.pages[page].title;
      expect(html).toContain(escape(fill(heading)));
      expect(html).toContain(`lang="${MARKETS[marketOf(info.project.name)].locale}"`);
    });

    test("renders without console errors, CSP violations or accessibility violations", async ({
      page: tab,
    }) => {
      const problems: string[] = [];
      tab.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.push(message.text());
      });
      tab.on("pageerror", (error) => problems.push(error.message));
      await recordCspViolations(tab);
      await tab.goto(path);
      await expect(tab.locator("h1")).toBeVisible();
      await tab.waitForLoadState("networkidle");
      expect(await cspViolations(tab)).toEqual([]);
      const results = await new AxeBuilder({ page: tab }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test("the navigation shows Rates only in the US copy", async ({ page }, info) => {
  const market = marketOf(info.project.name);
  const copy = copyFor(market);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: copy.nav.label });
  await expect(nav.getByRole("link", { name: copy.nav.tracking })).toBeVisible();
  await expect(nav.getByRole("link", { name: copy.nav.rates })).toHaveCount(
    market === "us" ? 1 : 0,
  );
});
