import { ArrowRight } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { carriersOf, NETWORKS } from "../../../domain/rates/carriers.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { WORDMARK } from "../logos/wordmark.ts";
import { buttonClassName } from "../ui/ButtonLink.tsx";
import { Section } from "../ui/Section.tsx";

/**
 * Every carrier the copy counts, from the rate cards, grouped by network (national, regional and
 * same-day, freight): each one's wordmark, the services it offers and how parcels reach it. Then a
 * banner that compares them in the calculator.
 */
export function CarrierGrid() {
  const { t } = useTranslation("pages");
  const { t: tr } = useTranslation("rates");
  const carriers = carriersOf(market.id);
  return (
    <Section
      id="carrier-list"
      title={t("carriers.list.title")}
      subtitle={t("carriers.list.subtitle")}
      tone="tint"
    >
      <div className="space-y-12">
        {NETWORKS.map((network) => {
          const members = carriers.filter((carrier) => carrier.network === network);
          if (members.length === 0) return null;
          return (
            <section key={network} aria-labelledby={`carriers-${network}`}>
              <h3 id={`carriers-${network}`} className="text-xl font-bold">
                {t(`carriers.list.networks.${network}.title`)}
              </h3>
              <p className="mt-1 text-ink-soft">
                {t(`carriers.list.networks.${network}.description`)}
              </p>
              {/* A list on a phone (the services beside the name), tiles from 640 px. */}
              <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
                {members.map((carrier) => (
                  <li
                    key={carrier.id}
                    data-testid="carrier"
                    className="grid grid-cols-[minmax(min-content,1fr)_fit-content(60%)] items-start gap-x-4 gap-y-1.5 rounded-card border border-line bg-white p-4 sm:grid-cols-1 sm:grid-rows-[auto_auto_1fr] sm:gap-y-3 sm:p-5"
                  >
                    <p className={`text-lg leading-6 text-ink-soft ${WORDMARK}`}>{carrier.name}</p>
                    <ul className="flex flex-wrap justify-end gap-1.5 pt-0.5 sm:justify-start sm:pt-0">
                      {carrier.services.map((service) => (
                        <li
                          key={service}
                          className="rounded-full bg-tint px-2.5 py-0.5 text-xs font-semibold text-ink"
                        >
                          {tr(`results.services.${service}`)}
                        </li>
                      ))}
                    </ul>
                    <p className="col-span-2 text-sm text-muted sm:col-span-1 sm:self-end">
                      {t(
                        `carriers.list.modalities.${carrier.modalities.length === 2 ? "both" : carrier.modalities[0]!}`,
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div className="mt-12 flex flex-col items-start gap-4 rounded-card bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-bold text-ink">{t("carriers.list.quoteTitle")}</p>
          <p className="mt-1 text-sm text-ink-soft">{t("carriers.list.quoteText")}</p>
        </div>
        <Link to={pagePath("rates")} className={`${buttonClassName("secondary")} shrink-0`}>
          {t("carriers.list.quoteButton")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}
