import { ChevronDown } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";

/** A figure's caption and what it counts: a fact of the sheet, or a customer story's result. */
interface FigureNote {
  label: string;
  scope: string;
}

/**
 * What each figure of a block counts, from the fact sheet: closed by default under the figures,
 * so a reader who doubts one can check its scope and date without leaving the page. A customer
 * story's results (ADR 56) give their own title and date.
 */
export function FactNotes({
  items,
  tone = "light",
  title,
  asOf,
}: {
  items: readonly FigureNote[];
  tone?: "light" | "ink";
  /** The notes' title; the fact sheet's by default. */
  title?: string;
  /** Where the figures come from and when; the fact sheet's date by default. */
  asOf?: string;
}) {
  const { t } = useTranslation("facts");
  const muted = tone === "ink" ? "text-white/75" : "text-muted";
  return (
    <details className={`group mt-6 text-sm ${muted}`}>
      <summary
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden underline-offset-4 hover:underline ${tone === "ink" ? "text-white" : "text-ink-soft"}`}
      >
        {title ?? t("title")}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((fact) => (
          <div key={fact.label}>
            <dt className={`font-semibold ${tone === "ink" ? "text-white" : "text-ink"}`}>
              {fact.label}
            </dt>
            <dd>{fact.scope}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">{asOf ?? t("asOf")}</p>
    </details>
  );
}
