// Number and time formats the spec fixes (§9): 1.2M, 3.4K, "5h ago", "3d ago".

/** Spec §9 counts: 1.2M, 3.4K, else the whole number; negative or non-finite reads 0. */
export function compactNumber(value: number): string {
  const n = Number.isFinite(value) ? Math.round(Math.max(0, value)) : 0;
  // 999,950 rounds to "1000.0K": show it as "1.0M" instead.
  if (n >= 999_950) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(n);
}

const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as every page and engine text shows it: "$10.89", "$1,204.50", "€3.00"
 * (the currency's own decimals, ICU rounding of the shortest decimal), negative as "−$1.20" with
 * a true minus sign. Fixed locale, so the server's HTML and the browser's render agree.
 */
export function formatMoney(amount: number, currency = "USD"): string {
  let format = MONEY_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    MONEY_FORMATS.set(currency, format);
  }
  return `${amount < 0 ? "−" : ""}${format.format(Math.abs(amount))}`;
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "2.5x"; one decimal below 10, whole above. */
export function formatRatio(value: number): string {
  return value >= 10 ? `${Math.round(value)}x` : `${value.toFixed(1)}x`;
}

/** "just now" within a minute, then "12m ago", "5h ago", "3d ago". */
export function relativeAge(iso: string, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

/**
 * How old a video was, for a sentence ("at 17 days old"), counted as relativeAge counts "17d ago":
 * whole hours under a day (at least 1), else whole days, both rounded down. A card's "17d ago"
 * and its text's "17 days old" then agree whenever they are read against the same moment.
 */
export function videoAge(ageMs: number): string {
  const hours = Math.floor(Math.max(0, ageMs) / 3_600_000);
  return hours < 24 ? countOf(Math.max(1, hours), "hour") : countOf(Math.floor(hours / 24), "day");
}

/** When a tool last ran, for its stats tile: "—" never, else its relative age ("just now", "5h ago"). */
export function lastRunText(iso: string | null, now: Date): string {
  if (!iso) return "—";
  return relativeAge(iso, now);
}

/** A change as a signed whole percentage ("+12%", "-3%"); one decimal under 0.5%; "0%" for none. */
export function signedPercent(value: number): string {
  const percent = value * 100;
  const size = Math.abs(percent);
  const text = size >= 0.5 ? String(Math.round(size)) : size >= 0.05 ? size.toFixed(1) : "0";
  const sign = text === "0" ? "" : percent > 0 ? "+" : "-";
  return `${sign}${text}%`;
}

export function wholeNumber(n: number): string {
  return n.toLocaleString("en-US");
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "1 comment", "1,204 comments": a count with its noun, singular only for exactly one. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${wholeNumber(n)} ${nounFor(n, one, many)}`;
}

/**
 * The noun alone for a count written elsewhere (in its own element, or in a format of its own):
 * "video" for exactly one, else "videos" (never a fixed plural).
 */
export function nounFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** The verb agreeing with a count: "1 of them offers", "3 of them offer" (`one` is the singular form). */
export function verbFor(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
