import type { UpdatesFieldName, UpdatesPageState } from "../../../domain/tracking/updates.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** What the form says beside it when a request fails. */
export type UpdatesNotice = "captcha" | "rateLimited" | "full" | "failure";

/** What the behaviour shows later, in the market's words: the markup hands it over. */
export interface TrackingUpdatesOptions {
  /** Each field error code's message (tracking.updates.errors.*). */
  errorMessages: Record<string, string>;
  notices: Record<UpdatesNotice, string>;
  submitLabel: string;
  submittingLabel: string;
  /** While the captcha is still being solved when the visitor sends. */
  verifyingLabel: string;
  /** The state the server drew (how a post without JavaScript went). */
  initial: TrackingUpdatesState;
}

/**
 * The e-mail updates form of a parcel's page (ADR 49). Parts: the form, its fields and their
 * errors, the captcha's block (hidden until the visitor starts on the form) and its box, the
 * notice of a failed request, the submit button and the panel that replaces the form once sent.
 */
export const trackingUpdates = defineWidget("tracking-updates", [
  "form",
  "email",
  "email-error",
  "consent",
  "consent-error",
  "captcha-block",
  "captcha",
  "notice",
  "submit",
  "sent",
]).withOptions<TrackingUpdatesOptions>();

export interface TrackingUpdatesState {
  sending: boolean;
  /** Sent while the captcha was still being solved: it goes once the answer is there. */
  verifying: boolean;
  notice: UpdatesNotice | null;
  /** Error codes by field. */
  errors: Partial<Record<UpdatesFieldName, string>>;
  sent: boolean;
}

export const INITIAL_TRACKING_UPDATES: TrackingUpdatesState = {
  sending: false,
  verifying: false,
  notice: null,
  errors: {},
  sent: false,
};

/**
 * The form as the server draws it after a post without JavaScript: the parcel's updates page's
 * query says how the post went.
 */
export function stateAfterPost(state: UpdatesPageState | undefined): TrackingUpdatesState {
  switch (state) {
    case "sent":
      return { ...INITIAL_TRACKING_UPDATES, sent: true };
    case "invalidEmail":
      return { ...INITIAL_TRACKING_UPDATES, errors: { email: "invalid_email" } };
    case "consent":
      return { ...INITIAL_TRACKING_UPDATES, errors: { consent: "consent_required" } };
    case "verification":
      return { ...INITIAL_TRACKING_UPDATES, notice: "captcha" };
    case "rateLimited":
      return { ...INITIAL_TRACKING_UPDATES, notice: "rateLimited" };
    case "full":
      return { ...INITIAL_TRACKING_UPDATES, notice: "full" };
    case "error":
      return { ...INITIAL_TRACKING_UPDATES, notice: "failure" };
    default:
      return INITIAL_TRACKING_UPDATES;
  }
}

type ViewPart = "form" | "submit" | "notice" | "sent" | "email" | "consent";

/** Every part's attributes and the texts of the button, the notice and each field's error. */
export function trackingUpdatesView(
  state: TrackingUpdatesState,
  options: TrackingUpdatesOptions,
  ids: { emailError: string; consentError: string },
): Record<ViewPart, Attributes> & {
  submitText: string;
  noticeText: string;
  emailError: string;
  consentError: string;
} {
  const message = (code: string | undefined) =>
    code ? (options.errorMessages[code] ?? options.notices.failure) : "";
  const emailError = message(state.errors.email);
  const consentError = message(state.errors.consent);
  return {
    form: { hidden: state.sent },
    sent: { hidden: !state.sent },
    submit: { disabled: state.sending },
    notice: { hidden: state.notice === null },
    email: {
      "aria-invalid": emailError ? "true" : undefined,
      "aria-describedby": emailError ? ids.emailError : undefined,
    },
    consent: {
      "aria-invalid": consentError ? "true" : undefined,
      "aria-describedby": consentError ? ids.consentError : undefined,
    },
    submitText: state.verifying
      ? options.verifyingLabel
      : state.sending
        ? options.submittingLabel
        : options.submitLabel,
    noticeText: state.notice ? options.notices[state.notice] : "",
    emailError,
    consentError,
  };
}
