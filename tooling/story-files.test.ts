import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "../domain/site.ts";
import { storySlugOf } from "../domain/stories.ts";
import { readStories, storyFilesIn } from "./story-files.ts";

describe("the stories in the repository", () => {
  it("are three per market, illustrative, each named after its customer", () => {
    for (const market of MARKET_IDS) {
      const stories = readStories(market);
      expect(stories, market).toHaveLength(3);
      for (const story of stories) {
        expect(story.sample, story.slug).toBe(true);
        expect(new URL(story.web).hostname, story.slug).toMatch(/\.example$/);
        expect(story.slug).toBe(storySlugOf(story.customer));
      }
    }
  });
});

describe("readStories", () => {
  it("reads a market's folder, the latest first, and finds none where there is no folder", () => {
    const root = mkdtempSync(path.join(tmpdir(), "stories-"));
    expect(storyFilesIn("mx", root)).toEqual([]);
    const folder = path.join(root, "domain/locales/es-MX/stories");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "old.json"), JSON.stringify({ published: "2025-01-01" }));
    writeFileSync(path.join(folder, "new.json"), JSON.stringify({ published: "2026-01-01" }));
    writeFileSync(path.join(folder, "notes.txt"), "not a story");
    expect(readStories("mx", root).map((story) => story.slug)).toEqual(["new", "old"]);
    expect(readStories("us", root)).toEqual([]);
  });
});
