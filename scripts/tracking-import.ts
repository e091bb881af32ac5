// Operator command: `npm run tracking:import -- events.csv|events.json [--dry-run]` imports carrier
// events into the built-in tracking store. The logic lives in server/tracking/import.ts.
import { runTrackingImportCli } from "../server/tracking/import.ts";

if (import.meta.main) {
  process.exitCode = await runTrackingImportCli(process.argv.slice(2));
}
