import { Hono } from "hono/tiny";
import { z } from "zod";
import { holdSpamOnYouTube } from "~/features/comment-sentiment/index.server";
import { heldNow, MAX_IDS_PER_CALL, releaseHeld } from "~/features/youtube-actions/index.server";
import { YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import { getDb } from "~/lib/db/client.server";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv, SignedInEnv } from "../app-env";
import { apiError } from "./errors";
import { requireRealUser, requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";

// Changes on the creator's YouTube channel: only a signed-in owner or manager (a session, never an
// API or MCP token: these paths are not in api-access's table, so the session middleware refuses
// a bearer token with 403 before this file runs), with consent to changes on the Google
// connection (youtube-actions refuses without it, saying what to allow).
export const youtubeActions = new Hono<ApiEnv>();

const WRITE_DEMO = YOUTUBE_ACTION_MESSAGES.demo;

/** Owner or manager, by session. */
const mayWrite: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (c.get("token")) return apiError(c, 403, YOUTUBE_ACTION_MESSAGES.bearer);
  if (c.get("user").role === "viewer") return apiError(c, 403, YOUTUBE_ACTION_MESSAGES.role);
  await next();
};

const holdBody = z.object({}, { message: "The body is empty or {}." }).strict();
const releaseBody = z.object(
  {
    ids: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(100)
          .regex(/^[\w.-]+$/, "A comment id is letters, digits, '-', '_' or '.'."),
        {
          message: "ids: the ids of comments Vidwise held, as a list.",
        },
      )
      .min(1, "ids: name at least one held comment.")
      .max(MAX_IDS_PER_CALL, `ids: at most ${MAX_IDS_PER_CALL} comments a call.`),
  },
  { message: 'The body is {"ids": [...]}: the held comments to release.' },
);

// POST /api/comments/hold-spam: every comment of the own channel the detector reads as spam is
// held for review on YouTube (50 ids a call). Answers how many were held now.
youtubeActions.post(
  "/comments/hold-spam",
  requireRealUser(WRITE_DEMO),
  mayWrite,
  jsonBody(holdBody, { maxBytes: 1_000, emptyIs: {}, describe: messageWithPath }),
  async (c) => {
    const user = c.get("user");
    const outcome = await holdSpamOnYouTube(c.env, getDb(c.env), {
      teamId: user.teamId,
      teamChannelId: user.teamChannelId,
      actorUserId: user.id,
    });
    return c.json(outcome);
  },
);

// POST /api/comments/release {ids}: publishes comments Vidwise held (undo).
youtubeActions.post(
  "/comments/release",
  requireRealUser(WRITE_DEMO),
  mayWrite,
  jsonBody(releaseBody, { maxBytes: 10_000, describe: messageWithPath }),
  async (c) => {
    const user = c.get("user");
    const result = await releaseHeld(
      c.env,
      getDb(c.env),
      { teamId: user.teamId, teamChannelId: user.teamChannelId, actorUserId: user.id },
      c.req.valid("json").ids,
    );
    return c.json(result);
  },
);

// GET /api/comments/held: what Vidwise holds for review on YouTube now.
youtubeActions.get("/comments/held", requireUser(), async (c) => {
  if (c.get("token")) return apiError(c, 403, YOUTUBE_ACTION_MESSAGES.bearer);
  return c.json(await heldNow(getDb(c.env), c.get("user").teamChannelId));
});
