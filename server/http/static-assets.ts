import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes, inlineStyleHashes } from "./content-security-policy.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

const COMPRESSED_SUFFIXES = [".br", ".gz"] as const;

export interface StaticAsset {
  body: Uint8Array;
  brotli?: Uint8Array;
  gzip?: Uint8Array;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** For HTML documents: the CSP sources of their inline scripts (computed once, at load). */
  inlineScriptHashes?: string[];
  /** For HTML documents: the CSP sources of their `<style>` elements (computed once, at load). */
  inlineStyleHashes?: string[];
}

export type StaticAssets = Map<string, StaticAsset>;

/** Vite's hashed build output never changes under the same name; everything else may. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function readIfPresent(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Loads the client build into memory with the brotli and gzip siblings written at build time
 * (scripts/precompress.ts), keyed by URL path. The whole client build is a few hundred kilobytes,
 * so serving from memory costs little and skips a filesystem round trip per request.
 */
export async function loadStaticAssets(rootDir: string): Promise<StaticAssets> {
  const assets: StaticAssets = new Map();
  for (const file of await listFiles(rootDir)) {
    if (COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix))) continue;
    const urlPath = `/${path.relative(rootDir, file).split(path.sep).join("/")}`;
    const body = await readFile(file);
    const html = file.endsWith(".html") ? body.toString("utf8") : undefined;
    assets.set(urlPath, {
      body,
      ...(html === undefined
        ? {}
        : {
            inlineScriptHashes: inlineScriptHashes(html),
            inlineStyleHashes: inlineStyleHashes(html),
          }),
      brotli: await readIfPresent(`${file}.br`),
      gzip: await readIfPresent(`${file}.gz`),
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return assets;
}

/** The asset for a request path: files by name, prerendered pages by their folder's index.html. */
export function findStaticAsset(assets: StaticAssets, urlPath: string): StaticAsset | undefined {
  const exact = assets.get(urlPath);
  if (exact) return exact;
  const folder = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
  return assets.get(`${folder}index.html`);
}

/**
 * Takes the asset of `urlPath` out of `assets`, so it is no longer served at its path: a page the
 * server answers with in place of another (RATE_LIMITED_PAGE_PATH).
 */
export function takeStaticAsset(assets: StaticAssets, urlPath: string): StaticAsset | undefined {
  for (const key of [urlPath, `${urlPath.replace(/\/$/, "")}/index.html`]) {
    const asset = assets.get(key);
    if (asset) {
      assets.delete(key);
      return asset;
    }
  }
  return undefined;
}

type Encoding = "br" | "gzip" | "identity";

/** Picks brotli over gzip when the client accepts it and a precompressed copy exists. */
export function negotiateEncoding(
  asset: StaticAsset,
  acceptEncoding: string | undefined,
): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      // q=0 (also written q=0.0, q=0.000) means "not acceptable" (RFC 9110, section 12.4.2).
      .filter(([, quality]) => !/^q=0(\.0{0,3})?$/i.test(quality?.trim() ?? ""))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (asset.brotli && accepted.has("br")) return "br";
  if (asset.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The body of `asset` in the encoding the client accepts best, with the headers that say so. */
export function encodedBody(
  asset: StaticAsset,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: Uint8Array } {
  const encoding = negotiateEncoding(asset, acceptEncoding);
  const body = encoding === "br" ? asset.brotli : encoding === "gzip" ? asset.gzip : asset.body;
  return { encoding, body: body ?? asset.body };
}

/** Media files answer byte ranges: Safari plays a video only from a server that does (ADR 32). */
export const servesRanges = (asset: StaticAsset): boolean =>
  /^(video|audio)\//.test(asset.contentType);

export type ByteRange = { start: number; end: number } | "unsatisfiable";

/**
 * The one byte range a `Range` header asks of `size` bytes (RFC 9110, section 14.1.2), ends
 * included; undefined (answer the whole body) without one, for another unit, several ranges or
 * a malformed header; "unsatisfiable" (416) when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    if (last === "") return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  return start >= size ? "unsatisfiable" : { start, end };
}
