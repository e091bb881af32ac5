import { Menu, X } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { market } from "../../i18n/i18n.ts";
import { buttonClassName } from "../../components/ui/ButtonLink.tsx";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import { MerchantSignupLink } from "../../components/layout/MerchantSignupLink.tsx";
import { Icon } from "../../components/ui/Icon.tsx";
import { linkedPagePath, pagePath } from "../../lib/page-path.ts";
import { mobileMenu, mobileMenuButtonView } from "./mobile-menu.ts";
import { MERCHANT_LOGIN_URL, primaryLinks } from "../../components/layout/navigation-links.ts";

/**
 * The side panel of small screens: a modal dialog, so focus stays inside while it is open, Escape
 * closes it and focus returns to the menu button. Any click in it (a link, the backdrop) closes it.
 * The buttons open and close it through the browser's invoker commands, so a tap works before the
 * page script has arrived; the script keeps aria-expanded and closes the panel on a link's click.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const panelId = useId();
  const services = t("servicesMenu.items", { returnObjects: true });
  const calculator = t("servicesMenu.calculator", { returnObjects: true });

  const linkClass =
    "flex min-h-11 items-center rounded-small px-3 font-semibold text-ink hover:bg-surface-muted";

  return (
    <div className="contents" {...mobileMenu.root()}>
      <button
        type="button"
        {...mobileMenu.part("button")}
        {...mobileMenuButtonView(false)}
        aria-haspopup="dialog"
        aria-controls={panelId}
        commandfor={panelId}
        command="show-modal"
        className="grid size-11 place-items-center rounded-small text-ink hover:bg-ink/5 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      <dialog
        id={panelId}
        {...mobileMenu.part("dialog")}
        closedby="any"
        aria-label={t("nav.mobileMenuTitle")}
        className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] overflow-y-auto bg-white p-4 shadow-soft backdrop:bg-ink/40 lg:hidden"
      >
        <div className="flex items-center justify-between">
          <p className="px-3 text-lg font-bold">{t("nav.mobileMenuTitle")}</p>
          <button
            type="button"
            commandfor={panelId}
            command="close"
            className="grid size-11 place-items-center rounded-small hover:bg-ink/5"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("nav.closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("nav.label")} className="mt-4">
          <p className="px-3 pb-1 text-sm font-semibold text-muted">{t("nav.services")}</p>
          <ul>
            {services.map((item) => (
              <li key={item.id}>
                <Link to={linkedPagePath(item.id)} className={`${linkClass} gap-3`}>
                  <Icon name={item.icon} className="size-5 text-primary" />
                  {item.title}
                </Link>
              </li>
            ))}
            {/* The US copy lists Rates among the links below. */}
            {market.navShowsRates ? null : (
              <li>
                <Link to={pagePath("rates")} className={`${linkClass} gap-3`}>
                  <Icon name="calculator" className="size-5 text-accent-strong" />
                  {calculator.title}
                </Link>
              </li>
            )}
            <li>
              <Link to={pagePath("integrations")} className={`${linkClass} gap-3`}>
                <Icon name="plug" className="size-5 text-accent-strong" />
                {t("servicesMenu.integrations.title")}
              </Link>
            </li>
          </ul>
          <hr className="my-3 border-line" />
          <ul>
            {primaryLinks(market.navShowsRates).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
            <li>
              <ExternalLink href={MERCHANT_LOGIN_URL} className={linkClass}>
                {t("nav.login")}
              </ExternalLink>
            </li>
          </ul>
          <MerchantSignupLink className={`${buttonClassName("primary")} mt-4 w-full`}>
            {t("nav.signup")}
          </MerchantSignupLink>
        </nav>
      </dialog>
    </div>
  );
}
