import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { Logo } from "../ui/Logo.tsx";
import { SocialIcon } from "./SocialIcon.tsx";
import { currentYear } from "../../widgets/current-year/current-year.ts";
import { linkedPagePath, pagePath } from "../../lib/page-path.ts";

const linkClass = "inline-flex min-h-11 items-center text-ink-soft hover:text-primary sm:min-h-8";

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const sections = t("footer.sections", { returnObjects: true });
  const social = t("footer.social", { returnObjects: true });
  const services = t("servicesMenu.items", { returnObjects: true });

  return (
    <footer className="border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-(--container-content) grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-4 sm:px-6 lg:grid-cols-[1.3fr_repeat(4,1fr)] lg:px-8">
        <div className="col-span-2 sm:col-span-4 lg:col-span-1">
          <Link
            to={pagePath("home")}
            aria-label={t("brandHome")}
            className="inline-block rounded-small"
          >
            <Logo />
          </Link>
          <p className="mt-4 max-w-xs text-ink-soft">{t("footer.tagline")}</p>
          <p className="mt-6 text-sm font-semibold">{t("footer.socialLabel")}</p>
          <ul className="mt-2 flex gap-2">
            {social.map((profile) => (
              <li key={profile.id}>
                <ExternalLink
                  href={profile.link}
                  aria-label={profile.label}
                  className="grid size-11 place-items-center rounded-small border border-line bg-white text-ink hover:text-primary"
                >
                  <SocialIcon name={profile.icon} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-bold uppercase tracking-wide text-ink">
            {t("footer.servicesTitle")}
          </h2>
          <ul className="mt-3 space-y-1">
            {services.map((service) => (
              <li key={service.id}>
                <Link to={linkedPagePath(service.id)} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <nav key={section.id} aria-labelledby={`footer-${section.id}`}>
            <h2
              id={`footer-${section.id}`}
              className="text-sm font-bold uppercase tracking-wide text-ink"
            >
              {section.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => {
                const label = t(link.linkKey as "footer.links.apiDocs");
                return (
                  <li key={link.id}>
                    {/* A link without an address is to the page its id names. */}
                    {link.linkUrl ? (
                      <ExternalLink href={link.linkUrl} className={linkClass}>
                        {label}
                      </ExternalLink>
                    ) : (
                      <Link to={linkedPagePath(link.id)} className={linkClass}>
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-(--container-content) flex-col gap-2 px-4 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* A prerendered page seen in a later year than it was built: its behaviour corrects
              the year. */}
          <p {...currentYear.root({ builtYear: year })}>{t("footer.rights", { year })}</p>
          <ExternalLink href={t("footer.terms.url")} className={linkClass}>
            {t("footer.terms.label")}
          </ExternalLink>
        </div>
      </div>
    </footer>
  );
}
