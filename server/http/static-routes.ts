import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import {
  byteRange,
  encodedBody,
  findStaticAsset,
  servesRanges,
  type StaticAsset,
  type StaticAssets,
} from "./static-assets.ts";

/**
 * The client build from memory (ADR 4): prerendered pages by their folder, hashed assets, share
 * images, icons and media, in the best encoding the client takes, with an ETag per encoding,
 * 304s, and byte ranges for media. A prerendered page carries its policy by hash. What is not a
 * file goes on to the next handler.
 */
export const staticFiles =
  (
    assets: StaticAssets,
    policyFor: (asset: StaticAsset) => string,
    reportingEndpoints: string,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const asset = findStaticAsset(assets, c.req.path);
    if (!asset) return next();
    c.set("staticFile", true);
    const { encoding, body } = encodedBody(asset, c.req.header("Accept-Encoding"));
    // Each encoding is its own representation, so it gets its own validator.
    const etag = encoding === "identity" ? asset.etag : `${asset.etag.slice(0, -1)}-${encoding}"`;
    const headers: Record<string, string> = {
      "Content-Type": asset.contentType,
      "Cache-Control": asset.cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (asset.inlineScriptHashes) {
      headers["Content-Security-Policy"] = policyFor(asset);
      headers["Reporting-Endpoints"] = reportingEndpoints;
    }
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    if (encoding === "identity" && servesRanges(asset)) {
      headers["Accept-Ranges"] = "bytes";
      const ifRange = c.req.header("If-Range");
      const size = asset.body.length;
      const range =
        ifRange === undefined || ifRange === etag
          ? byteRange(c.req.header("Range"), size)
          : undefined;
      if (range === "unsatisfiable") {
        return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
      }
      if (range) {
        headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
        if (c.req.method === "HEAD") return c.body(null, 206, headers);
        const part = asset.body.subarray(range.start, range.end + 1);
        return c.body(part as Uint8Array<ArrayBuffer>, 206, headers);
      }
    }
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };

/** A hashed asset that is not in the build is a 404, never a page rendered in its place. */
export const missingAsset: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.path.startsWith("/assets/")) return next();
  return c.text("Not Found", 404);
};
