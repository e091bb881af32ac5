import { CONTACT_FIELDS, type ContactFieldName } from "../../../domain/contact/fields.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** What the behaviour shows later, in the market's words: the markup hands it over. */
export interface ContactFormOptions {
  /** Each error code's message (contact.errors.*). */
  errorMessages: Record<string, string>;
  notices: Record<ContactNotice, string>;
  submitLabel: string;
  submittingLabel: string;
  /** What still stands between the visitor and Send, said next to it while it is disabled. */
  submitHint: SubmitHintTexts;
}

/** A field to complete or correct, or the captcha to solve. */
export type MissingItem = ContactFieldName | "captcha";

export interface SubmitHintTexts {
  /** The market's locale, to join the names into a list. */
  locale: string;
  /** A sentence around `{list}`, for a few missing items. */
  list: string;
  /** A sentence around `{count}`, for more. */
  count: string;
  /** Each item's name as the sentences use it ("tu teléfono", "la verificación"). */
  names: Record<MissingItem, string>;
}

/** Up to this many missing items are named; past it the hint gives their number. */
export const NAMED_MISSING_ITEMS = 3;

const CONTACT_NOTICES = ["failure", "rateLimited", "captchaFailed"] as const;
export type ContactNotice = (typeof CONTACT_NOTICES)[number];
export const isContactNotice = (value: string | undefined): value is ContactNotice =>
  (CONTACT_NOTICES as readonly (string | undefined)[]).includes(value);

export const errorPart = (field: ContactFieldName) => `${field}-error` as const;

/**
 * The sales contact form. Parts: the form, the company types' group (described by its error as a
 * whole), the captcha's box, each field's error message, the notice of a failed send, Send and
 * what it still waits for, and the success panel with the CRM's message.
 */
export const contactForm = defineWidget("contact-form", [
  "form",
  "company-types",
  "captcha",
  "notice",
  "submit",
  "submit-hint",
  "success",
  "inline-message",
  "summary",
  "no-script-notice",
  ...CONTACT_FIELDS.map(errorPart),
]).withOptions<ContactFormOptions>();

export interface ContactFormState {
  /** The form passes its check and a captcha answer is held. */
  ready: boolean;
  /** The fields that fail the check (in the form's order), then the captcha if it is unsolved. */
  missing: readonly MissingItem[];
  sending: boolean;
  notice: ContactNotice | null;
  sent: boolean;
}

/** As the server draws it: nothing typed, so every field and the captcha are missing. */
export const INITIAL_CONTACT_FORM: ContactFormState = {
  ready: false,
  missing: [...CONTACT_FIELDS, "captcha"],
  sending: false,
  notice: null,
  sent: false,
};

type ViewPart = "form" | "submit" | "submitHint" | "notice" | "success";

/** The sentence that says what Send waits for: the items by name when few, else how many. */
export function submitHintText(missing: readonly MissingItem[], texts: SubmitHintTexts): string {
  if (missing.length === 0) return "";
  if (missing.length > NAMED_MISSING_ITEMS) {
    return texts.count.replace("{count}", String(missing.length));
  }
  const names = missing.map((item) => texts.names[item]);
  return texts.list.replace("{list}", new Intl.ListFormat(texts.locale).format(names));
}

/** Every part's attributes and Send's, its hint's and the notice's texts for a state. */
export function contactFormView(
  state: ContactFormState,
  options: Pick<ContactFormOptions, "notices" | "submitLabel" | "submittingLabel" | "submitHint">,
): Record<ViewPart, Attributes> & {
  submitText: string;
  submitHintText: string;
  noticeText: string;
} {
  const waiting = !state.ready && !state.sending;
  return {
    form: { hidden: state.sent },
    submit: { disabled: !state.ready || state.sending },
    submitHint: { hidden: !waiting || state.missing.length === 0 },
    notice: { hidden: state.notice === null },
    success: { hidden: !state.sent },
    submitText: state.sending ? options.submittingLabel : options.submitLabel,
    submitHintText: waiting ? submitHintText(state.missing, options.submitHint) : "",
    noticeText: state.notice ? options.notices[state.notice] : "",
  };
}
