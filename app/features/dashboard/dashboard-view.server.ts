// The dashboard as the viewer's plan shows it: the engines' dashboard with what the plan withholds left out.
import { type Locked, type Viewer, locked } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { type Dashboard, dashboardFor } from "./dashboard.engines.server";

/** The dashboard as the viewer may see it: Optimal Upload Timing (Pro and up) is null without it. */
export type DashboardView = Omit<Dashboard, "timing"> & { timing: Dashboard["timing"] | null; locked: Locked[] };

/**
 * The one read behind the dashboard page, GET /api/dashboard and the assistant's dashboard tools:
 * without Optimal Upload Timing the timing never leaves the server and `locked` names the plan.
 */
export async function dashboardView(
  db: Db,
  viewer: Viewer,
  input: { primaryTopic: string; defaultTopic: string; timeZone: string; now: Date },
): Promise<DashboardView> {
  const dashboard = await dashboardFor(db, { teamChannelId: viewer.teamChannelId, ...input });
  if (viewer.can("upload-timing")) return { ...dashboard, locked: [] };
  return { ...dashboard, timing: null, locked: [locked("upload-timing", ["timing"])] };
}
