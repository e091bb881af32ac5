import { Check } from "../ui/icons.ts";
import { Icon } from "../ui/Icon.tsx";
import { Section } from "../ui/Section.tsx";
import type { ModuleCardsCopy } from "./ModuleCards.content.ts";

/** The technology suite's modules, each with its checklist of features. */
export function ModuleCards({ title, items }: ModuleCardsCopy) {
  return (
    <Section id="modules" title={title} tone="tint">
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((module) => (
          <li key={module.id} className="rounded-card bg-white p-7 shadow-soft">
            <span className="grid size-12 place-items-center rounded-control bg-ink text-white">
              <Icon name={module.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{module.title}</h3>
            <ul className="mt-4 space-y-3">
              {module.items.map((item) => (
                <li key={item} className="flex gap-3 text-ink-soft">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
