import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { OrderDay } from "../components/sections/OrderDay.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { Note } from "../components/sections/Note.tsx";
import { ServicePromise } from "../components/sections/ServicePromise.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { Steps } from "../components/sections/Steps.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("fullpack");

export default function FullpackPage() {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHeader page="fullpack" image="service-fulfillment" />
      <ServicePromise id="fullpack" />
      <FeatureGrid id="advantages" {...t("fullpack.advantages", { returnObjects: true })} />
      <OrderDay />
      <Steps id="steps" {...t("fullpack.steps", { returnObjects: true })} />
      <Note text={t("fullpack.note")} />
      <ServiceCarousel ids={t("fullpack.carousel", { returnObjects: true })} />
      <Faq page="fullpack" />
      <CallToAction />
    </>
  );
}
