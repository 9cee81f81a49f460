// The Series Planner's tables. They live in each workspace's own store (decision 012), reached
// through workspaceDb(); their schema there is app/lib/db/workspace-store/migrations.ts (version 8,
// and 13 for series_library_runs), kept in step with these.
import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

// The foreign key between series_videos and series is inside the store and kept.

// ---------------------------------------------------------------------------------------------
// Series Planner: series (found in the library by Analyze Library, or added by hand) and their
// ordered videos, each an existing upload or a planned title.

export const series = sqliteTable(
  "series",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    topics: text("topics", { mode: "json" }).notNull(),
    source: text("source", { enum: ["analysis", "manual"] }).notNull(),
    // Identifies a series found by Analyze Library, so analysing again updates it, not duplicates.
    detectedKey: text("detected_key"),
    // Measured numbers from the analysis (views, watch time, flow, suggestions); null for manual.
    analysis: text("analysis", { mode: "json" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("series_created_idx").on(t.teamChannelId, t.createdAt),
    uniqueIndex("series_detected_idx").on(t.teamChannelId, t.detectedKey),
  ],
);

/** Series found by Analyze Library that the user deleted: analysing again does not bring them back. */
export const seriesDismissals = sqliteTable(
  "series_dismissals",
  {
    teamChannelId: storeWorkspaceId(),
    detectedKey: text("detected_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.detectedKey] })],
);

export const seriesVideos = sqliteTable(
  "series_videos",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    seriesId: text("series_id").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["published", "in-progress", "planned", "completed"] }).notNull(),
    // YYYY-MM-DD; null when not scheduled.
    publishDate: text("publish_date"),
    // The upload this entry is, when it is one of the channel's videos.
    videoId: text("video_id"),
    // The forecaster's range as text ("12K-30K"), when there was one.
    estimatedViews: text("estimated_views"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    foreignKey({ columns: [t.teamChannelId, t.seriesId], foreignColumns: [series.teamChannelId, series.id] }).onDelete(
      "cascade",
    ),
    index("series_videos_series_idx").on(t.teamChannelId, t.seriesId, t.position),
  ],
);

/**
 * The workspace's last Analyze Library run, found series or not: when it ran, what it read and how
 * close each pass came to a series (engine/types.ts LibraryRun), so the page says what it found, or
 * that it found none and why, instead of "Last analysed: —". One row per workspace, replaced.
 */
export const seriesLibraryRuns = sqliteTable(
  "series_library_runs",
  {
    teamChannelId: storeWorkspaceId(),
    analysedAt: integer("analysed_at", { mode: "timestamp_ms" }).notNull(),
    uploads: integer("uploads").notNull(),
    found: integer("found").notNull(),
    // LibraryRun's report, found-by-kind and dismissed counts, and the sentence the page shows.
    run: text("run", { mode: "json" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId] })],
);
