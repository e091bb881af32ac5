import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { TrackingSearch } from "../widgets/tracking-search/TrackingSearch.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("tracking");

export default function TrackingSearchPage() {
  return (
    <TrackingLayout>
      <TrackingSearch />
    </TrackingLayout>
  );
}
