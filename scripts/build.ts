import { spawnSync } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { checkContent, formatIssue } from "../cms/check.ts";
import { buildDirectoryFor, loadConfig, type Config } from "../server/config.ts";
import {
  brotliSize,
  createCriticalCss,
  CRITICAL_CSS_PLANS_FILE,
  firstFlightDocumentBytes,
} from "../server/http/critical-css.ts";
import { pagePolicies } from "../server/http/page-policies.ts";
import { compileCriticalCssPlans } from "./critical-css-plans.ts";
import { writeBuildStamp } from "./site-build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const COMPRESSIBLE = /\.(html|js|mjs|css|json|data|svg|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes .br and .gz siblings of every compressible client file, at the highest levels. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    await writeFile(
      `${file}.br`,
      await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * Compiles the stylesheets' plans for the server (beside the client files, not among them) and
 * inlines the critical CSS of every prerendered page whose document still fits the first round
 * trip (ADR 47); says which pages keep a blocking stylesheet.
 */
async function inlineCriticalCss(clientDir: string, config: Config): Promise<void> {
  const plans = await compileCriticalCssPlans(clientDir);
  await writeFile(path.join(clientDir, "..", CRITICAL_CSS_PLANS_FILE), JSON.stringify(plans));
  // The policy a prerendered page is served with in this deployment: its loader's hash and its
  // style's.
  const hash = `'sha256-${"A".repeat(43)}='`;
  const policy = pagePolicies(config).prerendered({
    body: new Uint8Array(),
    contentType: "text/html; charset=utf-8",
    etag: '""',
    cacheControl: "",
    inlineScriptHashes: [hash],
    inlineStyleHashes: [hash],
  });
  const criticalCss = createCriticalCss(plans, {
    budgetBytes: firstFlightDocumentBytes(policy),
    compressedSize: brotliSize,
  });
  const blocking: string[] = [];
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const inlined = criticalCss.inline(html);
    if (inlined === html) blocking.push(path.relative(clientDir, file));
    else await writeFile(file, inlined);
  }
  if (blocking.length > 0) {
    console.log(
      `Critical CSS left out (the document would not fit the first round trip): ${blocking.join(", ")}`,
    );
  }
}

/**
 * Builds the site for the configuration in `env`. The build reads its settings from the
 * environment (vite.config.ts), so it runs with exactly this `env`, and the stamp records it.
 */
export async function build(env: Record<string, string | undefined> = process.env): Promise<void> {
  const config = loadConfig(env);
  // Content that breaks the editor's model or the claims' rules never reaches a build (ADR 48).
  const issues = await checkContent(ROOT, [config.SITE_MARKET]);
  if (issues.length > 0) {
    throw new Error(
      `The content of market "${config.SITE_MARKET}" has problems (npm run content:check):\n${issues.map((issue) => `- ${formatIssue(issue)}`).join("\n")}`,
    );
  }
  const reactRouter = path.join(ROOT, "node_modules/.bin/react-router");
  const result = spawnSync(reactRouter, ["build"], { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
  const clientDir = path.join(ROOT, buildDirectoryFor(config.SITE_MARKET), "client");
  // React Router prerenders a `.data` file beside each route with a loader (sitemap.xml.data,
  // 429.data…) for client-side navigation, which this site never makes (no page hydrates, and the
  // server answers every .data request 404): leave them out of the build.
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile() && entry.name.endsWith(".data")) {
      await rm(path.join(entry.parentPath, entry.name));
    }
  }
  await inlineCriticalCss(clientDir, config);
  const compressed = await precompress(clientDir);
  await writeBuildStamp(config);
  console.log(`Precompressed ${compressed} files; built for market "${config.SITE_MARKET}".`);
}

if (import.meta.main) {
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
