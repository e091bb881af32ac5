import { useTranslation } from "react-i18next";
import { figureParts } from "../../../domain/figures.ts";
import { paragraphsOf, publishedDateIn, type Story } from "../../../domain/stories.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { storyText } from "../../lib/stories.ts";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { BackLink } from "../ui/BackLink.tsx";
import { CustomerSiteLink } from "../ui/CustomerSiteLink.tsx";
import { ServiceTileLink } from "../ui/ServiceTileLink.tsx";
import { FactNotes } from "./FactNotes.tsx";
import { StoryBadge } from "./StoryBadge.tsx";
import { StoryPicture } from "./StoryPicture.tsx";

/**
 * A customer story (ADR 56): who the customer is, the results in figures with what each counts
 * (as the fact sheet states a claim), the challenge and what the company did, the services it
 * used, and the customer's words. An illustrative story says so beside its title and with its
 * figures.
 */
export function StoryArticle({ story }: { story: Story }) {
  const { t } = useTranslation("pages");
  return (
    <article>
      <StoryHeader story={story} />
      <StoryResults story={story} />
      <section className="bg-surface">
        <div className="mx-auto grid max-w-(--container-content) gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-20">
          <div className="max-w-2xl">
            <StoryText title={t("stories.challenge")} text={story.challenge} />
            <StoryText title={t("stories.solution")} text={story.solution} />
          </div>
          <StoryServices ids={story.services} />
        </div>
      </section>
      <StoryQuote story={story} />
    </article>
  );
}

function StoryHeader({ story }: { story: Story }) {
  const { t } = useTranslation("pages");
  const facts = [
    { label: t("stories.customer"), value: story.customer },
    { label: t("stories.industry"), value: story.industry },
    { label: t("stories.location"), value: story.location },
  ];
  return (
    <header className="bg-gradient-to-b from-tint to-surface">
      <div className="mx-auto grid max-w-(--container-content) items-center gap-10 px-4 pt-8 pb-14 sm:px-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-14 lg:px-8 lg:pt-12 lg:pb-20">
        <div>
          <BackLink to={pagePath("stories")} look="quiet">
            {t("stories.allStories")}
          </BackLink>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
            <span className="text-xl text-ink">
              <BrandLogo name={story.logo} label={story.customer} />
            </span>
            {story.sample ? <StoryBadge /> : null}
          </div>
          <h1 className="mt-5 text-[clamp(2rem,5vw,3.25rem)] leading-tight font-extrabold tracking-tight text-ink">
            {storyText(story.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">{storyText(story.description)}</p>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
            {facts.map(({ label, value }) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="mt-1 font-semibold text-ink">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-muted">{t("stories.site")}</dt>
              <dd className="mt-1">
                <CustomerSiteLink
                  href={story.web}
                  className="font-semibold break-words text-primary underline underline-offset-4 hover:text-primary-strong"
                />
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-muted">
            <time dateTime={story.published}>
              {t("stories.published", { date: publishedDateIn(market.locale, story.published) })}
            </time>
          </p>
        </div>
        <div className="overflow-hidden rounded-panel bg-white/70 p-3 shadow-soft">
          <div className="overflow-hidden rounded-card bg-tint">
            <StoryPicture story={story} eager />
          </div>
        </div>
      </div>
    </header>
  );
}

/** The results as the home's key figures are drawn, with what each counts closed beneath. */
function StoryResults({ story }: { story: Story }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="story-results" className="bg-surface-muted">
      <div className="mx-auto max-w-(--container-content) px-4 py-14 sm:px-6 lg:px-8 lg:py-16">
        <h2 id="story-results" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t("stories.results")}
        </h2>
        <dl data-testid="story-figures" className="mt-8 grid gap-4 sm:grid-cols-3">
          {story.figures.map((figure) => {
            const parts = figureParts(figure, market.locale);
            return (
              <div
                key={figure.label}
                className="flex flex-col gap-1 rounded-card border border-line bg-white p-5 sm:p-6"
              >
                <dt className="text-ink-soft">{storyText(figure.label)}</dt>
                <dd className="order-first text-4xl leading-tight font-extrabold tracking-tight whitespace-nowrap text-primary">
                  {parts.value}
                  {parts.unit ? (
                    <span className="ml-1 text-[0.55em] font-bold tracking-normal">
                      {parts.unit}
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
        <FactNotes
          items={story.figures.map((figure) => ({
            label: storyText(figure.label),
            scope: storyText(figure.scope),
          }))}
          title={t("stories.figuresNote")}
          asOf={storyText(story.asOf)}
        />
        {story.sample ? (
          <p className="mt-2 text-sm text-ink-soft">{t("stories.illustrativeNote")}</p>
        ) : null}
      </div>
    </section>
  );
}

function StoryText({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-12 first:mt-0">
      <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h2>
      {paragraphsOf(storyText(text)).map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** The services the story is about, each to its page, as the services menu names them. */
function StoryServices({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation();
  const menu = tc("servicesMenu.items", { returnObjects: true });
  const services = ids.flatMap((id) => menu.filter((item) => item.id === id));
  return (
    <aside aria-labelledby="story-services" className="lg:pt-1">
      <h2 id="story-services" className="text-lg font-bold text-ink">
        {t("stories.services")}
      </h2>
      <ul className="mt-4 space-y-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceTileLink service={service} look="card" />
          </li>
        ))}
      </ul>
    </aside>
  );
}

function StoryQuote({ story }: { story: Story }) {
  return (
    <section className="bg-ink text-white">
      <figure className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <blockquote className="text-2xl leading-relaxed font-semibold sm:text-3xl">
          “{storyText(story.quote.text)}”
        </blockquote>
        <figcaption className="mt-8 text-white/85">
          <span className="font-bold text-white">{story.quote.author}</span>, {story.quote.role} ·{" "}
          {story.customer}
        </figcaption>
      </figure>
    </section>
  );
}
