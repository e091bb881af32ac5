import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

// `npm run cms:build`: the content editor's bundles, apart from the site's build: its page and
// scripts (build/cms/admin, served under /keystatic/) and the API handler the site's server loads
// in production (build/cms/server/api.js). `npm run cms` builds them when their sources changed.
const ROOT = path.resolve(import.meta.dirname, "..");
export const CMS_BUILD_DIR = path.join(ROOT, "build/cms");
const STAMP = path.join(CMS_BUILD_DIR, "stamp.txt");
const INPUTS = [
  "cms",
  "domain",
  "app/components",
  // The links' rules (cms/links.ts), which the editor's field checks run.
  "tooling/url-words.ts",
  "package-lock.json",
];

async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    const full = path.join(ROOT, input);
    const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
    const files = entries
      ? entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [full];
    for (const file of files.sort()) {
      if (/\.test\.tsx?$|\/locales\//.test(file)) continue;
      hash
        .update(path.relative(ROOT, file))
        .update("\0")
        .update(await readFile(file));
    }
  }
  return hash.digest("hex");
}

export async function buildEditor({ force = false } = {}): Promise<void> {
  const hash = await sourceHash();
  const current = await readFile(STAMP, "utf8").catch(() => "");
  if (!force && current === hash) return;
  console.log("Building the content editor…");
  await build({ configFile: path.join(ROOT, "cms/admin/vite.config.ts") });
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    publicDir: false,
    ssr: { noExternal: true, target: "node" },
    build: {
      ssr: path.join(ROOT, "cms/api-entry.ts"),
      outDir: path.join(CMS_BUILD_DIR, "server"),
      emptyOutDir: true,
      rollupOptions: {
        output: { entryFileNames: "api.js" },
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
      },
    },
  });
  await writeFile(STAMP, hash);
}

if (import.meta.main) {
  await buildEditor({ force: process.argv.includes("--force") });
}
