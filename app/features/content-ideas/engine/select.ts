// Which ranked topics make the batch, and why each holds its place.
//
//   1. The ranked topics (rank.ts), best score first, the replaced batch's topics last; an idea
//      whose title would read as a fragment, or whose title's words repeat another idea's, is
//      passed over, so the batch's titles and topics are distinct.
//   2. A competitor's outlier is the strongest sign we have of what works for channels like this
//      one now: when one exists and none made the batch, the best of them takes the last place.
//   3. While the batch is short of IDEAS_PER_BATCH, follow-ups to the channel's own best uploads
//      fill it (candidates.ts `ownUploadCandidates`, labelled as such and thin), so a channel
//      with uploads always gets a full batch; the replaced batch's topics still come last (one
//      backed by a competitor's outlier on its upload's topic is ranked in 1 instead). A
//      follow-up also takes the place of a competitor's outlier that scores lower and is thin and
//      off the channel's topics (neither fitting nor clearly leading, it is no better a reason than
//      the channel's own hit), though never the batch's only competitor outlier.
//   4. The batch is shown best score first, follow-ups to own uploads after the ideas with solid
//      outside evidence whatever their score (they only fill); below those, thin outside ideas and
//      follow-ups go by score alike, for the reason in 3. Each idea says its rank and what placed it.
import type { Scored } from "./rank";
import { readsAsFragment, titleKey } from "./phrases";
import { sameTopic } from "./terms";
import type { WrittenTitle } from "./title";
import { round1 } from "~/lib/stats";

/** "outscored": a follow-up to an own upload that took the place of a thin, off-topic outlier scoring lower. */
export type Placement = "rank" | "competitor" | "fill" | "outscored";

/** `repeat`: the topic was in the batch this one replaces (it came back because too few others had evidence). */
export type Selected = Scored & { written: WrittenTitle; placed: Placement; repeat: boolean };

export type SelectInput = {
  /** Ranked, the replaced batch's topics last (rank.ts). */
  ordered: readonly Scored[];
  /** Own-upload follow-ups, best first, dismissed topics already out. */
  fallbacks: readonly Scored[];
  /** Whether a topic was in the batch being replaced. */
  isPrevious: (c: Scored) => boolean;
  limit: number;
  write: (c: Scored) => WrittenTitle;
};

const hasOutlier = (c: Scored) => c.parts.some((p) => p.kind === "competitor-outlier");
const isFollowUp = (c: Selected) => c.placed === "fill" || c.placed === "outscored";

export function selectBatch(input: SelectInput): { selected: Selected[]; previousLeftOut: number } {
  const picked: Selected[] = [];
  const tryAdd = (c: Scored, placed: Placement): boolean => {
    if (picked.some((p) => p.key === c.key || sameTopic(p.terms, c.terms))) return false;
    const written = input.write(c);
    if (readsAsFragment(written.title)) return false;
    const key = titleKey(written.title);
    if (picked.some((p) => titleKey(p.written.title) === key)) return false;
    picked.push({ ...c, written, placed, repeat: input.isPrevious(c) });
    return true;
  };
  const fresh = input.ordered.filter((c) => !input.isPrevious(c));
  const repeats = input.ordered.filter((c) => input.isPrevious(c));
  const fill = (list: readonly Scored[], placed: Placement) => {
    for (const c of list) {
      if (picked.length >= input.limit) return;
      tryAdd(c, placed);
    }
  };

  fill(fresh, "rank");
  if (!picked.some(hasOutlier)) {
    // The best outlier that can join: the lowest-ranked idea gives up its place to it.
    const removed = picked.length >= input.limit ? picked.pop()! : null;
    const joined = [...fresh, ...repeats].some((c) => hasOutlier(c) && tryAdd(c, "competitor"));
    if (!joined && removed) picked.push(removed);
  }
  const freshFallbacks = input.fallbacks.filter((c) => !input.isPrevious(c));
  outscoreThin(picked, freshFallbacks, tryAdd);
  fill(freshFallbacks, "fill");
  fill(repeats, "rank");
  fill(
    input.fallbacks.filter((c) => input.isPrevious(c)),
    "fill",
  );

  const selected = inShowingOrder(picked);
  const previousLeftOut = repeats.filter((c) => !selected.some((s) => s.key === c.key)).length;
  return { selected, previousLeftOut };
}

/**
 * Follow-ups (best first) take the places of thin, off-topic competitor outliers that score lower,
 * the weakest first; the batch keeps one competitor outlier if it has one.
 */
function outscoreThin(
  picked: Selected[],
  fallbacks: readonly Scored[],
  tryAdd: (c: Scored, placed: Placement) => boolean,
): void {
  for (const follow of fallbacks) {
    const outliers = picked.filter(hasOutlier).length;
    const weakest = picked
      .filter((p) => p.placed === "rank" && p.thin !== null && p.parts.every((part) => part.offTopic) && outliers > 1)
      .sort((a, b) => a.score - b.score)[0];
    if (!weakest || weakest.score >= follow.score) return;
    picked.splice(picked.indexOf(weakest), 1);
    if (!tryAdd(follow, "outscored")) picked.push(weakest);
  }
}

const byScore = (a: Selected, b: Selected) => b.score - a.score || a.key.localeCompare(b.key);

/**
 * Best score first, every follow-up to an own upload after the last idea with solid outside
 * evidence; below that, follow-ups and thin outside ideas go by score alike.
 */
function inShowingOrder(picked: readonly Selected[]): Selected[] {
  const outside = picked.filter((c) => !isFollowUp(c)).sort(byScore);
  const fills = picked.filter(isFollowUp);
  const lastSolid = outside.findLastIndex((c) => c.thin === null);
  return [...outside.slice(0, lastSolid + 1), ...[...outside.slice(lastSolid + 1), ...fills].sort(byScore)];
}

const ordinal = (n: number) => (n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`);

/** Why an idea holds its place: its rank by evidence strength, the idea above it, and what placed it. */
export function rankReason(selected: readonly Selected[], index: number, limit: number): string {
  const idea = selected[index]!;
  const above = index > 0 ? selected[index - 1]! : null;
  const rank =
    `Ranked ${ordinal(index + 1)} of ${selected.length} by evidence strength (score ${round1(idea.score)})` +
    (above ? `, after “${above.written.title}” (${round1(above.score)}).` : ", the strongest evidence in this batch.");
  const again = idea.repeat ? " It was in your last batch too: too few new topics had evidence." : "";
  if (idea.placed === "fill" && above && !isFollowUp(above) && above.score < idea.score)
    return `${rank} Added from your own uploads so the batch has ${limit} ideas: no other topic had evidence left, and an own upload comes after outside evidence.${again}`;
  if (idea.placed === "competitor")
    return `${rank} It keeps a place as your competitors' strongest recent outlier for your channel: what beat a similar channel's median is the best sign of what works now.${again}`;
  if (idea.placed === "fill")
    return `${rank} Added from your own uploads so the batch has ${limit} ideas: no other topic had evidence left.${again}`;
  if (idea.placed === "outscored")
    return `${rank} From your own uploads: it scores above a competitor's outlier it replaced, one off your topics and no clear lead.${again}`;
  return `${rank}${again}`;
}
