import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MARKETS, type MarketId } from "../domain/site.ts";
import { storiesDir, storiesFrom, type Story, type StoryContent } from "../domain/stories.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The story files of a market under `root` (the repository by default): `<slug>.json`. */
export function storyFilesIn(market: MarketId, root = ROOT): string[] {
  const folder = path.join(root, storiesDir(MARKETS[market].locale));
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => path.join(folder, file));
  } catch {
    // A market without stories yet has no folder.
    return [];
  }
}

/**
 * A market's stories, the latest first, read from its files at build time (the prerender list,
 * the share images, `virtual:stories`) and by the tests. The editor's live preview passes its
 * unsaved drafts, by slug, which stand in for the files.
 */
export function readStories(
  market: MarketId,
  root = ROOT,
  drafts: ReadonlyMap<string, StoryContent> = new Map(),
): Story[] {
  const files = new Map(
    storyFilesIn(market, root).map((file) => [
      path.basename(file, ".json"),
      JSON.parse(readFileSync(file, "utf8")) as StoryContent,
    ]),
  );
  for (const [slug, content] of drafts) files.set(slug, content);
  return storiesFrom([...files].map(([slug, content]) => ({ slug, content })));
}
