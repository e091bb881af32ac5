import { expect, test } from "./test.ts";
import type { Locator, Page } from "@playwright/test";
import { pagesIn } from "../../domain/pages.ts";
import type { Fact, FactId } from "../../domain/facts.ts";
import { formatFigure } from "../../domain/figures.ts";
import { MARKETS } from "../../domain/site.ts";
import { readFactSheet } from "../../tooling/locale-files.ts";
import { copyFor, homeCopyFor, marketOf } from "./copy.ts";
import { pathOf } from "./paths.ts";

/**
 * What every market's visitors can reach from the shell: every page from the header and from the
 * footer, the calculator from the header, and the home hero's calls to action. Runs for every
 * project, each against its own market's copy.
 */

/** The links a visitor can see in a part of the page (not those of a closed menu). */
const hrefsIn = (scope: Locator) =>
  scope
    .locator("a[href]:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));

const desktopHeader = (page: Page) => page.locator("header").first();

/**
 * Pages the menus leave to the footer and to a page's own links: the customer stories, linked
 * from the home page's testimonials (issue 35; tests/e2e/stories.spec.ts).
 */
const LINKED_BELOW_THE_MENUS: readonly string[] = ["stories"];

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header and the footer each link every page of the site", async ({ page }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const copy = copyFor(market);
    await page.goto(pathOf("fullpack"));
    await page.getByRole("button", { name: copy.nav.services }).click();
    const header = await hrefsIn(desktopHeader(page));
    const footer = await hrefsIn(page.locator("footer"));
    for (const { id, path } of pagesIn(market)) {
      if (!LINKED_BELOW_THE_MENUS.includes(id)) {
        expect(header, `the header links ${path}`).toContain(path);
      }
      expect(footer, `the footer links ${path}`).toContain(path);
    }
  });

  test("the services menu lists every service in full rows, then the calculator", async ({
    page,
  }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const copy = copyFor(market);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: copy.nav.services });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const services = pagesIn(market)
      .filter((entry) => "service" in entry)
      .map((entry) => entry.path);
    const list = panel.getByRole("list").first();
    const items = list.getByRole("listitem");
    expect((await hrefsIn(list)).toSorted()).toEqual(services.toSorted());

    // No hole: every row of the grid is full.
    const lefts = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().x));
    const columns = new Set(lefts).size;
    expect(columns).toBe(2);
    expect(lefts.length % columns).toBe(0);

    await panel.getByRole("link", { name: copy.servicesMenu.calculator.title }).click();
    await expect(page).toHaveURL(pathOf("rates"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the top navigation has Rates only where the market's copy does", async ({
    page,
  }, testInfo) => {
    const market = MARKETS[marketOf(testInfo.project.name)];
    const copy = copyFor(market.id);
    await page.goto("/");
    const rates = desktopHeader(page)
      .getByRole("navigation")
      .getByRole("link", { name: copy.nav.rates, exact: true });
    await expect(rates).toHaveCount(market.navShowsRates ? 1 : 0);
  });

  test("Create account opens the merchant app in a new tab, from the header and the hero", async ({
    page,
  }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const copy = copyFor(market);
    await page.goto("/");
    const hero = page.locator("main section").first();
    for (const [scope, label] of [
      [desktopHeader(page), copy.nav.signup],
      [hero, homeCopyFor(market).hero.primaryCta],
    ] as const) {
      const link = scope.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
      // As Login does, it says so to assistive technology.
      await expect(link).toHaveAccessibleName(`${label} ${copy.opensInNewTab}`);
    }
  });

  test("the home hero calls to the calculator and to sales", async ({ page }, testInfo) => {
    const home = homeCopyFor(marketOf(testInfo.project.name));
    await page.goto("/");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: home.hero.calculatorCta })).toHaveAttribute(
      "href",
      pathOf("rates"),
    );
    await expect(hero.getByRole("link", { name: home.hero.secondaryCta })).toHaveAttribute(
      "href",
      pathOf("contact"),
    );
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu links every page but the home page, and reaches the calculator", async ({
    page,
  }, testInfo) => {
    const market = MARKETS[marketOf(testInfo.project.name)];
    const copy = copyFor(market.id);
    await page.goto("/");
    await page.getByRole("button", { name: copy.nav.openMenu }).click();
    const dialog = page.getByRole("dialog", { name: copy.nav.mobileMenuTitle });
    await expect(dialog).toBeVisible();
    const hrefs = await hrefsIn(dialog);
    const linked = pagesIn(market.id).filter(
      (entry) => entry.path !== "/" && !LINKED_BELOW_THE_MENUS.includes(entry.id),
    );
    for (const { path } of linked) {
      expect(hrefs, `the mobile menu links ${path}`).toContain(path);
    }
    await expect(dialog.getByRole("link", { name: copy.nav.signup })).toHaveAttribute(
      "target",
      "_blank",
    );
    const name = market.navShowsRates ? copy.nav.rates : copy.servicesMenu.calculator.title;
    await dialog.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(pathOf("rates"));
  });

  test("the hero's calls to action are full-width buttons, aligned on the text", async ({
    page,
  }, testInfo) => {
    const home = homeCopyFor(marketOf(testInfo.project.name));
    await page.goto("/");
    const hero = page.locator("main section").first();
    const title = await hero.getByRole("heading", { level: 1 }).boundingBox();
    for (const name of [home.hero.primaryCta, home.hero.calculatorCta, home.hero.secondaryCta]) {
      const box = (await hero.getByRole("link", { name }).boundingBox())!;
      expect(Math.abs(box.x - title!.x), name).toBeLessThan(1);
      expect(Math.abs(box.width - title!.width), name).toBeLessThan(1);
      // One line of text in a button, never wrapped.
      expect(box.height, name).toBeLessThan(50);
    }
  });
});

test("the home KPI block shows the spec's claims, its 2,000+ active users among them", async ({
  page,
}, testInfo) => {
  const { locale } = MARKETS[marketOf(testInfo.project.name)];
  // The market's sheet over the company's figures, as the page reads it (ADR 64).
  const { items } = readFactSheet(locale) as unknown as { items: Record<FactId, Fact> };
  await page.goto("/");
  const cards = page.getByTestId("kpi-grid").locator(":scope > div");
  for (const id of ["brands", "activeUsers", "warehouseArea", "pace", "carriers", "providers"]) {
    const fact = items[id as FactId];
    const card = cards.filter({ has: page.locator("dt", { hasText: fact.label }) });
    await expect(card, id).toHaveCount(1);
    await expect(card.locator("dd"), id).toHaveText(
      formatFigure(fact, locale).replace("\u00a0", ""),
    );
  }
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("every home figure and its label stay inside their card", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByTestId("kpi-grid").locator(":scope > div");
    expect(await cards.count()).toBeGreaterThan(0);
    const crossing = await cards.evaluateAll((divs) =>
      divs.flatMap((card) => {
        const edge = card.getBoundingClientRect();
        return [...card.children]
          .filter((child) => {
            const range = document.createRange();
            range.selectNodeContents(child);
            const text = range.getBoundingClientRect();
            return text.left < edge.left || text.right > edge.right;
          })
          .map((child) => child.textContent);
      }),
    );
    expect(crossing).toEqual([]);
  });
});
