import { ArrowRight } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { figureParts } from "../../../domain/figures.ts";
import type { Story } from "../../../domain/stories.ts";
import { market } from "../../i18n/i18n.ts";
import { subRoutePath } from "../../lib/page-path.ts";
import { storyText } from "../../lib/stories.ts";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { StoryBadge } from "./StoryBadge.tsx";
import { StoryPicture } from "./StoryPicture.tsx";

/**
 * The customer stories as cards, the latest first: one column on a phone, two from 768 px, three
 * from 1024 px. A whole card opens its story (its heading's link covers it); its first result
 * stands out, as a reader skims for figures.
 */
export function StoryList({ stories }: { stories: readonly Story[] }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="stories-list-title" className="bg-surface-muted">
      <div className="mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <h2 id="stories-list-title" className="sr-only">
          {t("stories.allStories")}
        </h2>
        {stories.length === 0 ? (
          <p className="text-lg text-ink-soft">{t("stories.empty")}</p>
        ) : (
          <ul data-testid="story-cards" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function StoryCard({ story }: { story: Story }) {
  const { t } = useTranslation("pages");
  const [lead] = story.figures;
  const figure = lead ? figureParts(lead, market.locale) : undefined;
  return (
    <li className="relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-soft transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary motion-reduce:transition-none">
      <div className="bg-tint">
        <StoryPicture story={story} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-lg text-ink-soft">
            <BrandLogo name={story.logo} label={story.customer} />
            <span className="sr-only">{story.customer}</span>
          </span>
          {story.sample ? <StoryBadge /> : null}
        </div>
        <p className="mt-4 text-sm text-muted">
          {story.industry} · {story.location}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-bold text-ink">
          <Link
            to={subRoutePath("story", { slug: story.slug })}
            className="outline-none after:absolute after:inset-0 hover:text-primary"
          >
            {storyText(story.title)}
          </Link>
        </h3>
        <p className="mt-3 text-ink-soft">{storyText(story.description)}</p>
        {lead && figure ? (
          <p className="mt-6 flex items-baseline gap-2 border-t border-line pt-5">
            <span className="text-3xl font-extrabold tracking-tight whitespace-nowrap text-primary">
              {figure.value}
              {figure.unit ? (
                <span className="ml-1 text-[0.6em] font-bold">{figure.unit}</span>
              ) : null}
            </span>
            <span className="text-sm text-ink-soft">{storyText(lead.label)}</span>
          </p>
        ) : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-primary"
        >
          {t("stories.readStory")}
          <ArrowRight className="size-4" />
        </span>
      </div>
    </li>
  );
}
