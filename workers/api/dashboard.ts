import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { DEFAULT_TOPIC } from "~/features/account/index";
import { timeZoneOf } from "~/features/dashboard/index.server";
import { dashboardView, portfolioFor } from "~/features/dashboard/index.server";
import { channelsOnce } from "~/features/channel-data/index.server";
import { DASHBOARD_SIGNED_OUT_ERROR } from "~/features/dashboard/index";
import { getDb } from "~/lib/db/client.server";
import { lockedForApi, viewerOf } from "~/features/billing/index.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";

export const dashboard = new Hono<ApiEnv>();

// GET /api/dashboard: the KPIs, the Live Visibility Score with its parts, upload timing (in the
// user's chosen time zone, else UTC) and cadence, computed from the channel's data now (the
// workspace's first channel, or `?channel=`); `portfolio` is every channel's row and the KPIs rolled
// up across them (null while the workspace has one channel).
dashboard.get("/dashboard", requireUser(DASHBOARD_SIGNED_OUT_ERROR), async (c) => {
  const user = c.get("user");
  const db = getDb(c.env);
  const timeZone = (await timeZoneOf(db, user.id)) ?? "UTC";
  // Optimal Upload Timing is Pro and up: null without it, and `locked` says which plan has it.
  const now = new Date();
  const [d, portfolio] = await Promise.all([
    dashboardView(db, await viewerOf(db, user), {
      primaryTopic: user.primaryTopic,
      defaultTopic: DEFAULT_TOPIC,
      timeZone,
      now,
    }),
    portfolioFor(db, await channelsOnce(db, user)(), now),
  ]);
  return c.json({
    channel: d.channel,
    window: d.kpis.window,
    kpis: d.kpis.kpis,
    funnel: d.kpis.funnel,
    visibilityScore: d.visibility,
    timing: d.timing,
    cadence: d.cadence,
    sentiment: d.sentiment,
    momentum: d.latest,
    gettingStarted: d.steps,
    portfolio,
    ...(d.locked.length > 0 ? { locked: lockedForApi(d.locked) } : {}),
    // The KPIs are YouTube's (Studio or the Google connection); these are computed by Vidwise.
    estimates: estimatesIn(
      "visibilityScore",
      "timing",
      "cadence",
      "sentiment",
      "momentum[].expected",
      "momentum[].low",
      "momentum[].high",
      "momentum[].norm",
      "momentum[].status",
    ),
  });
});
