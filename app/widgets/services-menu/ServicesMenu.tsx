import { ArrowRight, ChevronDown } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../components/ui/Icon.tsx";
import { ServiceTileLink } from "../../components/ui/ServiceTileLink.tsx";
import { pagePath } from "../../lib/page-path.ts";
import { servicesMenu, servicesMenuView } from "./services-menu.ts";

/**
 * The Services entry of the top navigation: a disclosure that overlays the service menu, every
 * service in two even columns and, below them, the rate calculator and the integrations.
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  const items = t("servicesMenu.items", { returnObjects: true });
  const tools = [
    {
      to: pagePath("rates"),
      icon: "calculator",
      ...t("servicesMenu.calculator", { returnObjects: true }),
    },
    {
      to: pagePath("integrations"),
      icon: "plug",
      ...t("servicesMenu.integrations", { returnObjects: true }),
    },
  ];
  const panelId = useId();
  const closed = servicesMenuView(false);

  return (
    <div className="relative" {...servicesMenu.root()}>
      <button
        type="button"
        {...servicesMenu.part("toggle")}
        {...closed.toggle}
        aria-controls={panelId}
        className="group flex min-h-11 items-center gap-1 rounded-small px-3 font-semibold text-ink hover:bg-ink/5"
      >
        {t("nav.services")}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panelId}
        {...servicesMenu.part("panel")}
        {...closed.panel}
        className="absolute left-0 top-full mt-3 w-[min(48rem,calc(100vw-2rem))] rounded-card border border-line bg-white p-3 shadow-soft"
      >
        <p className="px-3 pt-2 pb-3 text-sm font-semibold text-muted">{t("servicesMenu.label")}</p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <ServiceTileLink service={item} look="menu" />
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid gap-2 border-t border-line pt-3 sm:grid-cols-2">
          {tools.map((tool) => (
            <li key={tool.to}>
              <Link
                to={tool.to}
                className="group flex h-full items-center gap-3 rounded-control border border-line bg-surface-muted p-3 hover:border-primary focus-visible:border-primary"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-small bg-accent-soft text-accent-strong">
                  <Icon name={tool.icon} className="size-5" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{tool.title}</span>
                  <span className="mt-0.5 block text-sm text-muted">{tool.description}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="mr-1 size-5 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
