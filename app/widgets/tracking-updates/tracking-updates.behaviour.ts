import {
  UPDATES_ERRORS,
  UPDATES_FIELDS,
  type UpdatesFieldName,
} from "../../../domain/tracking/updates.ts";
import { mountCaptcha, type MountedCaptcha } from "../captcha/captcha.ts";
import { handleSubmit, type SubmitSteps } from "../form-submit.ts";
import { postForm } from "../post-form.ts";
import { applyView, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  INITIAL_TRACKING_UPDATES,
  trackingUpdates,
  trackingUpdatesView,
  type TrackingUpdatesState,
  type UpdatesNotice,
} from "./tracking-updates.ts";

/** How long a send waits for the captcha to be solved before it says so. */
const CAPTCHA_WAIT_MS = 30_000;

type Answer =
  | { kind: "sent" }
  | { kind: "invalid"; fields: Record<string, string[]> }
  | { kind: "notice"; notice: UpdatesNotice };

const isField = (name: string): name is UpdatesFieldName =>
  (UPDATES_FIELDS as readonly string[]).includes(name);

/** Posts the form as JSON to its own action and says what happened, without throwing. */
async function post(form: HTMLFormElement, captcha: string): Promise<Answer> {
  const data = new FormData(form);
  const answer = await postForm(
    form.action,
    {
      email: data.get("email") ?? "",
      consent: data.get("consent") !== null,
      website: data.get("website") ?? "",
      captcha,
    },
    "Tracking updates",
  );
  switch (answer.kind) {
    case "accepted":
      if (answer.status === 202) return { kind: "sent" };
      console.error("Tracking updates: unexpected answer", answer.status, answer.body);
      return { kind: "notice", notice: "failure" };
    case "invalid":
      return answer;
    case "captcha":
      return { kind: "notice", notice: "captcha" };
    case "rate-limited":
      return { kind: "notice", notice: "rateLimited" };
    case "refused":
      if (answer.code === "subscriptions_full") return { kind: "notice", notice: "full" };
      console.error("Tracking updates: refused", answer.status, answer.code);
      return { kind: "notice", notice: "failure" };
    case "failed":
      return { kind: "notice", notice: "failure" };
  }
}

/**
 * The updates form's behaviour on the server's markup (TrackingUpdates.tsx): it sends the form as
 * JSON with the captcha's answer and shows the answer in place (the panel that replaces the form,
 * a field's error, a notice), where the plain form would reload the page. A send made while the
 * captcha is still being solved waits for it. The server checks everything; nothing is checked
 * twice here.
 */
export const trackingUpdatesBehaviour: Behaviour = (root) => {
  const { form, email, consent, emailError, consentError, submit, notice, sent } =
    trackingUpdates.parts<{
      form: HTMLFormElement;
      email: HTMLInputElement;
      consent: HTMLInputElement;
      submit: HTMLButtonElement;
    }>(root);
  const options = trackingUpdates.options(root);
  const ids = { emailError: emailError.id, consentError: consentError.id };

  let state: TrackingUpdatesState = options.initial ?? INITIAL_TRACKING_UPDATES;
  let token: string | null = null;
  let tokenArrived: (() => void) | undefined;

  const render = () => {
    const view = trackingUpdatesView(state, options, ids);
    applyView({ form, sent, submit, notice, email, consent }, view, [
      [submit, view.submitText],
      [notice, view.noticeText],
      [emailError, view.emailError],
      [consentError, view.consentError],
    ]);
  };

  /** The captcha, drawn and started once the visitor starts on the form. */
  let captcha: MountedCaptcha | undefined;
  const startCaptcha = () => {
    if (captcha) return;
    trackingUpdates.one(root, "captcha-block").hidden = false;
    captcha = mountCaptcha(trackingUpdates.one(root, "captcha"), (answer) => {
      token = answer;
      if (answer) tokenArrived?.();
    });
  };

  /** The captcha's answer, waiting for it while it is being solved; null if it never comes. */
  const captchaAnswer = async (): Promise<string | null> => {
    startCaptcha();
    if (token) return token;
    state = { ...state, verifying: true };
    render();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CAPTCHA_WAIT_MS);
      tokenArrived = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    tokenArrived = undefined;
    state = { ...state, verifying: false };
    return token;
  };

  const steps: SubmitSteps<null> = {
    // What needs no server to tell: a blank address, the box not ticked. The rest is the
    // server's to check (its schema), in its codes.
    check: () => {
      const missing: TrackingUpdatesState["errors"] = {};
      if (!email.value.trim()) missing.email = UPDATES_ERRORS.required;
      if (!consent.checked) missing.consent = UPDATES_ERRORS.consent;
      if (!missing.email && !missing.consent) return { ok: true, values: null };
      state = { ...state, notice: null, errors: missing };
      render();
      return { ok: false, focus: missing.email ? email : consent };
    },
    pending: (sending) => {
      state = sending ? { ...state, sending, notice: null, errors: {} } : { ...state, sending };
      render();
    },
    failed: () => {
      state = { ...state, notice: "failure" };
    },
    send: async () => {
      const answer = await captchaAnswer();
      const result: Answer = answer
        ? await post(form, answer)
        : { kind: "notice", notice: "captcha" };
      switch (result.kind) {
        case "sent":
          state = { ...state, sent: true };
          requestAnimationFrame(() => sent.focus());
          break;
        case "invalid": {
          const errors: TrackingUpdatesState["errors"] = {};
          for (const [field, codes] of Object.entries(result.fields)) {
            if (isField(field) && codes[0]) errors[field] = codes[0];
          }
          state = { ...state, errors };
          const focus = errors.email ? email : consent;
          requestAnimationFrame(() => focus.focus());
          break;
        }
        case "notice":
          state = { ...state, notice: result.notice };
          if (result.notice === "captcha") {
            // The answer was used or refused: the visitor solves a new challenge.
            token = null;
            captcha?.reset();
          }
      }
      return "shown";
    },
  };

  const clearError = (event: Event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? "";
    if (!isField(name) || !state.errors[name]) return;
    const { [name]: _cleared, ...errors } = state.errors;
    state = { ...state, errors };
    render();
  };

  render();
  return cleanupAll([
    listen(form, "focusin", startCaptcha),
    listen(form, "pointerdown", startCaptcha),
    listen(form, "input", clearError),
    listen(form, "change", clearError),
    handleSubmit(form, steps, "Tracking updates"),
    () => captcha?.stop(),
  ]);
};
