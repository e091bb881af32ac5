import type { PageBudgetOf } from "../../domain/page-request.ts";
import { pagePath } from "../pages.ts";

/**
 * Which per-address budget a page request spends (the server asks through the build's entry): a
 * tracking result (`/tracking/NUMBER`) spends a tracking lookup, as the tracking API does; the
 * calculator with anything in its query spends a quote, as the rates API does. A query that is no
 * parcel still costs a render of its own, so it counts too; the bare calculator costs nothing.
 */
export const pageBudgetOf: PageBudgetOf = (url) => {
  const [first, second, ...rest] = url.pathname.split("/").filter(Boolean);
  if (`/${first}` === pagePath("tracking") && second && second !== "buscar" && rest.length === 0) {
    return "tracking";
  }
  if (url.pathname === pagePath("rates") && url.search !== "") return "rates";
  return undefined;
};
