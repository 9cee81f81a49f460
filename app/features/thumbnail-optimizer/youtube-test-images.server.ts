// The image files of a thumbnail test on YouTube: what an upload must be (JPEG or PNG, by its
// bytes, at most 2 MB, as YouTube's thumbnails.set takes them), where they are kept while the
// test runs (deleted when it ends), and the thumbnail the video had before, read from YouTube's image
// host so it can be put back. Reading that image costs no units of YouTube's allowance.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { sha256Hex } from "~/lib/sha256";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { SAMPLE_THUMBNAIL_PATH } from "~/lib/thumbnails/paths";
import { sampleThumbnailFile } from "~/lib/thumbnails/sample-thumbnail-file.engines.server";
import { MAX_THUMBNAIL_BYTES } from "./limits";
import { abTestImages } from "./store-tables";
import { fetchYouTubeImage } from "./thumbnails.server";

/** The position under which the thumbnail from before the test is kept. */
export const ORIGINAL_IMAGE = -1;
/** Base64 characters a stored part holds: well under the store's 2 MB a value. */
const IMAGE_PART_CHARS = 900_000;

export type TestImage = { bytes: Uint8Array; contentType: "image/jpeg" | "image/png" };
/** An uploaded image with its file name (the variant's name). */
export type ThumbnailUpload = TestImage & { name: string };

/** The image type the bytes are (not what the upload declared), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): TestImage["contentType"] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The rows that keep `image` as `position` of the test (inserted in the caller's batch). */
export function imageRows(teamChannelId: string, testId: string, position: number, image: TestImage) {
  const text = toBase64(image.bytes);
  const rows: (typeof abTestImages.$inferInsert)[] = [];
  for (let part = 0; part * IMAGE_PART_CHARS < text.length; part++)
    rows.push({
      teamChannelId,
      testId,
      position,
      part,
      contentType: image.contentType,
      data: text.slice(part * IMAGE_PART_CHARS, (part + 1) * IMAGE_PART_CHARS),
    });
  return rows;
}

/** The kept image at `position` of the test, or null when none was kept. */
export async function keptImage(
  db: Db,
  teamChannelId: string,
  testId: string,
  position: number,
): Promise<TestImage | null> {
  const parts = await workspaceDb(db, teamChannelId)
    .select({ contentType: abTestImages.contentType, data: abTestImages.data })
    .from(abTestImages)
    .where(
      and(
        eq(abTestImages.teamChannelId, teamChannelId),
        eq(abTestImages.testId, testId),
        eq(abTestImages.position, position),
      ),
    )
    .orderBy(asc(abTestImages.part));
  if (parts.length === 0) return null;
  return { bytes: fromBase64(parts.map((p) => p.data).join("")), contentType: parts[0]!.contentType };
}

/** An image from YouTube's image host, kept only when it is a JPEG or PNG YouTube would take back. */
async function fetchImage(url: string): Promise<TestImage | null> {
  const bytes = await fetchYouTubeImage(url, MAX_THUMBNAIL_BYTES);
  const contentType = bytes ? imageTypeOf(bytes) : null;
  return bytes && contentType ? { bytes, contentType } : null;
}

/**
 * The thumbnail the video carries now, to put back when a test ends without a winner: the sample
 * world's drawn image, or YouTube's largest (1280×720 when the upload has one, else 480×360).
 * Null when it cannot be had (YouTube's image host unreachable, an address that is not YouTube's).
 */
export async function currentThumbnail(videoId: string, storedUrl: string | null): Promise<TestImage | null> {
  if (storedUrl && SAMPLE_THUMBNAIL_PATH.test(storedUrl))
    return { bytes: await sampleThumbnailFile(videoId), contentType: "image/jpeg" };
  if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) return null;
  for (const size of ["maxresdefault", "hqdefault"]) {
    const image = await fetchImage(`https://i.ytimg.com/vi/${videoId}/${size}.jpg`);
    if (image) return image;
  }
  return null;
}

/**
 * A thumbnail test's uploads, checked as YouTube would take them: 2 or 3 files, each a JPEG or PNG
 * by its bytes (whatever it was declared as) of at most 2 MB, no two the same picture. Throws an
 * AppError whose words name the file.
 */
export async function readThumbnailUploads(values: readonly unknown[]): Promise<ThumbnailUpload[]> {
  // A file input left empty sends a nameless empty part (read as a file or as ""): not chosen.
  const chosen = values.filter((v) => v !== "" && !(v instanceof File && v.size === 0 && v.name === ""));
  const files = chosen.filter((v): v is File => v instanceof File);
  if (files.length !== chosen.length || files.length < 2 || files.length > 3)
    throw new AppError("invalid-input", "Choose 2 or 3 image files (JPEG or PNG) to test.");
  const uploads: ThumbnailUpload[] = [];
  const seen = new Set<string>();
  for (const [i, file] of files.entries()) {
    const name = file.name.replace(/[\p{C}]/gu, "").slice(0, 80) || "no name";
    const label = `Thumbnail ${"ABC"[i]} (${name})`;
    if (file.size > MAX_THUMBNAIL_BYTES)
      throw new AppError("invalid-input", `${label} is over 2 MB: YouTube takes thumbnails of at most 2 MB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw new AppError("invalid-input", `${label} is not a JPEG or PNG image.`);
    const digest = await sha256Hex(bytes);
    if (seen.has(digest))
      throw new AppError("invalid-input", `${label} is the same picture as another: the images must differ.`);
    seen.add(digest);
    uploads.push({ name, bytes, contentType });
  }
  return uploads;
}
