import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";

export interface ServiceCardContent {
  id: string;
  image: string;
  title: string;
  content: string;
  url?: string;
}

/** A service with its illustration; the learn-more link shows only when the card has a url. */
export function ServiceCard({ card, learnMore }: { card: ServiceCardContent; learnMore: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white">
      <div className="aspect-[4/3] bg-tint">
        <IllustrationImage name={card.image} className="size-full" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold">{card.title}</h3>
        <p className="mt-2 flex-1 text-ink-soft">{card.content}</p>
        {card.url ? (
          <Link
            to={card.url}
            className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-strong"
          >
            {learnMore}
            <span className="sr-only">: {card.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}
