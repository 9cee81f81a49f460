// Ranking. Every candidate's score is its demand evidence times its freshness:
//
//   demand    D = Σ strengths of its evidence (see candidates.ts; one per kind of evidence)
//   freshness F = max(0.25, 0.5 ^ (days since the newest evidence ÷ 90))   (evidence 90 days old counts half)
//   score     S = D × F
//   trendScore  = round(100 × (1 − e^(−S ÷ 2)))   (0–100; S = 1 → 39, S = 3.2 → 80, S = 4.6 → 90)
//
// So 30 distinct viewers asking (log2 31 ≈ 4.95) outranks 2 asking (log2 3 ≈ 1.58) at the same
// freshness, and an idea backed by two kinds of evidence adds them up.
import { type Candidate, strengthOf } from "./candidates";
import { IDEAS_PER_BATCH } from "../messages";
import { covers, keyTerms, sameTopic, topicKey } from "./terms";

export { IDEAS_PER_BATCH };

const DAY_MS = 86_400_000;
export const HALF_LIFE_DAYS = 90;
export const MIN_FRESHNESS = 0.25;
export const TREND_SCALE = 2;
/** A topic with an own upload this recent is covered: no idea on it. */
export const RECENT_COVERAGE_DAYS = 60;

export function freshness(newestMs: number, nowMs: number): number {
  const days = Math.max(0, (nowMs - newestMs) / DAY_MS);
  return Math.max(MIN_FRESHNESS, Math.pow(0.5, days / HALF_LIFE_DAYS));
}

export function trendScore(score: number): number {
  return Math.round(100 * (1 - Math.exp(-Math.max(0, score) / TREND_SCALE)));
}

export type Scored = Candidate & { demand: number; freshness: number; score: number; key: string };

export function scoreCandidate(c: Candidate, nowMs: number): Scored {
  const demand = strengthOf(c);
  const newest = Math.max(...c.parts.map((p) => p.newestMs));
  const f = freshness(newest, nowMs);
  return { ...c, demand, freshness: f, score: demand * f, key: topicKey(c.terms) };
}

export type Ranking = {
  ranked: Scored[];
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
  limit?: number;
};

/** Drops dismissed and recently covered topics from merged candidates, ranks, and keeps the top `limit`. */
export function rankCandidates(input: RankInput): Ranking {
  const limit = input.limit ?? IDEAS_PER_BATCH;
  const merged = input.candidates;
  const dismissed = input.dismissedKeys.map(keyTerms).filter((t) => t.length > 0);
  const previous = input.previousKeys.map(keyTerms).filter((t) => t.length > 0);
  const dropped = { dismissed: 0, coveredRecently: 0, previousBatch: 0 };
  const kept: Scored[] = [];
  for (const c of merged) {
    if (dismissed.some((d) => sameTopic(d, c.terms))) {
      dropped.dismissed += 1;
      continue;
    }
    if (input.recentUploads.some((terms) => covers(terms, c.terms))) {
      dropped.coveredRecently += 1;
      continue;
    }
    kept.push(scoreCandidate(c, input.nowMs));
  }
  kept.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  // "New ideas": the topics of the batch being replaced wait while enough others remain.
  const fresh = kept.filter((c) => !previous.some((p) => sameTopic(p, c.terms)));
  const repeats = kept.filter((c) => previous.some((p) => sameTopic(p, c.terms)));
  const ranked = [...fresh, ...repeats].slice(0, limit);
  dropped.previousBatch = repeats.filter((c) => !ranked.includes(c)).length;
  return { ranked, dropped, candidates: merged.length };
}
