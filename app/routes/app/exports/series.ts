// GET /series-planner/series.csv: every series with its videos, one row per video in the
// series (a series with no video yet still has its own row, with the video cells empty).
import { getEnv } from "~/context";
// The same read the page makes (series.engines.server's seriesPage).
import { type SeriesVideoView, type SeriesView, seriesPage } from "~/features/series-planner/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL, YOUTUBE_LABEL } from "~/lib/figure-source";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/series";

type Row = { series: SeriesView; video: SeriesVideoView | null };

const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: "series_id", value: (r) => r.series.id },
  { header: "series_title", value: (r) => r.series.title },
  { header: "series_status", value: (r) => r.series.status },
  { header: "series_completion_pct", value: (r) => r.series.completionPercentage },
  { header: "series_topics", value: (r) => r.series.topics.join("; ") },
  { header: "series_source", value: (r) => r.series.source },
  { header: "series_estimated_views", value: (r) => r.series.estimatedViews, source: ESTIMATE_LABEL },
  { header: "position", value: (r) => r.video?.order ?? null },
  { header: "video_title", value: (r) => r.video?.title ?? null },
  { header: "video_status", value: (r) => r.video?.status ?? null },
  { header: "publish_date", value: (r) => r.video?.publishDate ?? null },
  { header: "youtube_video_id", value: (r) => r.video?.videoId ?? null },
  { header: "views", value: (r) => r.video?.views ?? null, source: YOUTUBE_LABEL },
  { header: "video_estimated_views", value: (r) => r.video?.estimatedViews ?? null, source: ESTIMATE_LABEL },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const page = await seriesPage(getDb(getEnv(context)), user.teamChannelId, now);
  const rows = page.series.flatMap((series): Row[] =>
    series.videos.length ? series.videos.map((video) => ({ series, video })) : [{ series, video: null }],
  );
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "series");
  return csvDownload("series", toCsv(withSourceColumn(COLUMNS), rows), now);
}
