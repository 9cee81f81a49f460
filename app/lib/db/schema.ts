// The source of truth for D1. `npm run db:generate` writes migrations/ from this file.
// Every row that holds a customer's data carries a workspace id, so one D1 per tenant group
// stays possible and no query has to guess whose data it reads.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const workspaces = sqliteTable(
  "workspaces",
  {
    id: text("id").primaryKey(),
    // 'personal' for a real account, 'demo' for a visitor's private copy of the sample channel.
    kind: text("kind", { enum: ["personal", "demo"] }).notNull(),
    createdAt: createdAt(),
    // Demo workspaces expire; the hourly cron removes them (and, by cascade, their users).
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
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
