import { data } from "react-router";
import { TrackingDetails } from "../components/tracking/TrackingDetails.tsx";
import { TrackingError } from "../components/tracking/TrackingError.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { i18n } from "../i18n/i18n.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import type { Route } from "./+types/tracking.$number";

const STATUS = { found: 200, not_found: 404, invalid: 400, unavailable: 502 } as const;

/**
 * Rendered per request, so a link from a notification opens with the result already there; the
 * shipment's result, or why there is none, with the matching status code.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = pageRequestOf(context);
  const result = request
    ? await request.lookUpShipment(params.number)
    : ({ kind: "unavailable" } as const);
  if (result.kind === "unavailable") {
    request?.logger.warn({}, "tracking lookup unavailable for a visitor");
  }
  return data(result, { status: STATUS[result.kind] });
}

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta("tracking", {
    path: `/tracking/${encodeURIComponent(params.number)}`,
    title: i18n.t("tracking:details.title", { number: params.number }),
    indexable: false,
  });

export default function TrackingShipmentPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <TrackingLayout>
      {loaderData.kind === "found" ? (
        <TrackingDetails shipment={loaderData.shipment} />
      ) : (
        <TrackingError failure={loaderData.kind} number={params.number} />
      )}
    </TrackingLayout>
  );
}
