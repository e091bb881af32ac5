import { ExternalLink as ExternalLinkIcon } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import type { HighlightCopy } from "./Highlight.content.ts";

/** A highlighted message with its link to the contact page and an optional image. */
export function Highlight({ highlightSection: copy, image }: HighlightCopy) {
  const { t } = useTranslation();
  // The developer documentation the text points to: the footer's link, so both stay the same.
  const apiDocs = t("footer.sections", { returnObjects: true })
    .flatMap((section) => section.links)
    .find((link) => link.id === "apiDocs");
  return (
    <section aria-labelledby="highlight-title" className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="grid items-center gap-10 rounded-panel bg-ink p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <p className="eyebrow text-sm font-bold uppercase tracking-wider text-accent">
              {copy.subtitle}
            </p>
            <h2
              id="highlight-title"
              className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {copy.title}
            </h2>
            <p className="mt-4 text-lg text-white/85">{copy.content}</p>
            {apiDocs?.linkUrl ? (
              <ExternalLink
                href={apiDocs.linkUrl}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-accent"
              >
                {copy.linkText}
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
              </ExternalLink>
            ) : (
              <p className="mt-4 font-semibold text-white">{copy.linkText}</p>
            )}
            <div className="mt-8">
              <ButtonLink to={pagePath("contact")}>{copy.button}</ButtonLink>
            </div>
          </div>
          {image ? (
            <div className="rounded-card bg-white/5 p-4">
              <IllustrationImage name={image} className="w-full" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
