// Operator command for the tracking e-mail updates (ADR 49): `npm run tracking:updates -- list
// [--status failed] | resend ID | resend --all-failed | purge`. The logic lives in
// server/tracking-updates/updates-cli.ts.
import { runUpdatesCli } from "../server/tracking-updates/updates-cli.ts";

if (import.meta.main) {
  process.exitCode = await runUpdatesCli(process.argv.slice(2));
}
