import { describe, expect, it } from "vitest";
import { cutHistory, TRACKING_HISTORY_SHOWN } from "./history.ts";
import type { TrackingView } from "./view.ts";

const shipment = (events: number): TrackingView => ({
  trackingNumber: "AND-12345",
  correo: { nombre: "Estafeta" },
  tracking: Array.from({ length: events }, (_, index) => ({
    fecha: "26 de noviembre 14:05",
    mensaje: `evento ${index}`,
  })),
  status: "in_transit",
  estimatedDelivery: null,
});

describe("cutHistory", () => {
  it(`keeps the ${TRACKING_HISTORY_SHOWN} latest events of a longer history and counts the rest`, () => {
    const cut = cutHistory(shipment(TRACKING_HISTORY_SHOWN + 7), false);
    expect(cut.hidden).toBe(7);
    expect(cut.shipment.tracking).toHaveLength(TRACKING_HISTORY_SHOWN);
    expect(cut.shipment.tracking[0]!.mensaje).toBe("evento 7");
    expect(cut.shipment.tracking.at(-1)!.mensaje).toBe(`evento ${TRACKING_HISTORY_SHOWN + 6}`);
    expect(cut.shipment.status).toBe("in_transit");
  });

  it("leaves a short history, or one asked for in full, whole", () => {
    expect(cutHistory(shipment(TRACKING_HISTORY_SHOWN), false)).toEqual({
      shipment: shipment(TRACKING_HISTORY_SHOWN),
      hidden: 0,
    });
    expect(cutHistory(shipment(50), true)).toEqual({ shipment: shipment(50), hidden: 0 });
  });
});
