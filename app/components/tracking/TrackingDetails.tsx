import { CalendarClock, CircleCheck, PackageCheck, TriangleAlert, Truck } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import {
  calendarDateOf,
  calendarDay,
  dayOfInstant,
  formatEventDate,
  MARKET_TIME_ZONES,
  parseFecha,
} from "../../../domain/tracking/dates.ts";
import { eventLines } from "../../../domain/tracking/event-lines.ts";
import { STAGES } from "../../../domain/tracking/status.ts";
import type { TrackingEventView, TrackingView } from "../../../domain/tracking/view.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { BackLink } from "../ui/BackLink.tsx";
import { CopyLinkButton } from "../../widgets/copy-link/CopyLinkButton.tsx";
import { TrackingProgress } from "./TrackingProgress.tsx";

const timeZone = MARKET_TIME_ZONES[market.id];

/** The day and time of an event: from its ISO instant when known, else from the carrier's text. */
function eventDate(event: TrackingEventView) {
  if (event.occurredAt) return formatEventDate(event.occurredAt, market.locale, timeZone);
  return parseFecha(event.fecha) ?? { day: event.fecha, time: "" };
}

/** The success state: the parcel arrived, and when (and where, when known). */
function Delivered({ event }: { event: TrackingEventView }) {
  const { t } = useTranslation("tracking");
  const { day, time } = eventDate(event);
  const when = event.occurredAt
    ? t(event.location ? "details.delivered.whenWhere" : "details.delivered.when", {
        ...dayOfInstant(event.occurredAt, market.locale, timeZone),
        time,
        place: event.location,
      })
    : [day, time && t("details.time", { time })].filter(Boolean).join(" · ");
  return (
    <div
      data-testid="tracking-delivered"
      className="mt-6 flex gap-4 rounded-card border border-success/30 bg-success-soft p-5"
    >
      <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
      <div>
        <p className="text-xl font-extrabold tracking-tight text-ink">
          {t("details.delivered.title")}
        </p>
        <p className="mt-1 text-ink-soft">{when}</p>
      </div>
    </div>
  );
}

/** A shipment: where it is on its way, what happened when (newest first), and a shareable link. */
export function TrackingDetails({ shipment }: { shipment: TrackingView }) {
  const { t } = useTranslation("tracking");
  const events = [...shipment.tracking].reverse();
  const offPath = shipment.offPath;
  const carrier = shipment.correo.nombre;
  const delivery =
    shipment.stage === "delivered" && !offPath
      ? events.find((event) => event.status === "delivered")
      : undefined;
  const eta = shipment.estimatedDelivery;

  return (
    <article className="rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-xl font-extrabold tracking-tight break-words min-[400px]:text-2xl sm:text-3xl">
            {t("details.title", { number: shipment.trackingNumber })}
          </h2>
          {carrier ? (
            <p className="mt-2 flex items-center gap-2 text-ink-soft">
              <Truck aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>
                {t("details.carrier")}: <strong className="text-ink">{carrier}</strong>
              </span>
            </p>
          ) : null}
          {eta && shipment.stage !== "delivered" && !offPath ? (
            <p className="mt-1 flex items-center gap-2 text-ink-soft">
              <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>
                {t("details.estimatedDelivery")}:{" "}
                <strong className="text-ink">
                  {eta === calendarDateOf(new Date(), timeZone)
                    ? t("details.today", {
                        day: t("details.day", { ...calendarDay(eta, market.locale) }),
                      })
                    : t("details.day", { ...calendarDay(eta, market.locale) })}
                </strong>
              </span>
            </p>
          ) : null}
        </div>
        <CopyLinkButton />
      </div>

      {delivery ? <Delivered event={delivery} /> : null}

      {offPath ? (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-card border border-accent/40 bg-accent-soft p-4"
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
          <TrackingProgress
            reached={delivery ? STAGES.length : shipment.stagesReached}
            halted={offPath === "returned" || offPath === "exception"}
          />
        </div>
      ) : null}

      <h3 className="mt-10 text-lg font-bold">{t("details.history")}</h3>
      <ol className="mt-4 space-y-0" data-testid="tracking-events">
        {events.map((event, index) => {
          const { day, time } = eventDate(event);
          const { headline, carrierNote } = eventLines(event, (status) => t(`events.${status}`), [
            event.location ?? "",
            carrier ?? "",
          ]);
          return (
            <li key={`${event.fecha}-${index}`} className="relative flex gap-4 pb-6 last:pb-0">
              <span
                aria-hidden="true"
                className={`relative z-10 mt-1 grid size-7 shrink-0 place-items-center rounded-full ${index > 0 ? "bg-primary-soft text-primary" : delivery ? "bg-success text-white" : offPath ? "bg-accent-strong text-white" : "bg-primary text-white"}`}
              >
                {/* The latest event of a parcel off its way carries the note's warning. */}
                {index === 0 && offPath ? (
                  <TriangleAlert className="size-4" />
                ) : (
                  <PackageCheck className="size-4" />
                )}
              </span>
              {index < events.length - 1 ? (
                <span aria-hidden="true" className="absolute top-8 left-3.5 h-full w-px bg-line" />
              ) : null}
              <div className="min-w-0">
                <p className="font-semibold text-ink" data-testid="event-headline">
                  {headline}
                </p>
                {carrierNote ? (
                  <p className="text-sm text-ink-soft" data-testid="event-carrier-note">
                    {carrier
                      ? t("details.carrierNote", { carrier, note: carrierNote })
                      : carrierNote}
                  </p>
                ) : null}
                {/* Lines break between the day, the time and the place, never inside one. */}
                <p className="text-sm text-muted">
                  <span data-testid="event-day" className="whitespace-nowrap">
                    {day}
                  </span>
                  {time ? (
                    <>
                      {" · "}
                      <span data-testid="event-time" className="whitespace-nowrap">
                        {t("details.time", { time })}
                      </span>
                    </>
                  ) : null}
                  {event.location ? (
                    <>
                      {" · "}
                      <span className="inline-block max-w-full">{event.location}</span>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      <BackLink to={pagePath("tracking")} look="button" className="mt-10">
        {t("details.back")}
      </BackLink>
    </article>
  );
}
