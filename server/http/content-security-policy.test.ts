import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  createNonce,
  documentPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  integrationSources,
} from "./content-security-policy.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, whatever its attributes", () => {
    const html = `<script>a()</script><script type="module" async="">import "/x.js";\n</script><SCRIPT nonce="n">b()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([
      sha256("a()"),
      sha256('import "/x.js";\n'),
      sha256("b()"),
    ]);
  });

  it("skips scripts with a src and JSON data blocks, which are not run inline", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script type='application/json'>{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a script repeated in the page once", () => {
    expect(inlineScriptHashes("<script>x()</script><p></p><script>x()</script>")).toEqual([
      sha256("x()"),
    ]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each <style>'s exact text, once, and nothing else", () => {
    const html = `<style>a{b:c}</style><style nonce="n">d{e:f}</style><p style="x"></p><style>a{b:c}</style>`;
    expect(inlineStyleHashes(html)).toEqual([sha256("a{b:c}"), sha256("d{e:f}")]);
    expect(inlineStyleHashes("<link rel=stylesheet href=/a.css>")).toEqual([]);
  });
});

describe("documentPolicy's inline styles", () => {
  it("admits the page's <style> by its sources in style-src", () => {
    const policy = documentPolicy({
      inlineScripts: [],
      inlineStyles: ["'sha256-abc'"],
      integrations: [],
      upgradeInsecureRequests: false,
    });
    expect(policy).toContain("style-src 'self' 'sha256-abc';");
  });

  it("adds no hash or nonce beside an integration's 'unsafe-inline', which browsers would then ignore", () => {
    const policy = documentPolicy({
      inlineScripts: [],
      inlineStyles: ["'nonce-abc'"],
      integrations: [{ "style-src": ["'unsafe-inline'"] }],
      upgradeInsecureRequests: false,
    });
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain("'nonce-abc'");
  });
});

describe("documentPolicy", () => {
  it("merges integration sources without repeating any, and writes 'none' for empty lists", () => {
    const policy = documentPolicy({
      inlineScripts: ["'nonce-abc'"],
      integrations: [
        { "script-src": ["https://a.example"] },
        { "script-src": ["https://a.example"] },
      ],
      upgradeInsecureRequests: false,
    });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://a.example;");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});

describe("documentPolicy's fallbacks", () => {
  it("leaves fetch directives that say only 'self' to default-src, and writes those that say more", () => {
    const bare = documentPolicy({
      inlineScripts: [],
      integrations: [],
      upgradeInsecureRequests: false,
    });
    expect(bare).toMatch(/^default-src 'self'; /);
    for (const directive of ["style-src", "font-src", "connect-src", "media-src", "manifest-src"]) {
      expect(bare).not.toContain(`${directive} `);
    }
    expect(bare).toContain("img-src 'self' data:");
    expect(bare).toContain("worker-src 'self'");
    const withChat = documentPolicy({
      inlineScripts: [],
      integrations: [{ "connect-src": ["https://api.example"], "style-src": ["'unsafe-inline'"] }],
      upgradeInsecureRequests: false,
    });
    expect(withChat).toContain("connect-src 'self' https://api.example;");
    expect(withChat).toContain("style-src 'self' 'unsafe-inline';");
  });
});

describe("integrationSources", () => {
  it("adds only the chat's configured origins when its widget is not Intercom's own", () => {
    const config = loadConfig({
      INTERCOM_APP_ID: "e2e",
      INTERCOM_WIDGET_URL: "http://127.0.0.1:3311/intercom",
    });
    const policy = documentPolicy({
      inlineScripts: [],
      integrations: integrationSources(config),
      upgradeInsecureRequests: false,
    });
    expect(policy).toContain("script-src 'self' http://127.0.0.1:3311;");
    expect(policy).not.toContain("intercom");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("admits the tag manager's script and its iframe for browsers without JavaScript, only when it is set", () => {
    const policy = (env: Record<string, string>) =>
      documentPolicy({
        inlineScripts: [],
        integrations: integrationSources(loadConfig(env)),
        upgradeInsecureRequests: false,
      });
    const withTagManager = policy({ GTM_ID: "GTM-ABC1234" });
    expect(withTagManager).toMatch(/frame-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(withTagManager).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(policy({})).toContain("frame-src 'none'");
  });

  it("allows reCAPTCHA's script and frame paths when it is the provider", () => {
    const config = loadConfig({
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "k",
      RECAPTCHA_SECRET: "s",
    });
    const [captcha] = integrationSources(config);
    expect(captcha?.["script-src"]).toContain("https://www.gstatic.com/recaptcha/");
    expect(captcha?.["frame-src"]).toContain("https://www.google.com/recaptcha/");
  });
});

describe("createNonce", () => {
  it("draws 128 random bits, base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
