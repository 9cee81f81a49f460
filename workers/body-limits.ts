// How many bytes of a request body the Worker will read, by path, and the guard that holds every
// request to it before anything reads the body. Cloudflare hands a Worker bodies of up to 100 MB
// and an isolate has 128 MB, so an unbounded read (a form parsed "just to check it", a webhook
// read whole) lets one request exhaust the isolate for everyone on it.
//
// A body that declares its length (Content-Length) is judged by it, unread: the HTTP layer never
// delivers more than it declared. A chunked body (no length) is read with a running count, up to
// the cap and no further, then handed on as the bytes read. Over the cap: 413, JSON under /api,
// a short page elsewhere. Each number is the largest legitimate body of its paths, with room.
import { escapeHtml } from "~/lib/email/email-html";
import type { Context, MiddlewareHandler } from "hono";
import { DEFAULT_MAX_BYTES as STUDIO_FILE_BYTES } from "~/features/channel-data/index";
import { MAX_COMMENTS, MAX_COMMENT_LENGTH } from "~/features/comment-sentiment/index";
import { MAX_THUMBNAIL_BYTES as THUMBNAIL_BYTES } from "~/features/thumbnail-optimizer/index";
import type { AppEnv } from "./app-env";
import { TOO_LARGE_ERROR, apiError } from "./api/errors";

const KB = 1024;
const MB = 1024 * KB;

/** The Studio import takes at most this many files in one form (account-actions.server.ts). */
const STUDIO_FILES_PER_FORM = 3;
/** The paste form's own limit on text or a file (app/routes/app/comment-sentiment.tsx). */
const COMMENT_PASTE_BYTES = 2 * MB;

export const BODY_LIMITS = {
  /**
   * Every page form not listed below. The longest text a form takes is the Description
   * Rewriter's: a 1,000-character title, a 5,000-character description and 10 keywords of 60,
   * ~6,600 characters. Urlencoded, a 4-byte character is 12 bytes (%XX for each byte): ~79 KB.
   */
  pageForm: 128 * KB,
  /**
   * /account, where the Studio import is: 3 files of at most 5 MB each, plus 1 MB for the
   * multipart framing and the form's other fields. A file over 5 MB inside this still gets the
   * import's own message naming the file.
   */
  studioImport: STUDIO_FILES_PER_FORM * STUDIO_FILE_BYTES + MB,
  /**
   * /comment-sentiment's paste form: at most 2 MB of pasted text (counted in UTF-16 units, so up
   * to 6 MB of UTF-8) or a 2 MB file, plus 64 KB for the framing. Larger pastes inside this get
   * the form's own "over 2 MB" message.
   */
  commentPaste: 3 * COMMENT_PASTE_BYTES + 64 * KB,
  /**
   * A thumbnail test on YouTube (POST /api/ab-tests and the Thumbnail Optimizer's form): 3 images
   * of at most 2 MB each, plus 64 KB for the framing and the other fields. A larger image inside
   * this still gets the test's own message naming the file.
   */
  thumbnailTest: 3 * THUMBNAIL_BYTES + 64 * KB,
  /**
   * /api JSON bodies not listed below. The largest ordinary schema is the Description Rewriter's
   * ~6,600 characters (at most 4 bytes each in JSON): 64 KB, the same as its route's limit.
   */
  apiJson: 64 * KB,
  /**
   * POST /api/comments/analyze: 1,000 comments of up to 10,000 characters with ~1,000 bytes of
   * JSON around each (id, author, likes, reply count): 11,000,000 bytes, the route's own limit.
   */
  commentAnalysis: MAX_COMMENTS * (MAX_COMMENT_LENGTH + 1_000),
  /** POST /api/forecast/*: 1,000 videos (or 5,000 training trajectories) with their readings. */
  forecast: 8 * MB,
  /** POST /api/stripe/webhook: Stripe's events are a few KB; this leaves room for the largest. */
  stripeWebhook: 512 * KB,
} as const;

/**
 * The path as a route sees it: React Router's data requests (`/account.data`, `/_root.data` for
 * the home page) post the same form to the same action as the page itself.
 */
function routePath(path: string): string {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  if (page === "/_root") return "/";
  // Trailing slashes dropped with a loop: a regex anchored at the end is quadratic on "////…x".
  let end = page.length;
  while (end > 1 && page[end - 1] === "/") end -= 1;
  return page.slice(0, end);
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/** The most bytes of body a request to `path` may carry. */
export function bodyLimitFor(path: string): number {
  const route = routePath(path);
  if (isApi(route)) {
    if (route === "/api/comments/analyze") return BODY_LIMITS.commentAnalysis;
    if (route.startsWith("/api/forecast/")) return BODY_LIMITS.forecast;
    if (route === "/api/stripe/webhook") return BODY_LIMITS.stripeWebhook;
    if (route === "/api/ab-tests") return BODY_LIMITS.thumbnailTest;
    return BODY_LIMITS.apiJson;
  }
  if (route === "/account") return BODY_LIMITS.studioImport;
  if (route === "/comment-sentiment") return BODY_LIMITS.commentPaste;
  if (route === "/thumbnail-optimizer") return BODY_LIMITS.thumbnailTest;
  return BODY_LIMITS.pageForm;
}

/** Content-Length, when the body is framed by it (not chunked); null when the length is unknown. */
function declaredLength(headers: Headers): number | null {
  if (headers.has("transfer-encoding")) return null;
  const value = headers.get("content-length")?.trim() ?? "";
  return /^\d{1,16}$/.test(value) ? Number(value) : null;
}

/**
 * A refused body that declares at most this many bytes is still read, chunk by chunk, and thrown
 * away (never kept, never parsed) before the 413 goes out. A client still uploading when the answer
 * comes back otherwise sees a reset connection instead of the 413: a browser shows a network error
 * rather than our page, and `wrangler dev`'s proxy answers 500. Larger declared bodies are refused
 * unread (that client may see the reset); chunked bodies are cancelled at the cap.
 */
const DRAIN_BYTES = 16 * MB;

/** Reads and drops the rest of a refused body (its size already known to be bounded). */
async function discard(stream: ReadableStream<Uint8Array>): Promise<void> {
  const reader = stream.getReader();
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away: nothing left to drain.
  }
}

/** The stream's bytes, or null as soon as they pass `limit` (the rest is never read). */
async function readStreamWithin(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request's whole body if it is at most `limit` bytes, else null, reading no more than
 * `limit` (+ one chunk) of it. For handlers that read a body themselves (the Stripe webhook),
 * so they stay bounded even where the guard below is not mounted.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  return readStreamWithin(request.body, limit);
}

function formatSize(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / KB)} KB`;
}

/** What a person sees when a form was too large: a plain page with the limit and a way back. */
export function tooLargePage(path: string, limit: number): string {
  const message = `This form is larger than ${formatSize(limit)}, more than this page accepts. Shorten the text or choose smaller files, then try again.`;
  // The path comes from the request: escaped for the attribute, and only a path on this site (a
  // "//host" path would be a link to another one).
  const route = routePath(path);
  const back = escapeHtml(/^\/(?![/\\])/.test(route) ? route : "/");
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Too large to send</title></head>",
    `<body><main><h1>Too large to send</h1><p>${message}</p><p><a href="${back}">Back to the page</a></p></main></body></html>`,
  ].join("");
}

function tooLarge(c: Context<AppEnv>, limit: number) {
  if (isApi(routePath(c.req.path))) return apiError(c, 413, TOO_LARGE_ERROR);
  return c.html(tooLargePage(c.req.path, limit), 413);
}

/**
 * Every request with a body, before any middleware, action or handler reads it: 413 over the
 * path's limit. A chunked body within it is replaced by the bytes read, so later readers (the
 * form check, React Router's actions, the /api validators) read memory, never the socket.
 */
export const capRequestBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw;
  if (!request.body) return next();
  const limit = bodyLimitFor(c.req.path);
  const declared = declaredLength(request.headers);
  if (declared !== null) {
    if (declared <= limit) return next();
    if (declared <= DRAIN_BYTES) await discard(request.body);
    return tooLarge(c, limit);
  }
  const bytes = await readStreamWithin(request.body, limit);
  if (!bytes) return tooLarge(c, limit);
  c.req.raw = new Request(request, { body: bytes });
  return next();
};
