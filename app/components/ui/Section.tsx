import type { ReactNode } from "react";

/**
 * The browser lays a section out and paints it only when it nears the viewport: most sections
 * start below the first screen, whose paint then waits for less work (ADR 37). Until then a
 * section counts as 800 px high, then as high as it last was.
 *
 * Not a dark ("ink") section: where its content is taller than the estimate (the order day's
 * timeline on a phone), the overflowing white text would sit over the next, light section until
 * it is laid out, and contrast checkers (Lighthouse's axe) measure it there.
 */
const DEFERRED_RENDERING = "[content-visibility:auto] [contain-intrinsic-size:auto_800px]";

const TONES = {
  plain: "bg-surface",
  tint: "bg-surface-muted",
  ink: "bg-ink text-white",
} as const;

/** A page section with the site's width, rhythm and optional heading block. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  tone = "plain",
  children,
  headingLevel = 2,
  clipOverflowX = false,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
  headingLevel?: 2 | 3;
  /** Clip what moves past the section's sides (slides in transition) instead of widening the page. */
  clipOverflowX?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${TONES[tone]}${tone === "ink" ? "" : ` ${DEFERRED_RENDERING}`}${clipOverflowX ? " overflow-x-clip" : ""}`}
    >
      <div className="mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        {title ? (
          <div className="mb-10 max-w-3xl lg:mb-14">
            {eyebrow ? (
              <p
                className={`eyebrow text-sm font-bold uppercase tracking-wider ${tone === "ink" ? "text-accent" : "text-primary"}`}
              >
                {eyebrow}
              </p>
            ) : null}
            <Heading
              id={headingId}
              className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {title}
            </Heading>
            {subtitle ? (
              <p className={`mt-4 text-lg ${tone === "ink" ? "text-white/80" : "text-ink-soft"}`}>
                {subtitle}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
