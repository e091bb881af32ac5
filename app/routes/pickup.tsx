import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("pickup", "/pickup");

export default function PickupPage() {
  return <PageHeader page="pickup" />;
}
