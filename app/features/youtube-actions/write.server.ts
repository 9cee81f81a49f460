// Writing on the creator's YouTube channel: the one door every change goes through (title and
// thumbnail swaps, comments held or released, replies posted). In order: the actor is still an
// owner or manager of the team, the channel's Google connection carries consent to changes, the
// write budget has room (counted before sending), then the call with the channel's own token, and
// an entry in the team's audit log naming who caused it. A refusal is an AppError whose words say
// what to do; nothing is sent then.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  accessTokenFor,
  changesAllowedOn,
  GoogleTokenError,
  withdrawChangesConsent,
} from "~/features/google-connection/index.server";
import { recordYouTubeWrite } from "~/features/team/index.server";
import { users, workspaceMembers } from "~/lib/auth/tables";
import type { Role } from "~/lib/auth/roles";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { outboundFetch } from "~/lib/in-process-hosts.server";
import { log } from "~/lib/log.server";
import { reserveWrite, settleWrite, WRITE_UNITS, type WriteBudgetEnv, writesLeft } from "./budget.server";
import { budgetSpentMessage, YOUTUBE_ACTION_MESSAGES } from "./messages";

export const YOUTUBE_API_BASE = "https://www.googleapis.com/youtube/v3";
export const YOUTUBE_UPLOAD_BASE_URL = "https://www.googleapis.com/upload/youtube/v3";

/** YouTube's limits on what is written, checked before anything is counted or sent. */
export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
export const MAX_IDS_PER_CALL = 50;

export type YouTubeWrite =
  | { method: "videos.update"; videoId: string; title: string }
  | { method: "thumbnails.set"; videoId: string; image: Uint8Array; contentType: string }
  | { method: "comments.setModerationStatus"; ids: string[]; status: "heldForReview" | "published" }
  | { method: "comments.insert"; parentId: string; text: string };

export type WriteResult = {
  method: YouTubeWrite["method"];
  units: number;
  commentId?: string;
  /** videos.update: the title YouTube had just before (read with the snippet). */
  previousTitle?: string;
};

/** Every write needs the Google grant (its whole configuration) and the YouTube settings. */
type WriteEnv = Env;

const id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, "an id of letters, digits, '-', '_' or '.'");
const callSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("videos.update"),
    videoId: id,
    // YouTube's own limits on a title.
    title: z
      .string()
      .trim()
      .min(1, "A title cannot be empty.")
      .max(100, "YouTube titles are at most 100 characters.")
      .refine((t) => !/[<>]/.test(t), "YouTube titles cannot contain < or >."),
  }),
  z.object({
    method: z.literal("thumbnails.set"),
    videoId: id,
    image: z
      .instanceof(Uint8Array)
      .refine((b) => b.length > 0 && b.length <= MAX_THUMBNAIL_BYTES, "A thumbnail is a JPEG or PNG of at most 2 MB."),
    contentType: z.enum(["image/jpeg", "image/png"], { message: "A thumbnail is a JPEG or PNG of at most 2 MB." }),
  }),
  z.object({
    method: z.literal("comments.setModerationStatus"),
    ids: z.array(id).min(1).max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} comments a call.`),
    status: z.enum(["heldForReview", "published"]),
  }),
  z.object({
    method: z.literal("comments.insert"),
    parentId: id,
    text: z.string().trim().min(1, "A reply cannot be empty.").max(10_000, "A reply is at most 10,000 characters."),
  }),
]);

/** The actor's address and role in the team now (not when a test started): null when not a member. */
async function actorIn(db: Db, userId: string, teamId: string): Promise<{ email: string; role: Role } | null> {
  const row = await db
    .select({ email: users.email, home: users.homeTeamId, role: workspaceMembers.role })
    .from(users)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.teamId, teamId)))
    .where(eq(users.id, userId))
    .get();
  if (!row) return null;
  if (row.home === teamId) return { email: row.email, role: "owner" };
  return row.role ? { email: row.email, role: row.role } : null;
}

/** Consent to changes on the team's channel (its first channel unless another is named). */
export function changesAllowed(db: Db, teamId: string, teamChannelId: string = teamId): Promise<boolean> {
  return changesAllowedOn(db, teamChannelId);
}

/** Writes left today (team and deployment) and when the budget is new. */
export function writeBudgetLeft(env: WriteBudgetEnv, db: Db, teamId: string) {
  return writesLeft(env, db, teamId);
}

const base = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/(?<!\/)\/+$/, "");

/** What the audit log says was done, in words (no comment text: the ids say which). */
function describe(call: YouTubeWrite): string {
  switch (call.method) {
    case "videos.update":
      return `Title of video ${call.videoId} set to "${call.title}"`;
    case "thumbnails.set":
      return `Thumbnail of video ${call.videoId} set (${Math.round(call.image.length / 1024)} KB)`;
    case "comments.setModerationStatus":
      return `${call.ids.length} comment${call.ids.length === 1 ? "" : "s"} ${call.status === "heldForReview" ? "held for review" : "released (published)"}: ${call.ids.join(", ")}`;
    case "comments.insert":
      return `Reply posted to comment ${call.parentId}`;
  }
}

const youtubeError = z.object({
  error: z.object({ message: z.string().optional(), errors: z.array(z.object({ reason: z.string() })).optional() }),
});

async function refusalOf(response: Response): Promise<{ reason: string; message: string }> {
  const parsed = youtubeError.safeParse(await response.json().catch(() => null));
  return {
    reason: parsed.success ? (parsed.data.error.errors?.[0]?.reason ?? "") : "",
    message: parsed.success ? (parsed.data.error.message ?? "").slice(0, 200) : "",
  };
}

/**
 * Makes one write on YouTube for the team, caused by `actorUserId`. Refuses (AppError) without
 * consent, for an actor no longer owner or manager, when the budget is spent, or when YouTube
 * refuses; the write is counted only once the budget check passed, and logged in the audit log
 * once YouTube accepted it.
 */
export async function writeToYouTube(
  env: WriteEnv,
  db: Db,
  input: { teamId: string; teamChannelId?: string; actorUserId: string; call: YouTubeWrite },
): Promise<WriteResult> {
  const parsed = callSchema.safeParse(input.call);
  if (!parsed.success) throw new AppError("invalid-input", parsed.error.issues[0]?.message ?? "Not a valid change.");
  const call = input.call;
  const teamChannelId = input.teamChannelId ?? input.teamId;
  const actor = await actorIn(db, input.actorUserId, input.teamId);
  if (!actor || actor.role === "viewer") throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.role);
  if (!(await changesAllowedOn(db, teamChannelId))) throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.noConsent);

  const tokenFor = async (fresh: boolean) => {
    try {
      return (await accessTokenFor(env, db, teamChannelId, { fresh })).token;
    } catch (error) {
      if (error instanceof AppError) throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.notConnected);
      if (error instanceof GoogleTokenError)
        throw new AppError("unavailable", YOUTUBE_ACTION_MESSAGES.unavailable, { status: 502, cause: error });
      throw error;
    }
  };
  const token = await tokenFor(false);

  const fetcher = outboundFetch(env);
  const api = base(env.YOUTUBE_API_BASE_URL, YOUTUBE_API_BASE);
  // A title change sends the video's whole snippet (YouTube clears what is left out, and needs
  // categoryId): it is read first, one unit more.
  const units = call.method === "videos.update" ? WRITE_UNITS + 1 : WRITE_UNITS;

  const reservation = await reserveWrite(env, db, {
    teamId: input.teamId,
    teamChannelId,
    method: call.method,
    units,
    actorUserId: input.actorUserId,
  });
  if (!reservation) {
    const left = await writesLeft(env, db, input.teamId);
    throw new AppError(
      "rate-limited",
      budgetSpentMessage(left.deployment === 0 ? "deployment" : "team", left.resetsAt),
      {
        headers: { "retry-after": String(Math.max(60, Math.ceil((Date.parse(left.resetsAt) - Date.now()) / 1000))) },
      },
    );
  }

  let previousTitle: string | undefined;
  /** The call itself with `accessToken`: YouTube's answer (a refusal included). */
  const send = async (accessToken: string): Promise<Response> => {
    const auth = { authorization: `Bearer ${accessToken}` };
    if (call.method === "videos.update") {
      const read = new URL(`${api}/videos`);
      read.searchParams.set("part", "snippet");
      read.searchParams.set("id", call.videoId);
      if (env.YOUTUBE_API_KEY?.trim()) read.searchParams.set("key", env.YOUTUBE_API_KEY.trim());
      const current = await fetcher(new Request(read, { headers: auth }));
      if (!current.ok) return current;
      const body = z
        .object({ items: z.array(z.object({ snippet: z.record(z.string(), z.unknown()) })).default([]) })
        .safeParse(await current.json());
      const snippet = body.success ? (body.data.items[0]?.snippet ?? null) : null;
      if (!snippet)
        throw new AppError(
          "not-found",
          `YouTube has no video ${call.videoId} on this channel, so nothing was changed.`,
        );
      if (typeof snippet.title === "string") previousTitle = snippet.title;
      const update = new URL(`${api}/videos`);
      update.searchParams.set("part", "snippet");
      // Only what videos.update accepts in a snippet, with the new title.
      const {
        title: _old,
        thumbnails: _t,
        localized: _l,
        channelTitle: _c,
        publishedAt: _p,
        channelId: _ch,
        liveBroadcastContent: _lb,
        ...kept
      } = snippet;
      return fetcher(
        new Request(update, {
          method: "PUT",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ id: call.videoId, snippet: { ...kept, title: call.title } }),
        }),
      );
    }
    if (call.method === "thumbnails.set") {
      const url = new URL(`${base(env.YOUTUBE_UPLOAD_BASE_URL, YOUTUBE_UPLOAD_BASE_URL)}/thumbnails/set`);
      url.searchParams.set("videoId", call.videoId);
      url.searchParams.set("uploadType", "media");
      return fetcher(
        new Request(url, {
          method: "POST",
          headers: { ...auth, "content-type": call.contentType },
          body: new Uint8Array(call.image),
        }),
      );
    }
    if (call.method === "comments.setModerationStatus") {
      const url = new URL(`${api}/comments/setModerationStatus`);
      url.searchParams.set("id", call.ids.join(","));
      url.searchParams.set("moderationStatus", call.status);
      return fetcher(new Request(url, { method: "POST", headers: auth }));
    }
    const url = new URL(`${api}/comments`);
    url.searchParams.set("part", "snippet");
    return fetcher(
      new Request(url, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ snippet: { parentId: call.parentId, textOriginal: call.text } }),
      }),
    );
  };

  let response: Response;
  try {
    response = await send(token);
    // A stored access token Google no longer accepts (ended early, e.g. by a reconnect): once more
    // with a new one; a 401 sends nothing, so the write is not made twice.
    if (response.status === 401) response = await send(await tokenFor(true));
  } catch (error) {
    if (error instanceof AppError) {
      await settleWrite(db, reservation, "failed");
      throw error;
    }
    await settleWrite(db, reservation, "failed");
    log.warn("youtube-write-unreachable", {
      method: call.method,
      error: error instanceof Error ? error.name : "unknown",
    });
    throw new AppError("unavailable", YOUTUBE_ACTION_MESSAGES.unavailable, { status: 502 });
  }

  if (!response.ok) {
    await settleWrite(db, reservation, "failed");
    const refusal = await refusalOf(response);
    log.warn("youtube-write-refused", { method: call.method, status: response.status, reason: refusal.reason });
    if (refusal.reason === "insufficientPermissions") {
      // The grant no longer carries the write scope: say so on the account page too.
      await withdrawChangesConsent(db, teamChannelId);
      throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.scopeGone);
    }
    if (response.status === 401) throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.notConnected);
    if (response.status === 404)
      throw new AppError("not-found", `${YOUTUBE_ACTION_MESSAGES.youtubeRefused} ${refusal.message}`.trim());
    if (response.status >= 500) throw new AppError("unavailable", YOUTUBE_ACTION_MESSAGES.unavailable, { status: 502 });
    throw new AppError("invalid-input", `${YOUTUBE_ACTION_MESSAGES.youtubeRefused} ${refusal.message}`.trim());
  }

  let commentId: string | undefined;
  if (call.method === "comments.insert") {
    const body = z.object({ id: z.string() }).safeParse(await response.json().catch(() => null));
    commentId = body.success ? body.data.id : undefined;
  }
  await settleWrite(db, reservation, "sent");
  await recordYouTubeWrite(db, { teamId: input.teamId, actorEmail: actor.email }, describe(call));
  return {
    method: call.method,
    units,
    ...(commentId ? { commentId } : {}),
    ...(previousTitle === undefined ? {} : { previousTitle }),
  };
}
