// The development wiring: which made-up host each offline fake answers, handed to the product
// through lib/in-process-hosts.server.ts. The edge (workers/app.ts) installs it behind
// `import.meta.env.DEV` (so a production build has none of app/dev), and the Worker tests'
// setup installs it for the code they call directly (tests/setup/dev-fakes.ts).
//
//   http://youtube.fake             the YouTube Data API fake (youtube/fake-api.ts)
//   http://youtube-analytics.fake   the YouTube Analytics fake (analytics/fake-analytics.ts), also
//                                   for Google's own Analytics host while the sign-in is the Google
//                                   fake and no YOUTUBE_ANALYTICS_BASE_URL is set (its tokens would
//                                   only be refused by Google)
//   http://google.fake              the Google OAuth fake (google/fake-google.ts)
//   http://stripe.fake              the Stripe fake (stripe/fake-stripe.ts)
//
// Each fake is built on its first call and then kept for the isolate: the codes, tokens,
// sessions and subscriptions it hands out must be known to its next call. All of them serve one
// fake YouTube world (the sample channel, its competitors, small and market channels).
import { YOUTUBE_ANALYTICS_BASE_URL } from "~/features/google-connection/index.server";
import { type HostSettings, type InProcessHosts, installInProcessHosts } from "~/lib/in-process-hosts.server";
import { FAKE_ANALYTICS_ORIGIN, createFakeAnalyticsApi } from "./analytics/fake-analytics";
import { FAKE_GOOGLE_ORIGIN, createFakeGoogle } from "./google/fake-google";
import { FAKE_STRIPE_ORIGIN, fakeStripeFor } from "./stripe/in-process";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "./youtube/fake-api";
import { fakeYouTubeWorld } from "./youtube/fake-world";

type Handler = (request: Request) => Promise<Response>;

const FAKE_YOUTUBE_ORIGIN = new URL(FAKE_YOUTUBE_BASE_URL).origin;
const GOOGLE_ANALYTICS_ORIGIN = new URL(YOUTUBE_ANALYTICS_BASE_URL).origin;

let world: ReturnType<typeof fakeYouTubeWorld> | undefined;
/** The fake YouTube world, generated once per isolate (it is moved to the current week then). */
export function devYouTubeWorld(): ReturnType<typeof fakeYouTubeWorld> {
  world ??= fakeYouTubeWorld();
  return world;
}

const once = (build: () => Handler): Handler => {
  let handler: Handler | undefined;
  return (request) => (handler ??= build())(request);
};

const youtube = once(() => createFakeYouTubeApi(devYouTubeWorld()));
const analytics = once(() => createFakeAnalyticsApi(devYouTubeWorld()));
const google = once(() => {
  // The sample channel first (the default choice), then one other channel for "wrong channel".
  const sample = devYouTubeWorld();
  const channels = [sample.own.channel, ...sample.competitors.slice(0, 1).map((d) => d.channel)];
  return createFakeGoogle(channels.map((c) => ({ id: c.youtubeId, title: c.title, handle: c.handle })));
});

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Google's Analytics host is answered by the fake while the sign-in is the in-process Google fake. */
function analyticsStandsInForGoogle(settings: HostSettings): boolean {
  return !settings.YOUTUBE_ANALYTICS_BASE_URL?.trim() && originOf(settings.GOOGLE_OAUTH_BASE_URL?.trim() ?? "") === FAKE_GOOGLE_ORIGIN;
}

function handlerFor(url: string, settings: HostSettings): Handler | null {
  switch (originOf(url)) {
    case FAKE_YOUTUBE_ORIGIN:
      return youtube;
    case FAKE_ANALYTICS_ORIGIN:
      return analytics;
    case GOOGLE_ANALYTICS_ORIGIN:
      if (!analyticsStandsInForGoogle(settings)) return null;
      // The fake answers at its own origin only: the same path and query, moved there.
      return (request) => {
        const url = new URL(request.url);
        return analytics(new Request(`${FAKE_ANALYTICS_ORIGIN}${url.pathname}${url.search}`, request));
      };
    case FAKE_GOOGLE_ORIGIN:
      return google;
    case FAKE_STRIPE_ORIGIN:
      return (request) => fakeStripeFor(settings)(request);
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

/**
 * Video ids of the fake world's other channels (small and market channels), whose thumbnails point
 * at /sample-thumbnails too: drawn only while the YouTube API is this fake.
 */
export function fakeWorldVideoIds(youtubeBaseUrl: string | undefined): ReadonlySet<string> {
  if (originOf(youtubeBaseUrl?.trim() ?? "") !== FAKE_YOUTUBE_ORIGIN) return new Set();
  videoIds ??= new Set([devYouTubeWorld().own, ...devYouTubeWorld().competitors].flatMap((dataset) => dataset.videos.map((video) => video.youtubeId)));
  return videoIds;
}
let videoIds: ReadonlySet<string> | undefined;


