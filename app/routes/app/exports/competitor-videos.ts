// GET /competitor-monitor/videos.csv: every tracked competitor video the report analysed (not
// only the cards shown first), strongest outlier first, with the measured reasons.
import { getEnv } from "~/context";
import { competitorReport } from "~/features/competitor-monitor/index.server";
import type { CompetitorVideo } from "~/features/competitor-monitor/index";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/competitor-videos";

const COLUMNS: readonly CsvColumn<CompetitorVideo>[] = [
  { header: "video_id", value: (v) => v.id },
  { header: "url", value: (v) => `https://www.youtube.com/watch?v=${v.id}` },
  { header: "title", value: (v) => v.title },
  { header: "channel", value: (v) => v.channel },
  { header: "channel_id", value: (v) => v.channelId },
  { header: "published_at", value: (v) => v.publishedAt },
  { header: "views", value: (v) => v.viewCount },
  // Hidden likes and comments that are off stay empty, not zero.
  { header: "likes", value: (v) => v.likeCount },
  { header: "comments", value: (v) => v.commentCount },
  { header: "duration", value: (v) => v.duration },
  { header: "duration_seconds", value: (v) => v.durationSeconds },
  { header: "short", value: (v) => (v.isShort ? "yes" : "no") },
  { header: "trend_score_percentile", value: (v) => v.trendScore },
  { header: "why_it_works", value: (v) => v.whyItWorks },
  { header: "key_takeaways", value: (v) => v.keyTakeaways.join("; ") },
  { header: "tags", value: (v) => v.tags.join("; ") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const report = await competitorReport(getDb(getEnv(context)), user.workspaceId, now);
  // Every export of the workspace's data is on its owners' activity log (issue 41).
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "competitor-videos");
  return csvDownload("competitor-videos", toCsv(COLUMNS, report.videos), now);
}
