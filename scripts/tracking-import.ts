// Operator command: `npm run tracking:import -- events.csv|events.json [--dry-run]` imports carrier
// events into the built-in tracking store. The logic lives in server/tracking/import.ts.
// Imported events queue the subscribers' e-mails as ingested ones do (ADR 49, 54).
import { runTrackingImportCli } from "../server/tracking/import.ts";
import { queueUpdatesOnEvent } from "../server/tracking-updates/stage-updates.ts";

if (import.meta.main) {
  process.exitCode = await runTrackingImportCli(process.argv.slice(2), undefined, {
    onEventRecorded: queueUpdatesOnEvent,
  });
}
