import { marketId } from "virtual:site-config";
import { CONTACT_FIELDS, type ContactFieldName } from "../../../domain/contact/fields.ts";
import type { ContactFormInput, ContactFormValues } from "../../../domain/contact/schema.ts";
import { contactFieldsFrom } from "../../../domain/contact/submission.ts";
import { pushConversion } from "../../browser/data-layer.ts";
import { showFieldError } from "../field-error.ts";
import { handleSubmit, type SubmitSteps } from "../form-submit.ts";
import { applyView, cleanupAll, listen, type Behaviour } from "../widget.ts";
import { mountCaptcha } from "../captcha/captcha.ts";
import {
  contactForm,
  contactFormView,
  errorPart,
  INITIAL_CONTACT_FORM,
  isContactNotice,
  type ContactFormState,
} from "./contact-form.ts";
import type { ContactCheck } from "./contact-validation.ts";
import { submitContact } from "./submit-contact.ts";

const isContactField = (name: string): name is ContactFieldName =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/** What the form holds, in the shape the schema reads (as the server reads a posted form). */
const valuesIn = (form: HTMLFormElement): ContactFormInput =>
  contactFieldsFrom(new FormData(form)) as ContactFormInput;

/**
 * The CRM's message (HTML) in `target`, sanitised. The lead is in whatever happens here: should
 * DOMPurify not arrive, the message's text is shown without its markup.
 */
async function showMessage(target: HTMLElement, html: string) {
  try {
    const { default: DOMPurify } = await import("dompurify");
    target.innerHTML = DOMPurify.sanitize(html);
  } catch (error) {
    console.error("Contact form: could not load the sanitiser", error);
    target.textContent = new DOMParser().parseFromString(html, "text/html").body.textContent;
  }
}

/**
 * The contact form's behaviour on the server's markup (ContactForm.tsx). A field's error shows
 * once it has been left (touched) and follows its value from then on; Send is enabled only while
 * the form is valid, a captcha answer is held and nothing is in flight, and until then the text
 * beside it says what is missing. The success message replaces the form; a failure says why and
 * keeps everything typed. The check (zod) is fetched when the visitor starts on the form,
 * DOMPurify when there is a message to show.
 */
export const contactFormBehaviour: Behaviour = (root) => {
  const { form, submit, submitHint, notice, success } = contactForm.parts<{
    form: HTMLFormElement;
    submit: HTMLButtonElement;
  }>(root);
  const options = contactForm.options(root);
  let check: ContactCheck | null = null;
  let checkRequested = false;
  const loadCheck = () => {
    if (checkRequested) return;
    checkRequested = true;
    import("./contact-validation.ts")
      .then(({ contactCheck }) => {
        check = contactCheck(marketId);
        render();
      })
      .catch((error: unknown) => {
        // Send stays disabled; the next focus or edit in the form tries again.
        console.error("Contact form: could not load the form's check", error);
        checkRequested = false;
      });
  };

  const touched = new Set<ContactFieldName>();
  /** Codes the API gave for a field; they stand until that field changes. */
  const serverErrors = new Map<ContactFieldName, string>();
  let token: string | null = null;
  // A form the server drew back after a post without JavaScript starts where that post ended:
  // its errors (as the API's), its notice, or sent.
  for (const field of CONTACT_FIELDS) {
    const code = contactForm.one(root, errorPart(field)).dataset.errorCode;
    if (!code) continue;
    serverErrors.set(field, code);
    touched.add(field);
  }
  let state: ContactFormState = {
    ...INITIAL_CONTACT_FORM,
    notice: isContactNotice(notice.dataset.notice) ? notice.dataset.notice : null,
    sent: !success.hidden,
  };
  // With the behaviour here the captcha is drawn: the note that it could not be is not needed.
  contactForm.all(root, "no-script-notice").forEach((element) => element.remove());

  /**
   * Each field's error message and what it describes: the control, or for the company types the
   * checkbox group (whose boxes are not each invalid). Looked up once; render runs on every edit.
   */
  const fieldParts = CONTACT_FIELDS.map((field) => {
    const controls = [...form.querySelectorAll<HTMLElement>(`[name="${field}"]`)];
    const group = field === "companyType";
    return {
      field,
      message: contactForm.one(root, errorPart(field)),
      described: group ? [contactForm.one(root, "company-types")] : controls,
      invalid: group ? [] : controls,
    };
  });

  /** Shows the touched fields' errors and enables Send; the check's outcome, null until loaded. */
  const render = () => {
    const outcome = check?.(valuesIn(form)) ?? null;
    const errors = outcome && !outcome.ok ? outcome.errors : {};
    for (const { field, message, described, invalid } of fieldParts) {
      const code = touched.has(field) ? (serverErrors.get(field) ?? errors[field]?.[0]) : undefined;
      showFieldError(
        message,
        code ? (options.errorMessages[code] ?? code) : "",
        described,
        invalid,
      );
    }
    // Until the check has loaded, the fields missing stay as they were (all, on the server's form).
    const fieldsMissing = outcome
      ? CONTACT_FIELDS.filter((field) => errors[field] !== undefined || serverErrors.has(field))
      : state.missing.filter((item) => item !== "captcha");
    state = {
      ...state,
      ready: !!outcome?.ok && serverErrors.size === 0 && token !== null,
      missing: token === null ? [...fieldsMissing, "captcha"] : fieldsMissing,
    };
    const view = contactFormView(state, options);
    applyView({ form, submit, submitHint, notice, success }, view, [
      [submit, view.submitText],
      [submitHint, view.submitHintText],
      [notice, view.noticeText],
    ]);
    return outcome;
  };

  const fieldOf = (event: Event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? "";
    return isContactField(name) ? name : null;
  };

  const captcha = mountCaptcha(contactForm.one(root, "captcha"), (answer) => {
    token = answer;
    render();
  });

  const steps: SubmitSteps<{ values: ContactFormValues; token: string }> = {
    check: () => {
      const outcome = render();
      // Send is disabled until the form is valid with a captcha answer: nothing else to show.
      return outcome?.ok && token !== null
        ? { ok: true, values: { values: outcome.values, token } }
        : { ok: false };
    },
    pending: (sending) => {
      state = { ...state, sending, notice: sending ? null : state.notice };
      render();
    },
    failed: () => {
      state = { ...state, notice: "failure" };
    },
    send: async ({ values, token: answerToken }) => {
      const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? "";
      const answer = await submitContact(values, answerToken, honeypot);
      switch (answer.kind) {
        case "sent":
          pushConversion({
            event: "generate_lead",
            market: marketId,
            company_types: values.companyType,
            shipment_range: values.estimatedShipments,
          });
          await showMessage(contactForm.one(root, "inline-message"), answer.inlineMessage);
          state = { ...state, sent: true };
          requestAnimationFrame(() => success.focus());
          break;
        case "invalid":
          for (const [field, codes] of Object.entries(answer.fields)) {
            if (!isContactField(field) || !codes[0]) continue;
            serverErrors.set(field, codes[0]);
            touched.add(field);
          }
          break;
        case "captcha":
          // The answer was used or refused: the visitor solves a new challenge.
          state = { ...state, notice: "captchaFailed" };
          token = null;
          captcha.reset();
          break;
        case "rate-limited":
          state = { ...state, notice: "rateLimited" };
          break;
        case "failed":
          state = { ...state, notice: "failure" };
          break;
      }
      return "shown";
    },
  };

  const onEdit = (event: Event) => {
    loadCheck();
    contactForm.all(root, "summary").forEach((element) => element.remove());
    const field = fieldOf(event);
    if (field) serverErrors.delete(field);
    render();
  };

  render();
  if (form.contains(document.activeElement)) loadCheck();
  return cleanupAll([
    listen(form, "focusin", loadCheck),
    listen(form, "focusout", (event) => {
      const field = fieldOf(event);
      if (field) touched.add(field);
      render();
    }),
    listen(form, "input", onEdit),
    listen(form, "change", onEdit),
    handleSubmit(form, steps, "Contact form"),
    () => captcha.stop(),
  ]);
};
