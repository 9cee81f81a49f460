// Week-over-week change of interest and the signal it gives.
//
// Interest per week = the mean of the daily interest values in that week, weeks counted back
// from the newest reading: this week = its day and the six before it, last week = the seven
// days before those. Daily means first, so a day the cron ran twice as often does not weigh more.
import { dailySeries, type Reading, DAY_MS } from "./series";
import type { TrendSignal } from "./types";
import { round1 } from "~/lib/stats";

/**
 * Signal thresholds, in percent week over week. They match the insight rules of spec §9
 * (spiking over 50 is high urgency, rising over 20 medium, declining below -20 medium), so a
 * signal and its insight never disagree.
 */
export const SPIKING_ABOVE = 50;
export const RISING_ABOVE = 20;
export const DECLINING_BELOW = -20;
/** Readings older than this (relative to now) are too stale to call a current trend. */
export const STALE_AFTER_DAYS = 14;

export type WeeklyInterest = { thisWeek: number; lastWeek: number };

/**
 * Mean daily interest of this week and last week; null when readings do not reach back two full
 * weeks, when either week has no readings, or when the newest reading is over 14 days old.
 */
export function weeklyInterest(readings: readonly Reading[], nowMs: number): WeeklyInterest | null {
  const daily = dailySeries(readings);
  const first = daily[0];
  const latest = daily[daily.length - 1];
  if (!first || !latest || nowMs - latest.day * DAY_MS > (STALE_AFTER_DAYS + 1) * DAY_MS) return null;
  // Two full weeks of history: a partial "last week" (the cron started 10 days ago) is not a week.
  if (first.day > latest.day - 13) return null;
  const mean = (from: number, to: number) => {
    const values = daily.filter((d) => d.day >= from && d.day <= to).map((d) => d.value);
    return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
  };
  const thisWeek = mean(latest.day - 6, latest.day);
  const lastWeek = mean(latest.day - 13, latest.day - 7);
  if (thisWeek === null || lastWeek === null) return null;
  return { thisWeek, lastWeek };
}

/**
 * Percent change from last week to this week, 1 decimal. Null with fewer than two weeks of data,
 * or when last week's interest was 0 (a change from nothing has no percentage); 0 when both are 0.
 */
export function velocityOf(weekly: WeeklyInterest | null): number | null {
  if (!weekly) return null;
  if (weekly.lastWeek === 0) return weekly.thisWeek === 0 ? 0 : null;
  const change = ((weekly.thisWeek - weekly.lastWeek) / weekly.lastWeek) * 100;
  const rounded = round1(change);
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Spiking > 50, rising > 20, declining < -20, else steady; unknown velocity is steady (no evidence of movement). */
export function signalOf(velocity: number | null): TrendSignal {
  if (velocity === null) return "steady";
  if (velocity > SPIKING_ABOVE) return "spiking";
  if (velocity > RISING_ABOVE) return "rising";
  if (velocity < DECLINING_BELOW) return "declining";
  return "steady";
}
