// Comment Sentiment's tables: the stored score of each comment, the Analyze runs' progress, the
// VADER lexicon and the sentiment model's weights.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { teamChannelIdColumn } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Comment intelligence: one stored score per comment, so Analyze only scores what is new.

export const commentScores = sqliteTable(
  "comment_scores",
  {
    teamChannelId: teamChannelIdColumn(),
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
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.commentId] }),
    index("comment_scores_analyzed_idx").on(t.teamChannelId, t.analyzedAt),
  ],
);

/** A large Analyze runs as queue batches; this is its progress. */
export const sentimentRuns = sqliteTable(
  "sentiment_runs",
  {
    id: text("id").primaryKey(),
    teamChannelId: teamChannelIdColumn(),
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
  (t) => [
    index("sentiment_runs_workspace_idx").on(t.teamChannelId, t.createdAt),
    index("sentiment_runs_status_idx").on(t.status),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reference data kept out of the Worker script (it counts against the cold start and the size
// limit): the VADER sentiment lexicon, loaded once per isolate by comment-sentiment/scoring-data.server.ts.
// Rows come from a data migration generated from engine/lexicon-vader.ts (scripts/vader-lexicon-migration.ts).
export const sentimentLexicon = sqliteTable("sentiment_lexicon", {
  // Case matters for emoticons (":D" and ":d" are separate entries).
  token: text("token").primaryKey(),
  valence: real("valence").notNull(),
});
