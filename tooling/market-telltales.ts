import type { MarketId } from "../domain/site.ts";

/**
 * Telltales of one market's content showing up in another's: its places, carriers, currency,
 * phone prefix and tax terms, its kind of Spanish, Spanish at all on the US site, and numbers,
 * units and dates written the way another locale writes them. tests/e2e/route-checks.spec.ts
 * reads every page of every market through `findLeaks`; market-telltales.test.ts plants each rule.
 */
export interface Telltale {
  /** What leaked, as a finding names it. */
  rule: string;
  /** The markets whose pages must not show it. */
  markets: readonly MarketId[];
  pattern: RegExp;
}

export interface Leak {
  rule: string;
  /** The text the rule matched. */
  phrase: string;
  /** The phrase with some of the text around it. */
  context: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Letters and digits in any script: JavaScript's \b knows only ASCII ("Última", "Méx."). */
const BEFORE = "(?<![\\p{L}\\p{N}'’-])";
const AFTER = "(?![\\p{L}\\p{N}'’-])";

/** Any of the phrases, as whole words; `flags` adds "i" where case does not matter. */
const words = (phrases: readonly string[], flags = "") =>
  new RegExp(`${BEFORE}(?:${phrases.map(escape).join("|")})${AFTER}`, `gu${flags}`);

const MEXICAN_PLACES = [
  "CDMX",
  "Ciudad de México",
  "Mexico City",
  "Estado de México",
  "State of Mexico",
  "Edomex",
  "Méx.",
  // States as addresses abbreviate them.
  "Pue.",
  "Yuc.",
  "Q.R.",
  "Q. Roo",
  "Jal.",
  "N.L.",
  "Gto.",
  "Qro.",
  "Oax.",
  "Hgo.",
  "Chih.",
  "Coah.",
  "Tamps.",
  "Chis.",
  "Mich.",
  "Gro.",
  "Ags.",
  "Dgo.",
  "Zac.",
  "Tlax.",
  "S.L.P.",
  "Naucalpan",
  "Tlalnepantla",
  "Ecatepec",
  "Nezahualcóyotl",
  "Cuautitlán",
  "Tultitlán",
  "Toluca",
  "Guadalajara",
  "Zapopan",
  "Tlaquepaque",
  "Jalisco",
  "Monterrey",
  "Nuevo León",
  "Apodaca",
  "Puebla",
  "Querétaro",
  "Aguascalientes",
  "San Luis Potosí",
  "Mérida",
  "Cancún",
  "Tijuana",
  "Mexicali",
  "Hermosillo",
  "Culiacán",
  "Veracruz",
  "Oaxaca",
  "Morelia",
  "Saltillo",
  "Torreón",
  "Iztapalapa",
  "Coyoacán",
  "Azcapotzalco",
  "Tlalpan",
  "Xochimilco",
  "Polanco",
  "Cuauhtémoc",
];
const MEXICAN_CARRIERS = [
  "Estafeta",
  "Paquetexpress",
  "Redpack",
  "99minutos",
  "Sendex",
  "DHL México",
  "DHL Mexico",
  "FedEx México",
  "FedEx Mexico",
  "Correos de México",
];
const MEXICAN_MONEY_AND_TAX = ["MXN", "MX$", "M.N.", "pesos mexicanos", "Mexican pesos", "CFDI"];
/** Forms of tú that Argentine Spanish (vos) never uses. */
const MEXICAN_SPANISH = [
  "puedes",
  "tienes",
  "quieres",
  "necesitas",
  "sabes",
  "eres",
  "vendes",
  "envías",
  "recibes",
  "contáctanos",
  "Contáctanos",
  "escríbenos",
  "Escríbenos",
  "llámanos",
  "Llámanos",
  "regístrate",
  "Regístrate",
  "únete",
  "Únete",
  "Habla con",
  "Conoce más",
  "Cotiza tu",
  "Cotiza un",
  "Rastrea tu",
  "Crea tu",
  "Solicita una",
  "Solicita tu",
  "Descubre cómo",
  "Descubre más",
  "Empieza a",
  "Empieza hoy",
  "Ingresa tu",
];

const ARGENTINE_PLACES = [
  "CABA",
  "Capital Federal",
  "GBA",
  "Gran Buenos Aires",
  "Buenos Aires",
  "AMBA",
  "Bs. As.",
  "Bs As",
  "La Plata",
  "Mar del Plata",
  "Rosario, Santa Fe",
  "Tucumán",
  "Neuquén",
  "Avellaneda",
  "Lanús",
  "Quilmes",
  "Lomas de Zamora",
  "La Matanza",
  "Villa Crespo",
];
const ARGENTINE_CARRIERS = ["Andreani", "OCA", "Correo Argentino", "Vía Cargo", "Via Cargo"];
const ARGENTINE_MONEY_AND_TAX = [
  "ARS",
  "AR$",
  "pesos argentinos",
  "Argentine pesos",
  "CUIT",
  "AFIP",
  "Monotributo",
  "Ingresos Brutos",
];
/** Forms of vos that Mexican Spanish (tú) never uses. */
const ARGENTINE_SPANISH = [
  "podés",
  "tenés",
  "querés",
  "necesitás",
  "sabés",
  "hacés",
  "vendés",
  "contactanos",
  "Contactanos",
  "escribinos",
  "Escribinos",
  "llamanos",
  "Llamanos",
  "registrate",
  "Registrate",
  "sumate",
  "Sumate",
  "Hablá",
  "Conocé",
  "Cotizá",
  "Rastreá",
  "Solicitá",
  "Creá",
  "Empezá",
  "Ingresá",
  "Completá",
  "Descargá",
  "Probá",
  "Agendá",
  "Consultá",
  "Calculá",
  "Buscá",
  "Mirá",
  "Enviá",
  "Conectá",
  "Integrá",
  "Contratá",
  "Vendé",
  "Elegí tu",
  "Seguí tu",
];

/** Short Spanish words, lowercase only: "Tu", "Su" are English day abbreviations. */
const SPANISH_FUNCTION_WORDS = [
  "de",
  "del",
  "el",
  "la",
  "los",
  "las",
  "y",
  "para",
  "con",
  "por",
  "que",
  "qué",
  "una",
  "unos",
  "unas",
  "es",
  "está",
  "están",
  "tu",
  "tus",
  "su",
  "más",
  "muy",
  "también",
  "hasta",
  "desde",
  "hoy",
  "mañana",
  "ayer",
  "aquí",
  "cómo",
  "dónde",
  "cuándo",
  "pero",
  "cada",
  "todas",
  "nuestro",
  "nuestra",
  "nuestros",
  "nuestras",
  "tiene",
  "tienen",
];
/** Capitalised Spanish that English never writes so (after the US places are set aside). */
const SPANISH_CAPITALISED = ["El", "La", "Los", "Las", "IVA", "Última Milla"];
/** Spanish words of the site's subject, in any case. */
const SPANISH_WORDS = [
  "envío",
  "envíos",
  "enviar",
  "enviado",
  "paquete",
  "paquetes",
  "paquetería",
  "paqueterías",
  "mensajero",
  "entrega",
  "entregas",
  "entregado",
  "entregada",
  "recolectado",
  "retirado",
  "sucursal",
  "sucursales",
  "tienda",
  "tiendas",
  "precio",
  "precios",
  "tarifa",
  "tarifas",
  "cotizar",
  "cotiza",
  "cotización",
  "cotizador",
  "rastreo",
  "rastrear",
  "rastrea",
  "seguimiento",
  "ventas",
  "empresa",
  "empresas",
  "cliente",
  "clientes",
  "ciudad",
  "número",
  "teléfono",
  "correo",
  "dirección",
  "nombre",
  "mensaje",
  "destino",
  "origen",
  "medidas",
  "ancho",
  "semana",
  "días",
  "hábiles",
  "horas",
  "aliados",
  "almacén",
  "bodega",
  "flota",
  "camioneta",
  "repartidor",
  // Invented Mexican brand names are built from these.
  "casa",
  "dulce",
  "maíz",
  "nopal",
  "tierra",
  "cielo",
  "hoja",
  "verde",
  "ruta",
  "volcán",
  "bambú",
  "lumbre",
  "marea",
  "norte",
  "bici",
  "textil",
  "habla",
  "conoce",
  "solicita",
  "enero",
  "febrero",
  "marzo",
  "junio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
  "lunes",
  "martes",
  "miércoles",
  "jueves",
  "viernes",
  "sábado",
];

const NUMBER_START = "(?<![\\p{L}\\p{N}.,])";
const NUMBER_END = "(?![\\p{N}]|[.,]\\p{N})";

export const TELLTALES: readonly Telltale[] = [
  { rule: "a Mexican place", markets: ["ar", "us"], pattern: words(MEXICAN_PLACES) },
  { rule: "a Mexican carrier", markets: ["ar", "us"], pattern: words(MEXICAN_CARRIERS) },
  {
    rule: "Mexican money or tax",
    markets: ["ar", "us"],
    pattern: words(MEXICAN_MONEY_AND_TAX),
  },
  { rule: "a Mexican phone number", markets: ["ar", "us"], pattern: /\+52(?=[\s\d(])/gu },
  { rule: "Mexican Spanish (tú)", markets: ["ar"], pattern: words(MEXICAN_SPANISH) },
  // The branch drop-off is "Directo" in Mexico only: "Despacho en sucursal" in Argentina.
  { rule: "Mexico's name of a service", markets: ["ar", "us"], pattern: words(["Directo"]) },
  { rule: "an Argentine place", markets: ["mx", "us"], pattern: words(ARGENTINE_PLACES) },
  // On the US site only: Córdoba is also a Mexican city, in Veracruz.
  { rule: "an Argentine place", markets: ["us"], pattern: words(["Córdoba"]) },
  { rule: "an Argentine carrier", markets: ["mx", "us"], pattern: words(ARGENTINE_CARRIERS) },
  {
    rule: "Argentine money or tax",
    markets: ["mx", "us"],
    pattern: words(ARGENTINE_MONEY_AND_TAX),
  },
  { rule: "an Argentine phone number", markets: ["mx", "us"], pattern: /\+54(?=[\s\d(])/gu },
  { rule: "Argentine Spanish (vos)", markets: ["mx", "us"], pattern: words(ARGENTINE_SPANISH) },
  { rule: "a Spanish word", markets: ["us"], pattern: words(SPANISH_FUNCTION_WORDS) },
  { rule: "a Spanish word", markets: ["us"], pattern: words(SPANISH_CAPITALISED) },
  { rule: "a Spanish word", markets: ["us"], pattern: words(SPANISH_WORDS, "i") },
  { rule: "Spanish punctuation", markets: ["us"], pattern: /[¿¡]/gu },
  {
    rule: "a decimal point where es-AR writes a comma",
    markets: ["ar"],
    pattern: new RegExp(`${NUMBER_START}\\d+\\.\\d{1,2}${NUMBER_END}`, "gu"),
  },
  {
    rule: "a thousands comma where es-AR writes a point",
    markets: ["ar"],
    pattern: new RegExp(`${NUMBER_START}\\d{1,3}(?:,\\d{3})+${NUMBER_END}`, "gu"),
  },
  {
    rule: "a decimal comma where the locale writes a point",
    markets: ["mx", "us"],
    pattern: new RegExp(`${NUMBER_START}\\d+,\\d{1,2}${NUMBER_END}`, "gu"),
  },
  {
    rule: "a thousands point where the locale writes a comma",
    markets: ["mx", "us"],
    pattern: new RegExp(`${NUMBER_START}\\d{1,3}(?:\\.\\d{3})+(?:,\\d+)?${NUMBER_END}`, "gu"),
  },
  {
    rule: "a metric unit",
    markets: ["us"],
    pattern: new RegExp(
      `\\p{N}[\\p{N}.,]* ?(?:kg|kilos|cm|m²|m2|km|t|toneladas|tonnes)${AFTER}`,
      "gu",
    ),
  },
  {
    rule: "a US unit",
    markets: ["mx", "ar"],
    pattern: new RegExp(`\\p{N}[\\p{N}.,]* ?(?:lb|lbs|in|ft|sq ft|oz)${AFTER}`, "gu"),
  },
  {
    rule: "a date written day first",
    markets: ["us"],
    pattern: new RegExp(`${NUMBER_START}(?:1[3-9]|2\\d|3[01])/(?:0?[1-9]|1[0-2])/\\d{2,4}`, "gu"),
  },
  {
    rule: "a date written month first",
    markets: ["mx", "ar"],
    pattern: new RegExp(`${NUMBER_START}(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\\d|3[01])/\\d{2,4}`, "gu"),
  },
];

/**
 * Text that looks like a telltale and is right where it is: US places with Spanish names and the
 * Spanish a US business may rightly print.
 */
const LEGITIMATE: Partial<Record<MarketId, RegExp>> = {
  us: words([
    "Los Angeles",
    "Las Vegas",
    "Las Cruces",
    "El Paso",
    "El Segundo",
    "El Monte",
    "Los Gatos",
    "La Jolla",
    "La Mesa",
    "Del Mar",
    "Mesa Verde",
    "de minimis",
    "de facto",
    "à la",
    "Se habla español",
  ]),
};

/** Intl's spaces (no-break, narrow no-break, figure) read as spaces. */
const readable = (text: string) => text.replace(/[\u00a0\u202f\u2007]/g, " ");

const CONTEXT = 50;

/** Every telltale of another market in `text`, a page's visible text in `market`. */
export function findLeaks(market: MarketId, text: string): Leak[] {
  const legitimate = LEGITIMATE[market];
  // Blanked rather than removed, so that the words on each side of it do not meet.
  const checked = readable(
    legitimate ? text.replace(legitimate, (m) => " ".repeat(m.length)) : text,
  );
  const shown = readable(text);
  return TELLTALES.filter((telltale) => telltale.markets.includes(market)).flatMap((telltale) =>
    [...checked.matchAll(telltale.pattern)].map((match) => {
      const start = match.index;
      const end = start + match[0].length;
      const before = shown.slice(Math.max(0, start - CONTEXT), start);
      const after = shown.slice(end, end + CONTEXT);
      return {
        rule: telltale.rule,
        phrase: match[0],
        context: `${before}${match[0]}${after}`.replace(/\s+/g, " ").trim(),
      };
    }),
  );
}
