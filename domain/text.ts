/**
 * Text as it crosses a boundary of the site (the contact form, ingested tracking events, field
 * vitals): one normaliser, so every field follows the same rules.
 *
 * - Control characters (C0, DEL, C1) are dropped: they show nothing, and in a CRM or a header they
 *   can split a line ("+52\r\nX-Injected: 1").
 * - Bidirectional formatting characters (embeddings, overrides, isolates and the marks) are
 *   dropped: U+202E turns "gpj.exe" into what reads as "exe.jpg".
 * - Line breaks (CR LF, CR, NEL, U+2028, U+2029) become "\n" in text that may span lines (a
 *   message) and a space elsewhere; a tab becomes a space.
 * - The text is put in Unicode's composed form (NFC) and trimmed.
 *
 * Text that shows nothing once cleaned (see isBlankText) counts as absent.
 */

export interface CleanTextOptions {
  /** Keeps line breaks, as "\n" (a message); otherwise they become spaces. */
  multiline?: boolean;
}

const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const TABS = /[\t\v\f]/g;
/** C0 controls but line breaks, DEL, C1 controls, and every bidirectional formatting character. */
const DROPPED =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` with the boundary's rules applied (see above). */
export function cleanText(text: string, { multiline = false }: CleanTextOptions = {}): string {
  return text
    .replace(LINE_BREAKS, multiline ? "\n" : " ")
    .replace(TABS, " ")
    .replace(DROPPED, "")
    .normalize("NFC")
    .trim();
}

/**
 * Characters that show nothing on their own: white space, control and format characters
 * (zero-width spaces and joiners, soft hyphen, word joiner, BOM, bidi marks), Unicode's
 * default-ignorable code points (variation selectors, the combining grapheme joiner, Hangul
 * fillers, Khmer inherent vowels, tags), the blank Braille pattern, and combining marks, which
 * show only on a letter before them.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Zs}\p{M}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** True when `text` shows nothing: empty, or made only of invisible characters. */
export function isBlankText(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * For z.preprocess: a string is cleaned (cleanText), and one that shows nothing becomes
 * undefined, so a required field reports "required" and an optional one is absent (50 NUL
 * characters are not a company name). Anything else is left for the schema to refuse.
 */
export function cleanField(options: CleanTextOptions = {}): (value: unknown) => unknown {
  return (value) => {
    if (typeof value !== "string") return value;
    const cleaned = cleanText(value, options);
    return isBlankText(cleaned) ? undefined : cleaned;
  };
}

/** cleanField for one-line text: names, companies, carriers, places. */
export const cleanLine = cleanField();
