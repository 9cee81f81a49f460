// Trends' tables: followed keywords and their measured interest.
import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { teamChannelIdColumn } from "~/lib/auth/tables";

/** Keywords a workspace follows (its primary topic is followed implicitly). */
export const trendKeywords = sqliteTable(
  "trend_keywords",
  {
    teamChannelId: teamChannelIdColumn(),
    keyword: text("keyword").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.keyword] })],
);

/** One measurement of a keyword's interest, recorded by the 6-hourly cron. */
export const trendPoints = sqliteTable(
  "trend_points",
  {
    keyword: text("keyword").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    viewsPerDay: real("views_per_day").notNull(),
    uploadsPerWeek: real("uploads_per_week").notNull(),
    videosSampled: integer("videos_sampled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.at] })],
);

/**
 * When the trends job last tried each keyword (a point stored or not: a keyword with no recent
 * videos still takes its turn). The job measures the least recently tried keywords first, so
 * every followed keyword is measured within a stated wait however many there are.
 */
export const trendKeywordChecks = sqliteTable("trend_keyword_checks", {
  keyword: text("keyword").primaryKey(),
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }).notNull(),
});
