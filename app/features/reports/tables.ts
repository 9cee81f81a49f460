// Reports' tables (issue 41): who in a workspace opted in to the weekly digest, which ISO weeks a
// workspace's digest went out, and the workspace's report branding (white-label client reports).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("weekly_digest_subscriptions_user_idx").on(t.userId),
  ],
);

/** One row per workspace and ISO week (its owner's zone, "2026-W48") whose digest was sent: one digest a week. */
export const weeklyDigestSends = sqliteTable(
  "weekly_digest_sends",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    recipients: integer("recipients").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.week] })],
);

/** The agency's name and logo printed on the workspace's client reports (Pro and Creator+). */
export const reportBranding = sqliteTable("report_branding", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  agencyName: text("agency_name").notNull(),
  // https only (schema.ts); null: the name alone.
  logoUrl: text("logo_url"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
