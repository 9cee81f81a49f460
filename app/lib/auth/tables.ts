// Identity tables: workspaces, users, their sessions and one-time tokens. Owned by shared code
// (app/lib/auth): the session lookup on every request and the one-time tokens live here, and app/lib
// imports no feature, so the auth feature's account services use these tables from below.
// Every row that holds a customer's data carries a workspace id (`teamChannelIdColumn`), so one D1
// per tenant group stays possible and no query has to guess whose data it reads.
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";

/** The workspace a row belongs to; deleting the workspace deletes the row. */
export const teamChannelIdColumn = () =>
  text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

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
    // A channel of a workspace beyond its first (docs/decisions/015): its own row here,
    // so every tool keeps reading one workspace id (its channel, videos, comments, results, store)
    // while members, roles, the plan and reports stay with the parent. Null for a workspace itself.
    // Deleting the workspace deletes its channels (and, by the store_deletions trigger, their stores).
    parentId: text("parent_id").references((): AnySQLiteColumn => workspaces.id, { onDelete: "cascade" }),
    // The YouTube channel this row holds as its own (a workspace's first channel, or a channel row's),
    // claimed before its sync starts. The claim is the plan's channel count and the channel's
    // uniqueness in one place: one conditional statement counts a team's claimed rows and writes
    // the claim (channel-data/channel-slots.server.ts), and the unique index below refuses the same
    // channel twice in one team however many requests race. Null: no channel (yet).
    ownChannelId: text("own_channel_id"),
    // The name the owner gave the team (an agency's, a client's), shown wherever the workspace is
    // named; null: not named yet, and it goes by its owner's address.
    name: text("name"),
  },
  (t) => [
    index("workspaces_expires_at_idx").on(t.expiresAt),
    index("workspaces_parent_idx").on(t.parentId),
    // The team is the row itself for a workspace, its parent for a channel row.
    uniqueIndex("workspaces_team_own_channel_idx")
      .on(sql`coalesce(${t.parentId}, ${t.id})`, t.ownChannelId)
      .where(sql`${t.ownChannelId} is not null`),
  ],
);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  // Stored trimmed and lower-cased, so uniqueness ignores letter case.
  email: text("email").notNull().unique(),
  // scrypt$N$r$p$salt$hash; null for demo users, who cannot sign in with a password.
  passwordHash: text("password_hash"),
  isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
  // The workspace the account was made with, which the person owns (its 'owner' row in
  // workspace_members). Deleting it deletes the account (cascade), so it never points at a workspace
  // someone else owns: the one a member works in is `actingTeamId`.
  homeTeamId: text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  // The workspace the person chose to act in (Account Settings' switcher, or accepting an
  // invitation); null: their own. Kept on the account rather than the session so a personal API
  // token acts where the person does, and resolved in one place (`sessionUserColumns`), only while
  // a membership backs it. Set to null when that workspace is deleted.
  actingTeamId: text("acting_workspace_id").references(() => workspaces.id, { onDelete: "set null" }),
  // The channel the person last chose in the switcher (a workspace's own id for its first channel,
  // a channel row's id for another): remembered across pages; used only while it belongs to the
  // acting workspace (channel-data/channel-scopes.server.ts).
  actingTeamChannelId: text("acting_channel_id").references(() => workspaces.id, { onDelete: "set null" }),
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

export type User = typeof users.$inferSelect;

/** What a member may do in a workspace (app/lib/auth/roles.ts says what each allows). */
export const ROLES = ["owner", "manager", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who belongs to which workspace, with which role: the owner of a personal workspace (written with
 * the account, backfilled by migration 0031) and the people who accepted an invitation
 * (features/team). Read by the session lookup on every request, hence owned here.
 */
export const workspaceMembers = sqliteTable(
  "workspace_members",
  {
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    // The channels the member may see: a JSON array of the workspace's channel rows'
    // ids (the workspace's own id for its first channel); null: every channel. Never empty: a
    // member left with no channel is removed (channel-data/workspace-channels.server.ts).
    teamChannelIds: text("channel_ids", { mode: "json" }).$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("workspace_members_user_idx").on(t.userId)],
);

export type Workspace = typeof workspaces.$inferSelect;

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
    // the button, which needs no password; "sign-up": someone tried to create an account with the
    // address. Each has its own hourly cap, so strangers pressing the button or signing up again
    // can never use up the mails the owner's password earns.
    reason: text("reason", { enum: ["password", "request", "sign-up"] }).notNull(),
  },
  (t) => [index("sign_in_links_user_idx").on(t.userId, t.reason, t.createdAt)],
);
