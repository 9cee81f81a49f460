// The connection as the account page shows it (never a token), and Disconnect.
import { eq } from "drizzle-orm";
import { forgetGoogleAnalytics, ownChannelOf } from "~/features/channel-data/index.server";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { googleConnections } from "./tables";
import { decryptToken } from "./crypto.server";
import { googleSetup, isGoogleConfigured } from "./google-config.server";
import { type FirstWeekSource, GOOGLE_MESSAGES } from "./messages";
import { revokeAtGoogle } from "./revoke.server";

export type GoogleConnectionView = {
  configured: boolean;
  connection: {
    status: "active" | "revoked";
    channelId: string;
    channelTitle: string | null;
    includeRevenue: boolean;
    /** Consent to changes on YouTube (the write scope granted with the box ticked). */
    changesAllowed: boolean;
    syncState: "queued" | "running" | "done" | "failed";
    syncedThrough: string | null;
    /** Import steps done and in all (3 years in 90-day windows, per-video totals, then uploads' first days). */
    steps: { done: number; total: number } | null;
    syncError: string | null;
    /** Reports YouTube refused for this channel (recorded as unavailable, never as zero). */
    unavailable: string[];
    connectedAt: string;
  } | null;
};

export async function googleConnectionView(env: Env, db: Db, teamChannelId: string): Promise<GoogleConnectionView> {
  const [row, own] = await Promise.all([
    db
      .select({
        status: googleConnections.status,
        channelId: googleConnections.channelId,
        includeRevenue: googleConnections.includeRevenue,
        changesAllowed: googleConnections.changesAllowed,
        syncState: googleConnections.syncState,
        syncedThrough: googleConnections.syncedThrough,
        syncProgress: googleConnections.syncProgress,
        syncError: googleConnections.syncError,
        unavailable: googleConnections.unavailable,
        connectedAt: googleConnections.connectedAt,
      })
      .from(googleConnections)
      .where(eq(googleConnections.teamChannelId, teamChannelId))
      .get(),
    ownChannelOf(db, teamChannelId),
  ]);
  return {
    configured: isGoogleConfigured(env),
    connection: row
      ? {
          status: row.status,
          channelId: row.channelId,
          includeRevenue: row.includeRevenue,
          changesAllowed: row.changesAllowed,
          syncState: row.syncState,
          syncedThrough: row.syncedThrough,
          steps: stepsOf(row.syncProgress),
          syncError: row.syncError,
          unavailable: row.unavailable,
          channelTitle: own?.id === row.channelId ? own.title : null,
          connectedAt: row.connectedAt.toISOString(),
        }
      : null,
  };
}

function stepsOf(progress: unknown): { done: number; total: number } | null {
  const p = progress as { stepsDone?: unknown; stepsTotal?: unknown } | null;
  return p && typeof p.stepsDone === "number" && typeof p.stepsTotal === "number"
    ? { done: p.stepsDone, total: p.stepsTotal }
    : null;
}

/**
 * Revokes the grant at Google (best effort), deletes the tokens and the YouTube Analytics reports the
 * grant brought in; used by Disconnect and account deletion.
 */
export async function removeGoogleConnection(env: Env, db: Db, teamChannelId: string): Promise<boolean> {
  const row = await db
    .select({ refresh: googleConnections.refreshTokenCiphertext })
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, teamChannelId))
    .get();
  if (!row) return false;
  const setup = await googleSetup(env);
  const token = setup ? await decryptToken(setup.key, row.refresh, "refresh") : null;
  if (setup && token) await revokeAtGoogle(setup, token);
  await db.delete(googleConnections).where(eq(googleConnections.teamChannelId, teamChannelId));
  await forgetGoogleAnalytics(db, teamChannelId);
  return true;
}

/** Disconnect on the account page: the words of success; a refusal (demo, nothing connected) is thrown. */
export async function disconnectGoogle(env: Env, db: Db, user: SessionUser): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", GOOGLE_MESSAGES.demo);
  if (!(await removeGoogleConnection(env, db, user.teamChannelId)))
    throw new AppError("not-found", GOOGLE_MESSAGES.notConnected);
  return GOOGLE_MESSAGES.disconnected;
}

/**
 * Whether the workspace's own analytics come from a Google connection, for the tools' "fills in
 * when" words: not connected (or revoked), still importing (the first run not finished), or in.
 */
export type GoogleDataState = FirstWeekSource;

export async function googleDataState(db: Db, teamChannelId: string): Promise<GoogleDataState> {
  const row = await db
    .select({
      status: googleConnections.status,
      state: googleConnections.syncState,
      progress: googleConnections.syncProgress,
    })
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, teamChannelId))
    .get();
  if (!row || row.status !== "active") return "not-connected";
  // The three-year backfill still running; a daily run on top of it leaves the history in place.
  const firstRun = (row.progress as { kind?: unknown } | null)?.kind === "backfill";
  return firstRun && (row.state === "queued" || row.state === "running") ? "importing" : "connected";
}

/**
 * Whether the channel's connection carries consent to changes on YouTube: the person allowed them,
 * Google granted the write scope, and the grant still works.
 */
export async function changesAllowedOn(db: Db, teamChannelId: string): Promise<boolean> {
  const row = await db
    .select({ allowed: googleConnections.changesAllowed, status: googleConnections.status })
    .from(googleConnections)
    .where(eq(googleConnections.teamChannelId, teamChannelId))
    .get();
  return Boolean(row?.allowed && row.status === "active");
}

/** YouTube refused a write for the scope (the grant no longer carries it): consent is recorded as gone. */
export async function withdrawChangesConsent(db: Db, teamChannelId: string): Promise<void> {
  await db
    .update(googleConnections)
    .set({ changesAllowed: false, updatedAt: new Date() })
    .where(eq(googleConnections.teamChannelId, teamChannelId));
}
