// The series a demo starts with: those the real analysis found on the week's demo base
// (features/demo-showcase), copied as the demo's own rows because a visitor edits, reorders and
// deletes them.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s series and their videos into workspace `to`, unchanged. */
export function seriesCopy(from: string, to: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO series (workspace_id, id, title, description, topics, source, detected_key, analysis, created_at, updated_at)
       SELECT ?, id, title, description, topics, source, detected_key, analysis, created_at, updated_at FROM series WHERE workspace_id = ?`,
      to, from,
    ),
    rawSql(
      `INSERT INTO series_videos (workspace_id, id, series_id, position, title, description, status, publish_date, video_id, estimated_views, created_at)
       SELECT ?, id, series_id, position, title, description, status, publish_date, video_id, estimated_views, created_at FROM series_videos WHERE workspace_id = ?`,
      to, from,
    ),
  ];
}
