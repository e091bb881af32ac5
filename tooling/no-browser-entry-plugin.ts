import { rm } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * No page hydrates (docs/decisions/0024-rendering-model.md), so the browser never loads React
 * Router's client entry or route modules: about 440 kB of files nobody would ask for. Once the
 * client build is written (React Router has read its manifest by then), its chunks are deleted.
 * What pages do load are assets of that build: the page script and its chunks (bundled through
 * Vite's worker pipeline), the stylesheet, the font.
 */
export function noBrowserEntryPlugin(): Plugin {
  return {
    name: "anden:no-browser-entry",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      await Promise.all(
        Object.values(bundle)
          .filter((output) => output.type === "chunk")
          .map((chunk) => rm(path.join(outDir, chunk.fileName), { force: true })),
      );
    },
  };
}
