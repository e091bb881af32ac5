import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CURRENT_SLIDE_PLACEHOLDER } from "../../enhancers/testimonials.ts";
import { enhancedBy } from "../../enhancers/enhanced-by.ts";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { PausePlayFace } from "../ui/PausePlayFace.tsx";
import { Section } from "../ui/Section.tsx";
import { slidePosition } from "./testimonial-rotation.ts";

/** A slide's look by its `data-position` (active, next, previous or inactive). */
const POSITION_CLASSES = [
  "pointer-events-none z-0 scale-95 opacity-0",
  "data-[position=active]:pointer-events-auto data-[position=active]:z-20 data-[position=active]:scale-100 data-[position=active]:opacity-100",
  "data-[position=next]:z-10 data-[position=next]:translate-x-8",
  "data-[position=previous]:z-10 data-[position=previous]:-translate-x-8",
].join(" ");

export const displayUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * Customer quotes that advance every 4 s and wrap around; app/enhancers/testimonials.ts moves them.
 * The server's HTML shows the first one, standing still.
 */
export function Testimonials() {
  const { t } = useTranslation("content");
  const items = t("testimonials.items", { returnObjects: true });
  const enhancement = enhancedBy("testimonials");
  const status = (current: number | string) =>
    t("testimonials.status", { current, total: items.length });

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
        className="group/pausable"
        data-rotating="false"
        data-paused="false"
        {...enhancement}
      >
        <div className="grid">
          {items.map((item, index) => {
            const position = slidePosition(index, 0, items.length);
            const copy = t(`${item.copy}` as "testimonialCopy.t1", { returnObjects: true });
            return (
              <figure
                key={item.id}
                data-position={position}
                aria-hidden={position !== "active"}
                inert={position !== "active"}
                className={`col-start-1 row-start-1 grid items-center gap-8 transition duration-500 md:grid-cols-[16rem_1fr] ${POSITION_CLASSES}`}
              >
                <div className="mx-auto size-40 overflow-hidden rounded-3xl bg-white/10 md:size-64">
                  <IllustrationImage name={item.img} className="size-full" />
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
          <button type="button" className={controlClass} data-action="previous">
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("testimonials.previous")}</span>
          </button>
          <button type="button" className={controlClass} data-action="toggle">
            <PausePlayFace
              pauseLabel={t("testimonials.pause")}
              playLabel={t("testimonials.play")}
              iconClassName="size-5"
            />
          </button>
          <button type="button" className={controlClass} data-action="next">
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("testimonials.next")}</span>
          </button>
          <p
            className="ml-2 text-sm text-white/80"
            aria-live="polite"
            data-status-template={status(CURRENT_SLIDE_PLACEHOLDER)}
          >
            {status(1)}
          </p>
        </div>
      </div>
    </Section>
  );
}
