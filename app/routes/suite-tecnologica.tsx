import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("suite", "/suite-tecnologica");

export default function TechnologySuitePage() {
  return <PageHeader page="suite" />;
}
