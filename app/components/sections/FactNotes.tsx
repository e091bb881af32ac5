import { ChevronDown } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import type { Fact, FactId } from "../../../domain/facts.ts";

/**
 * What each figure of a block counts, from the fact sheet: closed by default under the figures,
 * so a reader who doubts one can check its scope and date without leaving the page.
 */
export function FactNotes({
  items,
  tone = "light",
}: {
  items: Array<Fact & { id: FactId }>;
  tone?: "light" | "ink";
}) {
  const { t } = useTranslation("facts");
  const muted = tone === "ink" ? "text-white/75" : "text-muted";
  return (
    <details className={`group mt-6 text-sm ${muted}`}>
      <summary
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden underline-offset-4 hover:underline ${tone === "ink" ? "text-white" : "text-ink-soft"}`}
      >
        {t("title")}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((fact) => (
          <div key={fact.id}>
            <dt className={`font-semibold ${tone === "ink" ? "text-white" : "text-ink"}`}>
              {fact.label}
            </dt>
            <dd>{fact.scope}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">{t("asOf")}</p>
    </details>
  );
}
