// The rewrite a demo starts with: made on the week's demo base by the real rewriter
// (features/demo-showcase), copied as the demo's own row. The audit needs no copy: the page
// computes it from the videos on every load.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s rewrites into workspace `to`, unchanged. */
export function rewritesCopy(from: string, to: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO description_rewrites (workspace_id, id, video_id, result, seq, seo_gain_total, rules_fixed_total, created_at)
       SELECT ?, id, video_id, result, seq, seo_gain_total, rules_fixed_total, created_at FROM description_rewrites WHERE workspace_id = ?`,
      to, from,
    ),
  ];
}
