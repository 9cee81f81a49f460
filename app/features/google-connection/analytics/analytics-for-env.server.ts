// The Analytics client as configured for this deployment: the API at YOUTUBE_ANALYTICS_BASE_URL,
// Google's by default. Its transport is `outboundFetch` (lib/in-process-hosts.server.ts): in
// development and the tests the edge installs the offline fake (app/dev/analytics) there, which
// also stands in for Google's host when the sign-in itself is the in-process Google fake (its
// tokens would only be refused by Google), so this file knows no fake.
import { outboundFetch } from "~/lib/in-process-hosts.server";
import { type AnalyticsClient, type FetchLike, YOUTUBE_ANALYTICS_BASE_URL, createAnalyticsClient } from "./client";

type AnalyticsEnv = Pick<Env, "YOUTUBE_ANALYTICS_BASE_URL" | "GOOGLE_OAUTH_BASE_URL">;

/** YOUTUBE_ANALYTICS_BASE_URL, else Google's. */
export function analyticsBaseUrl(env: AnalyticsEnv): string {
  return env.YOUTUBE_ANALYTICS_BASE_URL?.trim() || YOUTUBE_ANALYTICS_BASE_URL;
}

/** `fetch` overrides the transport (tests inject failures); otherwise the installed fakes or the network. */
export function analyticsClientFor(env: AnalyticsEnv, accessToken: string, fetch?: FetchLike): AnalyticsClient {
  return createAnalyticsClient({ accessToken, baseUrl: analyticsBaseUrl(env), fetch: fetch ?? outboundFetch(env) });
}
