// The Google connection's tables: the connection (encrypted tokens) and OAuth flows in flight.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { sessions, users, workspaces } from "~/lib/auth/tables";

// ---------------------------------------------------------------------------------------------
// Google connection (YouTube Analytics): one per workspace, made by its owner. Tokens are
// AES-GCM ciphertext (key from the TOKEN_ENCRYPTION_KEY secret), never sent to the browser.

export const googleConnections = sqliteTable("google_connections", {
  teamChannelId: text("workspace_id")
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
  // Consent to changes on YouTube: the person ticked "Allow Vidwise to make changes on YouTube" and
  // Google granted the write scope (youtube.force-ssl). Without it Vidwise writes nothing.
  changesAllowed: integer("changes_allowed", { mode: "boolean" }).notNull().default(false),
  refreshTokenCiphertext: text("refresh_token_ciphertext").notNull(),
  accessTokenCiphertext: text("access_token_ciphertext"),
  accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
  // 'revoked': Google refused the refresh token (revoked or expired grant): the page says Reconnect.
  status: text("status", { enum: ["active", "revoked"] }).notNull(),
  // Metrics the API refused for this channel (e.g. revenue outside the Partner Program: 403),
  // recorded as unavailable rather than zero: ["revenue", "trafficSources", ...].
  unavailable: text("unavailable", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
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
    allowChanges: integer("allow_changes", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// The YouTube Reporting API's reach report (channel_reach_basic_a1): the job Vidwise created for
// the workspace's channel, and the newest report day read, so each run downloads only new days.
// Thumbnail impressions and their CTR come only from there: the Analytics API does not give them.
export const googleReachJobs = sqliteTable("google_reach_jobs", {
  teamChannelId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  jobId: text("job_id").notNull(),
  // The newest report day (YYYY-MM-DD) whose rows are stored; null until the first report is read.
  readThrough: text("read_through"),
  // Google's createTime of the newest report read (as Google wrote it): the next listing asks only
  // for reports made after it (createdAfter), new days and restated ones alike. Null until a run
  // read every report it listed, and for jobs read before restated days were looked for.
  createdThrough: text("created_through"),
  // Why the last run stopped short (the Reporting API refused or failed), shown on the account page.
  error: text("error"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
