import { useTranslation } from "react-i18next";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { Section } from "../ui/Section.tsx";

/**
 * The suite's product: its dashboard drawn in the site's style (a decorative image with no text in
 * it), captioned from the locale resources, and what each part of it shows.
 */
export function ProductShowcase() {
  const { t } = useTranslation("services");
  const parts = t("suite.product.items", { returnObjects: true });
  return (
    <Section id="product" title={t("suite.product.title")} subtitle={t("suite.product.subtitle")}>
      <figure>
        <div className="overflow-hidden rounded-(--radius-card) border border-line bg-tint p-3 shadow-soft sm:p-6">
          <IllustrationImage name="product-suite" className="block h-auto w-full" />
        </div>
        <figcaption className="mt-4 text-sm text-muted">{t("suite.product.caption")}</figcaption>
      </figure>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {parts.map((part) => (
          <li key={part.title} className="border-l-4 border-primary pl-4">
            <h3 className="font-bold">{part.title}</h3>
            <p className="mt-1 text-ink-soft">{part.content}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
