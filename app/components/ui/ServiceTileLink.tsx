import { Link } from "react-router";
import { linkedPagePath } from "../../lib/page-path.ts";
import { Icon } from "./Icon.tsx";
import { ArrowRight } from "./icons.ts";

/** A service as the services menu lists it (common.json `servicesMenu.items`). */
export type ServiceTileCopy = {
  id: string;
  icon: string;
  title: string;
  tag?: string;
  description: string;
};

/**
 * `menu`: a row of the services menu, its tag beside the name. `card`: a bordered card in a
 * page's column (a story's services), an arrow after the name.
 */
const LOOKS = {
  menu: {
    link: "flex gap-3 rounded-control p-3 hover:bg-surface-muted focus-visible:bg-surface-muted",
    tile: "rounded-small",
    title: "gap-2",
    description: "mt-0.5 text-muted",
  },
  card: {
    link: "group flex min-h-11 items-start gap-3 rounded-card border border-line bg-white p-4 hover:border-primary",
    tile: "rounded-control",
    title: "gap-1 group-hover:text-primary",
    description: "mt-1 text-ink-soft",
  },
} as const;

/** A service led by its icon on a tinted tile, then its name and one line on it, to its page. */
export function ServiceTileLink({
  service,
  look,
}: {
  service: ServiceTileCopy;
  look: keyof typeof LOOKS;
}) {
  const style = LOOKS[look];
  return (
    <Link to={linkedPagePath(service.id)} className={style.link}>
      <span
        className={`grid size-10 shrink-0 place-items-center bg-primary-soft text-primary ${style.tile}`}
      >
        <Icon name={service.icon} className="size-5" />
      </span>
      <span>
        <span className={`flex items-center font-semibold text-ink ${style.title}`}>
          {service.title}
          {look === "menu" && service.tag ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent-strong">
              {service.tag}
            </span>
          ) : null}
          {look === "card" ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
        </span>
        <span className={`block text-sm ${style.description}`}>{service.description}</span>
      </span>
    </Link>
  );
}
