import { RatesCalculator } from "../components/rates/RatesCalculator.tsx";
import { PageHeader } from "../components/sections/PageHeader.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("rates", "/cotizador");

export default function RatesPage() {
  return (
    <>
      <PageHeader page="rates" showContactButton={false} />
      <section className="bg-surface">
        <div className="mx-auto max-w-(--container-content) px-4 pb-24 sm:px-6 lg:px-8">
          <RatesCalculator />
        </div>
      </section>
    </>
  );
}
