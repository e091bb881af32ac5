import { Check } from "../ui/icons.ts";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";
import type { EcosystemCopy } from "./Ecosystem.content.ts";

/** The home page's picture of what the company connects, with a link to the integrations. */
export function Ecosystem({ eyebrow, title, content, points, image, cta }: EcosystemCopy) {
  return (
    <section aria-labelledby="ecosystem-title" className="bg-surface">
      <div className="mx-auto grid max-w-(--container-content) items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div className="order-last rounded-panel bg-tint p-6 lg:order-first">
          <IllustrationImage name={image} className="w-full" />
        </div>
        <div>
          <p className="eyebrow text-sm font-bold uppercase tracking-wider text-primary">
            {eyebrow}
          </p>
          <h2
            id="ecosystem-title"
            className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{content}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to={pagePath("integrations")} variant="secondary">
              {cta}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
