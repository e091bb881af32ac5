/** Spec: the tracking-number field asks for at least 5 characters. */
export const TRACKING_NUMBER_MIN_LENGTH = 5;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** Letters, digits and "-", 5 to 40 characters, at least one a letter or a digit. */
export const TRACKING_NUMBER_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9-]{5,40}$/;

/**
 * The stored form of a tracking number: trimmed and upper case, so "and-demo-1004" finds
 * AND-DEMO-1004. Undefined when it does not match TRACKING_NUMBER_PATTERN.
 */
export function normaliseTrackingNumber(input: string): string | undefined {
  const trimmed = input.trim();
  return TRACKING_NUMBER_PATTERN.test(trimmed) ? trimmed.toUpperCase() : undefined;
}
