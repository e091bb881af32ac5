import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { markInkOn } from "../../domain/contrast.ts";
import { carrierCount } from "../../domain/rates/carriers.ts";
import { fill } from "./copy.ts";
import { pathOf } from "./paths.ts";

const localeFile = (namespace: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../../domain/locales/es-MX/${namespace}.json`),
      "utf8",
    ),
  );
const content = localeFile("content");
const pages = localeFile("pages");

const visibleSlides = async (page: Page) => {
  const viewport = page.getByTestId("carousel-viewport");
  const box = (await viewport.boundingBox())!;
  const slides = await page.getByTestId("carousel-slide").all();
  let visible = 0;
  for (const slide of slides) {
    const b = (await slide.boundingBox())!;
    if (b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1) visible += 1;
  }
  return visible;
};

test.describe("service carousel", () => {
  for (const [width, expected] of [
    [900, 1],
    [1000, 2],
    [1400, 3],
  ] as const) {
    test(`shows ${expected} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pathOf("b2b"));
      await page.getByTestId("carousel-viewport").scrollIntoViewIfNeeded();
      await expect.poll(() => visibleSlides(page)).toBe(expected);
    });
  }

  test("recomputes its layout after a resize", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(pathOf("suite"));
    await page.getByTestId("carousel-viewport").scrollIntoViewIfNeeded();
    await expect.poll(() => visibleSlides(page)).toBe(3);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => visibleSlides(page)).toBe(1);
  });

  test("moves with the arrows and with the keyboard, and has no dots", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(pathOf("suite"));
    const carousel = page.getByRole("group", { name: content.serviceCards.title });
    // Scrolled to as a visitor would: the carousel's code loads as it nears the viewport.
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole("button", { name: content.serviceCards.previous });
    const next = carousel.getByRole("button", { name: content.serviceCards.next });
    await expect(carousel.getByRole("button")).toHaveCount(2);
    await expect(previous).toBeDisabled();
    const first = page.getByTestId("carousel-slide").first();
    const startX = (await first.boundingBox())!.x;
    await next.click();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(startX - 100);
    await expect(previous).toBeEnabled();
    await previous.focus();
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => Math.round((await first.boundingBox())!.x))
      .toBe(Math.round(startX));
  });

  // B2B's carousel has 3 cards, the suite's 4: at 1440 px three fit, at 900 px one does.
  for (const javaScriptEnabled of [true, false]) {
    for (const [width, pageId, arrows] of [
      [1440, "b2b", false],
      [1440, "suite", true],
      [1000, "b2b", true],
      [900, "b2b", true],
    ] as const) {
      test(`shows its arrows only where a card is out of view: the ${pageId} page at ${width} px, script ${javaScriptEnabled ? "on" : "off"}`, async ({
        browser,
      }) => {
        const page = await browser.newPage({
          javaScriptEnabled,
          viewport: { width, height: 900 },
        });
        await page.goto(pathOf(pageId));
        const carousel = page.getByRole("group", { name: content.serviceCards.title });
        await carousel.scrollIntoViewIfNeeded();
        const next = carousel.getByRole("button", { name: content.serviceCards.next });
        if (arrows) {
          await expect(next).toBeVisible();
          // Once its code runs, the arrow moves the carousel.
          if (javaScriptEnabled) await expect(next).toBeEnabled();
        } else {
          // Hidden before the code runs and after it measured.
          await expect(next).toBeHidden();
          if (javaScriptEnabled) {
            await expect(
              carousel.locator('[data-service-carousel-part="controls"]'),
            ).toHaveAttribute("hidden", "");
          }
        }
        await page.close();
      });
    }
  }

  test("can be dragged with the mouse", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(pathOf("fullpack"));
    const viewport = page.getByTestId("carousel-viewport");
    await viewport.scrollIntoViewIfNeeded();
    // Its code loads as it nears the viewport; the server draws the arrows disabled.
    const carousel = page.getByRole("group", { name: content.serviceCards.title });
    await expect(carousel.getByRole("button", { name: content.serviceCards.next })).toBeEnabled();
    const first = page.getByTestId("carousel-slide").first();
    const startX = (await first.boundingBox())!.x;
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + 60, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.1, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(startX - 100);
  });
});

/**
 * Installs a stopped clock before the page loads, so only runFor moves time: the carousel's 4 s
 * interval starts while the page loads, and however long loading takes, it fires only when the
 * test says.
 */
async function installStoppedClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

test.describe("testimonials", () => {
  const activeTitle = (page: Page) =>
    page.locator('#testimonials figure[data-position="active"] p').first().textContent();
  const titles = content.testimonials.items.map((item: { title: string }) => item.title);

  test("advance every 4 s and wrap from the last to the first", async ({ page }) => {
    await installStoppedClock(page);
    await page.goto("/");
    await expect(page.locator("[data-rotating]")).toHaveAttribute("data-rotating", "true");
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    await page.clock.runFor(4000);
    await expect.poll(() => activeTitle(page)).toBe(titles[1]);
    await expect(page.locator('#testimonials figure[data-position="previous"]')).toHaveCount(1);
    await expect(page.locator('#testimonials figure[data-position="next"]')).toHaveCount(1);
    for (let step = 2; step < titles.length; step += 1) await page.clock.runFor(4000);
    await expect.poll(() => activeTitle(page)).toBe(titles[titles.length - 1]);
    await page.clock.runFor(4000);
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
  });

  test("pause on hover, on focus and with the pause button", async ({ page }) => {
    await installStoppedClock(page);
    await page.goto("/");
    await expect(page.locator("[data-rotating]")).toHaveAttribute("data-rotating", "true");
    const region = page.getByRole("group", { name: fill(content.testimonials.title) });
    await region.hover();
    await page.clock.runFor(8000);
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    await page.mouse.move(0, 0);
    const pause = region.getByRole("button", { name: content.testimonials.pause });
    await pause.focus();
    await page.clock.runFor(8000);
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    await pause.click();
    await page.locator("h1").focus();
    await page.clock.runFor(8000);
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
    await region.getByRole("button", { name: content.testimonials.play }).click();
    await page.locator("h1").click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4000);
    await expect.poll(() => activeTitle(page)).toBe(titles[1]);
  });

  test("do not move on their own under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(12000);
    await expect.poll(() => activeTitle(page)).toBe(titles[0]);
  });
});

test("the home page shows the 12 active customer logos and every carrier, at one size", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("customer-logos").locator("li")).toHaveCount(12);
  await expect(page.getByTestId("carrier-logo")).toHaveCount(carrierCount("mx"));
  const heights = await page
    .getByTestId("carrier-logo")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(heights.every((height) => height === 24)).toBe(true);
  // Carriers' wordmarks and customers' names: one size, one weight, one colour per strip.
  const carriers = await page.getByTestId("carrier-logo").evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      return [`${style.fontSize} ${style.fontWeight}`, style.color];
    }),
  );
  const customers = await page
    .getByTestId("customer-logos")
    .locator("li > [aria-hidden] > span")
    .evaluateAll((names) =>
      names.map((name) => {
        const style = getComputedStyle(name);
        return [`${style.fontSize} ${style.fontWeight}`, style.color];
      }),
    );
  expect(customers).toHaveLength(12);
  expect(new Set([...carriers, ...customers].map(([size]) => size)).size).toBe(1);
  expect(new Set(carriers.map(([, colour]) => colour)).size).toBe(1);
  expect(new Set(customers.map(([, colour]) => colour)).size).toBe(1);
});

test("under prefers-reduced-motion the carriers stand still, all of them in view on a phone", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const logos = page.getByTestId("carrier-logo");
  await logos.first().scrollIntoViewIfNeeded();
  const boxes = await logos.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
});

test("the KPI block puts its heading first below 1060 px and beside the figures from 1060 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1059, height: 900 });
  await page.goto("/");
  const intro = page.getByTestId("kpi-intro");
  const grid = page.getByTestId("kpi-grid");
  expect((await intro.boundingBox())!.y).toBeLessThan((await grid.boundingBox())!.y);
  await page.setViewportSize({ width: 1060, height: 900 });
  await expect
    .poll(async () => (await intro.boundingBox())!.x)
    .toBeGreaterThan((await grid.boundingBox())!.x);
});

test("the numbers stack below 640 px and sit side by side from 640 px", async ({ page }) => {
  await page.setViewportSize({ width: 639, height: 900 });
  await page.goto(pathOf("lastMile"));
  const numbers = page.getByTestId("number");
  await expect(numbers).toHaveCount(3);
  const stacked = await numbers.evaluateAll((items) => items.map((i) => i.getBoundingClientRect()));
  expect(stacked[0]!.x).toBe(stacked[1]!.x);
  expect(stacked[1]!.y).toBeGreaterThan(stacked[0]!.y);
  await page.setViewportSize({ width: 640, height: 900 });
  await expect
    .poll(async () =>
      numbers.evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().y))),
    )
    .toEqual(expect.arrayContaining([stacked[0] && expect.any(Number)]));
  const row = await numbers.evaluateAll((items) => items.map((i) => i.getBoundingClientRect()));
  expect(row[0]!.y).toBe(row[1]!.y);
  expect(row[1]!.x).toBeGreaterThan(row[0]!.x);
});

test("integrations: one card per active integration, Connect links open the help article in a new tab", async ({
  page,
}) => {
  await page.goto(pathOf("integrations"));
  const active = pages.integrations.items.filter(
    (item: { active: boolean; bgColor: string }) => item.active,
  );
  const cards = page.getByTestId("integration-cards").locator("li:not([data-testid])");
  await expect(cards).toHaveCount(active.length);
  for (const [index, item] of active.entries()) {
    const card = cards.nth(index);
    // Named once: its logo is its heading, the name only for assistive technology besides.
    await expect(card.getByRole("heading", { level: 3 })).toHaveAccessibleName(item.title);
    const shown = await card.evaluate((li) => {
      const copy = li.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
      return copy.textContent ?? "";
    });
    expect(shown.split(item.title).length - 1, item.title).toBeLessThanOrEqual(1);
    await expect(card).toContainText(item.marketName);
    // Its logo on its colour (spec: bgColor), in white or ink as reads best.
    const heading = card.getByRole("heading", { level: 3 });
    await expect(heading.locator("rect")).toHaveAttribute("fill", item.bgColor);
    const ink = await heading
      .locator("span[aria-hidden]")
      .evaluate((logo) => getComputedStyle(logo).color);
    expect(ink, item.title).toBe(
      markInkOn(item.bgColor) === "white" ? "rgb(255, 255, 255)" : "rgb(11, 31, 58)",
    );
    const connect = card.getByRole("link");
    await expect(connect).toHaveAttribute("href", item.url);
    await expect(connect).toHaveAttribute("target", "_blank");
  }
});

test("integrations: the grid ends flush at every width, its last tile pointing to the API", async ({
  page,
}) => {
  await page.goto(pathOf("integrations"));
  const api = page.getByTestId("integration-api");
  await expect(api.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
  for (const width of [390, 700, 1100, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const grid = (await page.getByTestId("integration-cards").boundingBox())!;
    const last = (await api.boundingBox())!;
    // The last tile reaches the grid's right edge: no hole after it.
    expect(Math.abs(last.x + last.width - (grid.x + grid.width)), `${width} px`).toBeLessThan(1);
  }
});

test("integrations: the developers' block links to the API documentation in a new tab", async ({
  page,
}) => {
  await page.goto(pathOf("integrations"));
  const apiDocs = localeFile("common")
    .footer.sections.flatMap((section: { links: { id: string }[] }) => section.links)
    .find((link: { id: string }) => link.id === "apiDocs");
  const link = page
    .getByRole("region", { name: fill(content.highlight.highlightSection.title) })
    .getByRole("link", { name: content.highlight.highlightSection.linkText });
  await expect(link).toHaveAttribute("href", apiDocs.linkUrl);
  await expect(link).toHaveAttribute("target", "_blank");
});
