import { expect, test } from "./test.ts";
import { copyFor } from "./copy.ts";
import { pathOf } from "./paths.ts";
import { WIDGET_FAILURES_PATH } from "../../domain/widget-failures.ts";

/**
 * One broken widget leaves the others working (issue 25): its failure is reported once, with its
 * name, on the console and to the server, and the page is still marked enhanced.
 */
const copy = copyFor("mx");

test.use({ viewport: { width: 1440, height: 900 } });

test("a widget whose markup is broken fails alone: reported once, the others attach", async ({
  page,
}) => {
  // A tracking search without its form, first in the page, so every other widget comes after it.
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<body([^>]*)>/,
      '<body$1><div data-module="tracking-search"></div>',
    );
    // The body goes back decoded: the encoding and length headers no longer hold.
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const reported = page.waitForRequest(
    (request) => request.url().endsWith(WIDGET_FAILURES_PATH) && request.method() === "POST",
  );

  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
  expect(JSON.parse((await reported).postData() ?? "{}")).toMatchObject({
    widget: "tracking-search",
    page: "/",
    message: expect.stringContaining("missing part"),
  });
  expect(errors.filter((text) => text.includes('"tracking-search"'))).toHaveLength(1);

  // The services menu, attached after the broken widget, still opens and closes.
  const toggle = page.getByRole("button", { name: copy.nav.services });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a widget whose chunk does not load stays as the server drew it; the others work", async ({
  page,
}) => {
  await page.route(/contact-form\.behaviour-[\w-]+\.js$/, (route) => route.abort());
  const reported = page.waitForRequest(
    (request) => request.url().endsWith(WIDGET_FAILURES_PATH) && request.method() === "POST",
  );
  page.on("console", () => {});
  await page.goto(pathOf("contact"));
  const form = page.locator('[data-module="contact-form"]');
  await form.scrollIntoViewIfNeeded();
  expect(JSON.parse((await reported).postData() ?? "{}")).toMatchObject({
    widget: "contact-form",
  });
  await expect(form).not.toHaveAttribute("data-ready", "true");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");

  // Back at the top, where the navbar (hidden while scrolling down) shows again.
  await page.evaluate(() => scrollTo(0, 0));
  const toggle = page.getByRole("button", { name: copy.nav.services });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});
