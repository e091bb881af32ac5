// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyView } from "./widget.ts";

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
