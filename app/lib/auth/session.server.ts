// Sessions live in D1. The cookie holds a random token; D1 holds only its SHA-256, so a leaked
// table cannot be replayed as cookies.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type Role, sessions, users, workspaceMembers, workspaces } from "./tables";
import { sha256Hex } from "~/lib/sha256";

export const SESSION_COOKIE = "vidwise_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DEMO_TTL_MS = 24 * 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  isDemo: boolean;
  /**
   * The workspace whose data this request reads and changes: the channel chosen in the acting
   * workspace (a workspace's first channel is the workspace itself; another is a channel row of
   * it, docs/decisions/015). Every tool's loader, action and /api endpoint reads this and nothing
   * else; a page's `?channel=` and /api's `?channel=` move it (channel-data's `inChannel`).
   */
  teamChannelId: string;
  /**
   * The workspace the person acts in (one they were invited to and switched to, else their own),
   * which is also its first channel's row: whose members, roles, plan, invitations, audit log and
   * report settings these are.
   */
  teamId: string;
  /** The first channel of `teamId` the person may see (the workspace itself, unless limited). */
  firstTeamChannelId: string;
  /** The channel rows a member limited to some channels may see; null: every channel. */
  teamChannelIds: string[] | null;
  /** The person's role in `teamId` (app/lib/auth/roles.ts says what each may do). */
  role: Role;
  /** The workspace the person owns (made with the account); equal to `teamId` unless they switched. */
  homeTeamId: string;
  platform: string;
  primaryTopic: string;
  /** The owner followed the link mailed at sign-up (see features/auth/email-verification). */
  emailVerified: boolean;
  sessionId: string;
  /** IANA zone the owner chose (Account Settings, dashboard); null until then. Pages show times in it. */
  timeZone: string | null;
};

/**
 * The acting workspace, resolved in SQL for the one row that signs someone in: the workspace the
 * person chose (users.acting_workspace_id) while a membership still backs it, else their own.
 * A removed member thus falls back to their own workspace on their next request.
 */
const actingTeamId = sql<string>`coalesce((select ${workspaceMembers.teamId} from ${workspaceMembers} where ${workspaceMembers.userId} = ${users.id} and ${workspaceMembers.teamId} = ${users.actingTeamId}), ${users.homeTeamId})`;

/**
 * The role in the acting workspace: the membership's, or 'owner' in the person's own workspace when
 * it has no row (a demo's visitor: demos are made without members).
 */
const actingRole = sql<Role>`coalesce((select ${workspaceMembers.role} from ${workspaceMembers} where ${workspaceMembers.userId} = ${users.id} and ${workspaceMembers.teamId} = ${actingTeamId}), 'owner')`;

/** The acting membership's channels (JSON; null: every channel, as for an owner). */
const memberTeamChannelIds = sql<
  string | null
>`(select ${workspaceMembers.teamChannelIds} from ${workspaceMembers} where ${workspaceMembers.userId} = ${users.id} and ${workspaceMembers.teamId} = ${actingTeamId})`;

/** A channel row of the acting workspace the person may see (the workspace itself is its first). */
const mayShow = sql`(${workspaces.id} = ${actingTeamId} or ${workspaces.parentId} = ${actingTeamId}) and (${memberTeamChannelIds} is null or exists (select 1 from json_each(${memberTeamChannelIds}) j where j.value = ${workspaces.id}))`;

/** The first channel the person may see: what /api reads without `?channel=`. */
const firstTeamChannelId = sql<string>`coalesce((select ${workspaces.id} from ${workspaces} where ${mayShow} order by ${workspaces.parentId} is not null, ${workspaces.createdAt}, ${workspaces.id} limit 1), ${actingTeamId})`;

/** The channel the person last chose (users.acting_channel_id) while they may still see it; else the first. */
const chosenTeamChannelId = sql<string>`coalesce((select ${workspaces.id} from ${workspaces} where ${workspaces.id} = ${users.actingTeamChannelId} and ${mayShow}), ${firstTeamChannelId})`;

/**
 * The users' columns a SessionUser is made of, for every select that signs someone in (the session
 * cookie here, a bearer token in features/api-access): one list, so a new field reaches both.
 */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  isDemo: users.isDemo,
  teamChannelId: chosenTeamChannelId,
  teamId: actingTeamId,
  firstTeamChannelId,
  memberTeamChannelIds,
  role: actingRole,
  homeTeamId: users.homeTeamId,
  platform: users.platform,
  primaryTopic: users.primaryTopic,
  emailVerifiedAt: users.emailVerifiedAt,
  timeZone: users.timeZone,
};

/** A row of `sessionUserColumns` as the SessionUser of `sessionId`. */
export function toSessionUser(
  row: Pick<
    SessionUser,
    | "id"
    | "email"
    | "isDemo"
    | "teamChannelId"
    | "teamId"
    | "firstTeamChannelId"
    | "role"
    | "homeTeamId"
    | "platform"
    | "primaryTopic"
    | "timeZone"
  > & {
    emailVerifiedAt: Date | null;
    memberTeamChannelIds: string | null;
  },
  sessionId: string,
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    isDemo: row.isDemo,
    teamChannelId: row.teamChannelId,
    teamId: row.teamId,
    firstTeamChannelId: row.firstTeamChannelId,
    teamChannelIds: channelIdsOf(row.memberTeamChannelIds),
    // Anything but a known role (a row written by hand) reads as the least: a viewer.
    role: row.role === "owner" || row.role === "manager" ? row.role : "viewer",
    homeTeamId: row.homeTeamId,
    platform: row.platform,
    primaryTopic: row.primaryTopic,
    emailVerified: row.emailVerifiedAt !== null,
    sessionId,
    timeZone: row.timeZone,
  };
}

/** A membership's channel list as stored (JSON text); anything but a list of ids reads as none at all. */
function channelIdsOf(json: string | null): string[] | null {
  if (json === null) return null;
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function toBase64Url(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

export async function newSessionToken() {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, id: await sha256Hex(token) };
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A hand-made cookie may not be valid percent-encoding: treat it as no session.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Secure everywhere but plain-http localhost, where browsers would drop a Secure cookie. */
function cookieAttributes(request: Request) {
  const secure = new URL(request.url).protocol === "https:";
  return `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function sessionCookie(request: Request, token: string, expiresAt: Date) {
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(request)}; Expires=${expiresAt.toUTCString()}`;
}

export function clearedSessionCookie(request: Request) {
  return `${SESSION_COOKIE}=; ${cookieAttributes(request)}; Max-Age=0`;
}

/** The insert for a new session, to run alone or inside a db.batch with the rows it belongs to. */
export function insertSession(db: Db, values: { id: string; userId: string; expiresAt: Date; request: Request }) {
  return db.insert(sessions).values({
    id: values.id,
    userId: values.userId,
    expiresAt: values.expiresAt,
    userAgent: values.request.headers.get("user-agent")?.slice(0, 300) ?? null,
  });
}

export async function startSession(db: Db, request: Request, userId: string, ttlMs = SESSION_TTL_MS) {
  const { token, id } = await newSessionToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await insertSession(db, { id, userId, expiresAt, request });
  return sessionCookie(request, token, expiresAt);
}

export async function readSessionUser(db: Db, request: Request): Promise<SessionUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const id = await sha256Hex(token);
  const [row] = await db
    .select({ ...sessionUserColumns, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return toSessionUser(row, row.sessionId);
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
