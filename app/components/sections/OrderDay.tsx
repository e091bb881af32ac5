import { useTranslation } from "react-i18next";
import { formatCutOff, servicePromise } from "../../../domain/services/promises.ts";
import { market } from "../../i18n/i18n.ts";
import { Section } from "../ui/Section.tsx";
import type { OrderDayCopy } from "./OrderDay.content.ts";

/**
 * Fulfilment's own section: one order's day in the warehouse, hour by hour, ending when it leaves
 * with the carriers' collection that afternoon; the cut-off it made and the departure are the
 * promise data's, so the section and the promise always agree.
 */
export function OrderDay() {
  const { t } = useTranslation("services");
  const moments = t("fullpack.orderDay.moments", {
    returnObjects: true,
  }) as OrderDayCopy["moments"];
  const { timing, departs } = servicePromise(market.id, "fullpack");
  if (timing.kind !== "cutOff" || !departs) {
    throw new Error("Fulfilment's day needs its cut-off and its departure time");
  }
  const cutOff = formatCutOff(timing.at, market.locale);
  const steps = [
    ...moments.map((moment) => ({ ...moment, time: formatCutOff(moment.time, market.locale) })),
    {
      time: formatCutOff(departs, market.locale),
      title: t("fullpack.orderDay.departure.title"),
      description: t("fullpack.orderDay.departure.description", { time: cutOff }),
    },
  ];
  return (
    <Section
      id="order-day"
      tone="ink"
      title={t("fullpack.orderDay.title")}
      subtitle={t("fullpack.orderDay.subtitle")}
    >
      <ol className="grid gap-0 md:grid-cols-5 md:gap-6">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative border-l-2 border-white/20 pb-8 pl-6 last:pb-0 md:border-t-2 md:border-l-0 md:pt-6 md:pb-0 md:pl-0"
          >
            <span
              aria-hidden="true"
              className={`absolute top-1 -left-[7px] size-3 rounded-full md:-top-[7px] md:left-0 ${index === steps.length - 1 ? "bg-accent" : "bg-white"}`}
            />
            <p className="text-2xl font-extrabold tracking-tight text-accent tabular-nums">
              <time>{step.time}</time>
            </p>
            <h3 className="mt-2 text-lg font-bold text-white">{step.title}</h3>
            <p className="mt-1 text-white/80">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
