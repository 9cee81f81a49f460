// The team's tables: invitations to a workspace. Memberships themselves are shared
// code's (app/lib/auth/tables.ts `workspaceMembers`), since the session lookup reads them.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "~/lib/db/columns";
import { ROLES, users, workspaces } from "~/lib/auth/tables";

/**
 * An invitation mailed to an address: single-use (accepted_at), valid 7 days, void once replaced or
 * withdrawn (voided_at). The link carries a random token; only its SHA-256 is kept, as for every
 * other one-time token. Each row is one mail sent, which is what the hourly allowance counts.
 */
export const workspaceInvitations = sqliteTable(
  "workspace_invitations",
  {
    id: text("id").primaryKey(),
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // Trimmed and lower-cased, like users.email: the account that accepts must have this address.
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    // Set when a newer invitation to the address replaced it or an owner withdrew it: its link no
    // longer works. The row stays until the daily clean-up, since every invitation mailed in the
    // last hour counts towards the address's allowance from this workspace.
    voidedAt: integer("voided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("workspace_invitations_workspace_idx").on(t.teamId, t.email)],
);

/**
 * Who did what in a workspace, for its owners: invitations, acceptances, role changes, removals,
 * the connections of its data (a channel, Google, a Studio import) and the exports of it (each
 * CSV downloaded, by whom).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    teamId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    // The address of whoever acted, kept as text: the entry outlives a deleted account.
    actorEmail: text("actor_email").notNull(),
    action: text("action", {
      enum: [
        "member-invited",
        "invitation-accepted",
        "invitation-revoked",
        "role-changed",
        "member-channels-changed",
        "member-removed",
        "data-exported",
        "channel-connected",
        "channel-removed",
        "google-connected",
        "google-disconnected",
        "studio-imported",
        "youtube-write",
      ],
    }).notNull(),
    // What it was done to, in words: an address and a role.
    target: text("target").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_workspace_idx").on(t.teamId, t.createdAt)],
);
