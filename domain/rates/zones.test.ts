import { describe, expect, it } from "vitest";
import type { MarketId } from "../site.ts";
import { isCapitalMetro, mxStateOf, sameDayAreaOf, zoneFor } from "./zones.ts";

describe("zoneFor", () => {
  it.each<[MarketId, string, string, number, string, string]>([
    // Mexico: the same state is zone 1; otherwise the region × region matrix.
    ["mx", "06700", "06700", 1, "centro", "centro"], // CDMX → CDMX
    ["mx", "06700", "16000", 1, "centro", "centro"], // CDMX → Xochimilco
    ["mx", "06700", "53000", 2, "centro", "centro"], // CDMX → Naucalpan (Estado de México)
    ["mx", "06700", "44100", 3, "centro", "occidente"], // CDMX → Guadalajara
    ["mx", "06700", "64000", 4, "centro", "noreste"], // CDMX → Monterrey
    ["mx", "06700", "97000", 4, "centro", "sureste"], // CDMX → Mérida
    ["mx", "06700", "22000", 5, "centro", "noroeste"], // CDMX → Tijuana
    ["mx", "44100", "06700", 3, "occidente", "centro"], // symmetric
    ["mx", "44100", "64000", 3, "occidente", "noreste"], // Guadalajara → Monterrey
    ["mx", "64000", "66450", 1, "noreste", "noreste"], // Monterrey → San Nicolás (both NL)
    ["mx", "22000", "83000", 3, "noroeste", "noroeste"], // Tijuana → Hermosillo
    ["mx", "97000", "77500", 2, "sureste", "sureste"], // Mérida → Cancún
    ["mx", "99000", "98000", 1, "occidente", "occidente"], // Fresnillo → Zacatecas
    // Argentina: first digit → region; the same region is zone 1.
    ["ar", "1425", "1425", 1, "amba", "amba"], // CABA → CABA
    ["ar", "1425", "1900", 1, "amba", "amba"], // CABA → La Plata
    ["ar", "1425", "2000", 2, "amba", "litoral"], // CABA → Rosario
    ["ar", "1425", "5000", 3, "amba", "centro_cuyo"], // CABA → Córdoba
    ["ar", "5500", "4000", 2, "centro_cuyo", "noa"], // Mendoza → Tucumán
    ["ar", "1425", "9410", 5, "amba", "patagonia_sur"], // CABA → Ushuaia
    // United States: |first digit difference| + 1, at most 8; Alaska and Hawaii are 8.
    ["us", "90012", "90210", 1, "pacific", "pacific"], // LA → Beverly Hills
    ["us", "60601", "75201", 2, "central", "south_central"], // Chicago → Dallas
    ["us", "90012", "75201", 3, "pacific", "south_central"], // LA → Dallas
    ["us", "10001", "02108", 2, "new_york", "new_england"], // New York → Boston
    ["us", "90012", "10001", 8, "pacific", "new_york"], // LA → New York (9 capped at 8)
    ["us", "90012", "96813", 8, "pacific", "pacific"], // LA → Honolulu
    ["us", "60601", "99501", 8, "central", "pacific"], // Chicago → Anchorage
  ])("%s %s → %s is zone %i (%s → %s)", (market, origin, destination, zone, from, to) => {
    expect(zoneFor(market, origin, destination)).toEqual({
      zone,
      originRegion: from,
      destinationRegion: to,
    });
  });

  it.each<[MarketId, string, string]>([
    ["mx", "00100", "06700"], // prefix 00 is not assigned
    ["mx", "06700", "17000"], // 17, 18, 19 are not assigned
    ["mx", "19999", "06700"],
    ["mx", "6700", "06700"], // malformed
    ["mx", "06700", "ABCDE"],
    ["ar", "0100", "1425"], // first digit 0 is not assigned
    ["ar", "C1425", "1425"], // CPA letters: the form takes the four digits
    ["us", "00100", "90012"], // 000–004 are not assigned
    ["us", "09001", "90012"], // APO AE
    ["us", "90012", "96201"], // APO AP
    ["us", "34001", "90012"], // APO AA
    ["us", "00901", "90012"], // Puerto Rico: outside the zone model
    ["us", "9001", "90012"], // malformed
  ])("%s %s → %s has no zone", (market, origin, destination) => {
    expect(zoneFor(market, origin, destination)).toBeUndefined();
  });
});

describe("mxStateOf", () => {
  /** One código postal per state, all 32. */
  const SAMPLES: [string, string][] = [
    ["20000", "AGU"], // Aguascalientes
    ["21100", "BCN"], // Mexicali
    ["22000", "BCN"], // Tijuana
    ["23000", "BCS"], // La Paz
    ["24000", "CAM"], // Campeche
    ["25000", "COA"], // Saltillo
    ["27000", "COA"], // Torreón
    ["28000", "COL"], // Colima
    ["29000", "CHP"], // Tuxtla Gutiérrez
    ["30700", "CHP"], // Tapachula
    ["31000", "CHH"], // Chihuahua
    ["32000", "CHH"], // Ciudad Juárez
    ["01000", "CMX"], // Álvaro Obregón
    ["06700", "CMX"], // Roma Norte
    ["16000", "CMX"], // Xochimilco
    ["34000", "DUR"], // Durango
    ["35000", "DUR"], // Gómez Palacio
    ["36000", "GUA"], // Guanajuato
    ["37000", "GUA"], // León
    ["39300", "GRO"], // Acapulco
    ["42000", "HID"], // Pachuca
    ["44100", "JAL"], // Guadalajara
    ["48300", "JAL"], // Puerto Vallarta
    ["50000", "MEX"], // Toluca
    ["57000", "MEX"], // Nezahualcóyotl
    ["58000", "MIC"], // Morelia
    ["62000", "MOR"], // Cuernavaca
    ["63000", "NAY"], // Tepic
    ["64000", "NLE"], // Monterrey
    ["68000", "OAX"], // Oaxaca
    ["72000", "PUE"], // Puebla
    ["76000", "QUE"], // Querétaro
    ["77500", "ROO"], // Cancún
    ["78000", "SLP"], // San Luis Potosí
    ["80000", "SIN"], // Culiacán
    ["82000", "SIN"], // Mazatlán
    ["83000", "SON"], // Hermosillo
    ["86000", "TAB"], // Villahermosa
    ["89000", "TAM"], // Tampico
    ["90000", "TLA"], // Tlaxcala
    ["91000", "VER"], // Xalapa
    ["96400", "VER"], // Coatzacoalcos
    ["97000", "YUC"], // Mérida
    ["98000", "ZAC"], // Zacatecas
    ["99000", "ZAC"], // Fresnillo
  ];

  it.each(SAMPLES)("%s is in %s", (cp, state) => {
    expect(mxStateOf(cp)).toBe(state);
  });

  it("covers the 32 states and leaves 00 and 17–19 unassigned", () => {
    const states = new Set<string>();
    const unassigned: string[] = [];
    for (let prefix = 0; prefix < 100; prefix += 1) {
      const cp = `${String(prefix).padStart(2, "0")}000`;
      const state = mxStateOf(cp);
      if (state) states.add(state);
      else unassigned.push(cp.slice(0, 2));
    }
    expect(states.size).toBe(32);
    expect(unassigned).toEqual(["00", "17", "18", "19"]);
  });
});

describe("isCapitalMetro and sameDayAreaOf", () => {
  it.each<[MarketId, string, string | undefined]>([
    ["mx", "01000", "cdmx_metro"],
    ["mx", "06700", "cdmx_metro"],
    ["mx", "16999", "cdmx_metro"],
    ["mx", "52000", "cdmx_metro"], // Estado de México, metro part
    ["mx", "57999", "cdmx_metro"],
    ["mx", "50000", undefined], // Toluca
    ["mx", "44100", undefined], // Guadalajara
    ["ar", "1000", "amba"], // CABA
    ["ar", "1499", "amba"],
    ["ar", "1900", "amba"], // La Plata (GBA)
    ["ar", "1500", undefined],
    ["ar", "2000", undefined], // Rosario
    ["us", "90012", "los_angeles"],
    ["us", "91801", "los_angeles"],
    ["us", "75201", "dallas"],
    ["us", "60601", "chicago"],
    ["us", "10001", undefined], // New York: no hub
    ["us", "ABCDE", undefined],
  ])("%s %s → %s", (market, cp, area) => {
    expect(sameDayAreaOf(market, cp)).toBe(area);
    expect(isCapitalMetro(market, cp)).toBe(area !== undefined);
  });
});
