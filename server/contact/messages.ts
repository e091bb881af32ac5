import type { MarketId } from "../../domain/site.ts";
import enUS from "../../domain/locales/en-US/contact.json" with { type: "json" };
import esAR from "../../domain/locales/es-AR/contact.json" with { type: "json" };
import esMX from "../../domain/locales/es-MX/contact.json" with { type: "json" };

const SUCCESS: Record<MarketId, string> = {
  mx: esMX.form.success,
  ar: esAR.form.success,
  us: enUS.form.success,
};

/** The message that replaces the form once a lead is stored, from the market's copy. */
export function contactSuccessMessage(market: MarketId): string {
  return SUCCESS[market];
}
