// @vitest-environment jsdom
import type { FormFieldInputProps } from "@keystatic/core";
import { KeystarProvider } from "@keystar/ui/core";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ILLUSTRATION_NAMES } from "../app/components/illustrations/names.ts";
import { SOCIAL_ICON_NAMES } from "../app/components/layout/social-icons.ts";
import { BRAND_LOGO_LABELS } from "../app/components/logos/BrandLogo.tsx";
import { ICON_NAMES } from "../app/components/ui/icon-names.ts";
import { CUSTOMER_LOGO_NAMES, STORE_LOGO_NAMES } from "../app/components/logos/logo-names.ts";
import { drawPictures } from "./admin/picture-thumbnails.tsx";
import { fieldsFor } from "./fields.ts";
import { PictureDrawings } from "./picture-picker.ts";

afterEach(cleanup);

const mx = fieldsFor("mx");
const us = fieldsFor("us");

type Input = ComponentType<FormFieldInputProps<string>>;

function renderPicker(field: { Input: Input }, value: string, options: { drawn?: boolean } = {}) {
  const onChange = vi.fn();
  const input = createElement(field.Input, {
    value,
    onChange,
    autoFocus: false,
    forceValidation: false,
  });
  // Keystatic's page holds its controls in its design system's provider.
  render(
    createElement(
      KeystarProvider,
      null,
      options.drawn === false
        ? input
        : createElement(PictureDrawings, { value: drawPictures }, input),
    ),
  );
  return onChange;
}

describe("the logo picker (issue 35 item 3)", () => {
  it.each([
    ["a customer's mark", mx.customerLogo(), CUSTOMER_LOGO_NAMES],
    ["a store platform", mx.storeLogo(), STORE_LOGO_NAMES],
  ])("keeps %s's code name as the file's value, as the select did", (_, field, names) => {
    for (const name of names) {
      expect(field.parse(name)).toBe(name);
      expect(field.validate(field.parse(name))).toBe(name);
      expect(field.serialize(name)).toEqual({ value: name });
      expect(field.reader.parse(name)).toBe(name);
    }
    expect(field.options.map((option) => option.value)).toEqual(names);
    expect(field.defaultValue()).toBe(names[0]);
  });

  it("refuses a name that is not one of its logos", () => {
    expect(() => mx.customerLogo().parse("sample-rocket")).toThrow("Must be a valid option");
    expect(() => mx.customerLogo().parse("shopify")).toThrow("Must be a valid option");
    expect(() => mx.storeLogo().parse("sample-cactus")).toThrow("Must be a valid option");
    expect(() => mx.storeLogo().parse(3)).toThrow("Must be a string");
  });

  it("names the logos in the editor's language; the English names are the site's", () => {
    expect(mx.customerLogo().options.map((option) => option.label)).toContain("Llama");
    expect(
      fieldsFor("ar")
        .customerLogo()
        .options.map((option) => option.label),
    ).toContain("Bicicleta");
    const english = [...us.customerLogo().options, ...us.storeLogo().options];
    for (const { value, label } of english) {
      expect(label).toBe(BRAND_LOGO_LABELS[value as keyof typeof BRAND_LOGO_LABELS]);
    }
  });

  it("shows every logo as a radio button, drawn by the site's component, with its name", () => {
    renderPicker(mx.customerLogo(), "sample-flame");
    const group = screen.getByRole("radiogroup", { name: "Logotipo" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    const radios = within(group).getAllByRole("radio");
    expect(radios).toHaveLength(CUSTOMER_LOGO_NAMES.length);
    expect(within(group).getByRole("radio", { name: "Llama" })).toHaveProperty("checked", true);
    const drawing = within(group).getByRole("img", { name: "Llama" });
    // The mark from the site's sprite, the name where the page writes the customer's.
    expect(drawing.querySelector("use")?.getAttribute("href")).toMatch(/#mark-flame$/);
    expect(drawing.textContent).toBe("Llama");
    expect(within(group).getAllByRole("img")).toHaveLength(CUSTOMER_LOGO_NAMES.length);
  });

  it("draws a store platform as the integrations page does", () => {
    renderPicker(us.storeLogo(), "shopify");
    const group = screen.getByRole("radiogroup", { name: "Logo" });
    expect(within(group).getAllByRole("img")).toHaveLength(STORE_LOGO_NAMES.length);
    const woo = within(group).getByRole("img", { name: "WooCommerce" });
    expect(woo.querySelector("use")?.getAttribute("href")).toMatch(/#store-woocommerce$/);
    expect(within(group).getByRole("img", { name: "Mercado Libre" }).textContent).toBe(
      "Mercado Libre",
    );
  });

  it("gives the chosen logo's code name to the editor", () => {
    const onChange = renderPicker(mx.customerLogo(), "sample-flame");
    fireEvent.click(screen.getByRole("radio", { name: "Maíz" }));
    expect(onChange).toHaveBeenCalledWith("sample-corn");
  });

  it("without the site's drawings (outside the editor's page), shows each logo's name", () => {
    renderPicker(mx.customerLogo(), "sample-flame", { drawn: false });
    const leaf = screen.getByRole("img", { name: "Hoja" });
    expect(leaf.textContent).toBe("Hoja");
    expect(leaf.querySelector("svg")).toBeNull();
    expect(screen.getByRole("radio", { name: "Hoja" })).toBeTruthy();
  });
});

describe("the icon and illustration pickers", () => {
  it.each([
    ["a card's icon", mx.icon(), ICON_NAMES],
    ["a social profile's icon", mx.socialIcon(), SOCIAL_ICON_NAMES],
    ["an illustration", mx.illustration(), ILLUSTRATION_NAMES],
  ])("keeps %s's code name as the file's value", (_, field, names) => {
    for (const name of names) {
      expect(field.parse(name)).toBe(name);
      expect(field.serialize(name)).toEqual({ value: name });
    }
    expect(field.options.map((option) => option.value)).toEqual(names);
    expect(() => field.parse("not-a-picture")).toThrow("Must be a valid option");
  });

  it("names every icon and illustration in each of the editor's languages, no code name", () => {
    for (const fieldsOf of [mx, us]) {
      for (const field of [fieldsOf.icon(), fieldsOf.socialIcon(), fieldsOf.illustration()]) {
        const labels = field.options.map((option) => option.label);
        expect(new Set(labels).size, labels.join(", ")).toBe(labels.length);
        for (const { label, value } of field.options) {
          expect(label, value).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
      }
    }
    expect(mx.icon().options.find((option) => option.value === "truck")?.label).toBe("Camión");
    expect(
      us.illustration().options.find((option) => option.value === "fleet-small-van")?.label,
    ).toBe("Small van");
  });

  it("draws each icon from the site's sprite beside its name", () => {
    renderPicker(mx.icon(), "truck");
    const group = screen.getByRole("radiogroup", { name: "Icono" });
    expect(within(group).getAllByRole("radio")).toHaveLength(ICON_NAMES.length);
    expect(within(group).getByRole("radio", { name: "Camión" })).toHaveProperty("checked", true);
    const truck = within(group).getByRole("img", { name: "Camión" });
    expect(truck.querySelector("use")?.getAttribute("href")).toMatch(/#truck$/);
    expect(truck.textContent).toBe("Camión");
  });

  it("draws a social profile's glyph and each illustration as the page does", () => {
    renderPicker(us.socialIcon(), "linkedin");
    const linkedIn = screen.getByRole("img", { name: "LinkedIn" });
    expect(linkedIn.querySelector("use")?.getAttribute("href")).toMatch(/#social-linkedin$/);
    cleanup();
    renderPicker(mx.illustration(), "service-b2b");
    const group = screen.getByRole("radiogroup", { name: "Ilustración" });
    expect(within(group).getAllByRole("img")).toHaveLength(ILLUSTRATION_NAMES.length);
    const forklift = within(group).getByRole("img", { name: "Montacargas y tarimas" });
    // The drawing itself, inline: the editor needs no file of the site's to show it.
    expect(forklift.querySelector("svg path")).not.toBeNull();
  });

  it("gives the chosen picture's code name to the editor", () => {
    const onChange = renderPicker(mx.illustration(), "service-b2b");
    fireEvent.click(screen.getByRole("radio", { name: "Camioneta chica" }));
    expect(onChange).toHaveBeenCalledWith("fleet-small-van");
  });
});
