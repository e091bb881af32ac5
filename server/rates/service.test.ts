import { describe, expect, it } from "vitest";
import { quoteParcel } from "../../domain/rates/quotes.ts";
import { createRatesService } from "./service.ts";

const PARCEL = {
  origin: "06700",
  destination: "44100",
  length: 30,
  height: 20,
  width: 15,
  weight: 2,
};

describe("the rates service", () => {
  it("quotes a parcel as the shared engine does, its JSON written once per parcel", () => {
    const rates = createRatesService({ market: "mx" });
    const first = rates.quote(PARCEL);
    const again = rates.quote({ utm_source: "mail", ...PARCEL });
    if (!first.ok || !again.ok) throw new Error("not quoted");
    const fresh = quoteParcel("mx", PARCEL);
    expect(new TextDecoder().decode(first.json)).toBe(JSON.stringify(fresh.ok && fresh.quotes));
    expect(again.json).toBe(first.json);
  });

  it("names the fields at fault, and keeps no refusal", () => {
    const rates = createRatesService({ market: "mx" });
    const refused = rates.quote({ ...PARCEL, weight: "x" });
    expect(refused).toEqual({ ok: false, fields: { weight: [expect.any(String)] } });
    expect(rates.quote({ ...PARCEL, weight: "x" }).ok).toBe(false);
    expect(rates.quote({}).ok).toBe(false);
  });

  it("quotes its own market", () => {
    const us = createRatesService({ market: "us" }).quote({
      ...PARCEL,
      origin: "10001",
      destination: "94105",
    });
    if (!us.ok) throw new Error("not quoted");
    expect(JSON.parse(new TextDecoder().decode(us.json))).toMatchObject({ market: "us" });
  });
});
