import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkContent, contentFilesOf, formatIssue } from "../cms/check.ts";

// `npm run content:check`: the content every market's build reads, against the editor's model
// and the rules across files (cms/check.ts). `-- --fix` rewrites the files in the editor's layout;
// `-- --root DIR` checks a copy of the repository's content instead.
const args = process.argv.slice(2);
const rootIndex = args.indexOf("--root");
const root =
  rootIndex >= 0
    ? path.resolve(args[rootIndex + 1] ?? ".")
    : path.resolve(import.meta.dirname, "..");

if (args.includes("--fix")) {
  for (const file of contentFilesOf(root)) {
    const text = readFileSync(file, "utf8");
    const layout = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    if (layout !== text) {
      writeFileSync(file, layout);
      console.log(`rewrote ${path.relative(root, file)}`);
    }
  }
}

const issues = await checkContent(root);
if (issues.length > 0) {
  console.error(`The content has ${issues.length} problem${issues.length === 1 ? "" : "s"}:`);
  for (const issue of issues) console.error(`- ${formatIssue(issue)}`);
  process.exitCode = 1;
} else {
  console.log("The content of every market is complete and within its limits.");
}
