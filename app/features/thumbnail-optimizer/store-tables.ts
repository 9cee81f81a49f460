// The Thumbnail & Title Optimizer's tables: measured thumbnails, Analyze runs, A/B tests. They
// live in each workspace's own store (decision 012), reached through workspaceDb(); their schema
// there is app/lib/db/workspace-store/migrations.ts (versions 5 and 15), kept in step with these.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

// ---------------------------------------------------------------------------------------------
// Thumbnail & Title Optimizer. Thumbnails are decoded and measured once per image address (a
// new thumbnail is a new address on YouTube), so each Analyze only measures what is new.

export const thumbnailMetrics = sqliteTable(
  "thumbnail_metrics",
  {
    teamChannelId: storeWorkspaceId(),
    videoId: text("video_id").notNull(),
    url: text("url").notNull(),
    // The ThumbnailMetrics record as JSON, or null when the image could not be fetched or decoded.
    metrics: text("metrics", { mode: "json" }),
    measuredAt: integer("measured_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId] })],
);

// One row per Analyze: the suggestions it made and the effects they rest on. Running totals make
// the stats tiles count every run, though only the newest few rows are kept.
export const optimizerRuns = sqliteTable(
  "optimizer_runs",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    // 'studio' (impressions CTR) or 'views' (views at 7 days against the channel median).
    // "relative": views so far against uploads of a similar age (optimizer.engines.server.ts).
    outcome: text("outcome", { enum: ["studio", "views", "relative"] }).notNull(),
    videosAnalyzed: integer("videos_analyzed").notNull(),
    suggestions: text("suggestions", { mode: "json" }).notNull(),
    effects: text("effects", { mode: "json" }).notNull(),
    note: text("note"),
    totalOptimizations: integer("total_optimizations").notNull(),
    totalVideosAnalyzed: integer("total_videos_analyzed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("optimizer_runs_created_idx").on(t.teamChannelId, t.createdAt),
  ],
);

// A/B tests of a video's title or thumbnail: 2-3 variants with their recorded results.
export const abTests = sqliteTable(
  "ab_tests",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    videoId: text("video_id"),
    name: text("name").notNull(),
    element: text("element", { enum: ["title", "thumbnail"] }).notNull(),
    // 'ctr': impressions and clicks per variant; 'watch-share': Test & Compare's watch time shares.
    metric: text("metric", { enum: ["ctr", "watch-share"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    // Run on YouTube itself: Vidwise sets the variants in turn, one whole reporting day each.
    onYouTube: integer("on_youtube", { mode: "boolean" }).notNull().default(false),
    state: text("state", { enum: ["running", "ended"] }),
    // The owner or manager who started it: each scheduled swap is made in their name.
    startedBy: text("started_by"),
    // The title the video carried before the test: put back when the test ends without a winner.
    original: text("original"),
    // 'ctr' from the reach report's impressions; 'views' (Shorts: views per day from Analytics).
    judge: text("judge", { enum: ["ctr", "views"] }),
    horizonDays: integer("horizon_days"),
    livePosition: integer("live_position"),
    outcome: text("outcome"),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("ab_tests_created_idx").on(t.teamChannelId, t.createdAt),
  ],
);

export const abTestVariants = sqliteTable(
  "ab_test_variants",
  {
    teamChannelId: storeWorkspaceId(),
    testId: text("test_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    watchShare: real("watch_share"),
    // The dates (YYYY-MM-DD, inclusive) the variant was live, for reading Studio's daily CTR.
    liveFrom: text("live_from"),
    liveTo: text("live_to"),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.testId, t.position] })],
);

// The days of a test on YouTube each variant was live from the start of YouTube's reporting day
// (Pacific time): only whole days are counted, read from the reach report (or, for Shorts, views).
export const abTestDays = sqliteTable(
  "ab_test_days",
  {
    teamChannelId: storeWorkspaceId(),
    testId: text("test_id").notNull(),
    date: text("date").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.testId, t.date] })],
);

// The image files of a thumbnail test on YouTube, kept while it runs (deleted when it ends): each variant's
// (its position) and the thumbnail the video had before the test (ORIGINAL_IMAGE), base64 in parts
// (IMAGE_PART_CHARS) so no value passes the store's 2 MB limit.
export const abTestImages = sqliteTable(
  "ab_test_images",
  {
    teamChannelId: storeWorkspaceId(),
    testId: text("test_id").notNull(),
    position: integer("position").notNull(),
    part: integer("part").notNull(),
    contentType: text("content_type", { enum: ["image/jpeg", "image/png"] }).notNull(),
    data: text("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.testId, t.position, t.part] })],
);
