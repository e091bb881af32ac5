import type { Migration } from "kysely/migration";
import * as shipments from "./0001_shipments.ts";
import * as leads from "./0002_leads.ts";
import * as captchaRedemptions from "./0003_captcha_redemptions.ts";
import * as rateLimitWindows from "./0004_rate_limit_windows.ts";
import * as trackingUpdates from "./0005_tracking_updates.ts";
import * as trackingLinkKeys from "./0006_tracking_link_keys.ts";
import * as outboxOutcomeUnknown from "./0007_outbox_outcome_unknown.ts";

// Listed explicitly instead of read from the folder, so bundling or moving the server cannot
// silently drop a migration. Names sort in the order they must run.
export const migrations: Record<string, Migration> = {
  "0001_shipments": shipments,
  "0002_leads": leads,
  "0003_captcha_redemptions": captchaRedemptions,
  "0004_rate_limit_windows": rateLimitWindows,
  "0005_tracking_updates": trackingUpdates,
  "0006_tracking_link_keys": trackingLinkKeys,
  "0007_outbox_outcome_unknown": outboxOutcomeUnknown,
};
