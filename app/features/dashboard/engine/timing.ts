// Optimal upload timing: how a video's first week went, by the weekday and hour it was published
// (in the user's time zone), relative to the channel's median.
//
// Each upload's outcome is ln(views at 7 days ÷ channel median). A cell (weekday × 4-hour block),
// a weekday or a block gets the geometric mean of its uploads' ratios with a 90% interval from
// the t distribution on the logs. A slot is recommended only when its interval lies wholly above
// 1 (better than the channel's usual) with at least MIN_UPLOADS uploads in it; otherwise the
// answer says how many more uploads the comparison needs. Shorts and long videos have different
// first weeks: the caller passes one format at a time.
import { median } from "~/lib/stats";

export const BLOCK_HOURS = 4;
export const BLOCKS = 24 / BLOCK_HOURS;
/** Uploads a slot needs before it can be recommended: below this an interval is mostly noise. */
export const MIN_UPLOADS = 5;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type TimedUpload = { publishedAt: string; views7d: number | null };

export type SlotStat = {
  /** Uploads in the slot with a 7-day view count. */
  n: number;
  /** Geometric mean of views at 7 days ÷ the channel median; null when n = 0. */
  ratio: number | null;
  /** 90% interval of the ratio; null when n < 2. */
  low: number | null;
  high: number | null;
};

export type Cell = SlotStat & { weekday: number; block: number };

export type TimingReport = {
  timeZone: string;
  /** Uploads with a 7-day view count that were used. */
  uploads: number;
  medianViews7d: number | null;
  /** 7 × 6 cells, Monday first, block 0 = 00:00-03:59. */
  cells: Cell[];
  weekdays: (SlotStat & { weekday: number })[];
  blocks: (SlotStat & { block: number })[];
  /** The best supported weekday and block, or null with `needs` saying why. */
  recommendation: { weekday: number | null; block: number | null; text: string };
};

/** Weekday (0 = Monday) and hour of an instant in a time zone. */
export function localSlot(iso: string, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(new Date(iso));
  const weekdayName = parts.find((p) => p.type === "weekday")?.value ?? "Mon";
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0) % 24;
  return { weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayName), hour };
}

export function blockLabel(block: number): string {
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return `${pad(block * BLOCK_HOURS)}–${pad(((block + 1) * BLOCK_HOURS) % 24)}`;
}

/** Two-sided 90% t quantile for `df` degrees of freedom: a table to 20, then the Cornish-Fisher expansion. */
export function t90(df: number): number {
  const table = [6.314, 2.92, 2.353, 2.132, 2.015, 1.943, 1.895, 1.86, 1.833, 1.812, 1.796, 1.782, 1.771, 1.761, 1.753, 1.746, 1.74, 1.734, 1.729, 1.725];
  if (df < 1) return Number.NaN;
  if (df <= table.length) return table[Math.floor(df) - 1]!;
  const z = 1.6448536269514722;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

function slotStat(logs: readonly number[]): SlotStat {
  const n = logs.length;
  if (n === 0) return { n, ratio: null, low: null, high: null };
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { n, ratio: Math.exp(mean), low: null, high: null };
  const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  const half = t90(n - 1) * Math.sqrt(variance / n);
  return { n, ratio: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}

const supported = (s: SlotStat) => s.n >= MIN_UPLOADS && s.low !== null && s.low > 1;

function best<T extends SlotStat>(slots: readonly T[]): T | null {
  return [...slots].filter(supported).sort((a, b) => b.low! - a.low! || b.ratio! - a.ratio!)[0] ?? null;
}

export function uploadTiming(uploads: readonly TimedUpload[], timeZone: string): TimingReport {
  const usable = uploads.filter((u) => u.views7d !== null && u.views7d > 0 && Number.isFinite(Date.parse(u.publishedAt)));
  const typical = median(usable.map((u) => u.views7d!));
  const placed = typical
    ? usable.map((u) => ({ ...localSlot(u.publishedAt, timeZone), log: Math.log(u.views7d! / typical) }))
    : [];
  const block = (hour: number) => Math.floor(hour / BLOCK_HOURS);

  const cells: Cell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let b = 0; b < BLOCKS; b++) {
      cells.push({ weekday, block: b, ...slotStat(placed.filter((p) => p.weekday === weekday && block(p.hour) === b).map((p) => p.log)) });
    }
  }
  const weekdays = WEEKDAYS.map((_, weekday) => ({ weekday, ...slotStat(placed.filter((p) => p.weekday === weekday).map((p) => p.log)) }));
  const blocks = Array.from({ length: BLOCKS }, (_, b) => ({ block: b, ...slotStat(placed.filter((p) => block(p.hour) === b).map((p) => p.log)) }));

  return {
    timeZone,
    uploads: placed.length,
    medianViews7d: typical,
    cells,
    weekdays,
    blocks,
    recommendation: recommend(placed.length, cells, weekdays, blocks),
  };
}

function recommend(uploads: number, cells: Cell[], weekdays: (SlotStat & { weekday: number })[], blocks: (SlotStat & { block: number })[]): TimingReport["recommendation"] {
  const pct = (ratio: number) => `${Math.round((ratio - 1) * 100)}%`;
  const cell = best(cells);
  if (cell) {
    return {
      weekday: cell.weekday,
      block: cell.block,
      text: `${WEEKDAYS[cell.weekday]} ${blockLabel(cell.block)}: first-week views ${pct(cell.ratio!)} above your median over ${cell.n} uploads (90% interval ${pct(cell.low!)} to ${pct(cell.high!)}).`,
    };
  }
  const day = best(weekdays);
  const hours = best(blocks);
  if (day || hours) {
    const parts = [
      day ? `${WEEKDAYS[day.weekday]}s (${pct(day.ratio!)} above your median over ${day.n} uploads, 90% interval ${pct(day.low!)} to ${pct(day.high!)})` : null,
      hours ? `${blockLabel(hours.block)} (${pct(hours.ratio!)} above over ${hours.n} uploads, 90% interval ${pct(hours.low!)} to ${pct(hours.high!)})` : null,
    ].filter(Boolean);
    return { weekday: day?.weekday ?? null, block: hours?.block ?? null, text: `Your history supports ${parts.join(" and ")}.` };
  }
  // Nothing clears the bar: say what would let it.
  const needed = Math.max(0, MIN_UPLOADS * 2 - uploads);
  const text =
    uploads < MIN_UPLOADS * 2
      ? `Not enough uploads to compare publish times yet: ${uploads} with a first-week view count, ${needed} more needed before any weekday can be compared.`
      : `No publish time stands out: across ${uploads} uploads, no weekday or time of day did better than your median by more than chance. Keep the slot your audience expects.`;
  return { weekday: null, block: null, text };
}
