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
// in, so this file knows no fake.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono/tiny";
import { SAMPLE_WORKSPACE_ID } from "~/features/channel-data/index";
import { getDb } from "~/lib/db/client.server";
import { videos } from "~/features/channel-data/index.server";
import { SAMPLE_THUMBNAIL_PATH } from "~/lib/thumbnails/paths";
import { sampleThumbnailFile } from "~/lib/thumbnails/sample-thumbnail-file.server";
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

/** Whether `videoId` is one of the sample world's videos (see the top of this file). */
async function isSampleVideo(env: Env, videoId: string, others: OtherSampleVideos | null): Promise<boolean> {
  if (memo.has(videoId)) return true;
  if (others && (await others(env)).has(videoId)) return true;
  const row = await getDb(env)
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.workspaceId, SAMPLE_WORKSPACE_ID), eq(videos.id, videoId)))
    .get();
  return row !== undefined;
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
    const response = c.body(await thumbnailBytes(videoId), 200, {
      "content-type": "image/jpeg",
      "cache-control": IMMUTABLE,
    });
    if (cache) c.executionCtx.waitUntil(cache.put(c.req.raw, response.clone()));
    return response;
  });

  // Anything else under the prefix (other names, deeper paths, other methods) does not exist.
  sampleThumbnails.all("*", (c) => c.text("Not found", 404));
  return sampleThumbnails;
}
