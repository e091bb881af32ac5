import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("dedicated", "/distribucion-dedicada");

export default function DedicatedDistributionPage() {
  return <PageHeader page="dedicated" />;
}
