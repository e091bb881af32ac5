import { existsSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./server-process.ts";

/**
 * What the production image runs (Dockerfile, runtime stage): the server, the operator commands and
 * the market's SSR bundle, over `npm ci --omit=dev`. A package any of them loads must be a
 * production dependency, or the image starts and then fails on the first request that needs it.
 */
const ENTRY_POINTS = [
  "server/main.ts",
  "scripts/leads.ts",
  "scripts/tracking-import.ts",
  "build/mx/server/index.js",
];

/** Import specifiers Node loads: static and side-effect imports, re-exports and dynamic imports. */
const IMPORTS =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Folders the runtime stage copies (Dockerfile): a module outside them is missing in the image. */
const COPIED_FOLDERS = ["server/", "domain/", "scripts/", "build/"];

/**
 * The packages reached from the entry points through relative imports, with who imports each, and
 * the project's files on the way.
 */
function runtimeImports(): { packages: Map<string, string>; files: string[] } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(ts|js|mjs)$/.test(file)) return;
    seen.add(file);
    for (const [, staticImport, dynamicImport] of readFileSync(file, "utf8").matchAll(IMPORTS)) {
      const specifier = (staticImport ?? dynamicImport)!;
      if (specifier.startsWith(".")) {
        const target = path.resolve(path.dirname(file), specifier);
        if (existsSync(target)) visit(target);
      } else if (!isBuiltin(specifier)) {
        packages.set(packageOf(specifier), path.relative(ROOT, file));
      }
    }
  };
  for (const entry of ENTRY_POINTS) visit(path.join(ROOT, entry));
  return { packages, files: [...seen].map((file) => path.relative(ROOT, file)) };
}

describe("the production image's dependencies", () => {
  it("has every package the server, its commands and the SSR bundle load", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const { packages } = runtimeImports();
    // The walk reaches the libraries the pages are rendered with, so it is not vacuous.
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(["hono", "kysely", "react", "react-dom", "react-router", "zod"]),
    );
    const missing = [...packages]
      .filter(([name]) => !(name in manifest.dependencies))
      .map(([name, importer]) => `${name} (imported by ${importer})`);
    expect(missing).toEqual([]);
  });

  it("reaches only modules of the folders the image copies", () => {
    const { files } = runtimeImports();
    expect(files).toContain("domain/site.ts");
    const outside = files.filter(
      (file) => !COPIED_FOLDERS.some((folder) => file.startsWith(folder)),
    );
    expect(outside).toEqual([]);
  });
});
