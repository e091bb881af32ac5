import { expect, test } from "./test.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_INTERCOM_APP_ID } from "./markets.ts";
import { pathOf, trackingPathOf } from "./paths.ts";

const copy = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../domain/locales/es-MX/tracking.json"), "utf8"),
);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

test("a recipient tracks a parcel: search, details newest first, back to the search", async ({
  page,
}) => {
  await page.goto(pathOf("tracking"));
  const field = page.getByRole("textbox", { name: copy.main.label });
  const search = page.getByRole("button", { name: copy.main.submit });
  await expect(field).toHaveAttribute("minlength", "5");
  await expect(search).toBeDisabled();
  await field.fill("AND-DEMO-1004");
  await expect(search).toBeEnabled();
  await search.click();

  await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1004"));
  await expect(
    page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1004" }) }),
  ).toBeVisible();
  await expect(page.getByText("Andén Última Milla", { exact: true })).toBeVisible();
  const events = page.getByTestId("tracking-events").locator("li");
  await expect(events.first()).toContainText("El mensajero tiene tu paquete");
  await expect(events.last()).toContainText("almacén del vendedor");
  await expect(page.getByTestId("event-day").first()).toHaveText(/^\d{1,2} de [a-z]+$/);
  await expect(page.getByTestId("event-time").first()).toHaveText(/^\d{2}:\d{2} hs$/);
  await expect(page.locator('[data-stage="with_courier"]')).toHaveAttribute(
    "data-state",
    "current",
  );
  await expect(page.locator('[data-stage="picked_up"]')).toHaveAttribute("data-state", "done");
  await expect(page.locator('[data-stage="delivered"]')).toHaveAttribute("data-state", "upcoming");

  await page.getByRole("link", { name: copy.details.back }).click();
  await expect(page).toHaveURL(pathOf("tracking"));
  await expect(page.getByRole("textbox", { name: copy.main.label })).toBeVisible();
});

test("an unknown number shows the no-results screen, and its retry the search with the number kept", async ({
  page,
}) => {
  await page.goto(pathOf("tracking"));
  await page.getByRole("textbox", { name: copy.main.label }).fill("XYZ-00001");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(page.getByRole("heading", { name: copy.error.notFound })).toBeVisible();
  await expect(page.getByRole("textbox", { name: copy.main.label })).toBeHidden();
  await page.getByRole("link", { name: copy.error.retry }).click();
  const field = page.getByRole("textbox", { name: copy.main.label });
  await expect(field).toHaveValue("XYZ-00001");
  await expect(field).toBeFocused();
  await field.fill("AND-DEMO-1002");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1002"));
});

test("the browser's back button returns from the search to the error screen", async ({ page }) => {
  await page.goto("/tracking/XYZ-00001");
  await page.getByRole("link", { name: copy.error.retry }).click();
  await expect(page.getByRole("heading", { name: copy.error.notFound })).toBeHidden();
  await page.goBack();
  await expect(page.getByRole("heading", { name: copy.error.notFound })).toBeVisible();
  await expect(page.getByRole("textbox", { name: copy.main.label })).toBeHidden();
});

test("a number that cannot be one says why, and keeps it", async ({ page }) => {
  const response = await page.goto(`${pathOf("tracking")}/AB%20C`);
  expect(response?.status()).toBe(400);
  await expect(
    page.getByRole("heading", { name: fill(copy.error.invalid, { number: "AB C" }) }),
  ).toBeVisible();
  await expect(page.getByText(copy.error.invalidDescription)).toBeVisible();
  await page.getByRole("link", { name: copy.error.retry }).click();
  await expect(page.getByRole("textbox", { name: copy.main.label })).toHaveValue("AB C");
});

test("a number typed with spaces for its dashes finds the parcel", async ({ page }) => {
  await page.goto(pathOf("tracking"));
  await page.getByRole("textbox", { name: copy.main.label }).fill("AND DEMO 1006");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1006"));
  await expect(
    page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1006" }) }),
  ).toBeVisible();
  await expect(page.getByRole("note")).toContainText(copy.details.offPath.returned.title);

  const linked = await page.goto(`${pathOf("tracking")}/and%20demo%201006`);
  expect(linked?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1006" }) }),
  ).toBeVisible();
});

test("a returned parcel is shown as returned, not as a stage of the way", async ({ page }) => {
  await page.goto(trackingPathOf("AND-DEMO-1006"));
  await expect(page.getByRole("note")).toContainText(copy.details.offPath.returned.title);
  await expect(page.locator('[data-stage="delivered"]')).toHaveAttribute("data-state", "upcoming");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a deep link from a notification renders the result on the server", async ({ page }) => {
    const response = await page.goto(trackingPathOf("AND-DEMO-1005"));
    expect(response?.status()).toBe(200);
    await expect(page.getByText(copy.details.delivered.title)).toBeVisible();
    await expect(page.locator('[data-stage="delivered"]')).toHaveAttribute("data-state", "done");
  });

  test("the search form still reaches the shipment", async ({ page }) => {
    await page.goto(pathOf("tracking"));
    await page.getByRole("textbox", { name: copy.main.label }).fill("AND-DEMO-1002");
    await page.getByRole("textbox", { name: copy.main.label }).press("Enter");
    await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1002"));
    await expect(
      page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1002" }) }),
    ).toBeVisible();
  });

  test("an unknown deep link answers 404 with the no-results screen", async ({ page }) => {
    const response = await page.goto(trackingPathOf("NO-SUCH-1"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: copy.error.notFound })).toBeVisible();
  });

  test("the error screen's retry returns to the search, the number kept and Search enabled", async ({
    page,
  }) => {
    await page.goto("/tracking/NO-SUCH-1");
    await page.getByRole("link", { name: copy.error.retry }).click();
    await expect(page.getByRole("heading", { name: copy.error.notFound })).toBeHidden();
    await expect(page.getByRole("textbox", { name: copy.main.label })).toHaveValue("NO-SUCH-1");
    await page.getByRole("textbox", { name: copy.main.label }).fill("AND-DEMO-1002");
    await page.getByRole("button", { name: copy.main.submit }).click();
    await expect(page).toHaveURL(/\/tracking\/AND-DEMO-1002$/);
  });

  test("a pasted number with spaces finds the parcel; a bad or empty one is answered in the site's words", async ({
    page,
  }) => {
    await page.goto("/tracking");
    const field = page.getByRole("textbox", { name: copy.main.label });
    const search = page.getByRole("button", { name: copy.main.submit });
    await field.fill(" and-demo-1001 ");
    await search.click();
    await expect(
      page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1001" }) }),
    ).toBeVisible();

    await page.goto("/tracking");
    await field.fill("ab 1");
    await search.click();
    await expect(
      page.getByRole("heading", { name: fill(copy.error.invalid, { number: "AB-1" }) }),
    ).toBeVisible();
    await expect(page.getByText(copy.error.invalidDescription)).toBeVisible();

    await page.goto("/tracking");
    await search.click();
    await expect(page.getByText(copy.main.required)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });
});

test("a result opened from a link needs no app scripts: the chat is up and the link can be copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(trackingPathOf("AND-DEMO-1004"));
  await expect(page.getByTestId("tracking-events").locator("li").first()).toBeVisible();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls),
    )
    .toContainEqual(["boot", expect.objectContaining({ app_id: E2E_INTERCOM_APP_ID })]);
  // The field vitals' chunk may follow in a sampled visit, after the page has loaded.
  const appScripts = scripts.filter(
    (path) => path.startsWith("/assets/") && !/^\/assets\/vitals-[\w-]+\.js$/.test(path),
  );
  expect(appScripts).toEqual([expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/)]);

  await page.getByRole("button", { name: copy.details.copyLink }).click();
  await expect(page.getByRole("button", { name: copy.details.linkCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole("link", { name: copy.details.back }).click();
  await expect(page).toHaveURL(pathOf("tracking"));
  await expect(page.getByRole("textbox", { name: copy.main.label })).toBeVisible();
});

test("the chat widget boots on each tracking page and is gone once the visitor leaves them", async ({
  page,
}) => {
  const calls = () =>
    page.evaluate(
      () => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls ?? [],
    );
  const booted = [
    "boot",
    expect.objectContaining({
      app_id: E2E_INTERCOM_APP_ID,
      country: "mx",
      hostname: "127.0.0.1",
      language_override: "es",
    }),
  ];
  await page.goto(pathOf("tracking"));
  await expect.poll(calls).toContainEqual(booted);
  await page.getByRole("textbox", { name: copy.main.label }).fill("AND-DEMO-1003");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(page).toHaveURL(/AND-DEMO-1003$/);
  await expect.poll(calls).toContainEqual(booted);
  await page.locator("header").getByRole("link", { name: "Suite", exact: true }).click();
  await expect(page).toHaveURL(pathOf("suite"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await calls()).toEqual([]);
  await expect(page.locator('script[src*="/intercom/"]')).toHaveCount(0);
});

test("the chat widget boots on /contacto as on the tracking pages", async ({ page }) => {
  await page.goto("/contacto");
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls),
    )
    .toContainEqual([
      "boot",
      expect.objectContaining({
        app_id: E2E_INTERCOM_APP_ID,
        country: "mx",
        hostname: "127.0.0.1",
        language_override: "es",
      }),
    ]);
  await expect(page.locator('script[src*="/intercom/"]')).toHaveCount(1);
});
