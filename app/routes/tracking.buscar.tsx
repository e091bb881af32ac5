import { redirect } from "react-router";
import { pagePath, trackingResultPath } from "../lib/page-path.ts";
import type { Route } from "./+types/tracking.buscar";

/** The search form without JavaScript: /tracking/buscar?numero=X goes to the shipment's page. */
export function loader({ request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("numero")?.trim() ?? "";
  return redirect(number ? trackingResultPath(number) : pagePath("tracking"));
}
