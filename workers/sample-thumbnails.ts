// GET /sample-thumbnails/<video id>.jpg: the sample world's thumbnails, drawn on request. The
// picture is a pure function of the id, so the file never changes: browsers may keep it for a
// year. Each isolate also keeps the last few hundred it encoded (~7 KB each), since drawing and
// encoding one costs a few tens of milliseconds of CPU.
import { Hono } from "hono";
import { SAMPLE_THUMBNAIL_PATH, sampleThumbnailJpeg } from "~/lib/thumbnails/sample-thumbnail";
import type { AppEnv } from "./app-env";

const MEMO_SIZE = 256;
const memo = new Map<string, Uint8Array<ArrayBuffer>>();

function thumbnailBytes(videoId: string): Uint8Array<ArrayBuffer> {
  const hit = memo.get(videoId);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    memo.delete(videoId);
    memo.set(videoId, hit);
    return hit;
  }
  const bytes = sampleThumbnailJpeg(videoId);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(videoId, bytes);
  return bytes;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const sampleThumbnails = new Hono<AppEnv>();

// GET also answers HEAD (Hono drops the body).
sampleThumbnails.get("/:file", (c) => {
  const match = SAMPLE_THUMBNAIL_PATH.exec(c.req.path);
  if (!match) return c.text("Not found", 404);
  const bytes = thumbnailBytes(match[1]!);
  return c.body(bytes, 200, { "content-type": "image/jpeg", "cache-control": IMMUTABLE });
});

// Anything else under the prefix (other names, deeper paths, other methods) does not exist.
sampleThumbnails.all("*", (c) => c.text("Not found", 404));
