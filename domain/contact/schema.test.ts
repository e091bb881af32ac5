import { describe, expect, it } from "vitest";
import { fieldErrors } from "../field-errors.ts";
import { contactEnvelopeSchema, contactSchema } from "./schema.ts";

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

  it("drops control and bidi characters, keeping the message's line breaks", () => {
    const parsed = contactSchema("mx").parse({
      ...valid,
      name: "Ma\u0000rí\u202ea",
      companyName: "Tienda\r\nAzul",
      message: "Hola,\r\n\u001b[31mnecesito\u0007 envíos\r\nGracias",
    });
    expect(parsed.name).toBe("María");
    expect(parsed.companyName).toBe("Tienda Azul");
    expect(parsed.message).toBe("Hola,\n[31mnecesito envíos\nGracias");
  });

  it("treats a message made only of combining marks as empty", () => {
    const result = contactSchema("mx").safeParse({ ...valid, message: "\u0301\u0302\u0303\u0304" });
    expect(fieldErrors(result.error!)).toEqual({ message: ["required"] });
  });

  it("takes phone numbers of digits, spaces and + ( ) - . only", () => {
    for (const phone of [
      "+52 1 222 1234567",
      "+54 9 11 2345-6789",
      "+54 9 11 23456789",
      "(55) 1234.5678",
      "5512345678",
    ]) {
      expect(contactSchema("mx").parse({ ...valid, phoneNumber: phone }).phoneNumber, phone).toBe(
        phone,
      );
    }
    for (const phone of [
      "+52\r\nX-Injected: 1",
      "55 1234 ext 5",
      "llámame",
      "123",
      "+52 55 1234 5678 9012 34",
    ]) {
      const result = contactSchema("mx").safeParse({ ...valid, phoneNumber: phone });
      expect(fieldErrors(result.error!), phone).toEqual({ phoneNumber: ["invalid_phone"] });
    }
  });
});

describe("contactEnvelopeSchema", () => {
  it("keeps a HubSpot visitor token of the cookie's shape and drops anything else", () => {
    const token = "0123456789abcdef0123456789ABCDEF";
    const parse = (hutk: string) =>
      contactEnvelopeSchema.parse({ context: { hutk } }).context?.hutk;
    expect(parse(token)).toBe(token.toLowerCase());
    for (const bad of ["abc", `${token}\r\n`, "g".repeat(32), `${token}0`]) {
      expect(parse(bad), bad).toBeUndefined();
    }
  });

  it("cleans the page name as any text", () => {
    const parsed = contactEnvelopeSchema.parse({
      context: { pageName: "Contacto\u202e | Andén\u0000" },
    });
    expect(parsed.context?.pageName).toBe("Contacto | Andén");
  });
});
