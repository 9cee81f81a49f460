// GET /sample-thumbnails/<video id>.jpg: the sample world's thumbnails, drawn on request. The
// picture is a pure function of the id, so the file never changes: browsers and Cloudflare's
// cache may keep it for a year. Each isolate also keeps the last few hundred it encoded (~7 KB
// each), since drawing and encoding one costs a few tens of milliseconds of CPU.
//
// Only the sample world's own videos have a picture: any other id is 404 before anything is
// drawn, so nobody can make the Worker draw an endless series of made-up ids. The real ids are
// the sample template's videos in D1 (one primary-key read, and only on a miss of the memo and
// the cache); where the offline YouTube fake runs in-process (development, tests), also the
// fake's other channels, whose videos point here too: the edge (workers/app.ts) hands their ids
// in, so this file knows no fake. Under `npm start` the fake is a process of its own the built
// Worker cannot look into, so while the YouTube API setting names a local stand-in (plain http to
// this machine or a made-up *.fake host) that API is asked whether it has the video
// (videos.list by id, which it answers with its own world); Google's API is never asked.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono/tiny";
import { SAMPLE_WORKSPACE_ID } from "~/features/channel-data/index";
import { getDb } from "~/lib/db/client.server";
import { outboundFetch } from "~/lib/in-process-hosts.server";
import { videos } from "~/features/channel-data/index.server";
import { SAMPLE_THUMBNAIL_PATH } from "~/lib/thumbnails/paths";
import { sampleThumbnailFile } from "~/lib/thumbnails/sample-thumbnail-file.engines.server";
import type { AppEnv } from "./app-env";

const MEMO_SIZE = 256;
const memo = new Map<string, Uint8Array<ArrayBuffer>>();

async function thumbnailBytes(videoId: string): Promise<Uint8Array<ArrayBuffer>> {
  const hit = memo.get(videoId);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    memo.delete(videoId);
    memo.set(videoId, hit);
    return hit;
  }
  const bytes = await sampleThumbnailFile(videoId);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(videoId, bytes);
  return bytes;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Other videos whose thumbnails are drawn here under these settings (the in-process fake's). */
export type OtherSampleVideos = (env: Env) => Promise<ReadonlySet<string>>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The YouTube API setting when it names a local stand-in (see the top of this file), else null. */
function localYouTubeApi(env: Env): URL | null {
  const setting = env.YOUTUBE_API_BASE_URL?.trim();
  if (!setting || !URL.canParse(setting)) return null;
  const url = new URL(setting);
  const local = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".fake");
  return url.protocol === "http:" && local ? url : null;
}

/** Ids a local stand-in said it has, kept for the isolate (its world does not change while it runs). */
const KNOWN_SIZE = 4096;
const knownToLocalApi = new Set<string>();

/** Whether the local stand-in of the YouTube API has this video; false on any failure. */
async function localApiHas(env: Env, videoId: string): Promise<boolean> {
  const base = localYouTubeApi(env);
  if (!base) return false;
  if (knownToLocalApi.has(videoId)) return true;
  const url = new URL("videos", base.href.endsWith("/") ? base.href : `${base.href}/`);
  url.searchParams.set("part", "id");
  url.searchParams.set("id", videoId);
  if (env.YOUTUBE_API_KEY) url.searchParams.set("key", env.YOUTUBE_API_KEY);
  try {
    const response = await outboundFetch(env)(new Request(url));
    if (!response.ok) return false;
    const body = (await response.json()) as { items?: { id?: unknown }[] };
    if (!body.items?.some((item) => item.id === videoId)) return false;
  } catch {
    return false;
  }
  if (knownToLocalApi.size >= KNOWN_SIZE) knownToLocalApi.clear();
  knownToLocalApi.add(videoId);
  return true;
}

/** Whether `videoId` is one of the sample world's videos (see the top of this file). */
async function isSampleVideo(env: Env, videoId: string, others: OtherSampleVideos | null): Promise<boolean> {
  if (memo.has(videoId)) return true;
  if (others && (await others(env)).has(videoId)) return true;
  const row = await getDb(env)
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.teamChannelId, SAMPLE_WORKSPACE_ID), eq(videos.id, videoId)))
    .get();
  return row !== undefined || (await localApiHas(env, videoId));
}

/** Cloudflare's cache of this data centre, where there is one (not on *.workers.dev). */
function edgeCache(): Cache | null {
  // Typed through the Workers runtime's CacheStorage (the DOM library's has no `default`).
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

/** The routes under /sample-thumbnails; `others`: the development fake's videos, null in production. */
export function sampleThumbnailRoutes(others: OtherSampleVideos | null) {
  const sampleThumbnails = new Hono<AppEnv>();

  // GET also answers HEAD (Hono drops the body).
  sampleThumbnails.get("/:file", async (c) => {
    const match = SAMPLE_THUMBNAIL_PATH.exec(c.req.path);
    if (!match) return c.text("Not found", 404);
    const videoId = match[1]!;
    const cache = c.req.method === "GET" ? edgeCache() : null;
    const cached = await cache?.match(c.req.raw);
    // A copy: the cache's answer has fixed headers, and the middleware adds its own on the way out.
    if (cached) return new Response(cached.body, cached);
    if (!(await isSampleVideo(c.env, videoId, others))) return c.text("Not found", 404);
    const headers = { "content-type": "image/jpeg", "cache-control": IMMUTABLE };
    // HEAD asks whether the picture is there: drawing it only to drop the body would be CPU for nothing.
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    const response = c.body(await thumbnailBytes(videoId), 200, headers);
    if (cache) c.executionCtx.waitUntil(cache.put(c.req.raw, response.clone()));
    return response;
  });

  // Anything else under the prefix (other names, deeper paths, other methods) does not exist.
  sampleThumbnails.all("*", (c) => c.text("Not found", 404));
  return sampleThumbnails;
}
