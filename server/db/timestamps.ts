import type { IsoTimestamp } from "./schema.ts";

const EXPLICIT_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const CANONICAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Converts an instant to the canonical stored form (see IsoTimestamp). Strings must carry an
 * explicit offset or `Z`: one without would be read in the server's local time zone, and the same
 * carrier event could then be stored under two different instants.
 */
export function toIsoTimestamp(value: Date | string = new Date()): IsoTimestamp {
  if (typeof value === "string" && !EXPLICIT_OFFSET.test(value.trim())) {
    throw new RangeError(`Timestamp "${value}" has no time zone offset`);
  }
  const date = typeof value === "string" ? new Date(value.trim()) : value;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid timestamp: "${String(value)}"`);
  }
  const iso = date.toISOString();
  if (!CANONICAL_TIMESTAMP.test(iso)) {
    throw new RangeError(`Timestamp ${iso} is outside the years 0000-9999`);
  }
  return iso;
}
