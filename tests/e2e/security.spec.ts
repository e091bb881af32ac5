import { createHash } from "node:crypto";
import { expect, test } from "./test.ts";
import { solveCaptcha } from "./contact-form.ts";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { E2E_GTM_ID, E2E_INTERCOM_APP_ID, FAKE_HUBSPOT_URL } from "./markets.ts";
import { pathOf, trackingPathOf } from "./paths.ts";

// The Mexico e2e server runs with the chat widget, the ALTCHA captcha and the tag manager all
// configured (tests/e2e/server-env.ts), their scripts served by the fake third-party server.

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";

test("every kind of response carries the security headers", async ({ request }) => {
  for (const path of [
    "/",
    trackingPathOf("AND-DEMO-1004"),
    "/api/tracking/AND-DEMO-1004",
    "/no-such-page",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    // Served over http in the tests: no HSTS (app.test.ts checks it appears over https).
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
});

test("a page rendered per request admits exactly the scripts that carry its nonce", async ({
  request,
}) => {
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => attributes!)
      .filter((attributes) => !/application\/ld\+json/.test(attributes));
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(directive(policy, "script-src"))?.[1];

  // A tracking result opened from a link, and a quote: their one script, the static page's,
  // carries the nonce.
  for (const path of [
    trackingPathOf("AND-DEMO-1004"),
    `${pathOf("rates")}?origin=06700&destination=44100&length=30&height=20&width=15&weight=2`,
  ]) {
    const first = await request.get(path);
    const second = await request.get(path);
    const policy = first.headers()["content-security-policy"]!;
    const nonce = nonceOf(policy);
    expect(nonce, path).toBeTruthy();
    expect(second.headers()["content-security-policy"], path).not.toContain(nonce);
    const scripts = scriptsOf(await first.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    expect(policy, path).not.toContain("'unsafe-inline'");
    expect(directive(policy, "script-src"), path).toContain(new URL(FAKE_HUBSPOT_URL).origin);
  }
});

test("a prerendered page's one inline script, the page script's loader, is admitted by its hash alone", async ({
  request,
}) => {
  const response = await request.get(pathOf("contact"));
  const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes, content]) => ({ attributes: attributes!, content: content! }))
    .filter(({ attributes }) => !/application\/ld\+json/.test(attributes));
  expect(scripts).toHaveLength(1);
  const [loader] = scripts;
  expect(loader!.attributes).toBe("");
  expect(loader!.content).toMatch(/import\("\/assets\/page-script-[\w-]+\.js"\)/);
  const hash = createHash("sha256").update(loader!.content, "utf8").digest("base64");
  const policy = response.headers()["content-security-policy"]!;
  const scriptSources = directive(policy, "script-src");
  expect(scriptSources.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
  expect(scriptSources).not.toMatch(/'nonce-|'unsafe-inline'/);
});

test("API answers allow nothing to load", async ({ request }) => {
  const response = await request.get("/api/tracking/AND-DEMO-1004");
  expect(response.headers()["content-security-policy"]).toBe(
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
});

test("the tag manager loads on every page without a CSP exception for inline code", async ({
  page,
}) => {
  await recordCspViolations(page);
  await page.goto("/");
  const dataLayer = () =>
    page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  await expect.poll(dataLayer).toContainEqual({ event: "fake-gtm-ready", id: E2E_GTM_ID });
  expect(await dataLayer()).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
  expect(await cspViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tag manager's documented <noscript> iframe loads, the CSP admitting it", async ({
    page,
  }) => {
    const frameUrl = `${FAKE_HUBSPOT_URL}/ns.html?id=${E2E_GTM_ID}`;
    const loaded = page.waitForResponse(frameUrl);
    await page.goto("/");
    expect((await loaded).status()).toBe(200);
    await expect(page.locator("body > noscript").first().locator("iframe")).toHaveAttribute(
      "src",
      frameUrl,
    );
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(frameUrl);
    await expect(page.locator("iframe")).toBeHidden();
  });
});

test("with JavaScript the tag manager's <noscript> iframe is not loaded", async ({ page }) => {
  const frames: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/ns.html")) frames.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  expect(frames).toEqual([]);
});

test("with chat, captcha and tag manager on, the pages that use them run without CSP violations", async ({
  page,
}) => {
  await recordCspViolations(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const intercomCalls = () =>
    page.evaluate(() => (window as unknown as { __intercomCalls?: unknown[][] }).__intercomCalls);
  const booted = ["boot", expect.objectContaining({ app_id: E2E_INTERCOM_APP_ID })];
  // Chat and tag manager on a tracking result opened from a link (rendered per request, with a
  // nonce) and on the search (prerendered); neither hydrates: the static page's script boots the
  // chat.
  await page.goto(trackingPathOf("AND-DEMO-1004"));
  await expect.poll(intercomCalls).toContainEqual(booted);
  await page.goto(pathOf("tracking"));
  await expect.poll(intercomCalls).toContainEqual(booted);

  // Then the contact page: the captcha widget's styles and worker load as files of the build.
  await page.goto(pathOf("contact"));
  await solveCaptcha(page);
  // The widget is styled by its stylesheet (a file of the build), not by injected CSS.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--altcha-border-width"),
    ),
  ).toBe("1px");

  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
