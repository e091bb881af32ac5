import { expect, test } from "./test.ts";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type common from "../../domain/locales/es-MX/common.json";
import type contact from "../../domain/locales/es-MX/contact.json";
import type content from "../../domain/locales/es-MX/content.json";
import { marketOf } from "./copy.ts";
import { solveCaptcha } from "./contact-form.ts";
import { E2E_SALES_CHANNELS } from "./markets.ts";
import { pathOf } from "./paths.ts";

/**
 * The column beside the contact form in every market: the Mexico build has the sales channels
 * configured (server-env.ts), the others have none, so the channels' block is not drawn there.
 */
test.describe("the contact page's reassurance column", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("sits beside the form with the next steps, the promise, a testimonial and the configured channels", async ({
    page,
  }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const copy = readLocaleNamespace(MARKETS[market].locale, "contact") as typeof contact;
    await page.goto(pathOf("contact"));
    const column = page.getByRole("complementary", { name: copy.reassurance.title });
    await expect(column).toBeVisible();
    const form = await page.locator("form").first().boundingBox();
    const box = (await column.boundingBox())!;
    expect(box.x).toBeGreaterThan(form!.x + form!.width);
    expect(box.y).toBeLessThan(form!.y + 1);

    await expect(column.locator("ol > li")).toHaveCount(copy.reassurance.steps.length);
    await expect(column).toContainText(copy.reassurance.promise.title);
    await expect(column.locator("blockquote")).toHaveCount(1);

    const channels = column.getByRole("heading", { name: copy.reassurance.channels.title });
    if (market === "mx") {
      await expect(channels).toBeVisible();
      await expect(column.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        "https://wa.me/5215587654321",
      );
      await expect(
        column.getByRole("link", {
          name: new RegExp(E2E_SALES_CHANNELS.SALES_PHONE.replace("+", "\\+")),
        }),
      ).toHaveAttribute("href", "tel:+525512345678");
      await expect(
        column.getByRole("link", { name: E2E_SALES_CHANNELS.SALES_EMAIL }),
      ).toHaveAttribute("href", `mailto:${E2E_SALES_CHANNELS.SALES_EMAIL}`);
    } else {
      await expect(channels).toHaveCount(0);
      await expect(column.locator("a:not(figcaption a)")).toHaveCount(0);
    }
  });

  test("links each quoted customer's site in a new tab, and says so", async ({
    page,
  }, testInfo) => {
    const { locale } = MARKETS[marketOf(testInfo.project.name)];
    const copy = readLocaleNamespace(locale, "contact") as typeof contact;
    const { testimonials } = readLocaleNamespace(locale, "content") as typeof content;
    const { opensInNewTab } = readLocaleNamespace(locale, "common") as typeof common;
    const site = (id: string) => testimonials.items.find((item) => item.id === id)!.web;
    await page.goto(pathOf("contact"));

    const quoted = site(copy.reassurance.testimonial);
    const carousel = page.locator("#contact-testimonials");
    const shown = carousel.locator('figure[data-position="active"] figcaption a');
    for (const link of [
      page.getByRole("complementary", { name: copy.reassurance.title }).locator("figcaption a"),
      shown,
    ]) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^https:\/\/[a-z]+\.example$/);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAccessibleName(`${href.replace("https://", "")} ${opensInNewTab}`);
    }
    await expect(page.getByRole("complementary").locator("figcaption a")).toHaveAttribute(
      "href",
      quoted,
    );
    expect(await shown.getAttribute("href")).not.toBe(quoted);
  });
});

test.describe("the contact page at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("puts the column under the form, as wide as it", async ({ page }, testInfo) => {
    const copy = readLocaleNamespace(
      MARKETS[marketOf(testInfo.project.name)].locale,
      "contact",
    ) as typeof contact;
    await page.goto(pathOf("contact"));
    const form = (await page.locator("form").first().boundingBox())!;
    const column = (await page
      .getByRole("complementary", { name: copy.reassurance.title })
      .boundingBox())!;
    expect(column.y).toBeGreaterThan(form.y + form.height);
    expect(column.width).toBeGreaterThan(350);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test("keeps a gap between a field's error and the next field's label", async ({
    page,
  }, testInfo) => {
    const copy = readLocaleNamespace(
      MARKETS[marketOf(testInfo.project.name)].locale,
      "contact",
    ) as typeof contact;
    await page.goto(pathOf("contact"));
    await expect(page.locator('[data-module="contact-form"]')).toHaveAttribute(
      "data-ready",
      "true",
    );
    const name = page.getByRole("textbox", { name: copy.form.fields.name.label, exact: true });
    await name.focus();
    await name.blur();
    const error = page.getByText(copy.errors.required).first();
    await expect(error).toBeVisible();
    const errorBox = (await error.boundingBox())!;
    const nextLabel = (await page
      .locator("label", { hasText: copy.form.fields.lastName.label })
      .boundingBox())!;
    expect(nextLabel.y - (errorBox.y + errorBox.height)).toBeGreaterThanOrEqual(6);
  });
});

/** The spec's invalid e-mail message (section 5) in the Spanish markets, and the US copy's. */
const INVALID_EMAIL = {
  mx: "Correo electrónico inválido",
  ar: "Correo electrónico inválido",
  us: "Enter a valid email address",
} satisfies Record<MarketId, string>;

/** The spec's phone placeholders (section 5), and the US copy's. */
const PHONE_PLACEHOLDER = {
  mx: "+52 1 222 1234567",
  ar: "+54 9 11 23456789",
  us: "+1 (555) 123-4567",
} satisfies Record<MarketId, string>;

test("the phone field's placeholder is the spec's", async ({ page }, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = readLocaleNamespace(MARKETS[market].locale, "contact") as typeof contact;
  await page.goto(pathOf("contact"));
  await expect(
    page.getByRole("textbox", { name: copy.form.fields.phoneNumber.label, exact: true }),
  ).toHaveAttribute("placeholder", PHONE_PLACEHOLDER[market]);
});

test("an invalid e-mail address is answered in the spec's words", async ({ page }, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = readLocaleNamespace(MARKETS[market].locale, "contact") as typeof contact;
  await page.goto(pathOf("contact"));
  await expect(page.locator('[data-module="contact-form"]')).toHaveAttribute("data-ready", "true");
  const email = page.getByRole("textbox", { name: copy.form.fields.email.label, exact: true });
  await email.fill("no-es-un-correo");
  await email.blur();
  await expect(email).toHaveAccessibleDescription(new RegExp(INVALID_EMAIL[market]));
  await expect(page.getByText(INVALID_EMAIL[market], { exact: true })).toBeVisible();
});

/** The spec's sent-message copy (section 4) in the Spanish markets, and the US copy's equivalent. */
const SENT = {
  mx: "Tu consulta ha sido enviada con éxito. ¡Gracias por contactarnos!",
  ar: "Tu consulta ha sido enviada con éxito. ¡Gracias por contactarnos!",
  us: "Thanks for reaching out. We got your message",
} satisfies Record<MarketId, string>;

test("a lead sent from /contacto is thanked in the spec's words", async ({ page }, testInfo) => {
  test.slow(); // the captcha's proof of work, on a shared machine
  const market = marketOf(testInfo.project.name);
  const { form } = readLocaleNamespace(MARKETS[market].locale, "contact") as typeof contact;
  const { fields } = form;
  await page.goto(pathOf("contact"));
  await expect(page.locator('[data-module="contact-form"]')).toHaveAttribute("data-ready", "true");
  const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
  await textbox(fields.name.label).fill("Ana");
  await textbox(fields.lastName.label).fill("Pérez");
  await textbox(fields.email.label).fill(`ana+${market}${Date.now()}@tienda.example`);
  await textbox(fields.phoneNumber.label).fill(fields.phoneNumber.placeholder);
  await textbox(fields.companyName.label).fill("Tienda Ana");
  await page.getByRole("checkbox", { name: fields.companyType.options[0]!.label }).check();
  for (const label of [fields.estimatedShipments.label, fields.origin.label]) {
    await page.getByRole("combobox", { name: label, exact: true }).selectOption({ index: 1 });
  }
  await textbox(fields.message.label).fill("Queremos cotizar envíos.");
  await page.getByRole("checkbox", { name: new RegExp(fields.acceptTerms.link) }).check();
  await solveCaptcha(page);
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByRole("status")).toContainText(SENT[market]);
});
