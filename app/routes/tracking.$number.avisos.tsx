import { BackLink } from "../components/ui/BackLink.tsx";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { isOpenShipment } from "../../domain/tracking/updates.ts";
import { TrackingError } from "../components/tracking/TrackingError.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import {
  TrackingUpdatesPanel,
  type UpdatesPanel,
} from "../components/tracking/TrackingUpdatesPanel.tsx";
import { i18n } from "../i18n/i18n.ts";
import { pageMeta } from "../lib/page-meta.ts";
import {
  queryName,
  queryValueFrom,
  trackingResultPath,
  trackingUpdatesPath,
} from "../lib/page-path.ts";
import { pageRequestOf } from "../lib/page-request.ts";
import { TrackingUpdatesForm } from "../widgets/tracking-updates/TrackingUpdates.tsx";
import type { Route } from "./+types/tracking.$number.avisos";

const STATUS = { not_found: 404, invalid: 400, unavailable: 502 } as const;

/** A link's token as the page echoes it into its button's form (the API checks it). */
const TOKEN = /^[a-z]+\.\d{1,16}\.\d{1,12}\.[\w-]{43}$/;

/**
 * What the page says, from its query (in the page table's words): a link from an e-mail (its
 * confirmation or unsubscribe token, with the rate-limited state when its button was posted too
 * often), or how a post went (its state); and
 * whether it offers the form (the parcel is not delivered or returned, and the recipient is not
 * confirming or just confirmed).
 */
function updatesOf(url: URL, open: boolean) {
  const params = url.searchParams;
  const state = queryValueFrom("updates", params.get(queryName("updates")));
  const confirmToken = params.get(queryName("confirm")) ?? "";
  const unsubscribeToken = params.get(queryName("unsubscribe")) ?? "";
  // A button posted too often comes back with its link and the notice to wait.
  const notice = state === "rateLimited" ? ("rateLimited" as const) : undefined;
  const panel: UpdatesPanel | undefined = TOKEN.test(confirmToken)
    ? { kind: "confirm", token: confirmToken, notice }
    : TOKEN.test(unsubscribeToken)
      ? { kind: "unsubscribe", token: unsubscribeToken, notice }
      : state === "confirmed"
        ? { kind: "confirmed" }
        : state === "unsubscribed"
          ? { kind: "unsubscribed" }
          : state === "linkExpired"
            ? { kind: "expired" }
            : state === "unsubscribeExpired"
              ? { kind: "unsubscribeExpired" }
              : undefined;
  const form = open && panel?.kind !== "confirmed" && panel?.kind !== "confirm";
  return { form, panel: panel ?? null, state: panel ? undefined : state };
}

/**
 * A parcel's e-mail updates (ADR 49), rendered per request: the subscribe form and its answers
 * (a post without JavaScript comes back here), and the confirm and unsubscribe buttons that the
 * e-mails' links open. Without e-mail on this server it sends the visitor to the parcel's page.
 * It never shows who is subscribed: it does not know.
 */
export async function loader({ params, context, request: httpRequest }: Route.LoaderArgs) {
  const request = pageRequestOf(context);
  if (!request?.trackingUpdates.enabled) return redirect(trackingResultPath(params.number));
  const result = await request.lookUpShipment(params.number);
  if (result.kind !== "found") return data({ ...result }, { status: STATUS[result.kind] });
  const number = result.shipment.trackingNumber;
  return data({
    kind: result.kind,
    trackingNumber: number,
    ...updatesOf(new URL(httpRequest.url), isOpenShipment(result.shipment)),
  });
}

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta("tracking", {
    path: trackingUpdatesPath(params.number),
    title: i18n.t("tracking:details.pageTitle", { number: params.number }),
    indexable: false,
  });

export default function TrackingUpdatesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("tracking");
  if (loaderData.kind !== "found") {
    return (
      <TrackingLayout>
        <TrackingError failure={loaderData.kind} number={params.number} />
      </TrackingLayout>
    );
  }
  const { trackingNumber, panel, form, state } = loaderData;
  return (
    <TrackingLayout>
      <div className="space-y-6">
        {panel ? <TrackingUpdatesPanel panel={panel} trackingNumber={trackingNumber} /> : null}
        {form ? (
          <TrackingUpdatesForm trackingNumber={trackingNumber} state={state} anchored={!panel} />
        ) : null}
      </div>
      <BackLink to={trackingResultPath(trackingNumber)} look="underlined" className="mt-6">
        {t("details.title", { number: trackingNumber })} · {t("updates.page.back")}
      </BackLink>
    </TrackingLayout>
  );
}
