// A demo visitor's private copy of the sample template, with every time moved forward by whole
// weeks so the data ends in the current week. INSERT … SELECT keeps the copy inside D1: a few
// statements, no rows through the Worker.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";
import { METRIC_COLUMNS } from "./metrics-sql";
import { SAMPLE_ANCHOR, SAMPLE_WORKSPACE_ID, sampleShiftDays } from "./sample-workspace";

const METRICS = METRIC_COLUMNS.join(", ");

export function copySampleStatements(targetWorkspaceId: string, now = new Date()): RawStatement[] {
  const days = sampleShiftDays(SAMPLE_ANCHOR, now);
  const shiftMs = days * 24 * 60 * 60 * 1000;
  const to = targetWorkspaceId;
  const from = SAMPLE_WORKSPACE_ID;
  return [
    rawSql(
      `INSERT INTO channels (workspace_id, id, role, title, handle, description, country, published_at, thumbnail_url, subscriber_count, view_count, video_count, uploads_playlist_id, is_active, is_sample, last_synced_at)
       SELECT ?, id, role, title, handle, description, country, published_at, thumbnail_url, subscriber_count, view_count, video_count, uploads_playlist_id, is_active, is_sample, last_synced_at + ?
       FROM channels WHERE workspace_id = ?`,
      to, shiftMs, from,
    ),
    rawSql(
      `INSERT INTO videos (workspace_id, id, channel_id, title, description, tags, published_at, duration_seconds, category_id, thumbnail_url, is_short, view_count, like_count, comment_count, stats_updated_at)
       SELECT ?, id, channel_id, title, description, tags, published_at + ?, duration_seconds, category_id, thumbnail_url, is_short, view_count, like_count, comment_count, stats_updated_at + ?
       FROM videos WHERE workspace_id = ?`,
      to, shiftMs, shiftMs, from,
    ),
    rawSql(
      `INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count, like_count, comment_count)
       SELECT ?, video_id, captured_at + ?, view_count, like_count, comment_count FROM video_stats WHERE workspace_id = ?`,
      to, shiftMs, from,
    ),
    rawSql(
      `INSERT INTO comments (workspace_id, id, video_id, parent_id, author_name, author_channel_id, text, like_count, published_at)
       SELECT ?, id, video_id, parent_id, author_name, author_channel_id, text, like_count, published_at + ? FROM comments WHERE workspace_id = ?`,
      to, shiftMs, from,
    ),
    rawSql(
      `INSERT INTO video_analytics (workspace_id, video_id, ${METRICS}, import_id, updated_at)
       SELECT ?, video_id, ${METRICS}, NULL, updated_at + ? FROM video_analytics WHERE workspace_id = ?`,
      to, shiftMs, from,
    ),
    rawSql(
      `INSERT INTO daily_analytics (workspace_id, video_id, date, ${METRICS}, import_id)
       SELECT ?, video_id, date(date, ?), ${METRICS}, NULL FROM daily_analytics WHERE workspace_id = ?`,
      to, `+${days} days`, from,
    ),
  ];
}
