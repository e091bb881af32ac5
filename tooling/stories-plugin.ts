import path from "node:path";
import type { Plugin } from "vite";
import { MARKETS } from "../domain/site.ts";
import { storiesDir } from "../domain/stories.ts";
import type { BuildTimeConfig } from "./site-config-plugin.ts";
import { readStories, storyFilesIn } from "./story-files.ts";

const MODULE_ID = "virtual:stories";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:stories`: the market's customer stories (ADR 56), read from its files when the
 * build starts, only that market's. On the development server (the editor's preview) a story
 * added, changed or removed reloads the module, so the preview shows the files as they are.
 */
export function storiesPlugin(config: Pick<BuildTimeConfig, "SITE_MARKET">, root: string): Plugin {
  const folder = path.join(root, storiesDir(MARKETS[config.SITE_MARKET].locale));
  return {
    name: "anden:stories",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of storyFilesIn(config.SITE_MARKET, root)) this.addWatchFile(file);
      return `export const stories = ${JSON.stringify(readStories(config.SITE_MARKET, root))};`;
    },
    configureServer(server) {
      server.watcher.add(folder);
      const reload = (file: string) => {
        if (path.dirname(file) !== folder || !file.endsWith(".json")) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
          environment.hot.send({ type: "full-reload" });
        }
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
    },
  };
}
