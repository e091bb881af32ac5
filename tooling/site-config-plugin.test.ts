import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { postDraft, type DraftHandler } from "./draft-post.ts";
import type { Plugin, ViteDevServer } from "vite";
import { mergeFactSheet, type CompanyFacts, type LocalFactSheet } from "../domain/facts.ts";
import { loadConfig } from "../server/config.ts";
import {
  COMPANY_FACTS_PATH,
  localeFilePath,
  readFactSheet,
  readLocaleNamespace,
} from "./locale-files.ts";
import { buildTimeConfig, DRAFT_ROUTE, siteConfigPlugin } from "./site-config-plugin.ts";

/** The plugin on a stand-in development server: its draft route, its module's text, its reloads. */
function serve(draftToken?: string) {
  const plugin = siteConfigPlugin(buildTimeConfig(loadConfig({ SITE_MARKET: "mx" })), {
    draftToken,
  });
  let handler: DraftHandler | undefined;
  const invalidateModule = vi.fn();
  const send = vi.fn();
  const server = {
    middlewares: {
      use: (route: string, use: DraftHandler) => route === DRAFT_ROUTE && (handler = use),
    },
    environments: {
      ssr: { moduleGraph: { getModuleById: () => ({}), invalidateModule }, hot: { send } },
    },
  };
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  const watched = new Set<string>();
  const source = () =>
    (plugin.load as (this: unknown, id: string) => string).call(
      { addWatchFile: (file: string) => watched.add(file) },
      "\0virtual:site-config",
    );
  const post = (body: string, token = draftToken) => postDraft(handler!, body, token);
  return {
    plugin: plugin as Plugin,
    handler: () => handler,
    source,
    post,
    invalidateModule,
    send,
    watched,
  };
}

describe("the site configuration's fact sheet", () => {
  it("is written as a value, the market's file over the company's figures, its two files watched", () => {
    const { source, watched } = serve();
    const sheet = readFactSheet("es-MX");
    // A call would stay in every bundle importing the module, read or not (the page script's).
    expect(source()).toContain(`= ${JSON.stringify(sheet)};`);
    expect(source()).not.toMatch(/mergeFactSheet|facts\.json/);
    expect([...watched].sort()).toEqual([COMPANY_FACTS_PATH, localeFilePath("es-MX", "facts")]);
  });

  it("merges the editor's draft of the market's facts over the company's figures", async () => {
    const { source, post } = serve("secret");
    const local = readLocaleNamespace("es-MX", "facts") as { title: string };
    const draft = { ...local, title: "Cómo contamos (borrador)" };
    expect(await post(JSON.stringify({ namespace: "facts", content: draft }))).toBe(204);
    const company = JSON.parse(readFileSync(COMPANY_FACTS_PATH, "utf8")) as CompanyFacts;
    expect(source()).toContain(
      `= ${JSON.stringify(mergeFactSheet(company, draft as unknown as LocalFactSheet))};`,
    );
  });
});

describe("the site configuration's drafts (the editor's live preview, ADR 66)", () => {
  it("has no draft route without the token npm run cms gives its preview servers", () => {
    expect(serve().handler()).toBeUndefined();
  });

  it("serves a file's draft in place of the file, reloads the module, and the file again on null", async () => {
    const { source, post, invalidateModule, send } = serve("secret");
    const homeImport = /import ns\d+ from ".*\/es-MX\/home\.json"/;
    expect(source()).toMatch(homeImport);
    const draft = { hero: { title: "Borrador" } };
    expect(await post(JSON.stringify({ namespace: "home", content: draft }))).toBe(204);
    expect(source()).toContain(`= ${JSON.stringify(draft)};`);
    expect(source()).not.toMatch(homeImport);
    expect(invalidateModule).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });
    expect(await post(JSON.stringify({ namespace: "home", content: null }))).toBe(204);
    expect(source()).not.toContain("Borrador");
    expect(source()).toMatch(homeImport);
  });

  it("answers 404 to another token and to a file that is not the market's, and changes nothing", async () => {
    const { source, post } = serve("secret");
    const before = source();
    const draft = JSON.stringify({ namespace: "home", content: { x: 1 } });
    expect(await post(draft, "guess")).toBe(404);
    expect(await post(JSON.stringify({ namespace: "../secrets", content: {} }))).toBe(404);
    expect(source()).toBe(before);
  });
});
