/**
 * Characters that show nothing: white space, control characters (NUL, ESC, DEL, C1), format
 * characters (zero-width spaces and joiners, soft hyphen, word joiner, BOM, bidi marks), Unicode's
 * default-ignorable code points (variation selectors, the combining grapheme joiner, Hangul
 * fillers, Khmer inherent vowels, tags) and the blank Braille pattern.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Zs}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

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
