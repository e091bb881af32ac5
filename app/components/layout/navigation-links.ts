import { merchantAppUrl } from "virtual:site-config";
import type { PageId } from "../../../domain/pages.ts";
import { pagePath } from "../../lib/page-path.ts";

export const MERCHANT_LOGIN_URL = `${merchantAppUrl}/login`;
export const MERCHANT_SIGNUP_URL = `${merchantAppUrl}/registro`;

interface NavigationLink {
  to: string;
  labelKey: "nav.suite" | "nav.tracking" | "nav.rates" | "nav.contact";
}

const link = (page: PageId, labelKey: NavigationLink["labelKey"]): NavigationLink => ({
  to: pagePath(page),
  labelKey,
});

const SUITE = link("suite", "nav.suite");
const TRACKING = link("tracking", "nav.tracking");
const RATES = link("rates", "nav.rates");
const CONTACT = link("contact", "nav.contact");

/** The plain links of the top navigation, after the Services menu; only the US copy has Rates. */
export const primaryLinks = (showRates: boolean): NavigationLink[] =>
  showRates ? [SUITE, TRACKING, RATES, CONTACT] : [SUITE, TRACKING, CONTACT];
