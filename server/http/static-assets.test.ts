import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/build.ts";
import {
  cacheControlFor,
  findStaticAsset,
  takeStaticAsset,
  loadStaticAssets,
  negotiateEncoding,
  type StaticAsset,
  type StaticAssets,
} from "./static-assets.ts";

const APP_JS = `export const greeting = ${JSON.stringify("hola ".repeat(200))};\n`;

async function writeClientBuild(root: string): Promise<void> {
  await mkdir(path.join(root, "assets"), { recursive: true });
  await mkdir(path.join(root, "fullpack"), { recursive: true });
  await writeFile(path.join(root, "assets/app-abc123.js"), APP_JS);
  await writeFile(path.join(root, "assets/app-abc123.js.br"), brotliCompressSync(APP_JS));
  await writeFile(path.join(root, "assets/app-abc123.js.gz"), gzipSync(APP_JS));
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>home</title>");
  await writeFile(path.join(root, "fullpack/index.html"), "<!doctype html><title>fullpack</title>");
  await writeFile(path.join(root, "fullpack.data"), '[{"_1":2},"fullpack"]');
  await writeFile(path.join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let root: string;
let assets: StaticAssets;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "anden-static-test-"));
  await writeClientBuild(root);
  assets = await loadStaticAssets(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function asset(urlPath: string): StaticAsset {
  const found = assets.get(urlPath);
  if (!found) throw new Error(`no asset at ${urlPath}`);
  return found;
}

describe("loadStaticAssets", () => {
  it("keys files by URL path and does not list the compressed siblings as files", () => {
    expect([...assets.keys()].sort()).toEqual([
      "/assets/app-abc123.js",
      "/favicon.svg",
      "/fullpack.data",
      "/fullpack/index.html",
      "/index.html",
    ]);
  });

  it("loads the file bytes and the brotli and gzip siblings when present", () => {
    const js = asset("/assets/app-abc123.js");
    expect(Buffer.from(js.body).toString("utf8")).toBe(APP_JS);
    expect(brotliDecompressSync(js.brotli!).toString("utf8")).toBe(APP_JS);
    expect(gunzipSync(js.gzip!).toString("utf8")).toBe(APP_JS);
    expect(asset("/index.html").brotli).toBeUndefined();
    expect(asset("/index.html").gzip).toBeUndefined();
  });

  it("caches hashed /assets/* files immutably for a year", () => {
    expect(asset("/assets/app-abc123.js").cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("makes HTML files revalidate on every use", () => {
    for (const urlPath of ["/index.html", "/fullpack/index.html"]) {
      expect(asset(urlPath).cacheControl).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("caches other files for an hour", () => {
    expect(asset("/favicon.svg").cacheControl).toBe("public, max-age=3600");
    expect(cacheControlFor("/robots.txt")).toBe("public, max-age=3600");
  });

  it("sets the content type from the extension", () => {
    expect(asset("/assets/app-abc123.js").contentType).toBe("text/javascript; charset=utf-8");
    expect(asset("/index.html").contentType).toBe("text/html; charset=utf-8");
    expect(asset("/favicon.svg").contentType).toBe("image/svg+xml; charset=utf-8");
  });

  it("falls back to application/octet-stream for unknown extensions", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "anden-static-test-"));
    try {
      await writeFile(path.join(dir, "blob.bin"), new Uint8Array([1, 2, 3]));
      const loaded = await loadStaticAssets(dir);
      expect(loaded.get("/blob.bin")?.contentType).toBe("application/octet-stream");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("gives each file a quoted ETag that changes with its content", () => {
    const etags = [...assets.values()].map((a) => a.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(etags.length);
  });
});

describe("takeStaticAsset", () => {
  it("hands out a prerendered page and stops serving it at its path", async () => {
    const own = await loadStaticAssets(root);
    const page = own.get("/fullpack/index.html");
    expect(takeStaticAsset(own, "/fullpack")).toBe(page);
    expect(findStaticAsset(own, "/fullpack")).toBeUndefined();
    expect(takeStaticAsset(own, "/fullpack")).toBeUndefined();
  });
});

describe("findStaticAsset", () => {
  it("finds files by their exact path", () => {
    expect(findStaticAsset(assets, "/assets/app-abc123.js")).toBe(asset("/assets/app-abc123.js"));
    expect(findStaticAsset(assets, "/fullpack.data")).toBe(asset("/fullpack.data"));
  });

  it("maps / to /index.html", () => {
    expect(findStaticAsset(assets, "/")).toBe(asset("/index.html"));
  });

  it("maps a prerendered page's path, with or without trailing slash, to its index.html", () => {
    expect(findStaticAsset(assets, "/fullpack")).toBe(asset("/fullpack/index.html"));
    expect(findStaticAsset(assets, "/fullpack/")).toBe(asset("/fullpack/index.html"));
  });

  it("returns undefined for unknown paths", () => {
    expect(findStaticAsset(assets, "/missing")).toBeUndefined();
    expect(findStaticAsset(assets, "/assets/missing.js")).toBeUndefined();
    expect(findStaticAsset(assets, "/assets")).toBeUndefined();
    expect(findStaticAsset(assets, "/assets/app-abc123.js.br")).toBeUndefined();
  });
});

describe("negotiateEncoding", () => {
  const compressed = () => asset("/assets/app-abc123.js");
  const gzipOnly = (): StaticAsset => ({ ...compressed(), brotli: undefined });

  it("prefers brotli when the client accepts it", () => {
    expect(negotiateEncoding(compressed(), "gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding(compressed(), "br")).toBe("br");
  });

  it("falls back to gzip when brotli is not accepted", () => {
    expect(negotiateEncoding(compressed(), "gzip, deflate")).toBe("gzip");
  });

  it("falls back to gzip when there is no brotli copy", () => {
    expect(negotiateEncoding(gzipOnly(), "gzip, br")).toBe("gzip");
  });

  it("is case-insensitive about encoding names", () => {
    expect(negotiateEncoding(compressed(), "GZIP")).toBe("gzip");
  });

  it("honours q=0 as a refusal", () => {
    expect(negotiateEncoding(compressed(), "br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding(compressed(), "br; q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding(compressed(), "br;q=0.0, gzip;q=0.000")).toBe("identity");
    expect(negotiateEncoding(compressed(), "br;Q=0, gzip")).toBe("gzip");
  });

  it("accepts encodings with a non-zero quality", () => {
    expect(negotiateEncoding(compressed(), "br;q=0.5, gzip;q=1")).toBe("br");
  });

  it("sends the file as is when the client accepts no compression", () => {
    expect(negotiateEncoding(compressed(), undefined)).toBe("identity");
    expect(negotiateEncoding(compressed(), "")).toBe("identity");
    expect(negotiateEncoding(compressed(), "identity")).toBe("identity");
  });

  it("sends the file as is when there is no compressed sibling", () => {
    expect(negotiateEncoding(asset("/index.html"), "br, gzip")).toBe("identity");
  });
});

describe("precompress", () => {
  let dir: string;
  const big = `<!doctype html>${"<p>Envíos a todo México</p>".repeat(100)}`;
  const tiny = "body{margin:0}";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "anden-precompress-test-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "index.html"), big);
    await writeFile(path.join(dir, "assets/app.js"), `console.log(${JSON.stringify(big)});`);
    await writeFile(path.join(dir, "assets/tiny.css"), tiny);
    await writeFile(path.join(dir, "photo.png"), new Uint8Array(4096));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes .br and .gz siblings that decompress to the original bytes", async () => {
    expect(await precompress(dir)).toBe(2);
    for (const file of ["index.html", "assets/app.js"]) {
      const original = await readFile(path.join(dir, file));
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it("skips tiny files and files that are not compressible", async () => {
    const files = [
      ...(await readdir(dir)),
      ...(await readdir(path.join(dir, "assets"))).map((f) => `assets/${f}`),
    ];
    expect(files).not.toContain("assets/tiny.css.br");
    expect(files).not.toContain("assets/tiny.css.gz");
    expect(files).not.toContain("photo.png.br");
    expect(files).not.toContain("photo.png.gz");
  });
});
