// The YouTube quota gate backed by D1, shared by every Worker and job: a call is counted before
// it is made, and refused when the day's budget (a setting below Google's allowance) is spent.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type ChunkLimits, deleteInChunks } from "~/lib/db/delete-in-chunks";
import { type QuotaFeature, UNLABELLED_FEATURE } from "./quota-features";
import { quotaLedger, quotaUsage } from "./tables";
import { type QuotaGate, QuotaRefusedError, type YouTubeMethod, quotaBucket, quotaDay } from "./youtube/quota";

/**
 * Daily budgets. search.list calls are split in two pools so that neither starves the other:
 * the trends job gets `dailyTrendSearches`, and everything a person asks for (the Content
 * Analyzer, channel search) shares the rest of `dailySearchCalls`.
 */
export type QuotaBudget = {
  dailyUnits: number;
  dailySearchCalls: number;
  dailyTrendSearches: number;
  /**
   * Units one workspace's calls (connects, competitor adds, their syncs and refreshes) may spend
   * a day; DEFAULT_WORKSPACE_DAILY_UNITS when unset.
   */
  workspaceDailyUnits?: number;
};

/**
 * Default share of the daily units one workspace may spend: a first sync of a channel (its newest
 * FIRST_SYNC_UPLOADS uploads, recent comments) costs about 100 to 400 units, a daily refresh a few
 * dozen, so this connects a channel and several competitors in a day, while no handful of
 * accounts (adding and removing competitors over and over) can spend the 9,000 everyone shares.
 */
export const DEFAULT_WORKSPACE_DAILY_UNITS = 1_000;

/** Who is spending search calls: the trends cron, or a person's request. */
export type SearchPool = "trends" | "requests";

/** A workspace's own daily counter of units, next to the deployment's ones in quota_usage. */
export function workspaceUsageRow(teamChannelId: string): string {
  return `units:workspace:${teamChannelId}`;
}

/** quota_usage rows: "units", "search" (requests' pool) and "search:trends" (and one per workspace, above). */
function usageRow(bucket: "units" | "search", pool: SearchPool): string {
  return bucket === "search" && pool === "trends" ? "search:trends" : bucket;
}

export function searchPoolLimit(budget: QuotaBudget, pool: SearchPool): number {
  const trends = Math.min(budget.dailyTrendSearches, budget.dailySearchCalls);
  return pool === "trends" ? trends : budget.dailySearchCalls - trends;
}

/**
 * Searches one account, and one network address, may start in a day, so that a handful of
 * accounts (or sign-ups from one place) cannot spend everyone's allowance. The trends job is
 * exempt: it runs on its own pool.
 */
export const SEARCHES_PER_WORKSPACE_PER_DAY = 20;
export const SEARCHES_PER_CLIENT_PER_DAY = 30;

/** The share of the day's units at which the admins are told the allowance is running out. */
export const QUOTA_ALERT_SHARE = 0.8;

/** The day's shared units as a call left them, for the near-budget alert. */
export type SharedUnitsSpent = { day: string; used: number; limit: number };

export type QuotaGateOptions = {
  teamChannelId?: string | null;
  client?: string | null;
  now?: () => Date;
  searchPool?: SearchPool;
  /** What caused the calls, as the ledger records them ("other" when unset). */
  feature?: QuotaFeature;
  /**
   * Called by the one call that takes the day's shared units past QUOTA_ALERT_SHARE of the
   * budget (the counter's conditional UPDATE orders calls, so only one crosses). Its failure never
   * refuses the call: the call is already paid for.
   */
  onAlertShareReached?: (spent: SharedUnitsSpent) => Promise<void>;
};

/** Whether spending `units` took the counter from below the alert share of `limit` to at or past it. */
export function crossesAlertShare(usedAfter: number, units: number, limit: number): boolean {
  const threshold = Math.ceil(limit * QUOTA_ALERT_SHARE);
  return usedAfter >= threshold && usedAfter - units < threshold;
}

export function createD1QuotaGate(db: Db, budget: QuotaBudget, options: QuotaGateOptions = {}): QuotaGate {
  const now = options.now ?? (() => new Date());
  const pool = options.searchPool ?? "requests";
  const teamChannelId = options.teamChannelId ?? null;
  const client = options.client ?? null;
  const feature = options.feature ?? UNLABELLED_FEATURE;

  /**
   * Refuses a person's search past their own or their address's daily share. Both counts go in
   * one batch (one round trip), each on its own index.
   */
  async function checkCallerShare(day: string, method: YouTubeMethod, units: number) {
    const shares = [
      teamChannelId
        ? { column: quotaLedger.teamChannelId, value: teamChannelId, limit: SEARCHES_PER_WORKSPACE_PER_DAY }
        : null,
      client ? { column: quotaLedger.client, value: client, limit: SEARCHES_PER_CLIENT_PER_DAY } : null,
    ].filter((share) => share !== null);
    const counts = shares.map((share) =>
      db
        .select({ n: callsMade })
        .from(quotaLedger)
        .where(and(eq(quotaLedger.day, day), eq(quotaLedger.method, method), eq(share.column, share.value))),
    );
    const [first, ...rest] = counts;
    if (!first) return;
    const used = await db.batch([first, ...rest]);
    for (const [i, share] of shares.entries()) {
      if ((used[i]?.[0]?.n ?? 0) + 1 > share.limit)
        throw new QuotaRefusedError({ method, bucket: "search", requested: units, remaining: 0 });
    }
  }

  /**
   * Adds `units` to a counter if it stays within `limit`, in one conditional UPDATE, so two
   * jobs racing for the last units cannot both win: the counter's new total, or QuotaRefusedError
   * thrown with what is left.
   */
  async function spend(day: string, bucket: string, method: YouTubeMethod, units: number, limit: number) {
    await db.insert(quotaUsage).values({ day, bucket, used: 0 }).onConflictDoNothing();
    const spent = await db
      .update(quotaUsage)
      .set({ used: sql`${quotaUsage.used} + ${units}` })
      .where(
        and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, bucket), sql`${quotaUsage.used} + ${units} <= ${limit}`),
      )
      .returning({ used: quotaUsage.used });
    if (spent[0]) return spent[0].used;
    const row = await db
      .select({ used: quotaUsage.used })
      .from(quotaUsage)
      .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, bucket)))
      .get();
    const remaining = Math.max(0, limit - (row?.used ?? 0));
    throw new QuotaRefusedError({ method, bucket: quotaBucket(method), requested: units, remaining });
  }

  return {
    async reserve(method, units) {
      const day = quotaDay(now());
      const kind = quotaBucket(method);
      if (kind === "search" && pool === "requests") await checkCallerShare(day, method, units);
      // The workspace's own share first: a workspace past it spends nothing of everyone's.
      const ownBucket = kind === "units" && teamChannelId ? workspaceUsageRow(teamChannelId) : null;
      if (ownBucket)
        await spend(day, ownBucket, method, units, budget.workspaceDailyUnits ?? DEFAULT_WORKSPACE_DAILY_UNITS);
      const bucket = usageRow(kind, pool);
      const limit = kind === "search" ? searchPoolLimit(budget, pool) : budget.dailyUnits;
      let used: number;
      try {
        used = await spend(day, bucket, method, units, limit);
      } catch (error) {
        // Nothing was sent: give the workspace its share back.
        if (ownBucket && error instanceof QuotaRefusedError) {
          await db
            .update(quotaUsage)
            .set({ used: sql`max(0, ${quotaUsage.used} - ${units})` })
            .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, ownBucket)));
        }
        throw error;
      }
      await recordCall(db, { day, method, units, teamChannelId, client, feature });
      if (kind === "units" && options.onAlertShareReached && crossesAlertShare(used, units, limit)) {
        await options.onAlertShareReached({ day, used, limit }).catch(() => undefined);
      }
    },
  };
}

/** The calls the selected ledger rows hold (a row holds a day's calls of one method, workspace and caller). */
const callsMade = sql<number>`coalesce(sum(${quotaLedger.calls}), 0)`.mapWith(Number);

/** Adds one call to its day's ledger row (made by the first call of the day). */
function recordCall(
  db: Db,
  call: {
    day: string;
    method: YouTubeMethod;
    units: number;
    teamChannelId: string | null;
    client: string | null;
    feature: QuotaFeature;
  },
) {
  return db.run(sql`
    INSERT INTO quota_ledger (day, method, units, calls, workspace_id, client, feature)
    VALUES (${call.day}, ${call.method}, ${call.units}, 1, ${call.teamChannelId}, ${call.client}, ${call.feature})
    ON CONFLICT (day, method, coalesce(workspace_id, ''), coalesce(client, ''), feature)
    DO UPDATE SET calls = calls + 1, units = units + excluded.units`);
}

/**
 * A deleted workspace's calls stay in the ledger's totals without its id: each row is folded into
 * the day's row of no workspace (same method, caller and feature), then removed.
 */
export async function forgetWorkspacesInLedger(db: Db, workspaceIds: readonly string[]): Promise<void> {
  for (const teamChannelId of workspaceIds) {
    await db.run(sql`
      INSERT INTO quota_ledger (day, method, units, calls, workspace_id, client, feature, created_at)
      SELECT day, method, units, calls, NULL, client, feature, created_at FROM quota_ledger WHERE workspace_id = ${teamChannelId}
      ON CONFLICT (day, method, coalesce(workspace_id, ''), coalesce(client, ''), feature)
      DO UPDATE SET calls = calls + excluded.calls, units = units + excluded.units`);
    await db.delete(quotaLedger).where(eq(quotaLedger.teamChannelId, teamChannelId));
  }
}

/** Market data's live-search count: the workspace's search.list calls recorded today. */
export async function searchCallsToday(db: Db, teamChannelId: string, now: Date): Promise<number> {
  const row = await db
    .select({ n: callsMade })
    .from(quotaLedger)
    .where(
      and(
        eq(quotaLedger.day, quotaDay(now)),
        eq(quotaLedger.teamChannelId, teamChannelId),
        eq(quotaLedger.method, "search.list"),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** Housekeeping's retention: removes ledger rows written before `before` (bounded by `limits`); returns the rows removed. */
export function pruneQuotaLedger(db: Db, before: Date, limits: ChunkLimits): Promise<number> {
  return deleteInChunks(db, quotaLedger, lt(quotaLedger.createdAt, before), limits.chunk, limits.maxStatements);
}

/** Housekeeping's retention: removes the daily counters of quota days before `before`'s; returns the rows removed. */
export function pruneQuotaUsage(db: Db, before: Date, limits: ChunkLimits): Promise<number> {
  return deleteInChunks(
    db,
    quotaUsage,
    sql`${quotaUsage.day} < ${quotaDay(before)}`,
    limits.chunk,
    limits.maxStatements,
  );
}
