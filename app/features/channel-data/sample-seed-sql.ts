// The sample world as plain SQL statements: one pure function used by `npm run dev` (written
// to a file for `wrangler d1 execute`), by deployment, and by the tests (run through D1).
import { insertValuesSql as inserts, sqlLiteral } from "~/lib/db/sql-literal";
import { METRIC_COLUMNS, metricValues } from "./metrics-sql";
import { SAMPLE_WORKSPACE_ID } from "./sample-workspace";
import type { ChannelDataset, SampleWorld } from "./types";

const ms = (iso: string) => Date.parse(iso);

function datasetStatements(ws: string, data: ChannelDataset, role: "own" | "competitor", syncedAt: number): string[] {
  const c = data.channel;
  const latest = new Map<
    string,
    { viewCount: number; likeCount: number | null; commentCount: number | null; at: number }
  >();
  for (const s of data.snapshots) {
    const at = ms(s.capturedAt);
    const current = latest.get(s.videoYoutubeId);
    if (!current || current.at < at) latest.set(s.videoYoutubeId, { ...s, at });
  }
  return [
    ...inserts(
      "channels",
      [
        "workspace_id",
        "id",
        "role",
        "title",
        "handle",
        "description",
        "country",
        "published_at",
        "thumbnail_url",
        "subscriber_count",
        "view_count",
        "video_count",
        "uploads_playlist_id",
        "is_active",
        "is_sample",
        "last_synced_at",
      ],
      [
        [
          ws,
          c.youtubeId,
          role,
          c.title,
          c.handle,
          c.description,
          c.country,
          ms(c.publishedAt),
          c.thumbnailUrl,
          c.subscriberCount,
          c.viewCount,
          c.videoCount,
          c.uploadsPlaylistId,
          true,
          true,
          syncedAt,
        ],
      ],
    ),
    ...inserts(
      "videos",
      [
        "workspace_id",
        "id",
        "channel_id",
        "title",
        "description",
        "tags",
        "published_at",
        "duration_seconds",
        "category_id",
        "thumbnail_url",
        "is_short",
        "view_count",
        "like_count",
        "comment_count",
        "stats_updated_at",
      ],
      data.videos.map((v) => {
        const s = latest.get(v.youtubeId);
        return [
          ws,
          v.youtubeId,
          v.channelYoutubeId,
          v.title,
          v.description,
          JSON.stringify(v.tags),
          ms(v.publishedAt),
          v.durationSeconds,
          v.categoryId,
          v.thumbnailUrl,
          v.isShort,
          s?.viewCount ?? 0,
          s ? s.likeCount : null,
          s ? s.commentCount : null,
          s?.at ?? null,
        ];
      }),
    ),
    ...inserts(
      "video_stats",
      ["workspace_id", "video_id", "captured_at", "view_count", "like_count", "comment_count"],
      data.snapshots.map((s) => [ws, s.videoYoutubeId, ms(s.capturedAt), s.viewCount, s.likeCount, s.commentCount]),
    ),
    ...inserts(
      "comments",
      [
        "workspace_id",
        "id",
        "video_id",
        "parent_id",
        "author_name",
        "author_channel_id",
        "text",
        "like_count",
        "published_at",
      ],
      data.comments.map((k) => [
        ws,
        k.youtubeId,
        k.videoYoutubeId,
        k.parentYoutubeId,
        k.authorName,
        k.authorChannelId,
        k.text,
        k.likeCount,
        ms(k.publishedAt),
      ]),
    ),
    ...inserts(
      "video_analytics",
      ["workspace_id", "video_id", ...METRIC_COLUMNS, "import_id", "updated_at"],
      data.videoAnalytics.map((a) => [ws, a.videoYoutubeId, ...metricValues(a), null, syncedAt]),
    ),
    ...inserts(
      "daily_analytics",
      ["workspace_id", "video_id", "date", ...METRIC_COLUMNS, "import_id"],
      data.dailyAnalytics.map((d) => [ws, d.videoYoutubeId ?? "", d.date, ...metricValues(d), null]),
    ),
  ];
}

const TABLES_WITH_WORKSPACE = ["channels", "videos", "video_stats", "comments", "video_analytics", "daily_analytics"];

/**
 * Statements that (re)create the sample template workspace from `world`. Running them twice
 * leaves the same rows: the template is cleared first. Older template versions are removed.
 */
export function buildSampleSeedSql(world: SampleWorld, teamChannelId = SAMPLE_WORKSPACE_ID): string[] {
  const ws = sqlLiteral(teamChannelId);
  const syncedAt = ms(world.generatedAt);
  return [
    `DELETE FROM workspaces WHERE kind = 'sample' AND id <> ${ws}`,
    `INSERT INTO workspaces (id, kind) VALUES (${ws}, 'sample') ON CONFLICT (id) DO NOTHING`,
    ...TABLES_WITH_WORKSPACE.map((table) => `DELETE FROM ${table} WHERE workspace_id = ${ws}`),
    ...datasetStatements(teamChannelId, world.own, "own", syncedAt),
    ...world.competitors.flatMap((competitor) => datasetStatements(teamChannelId, competitor, "competitor", syncedAt)),
  ];
}
