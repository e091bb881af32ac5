/**
 * The content editor over HTTP (ADR 48): its page and scripts under /keystatic/, Keystatic's API
 * under /api/keystatic/. `npm run cms` serves them on this machine over local files; the editor's
 * deployment serves them from the site's server over the GitHub repository, and then nothing of
 * the editor, not even its scripts, answers a visitor who has not signed in with GitHub as someone
 * who may push to the repository: they get a sign-in page of a few lines.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import { createNonce } from "../http/content-security-policy.ts";
import { serializeEditorSettings, type EditorSettings } from "../../domain/editor-settings.ts";
import { COLORS, RADII, SHADOWS } from "../../domain/design-tokens.ts";
import {
  branchPreviewBase,
  branchPreviewUrl,
  isPreviewedContent,
} from "../../domain/editor-preview.ts";
import { isMarketId } from "../../domain/site.ts";
import { STORY_SLUG, storyPathIn } from "../../domain/stories.ts";

/** Keystatic's request and answer, as its generic handler takes and gives them. */
export interface KeystaticAnswer {
  status?: number;
  headers?: [string, string][] | Record<string, string> | Headers;
  body: Uint8Array | string | null;
}
export type KeystaticHandler = (request: Request) => Promise<KeystaticAnswer>;

export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";
/** The placeholder the editor's bundle writes where each page's nonce goes (cms/admin/vite.config.ts). */
const NONCE_PLACEHOLDER = "CMS-NONCE-PLACEHOLDER";
const SETTINGS_PLACEHOLDER = "__CMS_SETTINGS__";
/** Keystatic's cookie holding the editor's GitHub token (readable by scripts: ADR 48). */
export const ACCESS_TOKEN_COOKIE = "keystatic-gh-access-token";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/**
 * The editor page's policy: its own scripts and the nonce's styles (Keystatic's style sheets carry
 * it), images it shows while editing (blob: and data: previews, GitHub avatars), and in production
 * the GitHub API it reads and commits through. No 'unsafe-inline', no 'unsafe-eval'.
 */
export function editorPolicy(nonce: string, settings: EditorSettings): string {
  const github = settings.storage.kind === "github";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:${github ? " https://avatars.githubusercontent.com https://raw.githubusercontent.com" : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${github ? " https://api.github.com" : ""}`,
    "worker-src 'self' blob:",
    // Locally, the live preview frames the market's development server (ADR 66).
    `frame-src ${settings.storage.kind === "local" && settings.preview ? "http://127.0.0.1:*" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SIGN_IN_POLICY = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The page a visitor gets at /keystatic before signing in: a link to GitHub's sign-in, no script. */
function signInPage(nonce: string, from: string): string {
  const login = `${EDITOR_API_PATH}/github/login?from=${encodeURIComponent(from)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign in · Andén content</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;color:${COLORS.ink};display:grid;place-items:center;min-height:100vh;margin:0;background:${COLORS.tint}}
main{background:${COLORS.surface};padding:2.5rem;border-radius:${RADII.card}rem;max-width:26rem;box-shadow:${SHADOWS.soft}}
h1{font-size:1.5rem;margin:0 0 .5rem}
a{display:inline-block;margin-top:1.5rem;background:${COLORS.primary};color:${COLORS.surface};padding:.75rem 1.25rem;border-radius:${RADII.control}rem;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid ${COLORS.accent};outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Andén content</h1>
<p>Sign in with your GitHub account to edit the site's content. Only people who may push to the site's repository get in.</p>
<a href="${login.replaceAll("&", "&amp;")}">Sign in with GitHub</a>
</main>
</body>
</html>`;
}

/** Keystatic's `from`: the editor's route after /keystatic/, as its sign-in accepts it. */
const fromOf = (pathname: string) => pathname.slice(EDITOR_PATH.length).replace(/^\/+/, "");

export interface EditorRoutesOptions {
  /** build/cms/admin: the editor's page and scripts. */
  adminDir: string;
  settings: EditorSettings;
  handler: KeystaticHandler;
  /**
   * Whether the request comes from someone the editor may show itself to; production passes
   * githubAccess() (a GitHub token that may push to the repository), local mode nothing (this
   * machine's own user).
   */
  mayEdit?: (request: Request, token: string | undefined) => Promise<boolean>;
  /**
   * CMS_PREVIEW_URL: where each branch's preview deployment answers (ADR 66); the editor's
   * Preview button leads to the page on the preview of the branch being edited.
   */
  branchPreview?: string;
}

async function toResponse(answer: KeystaticAnswer): Promise<Response> {
  const headers = new Headers();
  const list =
    answer.headers instanceof Headers
      ? [...answer.headers.entries()]
      : Array.isArray(answer.headers)
        ? answer.headers
        : Object.entries(answer.headers ?? {});
  for (const [name, value] of list) headers.append(name, value);
  headers.set("Cache-Control", "no-store");
  return new Response(answer.body as BodyInit | null, { status: answer.status ?? 200, headers });
}

/** Where the editor's Preview (GitHub storage) asks for a branch's preview: Keystatic fills {branch}. */
export const BRANCH_PREVIEW_SEGMENT = "branch";

export function editorRoutes({
  adminDir,
  settings,
  handler,
  mayEdit,
  branchPreview,
}: EditorRoutesOptions) {
  const app = new Hono();
  let page: Promise<string> | undefined;
  const pageTemplate = () =>
    (page ??= readFile(path.join(adminDir, "index.html"), "utf8").then((html) =>
      html.replace(SETTINGS_PLACEHOLDER, serializeEditorSettings(settings)),
    ));
  const allowed = (request: Request) =>
    mayEdit ? mayEdit(request, getCookieOf(request)) : Promise.resolve(true);

  // Keystatic's own routes: sign-in with GitHub and, locally, reading and writing the files.
  app.all(`${EDITOR_API_PATH}/*`, async (c) => {
    if (c.req.method === "POST" && settings.storage.kind === "local") {
      // The local API writes files: only the editor's own page may post to it.
      const origin = c.req.header("origin");
      if (origin !== new URL(c.req.url).origin) {
        return c.json({ error: { code: "cross_origin", message: "Not from the editor." } }, 403);
      }
    }
    return toResponse(await handler(c.req.raw));
  });

  app.get(`${EDITOR_PATH}/assets/:file`, async (c) => {
    if (!(await allowed(c.req.raw))) return c.text("Not Found", 404);
    const file = c.req.param("file");
    const type = CONTENT_TYPES[path.extname(file)];
    if (!/^[\w.-]+$/.test(file) || !type) return c.text("Not Found", 404);
    const body = await readFile(path.join(adminDir, "assets", file)).catch(() => null);
    if (!body) return c.text("Not Found", 404);
    return c.body(body, 200, {
      "Content-Type": type,
      "Cache-Control": "private, max-age=31536000, immutable",
    });
  });

  const editorPage = async (c: { req: { raw: Request; path: string } }) => {
    const nonce = createNonce();
    if (!(await allowed(c.req.raw))) {
      return new Response(signInPage(nonce, fromOf(c.req.path)), {
        status: 401,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": SIGN_IN_POLICY(nonce),
          "Cache-Control": "no-store",
        },
      });
    }
    const html = (await pageTemplate()).replaceAll(NONCE_PLACEHOLDER, nonce);
    return new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": editorPolicy(nonce, settings),
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  };
  if (branchPreview) {
    // Keystatic writes the branch's name as it is, slashes included: the rest of the path.
    const branchOf = (pathname: string) => {
      const marker = `/${BRANCH_PREVIEW_SEGMENT}/`;
      return decodeURIComponent(pathname.slice(pathname.indexOf(marker) + marker.length));
    };
    app.get(`/preview/:market/stories/:slug/${BRANCH_PREVIEW_SEGMENT}/*`, async (c) => {
      const { market, slug } = c.req.param();
      const branch = branchOf(c.req.path);
      if (!(await allowed(c.req.raw)) || !isMarketId(market) || !STORY_SLUG.test(slug) || !branch) {
        return c.text("Not Found", 404);
      }
      return c.redirect(
        `${branchPreviewBase(branchPreview, branch, market)}${storyPathIn(market, slug)}`,
      );
    });
    app.get(`/preview/:market/:content/${BRANCH_PREVIEW_SEGMENT}/*`, async (c) => {
      const { market, content } = c.req.param();
      const branch = branchOf(c.req.path);
      if (
        !(await allowed(c.req.raw)) ||
        !isMarketId(market) ||
        !isPreviewedContent(content) ||
        !branch
      ) {
        return c.text("Not Found", 404);
      }
      return c.redirect(branchPreviewUrl(branchPreview, branch, market, content));
    });
  }
  app.get(EDITOR_PATH, editorPage);
  app.get(`${EDITOR_PATH}/*`, editorPage);
  return app;
}

function getCookieOf(request: Request): string | undefined {
  const cookie = request.headers.get("cookie");
  if (!cookie) return undefined;
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === ACCESS_TOKEN_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * Whether a GitHub token may edit: GitHub says its user may push to the repository. Answers are
 * kept five minutes per token (by its hash), so the editor's many requests ask GitHub once; any
 * failure to ask counts as "no".
 */
export function githubAccess({
  repo,
  apiBase = "https://api.github.com",
  fetchImpl = fetch,
  now = () => Date.now(),
}: {
  repo: string;
  apiBase?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}) {
  const answers = new LRUCache<string, { allowed: boolean; at: number }>({ max: 1000 });
  const TTL_MS = 5 * 60_000;
  return async (_request: Request, token: string | undefined): Promise<boolean> => {
    if (!token || !/^[\w-]{20,255}$/.test(token)) return false;
    const key = createHash("sha256").update(token).digest("hex");
    const known = answers.get(key);
    if (known && now() - known.at < TTL_MS) return known.allowed;
    let allowed = false;
    try {
      const response = await fetchImpl(`${apiBase}/repos/${repo}`, {
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${token}`,
          "User-Agent": "anden-content-editor",
        },
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) {
        const body = (await response.json()) as { permissions?: { push?: boolean } };
        allowed = body.permissions?.push === true;
      }
    } catch {
      allowed = false;
    }
    answers.set(key, { allowed, at: now() });
    return allowed;
  };
}
