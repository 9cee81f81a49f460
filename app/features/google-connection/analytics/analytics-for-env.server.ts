// The Analytics client as configured for this deployment: Google's API, or, when
// YOUTUBE_ANALYTICS_BASE_URL names the fake's origin, the in-process fake serving the sample
// channel (`npm run dev` and the tests).
//
// The fake and the sample generator are large and production never needs them, so they are
// imported only behind `import.meta.env.DEV` (as the YouTube Data API fake is): a production
// build drops that branch.
import { devFakeYouTubeWorld } from "~/features/channel-data/index.server";
import { type AnalyticsClient, type FetchLike, YOUTUBE_ANALYTICS_BASE_URL, createAnalyticsClient } from "./client";

/** The fake's origin, kept here so production code needs nothing from the fake. */
const FAKE_ORIGIN = "http://youtube-analytics.fake";
const FAKE_BASE_URL = `${FAKE_ORIGIN}/v2`;
/** The in-process Google OAuth fake (google-config.server.ts): its tokens are good only at this fake. */
const FAKE_GOOGLE_ORIGIN = "http://google.fake";

type AnalyticsEnv = Pick<Env, "YOUTUBE_ANALYTICS_BASE_URL" | "GOOGLE_OAUTH_BASE_URL">;

let fakeApi: Promise<FetchLike> | undefined;

async function fakeFetch(request: Request): Promise<Response> {
  if (!import.meta.env.DEV) {
    throw new Error("The in-process YouTube Analytics fake is not part of production builds.");
  }
  fakeApi ??= Promise.all([import("./fake-analytics"), devFakeYouTubeWorld()]).then(([api, world]) => api.createFakeAnalyticsApi(world));
  return (await fakeApi)(request);
}

/**
 * YOUTUBE_ANALYTICS_BASE_URL, else Google's. With the OAuth flow on the in-process fake and no
 * Analytics setting (an older .dev.vars), the Analytics fake too: the fake's tokens would only
 * be refused by Google.
 */
export function analyticsBaseUrl(env: AnalyticsEnv): string {
  const configured = env.YOUTUBE_ANALYTICS_BASE_URL?.trim();
  if (configured) return configured;
  return (env.GOOGLE_OAUTH_BASE_URL ?? "").startsWith(FAKE_GOOGLE_ORIGIN) ? FAKE_BASE_URL : YOUTUBE_ANALYTICS_BASE_URL;
}

export function isFakeAnalytics(env: AnalyticsEnv): boolean {
  return analyticsBaseUrl(env).startsWith(FAKE_ORIGIN);
}

/** `fetch` overrides the transport (tests inject failures); otherwise the fake or the network. */
export function analyticsClientFor(env: AnalyticsEnv, accessToken: string, fetch?: FetchLike): AnalyticsClient {
  const transport: FetchLike = fetch ?? (isFakeAnalytics(env) ? fakeFetch : (request) => globalThis.fetch(request));
  return createAnalyticsClient({ accessToken, baseUrl: analyticsBaseUrl(env), fetch: transport });
}
