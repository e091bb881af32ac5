import { useTranslation } from "react-i18next";
import { BrandLogo } from "../logos/BrandLogo.tsx";

/** The customers' logos (only active ones). */
export function LogoStrip() {
  const { t } = useTranslation("content");
  const customers = t("customers.items", { returnObjects: true }).filter((c) => c.active);
  return (
    <section aria-labelledby="customers-title" className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 py-14 sm:px-6 lg:px-8">
        <h2
          id="customers-title"
          className="text-center text-sm font-bold uppercase tracking-wider text-ink-soft"
        >
          {t("customers.title")}
        </h2>
        <ul
          data-testid="customer-logos"
          className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6"
        >
          {customers.map((customer) => (
            <li key={customer.logo} className="flex justify-center text-ink-soft">
              <BrandLogo name={customer.logo} label={customer.name} className="h-7" />
              <span className="sr-only">{customer.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
