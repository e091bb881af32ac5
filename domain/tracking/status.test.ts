import { describe, expect, it } from "vitest";
import {
  CARRIER_STATUS_CODES,
  NORMALISED_STATUSES,
  normaliseStatus,
  progressOf,
  STAGE_INDEX,
  STAGES,
  stageIndex,
  stageOf,
} from "./status.ts";

describe("normaliseStatus", () => {
  it.each([
    ["INLD", "pending"],
    ["COLE", "ready_for_dispatch"],
    ["RETI", "picked_up"],
    ["ENVI", "in_transit"],
    ["REPO", "out_for_delivery"],
    ["ENTR", "delivered"],
    ["DEVU", "return_to_sender"],
  ])("maps the carrier code %s to %s", (code, status) => {
    expect(normaliseStatus(code)).toBe(status);
  });

  it("covers every carrier code of the existing API", () => {
    expect(Object.keys(CARRIER_STATUS_CODES).sort()).toEqual(
      ["COLE", "DEVU", "ENTR", "ENVI", "INLD", "REPO", "RETI"].sort(),
    );
  });

  it("ignores case and surrounding spaces", () => {
    expect(normaliseStatus("envi")).toBe("in_transit");
    expect(normaliseStatus(" Entr ")).toBe("delivered");
    expect(normaliseStatus("In_Transit")).toBe("in_transit");
    expect(normaliseStatus("DELIVERY_FAILED")).toBe("delivery_failed");
  });

  it("accepts every normalised status as itself", () => {
    for (const status of NORMALISED_STATUSES) expect(normaliseStatus(status)).toBe(status);
  });

  it.each(["", "XXXX", "entregado", "in transit", "toString", "__proto__", "constructor"])(
    "returns undefined for %j",
    (input) => {
      expect(normaliseStatus(input)).toBeUndefined();
    },
  );
});

describe("stages", () => {
  it("orders the happy path and exports each stage's index", () => {
    expect(STAGES).toEqual([
      "in_depot",
      "ready_for_dispatch",
      "picked_up",
      "with_courier",
      "delivered",
    ]);
    expect(STAGE_INDEX).toEqual({
      in_depot: 0,
      ready_for_dispatch: 1,
      picked_up: 2,
      with_courier: 3,
      delivered: 4,
    });
    expect(stageIndex("with_courier")).toBe(3);
  });

  it.each([
    ["pending", "in_depot"],
    ["ready_for_dispatch", "ready_for_dispatch"],
    ["picked_up", "picked_up"],
    ["in_transit", "with_courier"],
    ["out_for_delivery", "with_courier"],
    ["delivered", "delivered"],
  ] as const)("puts %s on the stage %s, on the happy path", (status, stage) => {
    expect(stageOf(status)).toEqual({ stage });
  });

  it("keeps a failed delivery attempt with the courier, flagged", () => {
    expect(stageOf("delivery_failed")).toEqual({
      stage: "with_courier",
      offPath: "failed_attempt",
    });
  });

  it("reports a return or an exception off the path, on the last stage reached", () => {
    expect(stageOf("return_to_sender", "with_courier")).toEqual({
      stage: "with_courier",
      offPath: "returned",
    });
    expect(stageOf("exception", "picked_up")).toEqual({ stage: "picked_up", offPath: "exception" });
    expect(stageOf("exception")).toEqual({ stage: "in_depot", offPath: "exception" });
  });
});

describe("progressOf", () => {
  it("follows the latest status", () => {
    expect(progressOf(["pending", "ready_for_dispatch", "picked_up"])).toEqual({
      stage: "picked_up",
      stagesReached: 2,
    });
    expect(progressOf(["pending", "in_transit", "out_for_delivery", "delivered"])).toEqual({
      stage: "delivered",
      stagesReached: 4,
    });
  });

  it("shows a return on the furthest stage reached before it", () => {
    expect(progressOf(["pending", "in_transit", "delivery_failed", "return_to_sender"])).toEqual({
      stage: "with_courier",
      offPath: "returned",
      stagesReached: 3,
    });
  });

  it("flags a failed attempt and an exception", () => {
    expect(progressOf(["picked_up", "delivery_failed"])).toEqual({
      stage: "with_courier",
      offPath: "failed_attempt",
      stagesReached: 3,
    });
    expect(progressOf(["pending", "ready_for_dispatch", "exception"])).toEqual({
      stage: "ready_for_dispatch",
      offPath: "exception",
      stagesReached: 1,
    });
  });

  it("starts in the depot without history", () => {
    expect(progressOf([])).toEqual({ stage: "in_depot", stagesReached: 0 });
  });
});
