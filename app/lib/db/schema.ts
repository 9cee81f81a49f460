// The source of truth for D1. `npm run db:generate` writes migrations/ from this file.
// Every row that holds a customer's data carries a workspace id, so one D1 per tenant group
// stays possible and no query has to guess whose data it reads.
import { sql } from "drizzle-orm";
import { foreignKey, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const workspaces = sqliteTable(
  "workspaces",
  {
    id: text("id").primaryKey(),
    // 'personal' for a real account, 'demo' for a visitor's private copy of the sample channel,
    // 'sample' for the one template those copies are made from (it has no users).
    kind: text("kind", { enum: ["personal", "demo", "sample"] }).notNull(),
    createdAt: createdAt(),
    // Demo workspaces expire; the hourly cron removes them (and, by cascade, their users).
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    // A demo's comments, snapshots and daily analytics are read, never copied, from this shared
    // 'sample' workspace (the template moved to a week); null: the workspace reads its own rows.
    // No foreign key: old bases are removed only once no demo names them.
    dataWorkspaceId: text("data_workspace_id"),
  },
  (t) => [index("workspaces_expires_at_idx").on(t.expiresAt)],
);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  // Stored trimmed and lower-cased, so uniqueness ignores letter case.
  email: text("email").notNull().unique(),
  // scrypt$N$r$p$salt$hash; null for demo users, who cannot sign in with a password.
  passwordHash: text("password_hash"),
  isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
  workspaceId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  platform: text("platform").notNull().default("youtube"),
  primaryTopic: text("primary_topic").notNull().default("content creation"),
  youtubeChannel: text("youtube_channel"),
  // IANA time zone ("Europe/Berlin") for publish-time advice; null = not chosen (the browser's is used).
  timeZone: text("time_zone"),
  // Set when the owner follows the link mailed at sign-up. Admin rights and anything that spends
  // the shared YouTube quota (market searches, trend keywords) need it.
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the cookie's token: a stolen database does not yield working cookies.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const waitlistEmails = sqliteTable("waitlist_emails", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  // The page the visitor joined from, e.g. "/" or "/youtube".
  source: text("source").notNull().default("/"),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Workspace = typeof workspaces.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Channel data. Keys are (workspace, YouTube id): the same public video can live in several
// workspaces (a demo copy, two creators tracking one competitor) without colliding.

const workspaceId = () =>
  text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

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
    workspaceId: workspaceId(),
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
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("channels_role_idx").on(t.workspaceId, t.role)],
);

export const videos = sqliteTable(
  "videos",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    channelId: text("channel_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
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
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("videos_channel_published_idx").on(t.workspaceId, t.channelId, t.publishedAt),
  ],
);

export const videoStats = sqliteTable(
  "video_stats",
  {
    workspaceId: workspaceId(),
    videoId: text("video_id").notNull(),
    capturedAt: integer("captured_at", { mode: "timestamp_ms" }).notNull(),
    viewCount: integer("view_count").notNull(),
    likeCount: integer("like_count"),
    commentCount: integer("comment_count"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.videoId, t.capturedAt] })],
);

export const comments = sqliteTable(
  "comments",
  {
    workspaceId: workspaceId(),
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
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("comments_video_idx").on(t.workspaceId, t.videoId, t.publishedAt),
    index("comments_published_idx").on(t.workspaceId, t.publishedAt),
  ],
);

/** Where an analytics row came from: a Studio CSV import or the Google (YouTube Analytics) connection. */
const analyticsSource = () => text("source", { enum: ["studio", "google"] }).notNull().default("studio");

/** Studio's per-video table ("Table data.csv"), lifetime or export period. */
export const videoAnalytics = sqliteTable(
  "video_analytics",
  {
    workspaceId: workspaceId(),
    videoId: text("video_id").notNull(),
    ...analyticsColumns(),
    source: analyticsSource(),
    importId: text("import_id"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.videoId] })],
);

/** Studio's per-day chart ("Chart data.csv"); video_id '' is the whole channel. */
export const dailyAnalytics = sqliteTable(
  "daily_analytics",
  {
    workspaceId: workspaceId(),
    videoId: text("video_id").notNull().default(""),
    date: text("date").notNull(),
    ...analyticsColumns(),
    source: analyticsSource(),
    importId: text("import_id"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.videoId, t.date] })],
);

export const imports = sqliteTable(
  "imports",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceId(),
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
  (t) => [index("imports_workspace_idx").on(t.workspaceId, t.createdAt)],
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
    workspaceId: workspaceId(),
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
  (t) => [index("sync_jobs_workspace_idx").on(t.workspaceId, t.createdAt), index("sync_jobs_status_idx").on(t.status, t.updatedAt)],
);

export type SyncCursor =
  // `read`: upload ids listed so far by this job (a first sync stops at its cap).
  | { stage: "uploads"; pageToken: string | null; read?: number }
  | { stage: "stats"; offset: number }
  // A refresh reading uploads older than the first sync's cap, `page` pages into this run.
  | { stage: "older"; pageToken: string; page: number }
  | { stage: "comments"; videoIds: string[]; index: number; pageToken: string | null; page: number }
  | { stage: "done" };

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

/** Every call made, for attribution and audits. */
export const quotaLedger = sqliteTable(
  "quota_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull(),
    method: text("method").notNull(),
    units: integer("units").notNull(),
    workspaceId: text("workspace_id"),
    // A hash of the caller's network address (never the address itself), for per-address budgets.
    client: text("client"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quota_ledger_day_idx").on(t.day),
    index("quota_ledger_workspace_idx").on(t.day, t.method, t.workspaceId),
    index("quota_ledger_client_idx").on(t.day, t.method, t.client),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts: lockout, password resets, outgoing mail, feedback.

/**
 * Failed log-ins per email address (known or not, so the lock says nothing about which emails
 * have accounts). After too many in a window the address is locked for a while.
 */
export const loginThrottle = sqliteTable("login_throttle", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
});

export const passwordResets = sqliteTable(
  "password_resets",
  {
    // SHA-256 of the token in the emailed link; the link itself is never stored.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

export const emailVerifications = sqliteTable(
  "email_verifications",
  {
    // SHA-256 of the token in the mailed link; the link itself is never stored.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One-time sign-in links, mailed when an email's all-addresses lock has tripped (see
 * features/auth/lockout.server.ts): the owner's way in that a stranger cannot block.
 */
export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    // SHA-256 of the token in the mailed link; the link itself is never stored.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    // "password": sent because the right password was typed while locked; "request": asked for by
    // the button, which needs no password. Each has its own hourly cap, so strangers pressing the
    // button can never use up the mails the owner's password earns.
    reason: text("reason", { enum: ["password", "request"] }).notNull(),
  },
  (t) => [index("sign_in_links_user_idx").on(t.userId, t.reason, t.createdAt)],
);

/**
 * Every email the product sends, with what happened to it, for admins. Secrets (reset and
 * verification links) are replaced before storing; rows are purged after 30 days.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    kind: text("kind", { enum: ["password-reset", "verify-email", "sign-in-link", "feedback", "surge-alert", "coaching"] }).notNull(),
    // 'logged' when no email binding is configured (local development): stored, not sent.
    status: text("status", { enum: ["sent", "logged", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    category: text("category", { enum: ["feature", "youtube", "improvement", "bug"] }).notNull(),
    message: text("message").notNull(),
    platform: text("platform").notNull(),
    primaryTopic: text("primary_topic").notNull(),
    isDemo: integer("is_demo", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Comment intelligence: one stored score per comment, so Analyze only scores what is new.

export const commentScores = sqliteTable(
  "comment_scores",
  {
    workspaceId: workspaceId(),
    commentId: text("comment_id").notNull(),
    compound: real("compound").notNull(),
    label: text("label", { enum: ["positive", "neutral", "negative"] }).notNull(),
    spam: integer("spam", { mode: "boolean" }).notNull(),
    language: text("language").notNull(),
    question: integer("question", { mode: "boolean" }).notNull(),
    request: text("request"),
    // Scores from an older engine are scored again.
    engineVersion: integer("engine_version").notNull(),
    analyzedAt: integer("analyzed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.commentId] }), index("comment_scores_analyzed_idx").on(t.workspaceId, t.analyzedAt)],
);

/** A large Analyze runs as queue batches; this is its progress. */
export const sentimentRuns = sqliteTable(
  "sentiment_runs",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceId(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
    total: integer("total").notNull(),
    scored: integer("scored").notNull().default(0),
    error: text("error"),
    // Times the watchdog re-sent the run's batch since its last progress (docs/decisions/008).
    resends: integer("resends").notNull().default(0),
    createdAt: createdAt(),
    // Bumped with every batch scored; null on rows from before it existed (created_at counts then).
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sentiment_runs_workspace_idx").on(t.workspaceId, t.createdAt), index("sentiment_runs_status_idx").on(t.status)],
);

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
    workspaceId: workspaceId(),
    // The cache key (tidy, lower case): joins market_cache.query.
    query: text("query").notNull(),
    searchedAt: integer("searched_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.query] }), index("market_searches_recent_idx").on(t.workspaceId, t.searchedAt)],
);

/** Keywords a workspace follows (its primary topic is followed implicitly). */
export const trendKeywords = sqliteTable(
  "trend_keywords",
  {
    workspaceId: workspaceId(),
    keyword: text("keyword").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.keyword] })],
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

// ---------------------------------------------------------------------------------------------
// Video Forecaster: the page's forecasts, the newest 5 per workspace (older ones are deleted in
// the same batch as each insert). The Forecast record and its backtest are stored as JSON.

export const forecasts = sqliteTable(
  "forecasts",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    title: text("title").notNull(),
    topic: text("topic").notNull(),
    forecast: text("forecast", { mode: "json" }).notNull(),
    backtest: text("backtest", { mode: "json" }).notNull(),
    // Running totals for the stats tiles, which count every forecast ever made, not only the 5 kept:
    // this row's number in the workspace (1, 2, …) and the high-potential ones (success 80%+) so far.
    seq: integer("seq").notNull(),
    highPotentialTotal: integer("high_potential_total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("forecasts_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Thumbnail & Title Optimizer. Thumbnails are decoded and measured once per image address (a
// new thumbnail is a new address on YouTube), so each Analyze only measures what is new.

export const thumbnailMetrics = sqliteTable(
  "thumbnail_metrics",
  {
    workspaceId: workspaceId(),
    videoId: text("video_id").notNull(),
    url: text("url").notNull(),
    // The ThumbnailMetrics record as JSON, or null when the image could not be fetched or decoded.
    metrics: text("metrics", { mode: "json" }),
    measuredAt: integer("measured_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.videoId] })],
);

// One row per Analyze: the suggestions it made and the effects they rest on. Running totals make
// the stats tiles count every run, though only the newest few rows are kept.
export const optimizerRuns = sqliteTable(
  "optimizer_runs",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    // 'studio' (impressions CTR) or 'views' (views at 7 days against the channel median).
    outcome: text("outcome", { enum: ["studio", "views"] }).notNull(),
    videosAnalyzed: integer("videos_analyzed").notNull(),
    suggestions: text("suggestions", { mode: "json" }).notNull(),
    effects: text("effects", { mode: "json" }).notNull(),
    note: text("note"),
    totalOptimizations: integer("total_optimizations").notNull(),
    totalVideosAnalyzed: integer("total_videos_analyzed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("optimizer_runs_created_idx").on(t.workspaceId, t.createdAt)],
);

// A/B tests of a video's title or thumbnail: 2-3 variants with their recorded results.
export const abTests = sqliteTable(
  "ab_tests",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    videoId: text("video_id"),
    name: text("name").notNull(),
    element: text("element", { enum: ["title", "thumbnail"] }).notNull(),
    // 'ctr': impressions and clicks per variant; 'watch-share': Test & Compare's watch time shares.
    metric: text("metric", { enum: ["ctr", "watch-share"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("ab_tests_created_idx").on(t.workspaceId, t.createdAt)],
);

export const abTestVariants = sqliteTable(
  "ab_test_variants",
  {
    workspaceId: workspaceId(),
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
  (t) => [primaryKey({ columns: [t.workspaceId, t.testId, t.position] })],
);

// ---------------------------------------------------------------------------------------------
// Description Rewriter: the newest 5 rewrites per workspace, each with its measured result, and
// running totals so the stats tiles count every rewrite ever made.

export const descriptionRewrites = sqliteTable(
  "description_rewrites",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    videoId: text("video_id"),
    result: text("result", { mode: "json" }).notNull(),
    seq: integer("seq").notNull(),
    seoGainTotal: integer("seo_gain_total").notNull(),
    rulesFixedTotal: integer("rules_fixed_total").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("description_rewrites_created_idx").on(t.workspaceId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Content Idea Generator: each batch of 3 ideas with the evidence it was built from. A weekly
// cron writes one batch per workspace and week (cron_week, unique); Generate New Ideas writes
// more. Running totals live on the batch so the stats count every idea ever generated.

export const ideaBatches = sqliteTable(
  "idea_batches",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    source: text("source", { enum: ["cron", "manual"] }).notNull(),
    // ISO week ("2026-W47") of a cron batch; null for manual ones. Unique, so a second cron run
    // in the same week writes nothing.
    cronWeek: text("cron_week"),
    ideas: text("ideas", { mode: "json" }).notNull(),
    // What the batch looked at: { keywords, clusters, videos, comments }.
    analyzed: text("analyzed", { mode: "json" }).notNull(),
    totalGenerated: integer("total_generated").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("idea_batches_created_idx").on(t.workspaceId, t.createdAt),
    uniqueIndex("idea_batches_cron_week_idx").on(t.workspaceId, t.cronWeek),
  ],
);

/**
 * The cron's attempts at a workspace's batch for one ISO week: 'running' while one is under way
 * (a Worker killed mid-batch leaves it, and the watchdog ends it), 'failed' after an error. Gone
 * once a batch is written. Past the attempt cap the cron stops trying and the page says so.
 */
export const ideaBatchAttempts = sqliteTable(
  "idea_batch_attempts",
  {
    workspaceId: workspaceId(),
    cronWeek: text("cron_week").notNull(),
    attempts: integer("attempts").notNull(),
    state: text("state", { enum: ["running", "failed"] }).notNull(),
    error: text("error"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.cronWeek] }), index("idea_batch_attempts_state_idx").on(t.state, t.updatedAt)],
);

/** Topics the user dismissed; an idea on a dismissed topic is never generated again. */
export const ideaDismissals = sqliteTable(
  "idea_dismissals",
  {
    workspaceId: workspaceId(),
    topicKey: text("topic_key").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.topicKey] })],
);

/**
 * Seasonal Topic Surge Alerts, per user: on unless unsubscribed. The unsubscribe link carries a
 * token whose SHA-256 is stored here, so it works without signing in and a leaked database
 * does not yield working links.
 */
export const surgeAlerts = sqliteTable("surge_alerts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
  lastDigestAt: integer("last_digest_at", { mode: "timestamp_ms" }),
  // Keywords of the last digest with their reason, so an unchanged surge is not mailed again.
  lastDigest: text("last_digest", { mode: "json" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Series Planner: series (found in the library by Analyze Library, or added by hand) and their
// ordered videos, each an existing upload or a planned title.

export const series = sqliteTable(
  "series",
  {
    workspaceId: workspaceId(),
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
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index("series_created_idx").on(t.workspaceId, t.createdAt),
    uniqueIndex("series_detected_idx").on(t.workspaceId, t.detectedKey),
  ],
);

/** Series found by Analyze Library that the user deleted: analysing again does not bring them back. */
export const seriesDismissals = sqliteTable(
  "series_dismissals",
  {
    workspaceId: workspaceId(),
    detectedKey: text("detected_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.detectedKey] })],
);

export const seriesVideos = sqliteTable(
  "series_videos",
  {
    workspaceId: workspaceId(),
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
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.seriesId], foreignColumns: [series.workspaceId, series.id] }).onDelete("cascade"),
    index("series_videos_series_idx").on(t.workspaceId, t.seriesId, t.position),
  ],
);

// ---------------------------------------------------------------------------------------------
// RPM Booster: the newest analyses per workspace with a running count of every analysis.

export const rpmAnalyses = sqliteTable(
  "rpm_analyses",
  {
    workspaceId: workspaceId(),
    id: text("id").notNull(),
    analysis: text("analysis", { mode: "json" }),
    recommendations: text("recommendations", { mode: "json" }).notNull(),
    notMeasured: text("not_measured", { mode: "json" }).notNull(),
    missing: text("missing"),
    totalAnalyses: integer("total_analyses").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index("rpm_analyses_created_idx").on(t.workspaceId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Google connection (YouTube Analytics): one per workspace, made by its owner. Tokens are
// AES-GCM ciphertext (key from the TOKEN_ENCRYPTION_KEY secret), never sent to the browser.

export const googleConnections = sqliteTable("google_connections", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  // The channel the user authorised; it is (or became) the workspace's own channel.
  channelId: text("channel_id").notNull(),
  // Scopes Google granted, space-separated.
  scopes: text("scopes").notNull(),
  includeRevenue: integer("include_revenue", { mode: "boolean" }).notNull(),
  refreshTokenCiphertext: text("refresh_token_ciphertext").notNull(),
  accessTokenCiphertext: text("access_token_ciphertext"),
  accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
  // 'revoked': Google refused the refresh token (revoked or expired grant): the page says Reconnect.
  status: text("status", { enum: ["active", "revoked"] }).notNull(),
  // Metrics the API refused for this channel (e.g. revenue outside the Partner Program: 403),
  // recorded as unavailable rather than zero: ["revenue", "trafficSources", ...].
  unavailable: text("unavailable", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  // Backfill and daily sync progress (queue steps): state, the day range, steps done / total.
  syncState: text("sync_state", { enum: ["queued", "running", "done", "failed"] }).notNull(),
  syncProgress: text("sync_progress", { mode: "json" }).notNull(),
  syncError: text("sync_error"),
  // The newest day fully synced (YYYY-MM-DD); the daily cron continues from the day after.
  syncedThrough: text("synced_through"),
  // Times the watchdog re-sent the current step since its last progress (docs/decisions/008).
  syncResends: integer("sync_resends").notNull().default(0),
  // Runs that ended failed in a row, and when the cron may try again (exponential backoff).
  syncFailures: integer("sync_failures").notNull().default(0),
  nextSyncAt: integer("next_sync_at", { mode: "timestamp_ms" }),
  connectedAt: integer("connected_at", { mode: "timestamp_ms" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** An OAuth authorization in flight: the state (hashed) bound to the session, the PKCE verifier (encrypted). */
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    codeVerifierCiphertext: text("code_verifier_ciphertext").notNull(),
    includeRevenue: integer("include_revenue", { mode: "boolean" }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

/** Views by traffic source per day (YouTube Analytics insightTrafficSourceType): suggested-video reach. */
export const trafficSources = sqliteTable(
  "traffic_sources",
  {
    workspaceId: workspaceId(),
    date: text("date").notNull(),
    // YouTube's enum: RELATED_VIDEO (suggested), YT_SEARCH, BROWSE (browse features), EXT_URL, ...
    sourceType: text("source_type").notNull(),
    views: integer("views").notNull(),
    watchMinutes: real("watch_minutes"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.date, t.sourceType] })],
);

// ---------------------------------------------------------------------------------------------
// Billing (docs/billing.md). Stripe is the source of truth: these rows are re-read from Stripe
// on every relevant webhook and on /success, never patched from an event's payload alone.

/** The one Stripe customer per user, created before the first checkout and reused after. */
export const stripeCustomers = sqliteTable("stripe_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: createdAt(),
});

/** The user's current subscription as Stripe last reported it (spec §3 "Subscription record"). */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id").notNull().unique(),
    // Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused.
    subscriptionStatus: text("subscription_status").notNull(),
    priceId: text("price_id").notNull(),
    // Which of our plans the price belongs to (null: a price this deployment does not sell).
    planId: text("plan_id", { enum: ["starter", "pro", "creator"] }),
    // Epoch seconds, as Stripe gives it (since 2025-03-31 on the subscription's items).
    currentPeriodEnd: integer("current_period_end"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    // Monthly amount in the price's smallest unit (cents) and currency, for MRR on /admin.
    unitAmount: integer("unit_amount"),
    currency: text("currency"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("subscriptions_customer_idx").on(t.customerId)],
);

/**
 * The Checkout a user started last (docs/billing.md). Claimed in one statement before Stripe is
 * asked, so two presses at once start one Checkout; /success asks Stripe only about this session
 * and at most once every few seconds, and nothing more once it is paid.
 */
export const pendingCheckouts = sqliteTable("pending_checkouts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // A fresh id per claim: only the request holding it fills in the session.
  claimId: text("claim_id").notNull(),
  planId: text("plan_id", { enum: ["starter", "pro", "creator"] }).notNull(),
  // Null while Stripe is being asked; then the Checkout Session and its page.
  sessionId: text("session_id"),
  url: text("url"),
  startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
  // When /success last asked Stripe about the session (null: never).
  checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
  // When /success saw it paid and stored the subscription: later visits read D1 only.
  completedAt: integer("completed_at", { mode: "timestamp_ms" }),
});

/** Webhook events already processed: Stripe retries and duplicates change nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/**
 * A Stripe customer whose account was deleted: its subscriptions were cancelled at Stripe first,
 * and the webhooks that follow (subscription deleted, final invoice) are answered and ignored.
 * Only Stripe's own ids and the time: nothing about the person.
 */
export const closedStripeCustomers = sqliteTable("closed_stripe_customers", {
  customerId: text("customer_id").primaryKey(),
  // The subscriptions cancelled at deletion (Stripe ids).
  subscriptionIds: text("subscription_ids", { mode: "json" }).$type<string[]>().notNull(),
  closedAt: integer("closed_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Analyses a user ran (one row per run of an analysis tool on their own channel). A free account
 * gets one; plans run unlimited. Counted server-side here, never in the browser.
 */
export const analysisRuns = sqliteTable(
  "analysis_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The tool that ran: "comment-sentiment", "video-forecast", ...
    tool: text("tool").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analysis_runs_user_idx").on(t.userId, t.createdAt)],
);

/** Creator+ 1-on-1 channel strategy coaching: a request support answers, with its booking state. */
export const coachingRequests = sqliteTable(
  "coaching_requests",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goal: text("goal").notNull(),
    availability: text("availability").notNull(),
    // requested → scheduled (support set a time) → done; or cancelled.
    status: text("status", { enum: ["requested", "scheduled", "done", "cancelled"] }).notNull().default("requested"),
    scheduledFor: integer("scheduled_for", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("coaching_requests_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Ask Vidwise (docs/ask-vidwise.md): conversations per user, answered from the workspace's tools.

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: workspaceId(),
    // The first question, shortened: the conversation's name in the list.
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("conversations_user_idx").on(t.userId, t.updatedAt)],
);

export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    // Assistant answers: [{ tool, href, figures }] — where each number came from.
    sources: text("sources", { mode: "json" }).$type<unknown[]>().notNull().default(sql`'[]'`),
    // Which answerer wrote it: "deterministic" or the Workers AI model id.
    answerer: text("answerer"),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Reference data kept out of the Worker script (it counts against the cold start and the size
// limit): the VADER sentiment lexicon, loaded once per isolate by comment-sentiment/lexicon.server.ts.
// Rows come from a data migration generated from engine/lexicon-vader.ts (scripts/vader-lexicon-migration.ts).
export const sentimentLexicon = sqliteTable("sentiment_lexicon", {
  // Case matters for emoticons (":D" and ":d" are separate entries).
  token: text("token").primaryKey(),
  valence: real("valence").notNull(),
});

/**
 * Every question asked of Ask Vidwise, kept 24 hours: the assistant's per-user rate limit counts
 * these, so deleting a conversation (which deletes its messages) does not hand the budget back.
 */
export const askQuestions = sqliteTable(
  "ask_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    askedAt: integer("asked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("ask_questions_user_idx").on(t.userId, t.askedAt)],
);
