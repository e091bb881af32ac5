import { PAGES, pagePathIn } from "../../domain/pages.ts";
import { MARKET_IDS, MARKETS, type MarketId } from "../../domain/site.ts";
import { MARKET_DEMOS } from "../../server/tracking/demo-data.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";
import { sampleQuotePath } from "../e2e/sample-routes.ts";

/**
 * What a freshly started site answers, as a visitor, a crawler and an API client see it: every page
 * of the market's table, a quote, tracking results and errors, both APIs, the sitemap, an unknown
 * path and another market's path. Each check names the status, the content type and a piece of the
 * market's own text (its titles, its carriers, its demo parcels, its paths), so a site serving
 * another market's build, an error page or an empty shell fails it. Used by the README's promise
 * (`npm start` on a fresh copy) and by the container's test.
 */
export interface SiteAnswer {
  label: string;
  path: string;
  status: number;
  /** The Content-Type's media type, e.g. text/html. */
  type?: string;
  location?: string;
  /** Fragments the body contains (HTML-escaped for HTML answers), or a check of its JSON. */
  contains?: string[];
  json?: (body: unknown) => string | undefined;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

const DEMO_PARCEL = "AND-DEMO-1004";
const UNKNOWN_PARCEL = "NO-SUCH-12345";

/** A page of this market whose path another market writes differently, with that other path. */
function pathFromAnotherMarket(market: MarketId): { from: string; to: string } {
  for (const page of PAGES) {
    for (const other of MARKET_IDS) {
      const from = pagePathIn(other, page.id);
      const to = pagePathIn(market, page.id);
      if (from !== to) return { from, to };
    }
  }
  throw new Error(`Every page of ${market} has the same path in every market`);
}

/** The answers of a market's site whose links start with `publicBaseUrl` (PUBLIC_BASE_URL). */
export function expectedAnswers(market: MarketId, publicBaseUrl: string): SiteAnswer[] {
  const { locale, currency } = MARKETS[market];
  const t = strictTranslator(locale);
  const html = "text/html";
  const demo = MARKET_DEMOS[market][DEMO_PARCEL];
  const tracking = pagePathIn(market, "tracking");
  const quote = sampleQuotePath(market);
  const quoteQuery = quote.slice(quote.indexOf("?"));
  const elsewhere = pathFromAnotherMarket(market);

  return [
    ...PAGES.map((page) => ({
      label: `the ${page.id} page`,
      path: pagePathIn(market, page.id),
      status: 200,
      type: html,
      contains: [
        `<html lang="${locale}"`,
        `<title>${escapeHtml(t(`meta.${page.id}.title`))}</title>`,
      ],
    })),
    {
      label: "a quote",
      path: quote,
      status: 200,
      type: html,
      // And the cheapest carrier the rates API quotes for the same parcel (checked below).
      contains: [`<html lang="${locale}"`, `<title>${escapeHtml(t("meta.rates.title"))}</title>`],
    },
    {
      label: "a parcel on its way",
      path: `${tracking}/${DEMO_PARCEL}`,
      status: 200,
      type: html,
      contains: [escapeHtml(demo.carrier), DEMO_PARCEL],
    },
    {
      label: "an unknown tracking number",
      path: `${tracking}/${UNKNOWN_PARCEL}`,
      status: 404,
      type: html,
      contains: [escapeHtml(t("tracking:error.notFound"))],
    },
    {
      label: "the tracking API",
      path: `/api/tracking/${DEMO_PARCEL}`,
      status: 200,
      type: "application/json",
      json: (body) => {
        const carrier = (body as { correo?: { nombre?: string } }[])[0]?.correo?.nombre;
        return carrier === demo.carrier ? undefined : `carrier ${carrier}, not ${demo.carrier}`;
      },
    },
    {
      label: "the rates API",
      path: `/api/rates${quoteQuery}`,
      status: 200,
      type: "application/json",
      json: (body) => {
        const answer = body as { market?: string; currency?: string; quotes?: unknown[] };
        if (answer.market !== market || answer.currency !== currency) {
          return `market ${answer.market} in ${answer.currency}, not ${market} in ${currency}`;
        }
        return answer.quotes && answer.quotes.length > 0 ? undefined : "no quotes";
      },
    },
    {
      label: "the sitemap",
      path: "/sitemap.xml",
      status: 200,
      type: "application/xml",
      contains: PAGES.map((page) => `<loc>${publicBaseUrl}${pagePathIn(market, page.id)}</loc>`),
    },
    { label: "an unknown path", path: "/no-such-page", status: 302, location: "/" },
    {
      label: "another market's path",
      path: `${elsewhere.from}?ref=readme`,
      status: 301,
      location: `${elsewhere.to}?ref=readme`,
    },
  ];
}

/**
 * Requests every expected answer from the site at `baseUrl`; resolves to the differences, one a
 * line.
 */
export async function checkSiteAnswers(
  market: MarketId,
  baseUrl: string,
  publicBaseUrl = baseUrl,
): Promise<string[]> {
  const problems: string[] = [];
  const answers = expectedAnswers(market, publicBaseUrl);
  for (const answer of answers) {
    const response = await fetch(`${baseUrl}${answer.path}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    const where = `${answer.label} (${answer.path})`;
    if (response.status !== answer.status) {
      problems.push(`${where}: ${response.status}, not ${answer.status}: ${body.slice(0, 200)}`);
      continue;
    }
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
    if (answer.type && type !== answer.type) {
      problems.push(`${where}: Content-Type ${type || "(none)"}, not ${answer.type}`);
    }
    if (answer.location !== undefined) {
      const location = response.headers.get("location");
      if (location !== answer.location) {
        problems.push(`${where}: Location ${location}, not ${answer.location}`);
      }
    }
    for (const fragment of answer.contains ?? []) {
      if (!body.includes(fragment)) problems.push(`${where}: lacks ${JSON.stringify(fragment)}`);
    }
    if (answer.json) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        problems.push(`${where}: not JSON: ${body.slice(0, 200)}`);
        continue;
      }
      const problem = answer.json(parsed);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }
  // The quote page leads with the cheapest offer, the rates API's first, for the same parcel.
  const quote = sampleQuotePath(market);
  const api = (await (
    await fetch(`${baseUrl}/api/rates${quote.slice(quote.indexOf("?"))}`)
  ).json()) as { quotes?: { carrierName: string }[] };
  const page = await (await fetch(`${baseUrl}${quote}`)).text();
  const cheapest = api.quotes?.[0]?.carrierName;
  if (!cheapest || !page.includes(escapeHtml(cheapest))) {
    problems.push(`a quote (${quote}): lacks ${cheapest ?? "any carrier"}, the API's cheapest`);
  }
  return problems;
}
