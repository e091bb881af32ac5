import { Section } from "../ui/Section.tsx";
import type { B2bSpecsCopy } from "./B2bSpecs.content.ts";

/** A service's specifications as a two-column sheet: what, and how much or how. */
export function SpecSheet({
  id,
  title,
  subtitle,
  specs,
  tone = "tint",
}: {
  id: string;
  title: string;
  subtitle?: string;
  specs: B2bSpecsCopy["rows"];
  tone?: "plain" | "tint";
}) {
  return (
    <Section id={id} title={title} subtitle={subtitle} tone={tone}>
      <dl className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white">
        {specs.map((spec) => (
          <div
            key={spec.term}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-6 sm:px-8 sm:py-5"
          >
            <dt className="font-bold text-ink">{spec.term}</dt>
            <dd className="text-ink-soft">{spec.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
