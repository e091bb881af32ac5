import { useTranslation } from "react-i18next";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { UploadedLogo } from "../logos/UploadedLogo.tsx";
import { LOGO_SIZE } from "../logos/wordmark.ts";

/**
 * The customers' logos (only active ones): one monochrome treatment, at the carriers' size; an
 * uploaded logo in its place where marketing gave one (ADR 64).
 */
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
          className="mt-8 grid grid-cols-2 items-center gap-x-4 gap-y-6 sm:grid-cols-3 sm:gap-y-8 lg:grid-cols-4 xl:grid-cols-6"
        >
          {customers.map((customer: { logo: string; logoFile?: string; name: string }) => (
            <li key={customer.name} className={`flex justify-center text-ink-soft ${LOGO_SIZE}`}>
              {customer.logoFile ? (
                <UploadedLogo file={customer.logoFile} />
              ) : (
                <BrandLogo name={customer.logo} label={customer.name} />
              )}
              <span className="sr-only">{customer.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
