// The Content Idea Generator's engine: pure, deterministic, no I/O. The service gathers the
// evidence from D1 (ideas.engines.server.ts); this ranks topics by it and writes each idea's title,
// reasoning, difficulty, upload time and tags. How it measures: docs/content-ideas.md.
import { median, round1 } from "~/lib/stats";
import { longFormGaps, relativeViews, settledLongForm } from "./channel-measures";
import {
  type Candidate,
  marketCandidates,
  outlierCandidates,
  ownTopicCandidates,
  ownUploadCandidates,
  questionPart,
  requestCandidates,
  trendCandidates,
} from "./candidates";
import { difficultyOf } from "./difficulty";
import { backFollowUps, candidatesMerge } from "./merge";
import {
  IDEAS_PER_BATCH,
  RECENT_COVERAGE_DAYS,
  type Scored,
  inRankOrder,
  isDismissed,
  rankCandidates,
  scoreCandidate,
  trendScore,
} from "./rank";
import { rankReason, selectBatch } from "./select";
import { covers, keyTerms, sameTopic, videoTermSet } from "./terms";
import { writeTitle } from "./title";
import type { IdeaInput, RankedIdea, UploadTime } from "./types";
import { bestUploadTime } from "./upload-time";

export { IDEAS_PER_BATCH, freshness, trendScore } from "./rank";
export { asks, askAbout } from "./asks";
export { readsAsFragment, titleKey } from "./phrases";
export { covers, keyOf, keyTerms, sameTopic, topicKey, topicTerms, videoTermSet } from "./terms";
export { isoWeek, isoWeekStart, nextCronRun } from "./schedule";
export { measureTitle, writeTitle } from "./title";
export { topicLabel } from "./terms";
export { MIN_SETTLED, relativeViews } from "./channel-measures";
export { MIN_OWN_TOPIC_VIDEOS, topicStandings, type TopicStanding } from "./topic-standings";
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
  /** Candidate topics each source produced (before merging); ownUploads only fill a short batch. */
  sources: {
    requests: number;
    ownTopics: number;
    competitorOutliers: number;
    market: number;
    trends: number;
    ownUploads: number;
  };
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

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What is thin about an idea's evidence and what would help, as one sentence pair; null when solid. */
function thinnessOf(c: Scored): string | null {
  if (!c.thin) return null;
  const what = [...new Set(c.thin.map((t) => t.what))].join("; ");
  const help = [...new Set(c.thin.map((t) => t.help))].join("; or ");
  return `Thin evidence: ${what}. What would help: ${help}.`;
}

function reasoningOf(c: Scored, nowMs: number, rank: string): string {
  const parts = [...c.parts].sort((a, b) => b.strength - a.strength);
  const newest = Math.max(...parts.map((p) => p.newestMs));
  const days = Math.max(0, Math.round((nowMs - newest) / DAY_MS));
  const evidence = parts.map((p) => capitalised(p.evidence[0]!.text)).join(". ");
  const thin = thinnessOf(c);
  return (
    `${evidence}. ${thin ? `${thin} ` : ""}Demand ${round1(c.demand)} × freshness ${c.freshness.toFixed(2)} (newest evidence ${days} day${days === 1 ? "" : "s"} old)` +
    `${thin ? " × ½ for thin evidence" : ""} = score ${round1(c.score)}, trend score ${trendScore(c.score)}. ${rank}`
  );
}

export function generateIdeas(input: IdeaInput): IdeaOutput {
  const nowMs = ms(input.now);
  if (!Number.isFinite(nowMs)) throw new RangeError(`generateIdeas: invalid now "${input.now}"`);
  const own = input.ownVideos;
  const relative = relativeViews(own, nowMs);

  const requests = requestCandidates(input.comments);
  const sources = {
    requests,
    ownTopics: ownTopicCandidates(input.ownClusters, own, relative),
    // What the channel's viewers ask for is something it can make: it counts for a topic's fit.
    competitorOutliers: outlierCandidates(input.competitorVideos, own, {
      nowMs,
      niche: input.niche ?? null,
      requested: requests,
    }),
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
  // Follow-ups to the channel's own uploads: only to fill a batch that would be short, unless a
  // competitor's outlier on the upload's topic backs one (then it is ranked with the others).
  const dismissed = input.dismissedKeys.map(keyTerms).filter((t) => t.length > 0);
  const ownUploads = ownUploadCandidates(own, relative, nowMs, input.channelName ?? null).filter(
    (c) => !isDismissed(dismissed, c.terms),
  );
  const byId = new Map(own.map((v) => [v.id, v]));
  const { backed, rest } = backFollowUps(ownUploads, ranking.covered, (followUp, topic) => {
    const upload = followUp.follows ? byId.get(followUp.follows) : undefined;
    return upload !== undefined && covers(videoTermSet(upload), topic.terms);
  });
  const fallbacks = rest.map((c) => scoreCandidate(c, nowMs));
  const previous = input.previousKeys.map(keyTerms).filter((t) => t.length > 0);
  const isPrevious = (c: Scored) => previous.some((p) => sameTopic(p, c.terms));
  const year = new Date(nowMs).getUTCFullYear();
  const { selected, previousLeftOut } = selectBatch({
    ordered: inRankOrder([...ranking.ordered, ...backed.map((c) => scoreCandidate(c, nowMs))], isPrevious),
    fallbacks,
    isPrevious,
    limit: IDEAS_PER_BATCH,
    write: (c) =>
      writeTitle({
        label: c.label,
        formatWord: c.formatWords[0] ?? null,
        requested: c.requested,
        year,
        evidence: input.titleEvidence,
        titled: c.titled,
        followUp: c.followUp,
      }),
  });

  const longForm = own.filter((v) => !v.isShort);
  const gaps = longFormGaps(own);
  const channelMedianDuration = median(longForm.map((v) => v.durationSeconds).filter((d) => d > 0));
  const channelMedianGap = median([...gaps.values()].filter((g) => g > 0));
  const settled = settledLongForm(own, nowMs);

  const ideas = selected.map<RankedIdea>((c, index) => {
    const similar = settled.filter((v) => covers(videoTermSet(v), c.terms));
    const { difficulty, reason } = difficultyOf({
      similar: similar.map((v) => ({ durationSeconds: v.durationSeconds, gapDays: gaps.get(v.id) ?? null })),
      referenceDurations: c.referenceDurations,
      channelMedianDuration,
      channelMedianGap,
    });
    const written = c.written;
    const rank = rankReason(selected, index, IDEAS_PER_BATCH);
    return {
      topic: c.label,
      topicKey: c.key,
      title: written.title,
      titleNote: written.note,
      titlePatterns: written.patterns,
      reasoning: reasoningOf(c, nowMs, rank),
      evidence: [...c.parts].sort((a, b) => b.strength - a.strength).flatMap((p) => p.evidence),
      demand: c.demand,
      freshness: c.freshness,
      score: c.score,
      scoreParts: c.parts.map((p) => ({ kind: p.kind, strength: p.strength })),
      trendScore: trendScore(c.score),
      difficulty,
      difficultyReason: reason,
      tags: tagsOf(c),
      evidenceStrength: c.thin ? "thin" : "solid",
      thinEvidence: thinnessOf(c),
      rankReason: rank,
    };
  });

  return {
    ideas,
    uploadTime: bestUploadTime(own, input.timeZone),
    candidates: ranking.candidates,
    dropped: { ...ranking.dropped, previousBatch: previousLeftOut },
    sources: {
      ...(Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, v.length])) as Omit<
        IdeaOutput["sources"],
        "ownUploads"
      >),
      ownUploads: ownUploads.length,
    },
  };
}
