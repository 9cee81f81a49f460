// Title suggestions taken against those not taken.
//
// A title suggestion is about one upload (the Thumbnail & Title Optimizer rewrites the title of an
// upload already up), so its upload is known when it is made and kept confirmed. It is _taken_
// when that upload's title now is the suggested one (spaces aside), or, when it changed to
// something else than the title it replaced, when matchScore(suggested, title now) ≥ TAKEN_MIN and
// above matchScore(replaced, title now). An unchanged title is not taken (a rewrite that moves or
// capitalises words has the same words, so the word score alone cannot tell them apart).
//
// Compared: the upload's views at 28 days ÷ the channel's median as known when the suggestion was
// made, for the uploads that took a suggestion against those that did not, each as a median with
// its count. Only suggestions made before their upload was 28 days old count there: later, the
// 28-day figure was already settled and no title change could have moved it.
import { median } from "~/lib/stats";
import { matchScore } from "./match";
import { medianBounds, wilson } from "./score-stats";
import type { LedgerEntry } from "./types";
import { DAY_HOURS, HOUR_MS } from "./views-at-age";

export const TAKEN_MIN = 0.7;

const plain = (s: string) => s.trim().replace(/\s+/g, " ");

/** Whether the upload's title now took the suggestion; null when the upload's title is not known. */
export function titleTaken(suggested: string, replaced: string, titleNow: string | null | undefined): boolean | null {
  if (titleNow === null || titleNow === undefined) return null;
  const now = plain(titleNow);
  if (now === plain(suggested)) return true;
  if (replaced && now === plain(replaced)) return false;
  const toSuggested = matchScore({ title: suggested, topic: "" }, now);
  const toReplaced = replaced ? matchScore({ title: replaced, topic: "" }, now) : 0;
  return toSuggested >= TAKEN_MIN && toSuggested > toReplaced;
}

export type TitleScore = {
  /** Title suggestions kept. */
  suggested: number;
  /** Of those, the ones whose upload is confirmed and its title read. */
  matched: number;
  taken: number;
  notTaken: number;
  /** Uploads with views at 28 days ÷ the median then known, suggested before 28 days of age. */
  takenScored: number;
  notTakenScored: number;
  /** The medians of those ratios (1 = the channel's median then). */
  takenMedian: number | null;
  notTakenMedian: number | null;
  sentence: string;
};

export type TitleOutcome = Pick<LedgerEntry, "kind" | "madeAtMs" | "views28" | "baseline28"> & {
  taken: boolean | null;
  /** When the matched upload went up (null when unknown). */
  publishedMs: number | null;
};

/** views28 ÷ baseline, when the suggestion came before the upload's 28-day figure was settled. */
export function relativeViews(o: TitleOutcome): number | null {
  if (o.views28 === null || o.baseline28 === null || o.baseline28 <= 0 || o.publishedMs === null) return null;
  if (o.madeAtMs >= o.publishedMs + 28 * DAY_HOURS * HOUR_MS) return null;
  return o.views28 / o.baseline28;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const times = (x: number) => `${(Math.round(x * 100) / 100).toFixed(2)}×`;
const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

function sideText(label: string, values: number[]): string {
  const m = median(values);
  if (m === null) return `${label}: none scored yet`;
  const b = medianBounds(values);
  return `${label}: ${times(m)} your channel's median at 28 days (${values.length} ${values.length === 1 ? "upload" : "uploads"}${
    b ? `; likely ${times(b.low)}–${times(b.high)}` : ""
  })`;
}

export function scoreTitles(outcomes: readonly TitleOutcome[]): TitleScore {
  const titles = outcomes.filter((o) => o.kind === "title");
  const decided = titles.filter((o) => o.taken !== null);
  const taken = decided.filter((o) => o.taken);
  const ratios = (list: readonly TitleOutcome[]) => list.map(relativeViews).filter((x): x is number => x !== null);
  const takenRatios = ratios(taken);
  const notTakenRatios = ratios(decided.filter((o) => !o.taken));
  const n = decided.length;
  let sentence: string;
  if (titles.length === 0)
    sentence =
      "No title suggestion has been kept yet: each title the Thumbnail & Title Optimizer suggests is kept here and checked against your upload's title.";
  else if (n === 0)
    sentence = `${titles.length} title ${titles.length === 1 ? "suggestion" : "suggestions"} kept; none of their uploads has been read yet.`;
  else {
    const w = wilson(taken.length, n);
    const share = `${taken.length} of ${n} title suggestions were taken (${pct(taken.length / n)}; ${
      n < 10
        ? `with ${n} this says little yet, the true share could be ${pct(w.low)}–${pct(w.high)}`
        : `likely ${pct(w.low)}–${pct(w.high)}`
    }).`;
    const compared =
      takenRatios.length + notTakenRatios.length === 0
        ? " None is scored yet: an upload counts once it is 28 days old, if the suggestion came before then."
        : ` ${sideText("Taken", takenRatios)}; ${sideText("not taken", notTakenRatios)}.${
            Math.min(takenRatios.length, notTakenRatios.length) < 10
              ? " With fewer than 10 on a side the difference says little yet."
              : ""
          }`;
    sentence = share + compared;
  }
  return {
    suggested: titles.length,
    matched: n,
    taken: taken.length,
    notTaken: n - taken.length,
    takenScored: takenRatios.length,
    notTakenScored: notTakenRatios.length,
    takenMedian: round3(median(takenRatios)),
    notTakenMedian: round3(median(notTakenRatios)),
    sentence,
  };
}
