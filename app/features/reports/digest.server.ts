// The weekly digest: per workspace, one mail a week to each member who opted in, on
// Monday from 06:00 in the owner's time zone (UTC when none is set). The crons fan out one queue
// message per due workspace (`queueWeeklyDigests`); the queue consumer builds and sends that
// workspace's digest (`sendWorkspaceDigest`). A row in weekly_digest_sends per workspace and ISO
// week makes it one digest a week whatever runs twice. The next ideas are Content Ideas', a peer
// of this composer: the edge (workers/jobs) reads them and hands them in.
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { viewerOf } from "~/features/billing/index.server";
import { newSessionToken } from "~/lib/auth/session.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { users, workspaceMembers } from "~/lib/auth/tables";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { sendEmail } from "~/lib/email/email.server";
import { mailHeaderText } from "~/lib/email/mail-header-text";
import { plainText } from "~/lib/email/plain-text";
import { log } from "~/lib/log.server";
import { sha256Hex } from "~/lib/sha256";
import { firstIssue } from "~/lib/validation";
import { type DigestChannel, type DigestIdeas, digestEmail } from "./engine/digest-mail";
import { digestDue, localClock, zoneOrUtc } from "./engine/schedule";
import { channelsOfTeam } from "~/features/channel-data/index.server";
import { teamNameOf } from "~/features/team/index.server";
import { channelFigures } from "./figures.engines.server";
import {
  DIGEST_DEMO,
  DIGEST_FAILED,
  DIGEST_OFF,
  DIGEST_ON,
  DIGEST_ON_UNCONFIRMED,
  UNSUBSCRIBE_UNKNOWN,
} from "./messages";
import { type ReportsForm, digestUnsubscribeSchema } from "./schema";
import { weeklyDigestSends, weeklyDigestSubscriptions } from "./tables";

const DAY_MS = 86_400_000;

/** The queue message of one workspace's digest (workers/jobs/sync.ts dispatches it). */
export const weeklyDigestMessage = z.object({
  kind: z.literal("weekly-digest"),
  teamId: z.string().min(1).max(100),
  /** The owner's ISO week the cron found it due for; the consumer recomputes it when absent. */
  week: z
    .string()
    .regex(/^\d{4}-W\d{2}$/)
    .optional(),
});
export type WeeklyDigestMessage = z.infer<typeof weeklyDigestMessage>;

type DigestQueue = { send(message: WeeklyDigestMessage): Promise<unknown> };

/**
 * A channel's part of the digest with every string someone else wrote (YouTube's channel and
 * video titles, the topics viewers' comments asked for, the ideas' titles) made plain text on one
 * line that links nowhere (lib/email/plain-text.ts): in a mail, such a string could otherwise
 * start a paragraph that reads as ours, reorder or hide words, or put a link to another site in
 * it. Figures, dates, estimates, sources and links are the app's own and stay as they are.
 */
export function plainDigestChannel({ figures, ideas }: DigestChannel): DigestChannel {
  const upload = <T extends { title: string }>(u: T): T => ({ ...u, title: plainText(u.title) });
  return {
    figures: {
      ...figures,
      channel: figures.channel && { ...figures.channel, title: plainText(figures.channel.title) },
      uploads: { ...figures.uploads, top: figures.uploads.top.map(upload) },
      best: figures.best && { ...figures.best, upload: upload(figures.best.upload) },
      sentiment: figures.sentiment && {
        ...figures.sentiment,
        requests: figures.sentiment.requests.map((r) => ({ ...r, topic: plainText(r.topic) })),
      },
    },
    ideas: ideas && { ...ideas, ideas: ideas.ideas.map((idea) => ({ ...idea, title: plainText(idea.title) })) },
  };
}

/** The app's origin for links in mail (APP_URL); without a valid one no digest is sent. */
function appOrigin(env: { APP_URL?: unknown }): string | null {
  const value = env.APP_URL;
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The crons: one message per due workspace

export type DigestFanOut = { considered: number; queued: number };

/**
 * Queues the digest of every workspace with an opted-in member that is due at `now` (engine/schedule.ts:
 * "hourly" sends on Monday from 06:00 local, "weekly" catches up any workspace past it this week).
 */
export async function queueWeeklyDigests(
  db: Db,
  queue: DigestQueue,
  now: Date,
  mode: "hourly" | "weekly",
): Promise<DigestFanOut> {
  const owner = db
    .$with("owner")
    .as(
      db
        .select({ teamId: workspaceMembers.teamId, timeZone: users.timeZone })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.role, "owner")),
    );
  const [candidates, recent] = await Promise.all([
    db
      .with(owner)
      .selectDistinct({ teamId: weeklyDigestSubscriptions.teamId, timeZone: owner.timeZone })
      .from(weeklyDigestSubscriptions)
      .innerJoin(owner, eq(owner.teamId, weeklyDigestSubscriptions.teamId)),
    // Sends of the last 8 days: enough to know this week's, whatever the zone.
    db
      .select({ teamId: weeklyDigestSends.teamId, week: weeklyDigestSends.week })
      .from(weeklyDigestSends)
      .where(gte(weeklyDigestSends.createdAt, new Date(now.getTime() - 8 * DAY_MS))),
  ]);
  const sent = new Map<string, Set<string>>();
  for (const r of recent) sent.set(r.teamId, (sent.get(r.teamId) ?? new Set()).add(r.week));
  let queued = 0;
  for (const c of candidates) {
    const { due, week } = digestDue(now, zoneOrUtc(c.timeZone), sent.get(c.teamId) ?? new Set(), mode);
    if (!due) continue;
    try {
      await queue.send({ kind: "weekly-digest", teamId: c.teamId, week });
      queued += 1;
    } catch (error) {
      // The next hourly run finds it still due.
      log.error("weekly-digest.queue-failed", { teamId: c.teamId, error });
    }
  }
  return { considered: candidates.length, queued };
}

// ---------------------------------------------------------------------------------------------
// The consumer: one workspace's digest

export type DigestOutcome = {
  status: "sent" | "already-sent" | "no-recipients" | "no-origin" | "failed";
  sent: number;
};

/** Reads the workspace's latest idea batch (Content Ideas', composed at the edge). */
export type LatestIdeas = (teamId: string, now: Date) => Promise<DigestIdeas>;

export async function sendWorkspaceDigest(
  env: Env,
  db: Db,
  message: WeeklyDigestMessage,
  now: Date,
  latestIdeas: LatestIdeas,
): Promise<DigestOutcome> {
  const origin = appOrigin(env as { APP_URL?: unknown });
  if (!origin) {
    log.info("weekly-digest.skipped", {
      reason: "APP_URL is not set: digest mails need the app's address for their links",
    });
    return { status: "no-origin", sent: 0 };
  }
  const { teamId } = message;
  const owner = await teamOwnerOf(db, teamId);
  if (!owner) return { status: "no-recipients", sent: 0 };
  const week = message.week ?? localClock(now, zoneOrUtc(owner.timeZone)).isoWeek;
  // Members (still) of the workspace who opted in, real and with a confirmed address.
  const recipients = await db
    .select({ userId: users.id, email: users.email, teamChannelIds: workspaceMembers.teamChannelIds })
    .from(weeklyDigestSubscriptions)
    .innerJoin(users, eq(users.id, weeklyDigestSubscriptions.userId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.teamId, weeklyDigestSubscriptions.teamId),
        eq(workspaceMembers.userId, weeklyDigestSubscriptions.userId),
      ),
    )
    .where(and(eq(weeklyDigestSubscriptions.teamId, teamId), eq(users.isDemo, false), isNotNull(users.emailVerifiedAt)))
    .orderBy(users.email);
  if (!recipients.length) return { status: "no-recipients", sent: 0 };
  // This week's slot, taken before any mail: a second message for the same week sends nothing.
  const claimed = await db
    .insert(weeklyDigestSends)
    .values({ teamId, week })
    .onConflictDoNothing()
    .returning({ week: weeklyDigestSends.week });
  if (!claimed.length) return { status: "already-sent", sent: 0 };

  // What the owner's plan shows (Audience Demand Insights are Pro and up): one read for everyone.
  // Each channel of the workspace the plan still includes, its first first; the workspace itself before any.
  const viewer = await viewerOf(db, { id: owner.id, teamChannelId: teamId, teamId, isDemo: false }, now);
  const held = (await channelsOfTeam(db, teamId)).filter((channel) => !channel.paused);
  const channelRows = held.length ? held.map((channel) => channel.teamChannelId) : [teamId];
  const channels = await Promise.all(
    channelRows.map(async (row) => {
      const [figures, ideas] = await Promise.all([
        // Last week as the owner's calendar has it: the 7 whole days before the send day, there.
        channelFigures(db, { ...viewer, teamChannelId: row }, 7, now, zoneOrUtc(owner.timeZone)),
        latestIdeas(row, now),
      ]);
      return { row, ...plainDigestChannel({ figures, ideas }) };
    }),
  );
  const appName = env.APP_NAME || PRODUCT_NAME;
  // The name the owner gave the workspace, else their address: words of the workspace's own people,
  // not of strangers on YouTube, so they read as written (one line, no markup or invisible
  // characters) and are not defanged: "owner@example.com" must not arrive as "owner@example[.]com".
  const workspaceName = mailHeaderText((await teamNameOf(db, teamId)) ?? owner.email);
  let sent = 0;
  let failed = 0;
  for (const person of recipients) {
    // A member limited to some channels reads of those only.
    const theirs = channels.filter(({ row }) => person.teamChannelIds === null || person.teamChannelIds.includes(row));
    if (!theirs.length) continue;
    try {
      const { token, id: tokenHash } = await newSessionToken();
      // The newest mail's link is the one that works; an unsubscribe meanwhile wins (no row, no mail).
      const kept = await db
        .update(weeklyDigestSubscriptions)
        .set({ unsubscribeTokenHash: tokenHash, lastSentAt: now })
        .where(and(eq(weeklyDigestSubscriptions.teamId, teamId), eq(weeklyDigestSubscriptions.userId, person.userId)))
        .returning({ userId: weeklyDigestSubscriptions.userId });
      if (!kept.length) continue;
      const unsubscribeLink = `${origin}/unsubscribe/weekly-digest?token=${token}`;
      const email = digestEmail({
        appName,
        workspaceName,
        recipient: mailHeaderText(person.email),
        week,
        channels: theirs,
        origin,
        unsubscribeLink,
      });
      const result = await sendEmail(env, db, {
        to: person.email,
        kind: "weekly-digest",
        subject: email.subject,
        text: email.text,
        secrets: [unsubscribeLink, token],
      });
      if (result.status === "failed") failed += 1;
      else sent += 1;
    } catch (error) {
      failed += 1;
      log.error("weekly-digest.member-failed", { teamId, userId: person.userId, error });
    }
  }
  if (sent === 0 && failed > 0) {
    // Nobody got it: give the week back, so the next hourly run tries again.
    await db
      .delete(weeklyDigestSends)
      .where(and(eq(weeklyDigestSends.teamId, teamId), eq(weeklyDigestSends.week, week)));
    return { status: "failed", sent };
  }
  await db
    .update(weeklyDigestSends)
    .set({ recipients: sent })
    .where(and(eq(weeklyDigestSends.teamId, teamId), eq(weeklyDigestSends.week, week)));
  log.info("weekly-digest.sent", { teamId, week, sent, failed });
  return { status: "sent", sent };
}

// ---------------------------------------------------------------------------------------------
// Account Settings: the opt-in checkbox

export type DigestState = { subscribed: boolean; isDemo: boolean; emailVerified: boolean; lastSentAt: string | null };

export async function digestState(db: Db, user: SessionUser): Promise<DigestState> {
  const row = await db
    .select({ lastSentAt: weeklyDigestSubscriptions.lastSentAt })
    .from(weeklyDigestSubscriptions)
    .where(and(eq(weeklyDigestSubscriptions.teamId, user.teamId), eq(weeklyDigestSubscriptions.userId, user.id)))
    .get();
  return {
    subscribed: !user.isDemo && row !== undefined,
    isDemo: user.isDemo,
    emailVerified: user.emailVerified,
    lastSentAt: row?.lastSentAt?.toISOString() ?? null,
  };
}

/**
 * The person's own opt-in for the workspace they act in (any role may choose their own mail): the
 * sentence to show. Refuses the demo ("forbidden"); a store that did not take the change is
 * "unavailable" (500).
 */
export async function setWeeklyDigest(
  db: Db,
  user: SessionUser,
  form: Extract<ReportsForm, { intent: "weekly-digest" }>,
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", DIGEST_DEMO);
  const where = and(eq(weeklyDigestSubscriptions.teamId, user.teamId), eq(weeklyDigestSubscriptions.userId, user.id));
  try {
    if (form.subscribe === "on") {
      await db.insert(weeklyDigestSubscriptions).values({ teamId: user.teamId, userId: user.id }).onConflictDoNothing();
      return user.emailVerified ? DIGEST_ON : DIGEST_ON_UNCONFIRMED;
    }
    await db.delete(weeklyDigestSubscriptions).where(where);
    return DIGEST_OFF;
  } catch (error) {
    throw new AppError("unavailable", DIGEST_FAILED, { status: 500, cause: error });
  }
}

// ---------------------------------------------------------------------------------------------
// The unsubscribe link: a single-purpose token (its SHA-256 kept on the opt-in row)

/**
 * The link's token when it is well formed and belongs to a current opt-in; else "invalid-input"
 * (400) for one that is not ours in shape and "not-found" (404) for one we do not know. Changes nothing.
 */
export async function checkDigestUnsubscribe(db: Db, token: unknown): Promise<string> {
  const parsed = digestUnsubscribeSchema.safeParse({ token });
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));
  const row = await db
    .select({ userId: weeklyDigestSubscriptions.userId })
    .from(weeklyDigestSubscriptions)
    .where(eq(weeklyDigestSubscriptions.unsubscribeTokenHash, await sha256Hex(parsed.data.token)))
    .get();
  if (!row) throw new AppError("not-found", UNSUBSCRIBE_UNKNOWN);
  return parsed.data.token;
}

/** Removes the opt-in the token belongs to. Refuses as checkDigestUnsubscribe. */
export async function unsubscribeDigest(db: Db, token: unknown): Promise<void> {
  const checked = await checkDigestUnsubscribe(db, token);
  await db
    .delete(weeklyDigestSubscriptions)
    .where(eq(weeklyDigestSubscriptions.unsubscribeTokenHash, await sha256Hex(checked)));
}
