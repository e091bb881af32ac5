import { captcha } from "virtual:site-config";
import { market } from "../../i18n/i18n.ts";
import { contactForm } from "./contact-form.ts";

/**
 * The height each widget draws at (ALTCHA's stylesheet, Turnstile's and reCAPTCHA's normal size),
 * kept for it while its script is not there yet, so nothing below moves when it arrives.
 */
const RESERVED_HEIGHT = {
  altcha: "min-h-[70px]",
  turnstile: "min-h-[65px]",
  recaptcha: "min-h-[78px]",
} as const;

/**
 * Where the captcha goes: ALTCHA's <altcha-widget> drawn by the server, or an empty box the hosted
 * widget (Turnstile, reCAPTCHA) renders into. captcha.ts brings it to life when it nears the
 * viewport.
 */
export function CaptchaWidget() {
  return (
    <div {...contactForm.part("captcha")} className={RESERVED_HEIGHT[captcha.provider]}>
      {captcha.provider === "altcha" ? (
        <altcha-widget
          challenge="/api/captcha/challenge"
          auto="onfocus"
          theme="default"
          language={market.locale === "en-US" ? "en" : "es-419"}
          name="captcha"
        />
      ) : null}
    </div>
  );
}
