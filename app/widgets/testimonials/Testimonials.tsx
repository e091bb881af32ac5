import { ArrowRight, ChevronLeft, ChevronRight } from "../../components/ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contentImageUrl } from "../../../domain/content-images.ts";
import { IllustrationImage } from "../../components/illustrations/IllustrationImage.tsx";
import { CustomerSiteLink } from "../../components/ui/CustomerSiteLink.tsx";
import { Section } from "../../components/ui/Section.tsx";
import { PausePlayFace } from "../pause-toggle/PausePlayFace.tsx";
import {
  CURRENT_SLIDE_PLACEHOLDER,
  initialTestimonialsState,
  statusText,
  testimonials,
  testimonialsView,
} from "./testimonials.ts";

/** A testimonial in the content; `web` is the customer's site (an invented one's under .example). */
interface TestimonialItem {
  id: string;
  company: string;
  author: string;
  role: string;
  title: string;
  quote: string;
  img: string;
  /** An uploaded portrait (domain/content-images.ts), shown instead of the illustration. */
  photo?: string;
  web: string;
}

/** A testimonial's picture: its uploaded photo, resized by the build, else its illustration. */
function TestimonialPicture({ item }: { item: TestimonialItem }) {
  return item.photo ? (
    <img
      src={contentImageUrl(item.photo)}
      alt=""
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  ) : (
    <IllustrationImage name={item.img} className="size-full" />
  );
}

/**
 * Customers' quotes, advancing every 4 s (testimonials.behaviour.ts moves them; the server's HTML
 * shows the first, standing still). On the home page a dark section with previous, pause and next
 * buttons; under the contact form a light one with a stack of images and a dot per quote, without
 * the quote the form's side column already shows.
 */
export function Testimonials({
  variant,
  exclude,
  moreLink,
}: {
  variant: "home" | "contact";
  /** A testimonial the page already quotes elsewhere (the contact page's side column). */
  exclude?: string;
  /** Where the whole stories are told (the home page's link to the customer stories). */
  moreLink?: { to: string; label: string };
}) {
  const { t } = useTranslation("content");
  const { t: tc } = useTranslation("contact");
  const items = (
    t("testimonials.items", { returnObjects: true }) as readonly TestimonialItem[]
  ).filter((item) => item.id !== exclude);
  const initial = initialTestimonialsState(items.length);
  const statusTemplate = t("testimonials.status", {
    current: CURRENT_SLIDE_PLACEHOLDER,
    total: items.length,
  });
  const onDark = variant === "home";
  const title = onDark ? t("testimonials.title") : tc("testimonials.title");

  const controlClass = `grid size-11 place-items-center rounded-full border ${
    onDark
      ? "border-white/30 text-white hover:bg-white/10"
      : "border-line bg-white text-ink hover:border-primary"
  }`;

  const slides = (
    <div className="grid">
      {items.map((item, index) => {
        return (
          <figure
            key={item.id}
            {...testimonials.part("slide")}
            {...testimonialsView.slide(index, initial)}
            className={`testimonial-slide col-start-1 row-start-1 grid items-center gap-8 transition duration-500 motion-reduce:transition-none ${onDark ? "md:grid-cols-[16rem_1fr]" : ""}`}
          >
            {onDark ? (
              <div className="mx-auto size-40 overflow-hidden rounded-panel bg-white/10 md:size-64">
                <TestimonialPicture item={item} />
              </div>
            ) : null}
            <div>
              <p
                className={`eyebrow text-sm font-bold uppercase tracking-wider ${onDark ? "text-accent" : "text-accent-strong"}`}
              >
                {item.title}
              </p>
              <blockquote className="mt-3 text-xl font-semibold leading-relaxed sm:text-2xl">
                “{item.quote}”
              </blockquote>
              <figcaption className={`mt-6 ${onDark ? "text-white/85" : "text-ink-soft"}`}>
                <span className={`font-bold ${onDark ? "text-white" : "text-ink"}`}>
                  {item.author}
                </span>
                , {item.role} · {item.company} ·{" "}
                <CustomerSiteLink
                  href={item.web}
                  className={`underline underline-offset-4 ${onDark ? "hover:text-white" : "font-semibold text-primary"}`}
                />
              </figcaption>
            </div>
          </figure>
        );
      })}
    </div>
  );

  const pauseButton = (
    <button type="button" className={controlClass} {...testimonials.part("toggle")}>
      <PausePlayFace
        pauseLabel={t("testimonials.pause")}
        playLabel={t("testimonials.play")}
        iconClassName="size-5"
      />
    </button>
  );

  const status = (
    <p
      className={`text-sm ${onDark ? "ml-2 text-white/80" : "sr-only"}`}
      {...testimonials.part("status")}
      {...testimonialsView.status(initial)}
    >
      {statusText(statusTemplate, initial)}
    </p>
  );

  return (
    <Section
      id={onDark ? "testimonials" : "contact-testimonials"}
      title={title}
      subtitle={onDark ? t("testimonials.subtitle") : tc("testimonials.subtitle")}
      tone={onDark ? "ink" : "tint"}
      // The next slide waits 2rem to the right of the current one: on a phone that is past the
      // screen's edge.
      clipOverflowX
    >
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={title}
        className="group/pausable"
        {...testimonials.root({ statusTemplate })}
        {...testimonialsView.root(initial)}
      >
        {onDark ? (
          <>
            {slides}
            <div className="mt-10 flex items-center gap-3">
              <button type="button" className={controlClass} {...testimonials.part("previous")}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                <span className="sr-only">{t("testimonials.previous")}</span>
              </button>
              {pauseButton}
              <button type="button" className={controlClass} {...testimonials.part("next")}>
                <ChevronRight aria-hidden="true" className="size-5" />
                <span className="sr-only">{t("testimonials.next")}</span>
              </button>
              {status}
            </div>
          </>
        ) : (
          <div className="grid items-center gap-10 md:grid-cols-[18rem_1fr]">
            <div className="relative mx-auto h-64 w-56" aria-hidden="true">
              {items.map((item, index) => (
                <div
                  key={item.id}
                  {...testimonials.part("card")}
                  {...testimonialsView.card(index, initial)}
                  className="testimonial-card absolute inset-0 overflow-hidden rounded-panel border border-line bg-white shadow-soft transition duration-500 motion-reduce:transition-none"
                >
                  <TestimonialPicture item={item} />
                </div>
              ))}
            </div>
            <div>
              {slides}
              <div className="mt-6 flex items-center gap-3">
                <div role="group" aria-label={tc("testimonials.dotsLabel")} className="flex gap-1">
                  {items.map((item, index) => (
                    <button
                      key={item.id}
                      type="button"
                      {...testimonials.part("dot")}
                      {...testimonialsView.dot(index, initial)}
                      className="group/dot grid size-11 place-items-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className="block h-2.5 w-2.5 rounded-full bg-ink/25 transition-all group-aria-[current=true]/dot:w-7 group-aria-[current=true]/dot:bg-primary motion-reduce:transition-none"
                      />
                      <span className="sr-only">{item.company}</span>
                    </button>
                  ))}
                </div>
                {pauseButton}
                {status}
              </div>
            </div>
          </div>
        )}
      </div>
      {moreLink ? (
        <p className={`mt-10 border-t pt-6 ${onDark ? "border-white/15" : "border-line"}`}>
          <Link
            to={moreLink.to}
            className={`inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4 ${onDark ? "text-white hover:text-accent" : "text-primary hover:text-primary-strong"}`}
          >
            {moreLink.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
    </Section>
  );
}
