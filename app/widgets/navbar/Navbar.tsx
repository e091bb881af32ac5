import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { market } from "../../i18n/i18n.ts";
import { buttonClassName } from "../../components/ui/ButtonLink.tsx";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import { MerchantSignupLink } from "../../components/layout/MerchantSignupLink.tsx";
import { Logo } from "../../components/ui/Logo.tsx";
import { MobileMenu } from "../mobile-menu/MobileMenu.tsx";
import { MERCHANT_LOGIN_URL, primaryLinks } from "../../components/layout/navigation-links.ts";
import { ServicesMenu } from "../services-menu/ServicesMenu.tsx";
import { initialNavbarScrollState, navbar, navbarView } from "./navbar.ts";

/** The site's header: logo, navigation (the Services menu, links), login and sign-up. */
export function Navbar() {
  const { t } = useTranslation();
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-small px-3 font-semibold hover:bg-ink/5 ${isActive ? "text-primary" : "text-ink"}`;

  return (
    <header
      {...navbar.root()}
      {...navbarView(initialNavbarScrollState, false)}
      className="fixed inset-x-0 top-0 z-40 translate-y-0 bg-transparent transition-[transform,background-color,box-shadow] duration-300 data-[hidden=true]:-translate-y-full data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-soft data-[scrolled=true]:backdrop-blur"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-small focus:bg-white focus:px-4 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-18 max-w-(--container-content) items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={t("brandHome")} className="rounded-small">
          <Logo />
        </Link>
        <nav aria-label={t("nav.label")} className="ml-6 hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <ServicesMenu />
            </li>
            {primaryLinks(market.navShowsRates).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ExternalLink
            href={MERCHANT_LOGIN_URL}
            className="hidden min-h-11 items-center rounded-small px-3 font-semibold text-ink hover:bg-ink/5 lg:flex"
          >
            {t("nav.login")}
          </ExternalLink>
          <MerchantSignupLink className={`${buttonClassName("primary")} hidden sm:inline-flex`}>
            {t("nav.signup")}
          </MerchantSignupLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
