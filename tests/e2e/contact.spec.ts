import { expect, test } from "./test.ts";
import { chunkRequests } from "./requests.ts";
import { FAKE_HUBSPOT_FORM, FAKE_HUBSPOT_PORTAL, FAKE_HUBSPOT_URL } from "./markets.ts";
import { contactForm } from "../../app/widgets/contact-form/contact-form.ts";
import { contact, fillContactForm, LEAD, openContactForm, solveCaptcha } from "./contact-form.ts";
import { pathOf } from "./paths.ts";

const fields = contact.form.fields;

test("Send stays disabled until the form is valid and errors show once a field is touched", async ({
  page,
}) => {
  await page.goto(pathOf("contact"));
  const send = page.getByRole("button", { name: contact.form.submit });
  await expect(send).toBeDisabled();
  await openContactForm(page);
  const name = page.getByRole("textbox", { name: fields.name.label, exact: true });
  await name.focus();
  await name.blur();
  await expect(page.getByText(contact.errors.required).first()).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await page
    .getByRole("textbox", { name: fields.email.label, exact: true })
    .fill("no-es-un-correo");
  await page.getByRole("textbox", { name: fields.email.label, exact: true }).blur();
  await expect(page.getByText(contact.errors.invalid_email)).toBeVisible();
  await expect(send).toBeDisabled();
});

test("while Send is disabled, the text it is described by says what is still missing", async ({
  page,
}) => {
  test.slow(); // the captcha's proof of work, on a shared machine
  const hint = contact.form.submitHint;
  await openContactForm(page);
  const send = page.getByRole("button", { name: contact.form.submit });
  await expect(send).toHaveAccessibleDescription(hint.count.replace("{{number}}", "11"));
  await fillContactForm(page, "lucia@casanopal.example");
  await page.getByRole("textbox", { name: fields.phoneNumber.label, exact: true }).fill("");
  await expect(send).toBeDisabled();
  // The captcha starts solving when the visitor focuses the form.
  await solveCaptcha(page);
  await expect(send).toHaveAccessibleDescription(
    hint.list.replace("{{list}}", hint.names.phoneNumber),
  );
  await page
    .getByRole("textbox", { name: fields.phoneNumber.label, exact: true })
    .fill("+52 1 222 1234567");
  await expect(send).toBeEnabled();
  await expect(send).toHaveAccessibleDescription("");
});

test("the form's checkboxes, the captcha's included, share one style, checked and not", async ({
  page,
}) => {
  test.slow(); // the captcha's proof of work, on a shared machine
  await openContactForm(page);
  const boxes = [
    page.getByRole("checkbox", { name: fields.companyType.options[0].label }),
    page.getByRole("checkbox", { name: new RegExp(fields.acceptTerms.link) }),
    page.locator("altcha-widget input[type=checkbox]"),
  ];
  const looks = () =>
    Promise.all(
      boxes.map((box) =>
        box.evaluate((input) => {
          const style = getComputedStyle(input);
          return [
            style.width,
            style.height,
            style.borderTopWidth,
            style.borderTopColor,
            style.borderTopLeftRadius,
            style.backgroundColor,
          ].join(" ");
        }),
      ),
    );
  // The captcha's code loads as its box nears the viewport, as the visitor filling the form reaches it.
  await page.locator("altcha-widget").scrollIntoViewIfNeeded();
  const unchecked = await looks();
  expect(new Set(unchecked).size, unchecked.join(" | ")).toBe(1);
  await boxes[0]!.check();
  await boxes[1]!.check();
  await solveCaptcha(page);
  await expect(boxes[2]!).toBeChecked();
  const checked = await looks();
  expect(new Set(checked).size, checked.join(" | ")).toBe(1);
  expect(checked[0]).not.toBe(unchecked[0]);
});

test("the captcha widget draws its box and its checkbox", async ({ page }) => {
  await page.goto(pathOf("contact"));
  const widget = page.locator("altcha-widget");
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator("input[type=checkbox]")).toBeVisible();
  const border = (element: Element) => {
    const style = getComputedStyle(element);
    return { style: style.borderTopStyle, width: style.borderTopWidth };
  };
  // Colours the build could not resolve leave the whole border declaration invalid (none, 0px).
  const drawn = { style: "solid", width: expect.not.stringMatching(/^0(px)?$/) };
  expect(await widget.locator(".altcha-main").evaluate(border)).toEqual(drawn);
  expect(await widget.locator("input[type=checkbox]").evaluate(border)).toEqual(drawn);
});

test("a visitor fills the form, solves the captcha and the lead reaches the CRM", async ({
  page,
  request,
}) => {
  const email = `lucia+${Date.now()}@casanopal.example`;
  await openContactForm(page);
  await fillContactForm(page, email);
  await solveCaptcha(page);
  const send = page.getByRole("button", { name: contact.form.submit });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole("status")).toContainText(contact.form.success);

  let submission: { path: string; body: { fields: { name: string; value: string }[] } } | undefined;
  await expect
    .poll(
      async () => {
        const received = await (await request.get(`${FAKE_HUBSPOT_URL}/__submissions`)).json();
        submission = received.find((s: { body: { fields: { name: string; value: string }[] } }) =>
          s.body.fields.some((f) => f.name === "email" && f.value === email),
        );
        return Boolean(submission);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(submission!.path).toBe(
    `/submissions/v3/integration/submit/${FAKE_HUBSPOT_PORTAL}/${FAKE_HUBSPOT_FORM}`,
  );
  const sent = Object.fromEntries(submission!.body.fields.map((f) => [f.name, f.value]));
  expect(sent).toEqual({
    firstname: LEAD.name,
    lastname: LEAD.lastName,
    email,
    mobilephone: LEAD.phone,
    company: LEAD.company,
    cantidad_de_envios_estimados: "50-199",
    otras_preguntas: "Queremos enviar desde Guadalajara.",
    tipo_de_empresa: "ecommerce;marketplace",
    origen_de_despacho: "Jalisco",
  });
});

test("when the request fails, the visitor sees why, keeps everything typed and can retry", async ({
  page,
}) => {
  await openContactForm(page);
  const email = `retry+${Date.now()}@casanopal.example`;
  await fillContactForm(page, email);
  await solveCaptcha(page);
  await page.route("**/api/contact", (route) => route.abort("connectionfailed"));
  await page.getByRole("button", { name: contact.form.submit }).click();
  await expect(page.getByRole("alert")).toContainText(contact.form.failure);
  await expect(page.getByRole("textbox", { name: fields.email.label, exact: true })).toHaveValue(
    email,
  );
  await expect(page.getByRole("textbox", { name: fields.message.label, exact: true })).toHaveValue(
    "Queremos enviar desde Guadalajara.",
  );
  await page.unroute("**/api/contact");
  await expect(page.getByRole("button", { name: contact.form.submit })).toBeEnabled();
  await page.getByRole("button", { name: contact.form.submit }).click();
  await expect(page.getByRole("status")).toContainText(contact.form.success);
});

test("the captcha's code is fetched only when its box nears the viewport, in the space kept for it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const altchaScripts = chunkRequests(page, "altcha");
  await openContactForm(page);
  await page.waitForLoadState("networkidle");
  expect(altchaScripts, "the box is more than a screen below the fold").toEqual([]);
  const box = page.locator(contactForm.selector("captcha"));
  const reserved = await box.evaluate((element) => element.getBoundingClientRect().height);
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator("altcha-widget input[type=checkbox]")).toBeVisible();
  expect(altchaScripts).toHaveLength(1);
  const drawn = await box.evaluate((element) => element.getBoundingClientRect().height);
  expect(Math.abs(drawn - reserved), "the widget takes the space kept for it").toBeLessThan(2);
});

test("once verified, the captcha stays verified when its box or label is clicked", async ({
  page,
}) => {
  test.slow(); // the captcha's proof of work, on a shared machine
  await openContactForm(page);
  await fillContactForm(page, `robot+${Date.now()}@casanopal.example`);
  // It solves itself once the form has the focus ("auto: onfocus").
  const widget = page.locator("altcha-widget");
  await expect(widget.getByText("Verificado", { exact: true })).toBeVisible({ timeout: 20_000 });
  const send = page.getByRole("button", { name: contact.form.submit });
  await expect(send).toBeEnabled();

  await widget.locator(".altcha-checkbox").click();
  await widget.getByText("Verificado", { exact: true }).click();
  await widget.locator("input[type=checkbox]").press("Space");
  await page.waitForTimeout(500);
  await expect(widget.locator("[data-state]").first()).toHaveAttribute("data-state", "verified");
  await expect(widget.locator("input[type=checkbox]")).toBeChecked();
  await expect(widget.getByText("Verificado", { exact: true })).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(send).toHaveAccessibleDescription("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to its page, which draws back what was typed with every error", async ({
    page,
  }) => {
    await page.goto(pathOf("contact"));
    const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
    await textbox(fields.name.label).fill(LEAD.name);
    await textbox(fields.email.label).fill("lucia@");
    await textbox(fields.message.label).fill(LEAD.message);
    await page.getByRole("button", { name: contact.form.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${pathOf("contact")}$`));
    const summary = page.getByRole("alert").filter({ hasText: contact.form.errorSummary });
    await expect(summary).toBeVisible();
    // Each problem links to its field.
    const emailProblem = summary.getByRole("link", {
      name: `${fields.email.label}: ${contact.errors.invalid_email}`,
    });
    await expect(emailProblem).toBeVisible();
    await emailProblem.click();
    await expect(textbox(fields.email.label)).toBeFocused();
    await expect(
      summary.getByRole("link", {
        name: `${fields.acceptTerms.label}: ${contact.errors.accept_terms}`,
      }),
    ).toBeVisible();
    // Nothing typed is lost, and each invalid field says so.
    await expect(textbox(fields.name.label)).toHaveValue(LEAD.name);
    await expect(textbox(fields.message.label)).toHaveValue(LEAD.message);
    await expect(textbox(fields.email.label)).toHaveAttribute("aria-invalid", "true");
    await expect(textbox(fields.email.label)).toHaveAccessibleDescription(
      contact.errors.invalid_email,
    );
    await expect(textbox(fields.name.label)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a valid form without the captcha says why it was not sent and offers the sales e-mail with the message", async ({
    page,
  }) => {
    await page.goto(pathOf("contact"));
    // Where the captcha would be, a note says it needs JavaScript (Playwright's pages without
    // scripts do not draw <noscript>: the words are checked in the document).
    expect(await page.locator("form noscript").innerHTML()).toContain(contact.form.captchaNoScript);
    await fillContactForm(page, "lucia@casanopal.example");
    await page.getByRole("button", { name: contact.form.submit }).click();

    const notice = page.getByRole("alert").filter({ hasText: contact.form.noScript.notice });
    await expect(notice).toBeVisible();
    const mail = notice.getByRole("link");
    const href = new URL((await mail.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.searchParams.get("body")).toContain(LEAD.message);
    await expect(
      page.getByRole("textbox", { name: fields.message.label, exact: true }),
    ).toHaveValue(LEAD.message);
  });
});
