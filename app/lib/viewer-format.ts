// Dates and times as the viewer reads them: in the time zone they chose (Account Settings, UTC until
// then) and the locale their browser asks for (Accept-Language), one formatter for every page.
//
// Method: Intl.DateTimeFormat / Intl.RelativeTimeFormat with an explicit `timeZone` and `locale`,
// both decided on the server (app/root.tsx) and handed to the browser in loader data.
// Guarantee: the same inputs give the same text on the server and in the browser (nothing here
// reads the machine's zone or locale), so hydration agrees; an unknown zone reads as UTC and an
// unsupported locale as en-US instead of throwing.
//
// Two kinds of value are formatted differently on purpose:
// - instants (ISO times, epoch ms) move into the viewer's zone: a video published 23:30 UTC on a
//   Monday shows as Tuesday in Tokyo;
// - calendar days and months ("2026-11-20", "2026-11": Studio's days, a planned publish date) are
//   not instants: they are shown as the same day everywhere, never shifted by a zone.
// Spec-fixed texts ("5h ago", app/lib/format.ts) and CSV exports (ISO, machine-readable) stay as
// they are.
import { cachedDateTimeFormat } from "~/lib/date-time-format";
import { isTimeZone } from "~/lib/time-zone";

export type ViewerFormatSettings = { timeZone: string; locale: string };

export const DEFAULT_VIEWER_FORMAT: ViewerFormatSettings = { timeZone: "UTC", locale: "en-US" };

type When = string | number | Date;

/** Whether the runtime formats dates in this locale tag ("de-DE", "ja"); false for malformed tags. */
export function isSupportedLocale(tag: string): boolean {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/.test(tag)) return false;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/**
 * The first locale of an Accept-Language header the runtime supports, by quality ("de-CH,de;q=0.9,
 * en;q=0.8" → "de-CH"); en-US when none is (or no header). Tags with q=0 are refused ones.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  if (!header) return DEFAULT_VIEWER_FORMAT.locale;
  const ranked = header
    .slice(0, 500)
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && Number.isFinite(l.q) && l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (isSupportedLocale(tag)) return Intl.DateTimeFormat.supportedLocalesOf([tag])[0]!;
  }
  return DEFAULT_VIEWER_FORMAT.locale;
}

/** Settings safe to format with: a zone the runtime knows (else UTC), a supported locale (else en-US). */
export function viewerFormatSettings(input: {
  timeZone?: string | null;
  locale?: string | null;
}): ViewerFormatSettings {
  return {
    timeZone: input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : DEFAULT_VIEWER_FORMAT.timeZone,
    locale: input.locale && isSupportedLocale(input.locale) ? input.locale : DEFAULT_VIEWER_FORMAT.locale,
  };
}

/** Intl formats are slow to build and pages format dozens of dates: one per settings and options. */
function dateFormat(settings: ViewerFormatSettings, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedDateTimeFormat(settings.locale, { ...options, timeZone: settings.timeZone });
}

function instant(when: When): Date | null {
  const date = when instanceof Date ? when : new Date(typeof when === "string" ? Date.parse(when) : when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "UTC" or the IANA name ("Asia/Tokyo"): said after a time so nobody has to guess its zone. */
export function zoneLabel(settings: ViewerFormatSettings): string {
  return settings.timeZone === "UTC" || settings.timeZone === "Etc/UTC" ? "UTC" : settings.timeZone;
}

/** An instant's calendar date in the viewer's zone: "Nov 20, 2026", "20.11.2026" (de). "—" when unreadable. */
export function formatDate(when: When, settings: ViewerFormatSettings): string {
  const date = instant(when);
  return date ? dateFormat(settings, { dateStyle: "medium" }).format(date) : "—";
}

/** An instant's short date in the viewer's zone, for chart axes and dense tables: "Nov 20". */
export function formatShortDate(when: When, settings: ViewerFormatSettings): string {
  const date = instant(when);
  return date ? dateFormat(settings, { month: "short", day: "numeric" }).format(date) : "—";
}

/** An instant with its time and zone: "Nov 20, 2026, 2:00 PM Asia/Tokyo". */
export function formatDateTime(when: When, settings: ViewerFormatSettings): string {
  const date = instant(when);
  return date
    ? `${dateFormat(settings, { dateStyle: "medium", timeStyle: "short" }).format(date)} ${zoneLabel(settings)}`
    : "—";
}

/** An instant with its weekday, for schedules: "Mon, Nov 23, 3:15 PM Asia/Tokyo". */
export function formatWeekdayDateTime(when: When, settings: ViewerFormatSettings): string {
  const date = instant(when);
  if (!date) return "—";
  const text = dateFormat(settings, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
  return `${text} ${zoneLabel(settings)}`;
}

/** An instant's time of day with its zone: "2:00 PM Asia/Tokyo", "14:00 Europe/Berlin" (de). */
export function formatTimeOfDay(when: When, settings: ViewerFormatSettings): string {
  const date = instant(when);
  return date ? `${dateFormat(settings, { timeStyle: "short" }).format(date)} ${zoneLabel(settings)}` : "—";
}

// Calendar days and months are read in UTC, the zone in which "2026-11-20" names the whole day.
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const CALENDAR_MONTH = /^(\d{4})-(\d{2})/;

/** A calendar day ("2026-11-20", or the date part of an ISO time) as the same day everywhere: "Nov 20, 2026". */
export function formatCalendarDay(day: string, settings: ViewerFormatSettings): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) return "—";
  return dateFormat({ ...settings, timeZone: "UTC" }, { dateStyle: "medium" }).format(
    new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)),
  );
}

/** A short calendar day for chart axes and dense tables: "Nov 20" (en-US), "20. Nov." (de). */
export function formatShortDay(day: string, settings: ViewerFormatSettings): string {
  const m = CALENDAR_DAY.exec(day);
  if (!m) return "—";
  return dateFormat({ ...settings, timeZone: "UTC" }, { month: "short", day: "numeric" }).format(
    new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)),
  );
}

/** A calendar month ("2026-11") as words: "Nov 2026". */
export function formatMonth(month: string, settings: ViewerFormatSettings): string {
  const m = CALENDAR_MONTH.exec(month);
  if (!m) return "—";
  return dateFormat({ ...settings, timeZone: "UTC" }, { month: "short", year: "numeric" }).format(
    new Date(Date.UTC(+m[1]!, +m[2]! - 1, 1)),
  );
}

const RELATIVE_FORMATS = new Map<string, Intl.RelativeTimeFormat>();
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["minute", 60_000],
  ["hour", 3_600_000],
  ["day", 86_400_000],
];

/**
 * How far an instant is from `now`, in the viewer's words: "in 3 hours", "2 days ago", "in 45 min"
 * style per locale; under a minute reads "now". Days past 30 read as the date itself.
 */
export function formatRelative(when: When, now: Date, settings: ViewerFormatSettings): string {
  const date = instant(when);
  if (!date) return "—";
  const diff = date.getTime() - now.getTime();
  const size = Math.abs(diff);
  if (size >= 31 * 86_400_000) return formatDate(date, settings);
  let format = RELATIVE_FORMATS.get(settings.locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(settings.locale, { numeric: "auto" });
    RELATIVE_FORMATS.set(settings.locale, format);
  }
  if (size < 60_000) return format.format(0, "second");
  const [unit, ms] = [...RELATIVE_STEPS].reverse().find(([, step]) => size >= step)!;
  return format.format(Math.round(diff / ms), unit);
}

/** Every formatter bound to one viewer's settings, as components get them from useViewerFormat(). */
export type ViewerFormat = ViewerFormatSettings & {
  date: (when: When) => string;
  shortDate: (when: When) => string;
  dateTime: (when: When) => string;
  weekdayDateTime: (when: When) => string;
  timeOfDay: (when: When) => string;
  calendarDay: (day: string) => string;
  shortDay: (day: string) => string;
  month: (month: string) => string;
  relative: (when: When, now: Date) => string;
  zone: string;
};

export function viewerFormat(input: { timeZone?: string | null; locale?: string | null }): ViewerFormat {
  const settings = viewerFormatSettings(input);
  return {
    ...settings,
    date: (when) => formatDate(when, settings),
    shortDate: (when) => formatShortDate(when, settings),
    dateTime: (when) => formatDateTime(when, settings),
    weekdayDateTime: (when) => formatWeekdayDateTime(when, settings),
    timeOfDay: (when) => formatTimeOfDay(when, settings),
    calendarDay: (day) => formatCalendarDay(day, settings),
    shortDay: (day) => formatShortDay(day, settings),
    month: (month) => formatMonth(month, settings),
    relative: (when, now) => formatRelative(when, now, settings),
    zone: zoneLabel(settings),
  };
}
