import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathOf } from "./paths.ts";

/** The Mexican contact copy the specs find the form's fields by. */
export const contact = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../domain/locales/es-MX/contact.json"), "utf8"),
);
const fields = contact.form.fields;

/** A lead as a visitor types it; the company name carries markup the site must never run. */
export const LEAD = {
  name: "Lucía",
  lastName: "Hernández",
  phone: "+52 1 222 1234567",
  company: "Casa Nopal <script>alert(1)</script>",
  companyTypes: ["ecommerce", "marketplace"],
  shipments: "50-99",
  origin: "Jalisco",
  message: "Queremos enviar desde Guadalajara.",
};

/** Opens the form once its behaviour has attached: before, it is the server's markup, Send disabled. */
export async function openContactForm(page: Page) {
  await page.goto(pathOf("contact"));
  await expect(page.locator('[data-module="contact-form"]')).toHaveAttribute("data-ready", "true");
}

/** Fills every field with LEAD and `email`, and accepts the terms. */
export async function fillContactForm(page: Page, email: string) {
  const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
  await textbox(fields.name.label).fill(LEAD.name);
  await textbox(fields.lastName.label).fill(LEAD.lastName);
  await textbox(fields.email.label).fill(email);
  await textbox(fields.phoneNumber.label).fill(LEAD.phone);
  await textbox(fields.companyName.label).fill(LEAD.company);
  await page.getByRole("checkbox", { name: fields.companyType.options[0].label }).check();
  await page.getByRole("checkbox", { name: fields.companyType.options[1].label }).check();
  await page
    .getByRole("combobox", { name: fields.estimatedShipments.label, exact: true })
    .selectOption(LEAD.shipments);
  await page
    .getByRole("combobox", { name: fields.origin.label, exact: true })
    .selectOption(LEAD.origin);
  await textbox(fields.message.label).fill(LEAD.message);
  await page.getByRole("checkbox", { name: new RegExp(fields.acceptTerms.link) }).check();
}

/**
 * Solves the captcha's proof of work as a person would, and waits for its answer. The widget starts
 * by itself when the form gets focus (`auto="onfocus"`) once its code has loaded: its label is
 * clicked only while it is unverified (an svg covers its checkbox), never while it is working.
 */
export async function solveCaptcha(page: Page) {
  const widget = page.locator("altcha-widget");
  await widget.scrollIntoViewIfNeeded();
  const state = widget.locator("[data-state]").first();
  await expect(async () => {
    if ((await state.getAttribute("data-state")) === "unverified") {
      await widget.locator("label").first().click();
    }
    expect(await state.getAttribute("data-state")).toBe("verified");
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1_000] });
  await expect(widget.locator('input[name="captcha"]')).not.toHaveValue("");
}
