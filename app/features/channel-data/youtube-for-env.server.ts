// The YouTube client as configured for this deployment: the API at YOUTUBE_API_BASE_URL (Google's
// by default) with the key from the environment. Quota is counted in D1 either way.
//
// Its transport is `outboundFetch` (lib/in-process-hosts.server.ts): in development and the tests
// the edge installs the offline fake (app/dev/youtube) behind http://youtube.fake, so this file
// knows no fake; the built Worker (`npm start`) reaches the same fake as a local process
// (scripts/fake-youtube-server.ts), and production reaches Google.
import type { Db } from "~/lib/db/client.server";
import { outboundFetch, servedInProcess } from "~/lib/in-process-hosts.server";
import {
  DEFAULT_WORKSPACE_DAILY_UNITS,
  type QuotaBudget,
  type SearchPool,
  createD1QuotaGate,
} from "./quota-gate.server";
import { type AlertEnv, alertAdminsOfQuota } from "./quota-alert.server";
import type { QuotaFeature } from "./quota-features";
import { type YouTubeClient, YOUTUBE_API_BASE_URL, createYouTubeClient } from "./youtube/client";
import { DEFAULT_DAILY_SEARCH_CALLS } from "./youtube/quota";
import { type FeedEntry, readChannelFeed, YOUTUBE_FEEDS_BASE_URL } from "./youtube/feed";

type YouTubeEnv = Pick<
  Env,
  | "YOUTUBE_API_KEY"
  | "YOUTUBE_API_BASE_URL"
  | "YOUTUBE_FEEDS_BASE_URL"
  | "YOUTUBE_DAILY_QUOTA_UNITS"
  | "YOUTUBE_DAILY_SEARCH_CALLS"
  | "YOUTUBE_DAILY_TREND_SEARCHES"
  | "YOUTUBE_WORKSPACE_DAILY_UNITS"
>;

/** Searches a day for the trends job by default: 10 keywords in each of the 4 six-hourly runs. */
export const DEFAULT_DAILY_TREND_SEARCHES = 40;

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function quotaBudget(env: YouTubeEnv): QuotaBudget {
  return {
    dailyUnits: positiveInt(env.YOUTUBE_DAILY_QUOTA_UNITS, 9_000),
    // Keep a little of Google's 100 daily searches for manual checks.
    dailySearchCalls: positiveInt(env.YOUTUBE_DAILY_SEARCH_CALLS, DEFAULT_DAILY_SEARCH_CALLS - 10),
    dailyTrendSearches: positiveInt(env.YOUTUBE_DAILY_TREND_SEARCHES, DEFAULT_DAILY_TREND_SEARCHES),
    workspaceDailyUnits: positiveInt(env.YOUTUBE_WORKSPACE_DAILY_UNITS, DEFAULT_WORKSPACE_DAILY_UNITS),
  };
}

/**
 * Whether the configured YouTube API is answered in this process (the offline fake of development
 * and the tests): only the sample world's own thumbnails can be measured then.
 */
export function isFakeYouTube(env: YouTubeEnv): boolean {
  return servedInProcess(env.YOUTUBE_API_BASE_URL?.trim() || YOUTUBE_API_BASE_URL, env);
}

export function youtubeClientFor(
  env: YouTubeEnv & AlertEnv,
  db: Db,
  teamChannelId: string | null,
  options: { searchPool?: SearchPool; client?: string | null; feature?: QuotaFeature } = {},
): YouTubeClient & { readFeed(channelId: string): Promise<FeedEntry[] | null> } {
  const client = createYouTubeClient({
    apiKey: env.YOUTUBE_API_KEY?.trim() || null,
    baseUrl: env.YOUTUBE_API_BASE_URL?.trim() || YOUTUBE_API_BASE_URL,
    fetch: outboundFetch(env),
    quota: createD1QuotaGate(db, quotaBudget(env), {
      teamChannelId,
      client: options.client,
      searchPool: options.searchPool,
      feature: options.feature,
      onAlertShareReached: async (spent) => {
        await alertAdminsOfQuota(env, db, spent);
      },
    }),
  });
  // The channels' public feeds: no key and no quota, so no gate.
  const feeds = env.YOUTUBE_FEEDS_BASE_URL?.trim() || YOUTUBE_FEEDS_BASE_URL;
  return { ...client, readFeed: (channelId) => readChannelFeed(outboundFetch(env), feeds, channelId) };
}
