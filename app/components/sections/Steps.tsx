import { Icon } from "../ui/Icon.tsx";
import { Section } from "../ui/Section.tsx";

import type { StepsCopy } from "./Steps.content.ts";

/** A numbered how-it-works sequence. */
export function Steps({ id, title, items }: StepsCopy & { id: string }) {
  return (
    <Section id={id} title={title} tone="tint">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr">
        {items.map((step, index) => (
          <li key={step.title} className="relative rounded-card bg-white p-6 shadow-soft">
            <div className="flex items-center gap-3">
              <span className="grid size-9 place-items-center rounded-full bg-ink text-sm font-bold text-white">
                {index + 1}
              </span>
              <Icon name={step.icon} className="size-6 text-primary" />
            </div>
            <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-ink-soft">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
