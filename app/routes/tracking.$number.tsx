import { data } from "react-router";
import { TrackingDetails } from "../components/tracking/TrackingDetails.tsx";
import { TrackingError } from "../components/tracking/TrackingError.tsx";
import { TrackingHistoryCut } from "../components/tracking/TrackingHistoryCut.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { cutHistory } from "../../domain/tracking/history.ts";
import { i18n } from "../i18n/i18n.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { queryName, queryValueFrom, trackingResultPath } from "../lib/page-path.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import { DataLayerEvent } from "../widgets/data-layer-event/DataLayerEvent.tsx";
import { TrackingUpdatesOffer } from "../components/tracking/TrackingUpdatesOffer.tsx";
import { isOpenShipment } from "../../domain/tracking/updates.ts";
import type { Route } from "./+types/tracking.$number";

const STATUS = {
  found: 200,
  not_found: 404,
  invalid: 400,
  unavailable: 502,
} as const;

/**
 * Rendered per request, so a link from a notification opens with the result already there; the
 * shipment's result, or why there is none, with the matching status code.
 */
export async function loader({ params, context, request: httpRequest }: Route.LoaderArgs) {
  const request = pageRequestOf(context);
  const result = request
    ? await request.lookUpShipment(params.number)
    : ({ kind: "unavailable" } as const);
  if (result.kind === "unavailable") {
    request?.logger.warn({}, "tracking lookup unavailable for a visitor");
  }
  if (result.kind !== "found")
    return data({ ...result, hiddenEvents: 0 }, { status: STATUS[result.kind] });
  const showAll =
    queryValueFrom("history", new URL(httpRequest.url).searchParams.get(queryName("history"))) ===
    "full";
  const { shipment, hidden } = cutHistory(result.shipment, showAll);
  // E-mail updates (ADR 49) are offered for a parcel on its way, when the server sends e-mail.
  const offerUpdates =
    (request?.trackingUpdates.enabled ?? false) && isOpenShipment(result.shipment);
  return data(
    { kind: result.kind, shipment, hiddenEvents: hidden, offerUpdates },
    { status: STATUS.found },
  );
}

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta("tracking", {
    path: trackingResultPath(params.number),
    title: i18n.t("tracking:details.pageTitle", { number: params.number }),
    indexable: false,
  });

export default function TrackingShipmentPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <TrackingLayout>
      {loaderData.kind === "found" || loaderData.kind === "not_found" ? (
        <DataLayerEvent event={{ event: "tracking_search", result: loaderData.kind }} />
      ) : null}
      {loaderData.kind === "found" ? (
        <>
          <TrackingDetails shipment={loaderData.shipment} />
          {loaderData.hiddenEvents > 0 ? (
            <TrackingHistoryCut
              trackingNumber={loaderData.shipment.trackingNumber}
              shown={loaderData.shipment.tracking.length}
              hidden={loaderData.hiddenEvents}
            />
          ) : null}
          {loaderData.offerUpdates ? (
            <TrackingUpdatesOffer trackingNumber={loaderData.shipment.trackingNumber} />
          ) : null}
        </>
      ) : (
        <TrackingError failure={loaderData.kind} number={params.number} />
      )}
    </TrackingLayout>
  );
}
