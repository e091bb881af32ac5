import { describe, expect, it } from "vitest";
import { rateErrorText } from "./rates-calculator.ts";

describe("rateErrorText", () => {
  const templates = { too_heavy: "Máximo {max} kg", required: "Campo obligatorio" };

  it("fills the field's bound into its code's template", () => {
    expect(rateErrorText(templates, "too_heavy", "70")).toBe("Máximo 70 kg");
    expect(rateErrorText(templates, "required", "70")).toBe("Campo obligatorio");
  });

  it("shows the code of an error the locale has no text for", () => {
    expect(rateErrorText(templates, "unknown_code", "70")).toBe("unknown_code");
  });
});
