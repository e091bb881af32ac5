/**
 * SAMPLE rate cards for the United States, to be replaced by the company's: realistic orders of
 * magnitude, not real tariffs of Andén or of any carrier.
 *
 * Prices in cents of USD without sales tax (the rates page shows prices before tax), by zone 1–8
 * (zones.ts: |difference of the ZIPs' first digits| + 1); a price list shorter than eight zones
 * means the service does not reach the zones past its end.
 * Pure data: imported by the browser too, so no Node APIs here.
 */
import type { MarketRateCards } from "../types.ts";

export const US_RATES: MarketRateCards = {
  currency: "USD",
  vatRate: 0,
  cards: [
    {
      carrierId: "anden",
      carrierName: "Andén Last Mile",
      own: true,
      services: [
        {
          serviceId: "same_day",
          modality: "door",
          sameDayOnly: true,
          limits: { maxLengthCm: 100, maxSumCm: 200, maxWeightKg: 25 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [899] },
            { upToKg: 2, priceByZone: [999] },
            { upToKg: 5, priceByZone: [1199] },
            { upToKg: 10, priceByZone: [1499] },
            { upToKg: 20, priceByZone: [1999] },
          ],
          extraKgPriceByZone: [60],
          transitDaysByZone: [[0, 0]],
          coverageNote:
            "Same-day delivery within our hub metros (Los Angeles, Dallas, Chicago) for orders ready by noon.",
        },
        {
          serviceId: "next_day",
          modality: "door",
          sameDayOnly: true,
          limits: { maxLengthCm: 100, maxSumCm: 200, maxWeightKg: 25 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [699] },
            { upToKg: 2, priceByZone: [749] },
            { upToKg: 5, priceByZone: [899] },
            { upToKg: 10, priceByZone: [1149] },
            { upToKg: 20, priceByZone: [1599] },
          ],
          extraKgPriceByZone: [50],
          transitDaysByZone: [[1, 1]],
          coverageNote:
            "Next-business-day delivery within our hub metros (Los Angeles, Dallas, Chicago).",
        },
      ],
    },
    {
      carrierId: "ups",
      carrierName: "UPS",
      volumetricDivisor: 5000,
      services: [
        {
          serviceId: "standard",
          modality: "door",
          limits: { maxLengthCm: 270, maxSumCm: 400, maxWeightKg: 68 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [1045, 1085, 1170, 1275, 1380, 1515, 1650, 1795] },
            { upToKg: 2, priceByZone: [1120, 1165, 1255, 1365, 1480, 1625, 1770, 1925] },
            { upToKg: 5, priceByZone: [1385, 1440, 1550, 1690, 1830, 2010, 2190, 2380] },
            { upToKg: 10, priceByZone: [1840, 1915, 2060, 2245, 2430, 2670, 2905, 3165] },
            { upToKg: 20, priceByZone: [2790, 2900, 3125, 3405, 3685, 4045, 4410, 4800] },
            { upToKg: 30, priceByZone: [3650, 3795, 4090, 4455, 4820, 5290, 5765, 6280] },
          ],
          extraKgPriceByZone: [110, 115, 125, 135, 145, 160, 175, 190],
          transitDaysByZone: [
            [1, 1],
            [1, 2],
            [2, 3],
            [2, 3],
            [3, 4],
            [3, 5],
            [4, 5],
            [4, 6],
          ],
          coverageNote: "UPS Ground with pickup.",
        },
        {
          serviceId: "next_day",
          modality: "door",
          limits: { maxLengthCm: 270, maxSumCm: 400, maxWeightKg: 68 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [3250, 3740, 4390, 5040, 5690, 6340, 6990, 7640] },
            { upToKg: 2, priceByZone: [3690, 4245, 4980, 5720, 6460, 7195, 7935, 8670] },
            { upToKg: 5, priceByZone: [4820, 5545, 6505, 7470, 8435, 9400, 10365, 11325] },
            { upToKg: 10, priceByZone: [6680, 7680, 9020, 10355, 11690, 13025, 14360, 15700] },
            { upToKg: 20, priceByZone: [9850, 11330, 13300, 15270, 17240, 19210, 21175, 23150] },
            { upToKg: 30, priceByZone: [12740, 14650, 17200, 19745, 22295, 24845, 27390, 29940] },
          ],
          extraKgPriceByZone: [390, 450, 525, 605, 680, 760, 840, 915],
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
          coverageNote: "UPS Next Day Air with pickup.",
        },
      ],
    },
    {
      carrierId: "fedex",
      carrierName: "FedEx",
      volumetricDivisor: 5000,
      services: [
        {
          serviceId: "standard",
          modality: "branch",
          limits: { maxLengthCm: 270, maxSumCm: 400, maxWeightKg: 68 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [1015, 1055, 1135, 1240, 1350, 1480, 1625, 1765] },
            { upToKg: 2, priceByZone: [1095, 1140, 1225, 1335, 1455, 1600, 1750, 1905] },
            { upToKg: 5, priceByZone: [1355, 1410, 1520, 1655, 1800, 1980, 2170, 2360] },
            { upToKg: 10, priceByZone: [1805, 1875, 2020, 2200, 2400, 2635, 2890, 3140] },
            { upToKg: 20, priceByZone: [2740, 2850, 3070, 3345, 3645, 4000, 4385, 4770] },
            { upToKg: 30, priceByZone: [3590, 3735, 4020, 4380, 4775, 5240, 5745, 6245] },
          ],
          extraKgPriceByZone: [105, 110, 120, 130, 140, 155, 170, 185],
          transitDaysByZone: [
            [1, 1],
            [1, 2],
            [2, 3],
            [2, 4],
            [3, 4],
            [3, 5],
            [4, 5],
            [4, 6],
          ],
          coverageNote: "FedEx Ground: drop off at a FedEx location.",
        },
        {
          serviceId: "next_day",
          modality: "door",
          limits: { maxLengthCm: 270, maxSumCm: 400, maxWeightKg: 68 },
          weightBrackets: [
            { upToKg: 1, priceByZone: [3390, 3900, 4575, 5255, 5930, 6610, 7290, 7965] },
            { upToKg: 2, priceByZone: [3840, 4415, 5185, 5950, 6720, 7490, 8255, 9025] },
            { upToKg: 5, priceByZone: [4990, 5740, 6735, 7735, 8730, 9730, 10730, 11725] },
            { upToKg: 10, priceByZone: [6850, 7875, 9250, 10620, 11990, 13355, 14730, 16100] },
            { upToKg: 20, priceByZone: [10120, 11640, 13660, 15685, 17710, 19735, 21760, 23780] },
            { upToKg: 30, priceByZone: [13100, 15065, 17685, 20305, 22925, 25545, 28165, 30785] },
          ],
          extraKgPriceByZone: [400, 460, 540, 620, 700, 780, 860, 940],
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
          coverageNote: "FedEx Priority Overnight with pickup.",
        },
        {
          serviceId: "pallet_b2b",
          modality: "door",
          limits: { maxLengthCm: 240, maxWeightKg: 1000, minBilledWeightKg: 50 },
          weightBrackets: [
            { upToKg: 100, priceByZone: [18900, 21200, 24200, 27400, 30600, 34000, 37400, 40600] },
            { upToKg: 250, priceByZone: [28900, 32400, 37000, 41900, 46800, 52000, 57200, 62100] },
            { upToKg: 500, priceByZone: [44900, 50300, 57500, 65100, 72700, 80800, 88900, 96500] },
            {
              upToKg: 750,
              priceByZone: [58900, 66000, 75400, 85400, 95400, 106000, 116600, 126600],
            },
            {
              upToKg: 1000,
              priceByZone: [71900, 80500, 92000, 104300, 116500, 129400, 142400, 154600],
            },
          ],
          extraKgPriceByZone: [100, 100, 100, 100, 100, 100, 100, 200],
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
            "FedEx Freight LTL: one standard pallet (48 × 40 in, up to 2,200 lb), dock-to-dock pickup and delivery.",
        },
      ],
    },
    {
      carrierId: "usps",
      carrierName: "USPS",
      volumetricDivisor: 6000,
      services: [
        {
          serviceId: "standard",
          modality: "branch",
          limits: { maxLengthCm: 110, maxSumCm: 250, maxWeightKg: 31.5 },
          weightBrackets: [
            { upToKg: 0.5, priceByZone: [525, 540, 580, 630, 680, 760, 840, 920] },
            { upToKg: 1, priceByZone: [640, 660, 705, 770, 830, 930, 1025, 1120] },
            { upToKg: 2, priceByZone: [815, 840, 895, 980, 1060, 1180, 1305, 1425] },
            { upToKg: 5, priceByZone: [1190, 1225, 1310, 1430, 1545, 1725, 1905, 2080] },
            { upToKg: 10, priceByZone: [1680, 1730, 1850, 2015, 2185, 2435, 2690, 2940] },
            { upToKg: 20, priceByZone: [2540, 2615, 2795, 3050, 3300, 3685, 4065, 4445] },
            { upToKg: 30, priceByZone: [3360, 3460, 3695, 4030, 4370, 4870, 5375, 5880] },
          ],
          extraKgPriceByZone: [100, 105, 110, 120, 130, 145, 160, 175],
          transitDaysByZone: [
            [2, 3],
            [2, 3],
            [2, 4],
            [3, 4],
            [3, 5],
            [3, 5],
            [4, 5],
            [4, 6],
          ],
          coverageNote: "USPS Ground Advantage: drop off at a Post Office.",
        },
      ],
    },
  ],
};
