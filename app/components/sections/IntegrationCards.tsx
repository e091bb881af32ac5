import { ArrowRight, CodeXml, ExternalLink as ExternalLinkIcon } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { markInkOn } from "../../../domain/contrast.ts";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { UploadedLogo } from "../logos/UploadedLogo.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Section } from "../ui/Section.tsx";

/** A logo on its card's colour is white or ink, whichever reads better (markInkOn). Literal
 * classes, so Tailwind generates them; important, over the logo's own grey and hover colour. */
const LOGO_INK = { white: "text-white!", ink: "text-ink!" } as const;

/**
 * How many columns the last tile spans so the grid ends flush, at 2 columns (sm) and at 4 (lg),
 * after `count` cards. Literal classes, so Tailwind generates them.
 */
const SM_SPAN = ["sm:col-span-2", "sm:col-span-1"] as const;
const LG_SPAN = ["lg:col-span-4", "lg:col-span-3", "lg:col-span-2", "lg:col-span-1"] as const;

/**
 * The store and marketplace integrations (active ones), each named once (its logo, on the card's
 * colour, is its heading) and linking its help-centre article, and a last tile for any other platform: the API.
 */
export function IntegrationCards() {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation();
  const items = t("integrations.items", { returnObjects: true }).filter((item) => item.active);
  // The developer documentation: the footer's link, so both stay the same.
  const apiDocs = tc("footer.sections", { returnObjects: true })
    .flatMap((section) => section.links)
    .find((link) => link.id === "apiDocs");
  const apiLinkClass =
    "mt-auto inline-flex min-h-11 items-center gap-2 pt-4 font-semibold text-white underline-offset-4 hover:text-accent hover:underline";
  return (
    <Section
      id="integrations"
      title={t("integrations.section.title")}
      subtitle={t("integrations.section.subtitle")}
    >
      <ul data-testid="integration-cards" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item: (typeof items)[number] & { logoFile?: string }) => (
          <li
            key={item.id}
            className="flex flex-col rounded-card border border-line bg-white p-2 transition-colors hover:border-primary/40"
          >
            <h3 className="relative flex h-24 items-center justify-center overflow-hidden rounded-control text-2xl">
              {/* The card's colour (spec: bgColor) from the copy, drawn by SVG: the page's CSP
                  admits no style attribute. Forced colours draw the logo on the page's own. */}
              <svg
                aria-hidden="true"
                focusable="false"
                className="absolute inset-0 size-full forced-colors:hidden"
              >
                <rect width="100%" height="100%" fill={item.bgColor} />
              </svg>
              {/* An uploaded logo (ADR 64) keeps its own colours, on a white plate. */}
              {item.logoFile ? (
                <span className="relative rounded-small bg-white px-3 py-2">
                  <UploadedLogo file={item.logoFile} />
                </span>
              ) : (
                <BrandLogo
                  name={item.icon}
                  className={`relative ${LOGO_INK[markInkOn(item.bgColor)]}`}
                />
              )}
              <span className="sr-only">{item.title}</span>
            </h3>
            <div className="flex flex-1 flex-col px-4 pt-3 pb-2">
              <p className="mb-2 text-sm text-ink-soft">{item.marketName}</p>
              {item.url ? (
                <ExternalLink
                  href={item.url}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-strong"
                >
                  {t("integrations.section.connect")}
                  <span className="sr-only">: {item.title}</span>
                  <ExternalLinkIcon aria-hidden="true" className="size-4" />
                </ExternalLink>
              ) : null}
            </div>
          </li>
        ))}
        <li
          data-testid="integration-api"
          className={`flex flex-col rounded-card bg-ink p-6 text-white ${SM_SPAN[items.length % 2]} ${LG_SPAN[items.length % 4]}`}
        >
          <h3 className="flex items-center gap-3 text-lg font-bold">
            <CodeXml aria-hidden="true" className="size-6 shrink-0 text-accent" />
            {t("integrations.section.apiTitle")}
          </h3>
          <p className="mt-2 text-white/85">{t("integrations.section.apiText")}</p>
          {apiDocs?.linkUrl ? (
            <ExternalLink href={apiDocs.linkUrl} className={apiLinkClass}>
              {t("integrations.section.apiLink")}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          ) : (
            <a href="#highlight-title" className={apiLinkClass}>
              {t("integrations.section.apiLink")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          )}
        </li>
      </ul>
    </Section>
  );
}
