import { useTranslation } from "react-i18next";
import { B2bSpecs } from "../components/sections/B2bSpecs.tsx";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("b2b");

export default function B2bLogisticsPage() {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHeader page="b2b" image="service-b2b" />
      <ServicePromise id="b2b" />
      <FeatureGrid id="advantages" {...t("b2b.advantages", { returnObjects: true })} />
      <B2bSpecs />
      <ServiceCarousel ids={t("b2b.carousel", { returnObjects: true })} tone="plain" />
      <Faq page="b2b" tone="tint" />
      <CallToAction />
    </>
  );
}
