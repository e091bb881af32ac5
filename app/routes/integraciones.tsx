import { useTranslation } from "react-i18next";
import { Highlight } from "../components/sections/Highlight.tsx";
import { IntegrationCards } from "../components/sections/IntegrationCards.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("integrations");

export default function IntegrationsPage() {
  const { t } = useTranslation("content");
  return (
    <>
      <PageHeader page="integrations" showContactButton={false} />
      <IntegrationCards />
      <Highlight {...t("highlight", { returnObjects: true })} />
    </>
  );
}
