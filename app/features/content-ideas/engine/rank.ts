// Ranking. Every candidate's score is its demand evidence times its freshness, halved when the
// evidence is thin:
//
//   demand    D = Σ strengths of its evidence (see candidates.ts; one per kind of evidence)
//   freshness F = max(0.25, 0.5 ^ (days since the newest evidence ÷ 90))   (evidence 90 days old counts half)
//   thin      T = ½ when every piece of evidence is thin (candidates.ts), else 1
//   score     S = D × F × T
//   trendScore  = round(100 × (1 − e^(−S ÷ 2)))   (0–100; S = 1 → 39, S = 3.2 → 80, S = 4.6 → 90)
//
// So 30 distinct viewers asking (log2 31 ≈ 4.95) outranks 2 asking (log2 3 ≈ 1.58) at the same
// freshness, an idea backed by two kinds of evidence adds them up, and one viewer's request
// (log2 2 = 1, thin) scores 0.5.
import { type Candidate, type Thin, strengthOf } from "./candidates";
import { IDEAS_PER_BATCH } from "../messages";
import { covers, keyTerms, sameTopic, topicKey } from "./terms";

export { IDEAS_PER_BATCH };

const DAY_MS = 86_400_000;
export const HALF_LIFE_DAYS = 90;
export const MIN_FRESHNESS = 0.25;
export const TREND_SCALE = 2;
/** What thin evidence counts for against solid evidence of the same strength. */
export const THIN_FACTOR = 0.5;
/** A topic with an own upload this recent is covered: no idea on it. */
export const RECENT_COVERAGE_DAYS = 60;

export function freshness(newestMs: number, nowMs: number): number {
  const days = Math.max(0, (nowMs - newestMs) / DAY_MS);
  return Math.max(MIN_FRESHNESS, Math.pow(0.5, days / HALF_LIFE_DAYS));
}

export function trendScore(score: number): number {
  return Math.round(100 * (1 - Math.exp(-Math.max(0, score) / TREND_SCALE)));
}

export type Scored = Candidate & {
  demand: number;
  freshness: number;
  score: number;
  key: string;
  /** Every part's thinness when all are thin; null when any part is solid. */
  thin: Thin[] | null;
};

export function scoreCandidate(c: Candidate, nowMs: number): Scored {
  const demand = strengthOf(c);
  const newest = Math.max(...c.parts.map((p) => p.newestMs));
  const f = freshness(newest, nowMs);
  const thin = c.parts.every((p) => p.thin) ? c.parts.map((p) => p.thin!) : null;
  return {
    ...c,
    demand,
    freshness: f,
    score: demand * f * (thin ? THIN_FACTOR : 1),
    key: topicKey(c.terms),
    thin,
  };
}

export type Ranking = {
  /** Every candidate kept, best first: the topics of the batch being replaced after the others. */
  ordered: Scored[];
  /** Candidates dropped because an own upload covered their topic recently (they may back its follow-up). */
  covered: Candidate[];
  dropped: { dismissed: number; coveredRecently: number; previousBatch: number };
  candidates: number;
};

export type RankInput = {
  /** Already merged (merge.ts): one candidate per topic. */
  candidates: readonly Candidate[];
  nowMs: number;
  /** Title and tag terms of own uploads published in the last RECENT_COVERAGE_DAYS days. */
  recentUploads: readonly ReadonlySet<string>[];
  dismissedKeys: readonly string[];
  previousKeys: readonly string[];
};

/** Whether a topic was dismissed (matched with the same rule as near-duplicates, so it never comes back). */
export const isDismissed = (dismissed: readonly string[][], terms: readonly string[]) =>
  dismissed.some((d) => sameTopic(d, terms));

/**
 * Drops dismissed and recently covered topics from merged candidates and ranks the rest by score.
 * "New ideas": the topics of the batch being replaced go after every other topic, so they come
 * back only when too few others remain (select.ts counts how many were left out).
 */
export function rankCandidates(input: RankInput): Ranking {
  const dismissed = input.dismissedKeys.map(keyTerms).filter((t) => t.length > 0);
  const previous = input.previousKeys.map(keyTerms).filter((t) => t.length > 0);
  const dropped = { dismissed: 0, coveredRecently: 0, previousBatch: 0 };
  const kept: Scored[] = [];
  const covered: Candidate[] = [];
  for (const c of input.candidates) {
    if (isDismissed(dismissed, c.terms)) {
      dropped.dismissed += 1;
      continue;
    }
    if (input.recentUploads.some((terms) => covers(terms, c.terms))) {
      dropped.coveredRecently += 1;
      covered.push(c);
      continue;
    }
    kept.push(scoreCandidate(c, input.nowMs));
  }
  return {
    ordered: inRankOrder(kept, (c) => previous.some((p) => sameTopic(p, c.terms))),
    covered,
    dropped,
    candidates: input.candidates.length,
  };
}

/** Best score first, the topics of the batch being replaced after every other. */
export function inRankOrder(scored: readonly Scored[], isPrevious: (c: Scored) => boolean): Scored[] {
  const sorted = [...scored].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return [...sorted.filter((c) => !isPrevious(c)), ...sorted.filter(isPrevious)];
}
