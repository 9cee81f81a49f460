// Market data's tables: the analysed-search cache and who searched what.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { teamChannelIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Market intelligence. Search results and trend points describe public YouTube data, the same
// for every workspace, so they are shared: one query's answer serves everyone for six hours.

/** Content Analyzer answers per normalised query, reused for 6 hours (no quota spent). */
export const marketCache = sqliteTable("market_cache", {
  query: text("query").primaryKey(),
  payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Which workspace ran which Content Analyzer search (cached or live), last time it did. The cache
 * above is shared by everyone; this says whose searches are whose, so a workspace's tools (the
 * assistant) read only the searches it ran itself.
 */
export const marketSearches = sqliteTable(
  "market_searches",
  {
    teamChannelId: teamChannelIdColumn(),
    // The cache key (tidy, lower case): joins market_cache.query.
    query: text("query").notNull(),
    searchedAt: integer("searched_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.query] }),
    index("market_searches_recent_idx").on(t.teamChannelId, t.searchedAt),
  ],
);
