/**
 * Zones from postal codes: pure data and lookups, no I/O, importable by the browser.
 *
 * - Mexico: the first two digits of the código postal give the state (SEPOMEX's assignment, every
 *   one of the 32 states); states are grouped into six regions and a region × region matrix gives
 *   the zone. The same state is zone 1 (local).
 * - Argentina: the first digit of the 4-digit código postal gives a region; a region × region
 *   matrix gives the zone (the same region is zone 1, or 2 in the far south).
 * - United States: zone = |first digit of origin ZIP − first digit of destination ZIP| + 1, capped
 *   at 8. A common simplification of the carriers' distance zones (which go by 3-digit prefixes);
 *   Alaska and Hawaii are always zone 8.
 *
 * The regions and matrices are SAMPLE data, to be replaced by the company's zone charts with the
 * rate cards (cards/*.ts).
 */
import type { MarketId } from "../site.ts";

/** The number of zones of each market: a card's price lists have at most this many entries. */
export const ZONE_COUNT = { mx: 5, ar: 5, us: 8 } as const satisfies Record<MarketId, number>;

/** Postal code formats: Mexico and US five digits, Argentina the four digits of the old CP. */
export const POSTAL_CODE_PATTERNS = {
  mx: /^\d{5}$/,
  ar: /^\d{4}$/,
  us: /^\d{5}$/,
} as const satisfies Record<MarketId, RegExp>;

export interface ZoneLookup {
  zone: number;
  originRegion: string;
  destinationRegion: string;
}

// ---------------------------------------------------------------------------------------------
// Mexico

/** ISO 3166-2:MX codes of the 32 states (CMX is Mexico City). */
// prettier-ignore
export type MxState =
  | "AGU" | "BCN" | "BCS" | "CAM" | "CHP" | "CHH" | "CMX" | "COA" | "COL" | "DUR" | "GUA"
  | "GRO" | "HID" | "JAL" | "MEX" | "MIC" | "MOR" | "NAY" | "NLE" | "OAX" | "PUE" | "QUE"
  | "ROO" | "SLP" | "SIN" | "SON" | "TAB" | "TAM" | "TLA" | "VER" | "YUC" | "ZAC";

/**
 * First two digits of the código postal → state, as ranges [from, to] inclusive. 00 and 17–19 are
 * not assigned.
 */
const MX_STATE_PREFIXES: readonly (readonly [from: number, to: number, state: MxState])[] = [
  [1, 16, "CMX"],
  [20, 20, "AGU"],
  [21, 22, "BCN"],
  [23, 23, "BCS"],
  [24, 24, "CAM"],
  [25, 27, "COA"],
  [28, 28, "COL"],
  [29, 30, "CHP"],
  [31, 33, "CHH"],
  [34, 35, "DUR"],
  [36, 38, "GUA"],
  [39, 41, "GRO"],
  [42, 43, "HID"],
  [44, 49, "JAL"],
  [50, 57, "MEX"],
  [58, 61, "MIC"],
  [62, 62, "MOR"],
  [63, 63, "NAY"],
  [64, 67, "NLE"],
  [68, 71, "OAX"],
  [72, 75, "PUE"],
  [76, 76, "QUE"],
  [77, 77, "ROO"],
  [78, 79, "SLP"],
  [80, 82, "SIN"],
  [83, 85, "SON"],
  [86, 86, "TAB"],
  [87, 89, "TAM"],
  [90, 90, "TLA"],
  [91, 96, "VER"],
  [97, 97, "YUC"],
  [98, 99, "ZAC"],
];

export type MxRegion = "centro" | "occidente" | "noreste" | "noroeste" | "sur" | "sureste";

const MX_REGION_OF_STATE: Readonly<Record<MxState, MxRegion>> = {
  CMX: "centro",
  MEX: "centro",
  HID: "centro",
  MOR: "centro",
  PUE: "centro",
  TLA: "centro",
  QUE: "centro",
  JAL: "occidente",
  GUA: "occidente",
  MIC: "occidente",
  COL: "occidente",
  NAY: "occidente",
  AGU: "occidente",
  ZAC: "occidente",
  NLE: "noreste",
  COA: "noreste",
  TAM: "noreste",
  SLP: "noreste",
  BCN: "noroeste",
  BCS: "noroeste",
  SON: "noroeste",
  SIN: "noroeste",
  CHH: "noroeste",
  DUR: "noroeste",
  GRO: "sur",
  OAX: "sur",
  CHP: "sur",
  VER: "sur",
  TAB: "sureste",
  CAM: "sureste",
  YUC: "sureste",
  ROO: "sureste",
};

/** Zone between two different states, by region (symmetric). The same state is zone 1. */
const MX_ZONE_MATRIX: Readonly<Record<MxRegion, Readonly<Record<MxRegion, number>>>> = {
  centro: { centro: 2, occidente: 3, noreste: 4, noroeste: 5, sur: 3, sureste: 4 },
  occidente: { centro: 3, occidente: 2, noreste: 3, noroeste: 4, sur: 4, sureste: 5 },
  noreste: { centro: 4, occidente: 3, noreste: 2, noroeste: 4, sur: 5, sureste: 5 },
  noroeste: { centro: 5, occidente: 4, noreste: 4, noroeste: 3, sur: 5, sureste: 5 },
  sur: { centro: 3, occidente: 4, noreste: 5, noroeste: 5, sur: 2, sureste: 3 },
  sureste: { centro: 4, occidente: 5, noreste: 5, noroeste: 5, sur: 3, sureste: 2 },
};

/** Index: the two-digit prefix (0–99). */
const MX_STATE_BY_PREFIX: readonly (MxState | undefined)[] = Array.from(
  { length: 100 },
  (_, n) => MX_STATE_PREFIXES.find(([from, to]) => n >= from && n <= to)?.[2],
);

/** The state of a Mexican código postal, or undefined when its prefix is not assigned. */
export function mxStateOf(cp: string): MxState | undefined {
  if (!POSTAL_CODE_PATTERNS.mx.test(cp)) return undefined;
  return MX_STATE_BY_PREFIX[Number(cp.slice(0, 2))];
}

function mxZone(originCp: string, destinationCp: string): ZoneLookup | undefined {
  const from = mxStateOf(originCp);
  const to = mxStateOf(destinationCp);
  if (!from || !to) return undefined;
  const originRegion = MX_REGION_OF_STATE[from];
  const destinationRegion = MX_REGION_OF_STATE[to];
  const zone = from === to ? 1 : MX_ZONE_MATRIX[originRegion][destinationRegion];
  return { zone, originRegion, destinationRegion };
}

// ---------------------------------------------------------------------------------------------
// Argentina

/** Index: the first digit of the CP. 0 is not assigned. */
const AR_REGIONS = [
  undefined,
  "amba", // 1: Ciudad de Buenos Aires and Gran Buenos Aires
  "litoral", // 2: Rosario, north of Buenos Aires province
  "nea", // 3: Santa Fe, Entre Ríos, Corrientes, Misiones, Chaco, Formosa
  "noa", // 4: Tucumán, Salta, Jujuy, Santiago del Estero, Catamarca
  "centro_cuyo", // 5: Córdoba, La Rioja, San Luis, San Juan, Mendoza
  "pampa", // 6: west of Buenos Aires province, La Pampa
  "costa_atlantica", // 7: south-east of Buenos Aires province, Mar del Plata
  "patagonia_norte", // 8: Bahía Blanca, Neuquén, Río Negro
  "patagonia_sur", // 9: Chubut, Santa Cruz, Tierra del Fuego
] as const;

/** Zone by region digit (1–9), symmetric; row and column 0 unused. */
const AR_ZONE_MATRIX: readonly (readonly number[])[] = [
  [],
  [0, 1, 2, 3, 4, 3, 2, 2, 3, 5],
  [0, 2, 1, 2, 3, 2, 2, 3, 4, 5],
  [0, 3, 2, 1, 3, 3, 3, 4, 5, 5],
  [0, 4, 3, 3, 1, 2, 4, 4, 5, 5],
  [0, 3, 2, 3, 2, 1, 3, 4, 4, 5],
  [0, 2, 2, 3, 4, 3, 1, 2, 2, 4],
  [0, 2, 3, 4, 4, 4, 2, 1, 3, 4],
  [0, 3, 4, 5, 5, 4, 2, 3, 1, 3],
  [0, 5, 5, 5, 5, 5, 4, 4, 3, 2],
];

function arZone(originCp: string, destinationCp: string): ZoneLookup | undefined {
  if (!POSTAL_CODE_PATTERNS.ar.test(originCp) || !POSTAL_CODE_PATTERNS.ar.test(destinationCp)) {
    return undefined;
  }
  const a = Number(originCp[0]);
  const b = Number(destinationCp[0]);
  const originRegion = AR_REGIONS[a];
  const destinationRegion = AR_REGIONS[b];
  const zone = AR_ZONE_MATRIX[a]?.[b];
  if (!originRegion || !destinationRegion || !zone) return undefined;
  return { zone, originRegion, destinationRegion };
}

// ---------------------------------------------------------------------------------------------
// United States

/** Index: the first digit of the ZIP code (the national area). */
const US_REGIONS = [
  "new_england", // 0: New England, New Jersey
  "new_york", // 1: New York, Pennsylvania, Delaware
  "mid_atlantic", // 2: DC, Maryland, Virginia, West Virginia, the Carolinas
  "southeast", // 3: Georgia, Florida, Alabama, Tennessee, Mississippi
  "great_lakes", // 4: Kentucky, Ohio, Indiana, Michigan
  "upper_midwest", // 5: Iowa, Wisconsin, Minnesota, the Dakotas, Montana
  "central", // 6: Illinois, Missouri, Kansas, Nebraska
  "south_central", // 7: Louisiana, Arkansas, Oklahoma, Texas
  "mountain", // 8: Colorado, Wyoming, Idaho, Utah, Arizona, New Mexico, Nevada
  "pacific", // 9: California, Oregon, Washington, Alaska, Hawaii
] as const;

/**
 * 3-digit prefixes with no quote: not assigned (000–004), military mail (090–098 AE, 340 AA,
 * 962–966 AP), 099, and territories outside this zone model (006–009 Puerto Rico and the Virgin
 * Islands, 969 Guam and the Pacific islands).
 */
const US_UNSERVED_PREFIXES: readonly (readonly [from: number, to: number])[] = [
  [0, 4],
  [6, 9],
  [90, 99],
  [340, 340],
  [962, 966],
  [969, 969],
];

/** Hawaii (967–968) and Alaska (995–999): always the farthest zone. */
const US_FAR_PREFIXES: readonly (readonly [from: number, to: number])[] = [
  [967, 968],
  [995, 999],
];

const inRanges = (value: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => value >= from && value <= to);

function usZone(originCp: string, destinationCp: string): ZoneLookup | undefined {
  if (!POSTAL_CODE_PATTERNS.us.test(originCp) || !POSTAL_CODE_PATTERNS.us.test(destinationCp)) {
    return undefined;
  }
  const a = Number(originCp.slice(0, 3));
  const b = Number(destinationCp.slice(0, 3));
  if (inRanges(a, US_UNSERVED_PREFIXES) || inRanges(b, US_UNSERVED_PREFIXES)) return undefined;
  const areaA = Number(originCp[0]);
  const areaB = Number(destinationCp[0]);
  const far = inRanges(a, US_FAR_PREFIXES) || inRanges(b, US_FAR_PREFIXES);
  const zone = far ? ZONE_COUNT.us : Math.min(ZONE_COUNT.us, Math.abs(areaA - areaB) + 1);
  return { zone, originRegion: US_REGIONS[areaA]!, destinationRegion: US_REGIONS[areaB]! };
}

// ---------------------------------------------------------------------------------------------

/**
 * The zone between two postal codes of a market, with the regions of each end; undefined when
 * either code is malformed, not assigned or outside the zone model (never throws).
 */
export function zoneFor(
  market: MarketId,
  originCp: string,
  destinationCp: string,
): ZoneLookup | undefined {
  switch (market) {
    case "mx":
      return mxZone(originCp, destinationCp);
    case "ar":
      return arZone(originCp, destinationCp);
    case "us":
      return usZone(originCp, destinationCp);
  }
}

/**
 * Where same-day delivery is offered, as postal-code ranges compared as numbers: Mexico the CDMX
 * metro (Ciudad de México 01000–16999 and the metro part of Estado de México 52000–57999),
 * Argentina the AMBA (CABA 1000–1499 and GBA 1600–1999), the US the company's hub metros by
 * 3-digit ZIP prefix (Los Angeles 900–918, Dallas 750–753, Chicago 606–608). SAMPLE coverage.
 */
const SAME_DAY_AREAS: Record<
  MarketId,
  readonly { id: string; digits: number; ranges: readonly (readonly [number, number])[] }[]
> = {
  mx: [
    {
      id: "cdmx_metro",
      digits: 5,
      ranges: [
        [1000, 16999],
        [52000, 57999],
      ],
    },
  ],
  ar: [
    {
      id: "amba",
      digits: 4,
      ranges: [
        [1000, 1499],
        [1600, 1999],
      ],
    },
  ],
  us: [
    { id: "los_angeles", digits: 3, ranges: [[900, 918]] },
    { id: "dallas", digits: 3, ranges: [[750, 753]] },
    { id: "chicago", digits: 3, ranges: [[606, 608]] },
  ],
};

/** The same-day area a postal code is in (the capital metro, or a US hub metro), if any. */
export function sameDayAreaOf(market: MarketId, cp: string): string | undefined {
  if (!POSTAL_CODE_PATTERNS[market].test(cp)) return undefined;
  for (const area of SAME_DAY_AREAS[market]) {
    if (inRanges(Number(cp.slice(0, area.digits)), area.ranges)) return area.id;
  }
  return undefined;
}

/** Whether a postal code is in the capital metro (in the US: in one of the hub metros). */
export function isCapitalMetro(market: MarketId, cp: string): boolean {
  return sameDayAreaOf(market, cp) !== undefined;
}
