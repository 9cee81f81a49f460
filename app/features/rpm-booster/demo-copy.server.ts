// The RPM analysis a demo starts with: made on the week's demo base by the real analysis
// (features/demo-showcase), copied as the demo's own row.
import { type RawStatement, rawSql } from "~/lib/db/raw-batch";

/** Copies `from`'s RPM analyses into workspace `to`, unchanged. */
export function rpmAnalysesCopy(from: string, to: string): RawStatement[] {
  return [
    rawSql(
      `INSERT INTO rpm_analyses (workspace_id, id, analysis, recommendations, not_measured, missing, total_analyses, created_at)
       SELECT ?, id, analysis, recommendations, not_measured, missing, total_analyses, created_at FROM rpm_analyses WHERE workspace_id = ?`,
      to, from,
    ),
  ];
}
