// When the weekly batch runs: the next time a cron expression fires, and the ISO week a batch
// belongs to. Cron expressions here are the five-field kind wrangler.toml uses (minute hour
// day-of-month month day-of-week, UTC), with numbers, "*", "*/n", ranges and lists.

const FIELD_RANGES: readonly [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [range = "", stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new RangeError(`Bad cron step in "${field}"`);
    let from = min;
    let to = max;
    if (range !== "*") {
      const [a, b] = range.split("-");
      from = Number(a);
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < min || to > max || from > to) {
      throw new RangeError(`Bad cron field "${field}"`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export type CronSchedule = {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
};

export function parseCron(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new RangeError(`A cron expression has 5 fields: "${expression}"`);
  const [minutes, hours, days, months, weekdays] = fields.map((f, i) => parseField(f, FIELD_RANGES[i]!));
  // Sunday may be written 0 or 7.
  if (weekdays!.has(7)) weekdays!.add(0);
  return {
    minutes: minutes!,
    hours: hours!,
    days: days!,
    months: months!,
    weekdays: weekdays!,
    anyDay: fields[2] === "*",
    anyWeekday: fields[4] === "*",
  };
}

function dayMatches(s: CronSchedule, date: Date): boolean {
  const dom = s.days.has(date.getUTCDate());
  const dow = s.weekdays.has(date.getUTCDay());
  // Standard cron: when both day fields are restricted, either may match.
  if (!s.anyDay && !s.anyWeekday) return dom || dow;
  return dom && dow;
}

/** The first time strictly after `after` at which the expression fires (UTC, whole minutes). */
export function nextCronRun(expression: string, after: Date): Date {
  const s = parseCron(expression);
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // At most a year and a day of minutes; whole days and hours are skipped when they cannot match.
  const limit = after.getTime() + 367 * 86_400_000;
  while (t.getTime() <= limit) {
    if (!s.months.has(t.getUTCMonth() + 1) || !dayMatches(s, t)) {
      t.setUTCHours(24, 0, 0, 0);
      continue;
    }
    if (!s.hours.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
      continue;
    }
    if (s.minutes.has(t.getUTCMinutes())) return t;
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  throw new RangeError(`"${expression}" never fires`);
}

/** ISO 8601 week of a UTC time: "2026-W47" (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function isoWeekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() - (weekday - 1));
  return d;
}
