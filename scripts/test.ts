import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";

// `npm test`, the README's test command (and CI's, through .ci/run): every stage in order, stopping
// at the first that fails, then how long each took. With STAGE_TIMES_FILE set, the times are also
// appended there, one `stage seconds status` line each, for .ci/run's summary.

const STAGES = ["typecheck", "lint", "test:unit", "test:e2e", "test:system"] as const;

const times: { stage: string; seconds: number; passed: boolean }[] = [];
for (const stage of STAGES) {
  const started = performance.now();
  const run = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  const passed = run.status === 0;
  times.push({ stage, seconds: (performance.now() - started) / 1000, passed });
  if (!passed) break;
}

const line = ({ stage, seconds, passed }: (typeof times)[number]) =>
  `${stage.padEnd(12)} ${seconds.toFixed(0).padStart(6)} s  ${passed ? "passed" : "FAILED"}`;
console.log(`\nnpm test, stage times:\n${times.map(line).join("\n")}`);
if (process.env.STAGE_TIMES_FILE) {
  appendFileSync(process.env.STAGE_TIMES_FILE, times.map(line).join("\n") + "\n");
}
process.exit(times.every((time) => time.passed) && times.length === STAGES.length ? 0 : 1);
