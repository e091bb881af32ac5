import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { postDraft, type DraftHandler } from "./draft-post.ts";
import type { ViteDevServer } from "vite";
import type { Story } from "../domain/stories.ts";
import { STORY_DRAFT_ROUTE, storiesPlugin } from "./stories-plugin.ts";
import { readStories } from "./story-files.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The plugin on a stand-in development server: its draft route, its module's stories, its reloads. */
function serve(draftToken?: string) {
  const plugin = storiesPlugin({ SITE_MARKET: "mx" }, ROOT, { draftToken });
  let handler: DraftHandler | undefined;
  const invalidateModule = vi.fn();
  const watcher = { add: () => watcher, on: () => watcher };
  const server = {
    watcher,
    middlewares: {
      use: (route: string, use: DraftHandler) => route === STORY_DRAFT_ROUTE && (handler = use),
    },
    environments: {
      ssr: { moduleGraph: { getModuleById: () => ({}), invalidateModule }, hot: { send: vi.fn() } },
    },
  };
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  const stories = () =>
    JSON.parse(
      (plugin.load as (this: unknown, id: string) => string)
        .call({ addWatchFile: () => {} }, "\0virtual:stories")
        .replace(/^export const stories = /, "")
        .replace(/;$/, ""),
    ) as Story[];
  const post = (body: unknown, token = draftToken) =>
    postDraft(handler!, JSON.stringify(body), token);
  return { handler: () => handler, stories, post, invalidateModule };
}

describe("the stories' drafts (the editor's live preview, ADR 66)", () => {
  const saved = readStories("mx");
  const story = saved[0]!;
  const { slug, ...content } = story;

  it("has no draft route without the token npm run cms gives its preview servers", () => {
    expect(serve().handler()).toBeUndefined();
  });

  it("serves a story's draft in place of its file, reloads the module, and the file again on null", async () => {
    const { stories, post, invalidateModule } = serve("secret");
    expect(stories()).toEqual(saved);
    const draft = { ...content, title: "Un caso sin guardar" };
    expect(await post({ slug, content: draft })).toBe(204);
    expect(stories().find((each) => each.slug === slug)?.title).toBe("Un caso sin guardar");
    expect(stories()).toHaveLength(saved.length);
    expect(invalidateModule).toHaveBeenCalledTimes(1);
    expect(await post({ slug, content: null })).toBe(204);
    expect(stories()).toEqual(saved);
  });

  it("answers 404 to another token and to a slug no address can hold, and changes nothing", async () => {
    const { stories, post } = serve("secret");
    expect(await post({ slug, content: { ...content, title: "x" } }, "guess")).toBe(404);
    expect(await post({ slug: "../secrets", content })).toBe(404);
    expect(stories()).toEqual(saved);
  });
});
