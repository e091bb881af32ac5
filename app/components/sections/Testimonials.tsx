import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion.ts";
import { Illustration } from "../illustrations/Illustration.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Section } from "../ui/Section.tsx";
import {
  nextSlide,
  previousSlide,
  slidePosition,
  TESTIMONIAL_INTERVAL_MS,
} from "./testimonial-rotation.ts";

const POSITION_CLASSES = {
  active: "z-20 opacity-100 translate-x-0 scale-100",
  next: "z-10 opacity-0 translate-x-8 scale-95 pointer-events-none",
  previous: "z-10 opacity-0 -translate-x-8 scale-95 pointer-events-none",
  inactive: "z-0 opacity-0 scale-95 pointer-events-none",
} as const;

export const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * Customer quotes that advance every 4 s and wrap around. Hovering or focusing the carousel pauses
 * it, so does the pause button, and it never moves on its own under prefers-reduced-motion.
 */
export function Testimonials() {
  const { t } = useTranslation("content");
  const items = t("testimonials.items", { returnObjects: true });
  const [active, setActive] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !pausedByVisitor && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setActive((current) => nextSlide(current, items.length)),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, items.length]);

  const controlClass =
    "grid size-11 place-items-center rounded-full border border-white/30 text-white hover:bg-white/10";

  return (
    <Section
      id="testimonials"
      title={t("testimonials.title")}
      subtitle={t("testimonials.subtitle")}
      tone="ink"
      // The next slide waits 2rem to the right of the current one: on a phone that is past the
      // screen's edge.
      clipOverflowX
    >
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={t("testimonials.title")}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        data-rotating={rotating}
      >
        <div className="grid">
          {items.map((item, index) => {
            const position = slidePosition(index, active, items.length);
            const copy = t(`${item.copy}` as "testimonialCopy.t1", { returnObjects: true });
            return (
              <figure
                key={item.id}
                data-position={position}
                aria-hidden={position !== "active"}
                inert={position !== "active"}
                className={`col-start-1 row-start-1 grid items-center gap-8 transition duration-500 md:grid-cols-[16rem_1fr] ${POSITION_CLASSES[position]}`}
              >
                <div className="mx-auto size-40 overflow-hidden rounded-3xl bg-white/10 md:size-64">
                  <Illustration name={item.img} className="size-full" />
                </div>
                <div>
                  <p className="text-sm font-bold uppercase tracking-wider text-accent">
                    {item.title}
                  </p>
                  <blockquote className="mt-3 text-xl font-semibold leading-relaxed sm:text-2xl">
                    “{copy.quote}”
                  </blockquote>
                  <figcaption className="mt-6 text-white/85">
                    <span className="font-bold text-white">{copy.author}</span>, {copy.role} ·{" "}
                    {copy.company} ·{" "}
                    <ExternalLink
                      href={item.web}
                      className="underline underline-offset-4 hover:text-white"
                    >
                      {displayUrl(item.web)}
                    </ExternalLink>
                  </figcaption>
                </div>
              </figure>
            );
          })}
        </div>
        <div className="mt-10 flex items-center gap-3">
          <button
            type="button"
            className={controlClass}
            onClick={() => setActive((current) => previousSlide(current, items.length))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => setPausedByVisitor((paused) => !paused)}
          >
            {pausedByVisitor ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">
              {pausedByVisitor ? t("testimonials.play") : t("testimonials.pause")}
            </span>
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => setActive((current) => nextSlide(current, items.length))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("testimonials.next")}</span>
          </button>
          <p className="ml-2 text-sm text-white/80" aria-live={rotating ? "off" : "polite"}>
            {t("testimonials.status", { current: active + 1, total: items.length })}
          </p>
        </div>
      </div>
    </Section>
  );
}
