// Live Visibility Score (0-100): how visible the channel is right now against its own past.
//
// Four parts, each measured over the latest 28 days and placed as a percentile among the same
// measure over the channel's earlier 28-day windows (one ending every 7 days, up to two years
// back, none overlapping the latest): impressions, impressions click-through rate, median views at 7 days of the videos
// published in the window, and net subscribers gained. The score is the weighted mean of the
// parts' percentiles; a part without data (or with fewer than MIN_HISTORY earlier windows) is
// left out and the remaining weights are scaled up, and the page says which. 50 means "a typical
// month for this channel", 90 "better than 9 in 10 of its months". A score from fewer than the four
// parts says how many it was computed from and which (`basis`): one part scored high is that part's
// month, not the channel's visibility.
import { median, percentileRank } from "~/lib/stats";
import type { ChannelDay } from "./kpis";
import { type DayWindow, addDays, inWindow, windowEnding } from "./windows";

export const VISIBILITY_WEIGHTS = { impressions: 0.3, ctr: 0.2, newVideoViews: 0.3, subscribers: 0.2 } as const;
export type VisibilityPartKey = keyof typeof VISIBILITY_WEIGHTS;
export const MIN_HISTORY = 8;
const WINDOW_DAYS = 28;
const STEP_DAYS = 7;
const MAX_WINDOWS = 104;

export type VisibilityUpload = { publishedAt: string; views7d: number | null };

export type VisibilityPart = {
  key: VisibilityPartKey;
  /** The measure over the latest 28 days; null without data. */
  value: number | null;
  /** Percentile (0-100) among the channel's earlier windows; null when not scored. */
  percentile: number | null;
  /** The weight as stated (before rescaling for missing parts). */
  weight: number;
  /** Earlier windows the percentile is computed over. */
  history: number;
  /** Why the part is not scored, when it is not. */
  missing: string | null;
};

export type VisibilityScore = {
  /** 0-100, or null when no part could be scored. */
  value: number | null;
  window: DayWindow | null;
  parts: VisibilityPart[];
  /** How many of the four parts the value was computed from (0 when there is no value). */
  partsScored: number;
  /** "From 1 of 4 parts: net subscribers; not yet: impressions, …", or null when all four were scored. */
  basis: string | null;
};

/** The parts' names as the page and the basis sentence say them. */
export const VISIBILITY_PART_NAMES: Record<VisibilityPartKey, string> = {
  impressions: "impressions",
  ctr: "impressions click-through rate",
  newVideoViews: "new videos' views at 7 days",
  subscribers: "net subscribers",
};

/** What the score was computed from, when not from every part. */
function basisOf(parts: readonly VisibilityPart[]): string | null {
  const scored = parts.filter((p) => p.percentile !== null);
  if (scored.length === parts.length) return null;
  const names = (list: readonly VisibilityPart[]) => list.map((p) => VISIBILITY_PART_NAMES[p.key]).join(", ");
  const missing = parts.filter((p) => p.percentile === null);
  if (scored.length === 0)
    return `Not scored yet: none of the ${parts.length} parts has the data and history it needs.`;
  const weight = Math.round(scored.reduce((a, p) => a + p.weight, 0) * 100);
  return `From ${scored.length} of ${parts.length} parts (${weight}% of the stated weight): ${names(scored)}. Not in it yet: ${names(missing)}. A partial score is how those parts compare with your earlier months, not your whole visibility.`;
}

function measures(
  days: readonly ChannelDay[],
  uploads: readonly VisibilityUpload[],
  w: DayWindow,
): Record<VisibilityPartKey, number | null> {
  const inside = days.filter((d) => inWindow(d.date, w));
  const sum = (pick: (d: ChannelDay) => number | null) => {
    const known = inside.map(pick).filter((v): v is number => v !== null && Number.isFinite(v));
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  };
  const impressions = sum((d) => d.impressions);
  const clicks = sum((d) =>
    d.impressions === null || d.impressionsCtr === null ? null : (d.impressions * d.impressionsCtr) / 100,
  );
  const ctrImpressions = sum((d) => (d.impressionsCtr === null ? null : d.impressions));
  const subscribers = sum((d) =>
    d.subscribersGained === null || d.subscribersLost === null ? null : d.subscribersGained - d.subscribersLost,
  );
  const newViews = uploads
    .filter((u) => u.views7d !== null && inWindow(u.publishedAt.slice(0, 10), w))
    .map((u) => u.views7d!);
  return {
    impressions,
    ctr: clicks === null || !ctrImpressions ? null : (clicks / ctrImpressions) * 100,
    newVideoViews: median(newViews),
    subscribers,
  };
}

const MISSING: Record<VisibilityPartKey, string> = {
  impressions: "Import YouTube Studio's daily channel data with Impressions.",
  ctr: "Import YouTube Studio's daily channel data with Impressions click-through rate.",
  newVideoViews: "Needs uploads with a view count at 7 days (Vidwise records them as it syncs your channel).",
  subscribers: "Import YouTube Studio's daily channel data with Subscribers gained and lost.",
};

export function visibilityScore(input: {
  days: readonly ChannelDay[];
  uploads: readonly VisibilityUpload[];
  /** What to say for a part without data, where the caller knows better (a Google connection's limits). */
  missing?: Partial<Record<VisibilityPartKey, string>>;
}): VisibilityScore {
  const missingWords = { ...MISSING, ...input.missing };
  const lastDay = [...input.days]
    .map((d) => d.date)
    .sort()
    .at(-1);
  const keys = Object.keys(VISIBILITY_WEIGHTS) as VisibilityPartKey[];
  if (!lastDay) {
    const parts = keys.map((key) => ({
      key,
      value: null,
      percentile: null,
      weight: VISIBILITY_WEIGHTS[key],
      history: 0,
      missing: missingWords[key],
    }));
    return { value: null, window: null, parts, partsScored: 0, basis: basisOf(parts) };
  }
  const firstDay = [...input.days].map((d) => d.date).sort()[0]!;
  const current = windowEnding(lastDay, WINDOW_DAYS);
  const now = measures(input.days, input.uploads, current);
  // Earlier windows that end before the current one starts (an overlapping window would compare
  // the month with itself) and lie wholly inside the data.
  const earlier: Record<VisibilityPartKey, number>[] = [];
  for (let i = WINDOW_DAYS / STEP_DAYS; i <= MAX_WINDOWS; i++) {
    const w = windowEnding(addDays(lastDay, -STEP_DAYS * i), WINDOW_DAYS);
    if (w.from < firstDay) break;
    earlier.push(measures(input.days, input.uploads, w) as Record<VisibilityPartKey, number>);
  }

  const parts: VisibilityPart[] = keys.map((key) => {
    const value = now[key];
    const history = earlier.map((m) => m[key]).filter((v): v is number => v !== null);
    const base = { key, value, weight: VISIBILITY_WEIGHTS[key], history: history.length };
    if (value === null) return { ...base, percentile: null, missing: missingWords[key] };
    if (history.length < MIN_HISTORY) {
      return {
        ...base,
        percentile: null,
        missing: `Needs ${MIN_HISTORY} earlier 28-day windows to compare with; ${history.length} so far.`,
      };
    }
    return { ...base, percentile: Math.round(percentileRank(value, history)), missing: null };
  });
  const scored = parts.filter((p) => p.percentile !== null);
  const totalWeight = scored.reduce((a, p) => a + p.weight, 0);
  const value =
    scored.length === 0 ? null : Math.round(scored.reduce((a, p) => a + p.weight * p.percentile!, 0) / totalWeight);
  return { value, window: current, parts, partsScored: scored.length, basis: basisOf(parts) };
}
