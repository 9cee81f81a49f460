// Date arithmetic on Studio's calendar days (YYYY-MM-DD, UTC). Windows are inclusive.

export const DAY_MS = 86_400_000;

export type DayWindow = { from: string; to: string };

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function msOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return dayOf(msOf(day) + days * DAY_MS);
}

/** The `length` days ending on `to`, inclusive. */
export function windowEnding(to: string, length: number): DayWindow {
  return { from: addDays(to, -(length - 1)), to };
}

export function inWindow(day: string, window: DayWindow): boolean {
  return day >= window.from && day <= window.to;
}

/** "2026-11" for the month a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The `count` calendar months ending with the month of `day`, oldest first ("2025-12", …, "2026-11"). */
export function monthsEnding(day: string, count: number): string[] {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}
