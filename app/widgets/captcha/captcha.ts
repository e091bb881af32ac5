import altchaStylesheet from "altcha/altcha.css?url";
import { captcha, marketId } from "virtual:site-config";
import { MARKETS } from "../../../domain/site.ts";
import { whenNear } from "../load-when-near.ts";

/** The captcha under a form: reports each answer, and can clear a used or refused one. */
export interface MountedCaptcha {
  /** Clears a used or refused answer so the visitor can solve a new challenge. */
  reset(): void;
  stop(): void;
}

/** Called with the answer to send, or null when the answer is gone (expired, reset). */
type OnToken = (token: string | null) => void;

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** Links a stylesheet of the build once. */
function addStylesheet(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

/**
 * The widget's "external" build: its stylesheet and its proof-of-work worker are files of this
 * build instead of an injected <style> and a blob: worker, so the Content-Security-Policy needs no
 * exception for them. The stylesheet is linked by hand: this code is bundled with the static
 * page's script, a worker build, where a CSS import would load nothing.
 */
async function loadAltcha() {
  addStylesheet(altchaStylesheet);
  const [, { default: Pbkdf2Worker }] = await Promise.all([
    import("altcha/external"),
    import("altcha/workers/pbkdf2?worker"),
  ]);
  for (const algorithm of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
  if (MARKETS[marketId].locale !== "en-US") await import("altcha/i18n/es-419");
}

/**
 * ALTCHA, self-hosted proof of work, drawn by the server as <altcha-widget>: it starts solving
 * when the form receives focus, so it is usually done before the visitor reaches the button.
 *
 * Once verified it stays verified: ALTCHA 3 resets itself when its checked box is clicked again
 * (its change handler; no option turns that off), and a visitor who clicks "No soy un robot"
 * after the widget solved it on focus would lose the answer. A click on the box (its label and
 * its drawn tick click it too) is cancelled while the widget is verified; a reset of the form's
 * own (a used or refused answer) still clears it.
 */
function mountAltcha(container: HTMLElement, onToken: OnToken): MountedCaptcha {
  const widget = container.querySelector<HTMLElement & { reset?: () => void }>("altcha-widget");
  if (!widget) throw new Error("Missing altcha-widget");
  let verified = false;
  const onStateChange = (event: Event) => {
    const { state, payload } = (event as StateChange).detail;
    verified = state === "verified" && Boolean(payload);
    onToken(verified && payload ? payload : null);
  };
  const keepVerified = (event: Event) => {
    if (verified && event.target instanceof HTMLInputElement && event.target.type === "checkbox") {
      event.preventDefault();
    }
  };
  widget.addEventListener("statechange", onStateChange);
  widget.addEventListener("click", keepVerified, { capture: true });
  const stopWaiting = whenNear(container, () => {
    loadAltcha().catch((error: unknown) => console.error("Captcha could not load", error));
  });
  return {
    reset: () => widget.reset?.(),
    stop: () => {
      stopWaiting();
      widget.removeEventListener("statechange", onStateChange);
      widget.removeEventListener("click", keepVerified, { capture: true });
    },
  };
}

declare global {
  interface Window {
    turnstile?: {
      render(el: HTMLElement, options: object): string;
      reset(id?: string): void;
    };
    grecaptcha?: {
      render(el: HTMLElement, options: object): number;
      reset(id?: number): void;
      ready(callback: () => void): void;
    };
  }
}

const HOSTED_SCRIPTS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  recaptcha: "https://www.google.com/recaptcha/api.js?render=explicit",
} as const;

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`Could not load ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  });
}

/** Cloudflare Turnstile or Google reCAPTCHA v2 (normal size, light theme), when configured. */
function mountHosted(
  container: HTMLElement,
  onToken: OnToken,
  provider: "turnstile" | "recaptcha",
): MountedCaptcha {
  let stopped = false;
  let reset = () => {};
  const options = {
    sitekey: captcha.siteKey,
    theme: "light",
    size: "normal",
    callback: (token: string) => onToken(token),
    "expired-callback": () => onToken(null),
    "error-callback": () => onToken(null),
  };
  const render = () =>
    loadScript(HOSTED_SCRIPTS[provider])
      .then(() => {
        if (stopped) return;
        if (provider === "turnstile" && window.turnstile) {
          const id = window.turnstile.render(container, options);
          reset = () => window.turnstile?.reset(id);
        } else if (provider === "recaptcha" && window.grecaptcha) {
          window.grecaptcha.ready(() => {
            const id = window.grecaptcha!.render(container, options);
            reset = () => window.grecaptcha?.reset(id);
          });
        }
      })
      .catch((error: unknown) => console.error("Captcha could not load", error));
  const stopWaiting = whenNear(container, () => void render());
  return {
    reset: () => reset(),
    stop: () => {
      stopped = true;
      stopWaiting();
    },
  };
}

/**
 * Starts the configured captcha in `container`, the element CaptchaWidget renders. Its script
 * (ALTCHA's is most of the contact page's JavaScript) is fetched when the box comes within a
 * screen of the viewport: the page does not wait for it, and it is drawn before the visitor
 * scrolls to it.
 */
export function mountCaptcha(container: HTMLElement, onToken: OnToken): MountedCaptcha {
  return captcha.provider === "altcha"
    ? mountAltcha(container, onToken)
    : mountHosted(container, onToken, captcha.provider);
}
