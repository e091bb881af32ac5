import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { EditorSettings } from "../../domain/editor-settings.ts";
import { previewLabel } from "../../domain/editor-preview.ts";
import {
  editorPolicy,
  editorRoutes,
  githubAccess,
  type KeystaticHandler,
} from "./editor-routes.ts";

const adminDir = mkdtempSync(path.join(tmpdir(), "editor-admin-"));
mkdirSync(path.join(adminDir, "assets"));
writeFileSync(
  path.join(adminDir, "index.html"),
  `<!doctype html><meta name="anden-cms" content="__CMS_SETTINGS__"><meta property="csp-nonce" nonce="CMS-NONCE-PLACEHOLDER"><script type="module" src="/keystatic/assets/index-abc.js" nonce="CMS-NONCE-PLACEHOLDER"></script>`,
);
writeFileSync(path.join(adminDir, "assets/index-abc.js"), "console.log('editor')");
afterAll(() => rmSync(adminDir, { recursive: true, force: true }));

const LOCAL: EditorSettings = { storage: { kind: "local" }, preview: true };
const GITHUB: EditorSettings = {
  storage: { kind: "github", repo: "anden/web" },
  preview: false,
};
const TOKEN = "ghu_0123456789abcdefghijABCDEFGHIJ";

const echo: KeystaticHandler = async (request) => ({
  status: 200,
  headers: [["content-type", "text/plain"]],
  body: `handled ${new URL(request.url).pathname}`,
});

/** GitHub's answer about the repository, for a token that may push or not. */
const fakeGitHub = (push: boolean) =>
  vi.fn(async () => Response.json({ full_name: "anden/web", permissions: { push } }));

describe("the editor's routes, local mode", () => {
  const app = editorRoutes({ adminDir, settings: LOCAL, handler: echo });

  it("serve the editor's page with a fresh nonce, its settings and a policy of its own", async () => {
    const first = await app.request("/keystatic");
    const second = await app.request("/keystatic/singleton/facts-mx");
    expect(first.status).toBe(200);
    const html = await first.text();
    const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
    expect(nonce).not.toBe("CMS-NONCE-PLACEHOLDER");
    expect(html).not.toContain("CMS-NONCE-PLACEHOLDER");
    expect(html).toContain(
      'content="{&quot;storage&quot;:{&quot;kind&quot;:&quot;local&quot;},&quot;preview&quot;:true}"',
    );
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(await second.text()).not.toContain(nonce);
  });

  it("serve its scripts, and nothing else from its folder", async () => {
    const script = await app.request("/keystatic/assets/index-abc.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect((await app.request("/keystatic/assets/..%2Findex.html")).status).toBe(404);
    expect((await app.request("/keystatic/assets/missing.js")).status).toBe(404);
  });

  it("hand Keystatic's API its requests, but refuse a write from another origin", async () => {
    const read = await app.request("/api/keystatic/tree");
    expect(await read.text()).toBe("handled /api/keystatic/tree");
    const foreign = await app.request("http://127.0.0.1:3100/api/keystatic/update", {
      method: "POST",
      headers: { origin: "http://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: { code: "cross_origin", message: "Not from the editor." },
    });
    const own = await app.request("http://127.0.0.1:3100/api/keystatic/update", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:3100" },
    });
    expect(await own.text()).toBe("handled /api/keystatic/update");
  });
});

describe("the editor's routes on the editor's deployment (GitHub)", () => {
  it("show a visitor without a GitHub sign-in only a sign-in page, with no script", async () => {
    const fetchImpl = fakeGitHub(true);
    const app = editorRoutes({
      adminDir,
      settings: GITHUB,
      handler: echo,
      mayEdit: githubAccess({ repo: "anden/web", fetchImpl }),
    });
    const page = await app.request("/keystatic/singleton/facts-mx");
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).not.toMatch(/<script|assets\//);
    expect(html).toContain('href="/api/keystatic/github/login?from=singleton%2Ffacts-mx"');
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect((await app.request("/keystatic/assets/index-abc.js")).status).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("refuse a token whose person may not push to the repository", async () => {
    const app = editorRoutes({
      adminDir,
      settings: GITHUB,
      handler: echo,
      mayEdit: githubAccess({ repo: "anden/web", fetchImpl: fakeGitHub(false) }),
    });
    const page = await app.request("/keystatic", {
      headers: { cookie: `keystatic-gh-access-token=${TOKEN}` },
    });
    expect(page.status).toBe(401);
    expect(
      (
        await app.request("/keystatic/assets/index-abc.js", {
          headers: { cookie: `keystatic-gh-access-token=${TOKEN}` },
        })
      ).status,
    ).toBe(404);
  });

  it("serve the editor to someone who may push, with GitHub's API in its policy", async () => {
    const fetchImpl = fakeGitHub(true);
    const app = editorRoutes({
      adminDir,
      settings: GITHUB,
      handler: echo,
      mayEdit: githubAccess({ repo: "anden/web", fetchImpl }),
    });
    const cookie = { cookie: `other=1; keystatic-gh-access-token=${TOKEN}` };
    const page = await app.request("/keystatic", { headers: cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain(
      "connect-src 'self' https://api.github.com",
    );
    expect((await app.request("/keystatic/assets/index-abc.js", { headers: cookie })).status).toBe(
      200,
    );
    // GitHub was asked once, with the token, about the repository; the answer is kept.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://api.github.com/repos/anden/web",
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: `Bearer ${TOKEN}` }),
      }),
    );
  });

  it("count GitHub not answering as no", async () => {
    const mayEdit = githubAccess({
      repo: "anden/web",
      fetchImpl: vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    });
    expect(await mayEdit(new Request("http://x/keystatic"), TOKEN)).toBe(false);
    expect(await mayEdit(new Request("http://x/keystatic"), "short")).toBe(false);
    expect(await mayEdit(new Request("http://x/keystatic"), undefined)).toBe(false);
  });

  it("leave Keystatic's API nothing to read without a sign-in: only GitHub's sign-in answers", async () => {
    const handler = makeGenericAPIRouteHandler({
      config: { storage: { kind: "github", repo: "anden/web" } } as never,
      clientId: "Iv1.0123456789abcdef",
      clientSecret: "0123456789abcdef0123456789abcdef01234567",
      secret: "a".repeat(40),
    }) as KeystaticHandler;
    const app = editorRoutes({
      adminDir,
      settings: GITHUB,
      handler,
      mayEdit: githubAccess({ repo: "anden/web", fetchImpl: fakeGitHub(false) }),
    });
    for (const route of ["tree", "blob/abc/domain/locales/es-MX/facts.json", "update"]) {
      const answer = await app.request(`https://cms.anden.example/api/keystatic/${route}`, {
        method: route === "update" ? "POST" : "GET",
        headers: { "no-cors": "1" },
      });
      expect(answer.status, route).toBe(404);
    }
    const login = await app.request("https://cms.anden.example/api/keystatic/github/login");
    expect(login.status).toBe(307);
    const location = new URL(login.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("Iv1.0123456789abcdef");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://cms.anden.example/api/keystatic/github/oauth/callback",
    );
  });
});

describe("the editor's policy on frames", () => {
  const frameSrc = (settings: EditorSettings) =>
    editorPolicy("n", settings)
      .split("; ")
      .find((directive) => directive.startsWith("frame-src"));

  it("frames this machine's preview servers only in local mode with previews (ADR 66)", () => {
    expect(frameSrc(LOCAL)).toBe("frame-src http://127.0.0.1:*");
    expect(frameSrc({ ...LOCAL, preview: false })).toBe("frame-src 'none'");
    expect(frameSrc(GITHUB)).toBe("frame-src 'none'");
    expect(frameSrc({ ...GITHUB, preview: true })).toBe("frame-src 'none'");
  });
});

describe("the editor's Preview with GitHub storage (ADR 66)", () => {
  const TEMPLATE = "https://{branch}.{market}.preview.anden.example";
  const app = (mayPush: boolean) =>
    editorRoutes({
      adminDir,
      settings: { ...GITHUB, preview: true },
      handler: echo,
      mayEdit: async () => mayPush,
      branchPreview: TEMPLATE,
    });

  it("leads to the page on the preview of the branch being edited, slashes and all", async () => {
    const label = previewLabel("keystatic/home hero");
    const answer = await app(true).request("/preview/mx/home/branch/keystatic/home%20hero");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`https://${label}.mx.preview.anden.example/`);
    const story = await app(true).request(
      "/preview/us/stories/ember-coffee/branch/keystatic/home%20hero",
    );
    expect(story.headers.get("location")).toBe(
      `https://${label}.us.preview.anden.example/customer-stories/ember-coffee`,
    );
  });

  it("answers 404 to someone who may not edit, and to an unknown market, file or story", async () => {
    expect((await app(false).request("/preview/mx/home/branch/main")).status).toBe(404);
    for (const route of [
      "/preview/br/home/branch/main",
      "/preview/mx/rates/branch/main",
      "/preview/mx/stories/Not_A_Slug/branch/main",
      "/preview/mx/home/branch/",
    ]) {
      expect((await app(true).request(route)).status, route).toBe(404);
    }
  });

  it("is not there without CMS_PREVIEW_URL", async () => {
    const without = editorRoutes({
      adminDir,
      settings: GITHUB,
      handler: echo,
      mayEdit: async () => true,
    });
    expect((await without.request("/preview/mx/home/branch/main")).status).toBe(404);
  });
});
