// Calendar month names, shared by the trend records (seasonal peak months) and the surge alerts.
export type MonthName =
  | "January"
  | "February"
  | "March"
  | "April"
  | "May"
  | "June"
  | "July"
  | "August"
  | "September"
  | "October"
  | "November"
  | "December";

export const MONTHS: readonly MonthName[] = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The month a stored value names ("December", "december", "Dec"), or null ("Unknown", ""). */
export function parseMonth(value: string | null | undefined): MonthName | null {
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  if (text.length < 3) return null;
  return (
    MONTHS.find((m) => m.toLowerCase() === text || (text.length === 3 && m.toLowerCase().startsWith(text))) ?? null
  );
}

/** UTC calendar month of a time in ms, 0-11. */
export function utcMonth(ms: number): number {
  return new Date(ms).getUTCMonth();
}
