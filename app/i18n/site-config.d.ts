// Types of `virtual:site-config`, served by tooling/site-config-plugin.ts (mapped in tsconfig paths).
import type { MarketId } from "../../domain/site.ts";
import type { Resources } from "./resources.ts";

export declare const marketId: MarketId;
export declare const publicBaseUrl: string;
/** Base URL of each market's deployment known to this one (its own always); for hreflang links. */
export declare const marketBaseUrls: Partial<Record<MarketId, string>>;
export declare const merchantAppUrl: string;
/** The other ways to reach sales (SALES_PHONE, SALES_WHATSAPP, SALES_EMAIL); "" when unset. */
export declare const salesChannels: { phone: string; whatsapp: string; email: string };
export declare const resources: Resources;
export declare const captcha: {
  provider: "altcha" | "turnstile" | "recaptcha";
  /** The public site key (Turnstile, reCAPTCHA); empty for ALTCHA. */
  siteKey: string;
};
/** The tracking page's chat widget; an empty appId means none. */
export declare const chat: { appId: string; apiBase: string; widgetUrl: string };
/** Google Tag Manager; an empty id means no analytics script. */
export declare const tagManager: { id: string; scriptUrl: string };
/** Share of visits (0 to 1) that report their Core Web Vitals to /api/vitals. */
export declare const vitalsSampleRate: number;
