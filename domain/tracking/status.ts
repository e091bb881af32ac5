/**
 * One status vocabulary for every carrier, and the five stages the tracking page shows.
 *
 * Carriers report their own codes (the existing tracking API: INLD, COLE, RETI, ENVI, REPO, ENTR,
 * DEVU); they are normalised to NORMALISED_STATUSES, named after the statuses of established
 * tracking APIs. Each status sits on one stage of the happy path (in the seller's depot → ready
 * for dispatch → retired by the courier → the courier has the package → delivered), except the
 * off-path ones: a return or an exception is shown as what it is, next to the last stage reached.
 */

export const NORMALISED_STATUSES = [
  "pending",
  "ready_for_dispatch",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivery_failed",
  "delivered",
  "return_to_sender",
  "exception",
] as const;
export type NormalisedStatus = (typeof NORMALISED_STATUSES)[number];

/** The existing tracking API's codes, the first carrier mapping. */
export const CARRIER_STATUS_CODES = {
  /** In the seller's depot. */
  INLD: "pending",
  /** Ready for dispatch. */
  COLE: "ready_for_dispatch",
  /** Retired (picked up) by the courier. */
  RETI: "picked_up",
  /** On its way. */
  ENVI: "in_transit",
  /** Out for delivery ("en reparto"). */
  REPO: "out_for_delivery",
  /** Delivered. */
  ENTR: "delivered",
  /** Returned to the sender. */
  DEVU: "return_to_sender",
} as const satisfies Record<string, NormalisedStatus>;
export type CarrierStatusCode = keyof typeof CARRIER_STATUS_CODES;

const STATUS_SET: ReadonlySet<string> = new Set(NORMALISED_STATUSES);

export function isNormalisedStatus(value: unknown): value is NormalisedStatus {
  return typeof value === "string" && STATUS_SET.has(value);
}

/**
 * A carrier code (any case, e.g. "envi") or a normalised status (any case, e.g. "In_Transit") as
 * a normalised status; undefined when it is neither.
 */
export function normaliseStatus(input: string): NormalisedStatus | undefined {
  const text = input.trim();
  const code = text.toUpperCase();
  if (Object.hasOwn(CARRIER_STATUS_CODES, code)) {
    return CARRIER_STATUS_CODES[code as CarrierStatusCode];
  }
  const status = text.toLowerCase();
  return isNormalisedStatus(status) ? status : undefined;
}

/** The happy path, in order. */
export const STAGES = [
  "in_depot",
  "ready_for_dispatch",
  "picked_up",
  "with_courier",
  "delivered",
] as const;
export type Stage = (typeof STAGES)[number];

/** Position of each stage on the happy path (0-4), for progress bars. */
export const STAGE_INDEX: Readonly<Record<Stage, number>> = Object.freeze(
  Object.fromEntries(STAGES.map((stage, index) => [stage, index])) as Record<Stage, number>,
);

export function stageIndex(stage: Stage): number {
  return STAGE_INDEX[stage];
}

/** Why a shipment is not simply on a stage of the happy path. */
export type OffPath = "returned" | "exception" | "failed_attempt";

export interface StagePosition {
  stage: Stage;
  offPath?: OffPath;
}

const HAPPY_PATH_STAGE: Partial<Record<NormalisedStatus, Stage>> = {
  pending: "in_depot",
  ready_for_dispatch: "ready_for_dispatch",
  picked_up: "picked_up",
  in_transit: "with_courier",
  out_for_delivery: "with_courier",
  delivered: "delivered",
};

/**
 * Where a status puts the shipment. A failed delivery attempt leaves the package with the courier
 * (offPath "failed_attempt"). A return or an exception has no stage of its own: it is reported
 * with offPath set, on `lastStageReached`, which the caller takes from the shipment's history
 * (see progressOf); without history, the first stage.
 */
export function stageOf(
  status: NormalisedStatus,
  lastStageReached: Stage = "in_depot",
): StagePosition {
  switch (status) {
    case "delivery_failed":
      return { stage: "with_courier", offPath: "failed_attempt" };
    case "return_to_sender":
      return { stage: lastStageReached, offPath: "returned" };
    case "exception":
      return { stage: lastStageReached, offPath: "exception" };
    default:
      return { stage: HAPPY_PATH_STAGE[status] ?? "in_depot" };
  }
}

export interface Progress extends StagePosition {
  /** STAGE_INDEX of `stage`: how many stages after the first one are reached. */
  stagesReached: number;
}

/**
 * The position of a shipment from its statuses in time order: the latest status decides; a return
 * or an exception stays on the furthest happy-path stage reached before it.
 */
export function progressOf(statuses: readonly NormalisedStatus[]): Progress {
  const latest = statuses.at(-1);
  if (latest === undefined) return { stage: "in_depot", stagesReached: 0 };
  let furthest: Stage = "in_depot";
  for (const status of statuses) {
    const { stage, offPath } = stageOf(status);
    if (
      offPath !== "returned" &&
      offPath !== "exception" &&
      STAGE_INDEX[stage] > STAGE_INDEX[furthest]
    ) {
      furthest = stage;
    }
  }
  const position = stageOf(latest, furthest);
  return { ...position, stagesReached: STAGE_INDEX[position.stage] };
}
