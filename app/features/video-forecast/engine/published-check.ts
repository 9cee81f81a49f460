// How the projection of a published upload (published-projection.ts) did on the channel's own
// uploads: each upload with a reading between 1 and 14 days old and its views at 28 days known,
// projected from the reading nearest a week old and compared with what it reached at 28 days.
import { type AgeCurves, REFERENCE_HOURS } from "./age-curve";
import { projectPublished } from "./published-projection";
import { prepareTrajectory, toTau, trustedYAt } from "./trajectory-points";
import type { TrajectoryPoint } from "./types";

export type PublishedCheck = { n: number; mdape: number | null; inside: number };

const WEEK_HOURS = 7 * 24;

export function publishedCheck(
  trajectories: readonly { points: readonly TrajectoryPoint[]; isShort: boolean }[],
  curves: AgeCurves,
): PublishedCheck {
  const errors: number[] = [];
  let inside = 0;
  for (const t of trajectories) {
    const prepared = prepareTrajectory(t.points);
    const at28 = prepared ? trustedYAt(prepared, toTau(REFERENCE_HOURS)) : null;
    if (at28 === null) continue;
    const actual = Math.expm1(at28);
    const from = t.points
      .filter((p) => p.hours >= 24 && p.hours <= 14 * 24)
      .sort((a, b) => Math.abs(a.hours - WEEK_HOURS) - Math.abs(b.hours - WEEK_HOURS))[0];
    if (!from || actual <= 0) continue;
    const f = projectPublished(from.views, from.hours, t.isShort ? curves.short : curves.long);
    errors.push(Math.abs(f.expected / actual - 1));
    if (actual >= f.low - 0.5 && actual <= f.high + 0.5) inside++;
  }
  errors.sort((a, b) => a - b);
  const mid = errors.length >> 1;
  const mdape = errors.length === 0 ? null : errors.length % 2 ? errors[mid]! : (errors[mid - 1]! + errors[mid]!) / 2;
  return { n: errors.length, mdape, inside };
}

/** The check in words, for "How accurate is this?". */
export function publishedCheckSentence(check: PublishedCheck, curveSource: "channel" | "default"): string {
  const curve =
    curveSource === "channel"
      ? "the growth curve of your own uploads' readings"
      : "a growth curve from real trending videos (your uploads' readings do not give one yet)";
  if (check.n === 0 || check.mdape === null)
    return `Each upload is projected to 28 days on ${curve}; none of your uploads has both a reading in its first two weeks and its views at 28 days to check it on yet.`;
  return `Each upload is projected to 28 days on ${curve}. Checked on ${check.n} of your uploads from a reading near a week old: the median miss at 28 days was ${Math.round(check.mdape * 100)}%, and ${check.inside} of ${check.n} landed inside the 80% range.`;
}
