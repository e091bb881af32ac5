import { CONTACT_FIELDS, type ContactFieldName } from "../../../domain/contact/fields.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** What the behaviour shows later, in the market's words: the markup hands it over. */
export interface ContactFormOptions {
  /** Each error code's message (contact.errors.*). */
  errorMessages: Record<string, string>;
  notices: Record<ContactNotice, string>;
  submitLabel: string;
  submittingLabel: string;
}

export type ContactNotice = "failure" | "rateLimited" | "captchaFailed";

export const errorPart = (field: ContactFieldName) => `${field}-error` as const;

/**
 * The sales contact form. Parts: the form, the company types' group (described by its error as a
 * whole), the captcha's box, each field's error message, the notice of a failed send, Send, and
 * the success panel with the CRM's message.
 */
export const contactForm = defineWidget("contact-form", [
  "form",
  "company-types",
  "captcha",
  "notice",
  "submit",
  "success",
  "inline-message",
  ...CONTACT_FIELDS.map(errorPart),
]).withOptions<ContactFormOptions>();

export interface ContactFormState {
  /** The form passes its check and a captcha answer is held. */
  ready: boolean;
  sending: boolean;
  notice: ContactNotice | null;
  sent: boolean;
}

/** As the server draws it: nothing typed, so Send is disabled. */
export const INITIAL_CONTACT_FORM: ContactFormState = {
  ready: false,
  sending: false,
  notice: null,
  sent: false,
};

type ViewPart = "form" | "submit" | "notice" | "success";

/** Every part's attributes and Send's and the notice's texts for a state. */
export function contactFormView(
  state: ContactFormState,
  options: Pick<ContactFormOptions, "notices" | "submitLabel" | "submittingLabel">,
): Record<ViewPart, Attributes> & { submitText: string; noticeText: string } {
  return {
    form: { hidden: state.sent },
    submit: { disabled: !state.ready || state.sending },
    notice: { hidden: state.notice === null },
    success: { hidden: !state.sent },
    submitText: state.sending ? options.submittingLabel : options.submitLabel,
    noticeText: state.notice ? options.notices[state.notice] : "",
  };
}
