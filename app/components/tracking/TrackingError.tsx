import { SearchX, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TRACKING_NUMBER_MAX_LENGTH } from "../../../domain/tracking/number.ts";
import { TrackingSearch } from "../../widgets/tracking-search/TrackingSearch.tsx";

export type TrackingFailure = "not_found" | "invalid" | "unavailable";

const CHECKS = ["complete", "notOrder", "recent"] as const;

/**
 * The number as the field shows it and the lookup reads it, in capitals (a heading that opens
 * "ab no parece…" under a field showing "AB" looks broken); one longer than any valid number is
 * echoed cut short (the field keeps all of it).
 */
const echoed = (number: string) => {
  const capitals = number.toUpperCase();
  return capitals.length > TRACKING_NUMBER_MAX_LENGTH
    ? `${capitals.slice(0, TRACKING_NUMBER_MAX_LENGTH)}…`
    : capitals;
};

/**
 * The error screen: what happened to the number searched, what to check, and the search again
 * with that number kept in the field: to correct (Search waits for an edit) or, when the lookup
 * failed, to retry as it is.
 */
export function TrackingError({ failure, number }: { failure: TrackingFailure; number: string }) {
  const { t } = useTranslation("tracking");
  const Icon = failure === "unavailable" ? TriangleAlert : SearchX;
  const shown = echoed(number);
  const [title, description] =
    failure === "not_found"
      ? [t("error.notFound", { number: shown }), t("error.notFoundDescription")]
      : failure === "invalid"
        ? [t("error.invalid", { number: shown }), t("error.invalidDescription")]
        : [t("error.title", { number: shown }), t("error.description")];

  return (
    <TrackingSearch
      number={number}
      searchAsIs={failure === "unavailable"}
      submitLabel={t("error.retry")}
    >
      <div data-testid="tracking-error" className="mb-8 flex flex-col gap-3 sm:flex-row sm:gap-4">
        <Icon aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent-strong" />
        <div className="min-w-0">
          <h2 className="text-2xl font-extrabold tracking-tight break-words">{title}</h2>
          <p className="mt-2 text-ink-soft">{description}</p>
          {failure === "not_found" ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-soft marker:text-muted">
              {CHECKS.map((check) => (
                <li key={check}>{t(`error.checks.${check}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </TrackingSearch>
  );
}
