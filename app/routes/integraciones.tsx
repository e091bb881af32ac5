import { Highlight } from "../components/sections/Highlight.tsx";
import { IntegrationCards } from "../components/sections/IntegrationCards.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("integrations");

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader page="integrations" showContactButton={false} />
      <IntegrationCards />
      <Highlight />
    </>
  );
}
