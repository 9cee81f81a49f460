import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { RPM_FAILED_ERROR, RPM_SIGNED_OUT_ERROR } from "~/features/rpm-booster/index";
import { analyzeWorkspace, revenueSource, rpmStats } from "~/features/rpm-booster/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";
import { log } from "~/lib/log.server";

export const rpmBooster = new Hono<ApiEnv>();

// GET /api/rpm: the RPM analysis of the signed-in user's workspace, computed fresh from the
// revenue rows it holds now, so an API client never reads numbers older than the data. Read-only:
// nothing is stored, and `stats` counts the runs made with the page's Analyze RPM button. It takes
// no parameters (a query string is ignored). Demo users read their copy of the sample channel.
rpmBooster.get("/rpm", requireUser(RPM_SIGNED_OUT_ERROR), async (c) => {
  const teamChannelId = c.get("user").teamChannelId;
  const db = getDb(c.env);
  try {
    const [result, source, stats] = await Promise.all([
      analyzeWorkspace(db, teamChannelId, new Date()),
      revenueSource(db, teamChannelId),
      rpmStats(db, teamChannelId),
    ]);
    return c.json({
      analysis: result.analysis,
      recommendations: result.recommendations,
      missing: result.missing,
      notMeasured: result.notMeasured,
      checked: result.checked,
      source,
      stats,
      // Revenue and views are YouTube's; the RPM arithmetic over them and every projection are ours.
      estimates: estimatesIn(
        "analysis.currentRPM",
        "analysis.channelMedianRPM",
        "analysis.topPerformerRPM",
        "analysis.trendPercentage",
        "analysis.potentialMonthlyIncrease",
        "recommendations[].projectedRPM",
        "recommendations[].potentialIncrease",
      ),
    });
  } catch (error) {
    log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
    return apiError(c, 500, RPM_FAILED_ERROR);
  }
});
