/**
 * Why a captcha token was not accepted:
 * - missing: no token was sent (the visitor did not complete the widget);
 * - malformed: the token is not something the provider issues (garbage, wrong shape, too long);
 * - invalid: well formed but wrong (forged, tampered, solved badly, signed with another key);
 * - expired: the challenge or token is too old, the visitor must solve a new one;
 * - replayed: this solution or token was already accepted once;
 * - unavailable: the verification service could not be reached or answered with an error (or
 *   our configuration is rejected by it): not the visitor's fault.
 */
export type CaptchaFailureReason =
  "missing" | "malformed" | "invalid" | "expired" | "replayed" | "unavailable";

export type CaptchaResult =
  | { ok: true }
  | {
      ok: false;
      reason: CaptchaFailureReason;
      /** For logs only (e.g. the provider's error codes); never shown to the visitor. */
      detail?: string;
    };

export type CaptchaProvider = "altcha" | "turnstile" | "recaptcha";
