import { merchantAppUrl } from "virtual:site-config";

export const MERCHANT_LOGIN_URL = `${merchantAppUrl}/login`;
export const MERCHANT_SIGNUP_URL = `${merchantAppUrl}/registro`;

interface NavigationLink {
  to: string;
  labelKey: "nav.suite" | "nav.tracking" | "nav.rates" | "nav.contact";
}

const SUITE: NavigationLink = { to: "/suite-tecnologica", labelKey: "nav.suite" };
const TRACKING: NavigationLink = { to: "/tracking", labelKey: "nav.tracking" };
const RATES: NavigationLink = { to: "/cotizador", labelKey: "nav.rates" };
const CONTACT: NavigationLink = { to: "/contacto", labelKey: "nav.contact" };

/** The plain links of the top navigation, after the Services menu; only the US copy has Rates. */
export const primaryLinks = (showRates: boolean): NavigationLink[] =>
  showRates ? [SUITE, TRACKING, RATES, CONTACT] : [SUITE, TRACKING, CONTACT];
