import { Hourglass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The page's answer when the visitor's address has used up its tracking lookups for now. */
export function TrackingRateLimited() {
  const { t } = useTranslation("tracking");
  return (
    <div className="rounded-3xl border border-line bg-white p-8 text-center shadow-soft sm:p-12">
      <Hourglass aria-hidden="true" className="mx-auto size-12 text-accent-strong" />
      <h2 className="mt-4 text-2xl font-extrabold tracking-tight">{t("rateLimited.title")}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{t("rateLimited.description")}</p>
      <Link
        to="/tracking"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-xl bg-primary px-6 font-semibold text-white hover:bg-primary-strong"
      >
        {t("rateLimited.back")}
      </Link>
    </div>
  );
}
