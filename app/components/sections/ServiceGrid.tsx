import { useTranslation } from "react-i18next";
import { Section } from "../ui/Section.tsx";
import { ServiceCard } from "./ServiceCard.tsx";
import type { ServiceGridCopy } from "./ServiceGrid.content.ts";

/** The home page's services block: the main service cards in a grid. */
export function ServiceGrid({ title, subtitle, cards: serviceIds }: ServiceGridCopy) {
  const { t } = useTranslation("content");
  const allCards = t("serviceCards.items", { returnObjects: true });
  const cards = serviceIds.flatMap((id) => allCards.filter((card) => card.id === id));
  return (
    <Section id="services" title={title} subtitle={subtitle} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <ServiceCard card={card} learnMore={t("serviceCards.learnMore")} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
