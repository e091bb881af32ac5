/**
 * Characters that show nothing: white space, control characters (NUL, ESC, DEL, C1), format
 * characters (zero-width spaces and joiners, soft hyphen, word joiner, BOM, bidi marks) and the
 * blank letters and symbols (Hangul fillers, the blank Braille pattern, Mongolian vowel separator).
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Zs}\u115f\u1160\u180e\u2800\u3164\uffa0]*$/u;

/** True when `text` shows nothing: empty, or made only of invisible characters. */
export function isBlankText(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * For z.preprocess: a string that shows nothing becomes undefined, so a required field reports
 * "required" and an optional one is absent (50 NUL characters are not a company name).
 */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && isBlankText(value) ? undefined : value;
}
