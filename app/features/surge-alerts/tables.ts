// Surge Alerts' table.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { users } from "~/lib/auth/tables";

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
