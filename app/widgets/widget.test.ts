// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyView, defineWidget } from "./widget.ts";

describe("applyView", () => {
  it("writes each part's attributes as React would, then each text on its element", () => {
    const form = document.createElement("form");
    const button = document.createElement("button");
    const hint = document.createElement("p");
    button.setAttribute("aria-describedby", "old");
    hint.textContent = "Fill in your name";

    applyView(
      { form, button },
      { form: { hidden: true }, button: { disabled: true, "aria-describedby": undefined } },
      [
        [button, "Sending…"],
        [hint, ""],
      ],
    );

    expect(form.hidden).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute("aria-describedby")).toBe(false);
    expect(button.textContent).toBe("Sending…");
    expect(hint.textContent).toBe("");

    applyView({ form, button }, { form: { hidden: false }, button: { disabled: false } });
    expect(form.hidden).toBe(false);
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Sending…");
  });
});

describe("parts", () => {
  const form = defineWidget("contact-form", ["form", "submit-hint", "success"]);

  it("gives each part by its name, a dashed name in camel case, looked up when it is read", () => {
    const root = document.createElement("div");
    root.innerHTML = `<form data-contact-form-part="form"><p data-contact-form-part="submit-hint"></p></form>`;
    const parts = form.parts<{ form: HTMLFormElement }>(root);

    const { form: element, submitHint } = parts;
    expect(element).toBe(root.querySelector("form"));
    expect(element.elements).toHaveLength(0);
    expect(submitHint).toBe(root.querySelector("p"));
    expect(Object.keys(parts)).toEqual(["form", "submitHint", "success"]);

    // A part missing from the markup fails only when it is read.
    expect(() => parts.success).toThrow('contact-form: missing part "success"');
    root.insertAdjacentHTML("beforeend", `<div data-contact-form-part="success"></div>`);
    expect(parts.success).toBe(root.lastElementChild);
  });
});
