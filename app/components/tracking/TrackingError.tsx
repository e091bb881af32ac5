import { SearchX, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type TrackingFailure = "not_found" | "invalid" | "unavailable";

/** The error screen: what happened, in the visitor's words, and a way back to the search. */
export function TrackingError({ failure }: { failure: TrackingFailure }) {
  const { t } = useTranslation("tracking");

  const title =
    failure === "not_found"
      ? t("error.notFound")
      : failure === "invalid"
        ? t("error.invalid")
        : t("error.title");
  const description =
    failure === "not_found"
      ? t("error.notFoundDescription")
      : failure === "invalid"
        ? t("main.hint")
        : t("error.description");
  const Icon = failure === "unavailable" ? TriangleAlert : SearchX;

  return (
    <div className="rounded-3xl border border-line bg-white p-8 text-center shadow-soft sm:p-12">
      <Icon aria-hidden="true" className="mx-auto size-12 text-accent-strong" />
      <h2 className="mt-4 text-2xl font-extrabold tracking-tight">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{description}</p>
      <Link
        to="/tracking"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-xl bg-primary px-6 font-semibold text-white hover:bg-primary-strong"
      >
        {t("error.retry")}
      </Link>
    </div>
  );
}
