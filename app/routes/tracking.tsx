import { Outlet } from "react-router";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";

/** The tracking page's frame, shared by the search and the result, so the chat stays up between them. */
export default function Tracking() {
  return (
    <TrackingLayout>
      <Outlet />
    </TrackingLayout>
  );
}
