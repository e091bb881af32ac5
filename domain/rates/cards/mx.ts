/**
 * SAMPLE rate cards for Mexico, to be replaced by the company's: realistic orders of magnitude,
 * not real tariffs of Andén or of any carrier.
 *
 * Prices in centavos of MXN without VAT (16 %), by zone 1–5 (zones.ts: 1 is the same state); a
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
      limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 25 },
      weightBrackets: [
        { upTo: 1, priceByZone: [9900, 11400] },
        { upTo: 2, priceByZone: [10900, 12500] },
        { upTo: 5, priceByZone: [12900, 14800] },
        { upTo: 10, priceByZone: [16900, 19400] },
        { upTo: 20, priceByZone: [22900, 26300] },
      ],
      extraWeightPriceByZone: [900, 1000],
      transitDaysByZone: [
        [0, 0],
        [0, 0],
      ],
      coverageNote:
        "Entrega el mismo día dentro de la zona metropolitana de la Ciudad de México; recolección antes de las 12:00.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      sameDayOnly: true,
      limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 25 },
      weightBrackets: [
        { upTo: 1, priceByZone: [7900, 9100] },
        { upTo: 2, priceByZone: [8900, 10200] },
        { upTo: 5, priceByZone: [10500, 12100] },
        { upTo: 10, priceByZone: [13900, 16000] },
        { upTo: 20, priceByZone: [18900, 21700] },
      ],
      extraWeightPriceByZone: [800, 900],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
      ],
      coverageNote:
        "Entrega al día hábil siguiente dentro de la zona metropolitana de la Ciudad de México.",
    },
    {
      serviceId: "standard",
      modality: "door",
      sameDayOnly: true,
      limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 25 },
      weightBrackets: [
        { upTo: 1, priceByZone: [6500, 7500] },
        { upTo: 2, priceByZone: [7200, 8300] },
        { upTo: 5, priceByZone: [8500, 9800] },
        { upTo: 10, priceByZone: [11500, 13200] },
        { upTo: 20, priceByZone: [15900, 18300] },
      ],
      extraWeightPriceByZone: [700, 800],
      transitDaysByZone: [
        [1, 2],
        [1, 2],
      ],
      coverageNote: "Entrega local en la zona metropolitana de la Ciudad de México.",
    },
  ],
};

const ESTAFETA: RateCard = {
  carrierId: "estafeta",
  carrierName: "Estafeta",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 150, maxSumOfSides: 300, maxWeight: 70 },
      weightBrackets: [
        { upTo: 1, priceByZone: [13500, 15100, 17600, 20200, 23600] },
        { upTo: 2, priceByZone: [14900, 16700, 19400, 22400, 26100] },
        { upTo: 5, priceByZone: [18900, 21200, 24600, 28400, 33100] },
        { upTo: 10, priceByZone: [25900, 29000, 33700, 38800, 45300] },
        { upTo: 20, priceByZone: [38900, 43600, 50600, 58400, 68100] },
        { upTo: 30, priceByZone: [51900, 58100, 67500, 77800, 90800] },
      ],
      extraWeightPriceByZone: [1500, 1700, 2000, 2200, 2600],
      transitDaysByZone: [
        [1, 2],
        [2, 3],
        [2, 4],
        [3, 5],
        [4, 6],
      ],
      coverageNote: "Terrestre: entregas el paquete en una sucursal Estafeta.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 120, maxSumOfSides: 250, maxWeight: 50 },
      weightBrackets: [
        { upTo: 1, priceByZone: [21900, 24100, 27400, 30700, 35000] },
        { upTo: 2, priceByZone: [23900, 26300, 29900, 33500, 38200] },
        { upTo: 5, priceByZone: [28900, 31800, 36100, 40500, 46200] },
        { upTo: 10, priceByZone: [37900, 41700, 47400, 53100, 60600] },
        { upTo: 20, priceByZone: [54900, 60400, 68600, 76900, 87800] },
        { upTo: 30, priceByZone: [71900, 79100, 89900, 100700, 115000] },
      ],
      extraWeightPriceByZone: [2200, 2400, 2800, 3100, 3500],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 2],
        [1, 2],
      ],
      coverageNote:
        "Día Siguiente con recolección a domicilio; en destinos extendidos puede tardar un día más.",
    },
  ],
};

const DHL: RateCard = {
  carrierId: "dhl",
  carrierName: "DHL",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "door",
      limits: { maxLength: 120, maxWeight: 70 },
      weightBrackets: [
        { upTo: 1, priceByZone: [18900, 20800, 23600, 26500, 30200] },
        { upTo: 2, priceByZone: [20500, 22600, 25600, 28700, 32800] },
        { upTo: 5, priceByZone: [24900, 27400, 31100, 34900, 39800] },
        { upTo: 10, priceByZone: [33500, 36900, 41900, 46900, 53600] },
        { upTo: 20, priceByZone: [48900, 53800, 61100, 68500, 78200] },
        { upTo: 30, priceByZone: [63900, 70300, 79900, 89500, 102200] },
      ],
      extraWeightPriceByZone: [2000, 2200, 2500, 2800, 3200],
      transitDaysByZone: [
        [1, 2],
        [2, 3],
        [2, 3],
        [3, 4],
        [3, 5],
      ],
      coverageNote: "Economy Select con recolección a domicilio.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 120, maxWeight: 70 },
      weightBrackets: [
        { upTo: 1, priceByZone: [28900, 31200, 34700, 39000, 43400] },
        { upTo: 2, priceByZone: [31500, 34000, 37800, 42500, 47200] },
        { upTo: 5, priceByZone: [37900, 40900, 45500, 51200, 56800] },
        { upTo: 10, priceByZone: [48900, 52800, 58700, 66000, 73400] },
        { upTo: 20, priceByZone: [69900, 75500, 83900, 94400, 104800] },
        { upTo: 30, priceByZone: [89900, 97100, 107900, 121400, 134800] },
      ],
      extraWeightPriceByZone: [2800, 3000, 3400, 3800, 4200],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 2],
      ],
      coverageNote: "Express con recolección a domicilio.",
    },
  ],
};

const FEDEX: RateCard = {
  carrierId: "fedex",
  carrierName: "FedEx",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 150, maxSumOfSides: 330, maxWeight: 68 },
      weightBrackets: [
        { upTo: 1, priceByZone: [15900, 17500, 20400, 23100, 27000] },
        { upTo: 2, priceByZone: [17500, 19300, 22400, 25400, 29800] },
        { upTo: 5, priceByZone: [21900, 24100, 28000, 31800, 37200] },
        { upTo: 10, priceByZone: [29500, 32400, 37800, 42800, 50200] },
        { upTo: 20, priceByZone: [43900, 48300, 56200, 63700, 74600] },
        { upTo: 30, priceByZone: [57900, 63700, 74100, 84000, 98400] },
      ],
      extraWeightPriceByZone: [1800, 2000, 2300, 2600, 3100],
      transitDaysByZone: [
        [1, 2],
        [2, 3],
        [2, 4],
        [3, 5],
        [3, 6],
      ],
      coverageNote: "Terrestre: entregas el paquete en un centro FedEx.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 150, maxSumOfSides: 330, maxWeight: 68 },
      weightBrackets: [
        { upTo: 1, priceByZone: [25900, 28500, 31600, 35700, 40100] },
        { upTo: 2, priceByZone: [28500, 31400, 34800, 39300, 44200] },
        { upTo: 5, priceByZone: [34500, 38000, 42100, 47600, 53500] },
        { upTo: 10, priceByZone: [44900, 49400, 54800, 62000, 69600] },
        { upTo: 20, priceByZone: [64900, 71400, 79200, 89600, 100600] },
        { upTo: 30, priceByZone: [83900, 92300, 102400, 115800, 130000] },
      ],
      extraWeightPriceByZone: [2600, 2900, 3200, 3600, 4000],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 2],
        [1, 2],
      ],
      coverageNote: "Standard Overnight con recolección a domicilio.",
    },
  ],
};

const PAQUETEXPRESS: RateCard = {
  carrierId: "paquetexpress",
  carrierName: "Paquetexpress",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 200, maxSumOfSides: 400, maxWeight: 70 },
      weightBrackets: [
        { upTo: 1, priceByZone: [11900, 13100, 14900, 17300, 20200] },
        { upTo: 2, priceByZone: [12900, 14200, 16100, 18700, 21900] },
        { upTo: 5, priceByZone: [16500, 18200, 20600, 23900, 28000] },
        { upTo: 10, priceByZone: [22500, 24800, 28100, 32600, 38200] },
        { upTo: 20, priceByZone: [33900, 37300, 42400, 49200, 57600] },
        { upTo: 30, priceByZone: [44900, 49400, 56100, 65100, 76300] },
      ],
      extraWeightPriceByZone: [1300, 1400, 1600, 1900, 2200],
      transitDaysByZone: [
        [1, 3],
        [2, 4],
        [3, 5],
        [4, 6],
        [5, 7],
      ],
      coverageNote: "Entregas el paquete en una sucursal Paquetexpress.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 150, maxSumOfSides: 300, maxWeight: 50 },
      weightBrackets: [
        { upTo: 1, priceByZone: [19900, 21900, 24900, 27900] },
        { upTo: 2, priceByZone: [21900, 24100, 27400, 30700] },
        { upTo: 5, priceByZone: [26500, 29200, 33100, 37100] },
        { upTo: 10, priceByZone: [34900, 38400, 43600, 48900] },
        { upTo: 20, priceByZone: [50900, 56000, 63600, 71300] },
        { upTo: 30, priceByZone: [66900, 73600, 83600, 93700] },
      ],
      extraWeightPriceByZone: [2000, 2200, 2500, 2800],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 2],
        [1, 2],
      ],
      coverageNote: "Día siguiente con recolección; no disponible hacia zonas extendidas (zona 5).",
    },
    {
      serviceId: "pallet_b2b",
      modality: "door",
      limits: { maxLength: 240, maxWeight: 1000, minBilledWeight: 50 },
      weightBrackets: [
        { upTo: 100, priceByZone: [149000, 171300, 201200, 238400, 283100] },
        { upTo: 250, priceByZone: [249000, 286400, 336200, 398400, 473100] },
        { upTo: 500, priceByZone: [399000, 458800, 538600, 638400, 758100] },
        { upTo: 750, priceByZone: [529000, 608300, 714200, 846400, 1005100] },
        { upTo: 1000, priceByZone: [649000, 746300, 876200, 1038400, 1233100] },
      ],
      extraWeightPriceByZone: [700, 800, 900, 1100, 1300],
      transitDaysByZone: [
        [1, 2],
        [2, 3],
        [3, 5],
        [4, 6],
        [5, 8],
      ],
      coverageNote:
        "Carga consolidada en tarima (120 × 100 cm, hasta una tonelada) con recolección en tu almacén; entrega a centros de distribución.",
    },
  ],
};

// The other carriers, priced and timed like the published services above (build.ts): national
// ones reach every zone, regional and same-day ones fewer, freight ones carry pallets only.
const derive = serviceDeriver(100);
const standard = serviceOf(ESTAFETA, "standard");
const express = serviceOf(ESTAFETA, "next_day");
const economyDoor = serviceOf(DHL, "standard");
const expressDoor = serviceOf(DHL, "next_day");
const branchEconomy = serviceOf(PAQUETEXPRESS, "standard");
const pallet = serviceOf(PAQUETEXPRESS, "pallet_b2b");
const sameDay = serviceOf(ANDEN, "same_day");
const localNextDay = serviceOf(ANDEN, "next_day");

const PALLET_NOTE = "Carga consolidada en tarima con recolección en tu almacén.";
const SAME_DAY_NOTE = "Entrega el mismo día en la zona metropolitana de la Ciudad de México.";

const OTHER_CARRIERS: readonly RateCard[] = [
  carrier("ups", "UPS", "national", [
    derive({
      like: economyDoor,
      level: 0.97,
      coverageNote: "UPS Standard con recolección a domicilio.",
    }),
    derive({
      like: expressDoor,
      level: 1.02,
      coverageNote: "UPS Express Saver con recolección a domicilio.",
    }),
  ]),
  carrier("redpack", "Redpack", "national", [
    derive({
      like: standard,
      level: 0.94,
      coverageNote: "Ecoexpress: entregas el paquete en una sucursal Redpack.",
    }),
    derive({ like: express, level: 0.96, coverageNote: "Express con recolección a domicilio." }),
  ]),
  carrier("jt_express", "J&T Express", "national", [
    derive({
      like: standard,
      level: 0.9,
      modality: "door",
      slower: 1,
      coverageNote: "Estándar con recolección a domicilio.",
    }),
  ]),
  carrier("ampm", "Ampm", "national", [
    derive({
      like: standard,
      level: 0.92,
      coverageNote: "Terrestre: entregas el paquete en una sucursal Ampm.",
    }),
    derive({ like: express, level: 0.98 }),
  ]),
  carrier("correos_de_mexico", "Correos de México", "national", [
    derive({
      like: standard,
      level: 0.88,
      slower: 2,
      coverageNote: "Entregas el paquete en una oficina de Correos de México.",
    }),
  ]),
  carrier("sendex", "Sendex", "regional", [
    derive({
      like: branchEconomy,
      level: 1.04,
      zones: 4,
      coverageNote: "Entregas el paquete en una sucursal Sendex.",
    }),
  ]),
  carrier("flecha_amarilla", "Flecha Amarilla", "regional", [
    derive({
      like: branchEconomy,
      level: 1.02,
      zones: 4,
      coverageNote: "Paquetería por autobús: entregas el paquete en una terminal.",
    }),
  ]),
  carrier("99minutos", "99minutos", "regional", [
    derive({ like: sameDay, level: 1.3, coverageNote: SAME_DAY_NOTE }),
    derive({
      like: express,
      level: 0.88,
      zones: 3,
      coverageNote: "Día siguiente entre las principales ciudades, con recolección.",
    }),
  ]),
  carrier("quiken", "Quiken", "regional", [
    derive({ like: sameDay, level: 1.35, coverageNote: SAME_DAY_NOTE }),
    derive({ like: express, level: 0.86, zones: 2 }),
  ]),
  carrier("ivoy", "iVoy", "regional", [
    derive({ like: sameDay, level: 1.4, coverageNote: SAME_DAY_NOTE }),
    derive({ like: localNextDay, level: 1.6 }),
  ]),
  carrier("tresguerras", "Tresguerras", "freight", [
    derive({ like: pallet, level: 1.04, coverageNote: PALLET_NOTE }),
  ]),
  carrier("castores", "Castores", "freight", [
    derive({ like: pallet, level: 1.02, coverageNote: PALLET_NOTE }),
  ]),
  carrier("fletes_mexico", "Fletes México", "freight", [
    derive({ like: pallet, level: 1.06, coverageNote: PALLET_NOTE }),
  ]),
];

export const MX_RATES: MarketRateCards = {
  currency: "MXN",
  vatRate: 0.16,
  units: { length: "cm", weight: "kg" },
  cards: [ANDEN, ESTAFETA, DHL, FEDEX, PAQUETEXPRESS, ...OTHER_CARRIERS],
};
