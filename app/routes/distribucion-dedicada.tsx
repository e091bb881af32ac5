import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { Fleet } from "../components/sections/Fleet.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { Steps } from "../components/sections/Steps.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("dedicated");

export default function DedicatedDistributionPage() {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHeader page="dedicated" image="service-dedicated" />
      <ServicePromise id="dedicated" nextTone="tint" />
      <Steps id="steps" {...t("dedicated.steps", { returnObjects: true })} />
      <Fleet
        title={t("dedicated.fleet.title")}
        subtitle={t("dedicated.fleet.subtitle")}
        items={t("dedicated.fleet.items", { returnObjects: true })}
      />
      <FeatureGrid
        id="advantages"
        tone="tint"
        {...t("dedicated.advantages", { returnObjects: true })}
      />
      <ServiceCarousel ids={t("dedicated.carousel", { returnObjects: true })} tone="plain" />
      <Faq page="dedicated" tone="tint" />
      <CallToAction />
    </>
  );
}
