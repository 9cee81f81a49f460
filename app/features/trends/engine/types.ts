import type { MonthName } from "~/lib/months";
// Shapes of the trend engine. Field names of TrendResult follow spec §3 "Trend record".

/**
 * One reading of a keyword, recorded by the cron job every 6 hours:
 * viewsPerDay = the median views per day since publication of the keyword's recent top videos
 * (the route decides which videos; see the README), uploadsPerWeek = how many videos on the
 * keyword were published in the last week. Interest is viewsPerDay; uploadsPerWeek is recorded
 * for context (supply) and does not move the signal.
 */
export type TrendPoint = { at: string; viewsPerDay: number; uploadsPerWeek: number };

export type TrendSignal = "spiking" | "rising" | "steady" | "declining";

export type { MonthName } from "~/lib/months";

export type InterestPoint = { date: string; value: number };

export type TrendResult = {
  trend_signal: TrendSignal;
  /** Week-over-week percent change of interest, 1 decimal; null with under two weeks of data. */
  trend_velocity: number | null;
  seasonal_peak_month: MonthName | null;
  interest_over_time: InterestPoint[];
};

export type TrendInsight = { title: string; description: string; urgency: "high" | "medium" | "low" };
