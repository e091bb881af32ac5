import path from "node:path";
import type { Plugin } from "vite";
import { MARKETS } from "../domain/site.ts";
import { STORY_SLUG, storiesDir, type StoryContent } from "../domain/stories.ts";
import { reloadModule, takeDrafts, type BuildTimeConfig } from "./site-config-plugin.ts";
import { readStories, storyFilesIn } from "./story-files.ts";

const MODULE_ID = "virtual:stories";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Where the editor posts a story's draft to a development server (ADR 66). */
export const STORY_DRAFT_ROUTE = "/__anden/story-draft";

/** A saved story's draft, by its slug, or null to show the story as saved again. */
export interface StoryDraftMessage {
  slug: string;
  content: StoryContent | null;
}

/**
 * Serves `virtual:stories`: the market's customer stories (ADR 56), read from its files when the
 * build starts, only that market's. On the development server (the editor's preview) a story
 * added, changed or removed reloads the module, so the preview shows the files as they are; with
 * the token `npm run cms` gives it, the server also takes the editor's unsaved draft of a story
 * (its live preview, ADR 66) and shows it in place of the story's file.
 */
export function storiesPlugin(
  config: Pick<BuildTimeConfig, "SITE_MARKET">,
  root: string,
  { draftToken }: { draftToken?: string } = {},
): Plugin {
  const folder = path.join(root, storiesDir(MARKETS[config.SITE_MARKET].locale));
  /** The editor's unsaved stories, by slug (development server of `npm run cms` only). */
  const drafts = new Map<string, StoryContent>();
  return {
    name: "anden:stories",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of storyFilesIn(config.SITE_MARKET, root)) this.addWatchFile(file);
      return `export const stories = ${JSON.stringify(readStories(config.SITE_MARKET, root, drafts))};`;
    },
    configureServer(server) {
      server.watcher.add(folder);
      const reload = (file: string) => {
        if (path.dirname(file) !== folder || !file.endsWith(".json")) return;
        reloadModule(server, RESOLVED_ID);
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
      if (!draftToken) return;
      takeDrafts(server, STORY_DRAFT_ROUTE, draftToken, RESOLVED_ID, (message) => {
        const { slug, content } = message as StoryDraftMessage;
        if (typeof slug !== "string" || !STORY_SLUG.test(slug)) return false;
        if (content === null) drafts.delete(slug);
        else drafts.set(slug, content);
        return true;
      });
    },
  };
}
