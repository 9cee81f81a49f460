// The Content Idea Generator's engine: pure, deterministic, no I/O. The service gathers the
// evidence from D1 (ideas.engines.server.ts); this ranks topics by it and writes each idea's title,
// reasoning, difficulty, upload time and tags. How it measures: docs/content-ideas.md.
import { median } from "~/lib/stats";
import { longFormGaps, relativeViews, round1, settledLongForm } from "./channel-measures";
import {
  type Candidate,
  marketCandidates,
  outlierCandidates,
  ownTopicCandidates,
  questionPart,
  requestCandidates,
  trendCandidates,
} from "./candidates";
import { difficultyOf } from "./difficulty";
import { candidatesMerge } from "./merge";
import { RECENT_COVERAGE_DAYS, type Scored, rankCandidates, trendScore } from "./rank";
import { covers, videoTermSet } from "./terms";
import { writeTitle } from "./title";
import type { IdeaInput, RankedIdea, UploadTime } from "./types";
import { bestUploadTime } from "./upload-time";

export { IDEAS_PER_BATCH, freshness, trendScore } from "./rank";
export { keyOf, keyTerms, sameTopic, topicKey, topicTerms } from "./terms";
export { isoWeek, isoWeekStart, nextCronRun } from "./schedule";
export { measureTitle } from "./title";
export type * from "./types";

const DAY_MS = 86_400_000;
const MAX_TAGS = 8;
const MAX_TAG_CHARS = 30;

export type IdeaOutput = {
  ideas: RankedIdea[];
  uploadTime: UploadTime;
  /** Topics that had evidence, after merging near-duplicates. */
  candidates: number;
  dropped: { dismissed: number; coveredRecently: number; previousBatch: number };
  /** Candidate topics each source produced (before merging). */
  sources: { requests: number; ownTopics: number; competitorOutliers: number; market: number; trends: number };
};

const ms = (iso: string) => Date.parse(iso);

function tagsOf(c: Scored): string[] {
  const out: string[] = [];
  for (const raw of [c.label, ...c.tags, ...c.terms]) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (tag.length < 2 || [...tag].length > MAX_TAG_CHARS || out.includes(tag)) continue;
    out.push(tag);
    if (out.length === MAX_TAGS) break;
  }
  return out;
}

function reasoningOf(c: Scored, nowMs: number): string {
  const parts = [...c.parts].sort((a, b) => b.strength - a.strength);
  const newest = Math.max(...parts.map((p) => p.newestMs));
  const days = Math.max(0, Math.round((nowMs - newest) / DAY_MS));
  const evidence = parts.map((p) => p.evidence[0]!.text).join(". ");
  return (
    `${evidence}. Demand ${round1(c.demand)} × freshness ${c.freshness.toFixed(2)} (newest evidence ${days} day${days === 1 ? "" : "s"} old) ` +
    `= score ${round1(c.score)}, trend score ${trendScore(c.score)}.`
  );
}

export function generateIdeas(input: IdeaInput): IdeaOutput {
  const nowMs = ms(input.now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`generateIdeas: invalid now "${input.now}"`);
  const own = input.ownVideos;
  const relative = relativeViews(own, nowMs);

  const sources = {
    requests: requestCandidates(input.comments),
    ownTopics: ownTopicCandidates(input.ownClusters, own, relative),
    competitorOutliers: outlierCandidates(input.competitorVideos, own),
    market: marketCandidates(input.market),
    trends: trendCandidates(input.trends, nowMs),
  };
  const merged: Candidate[] = candidatesMerge(Object.values(sources).flat());
  for (const c of merged) {
    const part = questionPart(c, input.comments);
    if (part) c.parts.push(part);
  }

  const recentUploads = own
    .filter((v) => nowMs - ms(v.publishedAt) <= RECENT_COVERAGE_DAYS * DAY_MS && ms(v.publishedAt) <= nowMs)
    .map(videoTermSet);
  const ranking = rankCandidates({
    candidates: merged,
    nowMs,
    recentUploads,
    dismissedKeys: input.dismissedKeys,
    previousKeys: input.previousKeys,
  });

  const longForm = own.filter((v) => !v.isShort);
  const gaps = longFormGaps(own);
  const channelMedianDuration = median(longForm.map((v) => v.durationSeconds).filter((d) => d > 0));
  const channelMedianGap = median([...gaps.values()].filter((g) => g > 0));
  const settled = settledLongForm(own, nowMs);
  const year = new Date(nowMs).getUTCFullYear();

  const ideas = ranking.ranked.map<RankedIdea>((c) => {
    const similar = settled.filter((v) => covers(videoTermSet(v), c.terms));
    const { difficulty, reason } = difficultyOf({
      similar: similar.map((v) => ({ durationSeconds: v.durationSeconds, gapDays: gaps.get(v.id) ?? null })),
      referenceDurations: c.referenceDurations,
      channelMedianDuration,
      channelMedianGap,
    });
    const written = writeTitle({
      label: c.label,
      formatWord: c.formatWords[0] ?? null,
      requested: c.requested,
      year,
      evidence: input.titleEvidence,
    });
    return {
      topic: c.label,
      topicKey: c.key,
      title: written.title,
      titleNote: written.note,
      titlePatterns: written.patterns,
      reasoning: reasoningOf(c, nowMs),
      evidence: [...c.parts].sort((a, b) => b.strength - a.strength).flatMap((p) => p.evidence),
      demand: c.demand,
      freshness: c.freshness,
      score: c.score,
      scoreParts: c.parts.map((p) => ({ kind: p.kind, strength: p.strength })),
      trendScore: trendScore(c.score),
      difficulty,
      difficultyReason: reason,
      tags: tagsOf(c),
    };
  });

  return {
    ideas,
    uploadTime: bestUploadTime(own, input.timeZone),
    candidates: ranking.candidates,
    dropped: ranking.dropped,
    sources: Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, v.length])) as IdeaOutput["sources"],
  };
}
