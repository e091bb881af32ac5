import { data } from "react-router";
import { TrackingDetails } from "../components/tracking/TrackingDetails.tsx";
import { TrackingError } from "../components/tracking/TrackingError.tsx";
import { TrackingHistoryCut } from "../components/tracking/TrackingHistoryCut.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import {
  cutHistory,
  FULL_HISTORY_PARAM,
  FULL_HISTORY_VALUE,
} from "../../domain/tracking/history.ts";
import { i18n } from "../i18n/i18n.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { trackingResultPath } from "../lib/page-path.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import { DataLayerEvent } from "../widgets/data-layer-event/DataLayerEvent.tsx";
import { TrackingUpdatesForm } from "../widgets/tracking-updates/TrackingUpdates.tsx";
import {
  TrackingUpdatesPanel,
  type UpdatesPanel,
} from "../components/tracking/TrackingUpdatesPanel.tsx";
import {
  CONFIRM_PARAM,
  isOpenShipment,
  isUpdatesPageState,
  UNSUBSCRIBE_PARAM,
  UPDATES_STATE_PARAM,
  type UpdatesPageState,
} from "../../domain/tracking/updates.ts";
import type { Route } from "./+types/tracking.$number";

const STATUS = {
  found: 200,
  not_found: 404,
  invalid: 400,
  unavailable: 502,
} as const;

/** A link's token as the page echoes it into its button's form (the API checks it). */
const TOKEN = /^[a-z]+\.\d{1,16}\.\d{1,12}\.[\w-]{43}$/;

/**
 * What the page says of the e-mail updates (ADR 48), from its query: a link from an e-mail
 * (`?confirmar=`, `?baja=`) or how a post went (`?avisos=`); and whether it offers the form (the
 * server sends e-mail, and the parcel is not delivered or returned).
 */
function updatesOf(url: URL, enabled: boolean, open: boolean) {
  if (!enabled) return { form: false as const };
  const params = url.searchParams;
  const stateParam = params.get(UPDATES_STATE_PARAM);
  const state: UpdatesPageState | undefined = isUpdatesPageState(stateParam)
    ? stateParam
    : undefined;
  const confirmToken = params.get(CONFIRM_PARAM) ?? "";
  const unsubscribeToken = params.get(UNSUBSCRIBE_PARAM) ?? "";
  const panel: UpdatesPanel | undefined = TOKEN.test(confirmToken)
    ? { kind: "confirm", token: confirmToken }
    : TOKEN.test(unsubscribeToken)
      ? { kind: "unsubscribe", token: unsubscribeToken }
      : state === "confirmado"
        ? { kind: "confirmed" }
        : state === "baja"
          ? { kind: "unsubscribed" }
          : state === "enlace-vencido"
            ? { kind: "expired" }
            : undefined;
  // Once confirmed, or while confirming, the form would only ask again.
  const form = open && panel?.kind !== "confirmed" && panel?.kind !== "confirm";
  return { form, panel, state: panel ? undefined : state };
}

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
  const url = new URL(httpRequest.url);
  const showAll = url.searchParams.get(FULL_HISTORY_PARAM) === FULL_HISTORY_VALUE;
  const { shipment, hidden } = cutHistory(result.shipment, showAll);
  const updates = updatesOf(
    url,
    request?.trackingUpdates.enabled ?? false,
    isOpenShipment(result.shipment),
  );
  return data(
    { kind: result.kind, shipment, hiddenEvents: hidden, updates },
    { status: STATUS.found },
  );
}

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta("tracking", {
    path: trackingResultPath(params.number),
    title: i18n.t("tracking:details.title", { number: params.number }),
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
          {loaderData.updates.panel ? (
            <TrackingUpdatesPanel
              panel={loaderData.updates.panel}
              trackingNumber={loaderData.shipment.trackingNumber}
            />
          ) : null}
          <TrackingDetails shipment={loaderData.shipment} />
          {loaderData.hiddenEvents > 0 ? (
            <TrackingHistoryCut
              trackingNumber={loaderData.shipment.trackingNumber}
              shown={loaderData.shipment.tracking.length}
              hidden={loaderData.hiddenEvents}
            />
          ) : null}
          {loaderData.updates.form ? (
            <TrackingUpdatesForm
              trackingNumber={loaderData.shipment.trackingNumber}
              state={loaderData.updates.state}
              anchored={!loaderData.updates.panel}
            />
          ) : null}
        </>
      ) : (
        <TrackingError failure={loaderData.kind} number={params.number} />
      )}
    </TrackingLayout>
  );
}
