// The YouTube client as configured for this deployment: the real API with the key from the
// environment, or, when YOUTUBE_API_BASE_URL names the fake's origin, the in-process fake built
// from the sample channel (offline development and tests). Quota is counted in D1 either way.
import type { Db } from "~/lib/db/client.server";
import { type QuotaBudget, createD1QuotaGate } from "./quota-gate.server";
import { generateSampleWorld } from "./sample/generator";
import { type YouTubeClient, YOUTUBE_API_BASE_URL, createYouTubeClient } from "./youtube/client";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "./youtube/fake-api";
import { DEFAULT_DAILY_SEARCH_CALLS } from "./youtube/quota";

type YouTubeEnv = Pick<Env, "YOUTUBE_API_KEY" | "YOUTUBE_API_BASE_URL" | "YOUTUBE_DAILY_QUOTA_UNITS" | "YOUTUBE_DAILY_SEARCH_CALLS">;

function positiveInt(value: string | undefined, fallback: number) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function quotaBudget(env: YouTubeEnv): QuotaBudget {
  return {
    dailyUnits: positiveInt(env.YOUTUBE_DAILY_QUOTA_UNITS, 9_000),
    // Keep a little of Google's 100 daily searches for manual checks.
    dailySearchCalls: positiveInt(env.YOUTUBE_DAILY_SEARCH_CALLS, DEFAULT_DAILY_SEARCH_CALLS - 10),
  };
}

let fakeApi: ((request: Request) => Promise<Response>) | undefined;

/** The sample world never changes within a deployment, so one fake serves every request. */
function fakeFetch(request: Request) {
  fakeApi ??= createFakeYouTubeApi(generateSampleWorld());
  return fakeApi(request);
}

export function isFakeYouTube(env: YouTubeEnv) {
  return (env.YOUTUBE_API_BASE_URL ?? "").startsWith(new URL(FAKE_YOUTUBE_BASE_URL).origin);
}

export function youtubeClientFor(env: YouTubeEnv, db: Db, workspaceId: string | null): YouTubeClient {
  const fake = isFakeYouTube(env);
  return createYouTubeClient({
    apiKey: env.YOUTUBE_API_KEY?.trim() || null,
    baseUrl: env.YOUTUBE_API_BASE_URL?.trim() || YOUTUBE_API_BASE_URL,
    fetch: fake ? fakeFetch : (request) => fetch(request),
    quota: createD1QuotaGate(db, quotaBudget(env), { workspaceId }),
  });
}
