import { captcha } from "virtual:site-config";
import { market } from "../../i18n/i18n.ts";

/**
 * Where the captcha goes: ALTCHA's <altcha-widget> drawn by the server, or an empty box the hosted
 * widget (Turnstile, reCAPTCHA) renders into. app/enhancers/captcha.ts brings it to life.
 */
export function CaptchaWidget() {
  return (
    <div data-captcha>
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
