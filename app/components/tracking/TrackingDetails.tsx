import { ArrowLeft, CalendarClock, PackageCheck, TriangleAlert, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatEventDate, MARKET_TIME_ZONES, parseFecha } from "../../../domain/tracking/dates.ts";
import type { TrackingView } from "../../../domain/tracking/view.ts";
import { market } from "../../i18n/i18n.ts";
import { CopyLinkButton } from "../../widgets/copy-link/CopyLinkButton.tsx";
import { TrackingProgress } from "./TrackingProgress.tsx";

/** The day and time of an event: from its ISO instant when known, else from the carrier's text. */
function eventDate(event: TrackingView["tracking"][number]) {
  if (event.occurredAt)
    return formatEventDate(event.occurredAt, market.locale, MARKET_TIME_ZONES[market.id]);
  return parseFecha(event.fecha) ?? { day: event.fecha, time: "" };
}

function formatDay(isoDate: string) {
  return new Intl.DateTimeFormat(market.locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A shipment: where it is on its way, what happened when (newest first), and a shareable link. */
export function TrackingDetails({ shipment }: { shipment: TrackingView }) {
  const { t } = useTranslation("tracking");
  const events = [...shipment.tracking].reverse();
  const offPath = shipment.offPath;

  return (
    <article className="rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t("details.title", { number: shipment.trackingNumber })}
          </h2>
          {shipment.correo.nombre ? (
            <p className="mt-2 flex items-center gap-2 text-ink-soft">
              <Truck aria-hidden="true" className="size-5 text-primary" />
              <span>
                {t("details.carrier")}:{" "}
                <strong className="text-ink">{shipment.correo.nombre}</strong>
              </span>
            </p>
          ) : null}
          {shipment.estimatedDelivery && shipment.stage !== "delivered" && !offPath ? (
            <p className="mt-1 flex items-center gap-2 text-ink-soft">
              <CalendarClock aria-hidden="true" className="size-5 text-primary" />
              <span>
                {t("details.estimatedDelivery")}:{" "}
                <strong className="text-ink">{formatDay(shipment.estimatedDelivery)}</strong>
              </span>
            </p>
          ) : null}
        </div>
        <CopyLinkButton />
      </div>

      {offPath ? (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-4"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
          <div>
            <p className="font-bold text-ink">{t(`details.offPath.${offPath}.title`)}</p>
            <p className="text-ink-soft">{t(`details.offPath.${offPath}.description`)}</p>
          </div>
        </div>
      ) : null}

      {typeof shipment.stagesReached === "number" ? (
        <div className="mt-8">
          <TrackingProgress reached={shipment.stagesReached} />
        </div>
      ) : null}

      <h3 className="mt-10 text-lg font-bold">{t("details.history")}</h3>
      <ol className="mt-4 space-y-0" data-testid="tracking-events">
        {events.map((event, index) => {
          const { day, time } = eventDate(event);
          return (
            <li key={`${event.fecha}-${index}`} className="relative flex gap-4 pb-6 last:pb-0">
              <span
                aria-hidden="true"
                className={`relative z-10 mt-1 grid size-7 shrink-0 place-items-center rounded-full ${index === 0 ? "bg-primary text-white" : "bg-primary-soft text-primary"}`}
              >
                <PackageCheck className="size-4" />
              </span>
              {index < events.length - 1 ? (
                <span aria-hidden="true" className="absolute top-8 left-3.5 h-full w-px bg-line" />
              ) : null}
              <div>
                <p className="font-semibold text-ink">{event.mensaje}</p>
                <p className="text-sm text-ink-soft">
                  <span data-testid="event-day">{day}</span>
                  {time ? (
                    <>
                      {" · "}
                      <span data-testid="event-time">
                        {time} {t("details.hs")}
                      </span>
                    </>
                  ) : null}
                  {event.location ? ` · ${event.location}` : ""}
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      <Link
        to="/tracking"
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary px-5 font-semibold text-white hover:bg-primary-strong"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("details.back")}
      </Link>
    </article>
  );
}
