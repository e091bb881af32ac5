import { useTranslation } from "react-i18next";
import type { ServicePageId } from "../../../domain/pages.ts";
import { serviceFaq } from "../../lib/page-meta.ts";

/**
 * A service page's questions and answers, all visible (they are the page's FAQPage JSON-LD too,
 * which must match what the page shows).
 */
export function Faq({ page, tone = "plain" }: { page: ServicePageId; tone?: "plain" | "tint" }) {
  const { t } = useTranslation("services");
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className={tone === "tint" ? "bg-surface-muted" : "bg-surface"}
    >
      <div className="mx-auto grid max-w-(--container-content) gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:px-8 lg:py-24">
        <h2 id="faq-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("faq.title")}
        </h2>
        <dl className="divide-y divide-line border-y border-line">
          {serviceFaq(page).map(({ question, answer }) => (
            <div key={question} className="py-6">
              <dt className="text-lg font-bold text-ink">{question}</dt>
              <dd className="mt-2 text-ink-soft">{answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
