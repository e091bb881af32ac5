import { captcha } from "virtual:site-config";
import { market } from "../../i18n/i18n.ts";
import type { Attributes } from "../widget.ts";

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
 * viewport. `part` marks the box as a part of the form's widget (the contact form, the tracking
 * updates), whose behaviour mounts it.
 */
export function CaptchaWidget({
  part,
  start = "onfocus",
}: {
  part: Attributes;
  /** When ALTCHA starts solving: on the form's focus, or as soon as it is drawn. */
  start?: "onfocus" | "onload";
}) {
  return (
    <div {...part} className={RESERVED_HEIGHT[captcha.provider]}>
      {captcha.provider === "altcha" ? (
        <altcha-widget
          challenge="/api/captcha/challenge"
          auto={start}
          theme="default"
          language={market.locale === "en-US" ? "en" : "es-419"}
          name="captcha"
        />
      ) : null}
    </div>
  );
}
