import { access } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Hono } from "hono";
import type { Config } from "../config.ts";
import { editorRoutes, githubAccess, type KeystaticHandler } from "./editor-routes.ts";

/** The editor's bundles, from `npm run cms:build` (scripts/cms-build.ts). */
export const EDITOR_BUILD_DIR = "build/cms";

interface KeystaticApi {
  makeGenericAPIRouteHandler(options: {
    config: unknown;
    clientId: string;
    clientSecret: string;
    secret: string;
  }): KeystaticHandler;
}

/**
 * The editor on the editor's deployment (ADR 48): when CMS_GITHUB_REPO is set, /keystatic serves
 * Keystatic over the GitHub repository, to signed-in people GitHub lets push to it, and
 * /api/keystatic/ its sign-in with GitHub. A save is a commit by the editor's browser through
 * GitHub's API, on the branch the editor chose; CI builds it like any other commit. Undefined when
 * the editor is not configured (every public deployment).
 */
export async function productionEditor(config: Config, root: string): Promise<Hono | undefined> {
  const repo = config.CMS_GITHUB_REPO;
  if (!repo) return undefined;
  const buildDir = path.join(root, EDITOR_BUILD_DIR);
  const apiFile = path.join(buildDir, "server/api.js");
  try {
    await access(apiFile);
    await access(path.join(buildDir, "admin/index.html"));
  } catch {
    throw new Error(
      `CMS_GITHUB_REPO is set but the editor is not built (${EDITOR_BUILD_DIR}): run npm run cms:build`,
    );
  }
  const api = (await import(pathToFileURL(apiFile).href)) as KeystaticApi;
  const storage = { kind: "github", repo: repo as `${string}/${string}` } as const;
  const handler = api.makeGenericAPIRouteHandler({
    // Keystatic's API reads only the storage in GitHub mode: the content model is the page's.
    config: { storage },
    clientId: config.KEYSTATIC_GITHUB_CLIENT_ID!,
    clientSecret: config.KEYSTATIC_GITHUB_CLIENT_SECRET!,
    secret: config.KEYSTATIC_SECRET!,
  });
  return editorRoutes({
    adminDir: path.join(buildDir, "admin"),
    settings: {
      storage,
      preview: config.CMS_PREVIEW_URL !== undefined,
      appSlug: config.KEYSTATIC_GITHUB_APP_SLUG,
    },
    handler,
    mayEdit: githubAccess({ repo }),
    branchPreview: config.CMS_PREVIEW_URL,
  });
}
