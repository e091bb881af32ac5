/**
 * SAMPLE rate cards for the United States, to be replaced by the company's: realistic orders of
 * magnitude and carriers' services that exist, not real tariffs of Andén or of any carrier.
 *
 * Prices in cents of USD before sales tax (the rates page shows prices before tax), by zone 1–8
 * (zones.ts: |difference of the ZIPs' first digits| + 1); a price list shorter than eight zones
 * means the service does not reach the zones past its end.
 * Sizes in inches and weights in pounds (the market's rule, measurement.ts: every card is quoted
 * with L × W × H / 139, billed by the next whole pound).
 * Pure data: imported by the browser too, so no Node APIs here.
 */
import type { MarketRateCards, RateCard, RateService } from "../types.ts";
import { carrier, serviceDeriver, serviceOf } from "./build.ts";

/**
 * Same-day delivery by the company's own drivers is coming soon in the US (the spec's copy labels it
 * so): not offered on the cards yet, it is the template the carriers' same-day services are
 * priced and timed like.
 */
const SAME_DAY_TEMPLATE: RateService = {
  serviceId: "same_day",
  modality: "door",
  sameDayOnly: true,
  limits: { maxLength: 40, maxSumOfSides: 80, maxWeight: 50 },
  weightBrackets: [
    { upTo: 1, priceByZone: [899] },
    { upTo: 2, priceByZone: [949] },
    { upTo: 5, priceByZone: [1099] },
    { upTo: 10, priceByZone: [1349] },
    { upTo: 20, priceByZone: [1799] },
    { upTo: 35, priceByZone: [2399] },
    { upTo: 50, priceByZone: [2999] },
  ],
  extraWeightPriceByZone: [60],
  transitDaysByZone: [[0, 0]],
};

const ANDEN: RateCard = {
  carrierId: "anden",
  carrierName: "Andén Last Mile",
  own: true,
  services: [
    {
      serviceId: "next_day",
      modality: "door",
      sameDayOnly: true,
      limits: { maxLength: 40, maxSumOfSides: 80, maxWeight: 50 },
      weightBrackets: [
        { upTo: 1, priceByZone: [649] },
        { upTo: 2, priceByZone: [699] },
        { upTo: 5, priceByZone: [799] },
        { upTo: 10, priceByZone: [999] },
        { upTo: 20, priceByZone: [1349] },
        { upTo: 35, priceByZone: [1799] },
        { upTo: 50, priceByZone: [2249] },
      ],
      extraWeightPriceByZone: [45],
      transitDaysByZone: [[1, 1]],
      coverageNote:
        "Next-business-day delivery within our hub metros (Los Angeles, Dallas, Chicago).",
    },
  ],
};

const USPS: RateCard = {
  carrierId: "usps",
  carrierName: "USPS",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "branch",
      limits: { maxLength: 108, maxLengthPlusGirth: 130, maxWeight: 70 },
      weightBrackets: [
        { upTo: 1, priceByZone: [540, 555, 575, 610, 690, 760, 830, 930] },
        { upTo: 2, priceByZone: [610, 630, 670, 740, 860, 990, 1120, 1290] },
        { upTo: 3, priceByZone: [660, 690, 745, 840, 1010, 1190, 1380, 1620] },
        { upTo: 5, priceByZone: [760, 800, 880, 1020, 1290, 1570, 1860, 2220] },
        { upTo: 10, priceByZone: [1050, 1120, 1260, 1540, 2050, 2580, 3140, 3760] },
        { upTo: 20, priceByZone: [1580, 1710, 1980, 2500, 3430, 4410, 5430, 6540] },
        { upTo: 30, priceByZone: [2080, 2270, 2660, 3400, 4740, 6130, 7580, 9150] },
        { upTo: 50, priceByZone: [3010, 3310, 3910, 5050, 7100, 9240, 11450, 13850] },
        { upTo: 70, priceByZone: [3900, 4300, 5100, 6620, 9350, 12190, 15130, 18310] },
      ],
      extraWeightPriceByZone: [60, 65, 80, 105, 150, 195, 245, 295],
      transitDaysByZone: [
        [2, 3],
        [2, 3],
        [2, 4],
        [2, 4],
        [3, 5],
        [3, 5],
        [3, 5],
        [4, 5],
      ],
      coverageNote: "USPS Ground Advantage: drop off at any Post Office.",
    },
  ],
};

const UPS: RateCard = {
  carrierId: "ups",
  carrierName: "UPS",
  network: "national",
  services: [
    {
      serviceId: "standard",
      modality: "door",
      limits: { maxLength: 108, maxLengthPlusGirth: 165, maxWeight: 150 },
      weightBrackets: [
        { upTo: 1, priceByZone: [1195, 1230, 1305, 1370, 1420, 1465, 1510, 1570] },
        { upTo: 2, priceByZone: [1260, 1310, 1400, 1490, 1560, 1620, 1700, 1780] },
        { upTo: 5, priceByZone: [1440, 1540, 1700, 1870, 2010, 2150, 2330, 2520] },
        { upTo: 10, priceByZone: [1760, 1930, 2220, 2560, 2850, 3150, 3500, 3850] },
        { upTo: 20, priceByZone: [2460, 2790, 3350, 3990, 4560, 5140, 5810, 6470] },
        { upTo: 30, priceByZone: [3100, 3590, 4380, 5310, 6140, 6980, 7960, 8940] },
        { upTo: 50, priceByZone: [4280, 5040, 6240, 7660, 8960, 10260, 11780, 13310] },
        { upTo: 70, priceByZone: [5330, 6350, 7930, 9800, 11510, 13230, 15240, 17270] },
        { upTo: 100, priceByZone: [6870, 8240, 10380, 12890, 15190, 17510, 20220, 22960] },
        { upTo: 150, priceByZone: [9280, 11190, 14170, 17670, 20880, 24130, 27910, 31750] },
      ],
      extraWeightPriceByZone: [60, 75, 95, 120, 140, 165, 190, 215],
      transitDaysByZone: [
        [1, 1],
        [1, 2],
        [2, 3],
        [2, 3],
        [3, 4],
        [3, 5],
        [4, 5],
        [4, 5],
      ],
      coverageNote: "UPS Ground, picked up at your door.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 108, maxLengthPlusGirth: 165, maxWeight: 150 },
      weightBrackets: [
        { upTo: 1, priceByZone: [3350, 3480, 3890, 4350, 4620, 4870, 5080, 5290] },
        { upTo: 2, priceByZone: [3690, 3860, 4360, 4930, 5260, 5580, 5840, 6120] },
        { upTo: 5, priceByZone: [4520, 4800, 5560, 6420, 6950, 7440, 7870, 8310] },
        { upTo: 10, priceByZone: [5830, 6290, 7440, 8760, 9590, 10380, 11070, 11780] },
        { upTo: 20, priceByZone: [8250, 9030, 10900, 13040, 14410, 15710, 16870, 18060] },
        { upTo: 30, priceByZone: [10420, 11480, 14000, 16890, 18750, 20520, 22110, 23740] },
        { upTo: 50, priceByZone: [14390, 15960, 19650, 23880, 26620, 29240, 31610, 34040] },
        { upTo: 70, priceByZone: [17960, 19980, 24720, 30170, 33710, 37110, 40180, 43340] },
        { upTo: 100, priceByZone: [22970, 25620, 31800, 38930, 43570, 48030, 52070, 56230] },
        { upTo: 150, priceByZone: [30760, 34390, 42820, 52580, 58950, 65080, 70640, 76370] },
      ],
      extraWeightPriceByZone: [205, 230, 285, 350, 390, 430, 470, 510],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ],
      coverageNote: "UPS Next Day Air, picked up at your door.",
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
      limits: { maxLength: 108, maxLengthPlusGirth: 165, maxWeight: 150 },
      weightBrackets: [
        { upTo: 1, priceByZone: [1160, 1195, 1265, 1330, 1375, 1420, 1465, 1525] },
        { upTo: 2, priceByZone: [1220, 1270, 1360, 1445, 1515, 1570, 1650, 1725] },
        { upTo: 5, priceByZone: [1395, 1495, 1650, 1815, 1950, 2085, 2260, 2445] },
        { upTo: 10, priceByZone: [1705, 1870, 2155, 2485, 2765, 3055, 3395, 3735] },
        { upTo: 20, priceByZone: [2385, 2705, 3250, 3870, 4425, 4985, 5635, 6275] },
        { upTo: 30, priceByZone: [3005, 3480, 4250, 5150, 5955, 6770, 7720, 8670] },
        { upTo: 50, priceByZone: [4150, 4890, 6055, 7430, 8690, 9950, 11425, 12910] },
        { upTo: 70, priceByZone: [5170, 6160, 7690, 9505, 11165, 12835, 14785, 16750] },
        { upTo: 100, priceByZone: [6665, 7995, 10070, 12505, 14735, 16985, 19615, 22270] },
        { upTo: 150, priceByZone: [9000, 10855, 13745, 17140, 20255, 23405, 27075, 30800] },
      ],
      extraWeightPriceByZone: [60, 75, 90, 115, 135, 160, 185, 210],
      transitDaysByZone: [
        [1, 1],
        [1, 2],
        [2, 3],
        [2, 3],
        [3, 4],
        [3, 5],
        [4, 5],
        [4, 5],
      ],
      coverageNote:
        "FedEx Ground, or FedEx Home Delivery to a home address: drop off at a FedEx location.",
    },
    {
      serviceId: "next_day",
      modality: "door",
      limits: { maxLength: 108, maxLengthPlusGirth: 165, maxWeight: 150 },
      weightBrackets: [
        { upTo: 1, priceByZone: [3215, 3340, 3735, 4175, 4435, 4675, 4875, 5080] },
        { upTo: 2, priceByZone: [3540, 3705, 4185, 4735, 5050, 5355, 5605, 5875] },
        { upTo: 5, priceByZone: [4340, 4610, 5340, 6165, 6670, 7140, 7555, 7980] },
        { upTo: 10, priceByZone: [5595, 6040, 7140, 8410, 9205, 9965, 10625, 11310] },
        { upTo: 20, priceByZone: [7920, 8670, 10465, 12520, 13835, 15080, 16195, 17340] },
        { upTo: 30, priceByZone: [10005, 11020, 13440, 16215, 18000, 19700, 21225, 22790] },
        { upTo: 50, priceByZone: [13815, 15320, 18865, 22925, 25555, 28070, 30345, 32680] },
        { upTo: 70, priceByZone: [17240, 19180, 23730, 28965, 32360, 35625, 38575, 41605] },
        { upTo: 100, priceByZone: [22050, 24595, 30530, 37375, 41825, 46110, 49985, 53980] },
        { upTo: 150, priceByZone: [29530, 33015, 41105, 50475, 56590, 62475, 67815, 73315] },
      ],
      extraWeightPriceByZone: [195, 220, 275, 335, 375, 415, 450, 490],
      transitDaysByZone: [
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ],
      coverageNote: "FedEx Standard Overnight, picked up at your door.",
    },
    {
      serviceId: "pallet_b2b",
      modality: "door",
      limits: { maxLength: 96, maxWeight: 2200, minBilledWeight: 150 },
      weightBrackets: [
        { upTo: 250, priceByZone: [18900, 21500, 24900, 28500, 32200, 36000, 39900, 43900] },
        { upTo: 500, priceByZone: [26900, 30600, 35400, 40500, 45800, 51200, 56700, 62400] },
        { upTo: 1000, priceByZone: [41900, 47600, 55100, 63100, 71300, 79700, 88300, 97100] },
        {
          upTo: 1500,
          priceByZone: [55900, 63500, 73500, 84100, 95100, 106300, 117800, 129500],
        },
        {
          upTo: 2200,
          priceByZone: [72900, 82800, 95900, 109700, 124000, 138600, 153600, 168900],
        },
      ],
      extraWeightPriceByZone: [35, 40, 45, 50, 57, 64, 70, 77],
      transitDaysByZone: [
        [1, 2],
        [1, 3],
        [2, 3],
        [2, 4],
        [3, 5],
        [3, 5],
        [4, 6],
        [5, 7],
      ],
      coverageNote:
        "FedEx Freight LTL: one standard 48 × 40 in pallet up to 2,200 lb, picked up at your dock and delivered to the consignee's dock.",
    },
  ],
};

// The other carriers, priced and timed like the published services above (build.ts): national
// ones reach every zone, regional and same-day ones fewer, LTL ones carry pallets only.
const derive = serviceDeriver(5);
const postal = serviceOf(USPS, "standard");
const ground = serviceOf(UPS, "standard");
const overnight = serviceOf(UPS, "next_day");
const ltl = serviceOf(FEDEX, "pallet_b2b");
const sameDay = SAME_DAY_TEMPLATE;

const POSTAL_LAST_MILE = "Economy ground, picked up at your door; the Postal Service delivers it.";
const SAME_DAY_NOTE = "Same-day delivery within the metro area.";
const LTL_NOTE = "LTL: a 48 × 40 in pallet, picked up at your dock.";

const parcel = (id: string, name: string, level: number, zones?: number) =>
  carrier(id, name, zones === undefined ? "national" : "regional", [
    derive({ like: ground, level, zones }),
  ]);
const freight = (id: string, name: string, level: number, zones?: number) =>
  carrier(id, name, "freight", [derive({ like: ltl, level, zones, coverageNote: LTL_NOTE })]);

const OTHER_CARRIERS: readonly RateCard[] = [
  carrier("amazon_shipping", "Amazon Shipping", "national", [
    derive({
      like: ground,
      level: 0.86,
      coverageNote: "Amazon Shipping Ground, picked up at your door.",
    }),
  ]),
  carrier("dhl_ecommerce", "DHL eCommerce", "national", [
    derive({
      like: postal,
      level: 1.08,
      modality: "door",
      slower: 1,
      coverageNote: POSTAL_LAST_MILE,
    }),
  ]),
  carrier("epost_global", "ePost Global", "national", [
    derive({
      like: postal,
      level: 1.1,
      modality: "door",
      slower: 1,
      coverageNote: POSTAL_LAST_MILE,
    }),
  ]),
  carrier("osm_worldwide", "OSM Worldwide", "national", [
    derive({
      like: postal,
      level: 1.06,
      modality: "door",
      slower: 1,
      coverageNote: POSTAL_LAST_MILE,
    }),
  ]),
  parcel("sendle", "Sendle", 0.72),
  parcel("ontrac", "OnTrac", 0.8, 5),
  carrier("lso", "LSO", "regional", [
    derive({ like: ground, level: 0.78, zones: 3 }),
    derive({ like: overnight, level: 0.72, zones: 3 }),
  ]),
  parcel("spee_dee", "Spee-Dee", 0.7, 2),
  carrier("gls_us", "GLS US", "regional", [
    derive({ like: ground, level: 0.76, zones: 3 }),
    derive({ like: overnight, level: 0.7, zones: 3 }),
  ]),
  carrier("better_trucks", "Better Trucks", "regional", [
    derive({ like: ground, level: 0.7, zones: 3 }),
    derive({ like: sameDay, level: 1.25, coverageNote: SAME_DAY_NOTE }),
  ]),
  parcel("cdl", "CDL Last Mile", 0.74, 2),
  parcel("veho", "Veho", 0.75, 3),
  carrier("uniuni", "UniUni", "regional", [
    derive({ like: ground, level: 0.62, zones: 4, slower: 1 }),
  ]),
  carrier("jitsu", "Jitsu", "regional", [
    derive({ like: ground, level: 0.72, zones: 3 }),
    derive({ like: sameDay, level: 1.3, coverageNote: SAME_DAY_NOTE }),
  ]),
  carrier("roadie", "Roadie", "regional", [
    derive({ like: sameDay, level: 1.4, coverageNote: SAME_DAY_NOTE }),
  ]),
  freight("tforce_freight", "TForce Freight", 1.03),
  freight("xpo", "XPO", 1.05),
  freight("estes", "Estes", 1.01),
  freight("old_dominion", "Old Dominion", 1.12),
  freight("saia", "Saia", 1),
  freight("rl_carriers", "R+L Carriers", 1.04),
  freight("abf_freight", "ABF Freight", 1.03),
  freight("averitt", "Averitt", 1.02, 6),
  freight("southeastern", "Southeastern Freight Lines", 1, 4),
  freight("aaa_cooper", "AAA Cooper", 1.01, 5),
  freight("central_transport", "Central Transport", 1),
  freight("dayton_freight", "Dayton Freight", 1.02, 4),
  freight("pitt_ohio", "Pitt Ohio", 1.04, 3),
];

export const US_RATES: MarketRateCards = {
  currency: "USD",
  vatRate: 0,
  units: { length: "in", weight: "lb" },
  cards: [ANDEN, USPS, UPS, FEDEX, ...OTHER_CARRIERS],
};
