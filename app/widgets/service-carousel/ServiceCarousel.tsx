import { ChevronLeft, ChevronRight } from "../../components/ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Section } from "../../components/ui/Section.tsx";
import { ServiceCard } from "../../components/sections/ServiceCard.tsx";
import type { ServiceCarouselCopy } from "./ServiceCarousel.content.ts";
import { arrowsView, controlsFitClass, serviceCarousel } from "./service-carousel.ts";

/**
 * The services carousel: 1 card below 919 px, 2 from 919 px, 3 from 1380 px (widths in CSS),
 * previous/next arrows where there is something to scroll to, no dots. Its behaviour (Embla) makes it move: arrows, drag, arrow keys,
 * focus.
 */
export function ServiceCarousel({
  ids,
  title,
  tone = "tint",
}: {
  ids: ServiceCarouselCopy;
  title?: string;
  /** Plain where the section before it is tinted, so two tinted sections never meet. */
  tone?: "plain" | "tint";
}) {
  const { t } = useTranslation("content");
  const allCards = t("serviceCards.items", { returnObjects: true });
  const cards = ids.flatMap((id) => allCards.filter((card) => card.id === id));
  const arrows = arrowsView(false, false);

  const arrowClass =
    "grid size-11 place-items-center rounded-full border border-line bg-white text-ink shadow-soft transition hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <Section
      id="services-carousel"
      title={title ?? t("serviceCards.title")}
      subtitle={t("serviceCards.subtitle")}
      tone={tone}
    >
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={title ?? t("serviceCards.title")}
        {...serviceCarousel.root()}
      >
        {/* relative: the cards' absolutely positioned parts (the links' sr-only text) are clipped
            here too; before the behaviour runs nothing else contains them, and the off-screen cards' would
            widen the page. */}
        <div
          className="relative -mx-3 -my-2 overflow-hidden"
          {...serviceCarousel.part("viewport")}
          data-testid="carousel-viewport"
        >
          <ul className="flex touch-pan-y py-2">
            {cards.map((card, index) => (
              <li
                key={card.id}
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${cards.length}`}
                {...serviceCarousel.part("slide")}
                data-testid="carousel-slide"
                className="min-w-0 shrink-0 grow-0 basis-full px-3 min-[919px]:basis-1/2 min-[1380px]:basis-1/3"
              >
                <ServiceCard card={card} learnMore={t("serviceCards.learnMore")} />
              </li>
            ))}
          </ul>
        </div>
        <div
          className={`mt-8 flex justify-end gap-3 ${controlsFitClass(cards.length)}`}
          {...serviceCarousel.part("controls")}
        >
          <button
            type="button"
            className={arrowClass}
            {...serviceCarousel.part("previous")}
            {...arrows.previous}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("serviceCards.previous")}</span>
          </button>
          <button
            type="button"
            className={arrowClass}
            {...serviceCarousel.part("next")}
            {...arrows.next}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("serviceCards.next")}</span>
          </button>
        </div>
      </div>
    </Section>
  );
}
