// GET /video-forecast/forecasts.csv: the stored forecasts as the page lists them. The Viral
// Potential column exists only for a plan with the Viral Potential Predictor: the use-case has
// already blanked it otherwise, and a locked column is left out rather than shipped empty.
import { getEnv } from "~/context";
import { viewerInRequest } from "~/features/billing/index.server";
import type { StoredForecast } from "~/features/video-forecast/index.server";
import { forecastPageFor } from "~/features/video-forecast/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/forecasts";

const COLUMNS: readonly CsvColumn<StoredForecast>[] = [
  { header: "forecast_id", value: (f) => f.id },
  { header: "created_at", value: (f) => f.createdAt },
  { header: "title", value: (f) => f.forecast.title },
  { header: "topic", value: (f) => f.forecast.topic },
  // The 80% range of views at 28 days and its centre.
  { header: "views_28d_low", value: (f) => f.forecast.predictedViews.min, source: ESTIMATE_LABEL },
  { header: "views_28d_expected", value: (f) => f.forecast.predictedViews.expected, source: ESTIMATE_LABEL },
  { header: "views_28d_high", value: (f) => f.forecast.predictedViews.max, source: ESTIMATE_LABEL },
  { header: "ctr_pct", value: (f) => f.forecast.predictedCTR, source: ESTIMATE_LABEL },
  { header: "engagement_pct", value: (f) => f.forecast.predictedEngagement, source: ESTIMATE_LABEL },
  { header: "success_probability_pct", value: (f) => f.forecast.successProbability, source: ESTIMATE_LABEL },
  { header: "viral_potential", value: (f) => f.forecast.viralPotential, source: ESTIMATE_LABEL },
  { header: "competition", value: (f) => f.forecast.competitionLevel, source: ESTIMATE_LABEL },
  { header: "trend_alignment", value: (f) => f.forecast.trendAlignment, source: ESTIMATE_LABEL },
  { header: "overall_score", value: (f) => f.forecast.overallScore, source: ESTIMATE_LABEL },
  { header: "reasoning", value: (f) => f.forecast.reasoning },
  { header: "recommendations", value: (f) => f.forecast.recommendations.join(" ") },
  { header: "basis", value: (f) => f.basis },
  // How the method did on this channel's own past uploads (median absolute % error; share 0-1 of actuals inside the 80% range).
  { header: "backtest_mdape_pct", value: (f) => f.backtest.mdape, source: ESTIMATE_LABEL },
  { header: "backtest_coverage80_share", value: (f) => f.backtest.coverage80, source: ESTIMATE_LABEL },
  { header: "backtest_videos", value: (f) => f.backtest.n },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const now = new Date();
  const page = await forecastPageFor(db, await viewerInRequest(context, user), now);
  const columns = page.viralIncluded ? COLUMNS : COLUMNS.filter((c) => c.header !== "viral_potential");
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "forecasts");
  return csvDownload("forecasts", toCsv(withSourceColumn(columns), page.forecasts), now);
}
