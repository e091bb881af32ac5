import { TrackingSearch } from "../components/tracking/TrackingSearch.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = () => pageMeta("tracking", "/tracking");

export default function TrackingSearchPage() {
  return <TrackingSearch />;
}
