// /api: JSON in, JSON out, one module per endpoint. Every failure has the shape { error }.
import { Hono } from "hono";
import type { AppEnv } from "../app";
import { channel } from "./channel";
import { comments } from "./comments";
import { health } from "./health";
import { status } from "./status";
import { trends } from "./trends";
import { waitlist } from "./waitlist";
import { youtubeInsights } from "./youtube-insights";

export const api = new Hono<AppEnv>();

api.route("/health", health);
api.route("/channel", channel);
api.route("/comments", comments);
api.route("/trends", trends);
api.route("/", status);
api.route("/waitlist", waitlist);
// POST only: GET /youtube-insights/status (status.ts) is not shadowed.
api.route("/youtube-insights", youtubeInsights);

// Registered last: an unknown /api path must not fall through to the pages.
api.all("*", (c) => c.json({ error: "Not found" }, 404));
api.onError((error, c) => {
  console.error(JSON.stringify({ requestId: c.get("requestId"), path: c.req.path, error: String(error) }));
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});
