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
 * the share images, `virtual:stories`) and by the tests.
 */
export function readStories(market: MarketId, root = ROOT): Story[] {
  return storiesFrom(
    storyFilesIn(market, root).map((file) => ({
      slug: path.basename(file, ".json"),
      content: JSON.parse(readFileSync(file, "utf8")) as StoryContent,
    })),
  );
}
