import { CardGrid } from "../ui/CardGrid.tsx";
import { Icon } from "../ui/Icon.tsx";
import { Section } from "../ui/Section.tsx";
import type { FeatureGridCopy } from "./FeatureGrid.content.ts";

/** Benefits and advantages: icon, title and a sentence each. */
export function FeatureGrid({
  id,
  title,
  subtitle,
  items,
  tone = "plain",
}: FeatureGridCopy & {
  id: string;
  /** The home page's benefits have one. */
  subtitle?: string;
  tone?: "plain" | "tint";
}) {
  return (
    <Section id={id} title={title} subtitle={subtitle} tone={tone}>
      <CardGrid
        items={items}
        keyOf={(item) => item.title}
        className={`sm:grid-cols-2 ${items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
        cardClassName="p-6 shadow-hairline"
        card={(feature) => <FeatureCard {...feature} />}
      />
    </Section>
  );
}

function FeatureCard({ icon, title, content }: FeatureGridCopy["items"][number]) {
  return (
    <>
      <span className="grid size-12 place-items-center rounded-control bg-primary-soft text-primary">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-ink-soft">{content}</p>
    </>
  );
}
