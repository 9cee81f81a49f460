// Entitlements from D1: the user's current plan (the `subscriptions` row Stripe keeps current),
// what it includes, and the free analysis — counted in `analysis_runs` in the same statement
// that checks the allowance, so two requests at once cannot both spend the one free analysis.
import { type AnyColumn, type SQL, and, count, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/lib/auth/session.server";
import type { Db } from "~/lib/db/client.server";
import { analysisRuns, subscriptions } from "./tables";
import {
  ANALYSIS_LIMIT_ERROR,
  type Entitlements,
  entitlementsFor,
  planFromSubscription,
  planName,
} from "./entitlements";
import { AppError } from "~/lib/errors";
import { CHANNELS_INCLUDED, FEATURE_MATRIX, FREE_ANALYSES, type FeatureKey, type PlanId } from "./plans";
import { ENTITLED_STATUSES } from "./messages";
import { users } from "~/lib/auth/tables";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanUser = Pick<SessionUser, "id" | "isDemo">;

/** The analysis tools a run is counted for (analysis_runs.tool). */
export type AnalysisTool =
  | "comment-sentiment"
  | "competitor-monitor"
  | "content-analyzer"
  | "content-ideas"
  | "description-rewriter"
  | "rpm-booster"
  | "series-planner"
  | "thumbnail-optimizer"
  | "video-forecast";

/**
 * The plan the user has now: its id and name ("Free User" without one) and the stored
 * subscription row (shown on the account page even when it no longer gives a plan).
 */
export async function currentPlanOf(
  db: Db,
  user: PlanUser,
  now = new Date(),
): Promise<{ planId: PlanId | null; name: string; subscription: SubscriptionRow | null }> {
  const subscription = (await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).get()) ?? null;
  const planId = planFromSubscription(subscription, now);
  return { planId, name: planName(planId), subscription };
}

export async function analysesUsedBy(db: Db, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(analysisRuns).where(eq(analysisRuns.userId, userId)).get();
  return row?.n ?? 0;
}

export async function entitlementsOf(db: Db, user: PlanUser, now = new Date()): Promise<Entitlements> {
  if (user.isDemo) return entitlementsFor({ planId: null, isDemo: true, analysesUsed: 0 });
  const [{ planId }, analysesUsed] = await Promise.all([currentPlanOf(db, user, now), analysesUsedBy(db, user.id)]);
  return entitlementsFor({ planId, isDemo: false, analysesUsed });
}

export async function hasFeature(db: Db, user: PlanUser, feature: FeatureKey, now = new Date()): Promise<boolean> {
  if (user.isDemo) return true;
  return (await entitlementsOf(db, user, now)).features[feature];
}

export /** Takes a counted run back. */
type Refund = () => Promise<void>;

/**
 * Counts one analysis run before it starts, or refuses when a free account has none left. One
 * INSERT ... SELECT ... WHERE count < allowance: D1 runs statements one at a time, so of two
 * parallel requests only one row gets in. Plans and the demo run unlimited (plans' runs are still
 * recorded, for the operators' view; the demo's are not: its workspace is the sample's).
 * The refund it gives takes the run back when the analysis failed on our side or had nothing to
 * analyse, so an error never costs the free analysis; null when the allowance is used up.
 */
export async function spendAnalysis(
  db: Db,
  user: PlanUser,
  tool: AnalysisTool,
  now = new Date(),
): Promise<Refund | null> {
  if (user.isDemo) return async () => {};
  const { planId } = await currentPlanOf(db, user, now);
  const unlimited = planId !== null ? 1 : 0;
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO analysis_runs (user_id, tool, created_at)
    SELECT ${user.id}, ${tool}, ${now.getTime()}
    WHERE ${unlimited} = 1 OR (SELECT count(*) FROM analysis_runs WHERE user_id = ${user.id}) < ${FREE_ANALYSES}
    RETURNING id`);
  const id = inserted[0]?.id;
  if (id === undefined) return null;
  return async () => {
    await db.delete(analysisRuns).where(and(eq(analysisRuns.id, id), eq(analysisRuns.userId, user.id)));
  };
}

/**
 * Runs one analysis under the allowance: counted first, taken back when `run` throws or when
 * `counts` says the outcome was no analysis (nothing to analyse, refused, already running).
 * A free account with no analysis left is refused with a plan-limit AppError, and `run` is not called.
 */
export async function meteredRun<T>(
  db: Db,
  user: PlanUser,
  tool: AnalysisTool,
  run: () => Promise<T>,
  counts: (result: T) => boolean = () => true,
): Promise<T> {
  const refund = await spendAnalysis(db, user, tool);
  if (!refund) throw new AppError("plan-limit", ANALYSIS_LIMIT_ERROR);
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await refund();
    throw error;
  }
  if (!counts(result)) await refund();
  return result;
}

/** The status code of an action's answer (`data(..., { status })` or a Response); 200 otherwise. */
export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  return typeof init?.status === "number" ? init.status : 200;
}

/**
 * A WHERE condition on `users.id`: the user's plan includes `feature` now (same rule as
 * planFromSubscription: active or trialing, period not over). For jobs that pick many users at
 * once, like the surge alert digests. Demo users never match: they receive no email.
 */
export function userHasFeatureSql(userIdColumn: SQL | AnyColumn, feature: FeatureKey, now: Date): SQL {
  const plans = FEATURE_MATRIX.find((e) => e.key === feature)!;
  const ids = (Object.keys(plans.plans) as PlanId[]).filter((id) => plans.plans[id]);
  return sql`exists (select 1 from ${subscriptions} s where s.user_id = ${userIdColumn}
    and s.subscription_status in ('active', 'trialing')
    and s.plan_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    and (s.current_period_end is null or s.current_period_end > ${Math.floor(now.getTime() / 1000)}))`;
}

/**
 * The channels the plan of `teamId`'s owner includes now, as an SQL expression (the same
 * rule as planFromSubscription). Channel claims and the reads that pause channels beyond a lapsed
 * plan put it inside their own statement, so the count and the plan are read in the same step as
 * the write or read they decide.
 */
export function channelsIncludedSql(teamId: SQL | AnyColumn | string, now: Date): SQL<number> {
  const paid = (Object.keys(CHANNELS_INCLUDED) as (PlanId | "free")[]).filter((id) => id !== "free");
  return sql<number>`coalesce((select case s.plan_id ${sql.join(
    paid.map((id) => sql`when ${id} then ${CHANNELS_INCLUDED[id]}`),
    sql` `,
  )} end from ${subscriptions} s join ${users} u on u.id = s.user_id
    where u.workspace_id = ${teamId}
    and s.subscription_status in (${sql.join(
      ENTITLED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and (s.current_period_end is null or s.current_period_end > ${Math.floor(now.getTime() / 1000)})), ${CHANNELS_INCLUDED.free})`;
}
