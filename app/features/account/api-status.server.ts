// Whether each data source is configured and answering, for the account page's API Status card
// and the two status endpoints. A check of the YouTube Data API costs one quota unit, so answers
// are cached for five minutes per location (Cache API), not recomputed on every refresh.
import { youtubeClientFor } from "~/features/channel-data/youtube-for-env.server";
import { YouTubeApiError } from "~/features/channel-data/youtube/client";
import type { Db } from "~/lib/db/client.server";

export type SourceStatus = {
  service: "youtube-data-api" | "youtube-studio-import";
  ok: boolean;
  configured: boolean;
  detail: string;
  checkedAt: string;
};

const CACHE_SECONDS = 300;
// Google Developers' channel: a lookup that always exists on the real API.
const PROBE_CHANNEL_ID = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

async function cached(key: string, compute: () => Promise<SourceStatus>): Promise<SourceStatus> {
  const cache = typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
  const request = new Request(`https://status.vidwise.internal/${key}`);
  const hit = cache ? await cache.match(request) : undefined;
  if (hit) return (await hit.json()) as SourceStatus;
  const status = await compute();
  await cache?.put(request, new Response(JSON.stringify(status), { headers: { "cache-control": `max-age=${CACHE_SECONDS}` } }));
  return status;
}

export function youtubeDataApiStatus(env: Env, db: Db): Promise<SourceStatus> {
  // A configuration change must not be answered from the old configuration's cache entry.
  const config = `${env.YOUTUBE_API_KEY?.trim() ? "key" : "nokey"}-${encodeURIComponent(env.YOUTUBE_API_BASE_URL ?? "google")}`;
  return cached(`youtube-data-api/${config}`, async () => {
    const checkedAt = new Date().toISOString();
    const base = { service: "youtube-data-api" as const, checkedAt };
    if (!env.YOUTUBE_API_KEY?.trim()) {
      return { ...base, ok: false, configured: false, detail: "YouTube API is not configured. Please contact support." };
    }
    try {
      await youtubeClientFor(env, db, null).getChannel({ kind: "id", id: PROBE_CHANNEL_ID });
      return { ...base, ok: true, configured: true, detail: "The YouTube Data API answered." };
    } catch (error) {
      // "Not found" is still an answer: the API is up and the key works.
      if (error instanceof YouTubeApiError && error.status === 404) {
        return { ...base, ok: true, configured: true, detail: "The YouTube Data API answered." };
      }
      const detail = error instanceof YouTubeApiError ? error.message : "Could not reach the YouTube API. Please try again later.";
      return { ...base, ok: false, configured: !(error instanceof YouTubeApiError && error.status === 503), detail };
    }
  });
}
