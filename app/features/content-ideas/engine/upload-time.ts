// The best time to publish, from the channel's own history (YouTube's "when your viewers are on
// YouTube" is not in any API): each long-form upload's first-week views relative to the channel's
// median first-week views, grouped by UTC weekday and by 4-hour block of the day. The weekday and
// the block with the highest median ratio win, each among groups of at least MIN_PER_GROUP uploads.
import { median } from "~/lib/stats";
import { round1 } from "./channel-measures";
import type { OwnVideo, UploadTime } from "./types";

/** Uploads with first-week views needed before timing is measured at all. */
export const MIN_TIMED_UPLOADS = 20;
/** Uploads a weekday or hour block needs to be compared. */
export const MIN_PER_GROUP = 3;
export const BLOCK_HOURS = 4;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type Group = { key: number; ratio: number; uploads: number };

function best(groups: Map<number, number[]>): Group | null {
  let top: Group | null = null;
  for (const [key, ratios] of groups) {
    if (ratios.length < MIN_PER_GROUP) continue;
    const ratio = median(ratios)!;
    if (!top || ratio > top.ratio + 1e-12 || (Math.abs(ratio - top.ratio) <= 1e-12 && key < top.key)) top = { key, ratio, uploads: ratios.length };
  }
  return top;
}

const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;

export function bestUploadTime(videos: readonly OwnVideo[]): UploadTime {
  const timed = videos.filter((v) => !v.isShort && v.firstWeekViews !== null && v.firstWeekViews > 0 && Number.isFinite(Date.parse(v.publishedAt)));
  if (timed.length < MIN_TIMED_UPLOADS) {
    const more = MIN_TIMED_UPLOADS - timed.length;
    return {
      text: `Not enough uploads yet (needs ${more} more long-form upload${more === 1 ? "" : "s"} with first-week views; ${timed.length} so far)`,
      measured: false,
    };
  }
  const typical = median(timed.map((v) => v.firstWeekViews!))!;
  const byDay = new Map<number, number[]>();
  const byBlock = new Map<number, number[]>();
  for (const v of timed) {
    const at = new Date(v.publishedAt);
    const ratio = v.firstWeekViews! / typical;
    const day = at.getUTCDay();
    const block = Math.floor(at.getUTCHours() / BLOCK_HOURS);
    byDay.set(day, [...(byDay.get(day) ?? []), ratio]);
    byBlock.set(block, [...(byBlock.get(block) ?? []), ratio]);
  }
  const day = best(byDay);
  const block = best(byBlock);
  if (!day || !block) {
    return { text: `Not enough uploads per weekday yet (each needs ${MIN_PER_GROUP}; ${timed.length} timed uploads so far)`, measured: false };
  }
  const from = block.key * BLOCK_HOURS;
  const name = WEEKDAYS[day.key]!;
  return {
    text:
      `${name}, ${hh(from)}–${hh((from + BLOCK_HOURS) % 24)} UTC: first-week views ${round1(day.ratio)}× your median on ${day.uploads} ${name} uploads, ` +
      `${round1(block.ratio)}× on ${block.uploads} uploads in that block (of ${timed.length} measured)`,
    measured: true,
  };
}
