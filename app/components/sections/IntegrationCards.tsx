import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Section } from "../ui/Section.tsx";

/** The store and marketplace integrations (active ones), each linking its help-centre article. */
export function IntegrationCards() {
  const { t } = useTranslation("pages");
  const items = t("integrations.items", { returnObjects: true }).filter((item) => item.active);
  return (
    <Section
      id="integrations"
      title={t("integrations.section.title")}
      subtitle={t("integrations.section.subtitle")}
    >
      <ul
        data-testid="integration-cards"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col rounded-(--radius-card) border border-line bg-white p-6"
          >
            <div className="relative flex h-24 items-center justify-center overflow-hidden rounded-xl text-ink">
              {/* The brand's colour as an SVG fill: the Content-Security-Policy admits no style attributes. */}
              <svg aria-hidden="true" className="absolute inset-0 size-full">
                <rect width="100%" height="100%" fill={item.bgColor} />
              </svg>
              <BrandLogo name={item.icon} className="relative text-xl" />
            </div>
            <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
            <p className="text-sm text-ink-soft">{item.marketName}</p>
            {item.url ? (
              <ExternalLink
                href={item.url}
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-strong"
              >
                {t("integrations.section.connect")}
                <span className="sr-only">: {item.title}</span>
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
              </ExternalLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
