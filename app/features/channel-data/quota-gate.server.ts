// The YouTube quota gate backed by D1, shared by every Worker and job: a call is counted before
// it is made, and refused when the day's budget (a setting below Google's allowance) is spent.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { quotaLedger, quotaUsage } from "~/lib/db/schema";
import { type QuotaGate, QuotaRefusedError, quotaBucket, quotaDay } from "./youtube/quota";

export type QuotaBudget = { dailyUnits: number; dailySearchCalls: number };

export function createD1QuotaGate(
  db: Db,
  budget: QuotaBudget,
  options: { workspaceId?: string | null; now?: () => Date } = {},
): QuotaGate {
  const now = options.now ?? (() => new Date());
  return {
    async reserve(method, units) {
      const day = quotaDay(now());
      const bucket = quotaBucket(method);
      const limit = bucket === "search" ? budget.dailySearchCalls : budget.dailyUnits;
      await db.insert(quotaUsage).values({ day, bucket, used: 0 }).onConflictDoNothing();
      // One conditional UPDATE: it spends only if the result stays within the limit, so two
      // jobs racing for the last units cannot both win.
      const spent = await db
        .update(quotaUsage)
        .set({ used: sql`${quotaUsage.used} + ${units}` })
        .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, bucket), sql`${quotaUsage.used} + ${units} <= ${limit}`))
        .returning({ used: quotaUsage.used });
      if (spent.length === 0) {
        const row = await db
          .select({ used: quotaUsage.used })
          .from(quotaUsage)
          .where(and(eq(quotaUsage.day, day), eq(quotaUsage.bucket, bucket)))
          .get();
        throw new QuotaRefusedError({ method, bucket, requested: units, remaining: Math.max(0, limit - (row?.used ?? 0)) });
      }
      await db.insert(quotaLedger).values({ day, method, units, workspaceId: options.workspaceId ?? null });
    },
  };
}

/** Today's use of each bucket, for status pages and benchmarks. */
export async function quotaUsedToday(db: Db, now = new Date()) {
  const day = quotaDay(now);
  const rows = await db.select().from(quotaUsage).where(eq(quotaUsage.day, day));
  return {
    day,
    units: rows.find((r) => r.bucket === "units")?.used ?? 0,
    searchCalls: rows.find((r) => r.bucket === "search")?.used ?? 0,
  };
}
