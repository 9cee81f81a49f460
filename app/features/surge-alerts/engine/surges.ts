// Which of a user's followed keywords are worth an alert this week, and which of those are news.
//
// A surge is one keyword with one reason:
//   spiking          the trend record's signal is "spiking" (interest up more than 50% week over
//                    week: the trend engine's threshold)
//   peak-next-month  the record's seasonal peak month is the calendar month after `now` (UTC)
// Each surge has a key. The digest remembers the keys it saw at the last evaluation; a surge is
// news only when its key is not among them. A spike that lasts three weeks is mailed once; a
// spike that ends (the next evaluation no longer sees it, so it is forgotten) and comes back
// later is news again. A peak's key names the month and year it falls in, so next year's
// December peak is news again next November.
import { MONTHS, type MonthName, parseMonth } from "~/lib/months";

export type TrendSignal = "spiking" | "rising" | "steady" | "declining";

/** The parts of a keyword's trend record the alert reads. */
export type KeywordTrend = {
  keyword: string;
  signal: TrendSignal;
  /** Week-over-week percent change of interest; null with under two weeks of readings. */
  velocity: number | null;
  /** "December", or null when under a year of readings shows no peak. */
  peakMonth: string | null;
  /** Readings behind the record, and when the newest was taken (ISO). */
  dataPoints: number;
  lastUpdated: string;
};

export type SurgeReason = "spiking" | "peak-next-month";

export type Surge = {
  key: string;
  keyword: string;
  reason: SurgeReason;
  velocity: number | null;
  peakMonth: string | null;
  /** For a peak: the year of the peak month (December's peak seen in November 2026 → 2026). */
  peakYear: number | null;
  dataPoints: number;
  lastUpdated: string;
};

/** What is stored in surge_alerts.last_digest: the surges seen at the last evaluation. */
export type DigestMemory = { surges: { key: string; keyword: string; reason: SurgeReason }[] };

/** The month after `now`'s (UTC) and its year: November 2026 → December 2026, December → January of the next year. */
export function nextMonth(now: Date): { name: MonthName; year: number } {
  const month = now.getUTCMonth();
  return { name: MONTHS[(month + 1) % 12]!, year: now.getUTCFullYear() + (month === 11 ? 1 : 0) };
}

/** Every surge among the trends now: spiking first (fastest first), then peaks, keyword order within each. */
export function currentSurges(trends: readonly KeywordTrend[], now: Date): Surge[] {
  const next = nextMonth(now);
  const surges: Surge[] = [];
  const seen = new Set<string>();
  for (const trend of trends) {
    const keyword = trend.keyword.trim();
    if (!keyword || seen.has(keyword)) continue;
    seen.add(keyword);
    const common = { keyword, velocity: trend.velocity, dataPoints: trend.dataPoints, lastUpdated: trend.lastUpdated };
    if (trend.signal === "spiking") {
      surges.push({
        ...common,
        key: `spiking|${keyword}`,
        reason: "spiking",
        peakMonth: trend.peakMonth,
        peakYear: null,
      });
    }
    if (parseMonth(trend.peakMonth) === next.name) {
      const month = String(MONTHS.indexOf(next.name) + 1).padStart(2, "0");
      surges.push({
        ...common,
        key: `peak|${keyword}|${next.year}-${month}`,
        reason: "peak-next-month",
        peakMonth: next.name,
        peakYear: next.year,
      });
    }
  }
  const rank = (s: Surge) => (s.reason === "spiking" ? 0 : 1);
  return surges.sort(
    (a, b) =>
      rank(a) - rank(b) || (b.velocity ?? -Infinity) - (a.velocity ?? -Infinity) || a.keyword.localeCompare(b.keyword),
  );
}

/** The surges whose key the last evaluation did not see. */
export function newSurges(current: readonly Surge[], memory: DigestMemory): Surge[] {
  const known = new Set(memory.surges.map((s) => s.key));
  return current.filter((s) => !known.has(s.key));
}

export function memoryOf(surges: readonly Surge[]): DigestMemory {
  return { surges: surges.map((s) => ({ key: s.key, keyword: s.keyword, reason: s.reason })) };
}

/** True when two memories hold the same keys (so nothing needs writing). */
export function sameMemory(a: DigestMemory, b: DigestMemory): boolean {
  const keys = (m: DigestMemory) => [...new Set(m.surges.map((s) => s.key))].sort().join("\n");
  return keys(a) === keys(b);
}

/** The stored JSON read back; anything unreadable counts as an empty memory (every surge is news). */
export function parseMemory(stored: unknown): DigestMemory {
  if (!stored || typeof stored !== "object" || !Array.isArray((stored as { surges?: unknown }).surges))
    return { surges: [] };
  const surges: DigestMemory["surges"] = [];
  for (const item of (stored as { surges: unknown[] }).surges) {
    if (!item || typeof item !== "object") continue;
    const { key, keyword, reason } = item as Record<string, unknown>;
    if (typeof key !== "string" || typeof keyword !== "string") continue;
    if (reason !== "spiking" && reason !== "peak-next-month") continue;
    surges.push({ key, keyword, reason });
  }
  return { surges };
}
