import { Outlet } from "react-router";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";

/** The tracking pages' frame, shared by the search and the result. */
export default function Tracking() {
  return (
    <TrackingLayout>
      <Outlet />
    </TrackingLayout>
  );
}
