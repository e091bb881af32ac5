import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { ModuleCards } from "../components/sections/ModuleCards.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { ProductShowcase } from "../components/sections/ProductShowcase.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("suite");

export default function TechnologySuitePage() {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHeader page="suite" image={t("suite.headerImage")} />
      <ServicePromise id="suite" />
      <ProductShowcase />
      <ModuleCards {...t("suite.modules", { returnObjects: true })} />
      <FeatureGrid id="advantages" {...t("suite.advantages", { returnObjects: true })} />
      <ServiceCarousel ids={t("suite.carousel", { returnObjects: true })} />
      <Faq page="suite" />
      <CallToAction />
    </>
  );
}
