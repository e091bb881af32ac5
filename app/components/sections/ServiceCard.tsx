import { ArrowRight } from "../ui/icons.ts";
import { Link } from "react-router";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { isPageId } from "../../../domain/pages.ts";
import { pagePath } from "../../lib/page-path.ts";

export interface ServiceCardContent {
  id: string;
  image: string;
  title: string;
  content: string;
}

/**
 * A service with its illustration. When the service has a page (its id is a page's), the whole
 * card is one link to it: the title's link stretches over the card (its accessible name stays the
 * title), and the card shows the hover and keyboard focus; "learn more" is only its visual cue.
 */
export function ServiceCard({ card, learnMore }: { card: ServiceCardContent; learnMore: string }) {
  const to = isPageId(card.id) ? pagePath(card.id) : undefined;
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white ${to ? "group transition duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-soft has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary motion-reduce:transition-none motion-reduce:hover:translate-y-0" : ""}`}
    >
      <div className="aspect-[4/3] bg-tint">
        <IllustrationImage name={card.image} className="size-full" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold">
          {to ? (
            <Link
              to={to}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
            >
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </h3>
        <p className="mt-2 flex-1 text-ink-soft">{card.content}</p>
        {to ? (
          <span
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-2 font-semibold text-primary group-hover:text-primary-strong"
          >
            {learnMore}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
          </span>
        ) : null}
      </div>
    </article>
  );
}
