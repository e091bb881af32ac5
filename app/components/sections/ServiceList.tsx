import { isPromiseId } from "../../../domain/services/promises.ts";
import { Icon } from "../ui/Icon.tsx";
import { Section } from "../ui/Section.tsx";
import type { ServiceListCopy } from "./ServiceList.content.ts";
import { PromiseFacts } from "./ServicePromise.tsx";

/**
 * The delivery types of the last-mile page, each with its promise: cut-off, coverage and starting
 * price. Two wide cards then three (six columns at lg), the last one spanning both columns at sm,
 * so five cards leave no hole.
 */
export function ServiceList({ title, items }: ServiceListCopy) {
  return (
    <Section id="service-list" title={title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {items.map((service, index) => (
          <li
            key={service.id}
            className={`flex flex-col rounded-card border border-line bg-white p-6 shadow-hairline ${index < 2 ? "lg:col-span-3" : "lg:col-span-2"} ${index === items.length - 1 && items.length % 2 === 1 ? "sm:col-span-2 lg:col-span-2" : ""}`}
          >
            <div className="mb-5 flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-control bg-primary-soft text-primary">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-bold">{service.title}</h3>
              {service.tag ? (
                <span className="ml-auto rounded-full bg-accent-soft px-3 py-1 text-xs font-bold text-accent-strong">
                  {service.tag}
                </span>
              ) : null}
            </div>
            {isPromiseId(service.id) ? <PromiseFacts id={service.id} layout="stack" /> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
