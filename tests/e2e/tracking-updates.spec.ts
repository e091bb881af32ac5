import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { MARKETS } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type trackingCopy from "../../domain/locales/es-MX/tracking.json";
import type { ReceivedMail } from "../../server/tracking-updates/test-smtp-server.ts";
import { marketOf } from "./copy.ts";
import { E2E_INGEST_TOKEN, SMTP_SINK_API_URL } from "./markets.ts";
import { trackingPathOf, updatesPathOf, urlWordsOf } from "./paths.ts";
import { expect, test } from "./test.ts";

/**
 * E-mail updates end to end (ADR 49), in each market: a recipient subscribes in a browser (a
 * second one without JavaScript, with the plain form), follows the confirmation link from the
 * e-mail the SMTP server received, gets an update in the market's language with RFC 8058's
 * unsubscribe headers when an ingested event moves the parcel, unsubscribes in one click, and
 * gets nothing from the next event, while the other subscriber does.
 */

type Copy = typeof trackingCopy;
const copyOf = (market: string) =>
  readLocaleNamespace(MARKETS[marketOf(market)].locale, "tracking") as Copy;

/** Adds an event to a parcel through the carriers' ingestion API. */
async function ingest(
  request: APIRequestContext,
  number: string,
  status: string,
  minutesAgo: number,
) {
  const response = await request.post(`/api/v1/shipments/${number}/events`, {
    headers: { Authorization: `Bearer ${E2E_INGEST_TOKEN}` },
    data: {
      carrier: "Andén Última Milla",
      status,
      message: `Evento de prueba ${status}`,
      location: "Guadalajara, Jal.",
      occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      estimatedDelivery: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The messages the SMTP server accepted for `address`, oldest first. */
async function mailTo(request: APIRequestContext, address: string): Promise<ReceivedMail[]> {
  const response = await request.get(`${SMTP_SINK_API_URL}/messages`);
  const messages = (await response.json()) as ReceivedMail[];
  return messages.filter((mail) => mail.to.includes(address));
}

async function waitForMail(
  request: APIRequestContext,
  address: string,
  count: number,
): Promise<ReceivedMail[]> {
  let messages: ReceivedMail[] = [];
  await expect
    .poll(async () => (messages = await mailTo(request, address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return messages;
}

/** The link to the parcel's page with `param` in the mail's text part. */
const linkIn = (mail: ReceivedMail, param: string) => {
  const match = new RegExp(`https?://\\S+\\?${param}=[^\\s\\]]+`).exec(mail.text);
  if (!match) throw new Error(`No ${param} link in:\n${mail.text}`);
  return match[0];
};

async function subscribe(
  page: Page,
  number: string,
  address: string,
  copy: Copy,
  { scripts = true } = {},
) {
  // The parcel's page offers the updates; the form is on a page of its own.
  await page.goto(trackingPathOf(number));
  await page
    .getByTestId("tracking-updates-offer")
    .getByRole("link", { name: copy.updates.offer.link })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`${updatesPathOf(number)}#${urlWordsOf().fragment("updates")}$`),
  );
  const form = page.getByTestId("tracking-updates");
  if (scripts) await expectAccessible(page);
  await expect(form.getByRole("heading", { name: copy.updates.form.title })).toBeVisible();
  await form.getByLabel(copy.updates.form.emailLabel).fill(address);
  await form.getByLabel(copy.updates.form.consent).check();
  await form.getByRole("button", { name: copy.updates.form.submit }).click();
  // The captcha is solved at its real difficulty, slower on a busy machine.
  await expect(form.getByText(copy.updates.states.sent.title)).toBeVisible({ timeout: 60_000 });
}

async function confirm(page: Page, link: string, copy: Copy, { scripts = true } = {}) {
  // A link from the e-mail opens the parcel's page with a button: a mail scanner confirms nothing.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  const panel = page.getByTestId("tracking-updates-panel");
  await expect(panel.getByRole("heading", { name: copy.updates.confirm.title })).toBeVisible();
  // axe runs in the page: not where scripts are off.
  if (scripts) await expectAccessible(page);
  await panel.getByRole("button", { name: copy.updates.confirm.button }).click();
  await expect(page.getByText(copy.updates.states.confirmed.title)).toBeVisible();
  if (scripts) await expectAccessible(page);
  // Confirmed: the page no longer offers the form.
  await expect(page.getByTestId("tracking-updates")).toHaveCount(0);
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function withoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

test("a recipient follows a parcel by e-mail: subscribe, confirm, update, unsubscribe", async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const market = info.project.name;
  const copy = copyOf(market);
  const run = randomUUID().slice(0, 8);
  const number = `AND-E2E-${market.toUpperCase()}-${run}`.toUpperCase();
  const reader = `reader-${run}@example.test`;
  const plain = `plain-${run}@example.test`;
  await ingest(request, number, "picked_up", 60);

  // (1) Subscribe in a browser, with the captcha; and without JavaScript, with the plain form.
  await subscribe(page, number, reader, copy);
  const noScript = await withoutJavaScript(browser, baseURL);
  try {
    await subscribe(noScript.page, number, plain, copy, { scripts: false });
    const { param, value, fragment } = urlWordsOf();
    await expect(noScript.page).toHaveURL(
      new RegExp(`\\?${param("updates")}=${value("updates", "sent")}#${fragment("updates")}$`),
    );

    // (2) The confirmation e-mails, in the market's language; nothing else before the link.
    const [confirmation] = await waitForMail(request, reader, 1);
    expect(confirmation!.subject).toBe(
      copy.updates.mail.confirm.subject.replace("{{number}}", number),
    );
    expect(confirmation!.from).toBe("avisos@anden.example");
    await confirm(page, linkIn(confirmation!, param("confirm")), copy);
    const [plainConfirmation] = await waitForMail(request, plain, 1);
    await confirm(noScript.page, linkIn(plainConfirmation!, param("confirm")), copy, {
      scripts: false,
    });

    // (3) An ingested event moves the parcel: an update arrives, with the unsubscribe headers.
    await ingest(request, number, "in_transit", 30);
    const [, update] = await waitForMail(request, reader, 2);
    const subject = copy.updates.mail.topics.with_courier.subject;
    expect(update!.subject).toBe(`${subject} · ${number}`);
    expect(update!.text).toContain(copy.updates.mail.topics.with_courier.body);
    expect(update!.text).toContain(copy.events.in_transit);
    expect(update!.html).toContain(`lang="${MARKETS[marketOf(market)].locale}"`);
    expect(update!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(https?:\/\/\S+\/api\/tracking-updates\/unsubscribe\?token=\S+)>$/.exec(
      update!.headers["list-unsubscribe"] ?? "",
    );
    expect(oneClick, update!.headers["list-unsubscribe"]).not.toBeNull();
    expect(update!.text).toContain(copy.updates.mail.unsubscribe);
    await waitForMail(request, plain, 2);

    // (4) One click, as a mailbox provider posts it (RFC 8058).
    const unsubscribed = await request.post(oneClick![1]!, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status()).toBe(200);

    // (5) The next event: the other subscriber hears of it, the one who left does not.
    await ingest(request, number, "delivery_failed", 10);
    const [, , failed] = await waitForMail(request, plain, 3);
    expect(failed!.subject).toBe(`${copy.updates.mail.topics.failed_attempt.subject} · ${number}`);
    await page.waitForTimeout(1_500);
    expect((await mailTo(request, reader)).map((mail) => mail.subject)).toEqual([
      confirmation!.subject,
      update!.subject,
    ]);
  } finally {
    await noScript.context.close();
  }
});

test("the page never shows a parcel's subscribers, and a delivered parcel offers no form", async ({
  page,
  request,
}, info) => {
  const copy = copyOf(info.project.name);
  const run = randomUUID().slice(0, 8);
  const number = `AND-E2E-SEEN-${run}`.toUpperCase();
  await ingest(request, number, "in_transit", 30);
  const address = `hidden-${run}@example.test`;
  const answer = await request.post(`/api/tracking/${number}/updates`, {
    form: { email: address, consent: "on" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  for (const path of [trackingPathOf(number), updatesPathOf(number)]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(`hidden-${run}`);
  }

  await page.goto(trackingPathOf("AND-DEMO-1005"));
  await expect(page.getByTestId("tracking-delivered")).toBeVisible();
  await expect(page.getByText(copy.updates.form.title)).toHaveCount(0);
  await page.goto(updatesPathOf("AND-DEMO-1005"));
  await expect(page.getByTestId("tracking-updates")).toHaveCount(0);
});

test("a link that no longer works lands on its parcel's page saying so, also without JavaScript", async ({
  browser,
  baseURL,
  request,
}, info) => {
  const copy = copyOf(info.project.name);
  const run = randomUUID().slice(0, 8);
  const number = `AND-E2E-OLD-${run}`.toUpperCase();
  await ingest(request, number, "in_transit", 30);
  // Well formed, as an e-mail sent before ADR 51, or for an address since purged, carries it.
  const token = `unsubscribe.1.0.${"A".repeat(43)}`;
  const { context, page } = await withoutJavaScript(browser, baseURL);
  try {
    const { param, value, fragment } = urlWordsOf();
    await page.goto(
      `${updatesPathOf(number)}?${param("unsubscribe")}=${token}#${fragment("updates")}`,
    );
    const panel = page.getByTestId("tracking-updates-panel");
    await panel.getByRole("button", { name: copy.updates.unsubscribe.button }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `${updatesPathOf(number)}\\?${param("updates")}=${value("updates", "unsubscribeExpired")}#${fragment("updates")}$`,
      ),
    );
    await expect(
      page.getByRole("heading", { name: copy.updates.states.unsubscribeExpired.title }),
    ).toBeVisible();
    await expect(page.getByText(copy.updates.states.unsubscribeExpired.text)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the US build's e-mails sent with Spanish links still open their parcel's English page", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "us", "Mexico's and Argentina's links were always Spanish");
  const copy = copyOf(info.project.name);
  const run = randomUUID().slice(0, 8);
  const number = `AND-E2E-WORDS-${run}`.toUpperCase();
  await ingest(request, number, "in_transit", 30);
  const token = `confirm.1.0.${"A".repeat(43)}`;
  // As the US build wrote them before ADR 55: the updates page, its token and state in Spanish.
  const moved = await request.get(`/tracking/${number}/avisos?confirmar=${token}&avisos=limite`, {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe(
    `/tracking/${number}/updates?confirm=${token}&updates=limit#updates`,
  );
  const search = await request.get("/tracking/buscar?numero=AND-DEMO-1004", { maxRedirects: 0 });
  expect(search.status()).toBe(301);
  expect(search.headers()["location"]).toBe("/tracking/search?number=AND-DEMO-1004");

  await page.goto(`/tracking/${number}/avisos?confirmar=${token}#avisos`);
  await expect(page).toHaveURL(`/tracking/${number}/updates?confirm=${token}#updates`);
  const panel = page.getByTestId("tracking-updates-panel");
  await expect(panel.getByRole("heading", { name: copy.updates.confirm.title })).toBeVisible();
  await page.goto("/tracking/AND-DEMO-1004?historial=completo");
  await expect(page).toHaveURL("/tracking/AND-DEMO-1004?history=full");
});
