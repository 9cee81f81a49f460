// The optimizer run and A/B test a demo starts with: made on the week's demo base by the real
// analysis (features/demo-showcase), copied as the demo's own rows. The per-thumbnail measures
// (thumbnail_metrics, one row per video) are not copied: the run already holds its results, and
// a visitor's own run measures again, so they would only spend the demo's row budget.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s optimizer runs and A/B tests into workspace `to`, unchanged. */
export function optimizerCopy(from: string, to: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO optimizer_runs (workspace_id, id, outcome, videos_analyzed, suggestions, effects, note, total_optimizations, total_videos_analyzed, created_at)
       SELECT ?, id, outcome, videos_analyzed, suggestions, effects, note, total_optimizations, total_videos_analyzed, created_at FROM optimizer_runs WHERE workspace_id = ?`,
      to, from,
    ),
    rawSql(
      `INSERT INTO ab_tests (workspace_id, id, video_id, name, element, metric, created_at, updated_at)
       SELECT ?, id, video_id, name, element, metric, created_at, updated_at FROM ab_tests WHERE workspace_id = ?`,
      to, from,
    ),
    rawSql(
      `INSERT INTO ab_test_variants (workspace_id, test_id, position, name, impressions, clicks, watch_share, live_from, live_to)
       SELECT ?, test_id, position, name, impressions, clicks, watch_share, live_from, live_to FROM ab_test_variants WHERE workspace_id = ?`,
      to, from,
    ),
  ];
}
