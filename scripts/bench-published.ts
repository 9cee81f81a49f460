// `npx tsx scripts/bench-published.ts`: the projection of a published upload to 28 days
// (engine/published-projection.ts: the growth curve, and its 80% range fitted on the GB fit half
// by scripts/train-published-spread.ts), measured on real trajectories it was not fitted on.
import { DEFAULT_AGE_CURVES } from "../app/features/video-forecast/engine/age-curve";
import { projectPublished } from "../app/features/video-forecast/engine/published-projection";
import { PUBLISHED_SPREAD } from "../app/features/video-forecast/engine/published-spread-default";
import { quantileOfSorted } from "../app/lib/stats";
import { finishBench, machineLine } from "./bench-doc";
import { measure, pairsOf } from "./train-published-spread";
import { isFitHalf } from "./trending-trajectories";

const rows = [
  ["GB trending, fit half (the range was fitted here)", pairsOf("GB", isFitHalf)],
  ["GB trending, held-out half", pairsOf("GB", (id) => !isFitHalf(id))],
  ["CA trending, whole file (another country and season)", pairsOf("CA", () => true)],
] as const;
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
/**
 * Competitor Monitor's use of the curve: one reading of each pair estimated from the other along
 * the curve, against taking the other reading as it is (what the monitor did before). The log
 * error is the same in either direction. The median error as a factor (×1.10 = 10% off either way).
 */
function backwardsError(pairs: readonly { actual: number; expected: number }[]): { curve: number; asRead: number } {
  const factor = (errors: number[]) =>
    Math.exp(
      quantileOfSorted(
        [...errors].sort((x, y) => x - y),
        0.5,
      ),
    );
  return {
    curve: factor(pairs.map((p) => Math.abs(p.actual - p.expected))),
    asRead: factor(pairs.map((p) => Math.abs(p.actual))),
  };
}
const lines = rows.map(([label, pairs]) => {
  const m = measure(pairs, PUBLISHED_SPREAD);
  const back = backwardsError(pairs);
  return `| ${label} | ${m.n.toLocaleString("en-US")} | ${percent(m.coverage)} | ${m.scale.toFixed(2)} | ×${m.width.toFixed(2)} | ×${back.curve.toFixed(2)} / ×${back.asRead.toFixed(2)} |`;
});
const week = projectPublished(100_000, 7 * 24, DEFAULT_AGE_CURVES.long);
const day = projectPublished(100_000, 24, DEFAULT_AGE_CURVES.long);
const held = measure(rows[1][1], PUBLISHED_SPREAD);
const missed = held.coverage < 0.7 ? [`GB held-out coverage ${percent(held.coverage)} (goal 70% or more)`] : [];

finishBench(
  "PUBLISHED-PROJECTION",
  {
    heading: "A published upload projected to 28 days (dashboard momentum, Video Forecast, Ask)",
    intro:
      "One projection for every place that projects a published upload (`engine/published-projection.ts`): its views now grown by the channel's growth curve from its age to 28 days (the default curve from real GB trending trajectories unless the channel's own readings give one), with an 80% range scaling that growth by the 10th and 90th percentiles (" +
      `${PUBLISHED_SPREAD.q10}, ${PUBLISHED_SPREAD.q90}` +
      ") of actual ÷ curve-expected log growth, fitted on the GB fit half (`scripts/train-published-spread.ts`). Rows: every pair of a video's daily readings while trending where the curve expects some growth (ages from first sight + 24 h, as the curve assumes); coverage = later reading inside the range projected from the earlier; scale = median actual ÷ curve growth (1 = the curve right on average); the last column carries one reading of each pair to the other's age along the curve, as Competitor Monitor does for a peer read at another age than the one compared (`engine/baseline.ts`: back from a later reading, or forward from an earlier one for its oldest uploads), against taking the reading as it is; on the log scale the error is the same either way. Trending videos are not typical uploads: CA's grew faster than GB's, which no one curve fits (the range is GB's).",
    body: [
      `Machine: ${machineLine()}; ${new Date().toISOString().slice(0, 10)}.`,
      "",
      "| data | pairs | 80% range covers | median actual ÷ curve growth | median range width | one reading of a pair from the other, median error: along the curve / the other as read (Competitor Monitor's peers) |",
      "|---|---|---|---|---|---|",
      ...lines,
      "",
      "The last column covers readings a few days apart in a video's first week, which is all these files hold: for a peer read months from the age compared, the curve's power-law tail beyond a week is extrapolated, not measured.",
      "",
      `On the default curve an upload 7 days old with 100,000 views is projected to ${week.expected.toLocaleString("en-US")} at 28 days (${week.low.toLocaleString("en-US")}–${week.high.toLocaleString("en-US")}); one a day old to ${day.expected.toLocaleString("en-US")} (${day.low.toLocaleString("en-US")}–${day.high.toLocaleString("en-US")}).`,
    ].join("\n"),
  },
  missed,
);
