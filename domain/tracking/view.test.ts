import { describe, expect, it } from "vitest";
import { buildTrackingView, type ShipmentHistory } from "./view.ts";

type HistoryEvent = ShipmentHistory["events"][number];

function stored(
  status: string,
  occurredAt: string,
  message: string,
  location: string | null = null,
) {
  return { status, message, location, occurredAt } satisfies HistoryEvent;
}

function shipment(events: HistoryEvent[], overrides: Partial<ShipmentHistory> = {}) {
  return {
    trackingNumber: "AND-12345",
    carrierName: "Estafeta",
    status: events.at(-1)?.status ?? "pending",
    estimatedDelivery: "2025-11-27",
    updatedAt: "2025-11-26T20:05:00.000Z",
    events,
    ...overrides,
  } satisfies ShipmentHistory;
}

describe("buildTrackingView", () => {
  it("gives the existing API's shape plus normalised fields, oldest event first", () => {
    const view = buildTrackingView(
      shipment([
        stored("pending", "2025-11-24T15:00:00.000Z", "Tu paquete está en el almacén del vendedor"),
        stored("in_transit", "2025-11-26T15:07:00.000Z", "El mensajero tiene tu paquete", "CDMX"),
      ]),
      "America/Mexico_City",
    );
    expect(view).toEqual({
      trackingNumber: "AND-12345",
      correo: { nombre: "Estafeta" },
      tracking: [
        {
          fecha: "24 de noviembre 9:00",
          mensaje: "Tu paquete está en el almacén del vendedor",
          status: "pending",
          stage: "in_depot",
          occurredAt: "2025-11-24T15:00:00.000Z",
        },
        {
          fecha: "26 de noviembre 9:07",
          mensaje: "El mensajero tiene tu paquete",
          status: "in_transit",
          stage: "with_courier",
          occurredAt: "2025-11-26T15:07:00.000Z",
          location: "CDMX",
        },
      ],
      status: "in_transit",
      stage: "with_courier",
      stagesReached: 3,
      estimatedDelivery: "2025-11-27",
      updatedAt: "2025-11-26T20:05:00.000Z",
    });
  });

  it("shows a return honestly, on the stage reached before it", () => {
    const view = buildTrackingView(
      shipment([
        stored("picked_up", "2025-11-20T15:00:00.000Z", "Retirado por el mensajero"),
        stored("out_for_delivery", "2025-11-21T15:00:00.000Z", "El mensajero tiene tu paquete"),
        stored("delivery_failed", "2025-11-21T19:00:00.000Z", "No pudimos entregar tu paquete"),
        stored("return_to_sender", "2025-11-23T15:00:00.000Z", "Devuelto al remitente"),
      ]),
      "America/Mexico_City",
    );
    expect(view).toMatchObject({
      status: "return_to_sender",
      stage: "with_courier",
      offPath: "returned",
      stagesReached: 3,
    });
    expect(view.tracking.map((event) => [event.stage, event.offPath])).toEqual([
      ["picked_up", undefined],
      ["with_courier", undefined],
      ["with_courier", "failed_attempt"],
      ["with_courier", "returned"],
    ]);
  });

  it("writes fecha in the market's zone", () => {
    const events = [stored("delivered", "2025-11-26T17:05:00.000Z", "Entregado")];
    expect(
      buildTrackingView(shipment(events), "America/Argentina/Buenos_Aires").tracking[0]?.fecha,
    ).toBe("26 de noviembre 14:05");
  });

  it("keeps an event with a status it does not know, without normalised fields", () => {
    const view = buildTrackingView(
      shipment([
        stored("pending", "2025-11-24T15:00:00.000Z", "En el almacén"),
        stored("customs_hold", "2025-11-25T15:00:00.000Z", "Retenido en aduana"),
      ]),
      "America/Mexico_City",
    );
    expect(view.tracking[1]).toEqual({
      fecha: "25 de noviembre 9:00",
      mensaje: "Retenido en aduana",
      occurredAt: "2025-11-25T15:00:00.000Z",
    });
    expect(view).toMatchObject({ status: "pending", stage: "in_depot", stagesReached: 0 });
  });
});
