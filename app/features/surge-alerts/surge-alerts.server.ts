// Seasonal Topic Surge Alerts: the weekly digest of followed keywords that turned spiking or
// whose seasonal peak month is next month, its unsubscribe link and the account switch.
//
// Who gets one: real (non-demo) users with a confirmed email address who have not unsubscribed
// and whose plan includes Seasonal Topic Surge Alerts (Pro and up, docs/entitlements.md).
// A user's followed keywords are their primary topic and their workspace's tracked keywords,
// the same ones the 6-hourly trends job measures.
import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import { newSessionToken } from "~/lib/auth/session.server";
import type { SessionUser } from "~/lib/auth/session.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { surgeAlerts } from "./tables";
import { users } from "~/lib/auth/tables";
import { sendEmail } from "~/lib/email/email.server";
import { sha256Hex } from "~/lib/sha256";
import { firstIssue } from "~/lib/validation";
import { normaliseKeyword, trackedKeywordsOfConfirmedWorkspaces, trendRecord } from "~/features/trends/index.server";
import { digestEmail } from "./engine/digest";
import { CRON_SLACK_MS, DIGEST_INTERVAL_MS, digestDue } from "./engine/due";
import { userHasFeatureSql } from "~/features/billing/index.server";
import {
  type DigestMemory,
  type KeywordTrend,
  currentSurges,
  memoryOf,
  newSurges,
  parseMemory,
  sameMemory,
} from "./engine/surges";
import { ALERTS_DEMO, ALERTS_FAILED, ALERTS_TURNED_OFF, ALERTS_TURNED_ON, UNSUBSCRIBE_UNKNOWN } from "./messages";
import { alertsToggleSchema, unsubscribeSchema } from "./schema";
import { log } from "~/lib/log.server";

export type DigestRun = { considered: number; sent: number; skipped: number };

/**
 * The app's public origin for links in mail. A cron run has no request to take it from, so it is
 * the APP_URL setting (e.g. https://vidwise.app); without a valid one no digest is sent, since a
 * guessed host could hand a working unsubscribe link to someone else's server.
 */
export function appOrigin(env: unknown): string | null {
  const value = (env as { APP_URL?: unknown } | null)?.APP_URL;
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

type Recipient = {
  id: string;
  email: string;
  teamChannelId: string;
  primaryTopic: string;
  hasRow: boolean;
  tokenHash: string | null;
  lastDigestAt: Date | null;
  memory: DigestMemory;
};

const realAndConfirmed = and(eq(users.isDemo, false), isNotNull(users.emailVerifiedAt));

/** Every real, confirmed user who has not unsubscribed, with their alert row when there is one. */
// Seasonal Topic Surge Alerts are sold with Pro and up (features/billing/plans.ts): only users
// whose plan includes them now get a digest.
async function recipients(db: Db, now: Date): Promise<Recipient[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      teamChannelId: users.homeTeamId,
      primaryTopic: users.primaryTopic,
      rowUser: surgeAlerts.userId,
      tokenHash: surgeAlerts.unsubscribeTokenHash,
      lastDigestAt: surgeAlerts.lastDigestAt,
      lastDigest: surgeAlerts.lastDigest,
    })
    .from(users)
    .leftJoin(surgeAlerts, eq(surgeAlerts.userId, users.id))
    .where(and(realAndConfirmed, isNull(surgeAlerts.unsubscribedAt), userHasFeatureSql(users.id, "surge-alerts", now)))
    .orderBy(users.id);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    teamChannelId: r.teamChannelId,
    primaryTopic: r.primaryTopic,
    hasRow: r.rowUser !== null,
    tokenHash: r.tokenHash,
    lastDigestAt: r.lastDigestAt,
    memory: parseMemory(r.lastDigest),
  }));
}

/** A user's followed keywords, as the trends job names them: the primary topic first. */
function followedBy(user: Recipient, tracked: Map<string, string[]>): string[] {
  return [...new Set([user.primaryTopic, ...(tracked.get(user.teamChannelId) ?? [])].map(normaliseKeyword))].filter(
    Boolean,
  );
}

/** Trend records read once per keyword per run: many users follow the same topics. */
function trendReader(db: Db, now: Date) {
  const cache = new Map<string, Promise<KeywordTrend | null>>();
  return (keyword: string) => {
    let record = cache.get(keyword);
    if (!record) {
      record = trendRecord(db, keyword, now).then((r) =>
        r
          ? {
              keyword: r.keyword,
              signal: r.trend_signal,
              velocity: r.trend_velocity,
              peakMonth: r.seasonal_peak_month,
              dataPoints: r.data_points,
              lastUpdated: r.last_updated,
            }
          : null,
      );
      cache.set(keyword, record);
    }
    return record;
  };
}

/**
 * Takes this week's slot and the new link in one conditional write, so two overlapping runs
 * cannot both mail a user, and an unsubscribe that lands meanwhile wins. True when taken.
 */
async function claimDigest(
  db: Db,
  user: Recipient,
  tokenHash: string,
  memory: DigestMemory,
  now: Date,
): Promise<boolean> {
  if (!user.hasRow) {
    const inserted = await db
      .insert(surgeAlerts)
      .values({ userId: user.id, unsubscribeTokenHash: tokenHash, lastDigestAt: now, lastDigest: memory })
      .onConflictDoNothing()
      .returning({ userId: surgeAlerts.userId });
    return inserted.length === 1;
  }
  const cutoff = new Date(now.getTime() - (DIGEST_INTERVAL_MS - CRON_SLACK_MS));
  const updated = await db
    .update(surgeAlerts)
    .set({ unsubscribeTokenHash: tokenHash, lastDigestAt: now, lastDigest: memory })
    .where(
      and(
        eq(surgeAlerts.userId, user.id),
        isNull(surgeAlerts.unsubscribedAt),
        or(isNull(surgeAlerts.lastDigestAt), lte(surgeAlerts.lastDigestAt, cutoff)),
      ),
    )
    .returning({ userId: surgeAlerts.userId });
  return updated.length === 1;
}

/** After a failed send: the user is owed the news, and the previous email's link works again. */
async function releaseDigest(db: Db, user: Recipient, tokenHash: string) {
  await db
    .update(surgeAlerts)
    .set({
      unsubscribeTokenHash: user.tokenHash ?? tokenHash,
      lastDigestAt: user.lastDigestAt,
      lastDigest: user.memory,
    })
    .where(eq(surgeAlerts.userId, user.id));
}

type Outcome = "sent" | "not-due" | "nothing-new" | "failed";

async function digestFor(
  env: Env,
  db: Db,
  origin: string,
  user: Recipient,
  keywords: string[],
  read: ReturnType<typeof trendReader>,
  now: Date,
): Promise<Outcome> {
  if (!digestDue(user.lastDigestAt, now)) return "not-due";
  const trends = (await Promise.all(keywords.map(read))).filter((t): t is KeywordTrend => t !== null);
  const current = currentSurges(trends, now);
  const news = newSurges(current, user.memory);
  const memory = memoryOf(current);
  if (news.length === 0) {
    // Forget surges that ended, so one that comes back later is news again.
    if (user.hasRow && !sameMemory(memory, user.memory)) {
      await db.update(surgeAlerts).set({ lastDigest: memory }).where(eq(surgeAlerts.userId, user.id));
    }
    return "nothing-new";
  }
  const { token, id: tokenHash } = await newSessionToken();
  if (!(await claimDigest(db, user, tokenHash, memory, now))) return "not-due";
  const unsubscribeLink = `${origin}/unsubscribe?token=${token}`;
  const email = digestEmail({
    surges: news,
    appName: env.APP_NAME || PRODUCT_NAME,
    origin,
    unsubscribeLink,
    supportEmail: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
  });
  // The link unsubscribes without signing in: it is a secret, removed from the stored copy.
  const result = await sendEmail(env, db, {
    to: user.email,
    kind: "surge-alert",
    subject: email.subject,
    text: email.text,
    secrets: [unsubscribeLink, token],
  });
  if (result.status === "failed") {
    await releaseDigest(db, user, tokenHash);
    return "failed";
  }
  return "sent";
}

/** Sends at most one digest per user per week; called by the weekly cron. */
export async function sendSurgeDigests(env: Env, db: Db, now: Date): Promise<DigestRun> {
  const origin = appOrigin(env);
  if (!origin) {
    // A setting, not a fault: logged, so a deployment without APP_URL says why no alert goes out.
    log.info("surge-alerts.skipped", {
      reason: "APP_URL is not set: alert emails need the app's address for their links",
    });
    return { considered: 0, sent: 0, skipped: 0 };
  }
  const [people, tracked] = await Promise.all([recipients(db, now), trackedKeywordsOfConfirmedWorkspaces(db)]);
  const read = trendReader(db, now);
  let sent = 0;
  for (const user of people) {
    try {
      if ((await digestFor(env, db, origin, user, followedBy(user, tracked), read, now)) === "sent") sent += 1;
    } catch (error) {
      // One user's failure must not cost everyone else their digest.
      log.error("surge-alerts.user-failed", { userId: user.id, error });
    }
  }
  return { considered: people.length, sent, skipped: people.length - sent };
}

// ---------------------------------------------------------------------------------------------
// The unsubscribe link

async function rowFor(db: Db, token: string) {
  return db
    .select({ userId: surgeAlerts.userId })
    .from(surgeAlerts)
    .where(eq(surgeAlerts.unsubscribeTokenHash, await sha256Hex(token)))
    .get();
}

/**
 * The link's token when it is well formed and belongs to a current alert email; else "invalid-input"
 * (400) for one that is not ours in shape and "not-found" (404) for one we do not know. Changes nothing.
 */
export async function checkUnsubscribeToken(db: Db, token: unknown): Promise<string> {
  const parsed = unsubscribeSchema.safeParse({ token });
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));
  if (!(await rowFor(db, parsed.data.token))) throw new AppError("not-found", UNSUBSCRIBE_UNKNOWN);
  return parsed.data.token;
}

/** Unsubscribes the owner of the token; repeating it is harmless (the first time is kept). Refuses as checkUnsubscribeToken. */
export async function unsubscribeByToken(db: Db, token: unknown, now = new Date()): Promise<void> {
  const checked = await checkUnsubscribeToken(db, token);
  await db
    .update(surgeAlerts)
    .set({ unsubscribedAt: now })
    .where(and(eq(surgeAlerts.unsubscribeTokenHash, await sha256Hex(checked)), isNull(surgeAlerts.unsubscribedAt)));
}

// ---------------------------------------------------------------------------------------------
// The account card

export type SurgeAlertState = {
  enabled: boolean;
  /** ISO time of the last digest sent, or null. */
  lastDigestAt: string | null;
  isDemo: boolean;
  emailVerified: boolean;
};

export async function surgeAlertState(db: Db, user: SessionUser): Promise<SurgeAlertState> {
  const row = await db
    .select({ unsubscribedAt: surgeAlerts.unsubscribedAt, lastDigestAt: surgeAlerts.lastDigestAt })
    .from(surgeAlerts)
    .where(eq(surgeAlerts.userId, user.id))
    .get();
  return {
    // On until the owner turns it off (here or through a mailed link).
    enabled: !user.isDemo && !row?.unsubscribedAt,
    lastDigestAt: row?.lastDigestAt?.toISOString() ?? null,
    isDemo: user.isDemo,
    emailVerified: user.emailVerified,
  };
}

/**
 * The account card's on/off form: the sentence to show. Refuses the demo ("forbidden") and a form
 * it cannot read ("invalid-input"); a store that did not take the change is "unavailable" (500).
 */
export async function setSurgeAlerts(
  db: Db,
  user: SessionUser,
  values: Record<string, string | undefined>,
  now = new Date(),
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", ALERTS_DEMO);
  const parsed = alertsToggleSchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid-input", firstIssue(parsed.error));
  try {
    if (parsed.data.enabled === "on") {
      await db.update(surgeAlerts).set({ unsubscribedAt: null }).where(eq(surgeAlerts.userId, user.id));
      return ALERTS_TURNED_ON;
    }
    // No email has gone out yet: the row still needs a token hash, of a token nobody holds.
    const { id: unusedHash } = await newSessionToken();
    await db
      .insert(surgeAlerts)
      .values({ userId: user.id, unsubscribeTokenHash: unusedHash, unsubscribedAt: now })
      .onConflictDoUpdate({ target: surgeAlerts.userId, set: { unsubscribedAt: now } });
    return ALERTS_TURNED_OFF;
  } catch (error) {
    throw new AppError("unavailable", ALERTS_FAILED, { status: 500, cause: error });
  }
}
