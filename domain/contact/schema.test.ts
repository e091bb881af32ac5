import { describe, expect, it } from "vitest";
import { fieldErrors } from "../field-errors.ts";
import { contactSchema } from "./schema.ts";

const valid = {
  name: "María",
  lastName: "Pérez",
  email: "maria@example.com",
  phoneNumber: "+52 55 1234 5678",
  companyName: "Tienda Azul",
  companyType: ["ecommerce"],
  estimatedShipments: "50-99",
  origin: "Jalisco",
  message: "Hola",
  acceptTerms: true,
};

describe("contactSchema", () => {
  it("accepts a complete form", () => {
    expect(contactSchema("mx").safeParse(valid).success).toBe(true);
  });

  it("treats fields made only of control or invisible characters as empty", () => {
    const result = contactSchema("mx").safeParse({
      ...valid,
      companyName: "\u0000".repeat(50),
      name: "\u200b\u200c\u200d",
      lastName: "\u00ad\u2060\ufeff",
      phoneNumber: "\u001b\u007f\u0085",
      message: "\u3164 \u2800\t\n\u034f\ufe0f\u{e0100}\u17b4\u17b5\ufff0",
      estimatedShipments: "\u0000",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      companyName: ["required"],
      name: ["required"],
      lastName: ["required"],
      phoneNumber: ["required"],
      message: ["required"],
      estimatedShipments: ["select_required"],
    });
  });

  it("keeps text that has something visible in it", () => {
    const parsed = contactSchema("mx").parse({ ...valid, companyName: " Tienda\u200b Azul " });
    expect(parsed.companyName).toBe("Tienda\u200b Azul");
  });
});
