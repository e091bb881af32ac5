import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../config.ts";

/**
 * Content-Security-Policy of the site (docs/decisions/0013). Pages allow scripts from this origin,
 * inline scripts only by nonce (rendered per request) or by hash (prerendered HTML), and third-party
 * origins only for the integrations this deployment has configured. Every other response (API JSON,
 * files) gets a policy that allows nothing.
 */

type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "worker-src"
  | "media-src"
  | "manifest-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors";

type Sources = Partial<Record<Directive, string[]>>;

export const NON_DOCUMENT_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const originOf = (url: string) => new URL(url).origin;

/** Intercom's published hosts, needed only when the widget is Intercom's own. */
const INTERCOM_HOSTS: Sources = {
  "script-src": ["https://widget.intercom.io", "https://js.intercomcdn.com"],
  "style-src": ["'unsafe-inline'"],
  "connect-src": [
    "https://*.intercom.io",
    "wss://*.intercom.io",
    "https://*.intercomcdn.com",
    "https://*.intercomcdn.eu",
    "https://*.intercomusercontent.com",
  ],
  "img-src": [
    "blob:",
    "https://*.intercomcdn.com",
    "https://*.intercomcdn.eu",
    "https://*.intercomassets.com",
    "https://*.intercomassets.eu",
    "https://*.intercomusercontent.com",
    "https://*.intercom.io",
  ],
  "font-src": ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
  "media-src": ["https://js.intercomcdn.com", "https://*.intercomcdn.com"],
  "frame-src": ["https://intercom-sheets.com", "https://www.intercom-reporting.com"],
  "form-action": ["https://intercom.help", "https://*.intercom.io"],
};

const GOOGLE_ANALYTICS_HOSTS: Sources = {
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
};

const CAPTCHA_HOSTS: Record<Config["CAPTCHA_PROVIDER"], Sources> = {
  // Self-hosted: the widget, its stylesheet and its worker are files of this build.
  altcha: {},
  turnstile: {
    "script-src": ["https://challenges.cloudflare.com"],
    "frame-src": ["https://challenges.cloudflare.com"],
  },
  recaptcha: {
    "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
};

/** Third-party sources for the integrations configured in this deployment, and only those. */
export function integrationSources(config: Config): Sources[] {
  const sources: Sources[] = [CAPTCHA_HOSTS[config.CAPTCHA_PROVIDER]];
  if (config.INTERCOM_APP_ID) {
    const widgetOrigin = originOf(config.INTERCOM_WIDGET_URL);
    sources.push({ "script-src": [widgetOrigin] });
    if (config.INTERCOM_API_BASE)
      sources.push({ "connect-src": [originOf(config.INTERCOM_API_BASE)] });
    if (new URL(widgetOrigin).hostname.endsWith(".intercom.io")) sources.push(INTERCOM_HOSTS);
  }
  if (config.GTM_ID) {
    // Its script, and the iframe of its install for browsers without JavaScript (ns.html).
    const origin = originOf(config.GTM_SCRIPT_URL);
    sources.push({ "script-src": [origin], "frame-src": [origin] });
    sources.push(GOOGLE_ANALYTICS_HOSTS);
  }
  return sources;
}

/** Fetch directives that fall back to default-src (which is `'self'` here) when absent. */
const FALLS_BACK_TO_DEFAULT = new Set<Directive>([
  "style-src",
  "font-src",
  "connect-src",
  "media-src",
  "manifest-src",
]);

/**
 * The policy of an HTML document. `inlineScripts` and `inlineStyles` are the sources that admit
 * its inline scripts and its `<style>` (the critical CSS, ADR 47): `'nonce-…'` for a page rendered
 * for this request, `'sha256-…'` for each element of a prerendered page.
 */
export function documentPolicy(options: {
  inlineScripts: string[];
  inlineStyles?: string[];
  integrations: Sources[];
  upgradeInsecureRequests: boolean;
  /** Where browsers send violation reports (also named in Reporting-Endpoints as "csp"). */
  reportPath?: string;
}): string {
  const base: Sources = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...options.inlineScripts],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": [],
    "worker-src": ["'self'"],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  for (const extra of options.integrations) {
    for (const [directive, values] of Object.entries(extra) as [Directive, string[]][]) {
      base[directive] = [...(base[directive] ?? []), ...values];
    }
  }
  // A hash or nonce would make browsers ignore an integration's 'unsafe-inline', which already
  // admits the page's own <style>.
  if (!base["style-src"]!.includes("'unsafe-inline'")) {
    base["style-src"]!.push(...(options.inlineStyles ?? []));
  }
  const directives = Object.entries(base).flatMap(([directive, values]) => {
    const unique = [...new Set(values)];
    // Said once by default-src: the policy travels in every page's headers, and the first
    // round trip holds only about 14 kB of them and the document (ADR 38).
    const onlySelf = unique.length === 1 && unique[0] === "'self'";
    if (onlySelf && FALLS_BACK_TO_DEFAULT.has(directive as Directive)) {
      return [];
    }
    return [`${directive} ${unique.length > 0 ? unique.join(" ") : "'none'"}`];
  });
  if (options.upgradeInsecureRequests) directives.push("upgrade-insecure-requests");
  if (options.reportPath) directives.push(`report-uri ${options.reportPath}`, "report-to csp");
  return directives.join("; ");
}

const NONCE_BYTES = 16;
// One call to the random source per 256 nonces, as crypto.randomUUID() does for its ids.
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh nonce for one response: 128 random bits. */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * `'sha256-…'` sources for every inline script of an HTML document, so a prerendered page can keep
 * its inline scripts under a policy without 'unsafe-inline'. Scripts with `src` and JSON data
 * blocks are not executed inline, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** `'sha256-…'` sources for every `<style>` of an HTML document: a prerendered page's critical CSS. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content = ""] of html.matchAll(STYLE_ELEMENT)) {
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
