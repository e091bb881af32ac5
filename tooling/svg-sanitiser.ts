import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

let sanitiser: DOMPurify | undefined;

/**
 * DOMPurify over a jsdom window, for the content check and the build (domain/logo-files.ts); the
 * editor uses the browser's. One window for the process: making one costs about 100 ms.
 */
export function svgSanitiser(): DOMPurify {
  sanitiser ??= createDOMPurify(new JSDOM("").window);
  return sanitiser;
}
