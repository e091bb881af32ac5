import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { Note } from "../components/sections/Note.tsx";
import { PickupZones } from "../components/sections/PickupZones.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { Steps } from "../components/sections/Steps.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("pickup");

export default function PickupPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader page="pickup" image="service-pickup" />
      <ServicePromise id="pickup" />
      <FeatureGrid id="advantages" {...t("pickup.advantages", { returnObjects: true })} />
      <Steps id="steps" {...t("pickup.steps", { returnObjects: true })} />
      <PickupZones />
      <Note text={t("pickup.note")} />
      <ServiceCarousel ids={t("pickup.carousel", { returnObjects: true })} />
      <Faq page="pickup" />
      <CallToAction startWith="account" />
    </>
  );
}
