import { useTranslation } from "react-i18next";
import { data } from "react-router";
import {
  RatesCalculator,
  type RatesPageState,
} from "../widgets/rates-calculator/RatesCalculator.tsx";
import {
  isSubmittedQuery,
  showAllFromQuery,
  sortFromQuery,
  valuesFromQuery,
} from "../../domain/rates/query.ts";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { market } from "../i18n/i18n.ts";
import { priceBand } from "../../domain/conversions.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { DataLayerEvent } from "../widgets/data-layer-event/DataLayerEvent.tsx";
import { quoteParcel } from "../../domain/rates/quotes.ts";
import type { Route } from "./+types/cotizador";

/**
 * Rendered per request from the URL: the bare form, or the quotes for the parcel it describes (a
 * shared link, or the form sent without JavaScript), or the form's errors with a 400.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = {
    values: valuesFromQuery(params),
    sort: sortFromQuery(params),
    showAll: showAllFromQuery(params),
  };
  if (!isSubmittedQuery(params)) return data<RatesPageState>({ ...page, kind: "initial" });
  const outcome = quoteParcel(market.id, page.values);
  return outcome.ok
    ? data<RatesPageState>({ ...page, kind: "results", quotes: outcome.quotes })
    : data<RatesPageState>({ ...page, kind: "invalid", errors: outcome.fields }, { status: 400 });
}

export const meta = () => pageMeta("rates");

/** One h1 and one introduction: the calculator's form card below carries neither again. */
export default function RatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("rates");
  return (
    <>
      <PageHeader page="rates" showContactButton={false} description={t("intro")} />
      <section className="bg-surface">
        <div className="mx-auto max-w-(--container-content) px-4 pb-24 sm:px-6 lg:px-8">
          <RatesCalculator state={loaderData} />
          {loaderData.kind === "results" ? (
            <DataLayerEvent
              event={{
                event: "rate_quote",
                options: loaderData.quotes.quotes.length,
                cheapest_price_band: priceBand(
                  loaderData.quotes.quotes.find(
                    (quote) => quote.id === loaderData.quotes.cheapestId,
                  )?.priceIncVat,
                  loaderData.quotes.currency,
                ),
              }}
            />
          ) : null}
        </div>
      </section>
    </>
  );
}
