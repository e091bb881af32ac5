import { describe, expect, it } from "vitest";
import { strictTranslator } from "../../tooling/locale-files.ts";
import { MARKETS } from "../site.ts";
import { addsSomething, eventLines } from "./event-lines.ts";
import { NORMALISED_STATUSES, type NormalisedStatus } from "./status.ts";

const headlines = (market: keyof typeof MARKETS) => {
  const t = strictTranslator(MARKETS[market].locale);
  return (status: NormalisedStatus) => t(`tracking:events.${status}`);
};
const stage = (market: keyof typeof MARKETS, key: string) =>
  strictTranslator(MARKETS[market].locale)(`tracking:details.stages.${key}`);

describe("addsSomething", () => {
  it("ignores case, accents, punctuation and short words", () => {
    expect(addsSomething("ENTREGADO.", ["Entregado con éxito"])).toBe(false);
    expect(addsSomething("En distribución", ["Tu paquete salió a distribución"])).toBe(false);
    expect(
      addsSomething("At the seller's warehouse", ["Your package is at the seller's warehouse"]),
    ).toBe(false);
  });

  it("counts a new word or figure as news", () => {
    expect(addsSomething("Entregado. Recibió: Laura M.", ["Entregado con éxito"])).toBe(true);
    expect(addsSomething("Ruta 14", ["Ruta"])).toBe(true);
  });
});

describe("eventLines", () => {
  it("has a headline for every status in every market", () => {
    for (const market of Object.keys(MARKETS) as (keyof typeof MARKETS)[]) {
      for (const status of NORMALISED_STATUSES) {
        expect(headlines(market)(status)).not.toBe("");
      }
    }
  });

  it("writes the headline from the status, in the market's language, whatever the carrier wrote", () => {
    const event = { status: "out_for_delivery" as const, mensaje: "Out For Delivery Today" };
    expect(eventLines(event, headlines("us"))).toEqual({
      headline: "Out for delivery",
      carrierNote: "Out For Delivery Today",
    });
    expect(eventLines(event, headlines("mx")).headline).toBe("El mensajero tiene tu paquete");
    expect(eventLines(event, headlines("ar")).headline).toBe("Tu paquete salió a distribución");
  });

  it("drops the carrier's text when the headline, the place or the carrier already say it", () => {
    expect(
      eventLines({ status: "picked_up", mensaje: "Recolectado por DHL" }, headlines("mx"), [
        "Querétaro, Qro.",
        "DHL",
      ]),
    ).toEqual({
      headline: "Recolectado por el mensajero",
    });
    expect(
      eventLines({ status: "in_transit", mensaje: "Arrived at Hodgkins, IL" }, headlines("us"), [
        "Hodgkins, IL",
        "UPS",
      ]),
    ).toEqual({
      headline: "In transit",
      carrierNote: "Arrived at Hodgkins, IL",
    });
    expect(eventLines({ status: "delivered", mensaje: "  " }, headlines("ar"))).toEqual({
      headline: "Entregado",
    });
  });

  it("keeps the carrier's text as the headline when the status is unknown", () => {
    expect(eventLines({ mensaje: "Aduana: en revisión" }, headlines("mx"))).toEqual({
      headline: "Aduana: en revisión",
    });
  });

  it("uses one verb in the history and the stepper for the pick-up, per market", () => {
    expect(headlines("mx")("picked_up")).toMatch(/^Recolectado/);
    expect(stage("mx", "picked_up")).toMatch(/^Recolectado/);
    expect(headlines("ar")("picked_up")).toMatch(/^Retirado/);
    expect(stage("ar", "picked_up")).toMatch(/^Retirado/);
    expect(headlines("us")("picked_up")).toMatch(/^Picked up/);
    expect(stage("us", "picked_up")).toMatch(/^Picked up/);
  });
});
