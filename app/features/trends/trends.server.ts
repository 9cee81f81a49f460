// Trend records: a 6-hourly cron measures each followed keyword through the YouTube Data API
// and stores one point; the trend engine turns a keyword's points into the spec's record.
//
// How a point is measured: search.list for the keyword, ordered by view count, limited to videos
// published in the last 30 days (50 results), then videos.list for their statistics.
// viewsPerDay = the median of (views ÷ days since publication) over those videos: how much
// attention recent videos on the topic get right now. uploadsPerWeek = how many of them were
// published in the last 7 days (a lower bound of supply, from one page of results).
import { and, asc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { median } from "~/lib/stats";
import { trendKeywordChecks, trendKeywords, trendPoints } from "./tables";
import { users } from "~/lib/auth/tables";
import type { SessionUser } from "~/lib/auth/session.server";
import {
  logRetention,
  RETENTION_DAYS,
  type RetentionSettings,
  quotaBudget,
  retentionSettings,
  youtubeClientFor,
} from "~/features/channel-data/index.server";
import { QuotaRefusedError, YouTubeApiError } from "~/features/channel-data/index";
import { formatVelocity, trendFromPoints, trendInsights } from "./engine";
import type { TrendInsight, TrendSignal } from "./engine";
import { log } from "~/lib/log.server";

const DAY_MS = 86_400_000;
// Points kept for a record: enough for seasonality (a year and a bit).
const HISTORY_MS = 400 * DAY_MS;
/** The cron runs every 6 hours. */
export const TREND_RUNS_PER_DAY = 4;

/**
 * Keywords one run measures: the trends job's daily search pool spread over the day's runs
 * (default 40 ÷ 4 = 10). With N followed keywords, each is measured at least once every
 * ⌈N ÷ this⌉ runs, i.e. within 6 × ⌈N ÷ 10⌉ hours by default.
 */
export function keywordsPerRun(env: Parameters<typeof quotaBudget>[0]): number {
  const budget = quotaBudget(env);
  return Math.max(1, Math.floor(Math.min(budget.dailyTrendSearches, budget.dailySearchCalls) / TREND_RUNS_PER_DAY));
}

export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
}

/**
 * Every keyword someone follows: the primary topics and tracked keywords of real users who have
 * confirmed their email (measuring spends the shared search allowance, so throwaway sign-ups
 * cannot queue keywords).
 */
export async function followedKeywords(db: Db): Promise<string[]> {
  const confirmed = and(eq(users.isDemo, false), isNotNull(users.emailVerifiedAt));
  const [topics, tracked] = await db.batch([
    db.selectDistinct({ k: users.primaryTopic }).from(users).where(confirmed),
    db
      .selectDistinct({ k: trendKeywords.keyword })
      .from(trendKeywords)
      .innerJoin(users, eq(users.homeTeamId, trendKeywords.teamChannelId))
      .where(confirmed),
  ]);
  return [...new Set([...topics, ...tracked].map((r) => normaliseKeyword(r.k)).filter(Boolean))].sort();
}

/** A workspace's tracked keywords as stored (Content Ideas adds the owner's primary topic itself). */
export async function trackedKeywordsOf(db: Db, teamChannelId: string): Promise<string[]> {
  const rows = await db
    .select({ k: trendKeywords.keyword })
    .from(trendKeywords)
    .where(eq(trendKeywords.teamChannelId, teamChannelId));
  return rows.map((r) => r.k);
}

/** Tracked keywords per workspace, for the workspaces of real users who confirmed their email (Surge Alerts' digest; one read). */
export async function trackedKeywordsOfConfirmedWorkspaces(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ teamChannelId: trendKeywords.teamChannelId, keyword: trendKeywords.keyword })
    .from(trendKeywords)
    .innerJoin(users, eq(users.homeTeamId, trendKeywords.teamChannelId))
    .where(and(eq(users.isDemo, false), isNotNull(users.emailVerifiedAt)));
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.teamChannelId, [...(map.get(row.teamChannelId) ?? []), row.keyword]);
  return map;
}

/**
 * The next keywords to measure: never tried first, then the least recently tried, alphabetical
 * among equals, so a keyword's wait depends on how many are followed, never on its name.
 */
export async function keywordsDue(db: Db, count: number): Promise<string[]> {
  const keywords = await followedKeywords(db);
  // D1 allows 100 bound parameters per statement: chunks of 90, read in one batch.
  const reads = [];
  for (let i = 0; i < keywords.length; i += 90) {
    reads.push(
      db
        .select()
        .from(trendKeywordChecks)
        .where(inArray(trendKeywordChecks.keyword, keywords.slice(i, i + 90))),
    );
  }
  const [first, ...rest] = reads;
  const chunks = first ? await db.batch([first, ...rest]) : [];
  const checked = new Map(chunks.flat().map((row) => [row.keyword, row.checkedAt.getTime()]));
  return keywords
    .map((keyword) => ({ keyword, at: checked.get(keyword) ?? -1 }))
    .sort((a, b) => a.at - b.at || a.keyword.localeCompare(b.keyword))
    .slice(0, count)
    .map((k) => k.keyword);
}

async function markChecked(db: Db, keyword: string, at: Date) {
  await db
    .insert(trendKeywordChecks)
    .values({ keyword, checkedAt: at })
    .onConflictDoUpdate({ target: trendKeywordChecks.keyword, set: { checkedAt: at } });
}

export async function measureKeyword(env: Env, db: Db, keyword: string, now = new Date()) {
  const client = youtubeClientFor(env, db, null, { searchPool: "trends", feature: "trends" });
  const search = await client.searchVideos(keyword, {
    maxResults: 50,
    order: "viewCount",
    publishedAfter: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
  });
  const ids = search.results.map((r) => r.videoId);
  const stats = ids.length ? await client.getVideos(ids.slice(0, 50)) : { videos: [], snapshots: [] };
  const published = new Map(stats.videos.map((v) => [v.youtubeId, Date.parse(v.publishedAt)]));
  const perDay = stats.snapshots.map(
    (s) => s.viewCount / Math.max(1, (now.getTime() - (published.get(s.videoYoutubeId) ?? now.getTime())) / DAY_MS),
  );
  const lastWeek = [...published.values()].filter((t) => now.getTime() - t <= 7 * DAY_MS).length;
  const point = {
    keyword,
    at: now,
    viewsPerDay: Math.round((median(perDay) ?? 0) * 100) / 100,
    uploadsPerWeek: lastWeek,
    videosSampled: stats.snapshots.length,
  };
  await db.insert(trendPoints).values(point).onConflictDoNothing();
  return point;
}

/**
 * The cron's work: one point for each of the keywords due (least recently measured first);
 * stops early when the trends job's share of the day's searches is spent.
 */
export async function recordTrendPoints(env: Env, db: Db, now = new Date()) {
  let recorded = 0;
  for (const keyword of await keywordsDue(db, keywordsPerRun(env))) {
    try {
      await measureKeyword(env, db, keyword, now);
      recorded += 1;
    } catch (error) {
      if (
        error instanceof QuotaRefusedError ||
        (error instanceof YouTubeApiError && (error.status === 429 || error.status === 503))
      )
        break;
      // 404: nothing published on the topic lately, so no point; it still had its turn.
      if (!(error instanceof YouTubeApiError && error.status === 404)) {
        log.error("trends.keyword-failed", { keyword, error });
      }
    }
    await markChecked(db, keyword, now);
  }
  await forgetOldTrendPoints(db, retentionSettings(env), now);
  return recorded;
}

/**
 * A keyword's measurements are statistics derived from search results: kept a year (the seasonal
 * peaks read that far back) only when the operator accepted YouTube's derived-metrics amendment,
 * else 30 days (channel-data's retention.server.ts).
 */
export async function forgetOldTrendPoints(db: Db, settings: RetentionSettings, now = new Date()): Promise<number> {
  if (settings.amendmentAccepted) return 0;
  const removed = await db
    .delete(trendPoints)
    .where(lt(trendPoints.at, new Date(now.getTime() - RETENTION_DAYS * 86_400_000)))
    .returning({ keyword: trendPoints.keyword });
  await logRetention(db, "trend-points-past-period", removed.length, now);
  return removed.length;
}

export type TrendRecord = {
  keyword: string;
  trend_signal: TrendSignal;
  trend_velocity: number | null;
  velocity_text: string;
  seasonal_peak_month: string | null;
  interest_over_time: { date: string; value: number }[];
  last_updated: string;
  data_points: number;
  insights: TrendInsight[];
};

export async function trendRecord(db: Db, keyword: string, now = new Date()): Promise<TrendRecord | null> {
  const points = await db
    .select()
    .from(trendPoints)
    .where(and(eq(trendPoints.keyword, keyword), gte(trendPoints.at, new Date(now.getTime() - HISTORY_MS))))
    .orderBy(asc(trendPoints.at));
  if (points.length === 0) return null;
  const result = trendFromPoints(
    points.map((p) => ({ at: p.at.toISOString(), viewsPerDay: p.viewsPerDay, uploadsPerWeek: p.uploadsPerWeek })),
    now.toISOString(),
  );
  const record = {
    keyword,
    trend_signal: result.trend_signal,
    trend_velocity: result.trend_velocity,
    seasonal_peak_month: result.seasonal_peak_month,
  };
  return {
    ...record,
    velocity_text: formatVelocity(result.trend_velocity),
    interest_over_time: result.interest_over_time,
    last_updated: points.at(-1)!.at.toISOString(),
    data_points: points.length,
    insights: trendInsights(record, now),
  };
}

/** The signed-in user's trends: the primary topic first, then tracked keywords. */
export async function trendsForUser(
  db: Db,
  user: Pick<SessionUser, "teamChannelId" | "primaryTopic">,
  now = new Date(),
): Promise<TrendRecord[]> {
  const tracked = await db
    .select({ k: trendKeywords.keyword })
    .from(trendKeywords)
    .where(eq(trendKeywords.teamChannelId, user.teamChannelId));
  const keywords = [
    ...new Set([normaliseKeyword(user.primaryTopic), ...tracked.map((t) => normaliseKeyword(t.k))]),
  ].filter(Boolean);
  const records = await Promise.all(keywords.map((k) => trendRecord(db, k, now)));
  return records.filter((r): r is TrendRecord => r !== null);
}
