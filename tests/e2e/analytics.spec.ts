import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { contact, fillContactForm, LEAD, openContactForm, solveCaptcha } from "./contact-form.ts";
import { pathOf, trackingPathOf } from "./paths.ts";

// The conversion events of window.dataLayer (docs/analytics.md) and the field vitals' beacon; the
// e2e builds have no GTM_ID: the events are pushed all the same.

const dataLayer = (page: Page) =>
  page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as object[]);

test("a lead sent (201) pushes generate_lead with the market, company types and range only", async ({
  page,
}) => {
  test.slow(); // the captcha's proof of work, on a shared machine
  const email = `datalayer+${Date.now()}@casanopal.example`;
  await openContactForm(page);
  await fillContactForm(page, email);
  await solveCaptcha(page);
  expect(await dataLayer(page)).not.toContainEqual(
    expect.objectContaining({ event: "generate_lead" }),
  );

  const send = page.getByRole("button", { name: contact.form.submit });
  await expect(send).toBeEnabled();
  const answer = page.waitForResponse("**/api/contact");
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({
      event: "generate_lead",
      market: "mx",
      company_types: ["ecommerce", "marketplace"],
      shipment_range: "50-99",
    });
  const pushed = JSON.stringify(await dataLayer(page));
  for (const personal of [
    LEAD.name,
    LEAD.lastName,
    email,
    LEAD.phone,
    "222",
    "Casa Nopal",
    LEAD.origin,
    "Guadalajara",
  ]) {
    expect(pushed).not.toContain(personal);
  }
});

test("a tracking result pushes tracking_search, found or not found, without the number", async ({
  page,
}) => {
  await page.goto(trackingPathOf("AND-DEMO-1004"));
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({ event: "tracking_search", result: "found" });
  await page.goto(trackingPathOf("AND-NOPE-0404"));
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({ event: "tracking_search", result: "not_found" });
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/AND-/);
});

test("a quote pushes rate_quote with the number of options and the cheapest price band", async ({
  page,
  request,
}) => {
  const query = "origin=06700&destination=44100&length=30&height=20&width=10&weight=5";
  // Every offer the quote has, not only the cards the results show of it (ADR 45).
  const answer = await request.get(`/api/rates?${query}`);
  const options = ((await answer.json()) as { quotes: unknown[] }).quotes.length;
  await page.goto(`${pathOf("rates")}?${query}`);
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({
      event: "rate_quote",
      options: expect.any(Number),
      cheapest_price_band: expect.stringMatching(/^\d+-\d+ MXN$/),
    });
  const event = (await dataLayer(page)).find(
    (entry) => (entry as { event?: string }).event === "rate_quote",
  ) as { options: number };
  expect(options).toBeGreaterThan(0);
  expect(event.options).toBe(options);
});

test("a sampled visit sends its Core Web Vitals to /api/vitals once hidden", async ({ page }) => {
  // Always in the sample (VITALS_SAMPLE_RATE is 0.1 in these builds).
  await page.addInitScript(() => {
    Math.random = () => 0;
    // The beacon's Blob body is not visible to Playwright's request events: keep a copy.
    const send = navigator.sendBeacon.bind(navigator);
    const sent: Promise<string>[] = [];
    Object.assign(window, { sentBeacons: sent });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) sent.push(data.text());
      return send(url, data);
    };
  });
  const chunk = page.waitForRequest(/\/assets\/vitals[^/]*\.js$/);
  await page.goto("/");
  await chunk;
  const answered = page.waitForResponse("**/api/vitals");
  // The visitor leaves (the page is hidden) and comes back until a report holds FCP and TTFB:
  // web-vitals measures them a moment after its chunk runs, later on a busy machine. A report sent
  // before both were in holds what was; each vital is reported once, so the reports together hold
  // each once. The page is visible again between looks: web-vitals, started on a hidden page,
  // reports no paint at all (the chunk may run after the first look on a busy machine).
  const reports = () =>
    page.evaluate(async () => {
      const show = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      };
      show("hidden");
      const bodies = await Promise.all(
        (window as unknown as { sentBeacons: Promise<string>[] }).sentBeacons,
      );
      show("visible");
      return bodies.map(
        (body) => JSON.parse(body) as { page: string; metrics: { name: string; value: number }[] },
      );
    });
  await expect
    .poll(async () => (await reports()).flatMap((report) => report.metrics.map((m) => m.name)))
    .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
  expect((await answered).status()).toBe(204);
  const sent = await reports();
  const names = sent.flatMap((report) => report.metrics.map((metric) => metric.name));
  expect(new Set(names).size, names.join(", ")).toBe(names.length);
  for (const report of sent) {
    expect(report.page).toBe("/");
    expect(Object.keys(report).sort()).toEqual(["metrics", "page"]);
  }
});
