import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { debounce } from "../../lib/debounce.ts";
import { Section } from "../ui/Section.tsx";
import { ServiceCard } from "./ServiceCard.tsx";

/** The layout is measured again this long after the last resize (spec: 100 ms). */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 100;

/**
 * The services carousel: 1 card below 919 px, 2 from 919 px, 3 from 1380 px (widths in CSS),
 * previous/next arrows, mouse and touch drag, no dots. Arrow keys move it, and a card that
 * receives keyboard focus is scrolled into view.
 */
export function ServiceCarousel({ ids, title }: { ids: readonly string[]; title?: string }) {
  const { t } = useTranslation("content");
  const allCards = t("serviceCards.items", { returnObjects: true });
  const cards = ids.flatMap((id) => allCards.filter((card) => card.id === id));
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    watchResize: false,
  });
  const scrollState = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        embla?.on("select", onChange).on("reInit", onChange);
        return () => embla?.off("select", onChange).off("reInit", onChange);
      },
      [embla],
    ),
    () => (embla ? `${embla.canScrollPrev()}|${embla.canScrollNext()}` : "false|false"),
    () => "false|false",
  );
  const [canScrollPrevious, canScrollNext] = scrollState.split("|").map((flag) => flag === "true");

  useEffect(() => {
    if (!embla) return;
    const remeasure = debounce(() => embla.reInit(), CAROUSEL_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", remeasure);
    return () => {
      remeasure.cancel();
      window.removeEventListener("resize", remeasure);
    };
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") embla?.scrollNext();
    else if (event.key === "ArrowLeft") embla?.scrollPrev();
    else return;
    event.preventDefault();
  };

  const arrowClass =
    "grid size-11 place-items-center rounded-full border border-line bg-white text-ink shadow-soft transition hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <Section
      id="services-carousel"
      title={title ?? t("serviceCards.title")}
      subtitle={t("serviceCards.subtitle")}
      tone="tint"
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys are a shortcut; the buttons remain the primary control */}
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={title ?? t("serviceCards.title")}
        onKeyDown={onKeyDown}
      >
        {/* relative: the cards' absolutely positioned parts (the links' sr-only text) are clipped
            here too; before hydration nothing else contains them, and the off-screen cards' would
            widen the page. */}
        <div
          ref={viewportRef}
          className="relative -mx-3 overflow-hidden"
          data-testid="carousel-viewport"
        >
          <ul className="flex touch-pan-y">
            {cards.map((card, index) => (
              <li
                key={card.id}
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${cards.length}`}
                data-testid="carousel-slide"
                className="min-w-0 shrink-0 grow-0 basis-full px-3 min-[919px]:basis-1/2 min-[1380px]:basis-1/3"
                onFocus={() => embla?.scrollTo(index)}
              >
                <ServiceCard card={card} learnMore={t("serviceCards.learnMore")} />
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex justify-end gap-3">
          <button
            type="button"
            className={arrowClass}
            onClick={() => embla?.scrollPrev()}
            disabled={!canScrollPrevious}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("serviceCards.previous")}</span>
          </button>
          <button
            type="button"
            className={arrowClass}
            onClick={() => embla?.scrollNext()}
            disabled={!canScrollNext}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("serviceCards.next")}</span>
          </button>
        </div>
      </div>
    </Section>
  );
}
