// The Description Rewriter's service: gathers the evidence for target keywords from D1 (the
// channel's best-performing videos, the analyzer's stored searches), hands everything to the pure
// engine (engine/), and keeps the page's newest 5 rewrites with running totals for the stats.
//
// Nothing here spends YouTube quota: search demand comes from searches already run in the
// Content Analyzer; the page says so and links there when a title's topic has none.
import { and, desc, eq, sql } from "drizzle-orm";
import { ownChannelOf, ownUpload, uploadsOf } from "~/features/channel-data/index.server";
import { searchesOf } from "~/features/market-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { descriptionRewrites } from "./store-tables";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { median, round1 } from "~/lib/stats";
import { bigrams, tokenize, unigrams } from "~/lib/title-words";
import {
  measureDescription,
  rewriteDescription,
  targetKeywords,
  type KeywordSources,
  type RuleResult,
  type WeightedTerm,
} from "./engine";

/** Rewrites kept per workspace (spec §9). */
const KEPT_REWRITES = 5;
/** Newest own videos read for the channel's terms and for the audit. */
const LIBRARY_VIDEOS = 300;
/** Videos younger than this have not shown how they perform yet. */
const SETTLED_MS = 7 * 24 * 60 * 60 * 1000;
/** Fewer settled uploads than this have no "best" ones worth learning keywords from. */
const MIN_SETTLED = 4;
/** "Best-performing": the top quarter of settled long-form videos by views. */
const BEST_SHARE = 0.25;
/** Rows of the audit shown (worst first); the rest are counted. */
const AUDIT_ROWS = 10;

/** Spec §3 "Rewrite result", plus what the page needs to show the measurements. */
export type RewriteResult = {
  id: string;
  videoId: string | null;
  originalTitle: string;
  originalDescription: string;
  rewrittenDescription: string;
  keywordsAdded: string[];
  seoScore: number;
  readabilityScore: number;
  keywordDensity: number;
  /** The SEO score's change in points, as text: "+18 SEO points". */
  estimatedRankingImprovement: string;
  reasoning: string;
  improvements: string[];
  targetKeywords: string[];
  seoScoreBefore: number;
  /** Checklist rules passed after the rewrite that failed before. */
  rulesFixed: number;
  checklist: RuleResult[];
  /** Where the target keywords came from, in words. */
  keywordEvidence: string;
  createdAt: string;
};

export type RewriteInput = { title: string; description: string; keywords?: string[]; videoId?: string | null };

/** `settled`: the channel's long-form uploads a week old or more; null when no channel is connected. */
type ChannelTerms = { terms: WeightedTerm[]; bestVideos: number; settled: number | null };

function titleTerms(title: string): Set<string> {
  const run = tokenize(title);
  return new Set([...unigrams(run), ...bigrams(run)].map((t) => t.term));
}

function addWeight(weights: Map<string, number>, term: string, weight: number) {
  weights.set(term, (weights.get(term) ?? 0) + weight);
}

function sortedTerms(weights: Map<string, number>): WeightedTerm[] {
  return [...weights]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
}

export type LibraryVideo = { title: string; tags: string[]; views: number; publishedAt: Date; isShort: boolean };

/** The own channel's newest videos, read once for both the keyword weights and the audit. */
async function libraryOf(db: Db, teamChannelId: string, channelId: string) {
  const rows = await uploadsOf(db, teamChannelId, channelId, { limit: LIBRARY_VIDEOS });
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    description: v.description,
    tags: v.tags,
    views: v.viewCount,
    publishedAt: v.publishedAt,
    isShort: v.isShort,
  }));
}

/**
 * Tags and title terms of the channel's best-performing settled long-form videos, each weighted by
 * how far the video beat the channel's median views.
 */
export function channelTerms(library: readonly LibraryVideo[], now: Date): ChannelTerms {
  const settled = library.filter((r) => !r.isShort && now.getTime() - r.publishedAt.getTime() >= SETTLED_MS);
  const typical = median(settled.map((r) => r.views));
  if (!typical || settled.length < MIN_SETTLED) return { terms: [], bestVideos: 0, settled: settled.length };
  const best = [...settled]
    .sort((a, b) => b.views - a.views)
    .slice(0, Math.max(1, Math.round(settled.length * BEST_SHARE)));
  const weights = new Map<string, number>();
  for (const video of best) {
    const lift = video.views / typical;
    const run = tokenize(video.title);
    for (const token of [...unigrams(run), ...bigrams(run)]) addWeight(weights, token.term, lift);
    for (const tag of video.tags) {
      const clean = tag.trim().toLowerCase().replace(/\s+/g, " ");
      if (clean.length > 1 && clean.length <= 60) addWeight(weights, clean, lift);
    }
  }
  return { terms: sortedTerms(weights), bestVideos: best.length, settled: settled.length };
}

async function ownChannelTerms(db: Db, teamChannelId: string, now: Date): Promise<ChannelTerms> {
  const own = await ownChannelOf(db, teamChannelId);
  return own
    ? channelTerms(await libraryOf(db, teamChannelId, own.id), now)
    : { terms: [], bestVideos: 0, settled: null };
}

/**
 * Demand for the title's terms: in every analyzer search this workspace ran whose query shares a
 * term with the title, each result's terms that the title also uses earn log10(1 + views). Only
 * its own searches: the queries are named in the evidence, and what others searched is theirs.
 */
async function demandTerms(
  db: Db,
  teamChannelId: string,
  title: string,
): Promise<{ terms: WeightedTerm[]; queries: string[] }> {
  const wanted = titleTerms(title);
  if (wanted.size === 0) return { terms: [], queries: [] };
  const weights = new Map<string, number>();
  const queries: string[] = [];
  for (const search of await searchesOf(db, teamChannelId)) {
    const queryTerms = titleTerms(search.query);
    if (![...queryTerms].some((t) => wanted.has(t))) continue;
    queries.push(search.query);
    for (const video of search.videos) {
      const run = tokenize(video.title);
      const weight = Math.log10(1 + Math.max(0, video.viewCount));
      for (const token of new Set([...unigrams(run), ...bigrams(run)].map((t) => t.term))) {
        if (wanted.has(token)) addWeight(weights, token, weight);
      }
    }
  }
  return { terms: sortedTerms(weights), queries };
}

function evidenceText(requested: number, queries: string[], channel: ChannelTerms): string {
  const parts: string[] = [];
  if (requested > 0) parts.push(`${requested} keyword${requested === 1 ? "" : "s"} you gave`);
  parts.push(
    queries.length > 0
      ? `search demand from ${queries.length} Content Analyzer search${queries.length === 1 ? "" : "es"} (${queries
          .slice(0, 3)
          .map((q) => `“${q}”`)
          .join(", ")})`
      : "no Content Analyzer search on this topic yet (run one to weigh keywords by search demand)",
  );
  parts.push(
    channel.bestVideos > 0
      ? `the tags and titles of your ${channel.bestVideos} best-performing video${channel.bestVideos === 1 ? "" : "s"}`
      : channel.settled === null
        ? "no channel history (connect your channel to weigh keywords by what works for you)"
        : `not your channel's history yet (its best uploads weigh keywords from ${MIN_SETTLED} long-form uploads a week old; it has ${channel.settled})`,
  );
  return `Target keywords come from the title's own words, weighted by ${parts.join("; ")}.`;
}

/** Measures and rewrites one description for a workspace: nothing is stored. */
export async function rewriteForWorkspace(
  db: Db,
  teamChannelId: string,
  input: RewriteInput,
  now: Date,
): Promise<Omit<RewriteResult, "id">> {
  const requested = input.keywords ?? [];
  const [channel, demand] = await Promise.all([
    ownChannelTerms(db, teamChannelId, now),
    demandTerms(db, teamChannelId, input.title),
  ]);
  const sources: KeywordSources = {
    title: input.title,
    demandTerms: demand.terms,
    channelTerms: channel.terms,
    requested,
  };
  const keywords = targetKeywords(sources);
  const out = rewriteDescription({ title: input.title, description: input.description, keywords });
  const gain = out.after.seoScore - out.before.seoScore;
  const passedBefore = new Set(out.before.rules.filter((r) => r.passed).map((r) => r.id));
  return {
    videoId: input.videoId ?? null,
    originalTitle: input.title,
    originalDescription: input.description,
    rewrittenDescription: out.rewrittenDescription,
    keywordsAdded: out.keywordsAdded,
    seoScore: out.after.seoScore,
    readabilityScore: out.after.readabilityScore,
    keywordDensity: out.after.keywordDensity,
    estimatedRankingImprovement: `${gain >= 0 ? "+" : "−"}${Math.abs(gain)} SEO points`,
    reasoning: out.reasoning,
    improvements: out.improvements,
    targetKeywords: keywords,
    seoScoreBefore: out.before.seoScore,
    rulesFixed: out.after.rules.filter((r) => r.passed && !passedBefore.has(r.id)).length,
    checklist: out.after.rules,
    keywordEvidence: evidenceText(requested.length, demand.queries, channel),
    createdAt: now.toISOString(),
  };
}

/** Stores a rewrite as the newest of the page's list, dropping the oldest beyond 5, in one batch. */
export async function saveRewrite(
  db: Db,
  teamChannelId: string,
  result: Omit<RewriteResult, "id">,
  now: Date,
): Promise<RewriteResult> {
  const id = crypto.randomUUID();
  const stored: RewriteResult = { id, ...result };
  const newest = sql`from ${descriptionRewrites} r where r.workspace_id = ${teamChannelId} order by r.seq desc limit 1`;
  const store = workspaceDb(db, teamChannelId);
  await store.batch([
    store.insert(descriptionRewrites).values({
      teamChannelId,
      id,
      videoId: result.videoId,
      result: stored,
      seq: sql`coalesce((select r.seq ${newest}), 0) + 1`,
      seoGainTotal: sql`coalesce((select r.seo_gain_total ${newest}), 0) + ${result.seoScore - result.seoScoreBefore}`,
      rulesFixedTotal: sql`coalesce((select r.rules_fixed_total ${newest}), 0) + ${result.rulesFixed}`,
      createdAt: now,
    }),
    store
      .delete(descriptionRewrites)
      .where(
        and(
          eq(descriptionRewrites.teamChannelId, teamChannelId),
          sql`${descriptionRewrites.id} not in (select r.id from ${descriptionRewrites} r where r.workspace_id = ${teamChannelId} order by r.seq desc limit ${KEPT_REWRITES})`,
        ),
      ),
  ]);
  return stored;
}

export type RewriteStats = {
  totalRewrites: number;
  /** Mean SEO-score change in points over every rewrite ever made; null before the first. */
  avgSEOImprovement: number | null;
  /** Mean number of checklist rules a rewrite newly passed (our measurable stand-in for ranking). */
  avgRankingBoost: number | null;
  lastRewrite: string | null;
};

export async function listRewrites(
  db: Db,
  teamChannelId: string,
): Promise<{ rewrites: RewriteResult[]; stats: RewriteStats }> {
  const rows = await workspaceDb(db, teamChannelId)
    .select()
    .from(descriptionRewrites)
    .where(eq(descriptionRewrites.teamChannelId, teamChannelId))
    .orderBy(desc(descriptionRewrites.seq))
    .limit(KEPT_REWRITES);
  const newest = rows[0];
  return {
    rewrites: rows.map((r) => r.result as RewriteResult),
    stats: {
      totalRewrites: newest?.seq ?? 0,
      avgSEOImprovement: newest ? round1(newest.seoGainTotal / newest.seq) : null,
      avgRankingBoost: newest ? round1(newest.rulesFixedTotal / newest.seq) : null,
      lastRewrite: newest ? newest.createdAt.toISOString() : null,
    },
  };
}

export type AuditRow = {
  videoId: string;
  title: string;
  views: number;
  seoScore: number;
  /** (100 − SEO score) × views: how much attention a weak description may be costing. */
  atStake: number;
  failing: string[];
};

export type DescriptionAudit = {
  channelTitle: string;
  videosScored: number;
  medianScore: number | null;
  rows: AuditRow[];
} | null;

/**
 * Every long-form video's description scored against the checklist with keywords from its own
 * title and the channel's best terms; the worst first, weighted by the views at stake.
 */
export async function descriptionAudit(db: Db, teamChannelId: string, now: Date): Promise<DescriptionAudit> {
  const own = await ownChannelOf(db, teamChannelId);
  if (!own) return null;
  const all = await libraryOf(db, teamChannelId, own.id);
  const channel = channelTerms(all, now);
  const library = all.filter((v) => !v.isShort);
  const scored = library.map((video) => {
    const keywords = targetKeywords({ title: video.title, channelTerms: channel.terms });
    const measured = measureDescription(video.description, keywords);
    return {
      videoId: video.id,
      title: video.title,
      views: video.views,
      seoScore: measured.seoScore,
      atStake: (100 - measured.seoScore) * video.views,
      failing: measured.rules.filter((r) => !r.passed).map((r) => r.label),
    };
  });
  scored.sort((a, b) => b.atStake - a.atStake || a.seoScore - b.seoScore || a.videoId.localeCompare(b.videoId));
  return {
    channelTitle: own.title,
    videosScored: scored.length,
    medianScore: median(scored.map((r) => r.seoScore)),
    rows: scored.slice(0, AUDIT_ROWS),
  };
}

/** A video of the workspace's own channel, for the audit's one-click rewrite. */
export async function ownVideo(
  db: Db,
  teamChannelId: string,
  videoId: string,
): Promise<{ title: string; description: string } | null> {
  const row = await ownUpload(db, teamChannelId, videoId);
  return row ? { title: row.title, description: row.description } : null;
}

export async function rewriterPage(db: Db, teamChannelId: string, now: Date) {
  const [list, audit] = await Promise.all([listRewrites(db, teamChannelId), descriptionAudit(db, teamChannelId, now)]);
  return { ...list, audit };
}
