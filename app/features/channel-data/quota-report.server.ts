// Reads the quota ledger for the admin page: where today's units went, the last 30 days, and how
// many creators the budget holds at today's rate.
import { and, countDistinct, desc, eq, gte, isNotNull, ne, sql, sum } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { workspaces as teams } from "~/lib/auth/tables";
import {
  QUOTA_ALERT_SHARE,
  type QuotaBudget,
  DEFAULT_WORKSPACE_DAILY_UNITS,
  freeTeamsDailyUnits,
} from "./quota-gate.server";
import { isQuotaFeature, UNLABELLED_FEATURE } from "./quota-features";
import { type QuotaReport, creatorsAtRate, trendDays } from "./quota-report";
import { quotaLedger } from "./tables";
import { quotaDay } from "./youtube/quota";

const SEARCH = "search.list";
const unitsOf =
  sql<number>`coalesce(sum(case when ${quotaLedger.method} = ${SEARCH} then 0 else ${quotaLedger.units} end), 0)`.mapWith(
    Number,
  );
const searchesOf =
  sql<number>`coalesce(sum(case when ${quotaLedger.method} = ${SEARCH} then ${quotaLedger.calls} else 0 end), 0)`.mapWith(
    Number,
  );

export async function quotaReport(db: Db, budget: QuotaBudget, now = new Date()): Promise<QuotaReport> {
  const day = quotaDay(now);
  const days = trendDays(day);
  const [features, perDay, workspaces, busiest] = await db.batch([
    db
      .select({
        feature: quotaLedger.feature,
        units: unitsOf,
        calls: sum(quotaLedger.calls).mapWith(Number),
        searches: searchesOf,
      })
      .from(quotaLedger)
      .where(eq(quotaLedger.day, day))
      .groupBy(quotaLedger.feature),
    db
      .select({ day: quotaLedger.day, units: unitsOf })
      .from(quotaLedger)
      .where(gte(quotaLedger.day, days[0]!))
      .groupBy(quotaLedger.day),
    db
      .select({ n: countDistinct(quotaLedger.teamChannelId) })
      .from(quotaLedger)
      .where(and(eq(quotaLedger.day, day), isNotNull(quotaLedger.teamChannelId), ne(quotaLedger.method, SEARCH))),
    // By team, as the share is counted: a channel row's calls are its parent's.
    db
      .select({ units: unitsOf })
      .from(quotaLedger)
      .leftJoin(teams, eq(teams.id, quotaLedger.teamChannelId))
      .where(and(eq(quotaLedger.day, day), isNotNull(quotaLedger.teamChannelId)))
      .groupBy(sql`coalesce(${teams.parentId}, ${quotaLedger.teamChannelId})`)
      .orderBy(desc(unitsOf))
      .limit(1),
  ]);
  const unitsByDay = new Map(perDay.map((row) => [row.day, row.units]));
  const unitsToday = unitsByDay.get(day) ?? 0;
  const activeWorkspaces = workspaces[0]?.n ?? 0;
  return {
    day,
    budget: budget.dailyUnits,
    workspaceShare: budget.workspaceDailyUnits ?? DEFAULT_WORKSPACE_DAILY_UNITS,
    freeTeamsUnits: freeTeamsDailyUnits(budget),
    unitsToday,
    byFeature: features
      .map((row) => ({ ...row, feature: isQuotaFeature(row.feature) ? row.feature : UNLABELLED_FEATURE }))
      .sort((a, b) => b.units - a.units || b.searches - a.searches || a.feature.localeCompare(b.feature)),
    trend: days.map((d) => ({ day: d, units: unitsByDay.get(d) ?? 0 })),
    activeWorkspaces,
    busiestWorkspaceUnits: busiest[0]?.units ?? 0,
    creatorsAtTodaysRate: creatorsAtRate(budget.dailyUnits, unitsToday, activeWorkspaces),
    alertShare: QUOTA_ALERT_SHARE,
  };
}
