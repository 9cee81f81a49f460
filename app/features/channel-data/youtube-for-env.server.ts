// The YouTube client as configured for this deployment: the real API with the key from the
// environment, or, when YOUTUBE_API_BASE_URL names the fake's origin, the in-process fake built
// from the sample world (`npm run dev` and the tests). Quota is counted in D1 either way.
//
// The fake and the sample generator are large and production never needs them, so they are
// imported only behind `import.meta.env.DEV`: a production build drops that branch, and the
// built Worker (`npm start`) reaches the same fake served by a local process instead
// (scripts/fake-youtube-server.ts).
import type { Db } from "~/lib/db/client.server";
import type { SampleWorld } from "./types";
import { DEFAULT_WORKSPACE_DAILY_UNITS, type QuotaBudget, type SearchPool, createD1QuotaGate } from "./quota-gate.server";
import { type YouTubeClient, YOUTUBE_API_BASE_URL, createYouTubeClient } from "./youtube/client";
import { DEFAULT_DAILY_SEARCH_CALLS } from "./youtube/quota";

/** The in-process fake's origin (kept here so production code needs nothing from the fake). */
const FAKE_ORIGIN = "http://youtube.fake";

type YouTubeEnv = Pick<
  Env,
  | "YOUTUBE_API_KEY"
  | "YOUTUBE_API_BASE_URL"
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

let fakeApi: Promise<(request: Request) => Promise<Response>> | undefined;

/** The fake's world never changes within a process, so one fake serves every request. */
async function fakeFetch(request: Request): Promise<Response> {
  if (!import.meta.env.DEV) {
    throw new Error("The in-process YouTube fake is not part of production builds: `npm start` serves it on a local port.");
  }
  fakeApi ??= Promise.all([import("./youtube/fake-api"), import("./youtube/fake-world")]).then(([api, world]) =>
    api.createFakeYouTubeApi(world.fakeYouTubeWorld()),
  );
  return (await fakeApi)(request);
}

/**
 * The offline fake's world, for the other features' own fakes (Google sign-in, Analytics): they
 * reach it through this public entry instead of the fake's file. Development and tests only: the
 * import sits behind `import.meta.env.DEV`, so production builds drop it.
 */
export async function devFakeYouTubeWorld(): Promise<SampleWorld> {
  if (!import.meta.env.DEV) {
    throw new Error("The YouTube fake's world is not part of production builds.");
  }
  return (await import("./youtube/fake-world")).fakeYouTubeWorld();
}

export function isFakeYouTube(env: YouTubeEnv) {
  return (env.YOUTUBE_API_BASE_URL ?? "").startsWith(FAKE_ORIGIN);
}

export function youtubeClientFor(
  env: YouTubeEnv,
  db: Db,
  workspaceId: string | null,
  options: { searchPool?: SearchPool; client?: string | null } = {},
): YouTubeClient {
  const fake = isFakeYouTube(env);
  return createYouTubeClient({
    apiKey: env.YOUTUBE_API_KEY?.trim() || null,
    baseUrl: env.YOUTUBE_API_BASE_URL?.trim() || YOUTUBE_API_BASE_URL,
    fetch: fake ? fakeFetch : (request) => fetch(request),
    quota: createD1QuotaGate(db, quotaBudget(env), { workspaceId, client: options.client, searchPool: options.searchPool }),
  });
}
