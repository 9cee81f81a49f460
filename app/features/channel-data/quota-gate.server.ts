// The YouTube quota gate backed by D1, shared by every Worker and job: a call is counted before
// it is made, and refused when the day's budget (a setting below Google's allowance) is spent.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { type ChunkLimits, deleteInChunks } from "~/lib/db/delete-in-chunks";
import { type QuotaFeature, UNLABELLED_FEATURE } from "./quota-features";
import { type QuotaPayer, quotaPayerOf } from "./quota-payer.server";
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
 * Default share of the daily units one team may spend, all its channels together: a first sync of
 * a channel (its newest FIRST_SYNC_UPLOADS uploads, recent comments) costs about 100 to 400 units,
 * a daily refresh a few dozen, so this connects a channel and several competitors in a day, while
 * no handful of accounts (adding and removing competitors over and over) can spend the 9,000
 * everyone shares.
 */
export const DEFAULT_WORKSPACE_DAILY_UNITS = 1_000;

/**
 * The part of the day's units kept for paying teams: free-plan teams together, however many, spend
 * at most the rest (FREE_TEAMS_USAGE_ROW). Paying teams spend from the whole budget. At the default
 * 9,000 units that keeps 2,700, more than two teams' full shares, while free teams keep 6,300:
 * six full shares, or some 200 creators' daily refreshes (docs/benchmarks.md's simulation).
 */
export const PAID_RESERVE_SHARE = 0.3;

/** The units free-plan teams may spend together in a day. */
export function freeTeamsDailyUnits(budget: Pick<QuotaBudget, "dailyUnits">): number {
  return Math.floor(budget.dailyUnits * (1 - PAID_RESERVE_SHARE));
}

/** The quota_usage row counting the units free-plan teams spent today, together. */
export const FREE_TEAMS_USAGE_ROW = "units:free-teams";

/** Who is spending search calls: the trends cron, or a person's request. */
export type SearchPool = "trends" | "requests";

/**
 * A team's own daily counter of units, next to the deployment's ones in quota_usage: one per team
 * (the workspace that pays), whichever of its channel rows made the call.
 */
export function workspaceUsageRow(teamId: string): string {
  return `units:workspace:${teamId}`;
}

/** quota_usage rows: "units", "search" (requests' pool) and "search:trends" (and the teams' ones, above). */
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
  /** The workspace or channel row the calls are for: its team pays (quota-payer.server.ts). */
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
  // Read once per gate (a request's or a sync step's), at its first call that spends units.
  let payer: Promise<QuotaPayer> | null = null;
  const payerOnce = (id: string) => (payer ??= quotaPayerOf(db, id, now()));

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
  async function spend(day: string, counter: Counter, method: YouTubeMethod, units: number) {
    const { bucket, limit } = counter;
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

  /**
   * Spends `units` from every counter in order, or from none: when one refuses, nothing is sent,
   * so the counters already charged get their units back. Returns the last counter's new total.
   */
  async function spendAll(day: string, counters: readonly Counter[], method: YouTubeMethod, units: number) {
    const charged: Counter[] = [];
    let used = 0;
    try {
      for (const counter of counters) {
        used = await spend(day, counter, method, units);
        charged.push(counter);
      }
    } catch (error) {
      for (const counter of charged) {
        await db
          .update(quotaUsage)
          .set({ used: sql`max(0, ${quotaUsage.used} - ${units})` })
          .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, counter.bucket)));
      }
      throw error;
    }
    return used;
  }

  /**
   * The counters a call of `kind` is charged to, the deployment's last: a team's calls first to its
   * own share (a team past it spends nothing of everyone's), then, for a free-plan team, to what
   * free teams may spend together, so the reserve is left to paying teams.
   */
  async function countersFor(kind: "units" | "search"): Promise<Counter[]> {
    if (kind === "search") return [{ bucket: usageRow(kind, pool), limit: searchPoolLimit(budget, pool) }];
    const deployment = { bucket: usageRow(kind, pool), limit: budget.dailyUnits };
    if (!teamChannelId) return [deployment];
    const { team, paid } = await payerOnce(teamChannelId);
    const share = {
      bucket: workspaceUsageRow(team),
      limit: budget.workspaceDailyUnits ?? DEFAULT_WORKSPACE_DAILY_UNITS,
    };
    const free = { bucket: FREE_TEAMS_USAGE_ROW, limit: freeTeamsDailyUnits(budget) };
    return paid ? [share, deployment] : [share, free, deployment];
  }

  return {
    async reserve(method, units) {
      const day = quotaDay(now());
      const kind = quotaBucket(method);
      if (kind === "search" && pool === "requests") await checkCallerShare(day, method, units);
      const counters = await countersFor(kind);
      const used = await spendAll(day, counters, method, units);
      await recordCall(db, { day, method, units, teamChannelId, client, feature });
      const limit = counters.at(-1)!.limit;
      if (kind === "units" && options.onAlertShareReached && crossesAlertShare(used, units, limit)) {
        await options.onAlertShareReached({ day, used, limit }).catch(() => undefined);
      }
    },
  };
}

/** A quota_usage row a call is charged to, and the most it may reach today. */
type Counter = { bucket: string; limit: number };

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
 * the day's row of no workspace (same method, caller and feature), then removed. Its daily share
 * counters are deleted (the deployment's counters already hold its units).
 */
export async function forgetWorkspacesInLedger(db: Db, workspaceIds: readonly string[]): Promise<void> {
  for (const teamChannelId of workspaceIds) {
    await db.run(sql`
      INSERT INTO quota_ledger (day, method, units, calls, workspace_id, client, feature, created_at)
      SELECT day, method, units, calls, NULL, client, feature, created_at FROM quota_ledger WHERE workspace_id = ${teamChannelId}
      ON CONFLICT (day, method, coalesce(workspace_id, ''), coalesce(client, ''), feature)
      DO UPDATE SET calls = calls + excluded.calls, units = units + excluded.units`);
    await db.delete(quotaLedger).where(eq(quotaLedger.teamChannelId, teamChannelId));
    // Its own daily counters go too: nothing stays keyed by a deleted workspace.
    await db.delete(quotaUsage).where(eq(quotaUsage.bucket, workspaceUsageRow(teamChannelId)));
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

/**
 * The Data API units the reads spent on a quota day, all teams together (the "units" bucket): the
 * write budget keeps reads and writes together inside Google's allowance.
 */
export async function readUnitsSpent(db: Db, day: string): Promise<number> {
  const row = await db
    .select({ used: quotaUsage.used })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, usageRow("units", "requests"))))
    .get();
  return row?.used ?? 0;
}
