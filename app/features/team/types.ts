// The team's shapes as pages show them (plain data, safe for the browser bundle).
import type { Role } from "~/lib/auth/roles";

/** A member; `teamChannelIds` the channel rows they are limited to (null: every channel). */
export type Member = { userId: string; email: string; role: Role; teamChannelIds: string[] | null };

export type Membership = { teamId: string; name: string; role: Role; acting: boolean; own: boolean };

export type PendingInvitation = { id: string; email: string; role: Role; expiresAt: string };

export type AuditEntry = { at: string; actor: string; action: string; target: string };

/** What Account Settings' members card shows: members for everyone, invitations and the log for owners. */
export type TeamView = {
  canManage: boolean;
  /** What the workspace is called (its given name, else its owner's address). */
  name: string | null;
  role: Role;
  youId: string;
  members: Member[];
  invitations: PendingInvitation[];
  audit: AuditEntry[];
  memberships: Membership[];
};
