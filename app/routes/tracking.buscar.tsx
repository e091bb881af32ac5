import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { cleanTrackingNumber } from "../../domain/tracking/number.ts";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { queryName, trackingResultPath } from "../lib/page-path.ts";
import { TrackingSearch } from "../widgets/tracking-search/TrackingSearch.tsx";
import type { Route } from "./+types/tracking.buscar";

/**
 * The search form without JavaScript: /tracking/buscar?numero=X (/tracking/search?number=X in the
 * US) goes to the shipment's page, the number cleaned as the search field's behaviour cleans it
 * (spaces around it dropped, spaces inside it read as dashes), and a number that cannot be one
 * gets that page's 400 answer, in the site's words. An empty search is answered here: the search
 * again, saying the number is missing.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const number = cleanTrackingNumber(query.get(queryName("number")) ?? "");
  if (!number) return data(null, { status: 400 });
  return redirect(trackingResultPath(number));
}

export const meta = () => pageMeta("tracking", { indexable: false });

export default function TrackingSearchAnswer() {
  const { t } = useTranslation("tracking");
  return (
    <TrackingLayout>
      <TrackingSearch error={t("main.required")} />
    </TrackingLayout>
  );
}
