import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { CarrierGrid } from "../components/sections/CarrierGrid.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { Steps } from "../components/sections/Steps.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("carriers");

export default function CarriersPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader page="carriers" image="service-carriers" />
      <ServicePromise id="carriers" nextTone="tint" />
      <CarrierGrid />
      <FeatureGrid id="advantages" {...t("carriers.advantages", { returnObjects: true })} />
      <Steps id="steps" {...t("carriers.steps", { returnObjects: true })} />
      <ServiceCarousel ids={t("carriers.carousel", { returnObjects: true })} tone="plain" />
      <Faq page="carriers" tone="tint" />
      <CallToAction startWith="account" />
    </>
  );
}
