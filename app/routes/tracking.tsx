import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("tracking", "/tracking");

export default function TrackingPage() {
  return <PageHeader page="tracking" />;
}
