import { ArrowRight, BellRing } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fragment, trackingUpdatesPath } from "../../lib/page-path.ts";
import { buttonClassName } from "../ui/ButtonLink.tsx";

/**
 * Under a parcel on its way: the offer of e-mail updates, a link to the parcel's updates page
 * (ADR 49). The form lives there, so this page's document stays within the first round trip.
 */
export function TrackingUpdatesOffer({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useTranslation("tracking");
  return (
    <section
      data-testid="tracking-updates-offer"
      className="mt-6 flex flex-col gap-4 rounded-panel border border-line bg-white p-6 shadow-soft sm:flex-row sm:items-center sm:p-8"
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <BellRing aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 className="text-xl font-extrabold tracking-tight">{t("updates.form.title")}</h2>
          <p className="mt-1 text-ink-soft">{t("updates.form.intro")}</p>
        </div>
      </div>
      <Link
        to={`${trackingUpdatesPath(trackingNumber)}#${fragment("updates")}`}
        className={`${buttonClassName("secondary")} shrink-0`}
      >
        {t("updates.offer.link")}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </section>
  );
}
