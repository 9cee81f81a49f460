// The development wiring: which made-up host each offline fake answers, handed to the product
// through lib/in-process-hosts.server.ts. The edge (workers/app.ts) installs it behind
// `import.meta.env.DEV` (so a production build has none of app/dev), and the Worker tests'
// setup installs it for the code they call directly (tests/setup/dev-fakes.ts).
//
//   http://youtube.fake             the YouTube Data API fake (youtube/fake-api.ts)
//   http://youtube-analytics.fake   the YouTube Analytics fake (analytics/fake-analytics.ts), also
//                                   for Google's own Analytics host while the sign-in is the Google
//                                   fake and no YOUTUBE_ANALYTICS_BASE_URL is set (its tokens would
//                                   only be refused by Google); under /v1 the Reporting API, the
//                                   same way for Google's Reporting host
//   http://google.fake              the Google OAuth fake (google/fake-google.ts)
//   http://stripe.fake              the Stripe fake (stripe/fake-stripe.ts, stripe/in-process.ts)
//
// Installing is cheap: which host is whose needs only origins.ts. Each fake is loaded and built on
// its first call and then kept for the isolate (the codes, tokens, sessions and subscriptions it
// hands out must be known to its next call). All of them serve one fake YouTube world (the sample
// channel, its competitors, small and market channels), generated once per isolate.
import type { SampleWorld } from "~/features/channel-data/index";
import { YOUTUBE_ANALYTICS_BASE_URL, YOUTUBE_REPORTING_BASE_URL } from "~/features/google-connection/index.server";
import { type HostSettings, type InProcessHosts, installInProcessHosts } from "~/lib/in-process-hosts.server";
import { FAKE_ANALYTICS_ORIGIN, FAKE_GOOGLE_ORIGIN, FAKE_STRIPE_ORIGIN, FAKE_YOUTUBE_ORIGIN } from "./origins";

type Handler = (request: Request) => Promise<Response>;

const GOOGLE_ANALYTICS_ORIGIN = new URL(YOUTUBE_ANALYTICS_BASE_URL).origin;
const GOOGLE_REPORTING_ORIGIN = new URL(YOUTUBE_REPORTING_BASE_URL).origin;

let world: Promise<SampleWorld> | undefined;
/** The fake YouTube world, generated once per isolate (moved to the current week then). */
function devYouTubeWorld(): Promise<SampleWorld> {
  world ??= import("./youtube/fake-world").then(({ fakeYouTubeWorld }) => fakeYouTubeWorld());
  return world;
}

/** A fake built on its first call, then the same one for every later call. */
const once = (build: () => Promise<Handler>): Handler => {
  let handler: Promise<Handler> | undefined;
  return async (request) => (await (handler ??= build()))(request);
};

const youtube = once(async () => (await import("./youtube/fake-api")).createFakeYouTubeApi(await devYouTubeWorld()));
const analytics = once(async () =>
  (await import("./analytics/fake-analytics")).createFakeAnalyticsApi(await devYouTubeWorld()),
);
const google = once(async () => {
  const [{ createFakeGoogle }, sample] = await Promise.all([import("./google/fake-google"), devYouTubeWorld()]);
  // The sample channel first (the default choice), then one other channel for "wrong channel".
  const channels = [sample.own.channel, ...sample.competitors.slice(0, 1).map((d) => d.channel)];
  return createFakeGoogle(channels.map((c) => ({ id: c.youtubeId, title: c.title, handle: c.handle })));
});
const stripe =
  (settings: HostSettings): Handler =>
  async (request) =>
    (await import("./stripe/in-process")).fakeStripeFor(settings)(request);

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Google's Analytics host is answered by the fake while the sign-in is the in-process Google fake. */
function analyticsStandsInForGoogle(settings: HostSettings): boolean {
  return (
    !settings.YOUTUBE_ANALYTICS_BASE_URL?.trim() &&
    originOf(settings.GOOGLE_OAUTH_BASE_URL?.trim() ?? "") === FAKE_GOOGLE_ORIGIN
  );
}

/** The same for Google's Reporting host (the Analytics fake serves the Reporting API under /v1). */
function reportingStandsInForGoogle(settings: HostSettings): boolean {
  return (
    !settings.YOUTUBE_REPORTING_BASE_URL?.trim() &&
    originOf(settings.GOOGLE_OAUTH_BASE_URL?.trim() ?? "") === FAKE_GOOGLE_ORIGIN
  );
}

/** A handler that moves the request to the Analytics fake's own origin (same path and query). */
const atAnalyticsFake: Handler = (request) => {
  const at = new URL(request.url);
  return analytics(new Request(`${FAKE_ANALYTICS_ORIGIN}${at.pathname}${at.search}`, request));
};

function handlerFor(url: string, settings: HostSettings): Handler | null {
  switch (originOf(url)) {
    case FAKE_YOUTUBE_ORIGIN:
      return youtube;
    case FAKE_ANALYTICS_ORIGIN:
      return analytics;
    case GOOGLE_ANALYTICS_ORIGIN:
      // The fake answers at its own origin only: the same path and query, moved there.
      return analyticsStandsInForGoogle(settings) ? atAnalyticsFake : null;
    case GOOGLE_REPORTING_ORIGIN:
      return reportingStandsInForGoogle(settings) ? atAnalyticsFake : null;
    case FAKE_GOOGLE_ORIGIN:
      return google;
    case FAKE_STRIPE_ORIGIN:
      return stripe(settings);
    default:
      return null;
  }
}

/** Every offline fake behind its made-up host (see the top of this file). */
export const devHosts: InProcessHosts = {
  serves: (url, settings) => handlerFor(url, settings) !== null,
  fetch: (request, settings) => {
    const handler = handlerFor(request.url, settings);
    if (!handler) throw new Error(`No offline fake answers ${originOf(request.url) ?? request.url}.`);
    return handler(request);
  },
};

/** Puts the offline fakes in front of the network in this isolate. */
export function installDevFakes(): void {
  installInProcessHosts(devHosts);
}

let videoIds: Promise<ReadonlySet<string>> | undefined;

/**
 * Video ids of the fake world (its small and market channels' thumbnails point at
 * /sample-thumbnails too): drawn only while the YouTube API is this fake.
 */
export function fakeWorldVideoIds(youtubeBaseUrl: string | undefined): Promise<ReadonlySet<string>> {
  if (originOf(youtubeBaseUrl?.trim() ?? "") !== FAKE_YOUTUBE_ORIGIN) return Promise.resolve(new Set());
  videoIds ??= devYouTubeWorld().then(
    (w) => new Set([w.own, ...w.competitors].flatMap((dataset) => dataset.videos.map((video) => video.youtubeId))),
  );
  return videoIds;
}
