import type { FactId } from "../../domain/facts.ts";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { copyVariables } from "../../tooling/locale-files.ts";

/**
 * Every claim reads the same on every page where it appears (issue 24): the figure written next
 * to what a claim counts, wherever a page says it, is the market's fact sheet's. What each claim
 * counts is written in the market's words; a figure is digits with the market's separators.
 */
export const CLAIM_WORDS: Record<MarketId, Partial<Record<FactId, RegExp>>> = {
  mx: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+paqueterías(?! y canales de venta)/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+marcas/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:proveedores|paqueterías y canales de venta)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+países/g,
    pace: /(\d[\d.,]*)[ \u00a0]+envíos por minuto/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*m²/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+usuarios/g,
  },
  ar: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+correos(?! y canales de venta)/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+marcas/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:proveedores|correos y canales de venta)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+países/g,
    pace: /(\d[\d.,]*)[ \u00a0]+envíos por minuto/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*m²/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+usuarios/g,
  },
  us: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+shipping providers/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+brands/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:providers|parcel carriers and sales channels)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+countries/g,
    pace: /(\d[\d.,]*)[ \u00a0]+shipments (?:a|per) minute/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*sq[ \u00a0]?ft/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+people/g,
  },
};

/**
 * Where `text` (a page's text, or the market's copy) writes a claim's figure other than the
 * market's fact sheet's, one line each, and the claims it writes at all.
 */
export function claimsIn(
  market: MarketId,
  text: string,
): { disagreements: string[]; found: Set<FactId> } {
  const figures = copyVariables(MARKETS[market].locale).facts;
  const disagreements: string[] = [];
  const found = new Set<FactId>();
  for (const [id, words] of Object.entries(CLAIM_WORDS[market]) as [FactId, RegExp][]) {
    const expected = figures[id].replace(/[ \u00a0]*(m²|sq ft)$/, "");
    for (const [, figure] of text.matchAll(words)) {
      found.add(id);
      if (figure !== expected) disagreements.push(`${id} reads ${figure}, the sheet ${expected}`);
    }
  }
  return { disagreements, found };
}
