import { expect, test } from "@playwright/test";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { E2E_GTM_ID, E2E_INTERCOM_APP_ID, FAKE_HUBSPOT_URL } from "./markets.ts";

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
    "/tracking/AND-DEMO-1004",
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

  // A tracking result opened from a link: its one script, the static page's, carries the nonce.
  const first = await request.get("/tracking/AND-DEMO-1004");
  const second = await request.get("/tracking/AND-DEMO-1004");
  const policy = first.headers()["content-security-policy"]!;
  const nonce = nonceOf(policy);
  expect(nonce).toBeTruthy();
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  const scripts = scriptsOf(await first.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(directive(policy, "script-src")).toContain(new URL(FAKE_HUBSPOT_URL).origin);

  // A document of a page that hydrates, rendered for this request (the error screen of a method
  // the page does not take): React Router's inline scripts carry the nonce.
  const failure = await request.post("/contacto", { form: { any: "thing" } });
  expect(failure.status()).toBe(405);
  const failureNonce = nonceOf(failure.headers()["content-security-policy"]!);
  const inline = scriptsOf(await failure.text()).filter((attributes) => !/\bsrc=/.test(attributes));
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${failureNonce}"`);
});

test("a prerendered page admits its inline scripts by hash", async ({ request }) => {
  // The contact page hydrates, so its prerendered HTML has React Router's inline scripts.
  const response = await request.get("/contacto");
  const policy = response.headers()["content-security-policy"]!;
  expect(directive(policy, "script-src")).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("nonce-");
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
  await page.goto("/tracking/AND-DEMO-1004");
  await expect.poll(intercomCalls).toContainEqual(booted);
  await page.goto("/tracking");
  await expect.poll(intercomCalls).toContainEqual(booted);

  // Then the contact page, reached by client-side navigation from another page that hydrates, as
  // visitors do: the document (and its policy) is the rates page's, and the captcha widget's
  // styles and worker must still load.
  await page.goto("/cotizador");
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await page.locator('a[href="/contacto"]').first().click();
  await expect(page).toHaveURL(/\/contacto$/);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  const widget = page.locator("altcha-widget");
  await widget.locator("label").first().click();
  await expect(widget.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: 20_000 });
  // The widget is styled by its stylesheet (a file of the build), not by injected CSS.
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--altcha-border-width"),
    ),
  ).toBe("1px");

  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
