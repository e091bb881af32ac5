import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("carriers", "/paqueterias");

export default function CarriersPage() {
  return <PageHeader page="carriers" />;
}
