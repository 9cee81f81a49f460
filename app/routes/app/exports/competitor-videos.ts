// GET /competitor-monitor/videos.csv: every tracked competitor video the report analysed (not
// only the cards shown first), strongest outlier first, with the measured reasons.
import { getEnv } from "~/context";
import { youtubeVideoUrl } from "~/lib/legal";
import { competitorReport } from "~/features/competitor-monitor/index.server";
import type { CompetitorVideo } from "~/features/competitor-monitor/index";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL, YOUTUBE_LABEL } from "~/lib/figure-source";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/competitor-videos";

const COLUMNS: readonly CsvColumn<CompetitorVideo>[] = [
  { header: "video_id", value: (v) => v.id },
  { header: "url", value: (v) => youtubeVideoUrl(v.id) },
  { header: "title", value: (v) => v.title },
  { header: "channel", value: (v) => v.channel },
  { header: "channel_id", value: (v) => v.channelId },
  { header: "published_at", value: (v) => v.publishedAt, source: YOUTUBE_LABEL },
  { header: "views", value: (v) => v.viewCount, source: YOUTUBE_LABEL },
  // Hidden likes and comments that are off stay empty, not zero.
  { header: "likes", value: (v) => v.likeCount, source: YOUTUBE_LABEL },
  { header: "comments", value: (v) => v.commentCount, source: YOUTUBE_LABEL },
  { header: "duration", value: (v) => v.duration },
  { header: "duration_seconds", value: (v) => v.durationSeconds, source: YOUTUBE_LABEL },
  { header: "short", value: (v) => (v.isShort ? "yes" : "no"), source: ESTIMATE_LABEL },
  { header: "trend_score_percentile", value: (v) => v.trendScore, source: ESTIMATE_LABEL },
  { header: "why_it_works", value: (v) => v.whyItWorks, source: ESTIMATE_LABEL },
  { header: "key_takeaways", value: (v) => v.keyTakeaways.join("; "), source: ESTIMATE_LABEL },
  { header: "tags", value: (v) => v.tags.join("; ") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const report = await competitorReport(getDb(getEnv(context)), user.teamChannelId, now);
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "competitor-videos");
  return csvDownload("competitor-videos", toCsv(withSourceColumn(COLUMNS), report.videos), now);
}
