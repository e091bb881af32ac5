import { describe, expect, it } from "vitest";
import type { MarketId } from "../domain/site.ts";
import { findLeaks, TELLTALES } from "./market-telltales.ts";

/**
 * Each rule, planted in a sentence as a page would show it, and text of the same kind that is
 * right on that market's site.
 */
const CASES: { market: MarketId; rule: string; planted: string[]; legitimate: string[] }[] = [
  {
    market: "ar",
    rule: "a Mexican place",
    planted: [
      "Recibido en Naucalpan, Méx.",
      "Centro de distribución CDMX",
      "Salió de Guadalajara hacia Monterrey",
    ],
    legitimate: ["Recibido en Córdoba, CBA", "En camino a Rosario (2000)", "Planta en Avellaneda"],
  },
  {
    market: "us",
    rule: "a Mexican place",
    planted: ["Arrived in Mexico City", "Out for delivery, Zapopan", "Departed Cholula, Pue."],
    legitimate: ["Arrived in Los Angeles, CA 90012", "Out for delivery, Chicago, IL"],
  },
  {
    market: "ar",
    rule: "a Mexican carrier",
    planted: ["Entregado por Estafeta", "Paquetexpress · Terrestre"],
    legitimate: ["Entregado por Andreani", "DHL Express · Internacional"],
  },
  {
    market: "us",
    rule: "Mexican money or tax",
    planted: ["$ 1,250.00 MXN", "prices in Mexican pesos", "CFDI invoices"],
    legitimate: ["$1,250.00 before tax", "prices in US dollars"],
  },
  {
    market: "ar",
    rule: "Mexican money or tax",
    planted: ["$ 189.00 MXN"],
    legitimate: ["$ 1.890,00 sin IVA"],
  },
  {
    market: "us",
    rule: "a Mexican phone number",
    planted: ["Call +52 55 1234 5678"],
    legitimate: ["Call +1 (212) 555-0142", "Tracking AND-DEMO-1004, box 52"],
  },
  {
    market: "ar",
    rule: "Mexican Spanish (tú)",
    planted: ["Si tienes dudas, Habla con ventas", "Conoce más", "Contáctanos"],
    legitimate: ["Si tenés dudas, hablá con ventas", "Conocé más", "Contactanos"],
  },
  {
    market: "ar",
    rule: "Mexico's name of a service",
    planted: ["¿Directo o Pickup?", "Conocé Directo"],
    legitimate: ["¿Despacho en sucursal o Pickup?", "Director de operaciones", "envío directo"],
  },
  {
    market: "mx",
    rule: "an Argentine place",
    planted: ["Entregado en CABA", "Salió de Gran Buenos Aires", "Sucursal La Plata"],
    legitimate: ["Entregado en Córdoba, Ver.", "Salió de Guadalajara", "Santa Fe, CDMX"],
  },
  {
    market: "us",
    rule: "an Argentine place",
    planted: ["Departed Córdoba", "Arrived in Rosario, Santa Fe"],
    legitimate: ["Departed Cordova, TN", "Arrived in Santa Fe, NM"],
  },
  {
    market: "mx",
    rule: "an Argentine carrier",
    planted: ["Entregado por Andreani", "OCA · Estándar", "Correo Argentino"],
    legitimate: ["Entregado por Estafeta", "Un paquete de oca y pato", "Correos de México"],
  },
  {
    market: "us",
    rule: "Argentine money or tax",
    planted: ["$ 12.500 ARS", "your CUIT"],
    legitimate: ["$12,500", "your EIN"],
  },
  {
    market: "mx",
    rule: "an Argentine phone number",
    planted: ["WhatsApp +54 9 11 5555-0000"],
    legitimate: ["WhatsApp +52 55 5555 0000"],
  },
  {
    market: "mx",
    rule: "Argentine Spanish (vos)",
    planted: ["Si tenés dudas, escribinos", "Hablá con ventas", "Rastreá tu envío"],
    legitimate: ["Si tienes dudas, escríbenos", "Habla con ventas", "Rastrea tu envío"],
  },
  {
    market: "us",
    rule: "a Spanish word",
    planted: [
      "El mensajero tiene tu paquete",
      "Retirado por el mensajero",
      "Andén Última Milla",
      "Prices sin IVA",
      "27 de noviembre",
      "Casa Nopal and Dulce Maíz ship with us",
      "Tierra Viva, Hoja Verde",
    ],
    legitimate: [
      "The courier has your parcel",
      "Andén Last Mile, Los Angeles and Las Vegas",
      "El Paso, TX",
      "de minimis entry, à la carte services",
      "Mon–Fri, Tu and Th until 9 pm; LA and Chicago",
      "Sin has no place here: a to-do list, a de-risked launch",
      "Andén, Mercado Libre and Tiendanube",
      "Mesa Verde Outfitters, Sofía Ramírez",
    ],
  },
  {
    market: "us",
    rule: "Spanish punctuation",
    planted: ["¿Tienes dudas?", "¡Listo!"],
    legitimate: ["Questions? Ready!"],
  },
  {
    market: "ar",
    rule: "a decimal point where es-AR writes a comma",
    planted: ["Peso facturable 2.3 kg", "99.9 % a tiempo"],
    legitimate: [
      "Peso facturable 2,3 kg",
      "$ 1.234,56",
      "12.500 envíos",
      "versión v1.2",
      "IP 192.168.0.1",
    ],
  },
  {
    market: "ar",
    rule: "a thousands comma where es-AR writes a point",
    planted: ["2,000+ marcas", "$ 1,234,567"],
    legitimate: ["2.000+ marcas", "2,25 kg", "$ 1.234.567,89"],
  },
  {
    market: "us",
    rule: "a decimal comma where the locale writes a point",
    planted: ["Billable weight 2,3 lb", "Chargeable weight 2,25 lb"],
    legitimate: ["Billable weight 2.3 lb", "$1,234.56", "Nov 27, 2026", "1,234 parcels"],
  },
  {
    market: "mx",
    rule: "a thousands point where the locale writes a comma",
    planted: ["40.000 m²", "$ 1.234,56"],
    legitimate: ["40,000 m²", "2.25 kg", "$1,234.56", "CP 06700"],
  },
  {
    market: "us",
    rule: "a thousands point where the locale writes a comma",
    planted: ["1.234,5 lb", "12.500 parcels"],
    legitimate: ["1,234.5 lb", "12,500 parcels"],
  },
  {
    market: "us",
    rule: "a metric unit",
    planted: [
      "Dimensional weight 1.5 kg",
      "40,000 m²",
      "30 × 20 × 15 cm",
      "200 km a day",
      "8 pallets · 8-10 t",
    ],
    legitimate: [
      "Dimensional weight 4.15 lb",
      "430,000 sq ft",
      "12 × 8 × 6 in",
      "200 miles",
      "8 pallets · 8-10 tons",
      "1 to 2 days",
    ],
  },
  {
    market: "ar",
    rule: "a US unit",
    planted: ["Peso 4.15 lb", "12 × 8 × 6 in"],
    legitimate: ["Peso 2,25 kg", "30 × 20 × 15 cm", "Seguí tu envío in situ"],
  },
  {
    market: "us",
    rule: "a date written day first",
    planted: ["Delivered 27/11/2026"],
    legitimate: ["Delivered 11/27/2026", "Delivered 11/12/2026"],
  },
  {
    market: "mx",
    rule: "a date written month first",
    planted: ["Entregado 11/27/2026"],
    legitimate: ["Entregado 27/11/2026", "Entregado el 27 de noviembre, 14:30 hs"],
  },
];

const rulesFound = (market: MarketId, text: string) =>
  findLeaks(market, text).map((leak) => leak.rule);

describe("market telltales", () => {
  for (const { market, rule, planted, legitimate } of CASES) {
    describe(`${rule} on ${market}`, () => {
      it.each(planted)("fires on %j", (text) => {
        expect(rulesFound(market, text)).toContain(rule);
      });
      it.each(legitimate)("stays quiet on %j", (text) => {
        expect(rulesFound(market, text)).not.toContain(rule);
      });
    });
  }

  it("plants every rule in a market it guards", () => {
    const planted = new Set(CASES.map((each) => each.rule));
    for (const telltale of TELLTALES) expect(planted).toContain(telltale.rule);
  });

  it("leaves each market its own telltales", () => {
    expect(findLeaks("mx", "Entregado por Estafeta en Naucalpan, Méx. · $ 189.00 MXN")).toEqual([]);
    expect(findLeaks("ar", "Entregado por Andreani en CABA · $ 1.890,50 ARS · 2,25 kg")).toEqual(
      [],
    );
    expect(
      findLeaks("us", "Delivered by UPS in Dallas, TX · $18.90 · 4.15 lb · 11/27/2026"),
    ).toEqual([]);
  });

  it("reports the phrase with the text around it, Intl's no-break spaces as spaces", () => {
    expect(findLeaks("us", "Your parcel left\nNaucalpan, Méx.\u00a0at 9:00")).toEqual([
      {
        rule: "a Mexican place",
        phrase: "Naucalpan",
        context: "Your parcel left Naucalpan, Méx. at 9:00",
      },
      {
        rule: "a Mexican place",
        phrase: "Méx.",
        context: "Your parcel left Naucalpan, Méx. at 9:00",
      },
    ]);
  });
});
