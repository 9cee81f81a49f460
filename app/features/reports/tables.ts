// Reports' tables: who in a workspace opted in to the weekly digest, which ISO weeks a
// workspace's digest went out, the workspace's report branding (white-label client reports) and
// the links that open a client report signed out.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users, workspaces } from "~/lib/auth/tables";

/**
 * A member's opt-in to a workspace's weekly digest: a row is "on", no row is "off" (unsubscribing
 * deletes it). The unsubscribe link of the newest mail carries a random token whose SHA-256 is kept
 * here: single-purpose (it can only remove this row), and a leaked database yields no working link.
 */
export const weeklyDigestSubscriptions = sqliteTable(
  "weekly_digest_subscriptions",
  {
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("weekly_digest_subscriptions_user_idx").on(t.userId)],
);

/** One row per workspace and ISO week (its owner's zone, "2026-W48") whose digest was sent: one digest a week. */
export const weeklyDigestSends = sqliteTable(
  "weekly_digest_sends",
  {
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    recipients: integer("recipients").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.week] })],
);

/** The agency's name and logo printed on the workspace's client reports (Pro and Creator+). */
export const reportBranding = sqliteTable("report_branding", {
  teamId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  agencyName: text("agency_name").notNull(),
  // https only (schema.ts); null: the name alone.
  logoUrl: text("logo_url"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * A client report opened by link, signed out: one channel of the workspace over one period, its
 * figures read fresh on each open. The link carries 32 random bytes; only their SHA-256 is kept, so
 * a leaked database yields no working link. One link per channel and period: a new one replaces it
 * (the token is shown once and cannot be shown again), and deleting the row stops the link. It
 * also stops when it expires (renewable) and when its maker leaves the workspace
 * (report-shares.server.ts `linkStands`).
 */
export const reportShares = sqliteTable(
  "report_shares",
  {
    id: text("id").primaryKey(),
    /** The workspace whose report it is (its branding and plan). */
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The workspace row the channel's data lives in (the workspace itself for its first channel). */
    teamChannelId: text("channel_workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /**
     * The YouTube channel the link was made for. The first channel can be replaced in its row by
     * another: the link then opens nothing rather than another client's figures.
     */
    channelId: text("channel_id").notNull(),
    periodDays: integer("period_days").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /**
     * Who made the link (or replaced it last): it works only while they are still in the workspace
     * (its owner, or a member since before the link was made), and goes with their account. Null
     * for links made before makers were recorded.
     */
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
    /**
     * When the link stops opening the report: SHARE_LINK_DAYS after it was made or last renewed
     * (the same address keeps working after a renewal). A row written without one is expired
     * (0): every link is given its end. Links made before links expired got SHARE_LINK_DAYS from
     * their migration's day.
     */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("report_shares_channel_period_idx").on(t.teamChannelId, t.periodDays),
    index("report_shares_workspace_idx").on(t.teamId),
  ],
);
