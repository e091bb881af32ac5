import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { Numbers } from "../components/sections/Numbers.tsx";
import { Faq } from "../components/sections/Faq.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { ServiceCarousel } from "../widgets/service-carousel/ServiceCarousel.tsx";
import { ServiceList } from "../components/sections/ServiceList.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("lastMile");

export default function LastMilePage() {
  const { t } = useTranslation("services");
  return (
    <>
      <PageHeader page="lastMile" image="service-last-mile" />
      <Numbers
        title={t("lastMile.numbers.title")}
        ids={t("lastMile.numbers.items", { returnObjects: true })}
      />
      <ServiceList {...t("lastMile.serviceList", { returnObjects: true })} />
      <ServiceCarousel ids={t("lastMile.carousel", { returnObjects: true })} />
      <Faq page="lastMile" />
      <CallToAction />
    </>
  );
}
