// Several channels per workspace (docs/decisions/015-several-channels.md). A workspace's
// first channel lives in the workspace itself, as it always did; each channel added after it gets
// a workspace row of its own with `parent_id` set (a "channel row"), so every tool keeps reading one
// workspace id (the channel, its videos, comments, results and store) and nothing about a tool
// changes. Members, roles, the plan, invitations, the activity log and report settings stay with
// the parent. Which channel a request reads is `SessionUser.teamChannelId`: the one chosen in the
// switcher (remembered on the account), moved by `?channel=<YouTube channel id>` on any page or
// /api read (`inChannel`). Channels beyond what the owner's plan includes now (a plan that lapsed
// or was downgraded) are paused: listed as such, never read, never refreshed, until the plan
// includes them again or a channel before them is removed (docs/entitlements.md).
import { and, asc, eq, or, sql } from "drizzle-orm";
import { createContext } from "react-router";
import { mustConfirmEmail, VERIFY_REQUIRED } from "~/features/auth/index.server";
import { channelsIncluded, type PlanId } from "~/features/billing/index";
import { claimNewChannel, pausedRowSql } from "./channel-slots.server";
import { forgetChannelOfMembers, recordActivity } from "~/features/team/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { users, workspaces } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { lookupBurstGuard } from "./lookup-bursts.server";
import { resolveChannel, startChannelSync } from "./sync.server";
import type { ChannelRecord } from "./types";
import { AppError } from "~/lib/errors";
import { channels } from "./tables";
import { youtubeClientFor } from "./youtube-for-env.server";
import { MAX_CHANNEL_INPUT_LENGTH, parseChannelInput } from "./youtube/channel-input";
import { z } from "zod";

/** How "Add channel" and "Connect channel" refuse a channel the team has, or one past the plan's count. */
export function slotRefusalWords(plan: PlanId | null) {
  return {
    already: WORKSPACE_CHANNEL_MESSAGES.already,
    limit: WORKSPACE_CHANNEL_MESSAGES.limit(channelsIncluded(plan), plan),
  };
}

export const WORKSPACE_CHANNEL_MESSAGES = {
  invalid: "Enter the channel's link, @handle or channel id.",
  demo: "Create a real account to add channels.",
  already: "That channel is already in this workspace.",
  limit: (included: number, plan: PlanId | null) =>
    `Your plan includes ${included} channel${included === 1 ? "" : "s"} per workspace.` +
    (plan === "creator" ? " Remove one to add another." : " Choose a plan with more at /pricing."),
  notInWorkspace: "That channel is not in this workspace.",
  added: (title: string) => `${title} was added: its first sync is under way.`,
  removed: (title: string) => `${title} and everything Vidwise kept for it were removed from this workspace.`,
  firstStays: "The workspace's first channel cannot be removed here: connect a different one in its place instead.",
} as const;

/** Why a member whose every channel is paused is refused the app's pages. */
export const PAUSED_CHANNELS_ONLY =
  "The channels you work on in this workspace are paused: its plan no longer includes them. Ask the workspace's owner, or switch to another workspace on Account Settings.";

/** A channel of the workspace, as the switcher, Account Settings and GET /api/workspace show it. */
export type TeamChannel = {
  /** The YouTube channel id: what `?channel=` takes. */
  id: string;
  title: string;
  handle: string | null;
  thumbnailUrl: string | null;
  subscriberCount: number | null;
  videoCount: number;
  lastSyncedAt: string | null;
  /** The workspace row its data lives in (the workspace itself for its first channel). */
  teamChannelId: string;
  first: boolean;
  /** Beyond what the owner's plan includes now: kept, listed, but not read or refreshed. */
  paused: boolean;
};

/** The workspace rows that hold `teamId`'s channels: itself and its channel rows. */
const rowsOf = (teamId: string) => or(eq(workspaces.id, teamId), eq(workspaces.parentId, teamId));

/**
 * The workspace's channels, its first first, then in the order they were added, each marked paused
 * when it is past what the owner's plan includes now; with `visibleTo` (a member limited to some
 * channels: `SessionUser.teamChannelIds`), only those. One query.
 */
export async function channelsOfTeam(
  db: Db,
  teamId: string,
  visibleTo: readonly string[] | null = null,
  now = new Date(),
): Promise<TeamChannel[]> {
  const rows = await db
    .select({
      id: channels.id,
      title: channels.title,
      handle: channels.handle,
      thumbnailUrl: channels.thumbnailUrl,
      subscriberCount: channels.subscriberCount,
      videoCount: channels.videoCount,
      lastSyncedAt: channels.lastSyncedAt,
      teamChannelId: workspaces.id,
      paused: sql<number>`${pausedRowSql(now)}`,
    })
    .from(workspaces)
    .innerJoin(channels, and(eq(channels.teamChannelId, workspaces.id), eq(channels.role, "own")))
    .where(rowsOf(teamId))
    .orderBy(sql`${workspaces.parentId} is not null`, asc(workspaces.createdAt), asc(workspaces.id));
  return rows
    .map((row) => ({
      ...row,
      lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
      first: row.teamChannelId === teamId,
      paused: Boolean(row.paused),
    }))
    .filter((row) => visibleTo === null || visibleTo.includes(row.teamChannelId));
}

/**
 * `user` kept to a channel the workspace's plan still includes: as they are, or, when the channel
 * they read is paused, on the first channel they may see that is not (null: none is, a member
 * limited to paused channels only). A workspace's own row is never paused, so most requests ask
 * nothing.
 */
export async function keepToPlan<U extends SessionUser>(db: Db, user: U, now = new Date()): Promise<U | null> {
  if (user.isDemo || user.teamChannelId === user.teamId) return user;
  const held = await channelsOfTeam(db, user.teamId, user.teamChannelIds, now);
  if (held.some((channel) => channel.teamChannelId === user.teamChannelId && !channel.paused)) return user;
  const open = held.find((channel) => !channel.paused);
  return open ? { ...user, teamChannelId: open.teamChannelId } : null;
}

/**
 * The app's pages' shared read of the person's channels (the shell's switcher, Account Settings,
 * the dashboard's portfolio): set by the app layout's middleware, read once per request on the
 * first ask. The first ask comes from a loader, after any action, so an added or removed channel
 * is already in it.
 */
export const teamChannelsContext = createContext<() => Promise<TeamChannel[]>>();

/** The reader `teamChannelsContext` holds for `user`: one query, made when first called. */
export function channelsOnce(
  db: Db,
  user: Pick<SessionUser, "isDemo" | "teamId" | "teamChannelIds">,
): () => Promise<TeamChannel[]> {
  let read: Promise<TeamChannel[]> | null = null;
  // A demo holds its one sample channel: no switcher, no portfolio.
  return () => (read ??= user.isDemo ? Promise.resolve([]) : channelsOfTeam(db, user.teamId, user.teamChannelIds));
}

/**
 * `user` reading the channel `channelId` (a YouTube channel id) of their acting workspace, or null
 * when the workspace has no such channel (the same answer whether it exists elsewhere or not).
 * `remember` makes it the person's choice on later pages too (the switcher, a page's `?channel=`).
 */
export async function inChannel<U extends SessionUser>(
  db: Db,
  user: U,
  channelId: string,
  { remember }: { remember: boolean },
): Promise<U | null> {
  if (channelId.length > 100) return null;
  // A member limited to some channels reads only those, and nobody reads a paused channel: any
  // other is "not in this workspace".
  const row = (await channelsOfTeam(db, user.teamId, user.teamChannelIds)).find(
    (channel) => channel.id === channelId && !channel.paused,
  );
  if (!row) return null;
  if (remember && row.teamChannelId !== user.teamChannelId)
    await db.update(users).set({ actingTeamChannelId: row.teamChannelId }).where(eq(users.id, user.id));
  return { ...user, teamChannelId: row.teamChannelId };
}

const addSchema = z.object({ channel: z.string().trim().min(1).max(MAX_CHANNEL_INPUT_LENGTH) });
const removeSchema = z.object({ channelId: z.string().trim().min(1).max(100) });

/**
 * Adds a channel to the acting workspace (Account Settings' "Add another channel"), within what
 * the plan includes: into the workspace itself while it has none, else into a new channel row,
 * which becomes the person's chosen channel. The channel is looked up first, so a wrong link
 * leaves nothing behind. Answers the sentence to show; a refusal is an AppError, and YouTube's own
 * failure (YouTubeApiError, its words meant to be shown) is thrown as it is.
 */
export async function addTeamChannel(
  {
    db,
    env,
    user,
    plan,
    client = null,
  }: { db: Db; env: Env; user: SessionUser; plan: PlanId | null; client?: string | null },
  form: FormData,
): Promise<string> {
  // The role (settings: owner or manager) was checked by the app's action guard, like every setting.
  if (user.isDemo) throw new AppError("forbidden", WORKSPACE_CHANNEL_MESSAGES.demo);
  if (mustConfirmEmail(user)) throw new AppError("forbidden", VERIFY_REQUIRED);
  const parsed = addSchema.safeParse({ channel: form.get("channel") });
  const input = parsed.success ? parseChannelInput(parsed.data.channel) : null;
  if (!input) throw new AppError("invalid-input", WORKSPACE_CHANNEL_MESSAGES.invalid);
  const team = user.teamId;
  const lookup = youtubeClientFor(env, db, team, { client, feature: "connect-lookup" });
  const source = youtubeClientFor(env, db, team, { client, feature: "channel-start" });
  // A lookup that reaches YouTube counts against the account's and the address's burst limits.
  const beforeLookup = lookupBurstGuard(db, { accountId: user.id, client });
  const found: ChannelRecord = await resolveChannel(db, lookup, input, { beforeLookup });
  // The plan's count and the channel's uniqueness are decided by the claim itself (one statement),
  // so racing requests cannot pass them together.
  const claim = await claimNewChannel(db, { team, youtubeId: found.youtubeId }, slotRefusalWords(plan));
  const { teamChannelId } = claim;
  try {
    await startChannelSync(
      { db, source, queue: env.SYNC_QUEUE },
      { teamChannelId, input: { kind: "id", id: found.youtubeId }, role: "own", resolved: found },
    );
  } catch (error) {
    // Nothing half-written: a slot whose first sync could not even be queued is given back.
    await claim.release();
    throw error;
  }
  await Promise.all([
    db.update(users).set({ actingTeamChannelId: teamChannelId }).where(eq(users.id, user.id)),
    recordActivity(db, user, "channel-connected", found.title),
  ]);
  return WORKSPACE_CHANNEL_MESSAGES.added(found.title);
}

/**
 * Removes a channel added to the workspace: its channel row goes, and with it (by cascade and the
 * store-deletion trigger) its videos, comments, results and store. The first channel stays: it is
 * the workspace's own data, replaced by connecting another in its place. Answers the sentence to
 * show; a refusal is an AppError.
 */
export async function removeTeamChannel(db: Db, user: SessionUser, form: FormData): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", WORKSPACE_CHANNEL_MESSAGES.demo);
  const parsed = removeSchema.safeParse({ channelId: form.get("channelId") });
  if (!parsed.success) throw new AppError("invalid-input", WORKSPACE_CHANNEL_MESSAGES.notInWorkspace);
  const channel = (await channelsOfTeam(db, user.teamId, user.teamChannelIds)).find(
    (c) => c.id === parsed.data.channelId,
  );
  if (!channel) throw new AppError("not-found", WORKSPACE_CHANNEL_MESSAGES.notInWorkspace);
  if (channel.first) throw new AppError("conflict", WORKSPACE_CHANNEL_MESSAGES.firstStays);
  await db
    .delete(workspaces)
    .where(and(eq(workspaces.id, channel.teamChannelId), eq(workspaces.parentId, user.teamId)));
  await forgetChannelOfMembers(db, user, channel.teamChannelId);
  await recordActivity(db, user, "channel-removed", channel.title);
  return WORKSPACE_CHANNEL_MESSAGES.removed(channel.title);
}
