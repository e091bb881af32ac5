import { Outlet } from "react-router";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { withoutHydration } from "../lib/hydration.ts";

/**
 * The tracking pages do not hydrate (ADR 22): recipients open them on their phones, mostly from a
 * notification's link straight to a result, and they need only the search's and the result's
 * enhancers. Reached from a page that hydrated, React renders them like any other route.
 */
export const handle = withoutHydration;

/** The tracking pages' frame, shared by the search and the result. */
export default function Tracking() {
  return (
    <TrackingLayout>
      <Outlet />
    </TrackingLayout>
  );
}
