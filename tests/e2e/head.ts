import { get as httpGet } from "node:http";

/** Reads the tags of a raw HTML document's head, as a crawler or a link preview would. */

export type Attributes = Record<string, string>;

const decode = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Every <meta> and <link> in the head, attribute names lower-cased (HTML ignores their case). */
export function headTags(html: string): { tag: "meta" | "link"; attributes: Attributes }[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/gi)].map(([, tag, body]) => ({
    tag: (tag as string).toLowerCase() as "meta" | "link",
    attributes: Object.fromEntries(
      [...(body as string).matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        (name as string).toLowerCase(),
        decode(value as string),
      ]),
    ),
  }));
}

/** The contents of the meta tags with this property (Open Graph) or name (Twitter, robots). */
export const metaContents = (html: string, key: string) =>
  headTags(html)
    .filter(
      ({ tag, attributes }) => tag === "meta" && (attributes.property ?? attributes.name) === key,
    )
    .map(({ attributes }) => attributes.content);

export const linksWithRel = (html: string, rel: string) =>
  headTags(html)
    .filter(({ tag, attributes }) => tag === "link" && attributes.rel === rel)
    .map(({ attributes }) => attributes);

/** The JSON-LD blocks of the document, as their raw text. */
export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => text as string,
  );

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.toString("latin1", 1, 4) !== "PNG" || png.toString("latin1", 12, 16) !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The bytes of an answer as they travel (status line, headers, compressed body), as a browser asks. */
export function bytesOnTheWire(url: URL): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => {
        let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          head += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`;
        }
        resolve({ bytes: head.length + bodyBytes, encoding: response.headers["content-encoding"] });
      });
    }).on("error", reject);
  });
}
