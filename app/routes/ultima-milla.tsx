import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("lastMile", "/ultima-milla");

export default function LastMilePage() {
  return <PageHeader page="lastMile" />;
}
