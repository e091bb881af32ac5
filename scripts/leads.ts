// Operator command for contact leads: `npm run leads -- list [--status failed] | show ID |
// export --csv [--out FILE] | retry ID | retry --all-failed`. The logic lives in server/contact/leads-cli.ts.
import { runLeadsCli } from "../server/contact/leads-cli.ts";

export { csvCell, leadsToCsv, toCsv } from "../server/contact/lead-csv.ts";

if (import.meta.main) {
  process.exitCode = await runLeadsCli(process.argv.slice(2));
}
