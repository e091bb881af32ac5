import { History } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { queryName, queryValue, trackingResultPath } from "../../lib/page-path.ts";

/** Under a history cut to its latest events: how many are shown, and a link to all of them. */
export function TrackingHistoryCut({
  trackingNumber,
  shown,
  hidden,
}: {
  trackingNumber: string;
  shown: number;
  hidden: number;
}) {
  const { t } = useTranslation("tracking");
  const fullHistory = `${trackingResultPath(trackingNumber)}?${new URLSearchParams({
    [queryName("history")]: queryValue("history", "full"),
  })}`;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-white px-6 py-4 text-ink-soft shadow-soft">
      <History aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span>{t("historyCut.shown", { shown, total: shown + hidden })}</span>
      <Link
        to={fullHistory}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-strong"
      >
        {t("historyCut.showAll")}
      </Link>
    </p>
  );
}
