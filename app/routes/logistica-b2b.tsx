import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("b2b", "/logistica-b2b");

export default function B2bLogisticsPage() {
  return <PageHeader page="b2b" />;
}
