import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { CONTENT_FILES, contentFile } from "./config.ts";
import {
  claimProblem,
  copyProblems,
  fieldContext,
  linkProblems,
  textProblems,
  type MarketFiles,
} from "./rules.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The repository's content, as the content check reads it and the editor loads it. */
const all: MarketFiles[] = MARKET_IDS.map((market) => ({
  market,
  json: Object.fromEntries(
    CONTENT_FILES.map(({ namespace }) => [
      namespace,
      JSON.parse(readFileSync(path.join(ROOT, contentFile(market, namespace)), "utf8")),
    ]),
  ),
}));
const contextOf = (market: MarketId) => fieldContext(market, all);

describe("a text's copy", () => {
  const mx = contextOf("mx");

  it("passes the facts' and areas' variables the sheet has", () => {
    expect(
      copyProblems(mx, "home", ["hero", "description"], "{{facts.carriers}} en {{areas.metro}}"),
    ).toEqual([]);
  });

  it("refuses a claim's figure typed in, outside the fact sheet", () => {
    expect(copyProblems(mx, "home", ["hero", "title"], "Cotiza 15 paqueterías")).toEqual([
      `writes a claim's figure ("15 paqueterías"): use the fact sheet's variable, like {{facts.carriers}}`,
    ]);
    expect(copyProblems(mx, "facts", ["items", "carriers", "scope"], "15 paqueterías")).toEqual([]);
  });

  it("refuses a figure and an area the sheet lacks", () => {
    expect(
      copyProblems(mx, "home", ["hero", "title"], "{{facts.carrier}} en {{areas.norte}}"),
    ).toEqual([
      "{{facts.carrier}} is no figure of the fact sheet (brands, activeUsers, warehouseArea, countries, pace, carriers, providers, packages, sla, sellers)",
      "{{areas.norte}} is no area of the fact sheet (Facts › Areas)",
    ]);
  });

  it("refuses a placeholder the page does not fill, naming those the field can use", () => {
    expect(copyProblems(mx, "home", ["hero", "title"], "Logística para {{segmento}}")).toEqual([
      "{{segmento}} is not filled here (this field can use {{brand}}, {{facts.<figure>}}, {{areas.<area>}}, {{fleet.<range>}})",
    ]);
  });

  it("takes a placeholder another market fills at the same field, in any entry of a list", () => {
    const other: MarketFiles = {
      market: "us",
      json: { home: { benefits: { items: [{ title: "Ship {{count}}" }] } } },
    };
    const context = fieldContext("mx", [all[0]!, other]);
    expect(
      copyProblems(context, "home", ["benefits", "items", 3, "title"], "Envía {{count}}"),
    ).toEqual([]);
    // The editor names an entry's field with "*": the same shape.
    expect(
      copyProblems(context, "home", ["benefits", "items", "*", "title"], "Envía {{count}}"),
    ).toEqual([]);
    expect(copyProblems(context, "home", ["benefits", "title"], "Envía {{count}}")).toHaveLength(1);
  });
});

describe("a text's links", () => {
  it("refuses an outside address a browser would not open, and a page's address in the copy", () => {
    expect(linkProblems("mx", "Lee http://ayuda.anden.example/guia")).toEqual([
      '"http://ayuda.anden.example/guia" starts with http://: the site links only secure addresses, https://',
    ]);
    expect(linkProblems("ar", "Escribinos en /contacto")).toHaveLength(1);
  });

  it("are told with the copy as the editor tells a text", () => {
    expect(
      textProblems(
        contextOf("mx"),
        "home",
        ["hero", "description"],
        "15 paqueterías: http://x.example",
      ),
    ).toHaveLength(2);
  });
});

describe("a figure's claim", () => {
  const mx = contextOf("mx");

  it("holds a count to the site's data: more than 16 of 17 carriers, not more than 17", () => {
    expect(claimProblem(mx, "carriers", { amount: 16, plus: true })).toBeUndefined();
    expect(claimProblem(mx, "carriers", { amount: 17, plus: false })).toBeUndefined();
    expect(claimProblem(mx, "carriers", { amount: 17, plus: true })).toBe(
      "claims more than 17, but the site's data holds 17 (the carriers of the market's rate cards, domain/rates/cards/)",
    );
    expect(claimProblem(mx, "carriers", { amount: 40, plus: true })).toMatch(
      /^claims more than 40, but the site's data holds 17 /,
    );
  });

  it("counts the active integrations among the providers", () => {
    const withoutIntegrations: MarketFiles = {
      ...all[0]!,
      json: { ...all[0]!.json, pages: { integrations: { items: [] } } },
    };
    const fewer = fieldContext("mx", [withoutIntegrations]).backing.providers!;
    expect(mx.backing.providers).toBeGreaterThan(fewer);
  });

  it("leaves a figure the data cannot count to its scope", () => {
    expect(claimProblem(mx, "packages", { amount: 1e9, plus: true })).toBeUndefined();
  });
});
