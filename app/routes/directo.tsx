import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("directo", "/directo");

export default function BranchDropOffPage() {
  return <PageHeader page="directo" />;
}
