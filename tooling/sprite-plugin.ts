import { createHash } from "node:crypto";
import path from "node:path";
import { runnerImport, type Plugin } from "vite";

const MODULE_ID = "virtual:sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
const SHEET_MODULE = "app/components/sprite/sheet.tsx";

export interface Sprite {
  /** Where the pages find the file: under /assets/, named by its content, so cached for good. */
  url: string;
  svg: string;
}

/** The sprite file of the symbols in app/components/sprite/symbols.tsx, and its address. */
export async function renderSprite(root: string): Promise<Sprite> {
  // The symbols are React drawings: loaded through Vite's own pipeline, which compiles the JSX.
  const { module } = await runnerImport<{ spriteSheet: () => string }>(
    path.join(root, SHEET_MODULE),
    { configFile: false, logLevel: "error" },
  );
  const svg = module.spriteSheet();
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  return { url: `/assets/sprite-${hash}.svg`, svg };
}

/**
 * The icon sprite (ADR 53): writes the file into the client build and serves `virtual:sprite`,
 * whose `spriteUrl` is its address, to the pages' `<use href>` (SpriteSvg.tsx). The development
 * server answers the same address; a change to the symbols shows after its restart. A build
 * served under a base (the editor's, /keystatic/) gets the address under it.
 */
export function spritePlugin(root: string): Plugin {
  let sprite: Promise<Sprite> | undefined;
  let base = "/";
  const load = () =>
    (sprite ??= renderSprite(root).then(({ url, svg }) => ({ url: base + url.slice(1), svg })));
  return {
    name: "anden:sprite",
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const spriteUrl = ${JSON.stringify((await load()).url)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { url, svg } = await load();
      this.emitFile({ type: "asset", fileName: url.slice(base.length), source: svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        load().then(({ url, svg }) => {
          if (request.url !== url) return next();
          response.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
          response.setHeader("Cache-Control", "no-store");
          response.end(svg);
        }, next);
      });
    },
  };
}
