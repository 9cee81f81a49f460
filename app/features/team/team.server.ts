// A workspace's members, their roles and invitations. The owner invites by email (a
// single-use link valid 7 days, only its SHA-256 kept), changes roles and removes members; a person
// who accepts acts in that workspace, and may switch back to their own (or to any other they
// belong to) on Account Settings. What each role may do is app/lib/auth/roles.ts's; the use-cases
// here ask it before changing anything (`mayNot`), so the page and /api refuse alike. Inviting and
// accepting both need a confirmed address: an invitation mail goes to someone else's inbox, and a
// membership is granted on the strength of owning the invited address.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { mustConfirmEmail, VERIFY_REQUIRED } from "~/features/auth/index.server";
import { type Capability, mayNot } from "~/lib/auth/roles";
import { type SessionUser, newSessionToken } from "~/lib/auth/session.server";
import { type Role, users, workspaceMembers, workspaces } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { type ChunkLimits, deleteInChunks } from "~/lib/db/delete-in-chunks";
import { sendEmail } from "~/lib/email/email.server";
import { mailHeaderText } from "~/lib/email/mail-header-text";
import { plainText } from "~/lib/email/plain-text";
import { AppError } from "~/lib/errors";
import { countOf } from "~/lib/format";
import { sha256Hex } from "~/lib/sha256";
import { PRODUCT_NAME } from "~/lib/brand";
import { MAX_WORKSPACE_NAME, ROLE_WORDS, TEAM_MESSAGES as M } from "./messages";
import type { TeamForm } from "./schema";
import type { Member, Membership, TeamView } from "./types";
import { auditLog, workspaceInvitations } from "./tables";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Pending invitations a workspace holds at most: an owner cannot turn the mailer into a spammer. */
export const MAX_PENDING_INVITATIONS = 50;
/**
 * Invitation mails one workspace sends in an hour at most, whatever became of them since: the
 * pending cap alone could be walked around by withdrawing invitations and sending new ones (each
 * withdrawal frees a place, but the mail to a stranger has gone).
 */
export const MAX_WORKSPACE_INVITATION_MAILS_PER_HOUR = 50;
/**
 * Invitation mails one address gets from one workspace in an hour at most. Counted per workspace,
 * so no workspace can use up (or learn of) another's invitations to the address.
 */
export const MAX_INVITATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const AUDIT_SHOWN = 50;

const ROLE_ORDER: Record<Role, number> = { owner: 0, manager: 1, viewer: 2 };

function requireMay(user: Pick<SessionUser, "role">, capability: Capability) {
  const refusal = mayNot(user.role, capability);
  if (refusal) throw new AppError("forbidden", refusal);
}

/** A workspace's members, owner first. A workspace made without member rows (a demo): its own users own it. */
export async function membersOf(db: Db, teamId: string): Promise<Member[]> {
  const rows: Member[] = await db
    .select({
      userId: users.id,
      email: users.email,
      role: workspaceMembers.role,
      teamChannelIds: workspaceMembers.teamChannelIds,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.teamId, teamId));
  if (!rows.some((row) => row.role === "owner")) {
    const owners = await db
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(eq(users.homeTeamId, teamId));
    for (const owner of owners)
      if (!rows.some((row) => row.userId === owner.userId))
        rows.push({ ...owner, role: "owner", teamChannelIds: null });
  }
  return rows.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.email.localeCompare(b.email));
}

/** Each workspace's name: its owner's address (the account it was made with). */
/** The names workspaces go by: the one their owner gave them, else their owner's address. */
async function namesOf(db: Db, workspaceIds: string[]): Promise<Map<string, string>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: users.homeTeamId, email: users.email, name: workspaces.name })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, users.homeTeamId))
    .where(inArray(users.homeTeamId, workspaceIds))
    .orderBy(asc(users.createdAt));
  const names = new Map<string, string>();
  for (const row of rows) if (!names.has(row.teamId)) names.set(row.teamId, row.name ?? row.email);
  return names;
}

/** The name a workspace goes by, for the app shell's "working in" line, invitations and reports. */
export async function teamNameOf(db: Db, teamId: string): Promise<string | null> {
  return (await namesOf(db, [teamId])).get(teamId) ?? null;
}

export type WorkspaceSummary = {
  id: string;
  name: string | null;
  role: Role;
  members: { email: string; role: Role }[];
};

/** The acting workspace as GET /api/workspace tells it (channels are added by the edge, from channel data). */
export async function workspaceSummary(db: Db, user: SessionUser): Promise<WorkspaceSummary> {
  const [members, names] = await Promise.all([membersOf(db, user.teamId), namesOf(db, [user.teamId])]);
  return {
    id: user.teamId,
    name: names.get(user.teamId) ?? null,
    role: user.role,
    members: members.map(({ email, role }) => ({ email, role })),
  };
}

/** Every workspace the person may act in: their own first, then those they joined. */
export async function membershipsOf(db: Db, user: SessionUser): Promise<Membership[]> {
  const rows = await db
    .select({ teamId: workspaceMembers.teamId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, user.id));
  const others = rows.filter((row) => row.teamId !== user.homeTeamId);
  const names = await namesOf(db, [user.homeTeamId, ...others.map((row) => row.teamId)]);
  return [
    { teamId: user.homeTeamId, role: "owner" as Role, own: true },
    ...others.map((row) => ({ ...row, own: false })),
  ].map((row) => ({
    ...row,
    name: row.own ? "Your own workspace" : (names.get(row.teamId) ?? "A workspace"),
    acting: row.teamId === user.teamId,
  }));
}

export async function teamView(db: Db, user: SessionUser, now = new Date()): Promise<TeamView> {
  const canManage = !user.isDemo && mayNot(user.role, "members") === null;
  const [members, memberships, invitations, audit] = await Promise.all([
    membersOf(db, user.teamId),
    membershipsOf(db, user),
    canManage
      ? db
          .select({
            id: workspaceInvitations.id,
            email: workspaceInvitations.email,
            role: workspaceInvitations.role,
            expiresAt: workspaceInvitations.expiresAt,
          })
          .from(workspaceInvitations)
          .where(and(eq(workspaceInvitations.teamId, user.teamId), pendingInvitation(now)))
          .orderBy(asc(workspaceInvitations.createdAt))
      : [],
    canManage
      ? db
          .select({
            at: auditLog.createdAt,
            actor: auditLog.actorEmail,
            action: auditLog.action,
            target: auditLog.target,
          })
          .from(auditLog)
          .where(eq(auditLog.teamId, user.teamId))
          .orderBy(desc(auditLog.createdAt))
          .limit(AUDIT_SHOWN)
      : [],
  ]);
  return {
    canManage,
    name: (await namesOf(db, [user.teamId])).get(user.teamId) ?? null,
    role: user.role,
    youId: user.id,
    members,
    memberships,
    invitations: invitations.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() })),
    audit: audit.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

/** What the activity log keeps beside the team's own moves: connections and exports of the workspace's data. */
export type WorkspaceActivity =
  | "data-exported"
  | "channel-connected"
  | "channel-removed"
  | "google-connected"
  | "google-disconnected"
  | "studio-imported";

/**
 * A connection or export of the workspace's data, for its owners' activity log. Demos
 * keep no log. `what` is the thing in words: a channel's title, a file's name.
 */
export async function recordActivity(
  db: Db,
  user: Pick<SessionUser, "teamId" | "email" | "isDemo">,
  action: WorkspaceActivity,
  what: string,
): Promise<void> {
  if (user.isDemo) return;
  await audit(db, user, action, what.slice(0, 200));
}

/**
 * A change Vidwise made on the team's YouTube channel, with who caused it (the owners see it on the
 * activity log). The target lists what was changed: a title, a thumbnail, the comments held or released.
 */
export async function recordYouTubeWrite(
  db: Db,
  entry: { teamId: string; actorEmail: string },
  what: string,
): Promise<void> {
  await audit(db, { teamId: entry.teamId, email: entry.actorEmail }, "youtube-write", what.slice(0, 2000));
}

/** The words that replace a deleted account's address in every team's activity log. */
export const DELETED_ACTOR = "a deleted account";

/**
 * Anonymises a deleted account's address in every team's activity log (the entries stay: they say
 * what happened to the team), as a statement for the deletion's batch.
 */
export function anonymiseActor(db: Db, email: string) {
  return db.update(auditLog).set({ actorEmail: DELETED_ACTOR }).where(eq(auditLog.actorEmail, email));
}

function audit(
  db: Db,
  user: Pick<SessionUser, "teamId" | "email">,
  action: (typeof auditLog.$inferInsert)["action"],
  target: string,
) {
  return db
    .insert(auditLog)
    .values({ id: crypto.randomUUID(), teamId: user.teamId, actorEmail: user.email, action, target });
}

export type Invitation = { id: string; email: string; role: Role; expiresAt: string };

/** An invitation whose link still works: not accepted, not replaced or withdrawn, not expired. */
function pendingInvitation(now: Date) {
  return and(
    isNull(workspaceInvitations.acceptedAt),
    isNull(workspaceInvitations.voidedAt),
    gt(workspaceInvitations.expiresAt, now),
  )!;
}

/**
 * Invites `email` to the acting workspace with `role` and mails the link (`${origin}/invite?token=…`).
 * Owners with a confirmed address only; a pending invitation to the same address is voided.
 *
 * The invitation row is the hour's count of mails: one statement writes it only while fewer than
 * each allowance exist (to the address from this workspace; from this workspace to anyone, voided
 * ones included) and fewer than the pending cap, and D1 runs statements one at a time, so requests
 * racing each other cannot all pass the count.
 * Voiding the older link and the activity entry follow in the same batch, each only if that row
 * was written. A refusal therefore writes nothing: the older link keeps working and nothing claims
 * a mail went. Once written, the mail is sent; a delivery the service refuses is recorded as failed
 * in the outbox and still counts, as the service was asked.
 */
export async function inviteMember(
  env: Parameters<typeof sendEmail>[0],
  db: Db,
  user: SessionUser,
  input: { email: string; role: "manager" | "viewer" },
  origin: string,
  now = new Date(),
): Promise<Invitation> {
  if (user.isDemo) throw new AppError("forbidden", M.demoCannot);
  requireMay(user, "members");
  if (mustConfirmEmail(user)) throw new AppError("forbidden", VERIFY_REQUIRED);
  if (input.email === user.email) throw new AppError("conflict", M.inviteSelf);
  const members = await membersOf(db, user.teamId);
  if (members.some((member) => member.email === input.email)) throw new AppError("conflict", M.alreadyMember);
  const { token, id: tokenHash } = await newSessionToken();
  const invitation = {
    id: crypto.randomUUID(),
    teamId: user.teamId,
    email: input.email,
    role: input.role,
    expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
  };
  const ofThisInvitation = and(
    eq(workspaceInvitations.teamId, invitation.teamId),
    eq(workspaceInvitations.email, invitation.email),
  );
  const sentThisHour = gt(workspaceInvitations.createdAt, new Date(now.getTime() - HOUR_MS));
  const mailedThisHour = and(ofThisInvitation, sentThisHour);
  const mailsThisHour = sql`(select count(*) from ${workspaceInvitations} where ${mailedThisHour})`;
  // Every row of the last hour is a mail sent, voided (replaced, withdrawn) or accepted since.
  const workspaceMailedThisHour = and(eq(workspaceInvitations.teamId, invitation.teamId), sentThisHour);
  const workspaceMailsThisHour = sql`(select count(*) from ${workspaceInvitations} where ${workspaceMailedThisHour})`;
  const pendingInWorkspace = sql`(select count(*) from ${workspaceInvitations} where ${and(
    eq(workspaceInvitations.teamId, invitation.teamId),
    pendingInvitation(now),
  )})`;
  // Whether the first statement wrote the invitation (the later ones ask, in the same batch).
  const written = eq(workspaceInvitations.id, invitation.id);
  const [inserted] = await db.batch([
    // INSERT … SELECT … FROM the workspace's own row WHERE (SELECT count(*) …) < N RETURNING id.
    db
      .insert(workspaceInvitations)
      .select(
        db
          .select({
            id: sql<string>`${invitation.id}`.as("id"),
            teamId: workspaces.id,
            email: sql<string>`${invitation.email}`.as("email"),
            role: sql<Role>`${invitation.role}`.as("role"),
            tokenHash: sql<string>`${tokenHash}`.as("token_hash"),
            invitedBy: sql<string>`${user.id}`.as("invited_by"),
            expiresAt: sql<Date>`${invitation.expiresAt.getTime()}`.as("expires_at"),
            acceptedAt: sql<Date | null>`null`.as("accepted_at"),
            acceptedBy: sql<string | null>`null`.as("accepted_by"),
            voidedAt: sql<Date | null>`null`.as("voided_at"),
            createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
          })
          .from(workspaces)
          .where(
            and(
              eq(workspaces.id, invitation.teamId),
              sql`${mailsThisHour} < ${MAX_INVITATION_MAILS_PER_HOUR}`,
              sql`${pendingInWorkspace} < ${MAX_PENDING_INVITATIONS}`,
              sql`${workspaceMailsThisHour} < ${MAX_WORKSPACE_INVITATION_MAILS_PER_HOUR}`,
            ),
          ),
      )
      .returning({ id: workspaceInvitations.id }),
    // A re-sent invitation voids the older link.
    db
      .update(workspaceInvitations)
      .set({ voidedAt: now })
      .where(
        and(
          ofThisInvitation,
          ne(workspaceInvitations.id, invitation.id),
          isNull(workspaceInvitations.acceptedAt),
          isNull(workspaceInvitations.voidedAt),
          sql`exists (select 1 from ${workspaceInvitations} where ${written})`,
        ),
      ),
    db.insert(auditLog).select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as("id"),
          teamId: workspaceInvitations.teamId,
          actorEmail: sql<string>`${user.email}`.as("actor_email"),
          action: sql<"member-invited">`'member-invited'`.as("action"),
          target: sql<string>`${`${input.email} as ${ROLE_WORDS[input.role]}`}`.as("target"),
          createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
        })
        .from(workspaceInvitations)
        .where(written),
    ),
  ]);
  if (inserted.length === 0) {
    // Refused: say which limit (reads only to choose the words). The address's hourly mails first;
    // then the invitations waiting, which withdrawing fixes; else the workspace's hour is spent.
    const [recent, pending] = await db.batch([
      db.select({ n: count() }).from(workspaceInvitations).where(mailedThisHour),
      db
        .select({ n: count() })
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.teamId, invitation.teamId), pendingInvitation(now))),
    ]);
    if ((recent[0]?.n ?? 0) >= MAX_INVITATION_MAILS_PER_HOUR) throw new AppError("rate-limited", M.tooManyMails);
    if ((pending[0]?.n ?? 0) >= MAX_PENDING_INVITATIONS)
      throw new AppError("limit-reached", M.tooManyPending(MAX_PENDING_INVITATIONS));
    throw new AppError("rate-limited", M.tooManyWorkspaceMails(MAX_WORKSPACE_INVITATION_MAILS_PER_HOUR));
  }
  const link = `${origin}/invite?token=${encodeURIComponent(token)}`;
  // The inviter's address as they typed it at sign-up may carry markup or direction controls.
  const inviter = mailHeaderText(user.email);
  const workspace = await invitingWorkspaceWords(db, user.teamId);
  await sendEmail(env, db, {
    to: input.email,
    kind: "workspace-invitation",
    secrets: [link],
    subject: `${inviter} invited you to ${workspace}`,
    text: [
      `${inviter} invited you to ${workspace} as a ${ROLE_WORDS[input.role]}.`,
      "",
      "Accept the invitation (sign in, or create an account with this address, first):",
      "",
      link,
      "",
      "The link works once and expires in 7 days. If you did not expect it, ignore this email.",
    ].join("\n"),
  });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Which workspace an invitation is to, as its mail says it: `the Vidwise workspace "Name"` when the
 * owner named it, else `their Vidwise workspace`, the inviter being its owner, whose address it goes
 * by. The name reaches the inbox of someone who agreed to nothing yet, so it is handled like text
 * from outside (lib/email/plain-text.ts): one line, and a host in it ("prize.example") not a link,
 * or a workspace name could carry a link into our mail. The inviter's own address stays as written.
 */
async function invitingWorkspaceWords(db: Db, teamId: string): Promise<string> {
  const row = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, teamId)).get();
  const name = row?.name ? plainText(row.name, MAX_WORKSPACE_NAME) : "";
  return name ? `the ${PRODUCT_NAME} workspace "${name}"` : `their ${PRODUCT_NAME} workspace`;
}

async function memberOf(db: Db, teamId: string, userId: string): Promise<Member> {
  const member = (await membersOf(db, teamId)).find((row) => row.userId === userId);
  if (!member) throw new AppError("not-found", M.noMember);
  if (member.role === "owner") throw new AppError("forbidden", M.ownerStays);
  return member;
}

export async function changeMemberRole(db: Db, user: SessionUser, userId: string, role: "manager" | "viewer") {
  requireMay(user, "members");
  const member = await memberOf(db, user.teamId, userId);
  await db.batch([
    db
      .update(workspaceMembers)
      .set({ role })
      .where(and(eq(workspaceMembers.teamId, user.teamId), eq(workspaceMembers.userId, userId))),
    audit(db, user, "role-changed", `${member.email}: ${ROLE_WORDS[member.role]} → ${ROLE_WORDS[role]}`),
  ]);
  return M.roleChanged(member.email, ROLE_WORDS[role]);
}

export async function removeMember(
  db: Db,
  user: SessionUser,
  userId: string,
  // A channel's removal (settings) takes a member with it when it was all they could see.
  { requiredRole = "members" }: { requiredRole?: Capability | null } = {},
) {
  if (requiredRole) requireMay(user, requiredRole);
  const member = await memberOf(db, user.teamId, userId);
  await db.batch([
    db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.teamId, user.teamId), eq(workspaceMembers.userId, userId))),
    // Their next request is in their own workspace (the session lookup would fall back anyway).
    db
      .update(users)
      .set({ actingTeamId: null })
      .where(and(eq(users.id, userId), eq(users.actingTeamId, user.teamId))),
    audit(db, user, "member-removed", `${member.email} (${ROLE_WORDS[member.role]})`),
  ]);
  return M.removed(member.email);
}

/**
 * Which of the workspace's channels a member sees: every one (`null`) or those listed
 * (channel rows: the workspace's own id for its first channel). Owners only; never the owner.
 */
export async function setMemberChannels(db: Db, user: SessionUser, userId: string, teamChannelIds: string[] | null) {
  requireMay(user, "members");
  const member = await memberOf(db, user.teamId, userId);
  const wanted = teamChannelIds === null ? null : [...new Set(teamChannelIds)];
  if (wanted !== null) {
    if (wanted.length === 0) throw new AppError("invalid-input", M.noChannelChosen);
    // Only this workspace's channel rows: itself and the rows added to it.
    const ours = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(
        and(inArray(workspaces.id, wanted), or(eq(workspaces.id, user.teamId), eq(workspaces.parentId, user.teamId))),
      );
    if (ours.length !== wanted.length) throw new AppError("not-found", M.notOurChannel);
  }
  await db.batch([
    db
      .update(workspaceMembers)
      .set({ teamChannelIds: wanted })
      .where(and(eq(workspaceMembers.teamId, user.teamId), eq(workspaceMembers.userId, userId))),
    audit(
      db,
      user,
      "member-channels-changed",
      `${member.email}: ${wanted === null ? "every channel" : countOf(wanted.length, "channel")}`,
    ),
  ]);
  return M.channelsSet(member.email, wanted === null ? null : wanted.length);
}

/**
 * A channel row leaves the workspace: it leaves every member's list with it, and a member whose
 * list held only that channel has nothing left to see there and leaves the workspace (logged).
 */
export async function forgetChannelOfMembers(db: Db, user: SessionUser, channelRowId: string) {
  const limited = (await membersOf(db, user.teamId)).filter((m) => m.teamChannelIds?.includes(channelRowId));
  for (const member of limited) {
    const rest = member.teamChannelIds!.filter((id) => id !== channelRowId);
    if (rest.length > 0)
      await db
        .update(workspaceMembers)
        .set({ teamChannelIds: rest })
        .where(and(eq(workspaceMembers.teamId, user.teamId), eq(workspaceMembers.userId, member.userId)));
    else await removeMember(db, user, member.userId, { requiredRole: null });
  }
}

/** Withdraws a pending invitation: its link stops working, and the row stays as a mail sent (the hour's count). */
export async function revokeInvitation(db: Db, user: SessionUser, invitationId: string, now = new Date()) {
  requireMay(user, "members");
  const [removed] = await db
    .update(workspaceInvitations)
    .set({ voidedAt: now })
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        eq(workspaceInvitations.teamId, user.teamId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.voidedAt),
      ),
    )
    .returning({ email: workspaceInvitations.email });
  if (!removed) throw new AppError("not-found", M.noInvitation);
  await audit(db, user, "invitation-revoked", removed.email);
  return M.revoked(removed.email);
}

/** Acts in `teamId` from now on: the person's own, or one they are a member of. */
export async function switchWorkspace(db: Db, user: SessionUser, teamId: string) {
  if (teamId !== user.homeTeamId) {
    const membership = await db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.teamId, teamId)))
      .get();
    // The same words whether the workspace exists or not: nothing is learnt about others.
    if (!membership) throw new AppError("not-found", M.notYourWorkspace);
  }
  await db
    .update(users)
    .set({ actingTeamId: teamId === user.homeTeamId ? null : teamId })
    .where(eq(users.id, user.id));
  return M.switched;
}

export type InvitationState =
  | { state: "unknown" }
  | {
      state: "pending" | "used" | "expired";
      email: string;
      role: Role;
      inviter: string | null;
      workspaceName: string | null;
    };

async function invitationByToken(db: Db, token: string | null) {
  if (!token || token.length > 100) return null;
  return (
    (await db
      .select({
        id: workspaceInvitations.id,
        teamId: workspaceInvitations.teamId,
        email: workspaceInvitations.email,
        role: workspaceInvitations.role,
        expiresAt: workspaceInvitations.expiresAt,
        acceptedAt: workspaceInvitations.acceptedAt,
        voidedAt: workspaceInvitations.voidedAt,
        inviter: users.email,
      })
      .from(workspaceInvitations)
      .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
      .where(eq(workspaceInvitations.tokenHash, await sha256Hex(token)))
      .get()) ?? null
  );
}

/** What the invitation page shows for a link's token: who invited whom, with which role, and whether it still works. */
export async function invitationState(db: Db, token: string | null, now = new Date()): Promise<InvitationState> {
  const row = await invitationByToken(db, token);
  // A replaced or withdrawn link reads as one that never worked, as it did when such rows were deleted.
  if (!row || row.voidedAt) return { state: "unknown" };
  const names = await namesOf(db, [row.teamId]);
  return {
    state: row.acceptedAt ? "used" : row.expiresAt <= now ? "expired" : "pending",
    email: row.email,
    role: row.role,
    inviter: row.inviter,
    workspaceName: names.get(row.teamId) ?? null,
  };
}

/**
 * Accepts the invitation of `token` for the signed-in person, whose address must be the invited
 * one, confirmed (else anyone could sign up with the address and join): the membership is added
 * and becomes the acting workspace. Single use: the invitation is spent in the same batch, and the
 * membership is written only from a row this batch spent.
 */
export async function acceptInvitation(db: Db, user: SessionUser, token: string, now = new Date()) {
  if (user.isDemo) throw new AppError("forbidden", M.demoCannot);
  const row = await invitationByToken(db, token);
  if (!row || row.voidedAt) throw new AppError("not-found", M.invitationUnknown);
  if (row.acceptedAt) throw new AppError("conflict", M.invitationUsed);
  if (row.expiresAt <= now) throw new AppError("invalid-input", M.invitationExpired);
  if (row.email !== user.email) throw new AppError("forbidden", M.wrongAccount(row.email));
  if (mustConfirmEmail(user)) throw new AppError("forbidden", M.confirmBeforeAccepting);
  if (row.teamId === user.homeTeamId) throw new AppError("conflict", M.ownInvitation);
  const spentByThisBatch = and(
    eq(workspaceInvitations.id, row.id),
    eq(workspaceInvitations.acceptedBy, user.id),
    eq(workspaceInvitations.acceptedAt, now),
  );
  const [spent] = await db.batch([
    db
      .update(workspaceInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(and(eq(workspaceInvitations.id, row.id), pendingInvitation(now)))
      .returning({ id: workspaceInvitations.id }),
    db
      .insert(workspaceMembers)
      .select(
        db
          .select({
            teamId: workspaceInvitations.teamId,
            userId: sql<string>`${user.id}`.as("user_id"),
            role: workspaceInvitations.role,
            // Every channel until the owner limits it (drizzle's insert-select names every column).
            teamChannelIds: sql<string[] | null>`null`.as("channel_ids"),
            createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
          })
          .from(workspaceInvitations)
          .where(spentByThisBatch),
      )
      .onConflictDoUpdate({
        target: [workspaceMembers.teamId, workspaceMembers.userId],
        set: { role: sql`excluded.role` },
      }),
    db
      .update(users)
      .set({ actingTeamId: row.teamId })
      .where(and(eq(users.id, user.id), sql`exists (select 1 from ${workspaceInvitations} where ${spentByThisBatch})`)),
  ]);
  if (spent.length === 0) throw new AppError("conflict", M.invitationUsed);
  await db.insert(auditLog).values({
    id: crypto.randomUUID(),
    teamId: row.teamId,
    actorEmail: user.email,
    action: "invitation-accepted",
    target: `${row.email} as ${ROLE_WORDS[row.role]}`,
  });
  return { teamId: row.teamId, role: row.role };
}

/**
 * Account Settings' team forms (parsed by the route with `teamFormSchema`): the words that say
 * what was done. A refusal is the AppError each of them throws.
 */
export async function teamAction(
  env: Parameters<typeof sendEmail>[0],
  db: Db,
  user: SessionUser,
  form: TeamForm,
  origin: string,
): Promise<string> {
  switch (form.intent) {
    case "team-invite":
      return M.invited((await inviteMember(env, db, user, form, origin)).email);
    case "team-role":
      return changeMemberRole(db, user, form.userId, form.role);
    case "team-remove":
      return removeMember(db, user, form.userId);
    case "team-revoke":
      return revokeInvitation(db, user, form.invitationId);
    case "team-name":
      return renameWorkspace(db, user, form.name);
    case "switch-workspace":
      return switchWorkspace(db, user, form.workspaceId);
    case "team-member-channels":
      return setMemberChannels(db, user, form.userId, form.access === "all" ? null : form.channel);
  }
}

/** Names the acting workspace (its owner only): an agency's or a client's name instead of an address. */
export async function renameWorkspace(db: Db, user: SessionUser, name: string): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", M.demoCannot);
  requireMay(user, "members");
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, user.teamId));
  return M.renamed(name);
}

/**
 * The daily clean-up's share (housekeeping): invitations expired, accepted, replaced or withdrawn
 * before `cutoff` (a day or more: the hourly count of mails needs only the last hour's rows). The
 * audit log keeps who was invited and who joined; a late click on a removed link reads "not valid".
 */
export async function pruneInvitations(db: Db, cutoff: Date, limits: ChunkLimits): Promise<number> {
  return deleteInChunks(
    db,
    workspaceInvitations,
    or(
      lt(workspaceInvitations.expiresAt, cutoff),
      lt(workspaceInvitations.acceptedAt, cutoff),
      lt(workspaceInvitations.voidedAt, cutoff),
    )!,
    limits.chunk,
    limits.maxStatements,
  );
}
