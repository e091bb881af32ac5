import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("rates", "/cotizador");

export default function RatesPage() {
  return <PageHeader page="rates" />;
}
