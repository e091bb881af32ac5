import { formatFigure } from "../../../domain/figures.ts";
import { market } from "../../i18n/i18n.ts";
import { facts } from "../../lib/facts.ts";
import { Section } from "../ui/Section.tsx";
import { FactNotes } from "./FactNotes.tsx";

/**
 * Results in figures, from the fact sheet, with what each counts beneath: three columns from
 * 640 px, a stacked list with rules below (spec).
 */
export function Numbers({ title, ids }: { title: string; ids: readonly string[] }) {
  const items = facts(ids);
  return (
    <Section id="numbers" title={title} tone="ink">
      <dl
        data-testid="numbers"
        className="divide-y divide-white/15 min-[640px]:grid min-[640px]:grid-cols-3 min-[640px]:divide-x min-[640px]:divide-y-0"
      >
        {items.map((figure) => (
          <div
            key={figure.id}
            data-testid="number"
            className="flex items-baseline justify-between gap-4 py-5 min-[640px]:flex-col-reverse min-[640px]:items-center min-[640px]:justify-end min-[640px]:px-6 min-[640px]:py-2 min-[640px]:text-center"
          >
            <dt className="text-white/85">{figure.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-accent lg:text-5xl">
              {formatFigure(figure, market.locale)}
            </dd>
          </div>
        ))}
      </dl>
      <FactNotes items={items} tone="ink" />
    </Section>
  );
}
