// The actionable insight cards of the trend panel, by the rules of spec §9, in the order §9
// lists them:
//   spiking with velocity over 50       -> high
//   rising with velocity over 20        -> medium
//   a seasonal peak month               -> high when it is the current month, else low
//   declining with velocity below -20   -> medium
//   steady with |velocity| under 10     -> low
// Velocity null shows "No change". For the steady rule a null velocity counts as no change
// (|null| read as 0, as the card shows it), with wording that says the change is not measured yet.
// Every comparison is strict, as §9 words it: velocity exactly 50 on a spiking trend gives no card.
import { MONTHS, parseMonth } from "~/lib/months";
import type { TrendInsight, TrendSignal } from "./types";
import { round1 } from "~/lib/stats";

export type TrendForInsights = {
  keyword: string;
  trend_signal: TrendSignal | string;
  trend_velocity: number | null;
  seasonal_peak_month: string | null;
};

/** "+12.5%", "-3.0%", "0.0%"; "No change" when the velocity is unknown. */
export function formatVelocity(velocity: number | null): string {
  if (velocity === null || velocity === undefined || !Number.isFinite(velocity)) return "No change";
  const rounded = round1(velocity);
  if (rounded === 0) return "0.0%";
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(1)}%`;
}

export function trendInsights(trend: TrendForInsights, now: Date): TrendInsight[] {
  const keyword = trend.keyword.trim() || "This topic";
  const v =
    typeof trend.trend_velocity === "number" && Number.isFinite(trend.trend_velocity) ? trend.trend_velocity : null;
  const change = formatVelocity(v);
  const out: TrendInsight[] = [];

  if (trend.trend_signal === "spiking" && v !== null && v > 50) {
    out.push({
      title: `${keyword} is spiking`,
      description: `Interest jumped ${change} week over week. Publish on ${keyword} now, while the surge lasts.`,
      urgency: "high",
    });
  }
  if (trend.trend_signal === "rising" && v !== null && v > 20) {
    out.push({
      title: `${keyword} is rising`,
      description: `Interest grew ${change} week over week. Plan a video on ${keyword} for the next week or two.`,
      urgency: "medium",
    });
  }
  const peak = parseMonth(trend.seasonal_peak_month);
  if (peak) {
    const current = MONTHS[now.getUTCMonth()];
    out.push(
      current === peak
        ? {
            title: `Peak season is now: ${peak}`,
            description: `Interest in ${keyword} peaks in ${peak}. Publish this month to catch the yearly high.`,
            urgency: "high",
          }
        : {
            title: `Peak season: ${peak}`,
            description: `Interest in ${keyword} peaks in ${peak}. Have videos ready a few weeks before it.`,
            urgency: "low",
          },
    );
  }
  if (trend.trend_signal === "declining" && v !== null && v < -20) {
    out.push({
      title: `${keyword} is cooling`,
      description: `Interest fell ${change} week over week. Favour evergreen angles, or pair ${keyword} with a rising topic.`,
      urgency: "medium",
    });
  }
  if (trend.trend_signal === "steady" && Math.abs(v ?? 0) < 10) {
    out.push({
      title: `${keyword} is holding steady`,
      description:
        v === null
          ? `No change measured yet: under two weeks of data. Steady interest rewards a regular upload schedule.`
          : `Interest moved ${change} week over week. Steady interest rewards a regular upload schedule.`,
      urgency: "low",
    });
  }
  return out;
}
