import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { COMPANY_FACTS_KEY, createCmsConfig } from "./config.ts";
import { countNote, editorText, langOf, maxNote } from "./labels.ts";

const config = createCmsConfig({ storage: { kind: "local" } });

interface Node {
  kind: string;
  label?: unknown;
  description?: unknown;
  maxLength?: unknown;
  fields?: Record<string, ComponentSchema>;
  element?: ComponentSchema;
  options?: { label: string; value: string }[];
}

/** Every field of a schema, with its path of keys ("*" for a list's entry). */
function* fieldsOf(
  schema: Record<string, ComponentSchema>,
  path: string[] = [],
): Generator<[path: string[], field: Node]> {
  for (const [key, field] of Object.entries(schema)) yield* walk(field as Node, [...path, key]);
}
function* walk(field: Node, path: string[]): Generator<[string[], Node]> {
  yield [path, field];
  if (field.kind === "object") yield* fieldsOf(field.fields!, path);
  if (field.kind === "array") yield* walk(field.element as Node, [...path, "*"]);
}

/** What the editor would show as a code name: a JSON key, camelCase, a dotted path, a placeholder. */
const codeName = (label: string, key: string) =>
  label === key || /^[a-z]+([A-Z][a-z0-9]*)+$/.test(label) || /[._{}<>]|\S\/\S/.test(label);

const singletons = config.singletons ?? {};
const entries = Object.entries({ ...singletons, ...config.collections });

describe("the editor's labels and help texts (issue 35 item 2)", () => {
  it("covers every collection and singleton of every market, and the company's figures", () => {
    expect(entries).toHaveLength(MARKET_IDS.length * 8 + 1);
    expect(entries.map(([key]) => key)).toContain(COMPANY_FACTS_KEY);
  });

  it.each(entries)("%s: every field has a plain label and a help text", (_, entry) => {
    const problems: string[] = [];
    let count = 0;
    for (const [path, field] of fieldsOf(entry.schema)) {
      count += 1;
      const key = path.filter((part) => part !== "*").at(-1)!;
      const where = path.join(".");
      if (typeof field.label !== "string" || !field.label.trim())
        problems.push(`${where}: no label`);
      else if (codeName(field.label, key)) problems.push(`${where}: code name "${field.label}"`);
      if (typeof field.description !== "string" || !field.description.trim())
        problems.push(`${where}: no help text`);
    }
    expect(count).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("speaks the editor's language: Spanish for es-MX and es-AR, English for en-US", () => {
    const carriers = (market: MarketId) => {
      const facts = singletons[`facts-${market}`]!.schema as Record<string, Node>;
      return facts.items!.fields!.carriers as Node;
    };
    expect(carriers("mx").label).toBe("Paqueterías");
    expect(carriers("ar").label).toBe("Paqueterías");
    expect(carriers("us").label).toBe("Carriers");
    expect(carriers("mx").description).toMatch(/tarifas/);
    expect(carriers("us").description).toMatch(/rate cards/);
  });

  it("ends a text's help with its limit, and a list's with how many entries it holds", () => {
    const home = singletons["home-mx"]!.schema as Record<string, Node>;
    const title = home.hero!.fields!.title as Node;
    expect(title.maxLength).toBeTypeOf("number");
    expect(title.description).toMatch(new RegExp(`${maxNote(title.maxLength as number, "es")}$`));
    const faq = (singletons["services-us"]!.schema as Record<string, Node>).faq!;
    const fullpack = faq.fields!.fullpack as Node;
    expect(fullpack.description).toMatch(/From 1 to 8\.$/);
    expect(countNote(3, 3, "es-AR")).toBe("Exactamente 3.");
  });

  it("names the footer's link texts and the services by their labels, not their keys", () => {
    const common = singletons["common-mx"]!.schema as Record<string, Node>;
    const sections = common.footer!.fields!.sections as Node;
    const link = (sections.element as Node).fields!.links as Node;
    const linkKey = (link.element as Node).fields!.linkKey as Node;
    expect(linkKey.options!.find((option) => option.value === "footer.links.apiDocs")?.label).toBe(
      "Documentación API",
    );
    const target = (link.element as Node).fields!.target as Node;
    expect(target.kind).toBe("form");
    expect(target.label).toBe("Abrir en una pestaña nueva");
  });
});

describe("the editor's own words", () => {
  it("addresses an es-AR editor with voseo, where it speaks to them", () => {
    expect(langOf("ar")).toBe("es-AR");
    expect(editorText("saveRefused", langOf("ar"))).toBe("No se guardó. Corregí estos problemas:");
    expect(editorText("saveRefused", langOf("mx"))).toBe("No se guardó. Corrige estos problemas:");
    expect(editorText("saveRefused", langOf("us"))).toBe("Not saved. Fix these problems:");
    // Where the words are the same, the Spanish serves both.
    expect(editorText("cancel", "es-AR")).toBe("Cancelar");
  });

  it("fills its placeholders", () => {
    expect(editorText("savedAt", "es", { time: "14:32" })).toBe("Guardado a las 14:32");
    expect(editorText("deleteEntry", "en", { name: "Casa Nopal" })).toBe("Delete “Casa Nopal”?");
  });
});
