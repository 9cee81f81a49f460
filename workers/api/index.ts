// /api: JSON in, JSON out, one module per endpoint.
//
// One way for every endpoint:
// - each module declares its own full paths (relative to /api) with explicit methods, and its
//   guards per route (never `use("*")`), so no module reaches another's paths and the order the
//   modules are mounted in changes nothing (tests/integration/api/routing.test.ts mounts them in
//   several orders);
// - `session` reads the session and the client's address once: c.get("user"), c.get("ip");
//   requireUser (401) and requireRealUser (403 for demo users) guard what needs them;
// - bodies are checked by zod through Hono's validator (validate.ts): 413 when too large, 400
//   with the endpoint's message when not JSON or invalid;
// - every failure is { success: false, error } (errors.ts), including unknown paths (404) and
//   anything thrown (500, logged with the request id).
import { Hono } from "hono/tiny";
import type { ApiEnv } from "../app-env";
import { thumbnailOptimizer } from "./thumbnail-optimizer";
import { askVidwise } from "./ask-vidwise";
import { billing } from "./billing";
import { channel } from "./channel";
import { commentSentiment } from "./comment-sentiment";
import { dashboard } from "./dashboard";
import { descriptionRewriter } from "./description-rewriter";
import { apiNotFound, apiOnError } from "./errors";
import { forecast } from "./video-forecast";
import { health } from "./health";
import { contentIdeas } from "./content-ideas";
import { rpmBooster } from "./rpm-booster";
import { seriesPlanner } from "./series-planner";
import { session } from "./session";
import { status } from "./status";
import { trackRecord } from "./track-record";
import { trends } from "./trends";
import { waitlist } from "./waitlist";
import { contentAnalyzer } from "./content-analyzer";
import { workspace } from "./workspace";
import { youtubeActions } from "./youtube-actions";

export const ENDPOINTS: readonly Hono<ApiEnv>[] = [
  thumbnailOptimizer,
  askVidwise,
  billing,
  channel,
  commentSentiment,
  dashboard,
  descriptionRewriter,
  forecast,
  health,
  contentIdeas,
  rpmBooster,
  seriesPlanner,
  status,
  trackRecord,
  trends,
  waitlist,
  contentAnalyzer,
  workspace,
  youtubeActions,
];

/** The /api app from `endpoints`, in any order. Mount it with app.route("/api", …). */
export function buildApi(endpoints: readonly Hono<ApiEnv>[] = ENDPOINTS) {
  const api = new Hono<ApiEnv>();
  api.use("*", session);
  for (const endpoint of endpoints) api.route("/", endpoint);
  // Once mounted, /api's own notFound is not consulted (the parent app's pages would answer):
  // this fallback, added after every endpoint by construction, keeps unknown paths JSON.
  api.all("*", apiNotFound);
  api.notFound(apiNotFound);
  // Before the parent's app.route(): Hono wraps the handlers with it when they are mounted.
  api.onError(apiOnError);
  return api;
}

export const api = buildApi();
