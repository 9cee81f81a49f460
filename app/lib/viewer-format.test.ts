import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatMonth,
  formatRelative,
  formatShortDay,
  formatTimeOfDay,
  formatWeekdayDateTime,
  isSupportedLocale,
  localeFromAcceptLanguage,
  viewerFormat,
  viewerFormatSettings,
} from "./viewer-format";

// ICU puts a narrow no-break space before "PM": compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

const UTC_US = { timeZone: "UTC", locale: "en-US" };
const TOKYO_US = { timeZone: "Asia/Tokyo", locale: "en-US" };
const BERLIN_DE = { timeZone: "Europe/Berlin", locale: "de-DE" };

describe("instants move into the viewer's zone", () => {
  it("shows the same instant as 14:00 in UTC and 23:00 in Tokyo, each saying its zone", () => {
    expect(plain(formatDateTime("2026-11-20T14:00:00Z", UTC_US))).toBe("Nov 20, 2026, 2:00 PM UTC");
    expect(plain(formatDateTime("2026-11-20T14:00:00Z", TOKYO_US))).toBe("Nov 20, 2026, 11:00 PM Asia/Tokyo");
  });

  it("moves the calendar date across midnight (20:00 UTC is the next day in Tokyo)", () => {
    expect(formatDate("2026-11-20T20:00:00Z", UTC_US)).toBe("Nov 20, 2026");
    expect(formatDate("2026-11-20T20:00:00Z", TOKYO_US)).toBe("Nov 21, 2026");
  });

  it("follows daylight saving time: Berlin springs from 02:00 to 03:00 on 29 March 2026", () => {
    const berlin = { timeZone: "Europe/Berlin", locale: "en-GB" };
    expect(formatTimeOfDay("2026-03-29T00:30:00Z", berlin)).toBe("01:30 Europe/Berlin");
    expect(formatTimeOfDay("2026-03-29T01:30:00Z", berlin)).toBe("03:30 Europe/Berlin");
    // And back in autumn: 00:30 UTC is 02:30 summer time, 01:30 UTC is 02:30 winter time.
    expect(formatTimeOfDay("2026-10-25T00:30:00Z", berlin)).toBe("02:30 Europe/Berlin");
    expect(formatTimeOfDay("2026-10-25T01:30:00Z", berlin)).toBe("02:30 Europe/Berlin");
  });

  it("accepts epoch milliseconds and Dates as well as ISO strings", () => {
    const ms = Date.parse("2026-11-20T14:00:00Z");
    expect(formatDate(ms, TOKYO_US)).toBe("Nov 20, 2026");
    expect(formatDate(new Date(ms), TOKYO_US)).toBe("Nov 20, 2026");
  });

  it("says a dash, not Invalid Date, for an unreadable time", () => {
    expect(formatDate("not a date", UTC_US)).toBe("—");
    expect(formatDateTime(Number.NaN, UTC_US)).toBe("—");
  });

  it("names the weekday of a schedule in the viewer's zone", () => {
    expect(plain(formatWeekdayDateTime("2026-11-30T06:15:00Z", TOKYO_US))).toBe("Mon, Nov 30, 3:15 PM Asia/Tokyo");
    // Sunday 20:00 UTC is already Monday morning in Tokyo.
    expect(plain(formatWeekdayDateTime("2026-11-29T20:00:00Z", TOKYO_US))).toBe("Mon, Nov 30, 5:00 AM Asia/Tokyo");
  });
});

describe("locales", () => {
  it("writes German dates and times in German order and 24-hour time", () => {
    expect(formatDateTime("2026-11-20T14:00:00Z", BERLIN_DE)).toBe("20.11.2026, 15:00 Europe/Berlin");
    expect(formatMonth("2026-11", BERLIN_DE)).toBe("Nov. 2026");
  });

  it("writes Japanese months", () => {
    expect(formatMonth("2026-11", { timeZone: "UTC", locale: "ja-JP" })).toBe("2026年11月");
  });

  it("phrases relative times in the viewer's language", () => {
    const now = new Date("2026-11-20T14:00:00Z");
    expect(formatRelative("2026-11-20T17:00:00Z", now, BERLIN_DE)).toBe("in 3 Stunden");
    expect(formatRelative("2026-11-18T14:00:00Z", now, UTC_US)).toBe("2 days ago");
    expect(formatRelative("2026-11-20T14:00:20Z", now, UTC_US)).toBe("now");
    // Past a month it is the date itself.
    expect(formatRelative("2026-09-01T00:00:00Z", now, UTC_US)).toBe("Sep 1, 2026");
  });
});

describe("calendar days and months are never shifted by a zone", () => {
  it("shows 2026-11-20 as Nov 20 in Los Angeles and in Kiritimati (UTC−8 and UTC+14)", () => {
    expect(formatCalendarDay("2026-11-20", { timeZone: "America/Los_Angeles", locale: "en-US" })).toBe("Nov 20, 2026");
    expect(formatCalendarDay("2026-11-20", { timeZone: "Pacific/Kiritimati", locale: "en-US" })).toBe("Nov 20, 2026");
    expect(formatShortDay("2026-11-20", { timeZone: "America/Los_Angeles", locale: "en-US" })).toBe("Nov 20");
  });

  it("shows a month key as its month", () => {
    expect(formatMonth("2026-01", { timeZone: "America/Los_Angeles", locale: "en-US" })).toBe("Jan 2026");
    expect(formatMonth("junk", UTC_US)).toBe("—");
  });
});

describe("settings", () => {
  it("falls back to UTC for a zone the runtime does not know, and to en-US for an unsupported locale", () => {
    expect(viewerFormatSettings({ timeZone: "Mars/Olympus_Mons", locale: "de-DE" })).toEqual({
      timeZone: "UTC",
      locale: "de-DE",
    });
    expect(viewerFormatSettings({ timeZone: "Asia/Tokyo", locale: "not a locale" })).toEqual({
      timeZone: "Asia/Tokyo",
      locale: "en-US",
    });
    expect(viewerFormatSettings({})).toEqual({ timeZone: "UTC", locale: "en-US" });
    // The bound formatter never throws on a bad zone: it formats in UTC and says so.
    expect(plain(viewerFormat({ timeZone: "Nowhere/Land" }).dateTime("2026-11-20T14:00:00Z"))).toBe(
      "Nov 20, 2026, 2:00 PM UTC",
    );
  });

  it("takes the Accept-Language tag of highest quality the runtime supports", () => {
    expect(localeFromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5")).toBe("fr-CH");
    expect(localeFromAcceptLanguage("xx-YY, de;q=0.5, ja;q=0.8")).toBe("ja");
    expect(localeFromAcceptLanguage("en;q=0, de")).toBe("de");
  });

  it("defaults to en-US without a header or with nothing usable in it", () => {
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
    expect(localeFromAcceptLanguage("")).toBe("en-US");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
    expect(localeFromAcceptLanguage("garbage!!, <script>")).toBe("en-US");
    expect(localeFromAcceptLanguage("zz")).toBe("en-US");
  });

  it("refuses malformed locale tags before asking Intl", () => {
    expect(isSupportedLocale("en-US")).toBe(true);
    expect(isSupportedLocale("en_US")).toBe(false);
    expect(isSupportedLocale("a".repeat(200))).toBe(false);
  });
});
