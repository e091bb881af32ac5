import { Icon } from "../ui/Icon.tsx";
import { Section } from "../ui/Section.tsx";

export interface ListedService {
  id: string;
  icon: string;
  title: string;
  tag: string;
}

/** The delivery services of the last-mile page, each with an icon and an optional tag. */
export function ServiceList({ title, items }: { title: string; items: ListedService[] }) {
  return (
    <Section id="service-list" title={title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((service) => (
          <li
            key={service.id}
            className="flex items-center gap-4 rounded-(--radius-card) border border-line bg-white p-5 lg:flex-col lg:items-start"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon name={service.icon} className="size-6" />
            </span>
            <span className="font-bold">{service.title}</span>
            {service.tag ? (
              <span className="ml-auto rounded-full bg-accent-soft px-3 py-1 text-xs font-bold text-accent-strong lg:ml-0">
                {service.tag}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
