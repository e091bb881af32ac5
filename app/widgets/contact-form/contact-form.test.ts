// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./ContactForm.tsx";
import contact from "../../../domain/locales/es-MX/contact.json";
import type { ContactFieldName } from "../../../domain/contact/fields.ts";
import { renderWidget } from "../test-helpers.ts";
import { contactForm, errorPart } from "./contact-form.ts";

/** The captcha as the behaviour sees it: the test hands out and takes back the answer. */
const captcha = vi.hoisted(() => ({
  onToken: (_token: string | null) => {},
  reset: vi.fn(),
  stop: vi.fn(),
}));
vi.mock("../captcha/captcha.ts", () => ({
  mountCaptcha: (_container: HTMLElement, onToken: (token: string | null) => void) => {
    captcha.onToken = onToken;
    return { reset: captcha.reset, stop: captcha.stop };
  },
}));

import {
  EMPTY_CONTACT_FIELDS,
  type ContactSubmission,
} from "../../../domain/contact/submission.ts";

const { contactFormBehaviour } = await import("./contact-form.behaviour.ts");

let root: HTMLElement;
let form: HTMLFormElement;
let send: HTMLButtonElement;
let cleanup: () => void;

const control = <T extends HTMLElement = HTMLInputElement>(name: string) =>
  form.querySelector<T>(`[name="${name}"]`)!;
const errorOf = (field: ContactFieldName) => contactForm.one(root, errorPart(field)).textContent;

function type(name: string, value: string) {
  const input = control(name);
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
function leave(name: string) {
  control(name).dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}
function check(name: string, value?: string) {
  const box = form.querySelector<HTMLInputElement>(
    `input[name="${name}"]${value ? `[value="${value}"]` : ""}`,
  )!;
  box.checked = true;
  box.dispatchEvent(new Event("change", { bubbles: true }));
}
function choose(name: string, value: string) {
  const select = control<HTMLSelectElement>(name);
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}
function fillValidForm() {
  type("name", "Lucía");
  type("lastName", "Hernández");
  type("email", "lucia@casanopal.example");
  type("phoneNumber", "+52 1 222 1234567");
  type("companyName", "Casa Nopal");
  check("companyType", "ecommerce");
  choose("estimatedShipments", "50-99");
  choose("origin", "Jalisco");
  type("message", "Queremos enviar desde Guadalajara.");
  check("acceptTerms");
}
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(body, { status }));
const submitted = () => vi.waitFor(() => expect(send.textContent).toBe(contact.form.submit));

/** The form as the server draws it, with its behaviour. */
function mount() {
  root = renderWidget(createElement(ContactForm), contactForm);
  form = contactForm.one<HTMLFormElement>(root, "form");
  send = contactForm.one<HTMLButtonElement>(root, "submit");
  cleanup = contactFormBehaviour(root);
}

/** A valid form with a captcha answer, sent. */
function sendValidForm(captchaAnswer = "answer") {
  fillValidForm();
  captcha.onToken(captchaAnswer);
  form.requestSubmit();
}

beforeEach(async () => {
  mount();
  // The visitor starts on the form: its check is fetched.
  form.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await vi.dynamicImportSettled();
});

afterEach(() => {
  vi.doUnmock("dompurify");
  vi.doUnmock("./contact-validation.ts");
  cleanup();
  vi.restoreAllMocks();
  captcha.reset.mockClear();
  document.body.innerHTML = "";
});

describe("contact form", () => {
  it("fetches its check when the visitor starts on the form, and keeps Send disabled until then", async () => {
    cleanup();
    mount();
    fillValidForm();
    captcha.onToken("answer");
    expect(send.disabled).toBe(true);
    await vi.dynamicImportSettled();
    expect(send.disabled).toBe(false);
  });

  it("shows no error before a field is left, then the field's error in the market's words", () => {
    expect(errorOf("name")).toBe("");
    leave("name");
    expect(errorOf("name")).toBe(contact.errors.required);
    expect(control("name").getAttribute("aria-invalid")).toBe("true");
    expect(control("name").getAttribute("aria-describedby")).toBe(
      contactForm.one(root, errorPart("name")).id,
    );
    expect(errorOf("email")).toBe("");

    type("name", "Lucía");
    expect(errorOf("name")).toBe("");
    expect(control("name").hasAttribute("aria-invalid")).toBe(false);

    type("email", "no-es-un-correo");
    leave("email");
    expect(errorOf("email")).toBe(contact.errors.invalid_email);
  });

  it("describes the company type group, not each box, when none is chosen", () => {
    leave("companyType");
    const group = contactForm.one(root, "company-types");
    expect(errorOf("companyType")).toBe(contact.errors.choose_at_least_one);
    expect(group.getAttribute("aria-describedby")).toBe(
      contactForm.one(root, errorPart("companyType")).id,
    );
  });

  it("says beside the disabled Send what is still missing, and describes Send with it", async () => {
    const hint = contactForm.one(root, "submit-hint");
    expect(send.getAttribute("aria-describedby")).toBe(hint.id);
    // As the server draws it: every field and the verification, counted.
    expect(hint.hidden).toBe(false);
    expect(hint.textContent).toBe(contact.form.submitHint.count.replace("{{number}}", String(11)));

    fillValidForm();
    type("phoneNumber", "");
    await vi.dynamicImportSettled();
    const names = contact.form.submitHint.names;
    expect(hint.textContent).toBe(
      contact.form.submitHint.list.replace("{{list}}", `${names.phoneNumber} y ${names.captcha}`),
    );

    captcha.onToken("answer");
    expect(hint.textContent).toBe(
      contact.form.submitHint.list.replace("{{list}}", names.phoneNumber),
    );

    type("phoneNumber", "+52 1 222 1234567");
    expect(send.disabled).toBe(false);
    expect(hint.hidden).toBe(true);
    expect(hint.textContent).toBe("");
  });

  it("enables Send only with a valid form and a captcha answer", () => {
    expect(send.disabled).toBe(true);
    fillValidForm();
    expect(send.disabled).toBe(true);
    captcha.onToken("answer");
    expect(send.disabled).toBe(false);
    captcha.onToken(null);
    expect(send.disabled).toBe(true);
    captcha.onToken("answer");
    type("email", "");
    expect(send.disabled).toBe(true);
  });

  it("sends the values, the answer and the honeypot, then replaces the form with the message", async () => {
    const fetchSpy = answer(201, { inlineMessage: "<p>Gracias<img src=x onerror=alert(1)></p>" });
    sendValidForm();
    expect(send.textContent).toBe(contact.form.submitting);
    expect(send.disabled).toBe(true);

    const success = contactForm.one(root, "success");
    await vi.waitFor(() => expect(success.hidden).toBe(false));
    expect(form.hidden).toBe(true);
    expect(contactForm.one(root, "inline-message").innerHTML).toBe('<p>Gracias<img src="x"></p>');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(JSON.parse(init!.body as string)).toMatchObject({
      name: "Lucía",
      companyType: ["ecommerce"],
      estimatedShipments: "50-99",
      acceptTerms: true,
      captcha: "answer",
      website: "",
    });
  });

  it("tries to fetch its check again on the next focus when it could not", async () => {
    cleanup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.doMock("./contact-validation.ts", () => {
      throw new Error("offline");
    });
    mount();
    fillValidForm();
    captcha.onToken("answer");
    await vi.dynamicImportSettled();
    expect(send.disabled).toBe(true);

    vi.doUnmock("./contact-validation.ts");
    control("name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(send.disabled).toBe(false));
  });

  it("shows the message's text when the sanitiser cannot be fetched: the lead is in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.doMock("dompurify", () => {
      throw new Error("offline");
    });
    answer(201, { inlineMessage: "<p>Gracias <b>Lucía</b><img src=x onerror=alert(1)></p>" });
    sendValidForm();
    const success = contactForm.one(root, "success");
    await vi.waitFor(() => expect(success.hidden).toBe(false));
    const message = contactForm.one(root, "inline-message");
    expect(message.innerHTML).toBe("Gracias Lucía");
  });

  it("keeps everything typed and says why when the request fails, and Send works again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    sendValidForm();
    await submitted();
    const notice = contactForm.one(root, "notice");
    expect(notice.hidden).toBe(false);
    expect(notice.textContent).toBe(contact.form.failure);
    expect(control("email").value).toBe("lucia@casanopal.example");
    expect(send.disabled).toBe(false);
  });

  it("shows the API's field errors until the field is edited", async () => {
    answer(400, { error: { code: "invalid_fields", fields: { email: ["invalid_email"] } } });
    sendValidForm();
    await vi.waitFor(() => expect(errorOf("email")).toBe(contact.errors.invalid_email));
    expect(send.disabled).toBe(true);
    type("email", "lucia@otro.example");
    expect(errorOf("email")).toBe("");
    expect(send.disabled).toBe(false);
  });

  it("asks for a new captcha when the answer is refused", async () => {
    answer(403, { error: { code: "captcha_failed" } });
    sendValidForm("used answer");
    await vi.waitFor(() => expect(captcha.reset).toHaveBeenCalledOnce());
    expect(contactForm.one(root, "notice").textContent).toBe(contact.form.captchaFailed);
    expect(send.disabled).toBe(true);
  });

  it("says so when the visitor has sent too many", async () => {
    answer(429, { error: { code: "rate_limited" } });
    sendValidForm();
    await vi.waitFor(() =>
      expect(contactForm.one(root, "notice").textContent).toBe(contact.form.rateLimited),
    );
    expect(captcha.reset).not.toHaveBeenCalled();
  });
});

describe("a form the server drew back after a post without JavaScript", () => {
  /** The form as the contact page draws it in answer to a post, with its behaviour. */
  function mountPosted(submission: ContactSubmission) {
    cleanup();
    document.body.innerHTML = "";
    root = renderWidget(createElement(ContactForm, { submission }), contactForm);
    form = contactForm.one<HTMLFormElement>(root, "form");
    send = contactForm.one<HTMLButtonElement>(root, "submit");
    cleanup = contactFormBehaviour(root);
  }
  const posted = {
    ...EMPTY_CONTACT_FIELDS,
    name: "Lucía",
    email: "lucia@",
    message: "Queremos enviar desde Guadalajara.",
  };

  it("posts to its page with Send enabled until the behaviour is there, which disables it", () => {
    const drawn = renderWidget(createElement(ContactForm), contactForm);
    const drawnForm = contactForm.one<HTMLFormElement>(drawn, "form");
    expect(drawnForm.method).toBe("post");
    expect(new URL(drawnForm.action).pathname).toBe("/contacto");
    expect(contactForm.one<HTMLButtonElement>(drawn, "submit").disabled).toBe(false);
    expect(send.disabled).toBe(true);
  });

  it("keeps the server's field errors and what was typed, and drops the summary at the first edit", () => {
    mountPosted({ outcome: "invalid", fields: posted, errors: { email: "invalid_email" } });
    expect(control("name").value).toBe("Lucía");
    expect(control<HTMLTextAreaElement>("message").value).toBe(posted.message);
    expect(errorOf("email")).toBe(contact.errors.invalid_email);
    expect(control("email").getAttribute("aria-invalid")).toBe("true");
    expect(contactForm.all(root, "summary")).toHaveLength(1);
    type("name", "Lucía María");
    expect(contactForm.all(root, "summary")).toHaveLength(0);
    expect(errorOf("email")).toBe(contact.errors.invalid_email);
    type("email", "lucia@casanopal.example");
    expect(errorOf("email")).toBe("");
  });

  it("keeps the notice of a refused captcha, and drops the note for browsers without JavaScript", () => {
    mountPosted({ outcome: "captcha", fields: posted, errors: {} });
    expect(contactForm.one(root, "notice").textContent).toBe(contact.form.captchaFailed);
    expect(contactForm.one(root, "notice").hidden).toBe(false);
    mountPosted({ outcome: "no-captcha", fields: posted, errors: {} });
    expect(contactForm.all(root, "no-script-notice")).toHaveLength(0);
  });

  it("stays sent", () => {
    mountPosted({ outcome: "sent", fields: posted, errors: {} });
    expect(contactForm.one(root, "success").hidden).toBe(false);
    expect(contactForm.one(root, "success").textContent).toContain(contact.form.success);
    expect(form.hidden).toBe(true);
  });
});
