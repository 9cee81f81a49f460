// The daily clean-up: rows that have done their job are removed, so the database holds no
// expired credentials and no mail copies past their retention. Every delete runs in bounded
// chunks (CLEANUP_CHUNKS) and each kind on its own, so one slow or failing statement cannot take
// the cron down with it; what a run leaves is removed by the next (docs/decisions/008).
import { and, eq, lt, ne, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { pruneApiAccess } from "~/features/api-access/index.server";
import { deleteStaleThrottles } from "~/features/auth/index.server";
import { pruneInvitations } from "~/features/team/index.server";
import { spentBefore } from "~/lib/auth/one-time-token.server";
import type { Db } from "~/lib/db/client.server";
import { storeDeletions } from "~/lib/db/tables";
import { log } from "~/lib/log.server";
import { emailOutbox } from "~/lib/email/tables";
import { emailVerifications, passwordResets, sessions, signInLinks, workspaces } from "~/lib/auth/tables";
import {
  pruneQuotaLedger,
  pruneQuotaUsage,
  pruneSyncJobs,
  SYNC_JOB_RETENTION_DAYS,
} from "~/features/channel-data/index.server";
import { deleteInChunks as deleteRows } from "~/lib/db/delete-in-chunks";

const DAY_MS = 86_400_000;

/** How long each kind of row is kept once it has expired or been sent. */
export const RETENTION = {
  /** Admins read recent mail; older copies go. */
  outboxDays: 30,
  /** Quota attribution is for this month's audits and the admin page's 30-day trend (QUOTA_TREND_DAYS). */
  quotaLedgerDays: 35,
  /** Daily counters: only today's matter; a week is kept for the status page and debugging. */
  quotaUsageDays: 7,
  /** Finished sync jobs, each channel's newest kept whatever its age (channel-data's retention). */
  syncJobsDays: SYNC_JOB_RETENTION_DAYS,
  /** Used or expired one-time links are kept a day, so a late click reads "expired", not "unknown". */
  tokensDays: 1,
  /** A demo's (or demo base's) record of its store's deletion, once done; a personal one's is kept. */
  demoStoreDeletionsDays: 7,
} as const;

/** How much one statement deletes, and how many statements one run makes per kind. */
export const CLEANUP_CHUNKS = {
  /** Plain rows (sessions, links, mail, quota rows) per DELETE. */
  rows: 500,
  /** DELETEs per kind per run: at most 20,000 rows of a kind a day; a backlog takes a few days. */
  statementsPerRun: 40,
  /** Expired demo workspaces per DELETE: each cascades to its users and copied rows. */
  demoWorkspaces: 5,
  /** Those DELETEs per hourly run: up to 100 demos an hour. */
  demoStatementsPerRun: 20,
} as const;

/** The shared chunked delete (app/lib/db/delete-in-chunks.ts) with the clean-up's own bounds by default. */
export function deleteInChunks(
  db: Db,
  table: SQLiteTable,
  where: SQL,
  chunk: number = CLEANUP_CHUNKS.rows,
  maxStatements: number = CLEANUP_CHUNKS.statementsPerRun,
) {
  return deleteRows(db, table, where, chunk, maxStatements);
}

const ROW_LIMITS = { chunk: CLEANUP_CHUNKS.rows, maxStatements: CLEANUP_CHUNKS.statementsPerRun };

/** Expired demo workspaces (their users and data go by cascade), a few per statement. */
export async function deleteExpiredDemos(db: Db, now = new Date()) {
  return deleteInChunks(
    db,
    workspaces,
    and(eq(workspaces.kind, "demo"), lt(workspaces.expiresAt, now))!,
    CLEANUP_CHUNKS.demoWorkspaces,
    CLEANUP_CHUNKS.demoStatementsPerRun,
  );
}

type CleanupKind =
  | "sessions"
  | "passwordResets"
  | "emailVerifications"
  | "signInLinks"
  | "invitations"
  | "outbox"
  | "quotaLedger"
  | "quotaUsage"
  | "syncJobs"
  | "loginThrottles"
  | "apiAccess"
  | "storeDeletions";
/** Rows removed per kind; null where that kind's delete failed (logged; the next run tries again). */
export type CleanupCounts = Record<CleanupKind, number | null>;

export async function dailyCleanup(db: Db, now = new Date()): Promise<CleanupCounts> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const tokenCutoff = ago(RETENTION.tokensDays);
  const kinds: [CleanupKind, () => Promise<number>][] = [
    ["sessions", () => deleteInChunks(db, sessions, lt(sessions.expiresAt, now))],
    ["passwordResets", () => deleteInChunks(db, passwordResets, spentBefore(passwordResets, tokenCutoff)!)],
    ["emailVerifications", () => deleteInChunks(db, emailVerifications, spentBefore(emailVerifications, tokenCutoff)!)],
    ["signInLinks", () => deleteInChunks(db, signInLinks, spentBefore(signInLinks, tokenCutoff)!)],
    // Workspace invitations expired or accepted (features/team).
    ["invitations", () => pruneInvitations(db, tokenCutoff, ROW_LIMITS)],
    ["outbox", () => deleteInChunks(db, emailOutbox, lt(emailOutbox.createdAt, ago(RETENTION.outboxDays)))],
    ["quotaLedger", () => pruneQuotaLedger(db, ago(RETENTION.quotaLedgerDays), ROW_LIMITS)],
    ["quotaUsage", () => pruneQuotaUsage(db, ago(RETENTION.quotaUsageDays), ROW_LIMITS)],
    ["syncJobs", () => pruneSyncJobs(db, ago(RETENTION.syncJobsDays), ROW_LIMITS)],
    // Few rows (one per email and address, 15-minute windows): one statement is bounded already.
    ["loginThrottles", () => deleteStaleThrottles(db, now)],
    // Expired OAuth codes and tokens, expired personal tokens, clients never connected in a week.
    ["apiAccess", () => pruneApiAccess(db, now, ROW_LIMITS)],
    // Demos' records of their stores' deletion (up to 100 demos an hour); personal ones stay.
    [
      "storeDeletions",
      () =>
        deleteInChunks(
          db,
          storeDeletions,
          and(
            ne(storeDeletions.kind, "personal"),
            lt(storeDeletions.storeDeletedAt, ago(RETENTION.demoStoreDeletionsDays)),
          )!,
        ),
    ],
  ];
  const counts = {} as CleanupCounts;
  for (const [kind, remove] of kinds) {
    try {
      counts[kind] = await remove();
    } catch (error) {
      counts[kind] = null;
      log.error("job.daily-cleanup-failed", { kind, error });
    }
  }
  return counts;
}
