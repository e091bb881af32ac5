import type { MarketId } from "../site.ts";

/**
 * A UTC instant as produced by `Date.prototype.toISOString()`: `2025-03-01T14:05:00.000Z`.
 *
 * Timestamps are stored as this exact text on both SQLite and PostgreSQL: fixed width, so text
 * order is time order, and one canonical spelling per instant, so the unique key on
 * shipment_events really deduplicates. The migration rejects any other shape.
 */
export type IsoTimestamp = string;

/** A calendar date `YYYY-MM-DD`, with no time zone attached. */
export type IsoDate = string;

/**
 * Event dates: the tracking API's `fecha` keeps its fixed Spanish shape ("26 de noviembre 14:05",
 * from fixed tables so the contract does not move with the ICU version; Intl only does the
 * time-zone arithmetic), while the page writes its dates through Intl for the market's locale.
 */

/** The zone a market's dates are shown in. Mexico has had no daylight saving time since 2022. */
export const MARKET_TIME_ZONES = {
  mx: "America/Mexico_City",
  ar: "America/Argentina/Buenos_Aires",
  us: "America/Chicago",
} as const satisfies Record<MarketId, string>;

const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

interface WallClock {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const MAX_CACHED_OFFSETS = 10_000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone's UTC offset (ms) at `time`. Offsets only change on quarter-hour boundaries in every
 * zone in use today, so the answer is cached per zone and quarter hour (Intl is slow, and a page
 * of events asks for the same few quarters).
 */
function utcOffset(time: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(time / QUARTER_HOUR_MS)}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(time)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    // Some ICU versions write midnight as 24 even in h23.
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  const offset = wall - (time - (((time % 1000) + 1000) % 1000));
  if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The wall clock of `time` in `timeZone`, as the milliseconds of a UTC date that reads the same
 * (getUTCHours() is the local hour), for arithmetic in local days and hours.
 */
export function wallTimeOf(time: number, timeZone: string): number {
  return time + utcOffset(time, timeZone);
}

/**
 * The instant a wall clock of `timeZone` shows `wallTime` (as wallTimeOf writes it). Exact but for
 * the hour a change of offset skips or repeats (at night, where daylight saving time is kept).
 */
export function instantOfWallTime(wallTime: number, timeZone: string): number {
  const guess = wallTime - utcOffset(wallTime, timeZone);
  return wallTime - utcOffset(guess, timeZone);
}

function wallClock(iso: string, timeZone: string): WallClock {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid timestamp: "${iso}"`);
  const local = new Date(time + utcOffset(time, timeZone));
  return {
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A day and a time, to show side by side (the Spanish UI appends " hs" to the time). */
export interface EventDate {
  day: string;
  time: string;
}

function spanishDate({ month, day, hour, minute }: WallClock): EventDate {
  return { day: `${day} de ${SPANISH_MONTHS[month - 1]}`, time: `${hour}:${twoDigits(minute)}` };
}

/**
 * The tracking API's `fecha`: "26 de noviembre 14:05" (day without a leading zero, lowercase
 * month, 24-hour H:MM), in `timeZone`.
 */
export function formatFecha(iso: string, timeZone: string): string {
  const { day, time } = spanishDate(wallClock(iso, timeZone));
  return `${day} ${time}`;
}

const pageFormatters = new Map<string, Intl.DateTimeFormat>();

function pageFormatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let formatter = pageFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    pageFormatters.set(key, formatter);
  }
  return formatter;
}

const isEnglish = (locale: string) => locale.toLowerCase().startsWith("en");

function instant(iso: string): Date {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid timestamp: "${iso}"`);
  return new Date(time);
}

/**
 * An event's date for the page in `locale`, through Intl: es-MX / es-AR `{ day: "26 de
 * noviembre", time: "14:05" }` (24-hour; the Spanish copy adds "hs"), en-US `{ day: "November
 * 26", time: "2:05 PM CST" }` (12-hour, with the zone, as US carriers write it).
 */
export function formatEventDate(iso: string, locale: string, timeZone: string): EventDate {
  const date = instant(iso);
  const time: Intl.DateTimeFormatOptions = isEnglish(locale)
    ? { hour: "numeric", minute: "2-digit", timeZoneName: "short" }
    : { hour: "numeric", minute: "2-digit", hourCycle: "h23" };
  return {
    day: pageFormatter(locale, timeZone, { day: "numeric", month: "long" }).format(date),
    time: pageFormatter(locale, timeZone, time).format(date),
  };
}

/** A day as the page names it: "martes" and "25 de noviembre", "Tuesday" and "November 25". */
export interface DayParts {
  weekday: string;
  date: string;
}

/** The market's calendar day of an instant (a delivery), in `locale`. */
export function dayOfInstant(iso: string, locale: string, timeZone: string): DayParts {
  const date = instant(iso);
  return {
    weekday: pageFormatter(locale, timeZone, { weekday: "long" }).format(date),
    date: pageFormatter(locale, timeZone, { day: "numeric", month: "long" }).format(date),
  };
}

/** The calendar date of `instant` in `timeZone`. */
export function calendarDateOf(instant: Date, timeZone: string): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return pageFormatter("en-CA", timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** A calendar date (an estimated delivery) in `locale`: that very day, whatever the zone. */
export function calendarDay(date: IsoDate, locale: string): DayParts {
  return dayOfInstant(`${date}T12:00:00Z`, locale, "UTC");
}

const MONTH_PATTERN = [...SPANISH_MONTHS, "setiembre"].join("|");
const DAY_OF_MONTH = new RegExp(`\\b(\\d{1,2})\\s+de\\s+(${MONTH_PATTERN})\\b`, "i");
const TIME_OF_DAY = /\b(\d{1,2}):(\d{2})\b/;

/**
 * The day ("26 de noviembre") and time ("14:05") found in an upstream `fecha`, wherever they
 * stand in the text ("26 de noviembre de 2025, 9:05 hs" works too), the time with two-digit hours
 * as formatEventDate writes it.
 * Undefined unless both are there.
 */
export function parseFecha(fecha: string): EventDate | undefined {
  const day = DAY_OF_MONTH.exec(fecha);
  const time = TIME_OF_DAY.exec(fecha);
  if (!day || !time) return undefined;
  const dayNumber = Number(day[1]);
  const hour = Number(time[1]);
  const minute = Number(time[2]);
  if (dayNumber < 1 || dayNumber > 31 || hour > 23 || minute > 59) return undefined;
  return {
    day: `${dayNumber} de ${day[2]!.toLowerCase()}`,
    time: `${twoDigits(hour)}:${twoDigits(minute)}`,
  };
}
