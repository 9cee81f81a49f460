// Upload timing (the dashboard's heatmap, Content Ideas' best upload time): how a video's first week went, by the weekday and hour it was published
// (in the user's time zone).
//
// Each upload's outcome is ln(views at 7 days). The heatmap shows, per cell (weekday × 4-hour
// block), the geometric mean of its uploads' views ÷ the channel's median and the count: a
// description, not a test (most cells hold a handful of uploads).
//
// Recommendations come from 13 comparisons only: each weekday and each block against all the
// other uploads (Welch's t on the logs). Testing 13 slots and advising the best one would find a
// "best time" in almost any history by chance, so the bar is the max-t permutation test
// (Westfall–Young): publish times are shuffled among the uploads PERMUTATIONS times, and a slot
// must beat the 90th percentile of the largest t any slot reached in the shuffles. Across the 13,
// the chance of advising a slot when publish time makes no difference is then FAMILY_ALPHA,
// whatever the shape of the channel's views (no normality assumed). The shuffles are seeded by
// the uploads themselves, so the same history always gives the same answer.
// scripts/bench-dashboard.ts measures the false-advice rate on shuffled sample histories.
// A slot also needs MIN_UPLOADS uploads. Shorts and long videos have different first weeks: the
// caller passes one format at a time.
import { cachedDateTimeFormat } from "~/lib/date-time-format";
import { seededRandom } from "~/lib/seeded-random";
import { mean, median } from "~/lib/stats";

export const BLOCK_HOURS = 4;
export const BLOCKS = 24 / BLOCK_HOURS;
/** Uploads a slot needs before it can be recommended. */
export const MIN_UPLOADS = 5;
/** Chance, across all 13 comparisons, of recommending a slot when timing makes no difference. */
export const FAMILY_ALPHA = 0.1;
export const PERMUTATIONS = 999;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type TimedUpload = { publishedAt: string; views7d: number | null };

export type Cell = {
  weekday: number;
  block: number;
  n: number;
  /** Geometric mean of views at 7 days ÷ the channel median; null when n = 0. */ ratio: number | null;
};

export type SlotComparison = {
  n: number;
  /** Geometric mean of the slot's views at 7 days ÷ that of all other uploads; null without both. */
  ratio: number | null;
  /** Adjusted interval of that ratio (see FAMILY_ALPHA); null when either side has fewer than 2 uploads. */
  low: number | null;
  high: number | null;
};

export type TimingReport = {
  timeZone: string;
  /** Uploads with a 7-day view count that were used. */
  uploads: number;
  medianViews7d: number | null;
  /** Uploads with a first-week count still needed before any weekday can be compared; 0 once there are enough. */
  uploadsNeeded: number;
  /** 7 × 6 cells, Monday first, block 0 = 00:00-03:59. */
  cells: Cell[];
  weekdays: (SlotComparison & { weekday: number })[];
  blocks: (SlotComparison & { block: number })[];
  recommendation: { weekday: number | null; block: number | null; text: string };
};

/** Weekday (0 = Monday) and hour of an instant in a time zone. */
export function localSlot(iso: string, timeZone: string): { weekday: number; hour: number } {
  const parts = cachedDateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "numeric",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const weekdayName = parts.find((p) => p.type === "weekday")?.value ?? "Mon";
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0) % 24;
  return { weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayName), hour };
}

export function blockLabel(block: number): string {
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return `${pad(block * BLOCK_HOURS)}–${pad(((block + 1) * BLOCK_HOURS) % 24)}`;
}

/**
 * A recommendation's short answer, for large type ("Tuesdays, 16:00–20:00", "Tuesdays",
 * "16:00–20:00"); null when no weekday or time stood out. Its sentence explains it.
 */
export function slotText(recommendation: { weekday: number | null; block: number | null }): string | null {
  const { weekday, block } = recommendation;
  const parts = [weekday === null ? null : `${WEEKDAYS[weekday]}s`, block === null ? null : blockLabel(block)];
  const named = parts.filter((p): p is string => p !== null);
  return named.length ? named.join(", ") : null;
}

type Welch = { n: number; diff: number; se: number } | null;

/** Welch's difference of means (slot minus rest) and its standard error, from sums; null when either side has < 2. */
function welch(n: number, sum: number, sumSq: number, total: { n: number; sum: number; sumSq: number }): Welch {
  const m = total.n - n;
  if (n < 2 || m < 2) return null;
  const a = sum / n;
  const b = (total.sum - sum) / m;
  const va = Math.max(0, (sumSq - n * a * a) / (n - 1)) / n;
  const vb = Math.max(0, (total.sumSq - sumSq - m * b * b) / (m - 1)) / m;
  return { n, diff: a - b, se: Math.sqrt(va + vb) };
}

/** The slot's ratio to the rest with the interval at the critical t `critical`. */
function comparison(n: number, w: Welch, critical: number): SlotComparison {
  if (!w) return { n, ratio: null, low: null, high: null };
  const ratio = Math.exp(w.diff);
  if (!(w.se > 0) || !Number.isFinite(critical)) return { n, ratio, low: null, high: null };
  return { n, ratio, low: Math.exp(w.diff - critical * w.se), high: Math.exp(w.diff + critical * w.se) };
}

/** Per upload, the indices of the slots (weekday 0-6, block 7-12) it belongs to. */
type Placed = { slots: [number, number]; log: number };

function slotSums(placed: readonly Placed[], labels: readonly (readonly [number, number])[]) {
  const n = new Array<number>(7 + BLOCKS).fill(0);
  const sum = new Array<number>(7 + BLOCKS).fill(0);
  const sumSq = new Array<number>(7 + BLOCKS).fill(0);
  placed.forEach((p, i) => {
    for (const slot of labels[i]!) {
      n[slot]! += 1;
      sum[slot]! += p.log;
      sumSq[slot]! += p.log * p.log;
    }
  });
  return { n, sum, sumSq };
}

/**
 * The critical t: the (1 − FAMILY_ALPHA) quantile of the largest Welch t over the slots that can
 * be recommended (≥ MIN_UPLOADS uploads), with publish times shuffled among the uploads.
 */
function permutationCritical(
  placed: readonly Placed[],
  total: { n: number; sum: number; sumSq: number },
  eligible: readonly boolean[],
): number {
  if (!eligible.some(Boolean)) return Number.POSITIVE_INFINITY;
  const random = seededRandom(placed.map((p) => `${p.slots.join(".")}:${p.log.toFixed(6)}`).join("|"));
  const labels = placed.map((p) => p.slots);
  const maxima: number[] = [];
  for (let r = 0; r < PERMUTATIONS; r++) {
    for (let i = labels.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [labels[i], labels[j]] = [labels[j]!, labels[i]!];
    }
    const sums = slotSums(placed, labels);
    let max = Number.NEGATIVE_INFINITY;
    for (let slot = 0; slot < 7 + BLOCKS; slot++) {
      if (!eligible[slot]) continue;
      const w = welch(sums.n[slot]!, sums.sum[slot]!, sums.sumSq[slot]!, total);
      if (w && w.se > 0) max = Math.max(max, w.diff / w.se);
    }
    maxima.push(max);
  }
  maxima.sort((a, b) => a - b);
  return maxima[Math.ceil((1 - FAMILY_ALPHA) * (PERMUTATIONS + 1)) - 1]!;
}

const supported = (s: SlotComparison) => s.n >= MIN_UPLOADS && s.low !== null && s.low > 1;

function best<T extends SlotComparison>(slots: readonly T[]): T | null {
  return [...slots].filter(supported).sort((a, b) => b.low! - a.low! || b.ratio! - a.ratio!)[0] ?? null;
}

export type TimingOptions = {
  /** When more first-week counts come (the caller knows where they come from), said after "not enough uploads". */
  fillsIn?: string;
};

export function uploadTiming(
  uploads: readonly TimedUpload[],
  timeZone: string,
  options: TimingOptions = {},
): TimingReport {
  // Sorted, so the seeded shuffles (and the answer) do not depend on the order uploads arrive in.
  const usable = uploads
    .filter((u) => u.views7d !== null && u.views7d > 0 && Number.isFinite(Date.parse(u.publishedAt)))
    .sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.views7d! - b.views7d!);
  const typical = median(usable.map((u) => u.views7d!));
  const placed: Placed[] = usable.map((u) => {
    const { weekday, hour } = localSlot(u.publishedAt, timeZone);
    return { slots: [weekday, 7 + Math.floor(hour / BLOCK_HOURS)], log: Math.log(u.views7d!) };
  });

  const cells: Cell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let b = 0; b < BLOCKS; b++) {
      const logs = placed.filter((p) => p.slots[0] === weekday && p.slots[1] === 7 + b).map((p) => p.log);
      cells.push({
        weekday,
        block: b,
        n: logs.length,
        ratio: logs.length === 0 || !typical ? null : Math.exp(mean(logs)!) / typical,
      });
    }
  }

  const total = {
    n: placed.length,
    sum: placed.reduce((a, p) => a + p.log, 0),
    sumSq: placed.reduce((a, p) => a + p.log * p.log, 0),
  };
  const sums = slotSums(
    placed,
    placed.map((p) => p.slots),
  );
  const eligible = sums.n.map((n) => n >= MIN_UPLOADS && total.n - n >= 2);
  const critical = permutationCritical(placed, total, eligible);
  const slot = (index: number) =>
    comparison(sums.n[index]!, welch(sums.n[index]!, sums.sum[index]!, sums.sumSq[index]!, total), critical);
  const weekdays = WEEKDAYS.map((_, weekday) => ({ weekday, ...slot(weekday) }));
  const blocks = Array.from({ length: BLOCKS }, (_, b) => ({ block: b, ...slot(7 + b) }));

  const uploadsNeeded = Math.max(0, MIN_UPLOADS * 2 - placed.length);
  return {
    timeZone,
    uploads: placed.length,
    medianViews7d: typical,
    uploadsNeeded,
    cells,
    weekdays,
    blocks,
    recommendation: recommend(placed.length, uploadsNeeded, weekdays, blocks, options.fillsIn),
  };
}

function recommend(
  uploads: number,
  needed: number,
  weekdays: TimingReport["weekdays"],
  blocks: TimingReport["blocks"],
  fillsIn: string | undefined,
): TimingReport["recommendation"] {
  const pct = (ratio: number) => `${Math.round((ratio - 1) * 100)}%`;
  const day = best(weekdays);
  const hours = best(blocks);
  if (day || hours) {
    const parts = [
      day
        ? `${WEEKDAYS[day.weekday]}s: first-week views ${pct(day.ratio!)} above your other days over ${day.n} uploads (adjusted interval ${pct(day.low!)} to ${pct(day.high!)})`
        : null,
      hours
        ? `${blockLabel(hours.block)}: ${pct(hours.ratio!)} above your other times over ${hours.n} uploads (adjusted interval ${pct(hours.low!)} to ${pct(hours.high!)})`
        : null,
    ].filter(Boolean);
    return {
      weekday: day?.weekday ?? null,
      block: hours?.block ?? null,
      text: `Publish on ${parts.join("; and at ")}.`,
    };
  }
  const text =
    needed > 0
      ? `Not enough uploads to compare publish times yet: ${uploads} with a first-week view count, ${needed} more needed before any weekday can be compared.${fillsIn ? ` ${fillsIn}` : ""}`
      : `No publish time stands out: across ${uploads} uploads, no weekday or time of day did better than your other uploads by more than chance. Keep the slot your audience expects.`;
  return { weekday: null, block: null, text };
}
