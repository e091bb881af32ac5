import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { DropOffOrPickup } from "../components/sections/DropOffOrPickup.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { Steps } from "../components/sections/Steps.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("directo");

export default function BranchDropOffPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader page="directo" image="service-directo" />
      <ServicePromise id="directo" />
      <FeatureGrid id="advantages" {...t("directo.advantages", { returnObjects: true })} />
      <Steps id="steps" {...t("directo.steps", { returnObjects: true })} />
      <DropOffOrPickup />
      <ServiceCarousel ids={t("directo.carousel", { returnObjects: true })} />
      <Faq page="directo" />
      <CallToAction startWith="account" />
    </>
  );
}
