import type { Migration } from "kysely/migration";
import * as shipments from "./0001_shipments.ts";

// Listed explicitly instead of read from the folder, so bundling or moving the server cannot
// silently drop a migration. Names sort in the order they must run.
export const migrations: Record<string, Migration> = {
  "0001_shipments": shipments,
};
