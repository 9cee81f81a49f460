import { Hono } from "hono";
import { DEFAULT_TOPIC } from "~/features/account/messages";
import { dashboardFor, timeZoneOf } from "~/features/dashboard/dashboard.server";
import { DASHBOARD_SIGNED_OUT_ERROR } from "~/features/dashboard/messages";
import { getDb } from "~/lib/db/client.server";
import { featureLockedError } from "~/features/billing/entitlements";
import { hasFeature } from "~/features/billing/entitlements.server";
import type { ApiEnv } from "../app-env";
import { requireUser } from "./session";

export const dashboard = new Hono<ApiEnv>();

// GET /api/dashboard: the KPIs, the Live Visibility Score with its parts, upload timing (in the
// user's chosen time zone, else UTC) and cadence, computed from the workspace's data now.
dashboard.get("/dashboard", requireUser(DASHBOARD_SIGNED_OUT_ERROR), async (c) => {
  const user = c.get("user");
  const db = getDb(c.env);
  const timeZone = (await timeZoneOf(db, user.id)) ?? "UTC";
  // Optimal Upload Timing is Pro and up: null without it, and `locked` says which plan has it.
  const timingIncluded = await hasFeature(db, user, "upload-timing");
  const d = await dashboardFor(db, { workspaceId: user.workspaceId, primaryTopic: user.primaryTopic, defaultTopic: DEFAULT_TOPIC, timeZone, now: new Date() });
  return c.json({
    channel: d.channel,
    window: d.kpis.window,
    kpis: d.kpis.kpis,
    funnel: d.kpis.funnel,
    visibilityScore: d.visibility,
    timing: timingIncluded ? d.timing : null,
    cadence: d.cadence,
    sentiment: d.sentiment,
    momentum: d.latest,
    gettingStarted: d.steps,
    ...(timingIncluded ? {} : { locked: [{ feature: "Optimal Upload Timing", fields: ["timing"], message: featureLockedError("upload-timing") }] }),
  });
});
