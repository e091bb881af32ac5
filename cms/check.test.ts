import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MarketId } from "../domain/site.ts";
import { checkContent, formatIssue } from "./check.ts";
import { contentFile, type ContentNamespace } from "./config.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  cpSync(path.join(ROOT, "domain/locales"), path.join(root, "domain/locales"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Json = Record<string, unknown>;

/** Edits one market's file of the copy the way a hand (or a broken save) would. */
function edit(market: MarketId, namespace: ContentNamespace, change: (json: Json) => void) {
  const file = path.join(root, contentFile(market, namespace));
  const json = JSON.parse(readFileSync(file, "utf8")) as Json;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

const at = (json: unknown, ...keys: (string | number)[]) =>
  keys.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown>)[key],
    json,
  ) as Json;

const messages = () => checkContent(root).map(formatIssue);

describe("the content check", () => {
  it("passes the repository's content", () => {
    expect(checkContent(ROOT).map(formatIssue)).toEqual([]);
  });

  it("names the market, file and field of a missing required field", () => {
    edit("ar", "content", (json) => {
      delete at(json, "testimonials", "items", 0).quote;
    });
    expect(messages()).toEqual([
      'es-AR (ar) domain/locales/es-AR/content.json › testimonials.items[0].quote: missing: "Quote" is required',
    ]);
  });

  it("refuses an empty required text", () => {
    edit("mx", "home", (json) => {
      at(json, "hero").title = " ".repeat(0);
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/home.json › hero.title: Title must not be empty",
    ]);
  });

  it("refuses 13 customer logos where the strip shows 12", () => {
    edit("us", "content", (json) => {
      const items = at(json, "customers").items as Json[];
      items.push({ ...items[0], name: "Thirteenth Store" });
    });
    expect(messages()).toEqual([
      'en-US (us) domain/locales/en-US/content.json › customers.items: 13 entries where the section shows at most 12 ("Items")',
    ]);
  });

  it("refuses a claim above what the site's data holds", () => {
    edit("mx", "facts", (json) => {
      at(json, "items", "carriers").amount = 40;
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/facts.json › items.carriers.amount: claims more than 40, but the site's data holds 17 (the carriers of the market's rate cards, domain/rates/cards/)",
    ]);
  });

  it("refuses an icon the site cannot draw", () => {
    edit("ar", "home", (json) => {
      at(json, "benefits", "items", 2).icon = "rocket";
    });
    const [message, ...rest] = messages();
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^es-AR \(ar\) domain\/locales\/es-AR\/home\.json › benefits\.items\[2\]\.icon: "rocket" is not a icon the site knows; one of: package, truck, /,
    );
  });

  it("refuses a malformed address", () => {
    edit("mx", "common", (json) => {
      at(json, "footer", "terms").url = "ayuda.anden.example/terminos";
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/common.json › footer.terms.url: must be a full address starting with https:// (like https://ayuda.anden.example)",
    ]);
  });

  it("refuses a text too long for its box", () => {
    edit("us", "home", (json) => {
      at(json, "hero").title = "Shipping and fulfillment for your online store, ".repeat(3).trim();
    });
    expect(messages()).toEqual([
      "en-US (us) domain/locales/en-US/home.json › hero.title: Title must be no longer than 60 characters",
    ]);
  });

  it("refuses a key the editor would drop on its next save", () => {
    edit("mx", "content", (json) => {
      at(json, "cta").note = "Sin compromiso";
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/content.json › cta.note: not in the editor's model: the editor would drop it on the next save (add it to cms/schema/ first)",
    ]);
  });

  it("refuses a figure typed into the copy, and a figure the sheet does not have", () => {
    edit("mx", "home", (json) => {
      at(json, "hero").description = "Compara 17 paqueterías y {{facts.couriers}} más.";
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/home.json › hero.description: writes a claim's figure (\"17 paqueterías\"): use the fact sheet's variable, like {{facts.carriers}}",
      "es-MX (mx) domain/locales/es-MX/home.json › hero.description: {{facts.couriers}} is no figure of the fact sheet (brands, activeUsers, warehouseArea, countries, pace, carriers, providers, packages, sla, sellers)",
    ]);
  });

  it("refuses a testimonial the contact page names but the content lacks", () => {
    edit("ar", "contact", (json) => {
      at(json, "reassurance").testimonial = "t9";
    });
    expect(messages()).toEqual([
      'es-AR (ar) domain/locales/es-AR/contact.json › reassurance.testimonial: names the testimonial "t9", which the shared blocks do not have (t1, t2, t3, t4, t5)',
    ]);
  });

  it("refuses a carrier strip without every carrier of the rate cards", () => {
    edit("mx", "content", (json) => {
      (at(json, "carriers").items as string[]).splice(0, 1);
    });
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/content.json › carriers.items: leaves out carriers of the rate cards (estafeta): the strip shows every carrier the claims count (ADR 45)",
    ]);
  });

  it("asks for the editor's layout, so that a save changes only what it edits", () => {
    const file = path.join(root, contentFile("mx", "facts"));
    writeFileSync(file, JSON.stringify(JSON.parse(readFileSync(file, "utf8"))));
    expect(messages()).toEqual([
      "es-MX (mx) domain/locales/es-MX/facts.json: not in the editor's layout (two-space JSON, one entry per line): `npm run content:check -- --fix` rewrites it",
    ]);
  });
});
