import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { MARKETS } from "../../domain/site.ts";
import { readFactSheet } from "../../tooling/locale-files.ts";
import type { PageId } from "../../domain/pages.ts";
import { buildDirectoryFor } from "../../server/config.ts";
import { copyFor, fill, marketOf } from "./copy.ts";
import { pathOf } from "./paths.ts";
import { chunkRequests } from "./requests.ts";

const copy = copyFor("mx");
const header = (page: Page) => page.locator("header").first();
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
  // The scroll event is dispatched with the next frame: wait for it, so two scrolls in a row are
  // two scroll events, as a visitor's are (else the navbar may see one move down instead of two).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

test.describe("navbar on scroll", () => {
  test.use({ viewport: { width: 1280, height: 420 } });

  test("hides going down, shows going up past 10 px, and gets a background past 100 px", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 100);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 101);
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await scrollTo(page, 300);
    await scrollTo(page, 290);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await scrollTo(page, 279);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await expect(header(page)).toBeInViewport();
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("services menu (desktop)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("opens the services, the calculator and the integrations, and closes on a click anywhere", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: copy.nav.services });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(10);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      (
        [
          "fullpack",
          "lastMile",
          "b2b",
          "dedicated",
          "suite",
          "pickup",
          "directo",
          "carriers",
          "rates",
          "integrations",
        ] as const
      ).map((id) => pathOf(id)),
    );
    for (const item of copy.servicesMenu.items) {
      await expect(panel).toContainText(item.title);
      await expect(panel).toContainText(item.description);
      if (item.tag) await expect(panel).toContainText(item.tag);
    }
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("works with the keyboard: Enter opens, Tab enters, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: copy.nav.services });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page
        .locator("header")
        .getByRole("link", { name: new RegExp(copy.servicesMenu.items[0]!.title) }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when focus leaves it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: copy.nav.services });
    await toggle.click();
    await page.getByRole("link", { name: copy.nav.suite, exact: true }).focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("navigates to a service and opens it at the top", async ({ page }) => {
    await page.goto("/");
    await page.setViewportSize({ width: 1440, height: 400 });
    const bottom = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await scrollTo(page, bottom);
    await scrollTo(page, bottom - 50);
    await page.getByRole("button", { name: copy.nav.services }).click();
    await page
      .locator("header")
      .getByRole("link", { name: new RegExp(copy.servicesMenu.items[1]!.title) })
      .click();
    await expect(page).toHaveURL(pathOf("lastMile"));
    await expect(page).toHaveTitle(fill(copy.meta.lastMile.title));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu icon opens the side panel; Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const desktopNav = page.locator("header nav").first();
    await expect(desktopNav).toBeHidden();
    const { menuButton, panel } = mobileMenu(page);
    await menuButton.click();
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    // The eight services, the calculator and the integrations, three links, login and sign-up.
    await expect(panel.getByRole("link")).toHaveCount(8 + 2 + 3 + 1 + 1);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("before and without the page script", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu icon opens the panel; its close button and Escape close it", async ({
      page,
    }) => {
      await page.goto("/");
      const { menuButton, panel } = mobileMenu(page);
      await menuButton.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: copy.nav.closeMenu }).click();
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with the page script" : "without the page script", () => {
      test.use({ javaScriptEnabled });

      test("a click on the backdrop closes the panel, and its links navigate", async ({ page }) => {
        await page.goto("/");
        const { menuButton, panel } = mobileMenu(page);
        await menuButton.click();
        await page.mouse.click(10, 400);
        await expect(panel).toBeHidden();
        await menuButton.click();
        await panel.getByRole("link", { name: copy.nav.contact }).click();
        await expect(page).toHaveURL(pathOf("contact"));
        await expect(panel).toBeHidden();
      });
    });
  }
});

function mobileMenu(page: Page) {
  return {
    menuButton: page.getByRole("button", { name: copy.nav.openMenu }),
    panel: page.getByRole("dialog", { name: copy.nav.mobileMenuTitle }),
  };
}

test.describe("footer", () => {
  test("lists every column, link and social profile, the terms and the current year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const section of copy.footer.sections) {
      const column = footer.getByRole("navigation", { name: section.title });
      for (const link of section.links) {
        const key = link.linkKey.split(".").pop() as keyof typeof copy.footer.links;
        const anchor = column.getByRole("link", { name: copy.footer.links[key] });
        // A link without an address is to the page its id names, at its path in the market.
        await expect(anchor).toHaveAttribute("href", link.linkUrl ?? pathOf(link.id as PageId));
        if (link.target === "_blank") await expect(anchor).toHaveAttribute("target", "_blank");
      }
    }
    for (const profile of copy.footer.social) {
      await expect(footer.getByRole("link", { name: fill(profile.label) })).toHaveAttribute(
        "href",
        profile.link,
      );
    }
    await expect(footer.getByRole("link", { name: copy.footer.terms.label })).toHaveAttribute(
      "href",
      copy.footer.terms.url,
    );
    await expect(footer).toContainText(
      fill(copy.footer.rights, { year: new Date().getFullYear() }),
    );
  });
});

test("marketing pages load one module script of the build, after their first paint, instead of the React Router runtime", async ({
  page,
  request,
}) => {
  // Prerendered pages, and the rates calculator, rendered per request (its script has a nonce).
  const paths = (ids: PageId[]) => ids.map((id) => pathOf(id));
  for (const path of paths(["home", "fullpack", "integrations", "contact", "rates"])) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("modulepreload");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes, content]) => ({
        attributes: attributes!.replace(/ nonce="[^"]*"/, ""),
        content: content!,
      }))
      .filter(({ attributes }) => !/application\/ld\+json/.test(attributes));
    // One inline loader, which imports the page script once the first paint is on screen.
    expect(scripts, path).toEqual([
      {
        attributes: "",
        content: expect.stringMatching(
          /first-contentful-paint[\s\S]*import\("\/assets\/page-script-[\w-]+\.js"\)/,
        ),
      },
    ]);
  }
  for (const path of paths(["home", "contact", "rates"])) {
    await page.goto(path);
    const startOf = (name: string) =>
      page.evaluate(
        (name) =>
          name === "paint"
            ? performance.getEntriesByName("first-contentful-paint")[0]?.startTime
            : performance
                .getEntriesByType("resource")
                .find((entry) => /\/assets\/page-script-[\w-]+\.js$/.test(entry.name))?.startTime,
        name,
      );
    await expect.poll(() => startOf("script"), path).toBeDefined();
    expect(await startOf("script"), path).toBeGreaterThanOrEqual((await startOf("paint"))!);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
  }
});

test("the browser's scripts carry no server-only code", () => {
  const assets = path.join(
    import.meta.dirname,
    "../..",
    buildDirectoryFor(marketOf(test.info().project.name)),
    "client/assets",
  );
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(3);
  for (const name of scripts) {
    const code = readFileSync(path.join(assets, name), "utf8");
    // React DOM's server renderer (the illustration files and the pages are rendered with it).
    expect(code, name).not.toMatch(/renderToStaticMarkup|renderToPipeableStream/);
  }
});

test("the page script holds the widgets' behaviours, not the copy or the rate cards", () => {
  const market = marketOf(test.info().project.name);
  const assets = path.join(
    import.meta.dirname,
    "../..",
    buildDirectoryFor(market),
    "client/assets",
  );
  const [name] = readdirSync(assets).filter((file) => /^page-script-[\w-]+\.js$/.test(file));
  const code = readFileSync(path.join(assets, name!));
  // Every page loads it: a module-level call in an import it does not read (the fact sheet's
  // merge in virtual:site-config) once brought the fact sheet and every rate card along.
  expect(code.toString("utf8")).not.toContain(readFactSheet(MARKETS[market].locale).title);
  expect(code.toString("utf8")).not.toMatch(/carrierId/);
  expect(gzipSync(code).byteLength).toBeLessThan(6_000);
});

test("the services carousel's code is fetched only when a carousel nears the viewport", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const carouselChunks = chunkRequests(page, "service-carousel.behaviour");
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goto(pathOf("fullpack"));
  await page.waitForLoadState("networkidle");
  expect(carouselChunks, "no carousel on the home page, and none in view on load").toEqual([]);
  await page.getByTestId("carousel-viewport").scrollIntoViewIfNeeded();
  await expect.poll(() => carouselChunks.length).toBe(1);
});

test("Login opens the merchant app in a new tab", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const login = page.locator("header").getByRole("link", { name: copy.nav.login });
  await expect(login).toHaveAttribute("target", "_blank");
  await expect(login).toHaveAttribute("rel", /noopener/);
});

test("an unknown path redirects to the home page; the unknown path never enters the history", async ({
  page,
}) => {
  await page.goto(pathOf("fullpack"));
  await page.goto("/no-existe/esta-pagina");
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(fill(copy.meta.home.title));
  await page.goBack();
  await expect(page).toHaveURL(pathOf("fullpack"));
});

test("a method a page does not take is answered 405 with Allow, before any page renders", async ({
  request,
}) => {
  const response = await request.put(pathOf("fullpack"), { data: "any=thing" });
  expect(response.status()).toBe(405);
  expect(response.headers()["allow"]).toBe("GET, HEAD");
  expect(await response.json()).toEqual({
    error: { code: "method_not_allowed", message: expect.any(String) },
  });
});
