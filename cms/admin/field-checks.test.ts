// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { cleanup, render } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MARKET_IDS } from "../../domain/site.ts";
import { CONTENT_FILES, contentFile } from "../config.ts";
import type { MarketFiles } from "../rules.ts";
import { contentSchema } from "../schema/content.ts";
import { factsSchema } from "../schema/facts.ts";
import { homeSchema } from "../schema/home.ts";
import { storySchema } from "../schema/stories.ts";
import { contextOf, draftKey, setDraft, setSavedContent } from "./editor-state.ts";
import { problemsIn, variablesOf, withFieldChecks } from "./field-checks.tsx";
import { explainRefusals } from "./refusals.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const saved: MarketFiles[] = MARKET_IDS.map((market) => ({
  market,
  json: Object.fromEntries(
    CONTENT_FILES.map(({ namespace }) => [
      namespace,
      JSON.parse(readFileSync(path.join(ROOT, contentFile(market, namespace)), "utf8")),
    ]),
  ),
}));
setSavedContent(saved);
afterEach(cleanup);

interface Field {
  kind: "form";
  Input: ComponentType<{ value: unknown; onChange(value: unknown): void }>;
  validate(value: unknown): unknown;
}
const at = (schema: Record<string, ComponentSchema>, ...keys: string[]) =>
  keys.reduce<ComponentSchema>(
    (field, key) => (field as { fields: Record<string, ComponentSchema> }).fields[key]!,
    { kind: "object", fields: schema } as ComponentSchema,
  ) as unknown as Field;

const home = withFieldChecks(homeSchema("mx"), "mx", "home");
const title = at(home, "hero", "title");

/** The same field with a plain input for Keystatic's (whose controls need its providers). */
const plainInput = ({ value, onChange }: { value: unknown; onChange(value: unknown): void }) =>
  createElement("input", {
    "aria-label": "Título",
    value: value as string,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  });
const plainTitle = at(
  withFieldChecks(
    {
      hero: {
        kind: "object",
        label: "Cabecera",
        fields: {
          title: { ...(at(homeSchema("mx"), "hero", "title") as object), Input: plainInput },
        },
      },
    } as unknown as Record<string, ComponentSchema>,
    "mx",
    "home",
  ),
  "hero",
  "title",
);

describe("a field of the editor", () => {
  it("refuses, as the content check does, a placeholder the page does not fill", () => {
    expect(title.validate("Logística para tu tienda")).toBe("Logística para tu tienda");
    expect(() => title.validate("Logística para {{segmento}}")).toThrow(
      "{{segmento}} is not filled here",
    );
    // Keystatic's own rules still apply.
    expect(() => title.validate("")).toThrow("Título must not be empty");
  });

  it("shows the problem under the field as it is typed, and marks the field", () => {
    const { container, getByText } = render(
      createElement(plainTitle.Input, { value: "Cotiza 15 paqueterías", onChange: () => {} }),
    );
    expect(
      getByText(/writes a claim's figure \("15 paqueterías"\): use the fact sheet's variable/),
    ).toBeTruthy();
    const field = container.querySelector("[data-field-problem]")!;
    expect(field.getAttribute("data-field-label")).toBe("Cabecera › Título");
    const input = container.querySelector("input")!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([
      expect.stringMatching(/writes a claim's figure/),
      expect.stringMatching(/^21 \/ \d+$/),
    ]);
  });

  it("counts a text's characters under it, and tells a screen reader only at the limit", () => {
    const max = (plainTitle as unknown as { maxLength: number }).maxLength;
    const { container, rerender } = render(
      createElement(plainTitle.Input, { value: "Envíos", onChange: () => {} }),
    );
    const count = container.querySelector(".anden-count")!;
    const status = container.querySelector('[role="status"]')!;
    expect(count.textContent).toBe(`6 / ${max}`);
    expect(container.querySelector("input")!.getAttribute("aria-describedby")).toBe(count.id);
    expect(status.textContent).toBe("");
    rerender(createElement(plainTitle.Input, { value: "x".repeat(max), onChange: () => {} }));
    expect(count.textContent).toBe(`${max} / ${max}`);
    expect(status.textContent).toBe(`Límite alcanzado: ${max} de ${max} caracteres.`);
    rerender(createElement(plainTitle.Input, { value: "x".repeat(max + 2), onChange: () => {} }));
    expect(count.hasAttribute("data-over")).toBe(true);
    expect(status.textContent).toBe(`Pasa del límite: ${max + 2} de ${max} caracteres.`);
  });

  it("holds a figure to the data with its '+' as edited now", () => {
    const facts = withFieldChecks(factsSchema("mx"), "mx", "facts");
    const amount = at(facts, "items", "carriers", "amount");
    expect(() => amount.validate(40)).toThrow("claims more than 40, but the site's data holds 17");
    expect(() => amount.validate(17)).toThrow("claims more than 17");
    setDraft(draftKey("facts-mx", ["items", "carriers", "plus"]), false);
    expect(amount.validate(17)).toBe(17);
    setDraft(draftKey("facts-mx", ["items", "carriers", "plus"]), undefined);
  });

  it("offers the fact sheet's variables with what the page shows", () => {
    const variables = variablesOf(contextOf("mx")!);
    expect(variables).toContainEqual({
      name: "{{facts.carriers}}",
      shows: "15+ · paqueterías para elegir",
    });
    expect(variables).toContainEqual({
      name: "{{areas.metro}}",
      shows: "CDMX y su zona metropolitana",
    });
  });

  it("inserts a variable where the cursor is", () => {
    let value = "Elige entre  opciones";
    const { container, getByRole } = render(
      createElement(plainTitle.Input, { value, onChange: (next) => (value = next as string) }),
    );
    container.querySelector("input")!.setSelectionRange(12, 12);
    container.querySelector("details")!.open = true;
    getByRole("button", { name: "{{facts.carriers}}" }).click();
    expect(value).toBe("Elige entre {{facts.carriers}} opciones");
  });
});

describe("a list entry", () => {
  const content = withFieldChecks(contentSchema("mx"), "mx", "content");
  const items = at(content, "testimonials", "items") as unknown as {
    element: { fields: Record<string, ComponentSchema> } & ComponentSchema;
    itemLabel(props: unknown): string;
  };
  const entry = (quote: string) => ({
    schema: items.element,
    fields: Object.fromEntries(
      Object.entries(items.element.fields).map(([key, schema]) => [
        key,
        {
          schema,
          value:
            key === "quote"
              ? quote
              : key === "company"
                ? "Casa Nopal"
                : (schema as { defaultValue?: () => unknown }).defaultValue?.(),
        },
      ]),
    ),
  });

  it("counts the problems its fields hold and names them in its label", () => {
    const tooLong = "Muy bien. ".repeat(40);
    expect(problemsIn(entry(tooLong) as never)).toBeGreaterThan(0);
    expect(items.itemLabel(entry(tooLong))).toMatch(/^⚠ .+ \(\d+ problemas?\)$/);
  });
});

describe("a customer story's field (ADR 56), checked as the content check checks its file", () => {
  const story = withFieldChecks(storySchema("mx"), "mx", "stories");
  const figures = at(story, "figures") as unknown as {
    element: { fields: Record<string, ComponentSchema> } & ComponentSchema;
    itemLabel(props: unknown): string;
  };
  const label = figures.element.fields.label as unknown as Field;

  it("refuses a result that reads as a claim of the fact sheet, and marks its entry", () => {
    expect(label.validate("pedidos enviados al día")).toBe("pedidos enviados al día");
    expect(() => label.validate("paqueterías para elegir")).toThrow(
      'after its figure, "paqueterías" states a claim of the fact sheet',
    );
    const result = (text: string) => ({
      schema: figures.element,
      fields: {
        amount: { schema: figures.element.fields.amount, value: 16 },
        plus: { schema: figures.element.fields.plus, value: true },
        unit: { schema: figures.element.fields.unit, value: "" },
        label: { schema: figures.element.fields.label, value: text },
        scope: { schema: figures.element.fields.scope, value: "Hoy." },
      },
    });
    expect(figures.itemLabel(result("paqueterías"))).toBe("⚠ paqueterías (1 problema)");
    expect(figures.itemLabel(result("pedidos al día"))).toBe("pedidos al día");
  });

  it("refuses a figure the fact sheet lacks and a placeholder no page fills in its texts", () => {
    const solution = at(story, "solution");
    expect(solution.validate("Con {{facts.carriers}} paqueterías.")).toBe(
      "Con {{facts.carriers}} paqueterías.",
    );
    expect(() => solution.validate("Con {{facts.couriers}} paqueterías.")).toThrow(
      "{{facts.couriers}} is no figure of the fact sheet",
    );
    expect(() => at(story, "quote", "text").validate("Gracias, {{customer}}.")).toThrow(
      "{{customer}} is not filled here",
    );
  });

  it("holds the customer's name to the copy's rules, and leaves its address word to Keystatic", () => {
    const customer = at(story, "customer");
    const name = { name: "Casa Nopal", slug: "casa-nopal" };
    expect(customer.validate(name)).toEqual(name);
    expect(() => customer.validate({ name: "15 paqueterías", slug: "15-paqueterias" })).toThrow(
      "writes a claim's figure",
    );
  });
});

describe("a dialog's Done", () => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
  explainRefusals();
  const dialogWith = (problem: boolean) => {
    document.body.innerHTML = `<div role="dialog"><form><div class="anden-field" data-field-label="Testimonios › Cita" ${problem ? 'data-field-problem="Cita must be no longer than 300 characters"' : ""}><input></div></form></div>`;
    const form = document.querySelector("form")!;
    let closed = false;
    form.addEventListener("submit", () => (closed = true));
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return { closed, form, prevented: event.defaultPrevented };
  };

  it("does not close a dialog with a problem, and lists the problem in it", () => {
    const { closed, form, prevented } = dialogWith(true);
    expect({ closed, prevented }).toEqual({ closed: false, prevented: true });
    expect(form.querySelector('[role="alert"]')!.textContent).toContain(
      "Testimonios › Cita: Cita must be no longer than 300 characters",
    );
    expect(document.activeElement).toBe(form.querySelector("input"));
  });

  it("closes one without", () => {
    expect(dialogWith(false).closed).toBe(true);
  });
});
