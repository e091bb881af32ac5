import { MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import type { RenderTrackingMail } from "../../domain/tracking/updates.ts";
import { i18n, market } from "../i18n/i18n.ts";
import { renderMail, type MailTranslate } from "./TrackingMail.tsx";

const t = i18n.getFixedT(null, "tracking") as unknown as MailTranslate;

/**
 * The updates' e-mails in this build's market and language. The server calls it through the
 * build's entry (entry.server.tsx re-exports it), as it does providePageRequest: it never imports
 * app/, and the copy is the build's own.
 */
export const renderTrackingMail: RenderTrackingMail = (mail) =>
  renderMail(mail, { t, locale: market.locale, timeZone: MARKET_TIME_ZONES[market.id] });
