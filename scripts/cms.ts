import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { serve } from "@hono/node-server";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { Hono } from "hono";
import { PREVIEW_PAGE } from "../domain/editor-preview.ts";
import { pagesIn } from "../domain/pages.ts";
import { STORY_SLUG, storyPathIn } from "../domain/stories.ts";
import { createCmsConfig, type EditorContent } from "../cms/config.ts";
import type { EditorSettings } from "../domain/editor-settings.ts";
import { isMarketId, MARKET_IDS, type MarketId } from "../domain/site.ts";
import { editorRoutes, EDITOR_PATH, type KeystaticHandler } from "../server/cms/editor-routes.ts";
import { DRAFT_ROUTE, DRAFT_TOKEN_HEADER } from "../tooling/site-config-plugin.ts";
import { STORY_DRAFT_ROUTE } from "../tooling/stories-plugin.ts";
import { storyFilesIn } from "../tooling/story-files.ts";
import { CMS_BUILD_DIR } from "./cms-build.ts";
import { scriptOptions } from "./script-options.ts";
import { wholeNumber } from "../server/cli/commands.ts";
import { livePreviewRoutes } from "./cms-preview.ts";

const USAGE = `Usage: npm run cms -- [--port 3100] [--root dir] [--no-preview]

The content editor on this machine, over the files of this checkout (every market), at
http://127.0.0.1:3100/keystatic. A save writes the files; its Preview action opens the page on a
development server of the market (started on first use, from the next port), which shows the
files as they are now, before anything is committed or published; its live preview (ADR 66)
shows the edits there before they are saved.
  --port N        the editor's port (default 3100, or CMS_PORT; the previews take the next three)
  --root DIR      edit the content of another checkout or a copy (no previews then)
  --no-preview    no preview servers`;
const ROOT = path.resolve(import.meta.dirname, "..");
const { port, root, values } = scriptOptions(
  USAGE,
  {
    options: {
      port: { type: "string", default: process.env.CMS_PORT ?? "3100" },
      root: { type: "string", default: ROOT },
      "no-preview": { type: "boolean", default: false },
    },
  },
  ({ values }) => ({
    port: wholeNumber(65_532).parse(values.port, "port"),
    root: path.resolve(values.root),
    values,
  }),
);
const preview = !values["no-preview"] && root === ROOT;

// The editor's bundles, when their sources changed, in a process of their own: Vite's build sets
// NODE_ENV to production, and renders the sprite (React's server renderer, ADR 53) for the logo
// picker, while this process has loaded React (Keystatic's API) for development.
const built = spawnSync(process.execPath, [path.join(ROOT, "scripts/cms-build.ts")], {
  stdio: "inherit",
});
if (built.status !== 0) process.exit(built.status ?? 1);

const settings: EditorSettings = { storage: { kind: "local" }, preview };
const handler = makeGenericAPIRouteHandler({
  config: createCmsConfig({ storage: { kind: "local" } }),
  localBaseDirectory: root,
}) as KeystaticHandler;

/** The preview servers take drafts only from this process. */
const draftToken = randomBytes(32).toString("hex");

const previews = new Map<MarketId, { port: number; ready: Promise<void>; child: ChildProcess }>();

/** The market's development server (React Router's), which renders the files as they are now. */
function previewServer(market: MarketId) {
  let server = previews.get(market);
  if (server) return server;
  const previewPort = port + 1 + MARKET_IDS.indexOf(market);
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"),
      "dev",
      "--host",
      "127.0.0.1",
      "--port",
      String(previewPort),
      "--strictPort",
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // A development server, whatever NODE_ENV this process was started with.
        NODE_ENV: "development",
        SITE_MARKET: market,
        PUBLIC_BASE_URL: `http://127.0.0.1:${previewPort}`,
        CMS_DRAFT_TOKEN: draftToken,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const ready = (async () => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      try {
        await fetch(`http://127.0.0.1:${previewPort}/`, { signal: AbortSignal.timeout(2_000) });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    throw new Error(`The ${market} preview did not start on port ${previewPort}`);
  })();
  server = { port: previewPort, ready, child };
  previews.set(market, server);
  return server;
}

const app = new Hono();
app.get("/", (c) => c.redirect(EDITOR_PATH));
/** The address of the page a file's preview shows first, its server started. */
async function previewPage(market: MarketId, namespace: EditorContent) {
  const server = previewServer(market);
  await server.ready;
  const page = pagesIn(market).find((p) => p.id === PREVIEW_PAGE[namespace])!;
  return { server, url: `http://127.0.0.1:${server.port}${page.path}` };
}

app.get("/preview/:market/:namespace", async (c) => {
  const market = c.req.param("market");
  const namespace = c.req.param("namespace") as keyof typeof PREVIEW_PAGE;
  if (!preview || !isMarketId(market) || !(namespace in PREVIEW_PAGE)) return c.notFound();
  return c.redirect((await previewPage(market, namespace)).url);
});
/** A new story's slug must not be a saved one's: its draft would show in that story's place. */
const storySaved = (market: MarketId, slug: string) =>
  storyFilesIn(market, root).some((file) => path.basename(file, ".json") === slug);

if (preview) {
  app.route(
    "/",
    livePreviewRoutes(async (market, of, content) => {
      // A file's draft goes to virtual:site-config, a story's to virtual:stories (ADR 66).
      const { server, url } = await previewPage(market, typeof of === "string" ? of : "stories");
      const [route, message] =
        typeof of === "string"
          ? [DRAFT_ROUTE, { namespace: of, content }]
          : [STORY_DRAFT_ROUTE, { slug: of.story, content }];
      const answer = await fetch(`http://127.0.0.1:${server.port}${route}`, {
        method: "POST",
        headers: { [DRAFT_TOKEN_HEADER]: draftToken, "content-type": "application/json" },
        body: JSON.stringify(message),
      });
      if (!answer.ok) throw new Error(`The ${market} preview refused the draft (${answer.status})`);
      return typeof of === "string"
        ? url
        : `http://127.0.0.1:${server.port}${storyPathIn(market, of.story)}`;
    }, storySaved),
  );
}
// A customer story's Preview (ADR 56): the story's page on the market's preview server.
app.get("/preview/:market/stories/:slug", async (c) => {
  const market = c.req.param("market");
  const slug = c.req.param("slug");
  if (!preview || !isMarketId(market) || !STORY_SLUG.test(slug)) return c.notFound();
  const server = previewServer(market);
  await server.ready;
  return c.redirect(`http://127.0.0.1:${server.port}${storyPathIn(market, slug)}`);
});
app.route("/", editorRoutes({ adminDir: path.join(CMS_BUILD_DIR, "admin"), settings, handler }));

const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`Content editor: http://127.0.0.1:${port}${EDITOR_PATH} (content in ${root})`);
});

const stop = () => {
  for (const { child } of previews.values()) child.kill("SIGTERM");
  server.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
