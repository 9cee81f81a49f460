// Channel data: channels, videos, their snapshots, comments, Studio and Google analytics, imports,
// sync jobs and the YouTube quota. Other features read and write these only through
// channel-data's public entry (index.server.ts).
// Keys are (workspace, YouTube id): the same public video can live in several workspaces (a demo
// copy, two creators tracking one competitor) without colliding.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { teamChannelIdColumn } from "~/lib/auth/tables";
import type { ChannelRecord } from "./types";
import type { QuotaFeature } from "./quota-features";

/** Studio's metrics; null = not in the export (never silently zero). */
const analyticsColumns = () => ({
  views: integer("views"),
  watchTimeHours: real("watch_time_hours"),
  averageViewDurationSeconds: real("average_view_duration_seconds"),
  averagePercentageViewed: real("average_percentage_viewed"),
  impressions: integer("impressions"),
  impressionsCtr: real("impressions_ctr"),
  subscribersGained: integer("subscribers_gained"),
  subscribersLost: integer("subscribers_lost"),
  uniqueViewers: integer("unique_viewers"),
  estimatedRevenue: real("estimated_revenue"),
  rpm: real("rpm"),
  cpm: real("cpm"),
});

export const channels = sqliteTable(
  "channels",
  {
    teamChannelId: teamChannelIdColumn(),
    id: text("id").notNull(),
    // 'own' is the creator's channel (one per workspace); 'competitor' ones are tracked.
    role: text("role", { enum: ["own", "competitor"] }).notNull(),
    title: text("title").notNull(),
    handle: text("handle"),
    description: text("description").notNull().default(""),
    country: text("country"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    thumbnailUrl: text("thumbnail_url"),
    subscriberCount: integer("subscriber_count"),
    viewCount: integer("view_count").notNull().default(0),
    videoCount: integer("video_count").notNull().default(0),
    uploadsPlaylistId: text("uploads_playlist_id").notNull(),
    // Competitor Monitor's Active/Paused toggle; paused channels are not refreshed.
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    isSample: integer("is_sample", { mode: "boolean" }).notNull().default(false),
    lastSyncedAt: integer("last_synced_at", { mode: "timestamp_ms" }),
    // Where the first sync stopped reading uploads (it reads only the newest ones): the daily
    // refresh reads older pages from here, a few a day, and clears it at the channel's oldest.
    olderUploadsToken: text("older_uploads_token"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.id] }), index("channels_role_idx").on(t.teamChannelId, t.role)],
);

export const videos = sqliteTable(
  "videos",
  {
    teamChannelId: teamChannelIdColumn(),
    id: text("id").notNull(),
    channelId: text("channel_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    categoryId: text("category_id"),
    thumbnailUrl: text("thumbnail_url"),
    isShort: integer("is_short", { mode: "boolean" }).notNull().default(false),
    // The latest snapshot, kept on the row so lists never need a join.
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count"),
    commentCount: integer("comment_count"),
    statsUpdatedAt: integer("stats_updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("videos_channel_published_idx").on(t.teamChannelId, t.channelId, t.publishedAt),
  ],
);

/**
 * View snapshots. A workspace's own are in its store (store migration 6, snapshots.server.ts);
 * this control-D1 table holds the sample template's and the demo bases' (control data, read by
 * demos) and, until each workspace's next refresh moves them, snapshots written before the move.
 */
export const videoStats = sqliteTable(
  "video_stats",
  {
    teamChannelId: teamChannelIdColumn(),
    videoId: text("video_id").notNull(),
    capturedAt: integer("captured_at", { mode: "timestamp_ms" }).notNull(),
    viewCount: integer("view_count").notNull(),
    likeCount: integer("like_count"),
    commentCount: integer("comment_count"),
    // "public": read from YouTube's public data (videos.list, the feed), anyone's to copy.
    // "analytics": from the workspace creator's own YouTube Analytics grant, kept in that
    // workspace's store only and deleted when the grant ends (docs/youtube-compliance.md).
    source: text("source", { enum: ["public", "analytics"] })
      .notNull()
      .default("public"),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId, t.capturedAt] })],
);

export const comments = sqliteTable(
  "comments",
  {
    teamChannelId: teamChannelIdColumn(),
    id: text("id").notNull(),
    videoId: text("video_id").notNull(),
    parentId: text("parent_id"),
    authorName: text("author_name").notNull().default(""),
    authorChannelId: text("author_channel_id"),
    text: text("text").notNull(),
    likeCount: integer("like_count").notNull().default(0),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("comments_video_idx").on(t.teamChannelId, t.videoId, t.publishedAt),
    index("comments_published_idx").on(t.teamChannelId, t.publishedAt),
  ],
);

/** Where an analytics row came from: a Studio CSV import or the Google (YouTube Analytics) connection. */
const analyticsSource = () =>
  text("source", { enum: ["studio", "google"] })
    .notNull()
    .default("studio");

/** Studio's per-video table ("Table data.csv"), lifetime or export period. */
export const videoAnalytics = sqliteTable(
  "video_analytics",
  {
    teamChannelId: teamChannelIdColumn(),
    videoId: text("video_id").notNull(),
    ...analyticsColumns(),
    source: analyticsSource(),
    importId: text("import_id"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId] })],
);

/** Studio's per-day chart ("Chart data.csv"); video_id '' is the whole channel. */
export const dailyAnalytics = sqliteTable(
  "daily_analytics",
  {
    teamChannelId: teamChannelIdColumn(),
    videoId: text("video_id").notNull().default(""),
    date: text("date").notNull(),
    ...analyticsColumns(),
    source: analyticsSource(),
    importId: text("import_id"),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.videoId, t.date] })],
);

export const imports = sqliteTable(
  "imports",
  {
    id: text("id").primaryKey(),
    teamChannelId: teamChannelIdColumn(),
    kind: text("kind", { enum: ["table", "chart", "totals"] }).notNull(),
    fileName: text("file_name").notNull(),
    // SHA-256 of the file: the same file imported again is recognised and changes nothing.
    fileHash: text("file_hash").notNull(),
    status: text("status", { enum: ["done", "failed"] }).notNull(),
    rowsAdded: integer("rows_added").notNull().default(0),
    rowsUpdated: integer("rows_updated").notNull().default(0),
    rowsUnchanged: integer("rows_unchanged").notNull().default(0),
    rowsSkipped: integer("rows_skipped").notNull().default(0),
    report: text("report", { mode: "json" }).$type<ImportReport>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("imports_workspace_idx").on(t.teamChannelId, t.createdAt)],
);

export type ImportReport = {
  fileErrors: string[];
  rowErrors: { row: number; column: string; reason: string }[];
  unknownColumns: string[];
};

export const syncJobs = sqliteTable(
  "sync_jobs",
  {
    id: text("id").primaryKey(),
    teamChannelId: teamChannelIdColumn(),
    channelId: text("channel_id").notNull(),
    kind: text("kind", { enum: ["full", "refresh"] }).notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
    // Where the next step starts: committed with each step's rows, so a crash resumes here.
    cursor: text("cursor", { mode: "json" }).$type<SyncCursor>().notNull(),
    // Bumped by every committed step; a step commits only if it still sees the step it started
    // from, so a message delivered twice cannot count its rows twice.
    step: integer("step").notNull().default(0),
    videosFound: integer("videos_found").notNull().default(0),
    statsFetched: integer("stats_fetched").notNull().default(0),
    commentsFetched: integer("comments_fetched").notNull().default(0),
    error: text("error"),
    // Times the watchdog re-sent this job's step since its last progress (docs/decisions/008).
    resends: integer("resends").notNull().default(0),
    createdAt: createdAt(),
    // Bumped whenever the job advances: the watchdog's "no progress since" clock.
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("sync_jobs_workspace_idx").on(t.teamChannelId, t.createdAt),
    index("sync_jobs_status_idx").on(t.status, t.updatedAt),
  ],
);

export type SyncCursor =
  // `read`: upload ids listed so far by this job (a start stops at its role's cap).
  | { stage: "uploads"; pageToken: string | null; read?: number }
  // A refresh's first step: the channel's free Atom feed (new uploads, the newest views); `manual`
  // when someone pressed Refresh (the tracked uploads are read again).
  | { stage: "feed"; manual?: boolean }
  // Statistics read this refresh: `required` are ids it must read (new in the feed, or missing from
  // it), `calls` the videos.list calls made so far. (`offset` is a cursor of jobs queued before.)
  // `listed`: the ids the feed listed (their views came with it), `feedViews` those views.
  // `analytics`: the workspace creator's YouTube Analytics was asked for this refresh's due
  // readings; `analyticsRead` the videos it gave (kept in the workspace's store only, so the
  // Data API leaves them to the next refresh).
  | {
      stage: "stats";
      required?: string[];
      calls?: number;
      offset?: number;
      listed?: string[];
      feedViews?: Record<string, number>;
      analytics?: boolean;
      analyticsRead?: string[];
    }
  // Uploads older than the start read, `page` pages into this run.
  | { stage: "older"; pageToken: string; page: number }
  // A start's comments read video by video (jobs queued before starts read the channel's threads).
  | { stage: "comments"; videoIds: string[]; index: number; pageToken: string | null; page: number }
  // Comments across the channel's videos, newest first: a start's up to `pages` pages, a refresh's
  // (no `pages`) the new ones up to its daily pages. `uploadsRead` false when another job read the
  // uploads (this one read only the comments, and copies after).
  | { stage: "channel-comments"; pageToken: string | null; page: number; pages?: number; uploadsRead?: boolean }
  // The public channel's rows copied into the workspace's store; `read` false when another job
  // read them (this one only copies, and leaves the channel's refresh marks alone).
  | { stage: "copy"; read?: boolean }
  | { stage: "done" };

/**
 * A public YouTube channel, once for every workspace that follows it (as its own or a competitor):
 * what YouTube said of it and how far its public data has been read. The data itself (uploads,
 * their statistics, comments) is in the channel's own store (`public-channel:<id>`); each following
 * workspace gets a copy in its store, so its tools read only the channels it follows.
 */
export const publicChannels = sqliteTable(
  "public_channels",
  {
    id: text("id").primaryKey(),
    // Lower case without "@": a handle resolved once is not resolved again by anyone.
    handle: text("handle"),
    record: text("record", { mode: "json" }).$type<ChannelRecord>().notNull(),
    recordAt: integer("record_at", { mode: "timestamp_ms" }).notNull(),
    // When a start's reads finished: from then on a new follower copies instead of reading.
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    refreshedAt: integer("refreshed_at", { mode: "timestamp_ms" }),
    // A refresh under way claims the channel, so two followers' refreshes do not both spend units.
    refreshClaimedAt: integer("refresh_claimed_at", { mode: "timestamp_ms" }),
    // Where the uploads older than the start's continue (null: all read).
    olderUploadsToken: text("older_uploads_token"),
    // When the channel's comment threads were read from the newest down, across all its videos, up
    // to a start's cap. Null: only newer threads were ever read (starts once read five videos' only).
    commentHistoryReadAt: integer("comment_history_read_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("public_channels_handle_idx").on(t.handle), index("public_channels_refreshed_idx").on(t.refreshedAt)],
);

/** What the retention rules deleted, by day and kind, for the operator and the compliance audit. */
export const dataRetentionLog = sqliteTable(
  "data_retention_log",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    rows: integer("rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/** Videos gone from YouTube (deleted or made private): each follower removes them at its next copy. */
export const publicVideoRemovals = sqliteTable(
  "public_video_removals",
  {
    videoId: text("video_id").primaryKey(),
    channelId: text("channel_id").notNull(),
    removedAt: integer("removed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("public_video_removals_channel_idx").on(t.channelId, t.removedAt)],
);

/**
 * Public channels to read again from nothing: their store and every follower's copy are emptied by
 * the hourly job, and the followers' next syncs read them afresh. Filled once for every public
 * channel, whose store may hold YouTube Analytics readings written there before they were kept in
 * the grant holder's own store only.
 */
export const publicChannelRereads = sqliteTable("public_channel_rereads", {
  channelId: text("channel_id").primaryKey(),
});

/**
 * YouTube quota spent per Pacific-time day (the API's reset) and bucket: "units" for the daily
 * unit budget, "search-calls" for search.list's own allowance. A single conditional UPDATE
 * spends or refuses atomically, so concurrent jobs cannot overspend.
 */
export const quotaUsage = sqliteTable(
  "quota_usage",
  {
    day: text("day").notNull(),
    bucket: text("bucket").notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.bucket] })],
);

/**
 * Channel lookups YouTube answered "no such channel" (decision 006): the same input is answered
 * from here for a while instead of costing a unit every time (lookup-misses.server.ts). Rows past
 * that while are deleted by the next miss recorded.
 */
export const channelLookupMisses = sqliteTable(
  "channel_lookup_misses",
  {
    // What was looked up, as lookupMissKey writes it ("handle:somename", "video:<id>", …).
    key: text("key").primaryKey(),
    // YouTube's answer as the person read it the first time, given again from here.
    message: text("message").notNull(),
    reason: text("reason"),
    missedAt: integer("missed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("channel_lookup_misses_missed_idx").on(t.missedAt)],
);

/**
 * Token buckets that limit bursts of channel lookups reaching YouTube, one per account and one per
 * network address (lookup-bursts.server.ts). A bucket idle long enough to be full again holds
 * nothing worth keeping and is deleted by the next take.
 */
export const lookupBursts = sqliteTable(
  "lookup_bursts",
  {
    // "account:<user id>" or "address:<client hash>" (the address itself is never stored).
    key: text("key").primaryKey(),
    tokens: real("tokens").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("lookup_bursts_updated_idx").on(t.updatedAt)],
);

/**
 * The last real check of an outside service (the YouTube Data API status): status requests are
 * answered from here, and a new check is made only by the cron or, at most once per claim
 * window, by a signed-in request that wins `claimed_at` (so strangers spend no quota).
 */
export const serviceStatus = sqliteTable("service_status", {
  service: text("service").primaryKey(),
  // Which configuration the stored result belongs to (a changed key or base URL is checked anew).
  config: text("config").notNull(),
  // The SourceStatus answer; null until a check has finished.
  result: text("result", { mode: "json" }).$type<Record<string, unknown>>(),
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
  claimedAt: integer("claimed_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The calls made, for attribution and audits: one row per day, method, workspace and caller, with
 * how many calls it holds and their units (decision 012: a row per call made the ledger the largest
 * of a creator's control rows, ≈ 29 a day kept 35 days).
 */
export const quotaLedger = sqliteTable(
  "quota_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull(),
    method: text("method").notNull(),
    units: integer("units").notNull(),
    calls: integer("calls").notNull().default(1),
    teamChannelId: text("workspace_id"),
    // A hash of the caller's network address (never the address itself), for per-address budgets.
    client: text("client"),
    // What caused the calls (QuotaFeature: a channel's start, the daily refresh, a search...), so
    // the operator sees where the allowance goes; rows written before it was recorded read "other".
    feature: text("feature").$type<QuotaFeature>().notNull().default("other"),
    // The day's first call of this row.
    createdAt: createdAt(),
  },
  (t) => [
    index("quota_ledger_day_idx").on(t.day),
    index("quota_ledger_workspace_idx").on(t.day, t.method, t.teamChannelId),
    index("quota_ledger_client_idx").on(t.day, t.method, t.client),
    // The row a call adds to: workspace and caller may be absent (a job's call has no caller).
    uniqueIndex("quota_ledger_row_idx").on(
      t.day,
      t.method,
      sql`coalesce(${t.teamChannelId}, '')`,
      sql`coalesce(${t.client}, '')`,
      t.feature,
    ),
  ],
);

/** Views by traffic source per day (YouTube Analytics insightTrafficSourceType): suggested-video reach. */
export const trafficSources = sqliteTable(
  "traffic_sources",
  {
    teamChannelId: teamChannelIdColumn(),
    date: text("date").notNull(),
    // YouTube's enum: RELATED_VIDEO (suggested), YT_SEARCH, BROWSE (browse features), EXT_URL, ...
    sourceType: text("source_type").notNull(),
    views: integer("views").notNull(),
    watchMinutes: real("watch_minutes"),
  },
  (t) => [primaryKey({ columns: [t.teamChannelId, t.date, t.sourceType] })],
);
