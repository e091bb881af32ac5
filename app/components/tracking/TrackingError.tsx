import { SearchX, TriangleAlert } from "../ui/icons.ts";
import type { ReactNode } from "react";
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
 * A sentence of the copy with the number in it kept on one line where it fits ("NO-SUCH-12345",
 * not "NO-" over "SUCH-12345"): an inline block, which still wraps inside when it is wider than
 * the line.
 */
function keepingNumberTogether(sentence: string, number: string): ReactNode {
  const at = sentence.indexOf(number);
  if (at === -1) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <span className="inline-block max-w-full">{number}</span>
      {sentence.slice(at + number.length)}
    </>
  );
}

/**
 * The error screen: what happened (no result: the spec's words), the number searched and what to
 * check, and the retry button, which returns to the search with that number kept in the field and
 * Search enabled, to correct it or to search again.
 */
export function TrackingError({ failure, number }: { failure: TrackingFailure; number: string }) {
  const { t } = useTranslation("tracking");
  const Icon = failure === "unavailable" ? TriangleAlert : SearchX;
  const shown = echoed(number);
  const [title, description] =
    failure === "not_found"
      ? [t("error.notFound"), t("error.notFoundDescription", { number: shown })]
      : failure === "invalid"
        ? [t("error.invalid", { number: shown }), t("error.invalidDescription")]
        : [t("error.title", { number: shown }), t("error.description")];

  return (
    <TrackingSearch
      number={number}
      searchAsIs
      errorScreen={
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-4">
          <Icon aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent-strong" />
          <div className="min-w-0">
            <h2 className="text-2xl font-extrabold tracking-tight break-words">
              {keepingNumberTogether(title, shown)}
            </h2>
            <p className="mt-2 text-ink-soft break-words">
              {keepingNumberTogether(description, shown)}
            </p>
            {failure === "not_found" ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-soft marker:text-muted">
                {CHECKS.map((check) => (
                  <li key={check}>{t(`error.checks.${check}`)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      }
    />
  );
}
