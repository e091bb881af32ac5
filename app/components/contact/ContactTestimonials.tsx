import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { displayUrl } from "../sections/Testimonials.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Section } from "../ui/Section.tsx";

/**
 * Where each card of the image stack sits, front to back; cards further back are hidden. Classes,
 * not inline styles: the Content-Security-Policy admits no style attributes.
 */
const STACK_POSITIONS = [
  "z-30",
  "z-20 translate-x-[14px] -translate-y-[10px] rotate-3",
  "z-10 translate-x-[28px] -translate-y-[20px] rotate-6",
  "z-0 translate-x-[28px] -translate-y-[20px] rotate-6 opacity-0",
] as const;

/** Customers' words next to the form: a stack of images, the current quote and dots to choose. */
export function ContactTestimonials() {
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation("content");
  const items = tc("testimonials.items", { returnObjects: true });
  const [current, setCurrent] = useState(0);
  const item = items[current]!;
  const copy = tc(item.copy as "testimonialCopy.t1", { returnObjects: true });

  return (
    <Section
      id="contact-testimonials"
      title={t("testimonials.title")}
      subtitle={t("testimonials.subtitle")}
      tone="tint"
    >
      <div className="grid items-center gap-10 md:grid-cols-[18rem_1fr]">
        <div className="relative mx-auto h-64 w-56" aria-hidden="true">
          {items.map((entry, index) => {
            const offset = (index - current + items.length) % items.length;
            return (
              <div
                key={entry.id}
                data-stack-position={offset}
                className={`absolute inset-0 overflow-hidden rounded-3xl border border-line bg-white shadow-soft transition duration-500 motion-reduce:transition-none ${STACK_POSITIONS[Math.min(offset, STACK_POSITIONS.length - 1)]}`}
              >
                <IllustrationImage name={entry.img} className="size-full" />
              </div>
            );
          })}
        </div>
        <figure>
          <blockquote className="text-xl font-semibold leading-relaxed text-ink sm:text-2xl">
            “{copy.quote}”
          </blockquote>
          <figcaption className="mt-5 text-ink-soft">
            <span className="font-bold text-ink">{copy.author}</span>, {copy.role} · {copy.company}{" "}
            ·{" "}
            <ExternalLink
              href={item.web}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {displayUrl(item.web)}
            </ExternalLink>
          </figcaption>
          <div role="group" aria-label={t("testimonials.dotsLabel")} className="mt-6 flex gap-1">
            {items.map((entry, index) => (
              <button
                key={entry.id}
                type="button"
                aria-current={index === current ? "true" : undefined}
                onClick={() => setCurrent(index)}
                className="grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${index === current ? "w-7 bg-primary" : "w-2.5 bg-ink/25"}`}
                />
                <span className="sr-only">
                  {tc(entry.copy as "testimonialCopy.t1", { returnObjects: true }).company}
                </span>
              </button>
            ))}
          </div>
        </figure>
      </div>
    </Section>
  );
}
