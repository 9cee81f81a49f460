// Revenue and views read from Studio rows, and the small arithmetic every driver shares.
import type { AnalyticsMetrics, DailyAnalyticsRecord, VideoAnalyticsRecord } from "~/features/channel-data/index";

const DAY_MS = 86_400_000;

/** Views and revenue of a row or of a group of rows. */
export type Money = { views: number; revenue: number };

export const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Revenue per 1,000 views; null without views. */
export function rpmOf(m: Money): number | null {
  return m.views > 0 ? (m.revenue / m.views) * 1000 : null;
}

export function sum(rows: readonly Money[]): Money {
  let views = 0;
  let revenue = 0;
  for (const r of rows) {
    views += r.views;
    revenue += r.revenue;
  }
  return { views, revenue };
}

const finite = (x: number | null | undefined): x is number => typeof x === "number" && Number.isFinite(x);

/**
 * Views and revenue of a Studio row. Revenue is the row's estimated revenue, or RPM × views when
 * only RPM was exported. Null when the row carries no revenue figure (or no view count).
 */
export function moneyOf(row: AnalyticsMetrics): Money | null {
  if (!finite(row.views) || row.views < 0) return null;
  if (finite(row.estimatedRevenue)) return { views: row.views, revenue: row.estimatedRevenue };
  if (finite(row.rpm)) return { views: row.views, revenue: (row.rpm * row.views) / 1000 };
  return null;
}

/** Per-video revenue rows by video id (a repeated id: the last row wins); rows without views are dropped. */
export function videoMoney(rows: readonly VideoAnalyticsRecord[]): Map<string, Money> {
  const out = new Map<string, Money>();
  for (const row of rows) {
    const money = moneyOf(row);
    if (money && money.views > 0) out.set(row.videoYoutubeId, money);
  }
  return out;
}

export type ChannelDay = Money & { date: string; day: number };

/** Day number (days since 1970-01-01 UTC) of "YYYY-MM-DD…". */
export function dayOf(date: string): number {
  return Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Channel-level daily revenue rows (videoYoutubeId null), one per date, sorted, none after `nowDay`. */
export function channelDays(rows: readonly DailyAnalyticsRecord[], nowDay: number): ChannelDay[] {
  const byDay = new Map<number, ChannelDay>();
  for (const row of rows) {
    if (row.videoYoutubeId !== null) continue;
    const day = dayOf(row.date);
    if (!Number.isFinite(day) || day > nowDay) continue;
    const money = moneyOf(row);
    if (money) byDay.set(day, { ...money, day, date: isoDay(day) });
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

/** Sum of the days in [from, to] (day numbers, inclusive). */
export function daysBetween(days: readonly ChannelDay[], from: number, to: number): { money: Money; count: number } {
  const inside = days.filter((d) => d.day >= from && d.day <= to);
  return { money: sum(inside), count: inside.length };
}

/**
 * Blended RPM of a universe before and after moving `points` (a fraction, capped at the source's
 * own share) of its views from one group to another, each group keeping its own RPM:
 * after = before + moved × (RPM_to − RPM_from).
 */
export function shiftViews(
  universe: Money,
  from: Money,
  to: Money,
  points = 0.25,
): { before: number; after: number; moved: number } | null {
  const before = rpmOf(universe);
  const rFrom = rpmOf(from);
  const rTo = rpmOf(to);
  if (before === null || rFrom === null || rTo === null || before <= 0) return null;
  const moved = Math.min(points, from.views / universe.views);
  return { before, after: before + moved * (rTo - rFrom), moved };
}

export const percent = (share: number): string => `${Math.round(share * 100)}%`;
export const count = (n: number): string => Math.round(n).toLocaleString("en-US");
