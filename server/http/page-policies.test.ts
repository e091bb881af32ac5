import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { pagePolicies } from "./page-policies.ts";
import type { StaticAsset } from "./static-assets.ts";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("pagePolicies", () => {
  const policies = pagePolicies(loadConfig({}));

  it("admits a rendered page's inline script and style by this response's nonce", () => {
    const policy = policies.rendered("n0nce");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'nonce-n0nce'");
    expect(policies.rendered("other")).not.toContain("n0nce");
  });

  it("admits a prerendered page's inline script and style by their hashes", () => {
    const asset: StaticAsset = {
      body: new Uint8Array(),
      contentType: "text/html; charset=utf-8",
      etag: '"x"',
      cacheControl: "public, max-age=0, must-revalidate",
      inlineScriptHashes: ["'sha256-script'"],
      inlineStyleHashes: ["'sha256-style'"],
    };
    const policy = policies.prerendered(asset);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-script'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'sha256-style'");
    expect(policy).not.toContain("nonce");
  });
});
