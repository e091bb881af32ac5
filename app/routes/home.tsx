import { useTranslation } from "react-i18next";
import { CallToAction } from "../components/sections/CallToAction.tsx";
import { CarrierMarquee } from "../components/sections/CarrierMarquee.tsx";
import { Ecosystem } from "../components/sections/Ecosystem.tsx";
import { FeatureGrid } from "../components/sections/FeatureGrid.tsx";
import { Hero } from "../components/sections/Hero.tsx";
import { KpiGrid } from "../components/sections/KpiGrid.tsx";
import { LogoStrip } from "../components/sections/LogoStrip.tsx";
import { ServiceGrid } from "../components/sections/ServiceGrid.tsx";
import { Testimonials } from "../widgets/testimonials/Testimonials.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { pagePath } from "../lib/page-path.ts";

export const meta = () => pageMeta("home");

export default function HomePage() {
  const { t } = useTranslation("home");
  return (
    <>
      <Hero />
      <FeatureGrid id="benefits" {...t("benefits", { returnObjects: true })} />
      <ServiceGrid {...t("services", { returnObjects: true })} />
      <Ecosystem {...t("ecosystem", { returnObjects: true })} />
      <KpiGrid />
      <Testimonials
        variant="home"
        moreLink={{ to: pagePath("stories"), label: t("stories.link") }}
      />
      <CallToAction />
      <LogoStrip />
      <CarrierMarquee />
    </>
  );
}
