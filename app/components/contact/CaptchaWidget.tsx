import { useEffect, useRef } from "react";
import { captcha } from "virtual:site-config";
import { market } from "../../i18n/i18n.ts";

export interface CaptchaHandle {
  /** Clears a used or refused answer so the visitor can solve a new challenge. */
  reset(): void;
}

interface WidgetProps {
  /** Called with the answer to send, or null when the answer is gone (expired, reset). */
  onToken: (token: string | null) => void;
  handleRef: React.RefObject<CaptchaHandle | null>;
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The widget's "external" build: its stylesheet and its proof-of-work worker are files of this
 * build instead of an injected <style> and a blob: worker, so the Content-Security-Policy needs no
 * exception for them.
 */
async function loadAltcha() {
  const [, , { default: Pbkdf2Worker }] = await Promise.all([
    import("altcha/external"),
    import("altcha/altcha.css"),
    import("altcha/workers/pbkdf2?worker"),
  ]);
  for (const algorithm of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
    globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
  }
}

/**
 * ALTCHA, self-hosted proof of work: it starts solving as soon as the form receives focus, so it is
 * usually done before the visitor reaches the button.
 */
function AltchaWidget({ onToken, handleRef }: WidgetProps) {
  const widgetRef = useRef<HTMLElement & { reset?: () => void }>(null);

  useEffect(() => {
    let cancelled = false;
    const widget = widgetRef.current;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onToken(state === "verified" && payload ? payload : null);
    };
    void (async () => {
      await loadAltcha();
      if (market.locale !== "en-US") await import("altcha/i18n/es-419");
      if (!cancelled) widget?.addEventListener("statechange", onStateChange);
    })();
    handleRef.current = { reset: () => widgetRef.current?.reset?.() };
    return () => {
      cancelled = true;
      widget?.removeEventListener("statechange", onStateChange);
    };
  }, [onToken, handleRef]);

  return (
    <altcha-widget
      ref={widgetRef}
      challenge="/api/captcha/challenge"
      auto="onfocus"
      theme="default"
      language={market.locale === "en-US" ? "en" : "es-419"}
      name="captcha"
      suppressHydrationWarning
    />
  );
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

const SCRIPTS = {
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
function HostedWidget({
  onToken,
  handleRef,
  provider,
}: WidgetProps & { provider: "turnstile" | "recaptcha" }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    const options = {
      sitekey: captcha.siteKey,
      theme: "light",
      size: "normal",
      callback: (token: string) => onToken(token),
      "expired-callback": () => onToken(null),
      "error-callback": () => onToken(null),
    };
    loadScript(SCRIPTS[provider])
      .then(() => {
        const el = containerRef.current;
        if (cancelled || !el) return;
        if (provider === "turnstile" && window.turnstile) {
          const id = window.turnstile.render(el, options);
          handleRef.current = { reset: () => window.turnstile?.reset(id) };
        } else if (provider === "recaptcha" && window.grecaptcha) {
          window.grecaptcha.ready(() => {
            const id = window.grecaptcha!.render(el, options);
            handleRef.current = { reset: () => window.grecaptcha?.reset(id) };
          });
        }
      })
      .catch((error: unknown) => console.error("Captcha could not load", error));
    return () => {
      cancelled = true;
    };
  }, [onToken, handleRef, provider]);
  return <div ref={containerRef} />;
}

export function CaptchaWidget(props: WidgetProps) {
  return captcha.provider === "altcha" ? (
    <AltchaWidget {...props} />
  ) : (
    <HostedWidget {...props} provider={captcha.provider} />
  );
}
