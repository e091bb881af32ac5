import { useTranslation } from "react-i18next";
import { Section } from "../ui/Section.tsx";
import { SuitePanel } from "./SuitePanel.tsx";

/** The suite's product: its panel with the market's sample day, and what each part of it shows. */
export function ProductShowcase() {
  const { t } = useTranslation("services");
  const parts = t("suite.product.items", { returnObjects: true });
  return (
    <Section id="product" title={t("suite.product.title")} subtitle={t("suite.product.subtitle")}>
      <div className="sm:rounded-panel sm:border sm:border-line sm:bg-tint sm:p-6 lg:p-8">
        <SuitePanel />
      </div>
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
