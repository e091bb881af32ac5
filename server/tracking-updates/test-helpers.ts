import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  recordEvent,
  type RecordEventInput,
  type RecordEventOptions,
} from "../tracking/repository.ts";
import { queueUpdatesOnEvent } from "./stage-updates.ts";

/** recordEvent as the site composes it (server/start-site.ts): with the e-mail updates' hook. */
export const recordEventWithUpdates = (
  db: Kysely<Database>,
  input: RecordEventInput,
  options: Omit<RecordEventOptions, "onEventRecorded"> = {},
) => recordEvent(db, input, { ...options, onEventRecorded: queueUpdatesOnEvent });
