import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { SERIES_MESSAGES } from "~/features/series-planner/index";
import { seriesQuerySchema } from "~/features/series-planner/index.server";
import { listSeries, seriesStats } from "~/features/series-planner/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";

export const seriesPlanner = new Hono<ApiEnv>();

// GET /api/series[?status=planned|in-progress|published|completed]: the signed-in workspace's
// series (spec §3 "Series" with its "Series video" list, plus where each came from, the guidance
// check and the measured analysis) and the page's stats, with the last Analyze Library run
// (`lastAnalysis`: when, uploads read, series found, and what it found or why none; null before the
// first). Only the caller's workspace is read; the stats always count every series, whatever the filter.
seriesPlanner.get("/series", requireUser(SERIES_MESSAGES.signedOut), async (c) => {
  const query = seriesQuerySchema.safeParse({ status: c.req.query("status") });
  if (!query.success) return apiError(c, 400, query.error.issues[0]?.message ?? "Invalid query.");
  const { series: list, lastAnalysis } = await listSeries(getDb(c.env), c.get("user").teamChannelId, new Date());
  const wanted = query.data.status;
  return c.json({
    series: wanted ? list.filter((s) => s.status === wanted) : list,
    stats: seriesStats(list),
    lastAnalysis,
    estimates: estimatesIn(
      "series[].estimatedViews",
      "series[].analysis.estimatedViews",
      "series[].videos[].estimatedViews",
    ),
  });
});
