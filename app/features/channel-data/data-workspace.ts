// Whose rows a workspace reads for its three large, read-only tables: comments, video_stats
// (snapshots) and daily_analytics. A demo reads them from a shared base (the sample template
// moved to a week, see demo-copy.server.ts) instead of holding a copy, so starting a demo writes
// a few hundred rows, not 15,000; every other workspace reads its own. Readers of those tables
// filter with `dataWorkspace(ws)` in place of `ws`; joins to per-workspace tables (videos…) keep
// `ws` on their side. Snapshots and comments, which a workspace keeps in its own store, are read
// through `withChannelData` (data-place.server.ts): the same rule in JavaScript. Comment scores follow their
// comments (`s.workspace_id = c.workspace_id`): a score is the engine's reading of the comment's text alone, so a demo reads its base's,
// scored when the base is prepared (demo-showcase). Nothing a visitor writes ever lands in a
// base: the writers of these tables (sync, Studio import, Google backfill) are refused in demos.
// A demo's Analyze finds its base's comments already scored; in a demo started while its base
// was still being prepared, it writes the same engine scores of the base's comments the
// preparation would.
import { type SQL, sql } from "drizzle-orm";

/**
 * The workspace whose comments, snapshots and daily analytics `teamChannelId` reads, as a SQL
 * expression (one primary-key lookup, evaluated once per statement, so indexes still apply).
 */
export function dataWorkspace(teamChannelId: string): SQL {
  return sql`coalesce((SELECT dw.data_workspace_id FROM workspaces dw WHERE dw.id = ${teamChannelId}), ${teamChannelId})`;
}
