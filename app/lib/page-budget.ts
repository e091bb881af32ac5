import { marketId } from "virtual:site-config";
import type { PageBudgetOf } from "../../domain/page-request.ts";
import type { MarketId } from "../../domain/site.ts";
import { UPDATES_PAGE_SEGMENT } from "../../domain/tracking/paths.ts";
import { pagePathIn } from "../../domain/pages.ts";

/**
 * Which per-address budget a page request spends in a market's build (the server asks through the
 * build's entry): a tracking result (`/tracking/NUMBER`) and its e-mail updates page
 * (`/tracking/NUMBER/avisos`) spend a tracking lookup, as the tracking
 * API does; the calculator (/cotizador, /rates in the US) with anything in its query spends a
 * quote, as the rates API does. A query that is no parcel still costs a render of its own, so it
 * counts too; the bare calculator costs nothing, and so does another market's path of it (a
 * redirect).
 */
export function pageBudgetIn(market: MarketId): PageBudgetOf {
  const tracking = pagePathIn(market, "tracking");
  const rates = pagePathIn(market, "rates");
  return (url) => {
    const [first, second, ...rest] = url.pathname.split("/").filter(Boolean);
    const result = rest.length === 0 || (rest.length === 1 && rest[0] === UPDATES_PAGE_SEGMENT);
    if (`/${first}` === tracking && second && second !== "buscar" && result) {
      return "tracking";
    }
    if (url.pathname === rates && url.search !== "") return "rates";
    return undefined;
  };
}

export const pageBudgetOf: PageBudgetOf = pageBudgetIn(marketId);
