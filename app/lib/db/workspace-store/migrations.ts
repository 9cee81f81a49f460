// The schema of every workspace's own store (a SQLite Durable Object per workspace, decision 012),
// as an ordered list. A store applies, on its first open after a deploy, each migration whose
// version it has not recorded yet, in order, each in one transaction with its record; so an old
// store opens after a new migration, a new store gets them all, and applying twice changes nothing.
//
// Rules for a new entry: append only (never edit or reorder a shipped one), next version number,
// statements SQLite runs inside a transaction. The tables keep their `workspace_id` column: the
// features' queries stay the ones they ran on D1, and a row copied between stores says whose it is.
// There are no foreign keys to `workspaces`: that table lives in the control database, and a
// workspace's rows go with its whole store (destroyWorkspaceStore).

export type StoreMigration = { version: number; name: string; statements: readonly string[] };

export const STORE_MIGRATIONS: readonly StoreMigration[] = [
  {
    version: 1,
    name: "track_record",
    statements: [
      `CREATE TABLE track_record (
        workspace_id text NOT NULL,
        id text NOT NULL,
        channel_id text,
        kind text NOT NULL,
        origin text DEFAULT 'live' NOT NULL,
        made_at integer NOT NULL,
        title text NOT NULL,
        topic text DEFAULT '' NOT NULL,
        low integer,
        expected integer,
        high integer,
        chance real,
        source text DEFAULT '' NOT NULL,
        match_status text,
        match_video_id text,
        match_score real,
        matched_at integer,
        views_7 integer,
        views_28 integer,
        baseline_28 integer,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX track_record_workspace_made_idx ON track_record (workspace_id, made_at)",
    ],
  },
  {
    version: 2,
    name: "ask_vidwise_conversations",
    statements: [
      `CREATE TABLE conversations (
        id text PRIMARY KEY NOT NULL,
        user_id text NOT NULL,
        workspace_id text NOT NULL,
        title text NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        updated_at integer NOT NULL
      )`,
      "CREATE INDEX conversations_user_idx ON conversations (user_id, updated_at)",
      `CREATE TABLE conversation_messages (
        id text PRIMARY KEY NOT NULL,
        conversation_id text NOT NULL,
        role text NOT NULL,
        content text NOT NULL,
        sources text DEFAULT '[]' NOT NULL,
        answerer text,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
      )`,
      "CREATE INDEX conversation_messages_conversation_idx ON conversation_messages (conversation_id, created_at)",
    ],
  },
  {
    version: 3,
    name: "tool_results_rpm_and_rewrites",
    statements: [
      `CREATE TABLE rpm_analyses (
        workspace_id text NOT NULL,
        id text NOT NULL,
        analysis text,
        recommendations text NOT NULL,
        not_measured text NOT NULL,
        missing text,
        total_analyses integer NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX rpm_analyses_created_idx ON rpm_analyses (workspace_id, created_at)",
      `CREATE TABLE description_rewrites (
        workspace_id text NOT NULL,
        id text NOT NULL,
        video_id text,
        result text NOT NULL,
        seq integer NOT NULL,
        seo_gain_total integer NOT NULL,
        rules_fixed_total integer NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX description_rewrites_created_idx ON description_rewrites (workspace_id, created_at)",
    ],
  },
  {
    version: 4,
    name: "tool_results_forecasts",
    statements: [
      `CREATE TABLE forecasts (
        workspace_id text NOT NULL,
        id text NOT NULL,
        title text NOT NULL,
        topic text NOT NULL,
        forecast text NOT NULL,
        backtest text NOT NULL,
        seq integer NOT NULL,
        high_potential_total integer NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX forecasts_workspace_created_idx ON forecasts (workspace_id, created_at)",
    ],
  },
  {
    version: 5,
    name: "tool_results_thumbnail_optimizer",
    statements: [
      `CREATE TABLE thumbnail_metrics (
        workspace_id text NOT NULL,
        video_id text NOT NULL,
        url text NOT NULL,
        metrics text,
        measured_at integer NOT NULL,
        PRIMARY KEY (workspace_id, video_id)
      )`,
      `CREATE TABLE optimizer_runs (
        workspace_id text NOT NULL,
        id text NOT NULL,
        outcome text NOT NULL,
        videos_analyzed integer NOT NULL,
        suggestions text NOT NULL,
        effects text NOT NULL,
        note text,
        total_optimizations integer NOT NULL,
        total_videos_analyzed integer NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX optimizer_runs_created_idx ON optimizer_runs (workspace_id, created_at)",
      `CREATE TABLE ab_tests (
        workspace_id text NOT NULL,
        id text NOT NULL,
        video_id text,
        name text NOT NULL,
        element text NOT NULL,
        metric text NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        updated_at integer NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX ab_tests_created_idx ON ab_tests (workspace_id, created_at)",
      `CREATE TABLE ab_test_variants (
        workspace_id text NOT NULL,
        test_id text NOT NULL,
        position integer NOT NULL,
        name text NOT NULL,
        impressions integer DEFAULT 0 NOT NULL,
        clicks integer DEFAULT 0 NOT NULL,
        watch_share real,
        live_from text,
        live_to text,
        PRIMARY KEY (workspace_id, test_id, position)
      )`,
    ],
  },
  {
    // View snapshots and the video columns their readers join on (channel-data/store-tables.ts,
    // snapshots.server.ts): the sample template and the demo bases keep theirs in the control D1's
    // tables of the same names and columns.
    version: 6,
    name: "video_stats",
    statements: [
      `CREATE TABLE videos (
        workspace_id text NOT NULL,
        id text NOT NULL,
        channel_id text NOT NULL,
        published_at integer NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX videos_channel_published_idx ON videos (workspace_id, channel_id, published_at)",
      `CREATE TABLE video_stats (
        workspace_id text NOT NULL,
        video_id text NOT NULL,
        captured_at integer NOT NULL,
        view_count integer NOT NULL,
        like_count integer,
        comment_count integer,
        PRIMARY KEY (workspace_id, video_id, captured_at)
      )`,
    ],
  },
  {
    // Comments and their scores (channel-data/comments.server.ts, comment-sentiment), with what
    // their readers join on: each video's title and which channel is the workspace's own. The
    // sample template and the demo bases keep theirs in the control D1's tables of the same names.
    version: 7,
    name: "comments",
    statements: [
      "ALTER TABLE videos ADD COLUMN title text DEFAULT '' NOT NULL",
      `CREATE TABLE channels (
        workspace_id text NOT NULL,
        id text NOT NULL,
        role text NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      `CREATE TABLE comments (
        workspace_id text NOT NULL,
        id text NOT NULL,
        video_id text NOT NULL,
        parent_id text,
        author_name text DEFAULT '' NOT NULL,
        author_channel_id text,
        text text NOT NULL,
        like_count integer DEFAULT 0 NOT NULL,
        published_at integer NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX comments_video_idx ON comments (workspace_id, video_id, published_at)",
      "CREATE INDEX comments_published_idx ON comments (workspace_id, published_at)",
      `CREATE TABLE comment_scores (
        workspace_id text NOT NULL,
        comment_id text NOT NULL,
        compound real NOT NULL,
        label text NOT NULL,
        spam integer NOT NULL,
        language text NOT NULL,
        question integer NOT NULL,
        request text,
        engine_version integer NOT NULL,
        analyzed_at integer NOT NULL,
        PRIMARY KEY (workspace_id, comment_id)
      )`,
      "CREATE INDEX comment_scores_analyzed_idx ON comment_scores (workspace_id, analyzed_at)",
    ],
  },
  {
    // Content Ideas' batches and dismissed topics, the Series Planner's series, their videos and
    // dismissed series (content-ideas/store-tables.ts, series-planner/store-tables.ts). The weekly batch job's
    // bookkeeping (idea_batch_attempts) stays in the control D1. series_videos keeps its foreign
    // key to series inside the store; deleteSeries also deletes the videos in the same batch.
    version: 8,
    name: "content_ideas_series_planner",
    statements: [
      `CREATE TABLE idea_batches (
        workspace_id text NOT NULL,
        id text NOT NULL,
        source text NOT NULL,
        cron_week text,
        ideas text NOT NULL,
        analyzed text NOT NULL,
        total_generated integer NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX idea_batches_created_idx ON idea_batches (workspace_id, created_at)",
      "CREATE UNIQUE INDEX idea_batches_cron_week_idx ON idea_batches (workspace_id, cron_week)",
      `CREATE TABLE idea_dismissals (
        workspace_id text NOT NULL,
        topic_key text NOT NULL,
        title text NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, topic_key)
      )`,
      `CREATE TABLE series (
        workspace_id text NOT NULL,
        id text NOT NULL,
        title text NOT NULL,
        description text DEFAULT '' NOT NULL,
        topics text NOT NULL,
        source text NOT NULL,
        detected_key text,
        analysis text,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        updated_at integer NOT NULL,
        PRIMARY KEY (workspace_id, id)
      )`,
      "CREATE INDEX series_created_idx ON series (workspace_id, created_at)",
      "CREATE UNIQUE INDEX series_detected_idx ON series (workspace_id, detected_key)",
      `CREATE TABLE series_dismissals (
        workspace_id text NOT NULL,
        detected_key text NOT NULL,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, detected_key)
      )`,
      `CREATE TABLE series_videos (
        workspace_id text NOT NULL,
        id text NOT NULL,
        series_id text NOT NULL,
        position integer NOT NULL,
        title text NOT NULL,
        description text DEFAULT '' NOT NULL,
        status text NOT NULL,
        publish_date text,
        video_id text,
        estimated_views text,
        created_at integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
        PRIMARY KEY (workspace_id, id),
        FOREIGN KEY (workspace_id, series_id) REFERENCES series (workspace_id, id) ON DELETE CASCADE
      )`,
      "CREATE INDEX series_videos_series_idx ON series_videos (workspace_id, series_id, position)",
    ],
  },
  {
    // Studio and Google analytics (channel-data/tables.ts's videoAnalytics, dailyAnalytics,
    // trafficSources: the same SQL names and columns). The imports table (an import's history and
    // report) stays in the control D1; `import_id` names a row of it, without a foreign key. The
    // sample template and the demo bases keep theirs in the control D1's tables of the same names.
    version: 9,
    name: "analytics",
    statements: [
      `CREATE TABLE video_analytics (
        workspace_id text NOT NULL,
        video_id text NOT NULL,
        views integer,
        watch_time_hours real,
        average_view_duration_seconds real,
        average_percentage_viewed real,
        impressions integer,
        impressions_ctr real,
        subscribers_gained integer,
        subscribers_lost integer,
        unique_viewers integer,
        estimated_revenue real,
        rpm real,
        cpm real,
        import_id text,
        updated_at integer NOT NULL,
        source text DEFAULT 'studio' NOT NULL,
        PRIMARY KEY (workspace_id, video_id)
      )`,
      `CREATE TABLE daily_analytics (
        workspace_id text NOT NULL,
        video_id text DEFAULT '' NOT NULL,
        date text NOT NULL,
        views integer,
        watch_time_hours real,
        average_view_duration_seconds real,
        average_percentage_viewed real,
        impressions integer,
        impressions_ctr real,
        subscribers_gained integer,
        subscribers_lost integer,
        unique_viewers integer,
        estimated_revenue real,
        rpm real,
        cpm real,
        import_id text,
        source text DEFAULT 'studio' NOT NULL,
        PRIMARY KEY (workspace_id, video_id, date)
      )`,
      `CREATE TABLE traffic_sources (
        workspace_id text NOT NULL,
        date text NOT NULL,
        source_type text NOT NULL,
        views integer NOT NULL,
        watch_minutes real,
        PRIMARY KEY (workspace_id, date, source_type)
      )`,
    ],
  },
  {
    // The rest of a video's columns (channel-data/tables.ts's `videos`, one definition for the store
    // and the control D1): the store's videos are the workspace's whole uploads, and the control D1
    // keeps none of a creator's. The sample template, the demo bases and the demos keep theirs in
    // the control D1's table of the same name and columns.
    version: 10,
    name: "videos",
    statements: [
      "description text DEFAULT '' NOT NULL",
      "tags text DEFAULT '[]' NOT NULL",
      "duration_seconds integer DEFAULT 0 NOT NULL",
      "category_id text",
      "thumbnail_url text",
      "is_short integer DEFAULT false NOT NULL",
      "view_count integer DEFAULT 0 NOT NULL",
      "like_count integer",
      "comment_count integer",
      "stats_updated_at integer",
    ].map((column) => `ALTER TABLE videos ADD COLUMN ${column}`),
  },
  {
    // A public channel's store (named `public-channel:<id>`, channel-data/public-channels.server.ts)
    // remembers, per video, the comment count YouTube reported when its comments were last read:
    // a refresh reads comments again only where that count moved.
    version: 11,
    name: "comment_reads",
    statements: [
      `CREATE TABLE comment_reads (
        workspace_id text NOT NULL,
        video_id text NOT NULL,
        comment_count integer NOT NULL,
        read_at integer NOT NULL,
        PRIMARY KEY (workspace_id, video_id)
      )`,
    ],
  },
  {
    // Where a view snapshot came from: YouTube's public data, or the workspace creator's own
    // YouTube Analytics grant, whose readings stay in that workspace's store and go with the grant.
    version: 12,
    name: "video_stats_source",
    statements: ["ALTER TABLE video_stats ADD COLUMN source text DEFAULT 'public' NOT NULL"],
  },
  {
    // The Series Planner's last Analyze Library run (series-planner/store-tables.ts
    // seriesLibraryRuns): when it ran, how many uploads it read, what it found, and how close it
    // came when it found nothing, one row per workspace.
    version: 13,
    name: "series_library_runs",
    statements: [
      `CREATE TABLE series_library_runs (
        workspace_id text NOT NULL,
        analysed_at integer NOT NULL,
        uploads integer NOT NULL,
        found integer NOT NULL,
        run text NOT NULL,
        PRIMARY KEY (workspace_id)
      )`,
    ],
  },
  {
    // Each own video's thumbnail impressions and CTR per day, from the YouTube Reporting API's
    // reach report (google-connection/store-tables.ts videoReachDays).
    version: 14,
    name: "video_reach_days",
    statements: [
      `CREATE TABLE video_reach_days (
        workspace_id text NOT NULL,
        video_id text NOT NULL,
        date text NOT NULL,
        impressions integer NOT NULL,
        ctr real NOT NULL,
        read_at integer NOT NULL,
        PRIMARY KEY (workspace_id, video_id, date)
      )`,
    ],
  },
  {
    // A/B tests run on YouTube itself (thumbnail-optimizer/store-tables.ts): who started one, its
    // state, the original title, what is live, how it ended; and the days each variant was live.
    version: 15,
    name: "ab_tests_on_youtube",
    statements: [
      ...[
        "on_youtube integer DEFAULT false NOT NULL",
        "state text",
        "started_by text",
        "original text",
        "judge text",
        "horizon_days integer",
        "live_position integer",
        "outcome text",
        "ended_at integer",
      ].map((column) => `ALTER TABLE ab_tests ADD COLUMN ${column}`),
      `CREATE TABLE ab_test_days (
        workspace_id text NOT NULL,
        test_id text NOT NULL,
        date text NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (workspace_id, test_id, date)
      )`,
    ],
  },
  {
    // The images of a thumbnail test on YouTube, and the thumbnail the video had before it
    // (position -1), in parts that stay under the store's 2 MB a value (thumbnail-optimizer/store-tables.ts).
    version: 16,
    name: "ab_test_images",
    statements: [
      `CREATE TABLE ab_test_images (
        workspace_id text NOT NULL,
        test_id text NOT NULL,
        position integer NOT NULL,
        part integer NOT NULL,
        content_type text NOT NULL,
        data text NOT NULL,
        PRIMARY KEY (workspace_id, test_id, position, part)
      )`,
    ],
  },
];

/** The newest schema version: what a store reports once open. */
export const STORE_SCHEMA_VERSION = STORE_MIGRATIONS.at(-1)!.version;

/** The migrations a store at `applied` versions still needs, in order. */
export function pendingMigrations(
  applied: ReadonlySet<number>,
  migrations: readonly StoreMigration[] = STORE_MIGRATIONS,
): StoreMigration[] {
  return [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version));
}
