import { Hono, type MiddlewareHandler } from "hono";
import { analyzeQuery, analyzerFailure, parseAnalyzeRequest } from "~/features/content-analyzer/market.server";
import { BAD_JSON_ERROR, DEMO_ANALYZER_ERROR, SIGNED_OUT_ERROR } from "~/features/content-analyzer/messages";
import { readSessionUser } from "~/lib/auth/session.server";
import { getDb } from "~/lib/db/client.server";
import type { SignedInEnv } from "./session";

// POST /api/youtube-insights (spec §7 "Content analysis"): JSON { query } in,
// { success: true, youtubeVideos, youtubeInsights } or { success: false, error } out.
// Mounted at /youtube-insights next to status.ts's GET /youtube-insights/status: this router
// registers POST "/" only (no `use("*")`), so the status check never passes through it.
export const youtubeInsights = new Hono<SignedInEnv>();

/** The session cookie, or 401 in this endpoint's { success: false, error } shape. */
const signedIn: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const user = await readSessionUser(getDb(c.env), c.req.raw);
  if (!user) return c.json({ success: false, error: SIGNED_OUT_ERROR }, 401);
  c.set("user", user);
  return next();
};

youtubeInsights.post("/", signedIn, async (c) => {
  const user = c.get("user");
  // Spec §6: the demo reads no live market data.
  if (user.isDemo) return c.json({ success: false, error: DEMO_ANALYZER_ERROR }, 403);

  const body = await c.req.json().catch(() => undefined);
  if (body === undefined) return c.json({ success: false, error: BAD_JSON_ERROR }, 400);
  const request = parseAnalyzeRequest(body);
  if (!request.ok) return c.json({ success: false, error: request.error }, 400);

  const db = getDb(c.env);
  try {
    const result = await analyzeQuery(c.env, db, { workspaceId: user.workspaceId, query: request.query });
    return c.json({
      success: true,
      youtubeVideos: result.youtubeVideos,
      youtubeInsights: result.youtubeInsights,
      analyzedAt: result.analyzedAt,
      cached: result.cached,
    });
  } catch (error) {
    const failure = analyzerFailure(error, { requestId: c.get("requestId") });
    return c.json({ success: false, error: failure.error }, failure.status);
  }
});
