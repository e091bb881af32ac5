import { marketId } from "virtual:site-config";
import type { PageBudgetOf } from "../../domain/page-request.ts";
import type { MarketId } from "../../domain/site.ts";
import { pagePathIn } from "../pages.ts";

/**
 * Which per-address budget a page request spends in a market's build (the server asks through the
 * build's entry): a tracking result (`/tracking/NUMBER`) spends a tracking lookup, as the tracking
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
    if (`/${first}` === tracking && second && second !== "buscar" && rest.length === 0) {
      return "tracking";
    }
    if (url.pathname === rates && url.search !== "") return "rates";
    return undefined;
  };
}

export const pageBudgetOf: PageBudgetOf = pageBudgetIn(marketId);
