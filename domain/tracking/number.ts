/** Spec: the tracking-number field asks for at least 5 characters. */
export const TRACKING_NUMBER_MIN_LENGTH = 5;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** Letters, digits and "-", 5 to 40 characters, at least one a letter or a digit. */
export const TRACKING_NUMBER_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9-]{5,40}$/;

/** Invisible format characters: zero-width spaces, soft hyphens. */
const INVISIBLES = /\p{Cf}/gu;
/** Every dash a text editor or a PDF may turn a hyphen into (‐ ‑ ‒ – — ―, the minus sign). */
const DASHES = /[\p{Pd}\u2212]/gu;
/** White space of any kind, a run of it counting as one, and the same beside a dash. */
const SPACES = /\s+/gu;
const SPACED_DASH = /\s*-\s*/gu;

/**
 * A number as a person types or pastes it, made plain: full-width letters and digits as ASCII
 * (NFKC), invisible characters dropped, any dash a "-", and spaces read as the dashes they stand
 * for ("AND DEMO 1006" and "AND - DEMO 1006" are AND-DEMO-1006), the site's numbers being groups
 * of letters and digits joined by dashes. Its case is kept: an upstream tracking API's numbers
 * may be case-sensitive.
 */
export function cleanTrackingNumber(input: string): string {
  return input
    .normalize("NFKC")
    .replace(INVISIBLES, "")
    .replace(DASHES, "-")
    .trim()
    .replace(SPACED_DASH, "-")
    .replace(SPACES, "-");
}

/**
 * The stored form of a tracking number: cleaned (cleanTrackingNumber) and upper case, so
 * " and-demo-1004 " finds AND-DEMO-1004. Undefined when it does not then match
 * TRACKING_NUMBER_PATTERN. The search field checks a number with this very function before it
 * sends it.
 */
export function normaliseTrackingNumber(input: string): string | undefined {
  const cleaned = cleanTrackingNumber(input);
  return TRACKING_NUMBER_PATTERN.test(cleaned) ? cleaned.toUpperCase() : undefined;
}
