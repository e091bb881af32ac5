/**
 * SAMPLE rate cards for Argentina, to be replaced by the company's: realistic orders of magnitude,
 * not real tariffs of Andén or of any carrier.
 *
 * Prices in centavos of ARS without IVA (21 %), by zone 1–5 (zones.ts: 1 is the same region); a
 * price list shorter than five zones means the service does not reach the zones past its end.
 * Sizes in centimetres and weights in kilograms (the market's rule, measurement.ts: every card
 * is quoted with L × H × W / 4000, billed in steps of 0.5 kg).
 * Pure data: imported by the browser too, so no Node APIs here.
 */
import type { MarketRateCards, RateCard } from "../types.ts";
import { carrier, serviceDeriver, serviceOf } from "./build.ts";

const ANDEN: RateCard = {
  carrierId: "anden",
  carrierName: "Andén Última Milla",
  own: true,
  services: [
    {
      serviceId: "same_day",
      modality: "door",
      sameDayOnly: true,
      limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 20 },
      weightBrackets: [
        { upTo: 1, priceByZone: [549000] },
        { upTo: 2, priceByZone: [599000] },
        { upTo: 5, priceByZone: [699000] },
        { upTo: 10, priceByZone: [849000] },
        { upTo: 20, priceByZone: [1149000] },
      ],
      extraWeightPriceByZone: [45000],
      transitDaysByZone: [[0, 0]],
      coverageNote:
        "Entrega en el día dentro del AMBA (CABA y GBA) para pedidos listos antes de las 12:00.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      sameDayOnly: true,
      limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 20 },
      weightBrackets: [
        { upTo: 1, priceByZone: [429000] },
        { upTo: 2, priceByZone: [469000] },
        { upTo: 5, priceByZone: [549000] },
        { upTo: 10, priceByZone: [689000] },
        { upTo: 20, priceByZone: [949000] },
      ],
      extraWeightPriceByZone: [38000],
      transitDaysByZone: [[1, 1]],
      coverageNote: "Entrega al día hábil siguiente dentro del AMBA (CABA y GBA).",
    },
  ],
};

const ANDREANI: RateCard = {
  carrierId: "andreani",
  carrierName: "Andreani",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "door",
      limits: { maxLength: 150, maxSumOfSides: 300, maxWeight: 50 },
      weightBrackets: [
        { upTo: 1, priceByZone: [899000, 1123800, 1348500, 1618200, 1977800] },
        { upTo: 2, priceByZone: [979000, 1223800, 1468500, 1762200, 2153800] },
        { upTo: 5, priceByZone: [1199000, 1498800, 1798500, 2158200, 2637800] },
        { upTo: 10, priceByZone: [1549000, 1936200, 2323500, 2788200, 3407800] },
        { upTo: 20, priceByZone: [2299000, 2873800, 3448500, 4138200, 5057800] },
        { upTo: 30, priceByZone: [2899000, 3623800, 4348500, 5218200, 6377800] },
      ],
      extraWeightPriceByZone: [95000, 118800, 142500, 171000, 209000],
      transitDaysByZone: [
        [1, 2],
        [2, 4],
        [3, 5],
        [4, 6],
        [5, 8],
      ],
      coverageNote: "Estándar con retiro en tu domicilio.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 120, maxSumOfSides: 250, maxWeight: 30 },
      weightBrackets: [
        { upTo: 1, priceByZone: [1299000, 1688700] },
        { upTo: 2, priceByZone: [1399000, 1818700] },
        { upTo: 5, priceByZone: [1699000, 2208700] },
        { upTo: 10, priceByZone: [2199000, 2858700] },
        { upTo: 20, priceByZone: [3199000, 4158700] },
        { upTo: 30, priceByZone: [4099000, 5328700] },
      ],
      extraWeightPriceByZone: [130000, 169000],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
      ],
      coverageNote: "Urgente: al día hábil siguiente, solo entre regiones cercanas (zonas 1 y 2).",
    },
  ],
};

const OCA: RateCard = {
  carrierId: "oca",
  carrierName: "OCA",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 150, maxSumOfSides: 300, maxWeight: 50 },
      weightBrackets: [
        { upTo: 1, priceByZone: [799000, 998800, 1198500, 1478200, 1837700] },
        { upTo: 2, priceByZone: [869000, 1086200, 1303500, 1607600, 1998700] },
        { upTo: 5, priceByZone: [1049000, 1311200, 1573500, 1940600, 2412700] },
        { upTo: 10, priceByZone: [1399000, 1748800, 2098500, 2588200, 3217700] },
        { upTo: 20, priceByZone: [2099000, 2623800, 3148500, 3883200, 4827700] },
        { upTo: 30, priceByZone: [2649000, 3311200, 3973500, 4900600, 6092700] },
      ],
      extraWeightPriceByZone: [85000, 106200, 127500, 157200, 195500],
      transitDaysByZone: [
        [2, 3],
        [3, 5],
        [4, 6],
        [5, 7],
        [6, 9],
      ],
      coverageNote: "Despachás el paquete en una sucursal OCA.",
    },
  ],
};

const CORREO_ARGENTINO: RateCard = {
  carrierId: "correo_argentino",
  carrierName: "Correo Argentino",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 150, maxWeight: 25 },
      weightBrackets: [
        { upTo: 1, priceByZone: [649000, 778800, 941000, 1135800, 1362900] },
        { upTo: 2, priceByZone: [719000, 862800, 1042600, 1258200, 1509900] },
        { upTo: 5, priceByZone: [879000, 1054800, 1274600, 1538200, 1845900] },
        { upTo: 10, priceByZone: [1149000, 1378800, 1666000, 2010800, 2412900] },
        { upTo: 20, priceByZone: [1699000, 2038800, 2463600, 2973200, 3567900] },
        { upTo: 25, priceByZone: [1999000, 2398800, 2898600, 3498200, 4197900] },
      ],
      extraWeightPriceByZone: [70000, 84000, 101500, 122500, 147000],
      transitDaysByZone: [
        [2, 4],
        [3, 5],
        [4, 7],
        [5, 8],
        [6, 10],
      ],
      coverageNote: "Paq.ar Clásico: despachás en una sucursal del Correo.",
    },
  ],
};

const ANDEN_B2B: RateCard = {
  carrierId: "anden_b2b",
  carrierName: "Andén B2B",
  own: true,
  services: [
    {
      serviceId: "pallet_b2b",
      modality: "door",
      limits: { maxLength: 240, maxWeight: 1000, minBilledWeight: 50 },
      weightBrackets: [
        { upTo: 100, priceByZone: [12900000, 16770000, 20640000, 25800000, 32250000] },
        { upTo: 250, priceByZone: [19900000, 25870000, 31840000, 39800000, 49750000] },
        { upTo: 500, priceByZone: [32900000, 42770000, 52640000, 65800000, 82250000] },
        { upTo: 750, priceByZone: [44900000, 58370000, 71840000, 89800000, 112250000] },
        { upTo: 1000, priceByZone: [55900000, 72670000, 89440000, 111800000, 139750000] },
      ],
      extraWeightPriceByZone: [56000, 72800, 89600, 112000, 140000],
      transitDaysByZone: [
        [1, 2],
        [2, 4],
        [3, 5],
        [4, 7],
        [5, 9],
      ],
      coverageNote:
        "Distribución de pallets (120 × 100 cm, hasta una tonelada) a centros de distribución y comercios; retiro en tu depósito.",
    },
  ],
};

// The other carriers, priced and timed like the published services above (build.ts): national
// ones reach every zone, regional and same-day ones fewer.
const derive = serviceDeriver(100);
const door = serviceOf(ANDREANI, "standard");
const nearbyExpress = serviceOf(ANDREANI, "next_day");
const branch = serviceOf(OCA, "standard");
const postal = serviceOf(CORREO_ARGENTINO, "standard");
const pallet = serviceOf(ANDEN_B2B, "pallet_b2b");
const sameDay = serviceOf(ANDEN, "same_day");
const localNextDay = serviceOf(ANDEN, "next_day");

/** Next business day to every zone, a day more to the farthest. */
const NATIONAL_EXPRESS = [
  [1, 1],
  [1, 1],
  [1, 1],
  [1, 2],
  [1, 2],
] as const;
const SAME_DAY_NOTE = "Entrega en el día dentro del AMBA (CABA y GBA).";

const OTHER_CARRIERS: readonly RateCard[] = [
  carrier("urbano", "Urbano", "national", [
    derive({ like: door, level: 0.9, coverageNote: "Estándar con retiro en tu domicilio." }),
  ]),
  carrier("via_cargo", "Vía Cargo", "national", [
    derive({
      like: branch,
      level: 0.95,
      coverageNote: "Despachás en una terminal o agencia Vía Cargo.",
    }),
  ]),
  carrier("cruz_del_sur", "Cruz del Sur", "national", [
    derive({ like: branch, level: 0.97, coverageNote: "Despachás en una agencia Cruz del Sur." }),
    derive({
      like: pallet,
      level: 1.06,
      coverageNote: "Cargas en pallet con retiro en tu depósito.",
    }),
  ]),
  carrier("integral_pack", "Integral Pack", "national", [
    derive({ like: door, level: 0.88, slower: 1 }),
  ]),
  carrier("credifin", "Credifin", "national", [derive({ like: door, level: 0.92, slower: 1 })]),
  carrier("dhl", "DHL", "national", [
    derive({
      like: door,
      level: 1.45,
      serviceId: "next_day",
      transit: NATIONAL_EXPRESS,
      coverageNote: "Express nacional con retiro en tu domicilio.",
    }),
  ]),
  carrier("fedex", "FedEx", "national", [
    derive({
      like: door,
      level: 1.5,
      serviceId: "next_day",
      transit: NATIONAL_EXPRESS,
      coverageNote: "Express nacional con retiro en tu domicilio.",
    }),
  ]),
  carrier("hop", "Hop", "national", [
    derive({ like: postal, level: 1.03, coverageNote: "Despachás en un punto Hop." }),
  ]),
  carrier("pickit", "Pickit", "national", [
    derive({ like: postal, level: 1.05, coverageNote: "Despachás en un punto Pickit." }),
  ]),
  carrier("andesmar", "Andesmar Cargas", "regional", [
    derive({
      like: branch,
      level: 0.93,
      zones: 4,
      coverageNote: "Despachás en una terminal Andesmar.",
    }),
  ]),
  carrier("fast_mail", "Fast Mail", "regional", [
    derive({ like: door, level: 0.86, zones: 2 }),
    derive({ like: nearbyExpress, level: 0.9, zones: 1 }),
  ]),
  carrier("moova", "Moova", "regional", [
    derive({ like: sameDay, level: 1.3, coverageNote: SAME_DAY_NOTE }),
    derive({ like: nearbyExpress, level: 0.8 }),
  ]),
  carrier("treggo", "Treggo", "regional", [
    derive({ like: sameDay, level: 1.35, coverageNote: SAME_DAY_NOTE }),
    derive({ like: localNextDay, level: 1.7 }),
  ]),
  carrier("rapiboy", "Rapiboy", "regional", [
    derive({ like: sameDay, level: 1.45, coverageNote: SAME_DAY_NOTE }),
  ]),
];

export const AR_RATES: MarketRateCards = {
  currency: "ARS",
  vatRate: 0.21,
  units: { length: "cm", weight: "kg" },
  cards: [ANDEN, ANDREANI, OCA, CORREO_ARGENTINO, ANDEN_B2B, ...OTHER_CARRIERS],
};
