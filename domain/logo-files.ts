/**
 * Logos marketing uploads in the content editor (a customer's, a platform's: ADR 64): an SVG,
 * sanitised by DOMPurify, or a PNG/WebP the build resizes with sharp. The editor refuses an SVG
 * the sanitiser would change, the content check refuses it again, and the build serves only the
 * sanitised drawing. Plain TypeScript: the editor (the browser's DOMPurify), the content check and
 * the build plugin (DOMPurify over jsdom) pass their own sanitiser in.
 */
import type { Config, DOMPurify } from "dompurify";

/** The formats a logo may have: a drawing, or a picture the build serves as WebP. */
export const LOGO_FILE_EXTENSIONS = ["svg", "png", "webp"] as const;

/** The heaviest logo the content check accepts, in bytes: a logo is a few shapes, not a photo. */
export const LOGO_FILE_MAX_BYTES = 512 * 1024;

/**
 * The box every uploaded logo is drawn in, in CSS pixels: the strips' logos are 24 px high
 * (app/components/logos/wordmark.ts) and the longest sample wordmark about 128 px wide. The image
 * keeps its proportions inside it (object-contain), so the box never moves when it arrives.
 */
export const LOGO_BOX = { width: 128, height: 24 } as const;

/** What the build makes of a PNG or WebP: twice the box, for 2x screens, never enlarged. */
export const LOGO_RASTER_SIZE = { width: LOGO_BOX.width * 2, height: LOGO_BOX.height * 2 } as const;

/** The smallest picture a logo may be: as high as the box on a 2x screen. */
export const LOGO_MIN_HEIGHT = LOGO_RASTER_SIZE.height;

/** Whether a value names a logo upload the build can serve (a relative path with a known format). */
export const isLogoFilePath = (value: string) => /^[\w-]+(\/[\w-]+)*\.(svg|png|webp)$/i.test(value);

export const isSvgPath = (value: string) => /\.svg$/i.test(value);

/** The address the pages use for an uploaded logo: the SVG as sanitised, a picture as WebP. */
export const logoFileUrl = (value: string) =>
  isSvgPath(value) ? `/images/${value}` : `/images/${value.replace(/\.[^./]+$/, "")}.webp`;

/** Only the drawing: no script, no embedded HTML, no styles, no animation, no links out. */
const SVG_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    "foreignObject",
    "style",
    "a",
    "animate",
    "set",
    "animateTransform",
    "animateMotion",
  ],
  FORBID_ATTR: ["style"],
};

/** A reference inside the drawing itself (`#gradient`); anything else leaves it. */
const isLocalReference = (value: string) => value.trim().startsWith("#");

/** One run of the sanitiser: the clean drawing and what it took out. */
function purify(svg: string, sanitiser: DOMPurify): { clean: string; removed: string[] } {
  const removed: string[] = [];
  sanitiser.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === "href" || name === "xlink:href") && !isLocalReference(data.attrValue)) {
      data.keepAttr = false;
      removed.push(`a link out (${name}="${data.attrValue.slice(0, 60)}")`);
    }
  });
  try {
    const clean = sanitiser.sanitize(svg, { ...SVG_CONFIG, RETURN_TRUSTED_TYPE: false });
    for (const entry of sanitiser.removed) {
      if ("element" in entry) {
        const name = (entry.element as Element).nodeName;
        // The parser's wrapper around a document, not part of the drawing.
        if (!/^(#comment|html|head|body)$/i.test(name)) removed.push(`<${name}>`);
      } else if (entry.attribute) {
        removed.push(`the attribute ${entry.attribute.name}`);
      }
    }
    return { clean: String(clean), removed: [...new Set(removed)] };
  } finally {
    sanitiser.removeHook("uponSanitizeAttribute");
  }
}

/** The drawing the pages serve: the upload without anything that is not a drawing. */
export const sanitizeSvgLogo = (svg: string, sanitiser: DOMPurify): string =>
  purify(svg, sanitiser).clean;

/**
 * Why an uploaded SVG is refused, in the editor's words, or undefined: it must be a drawing and
 * nothing else (no script, no event handler, no embedded HTML, no link to another file or site),
 * since the pages serve it from the site's own address.
 */
export function svgLogoProblem(svg: string, sanitiser: DOMPurify): string | undefined {
  if (!/<svg[\s>]/i.test(svg)) return "the file is not an SVG drawing";
  const { clean, removed } = purify(svg, sanitiser);
  if (!/<svg[\s>]/i.test(clean)) return "the file holds no SVG drawing the page can show";
  if (removed.length === 0) return undefined;
  return `the SVG holds more than a drawing (${removed.join(", ")}): export it again as a plain SVG, or upload a PNG or WebP`;
}
