import { describe, expect, it } from "vitest";
import {
  calendarDateOf,
  calendarDay,
  dayOfInstant,
  formatEventDate,
  formatFecha,
  instantOfWallTime,
  MARKET_TIME_ZONES,
  parseFecha,
  wallTimeOf,
} from "./dates.ts";

const MX = MARKET_TIME_ZONES.mx;
const AR = MARKET_TIME_ZONES.ar;
const US = MARKET_TIME_ZONES.us;

describe("MARKET_TIME_ZONES", () => {
  it("names each market's zone", () => {
    expect(MARKET_TIME_ZONES).toEqual({
      mx: "America/Mexico_City",
      ar: "America/Argentina/Buenos_Aires",
      us: "America/Chicago",
    });
  });
});

describe("formatFecha", () => {
  it("writes the existing API's 'N de mes H:MM' in the market's zone", () => {
    expect(formatFecha("2025-11-26T20:05:00.000Z", MX)).toBe("26 de noviembre 14:05");
    expect(formatFecha("2025-11-26T17:05:00.000Z", AR)).toBe("26 de noviembre 14:05");
  });

  it("has no leading zero on single-digit days and hours", () => {
    expect(formatFecha("2025-03-05T15:07:00.000Z", MX)).toBe("5 de marzo 9:07");
    expect(formatFecha("2025-01-01T06:00:00.000Z", MX)).toBe("1 de enero 0:00");
  });

  it("keeps Mexico on UTC-6 all year (no daylight saving time since 2022)", () => {
    expect(formatFecha("2025-07-15T20:05:00.000Z", MX)).toBe("15 de julio 14:05");
    expect(formatFecha("2025-01-15T20:05:00.000Z", MX)).toBe("15 de enero 14:05");
  });

  it("moves to the previous day when the local time is still yesterday", () => {
    expect(formatFecha("2025-09-01T03:30:00.000Z", MX)).toBe("31 de agosto 21:30");
    expect(formatFecha("2025-09-01T02:59:00.000Z", AR)).toBe("31 de agosto 23:59");
  });

  it("accepts any instant with an offset", () => {
    expect(formatFecha("2025-12-24T18:45:00-06:00", MX)).toBe("24 de diciembre 18:45");
  });

  it("refuses an invalid instant", () => {
    expect(() => formatFecha("not a date", MX)).toThrow(RangeError);
  });
});

describe("formatEventDate", () => {
  it("gives Spanish day and 24-hour time for es-MX and es-AR", () => {
    expect(formatEventDate("2025-11-26T20:05:00.000Z", "es-MX", MX)).toEqual({
      day: "26 de noviembre",
      time: "14:05",
    });
    expect(formatEventDate("2025-09-08T11:04:00.000Z", "es-AR", AR)).toEqual({
      day: "8 de septiembre",
      time: "08:04",
    });
  });

  it("gives US month-day and 12-hour time with the zone for en-US", () => {
    // Intl may put a narrow no-break space before AM/PM.
    const us = (iso: string) => {
      const { day, time } = formatEventDate(iso, "en-US", US);
      return { day, time: time.replace(/\s/gu, " ") };
    };
    expect(us("2025-11-26T20:05:00.000Z")).toEqual({ day: "November 26", time: "2:05 PM CST" });
    expect(us("2025-11-26T06:05:00.000Z")).toEqual({ day: "November 26", time: "12:05 AM CST" });
    expect(us("2025-11-26T18:00:00.000Z")).toEqual({ day: "November 26", time: "12:00 PM CST" });
    // CDT (UTC-5) in July; 2025-03-09: clocks go from 2:00 CST to 3:00 CDT.
    expect(us("2025-07-04T19:30:00.000Z").time).toBe("2:30 PM CDT");
    expect(us("2025-03-09T07:59:00.000Z")).toEqual({ day: "March 9", time: "1:59 AM CST" });
    expect(us("2025-03-09T08:00:00.000Z")).toEqual({ day: "March 9", time: "3:00 AM CDT" });
  });

  it("refuses an invalid instant", () => {
    expect(() => formatEventDate("yesterday", "es-MX", MX)).toThrow(RangeError);
  });
});

describe("dayOfInstant and calendarDay", () => {
  it("name the weekday and the date in the market's language, on the market's calendar day", () => {
    // 02:30 UTC on the 26th is still the 25th in Mexico City and Buenos Aires.
    expect(dayOfInstant("2025-11-26T02:30:00.000Z", "es-MX", MX)).toEqual({
      weekday: "martes",
      date: "25 de noviembre",
    });
    expect(dayOfInstant("2025-11-26T02:30:00.000Z", "es-AR", AR)).toEqual({
      weekday: "martes",
      date: "25 de noviembre",
    });
    expect(dayOfInstant("2025-11-26T12:30:00.000Z", "en-US", US)).toEqual({
      weekday: "Wednesday",
      date: "November 26",
    });
  });

  it("know the market's calendar date of an instant", () => {
    expect(calendarDateOf(new Date("2025-11-26T02:30:00.000Z"), MX)).toBe("2025-11-25");
    expect(calendarDateOf(new Date("2025-11-26T02:30:00.000Z"), "UTC")).toBe("2025-11-26");
  });

  it("write a calendar date as that very day", () => {
    expect(calendarDay("2025-11-27", "es-MX")).toEqual({
      weekday: "jueves",
      date: "27 de noviembre",
    });
    expect(calendarDay("2025-11-27", "en-US")).toEqual({
      weekday: "Thursday",
      date: "November 27",
    });
  });
});

describe("parseFecha", () => {
  it("extracts the day and the time of an upstream fecha, as the page writes its own", () => {
    expect(parseFecha("26 de noviembre 14:05")).toEqual({ day: "26 de noviembre", time: "14:05" });
  });

  it("finds them inside other text and normalises them", () => {
    expect(parseFecha("Miércoles 05 de Marzo de 2025, 9:07 hs")).toEqual({
      day: "5 de marzo",
      time: "09:07",
    });
    expect(parseFecha("14:05 - 1 de setiembre")).toEqual({ day: "1 de setiembre", time: "14:05" });
  });

  it("returns undefined when a part is missing or impossible", () => {
    expect(parseFecha("26 de noviembre")).toBeUndefined();
    expect(parseFecha("14:05")).toBeUndefined();
    expect(parseFecha("2025-11-26T14:05:00Z")).toBeUndefined();
    expect(parseFecha("26 de noviembre 25:05")).toBeUndefined();
    expect(parseFecha("32 de mayo 10:00")).toBeUndefined();
    expect(parseFecha("")).toBeUndefined();
  });

  it("reads back what formatFecha writes", () => {
    const fecha = formatFecha("2025-03-05T15:07:00.000Z", MX);
    expect(parseFecha(fecha)).toEqual(formatEventDate("2025-03-05T15:07:00.000Z", "es-MX", MX));
  });
});

describe("wallTimeOf and instantOfWallTime", () => {
  it.each([
    [MX, "2025-11-26T20:30:00Z", Date.UTC(2025, 10, 26, 14, 30)],
    [AR, "2025-11-26T20:30:00Z", Date.UTC(2025, 10, 26, 17, 30)],
    [US, "2025-11-26T20:30:00Z", Date.UTC(2025, 10, 26, 14, 30)], // CST
    [US, "2025-07-01T03:15:00Z", Date.UTC(2025, 5, 30, 22, 15)], // CDT, the day before
  ])("%s: %s reads as its local clock, and back", (zone, iso, wall) => {
    expect(wallTimeOf(Date.parse(iso), zone)).toBe(wall);
    expect(instantOfWallTime(wall, zone)).toBe(Date.parse(iso));
  });
});
