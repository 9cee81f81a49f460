// The write budget (docs/decisions/006-quota-budgets.md, "Writes"): every write YouTube's Data API
// accepts costs 50 units of the same daily allowance the reads spend, so writes get their own daily
// budget, per deployment and per team, apart from the reads' YOUTUBE_DAILY_QUOTA_UNITS. A write is
// counted before it is sent, by one conditional INSERT (atomic in D1): concurrent writes cannot
// overspend, and a write refused for the budget is never sent.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { quotaDay } from "~/features/channel-data/index";
import { readUnitsSpent } from "~/features/channel-data/index.server";
import { youtubeWrites } from "./tables";

/** What each write costs on YouTube's Data API (videos.update, thumbnails.set, comments.setModerationStatus, comments.insert). */
export const WRITE_UNITS = 50;

/**
 * The deployment's writes a day by default: 1,500 units, 30 writes. Google's default allowance is
 * 10,000 units; 2,000 creators' reads spend about 7,300 of them (docs/benchmarks.md's quota
 * simulation: 9,000 units serve 2,452), so 1,500 for writes leaves the reads their share.
 */
export const DEFAULT_DAILY_WRITE_UNITS = 1_500;

/**
 * Google's daily allowance (YOUTUBE_DAILY_ALLOWANCE_UNITS, default 10,000): a write is also refused
 * when it would take reads and writes together past it, so writes never cost the reads their
 * budget (YOUTUBE_DAILY_QUOTA_UNITS, 9,000) nor the project its allowance.
 */
export const DEFAULT_DAILY_ALLOWANCE_UNITS = 10_000;

/**
 * One team's writes a day by default: 750 units, 15 writes: a title test's daily swap, or holding a
 * few hundred spam comments in batches of 50, without one team taking more than half the day's.
 */
export const DEFAULT_TEAM_DAILY_WRITE_UNITS = 750;

/** How long write rows are kept: the admin's quota section reads 30 days. */
const KEEP_DAYS = 35;

export type WriteBudgetEnv = Pick<
  Env,
  "YOUTUBE_DAILY_WRITE_UNITS" | "YOUTUBE_TEAM_DAILY_WRITE_UNITS" | "YOUTUBE_DAILY_ALLOWANCE_UNITS"
>;

/** A whole-number setting at least `least`; unset, blank or anything else is the default. */
function wholeSetting(value: string | undefined, fallback: number, least: number): number {
  const n = value?.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= least ? n : fallback;
}

export function writeBudget(env: WriteBudgetEnv): { deployment: number; team: number; allowance: number } {
  const deployment = wholeSetting(env.YOUTUBE_DAILY_WRITE_UNITS, DEFAULT_DAILY_WRITE_UNITS, 0);
  return {
    allowance: wholeSetting(env.YOUTUBE_DAILY_ALLOWANCE_UNITS, DEFAULT_DAILY_ALLOWANCE_UNITS, 1),
    deployment,
    team: Math.min(deployment, wholeSetting(env.YOUTUBE_TEAM_DAILY_WRITE_UNITS, DEFAULT_TEAM_DAILY_WRITE_UNITS, 0)),
  };
}

/** When YouTube's day (Pacific time) ends, as an ISO time: the write budget is new then. */
export function budgetResetsAt(now: Date): string {
  const today = quotaDay(now);
  // The next Pacific day starts within 23 to 25 hours (daylight saving): find its first hour.
  let at = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  while (quotaDay(at) === today) at = new Date(at.getTime() + 3_600_000);
  return at.toISOString();
}

const spentWhere = (day: string, teamId?: string) =>
  teamId ? and(eq(youtubeWrites.day, day), eq(youtubeWrites.teamId, teamId)) : eq(youtubeWrites.day, day);

async function unitsSpent(db: Db, day: string, teamId?: string): Promise<number> {
  const row = await db
    .select({ units: sql<number>`coalesce(sum(${youtubeWrites.units}), 0)`.mapWith(Number) })
    .from(youtubeWrites)
    .where(spentWhere(day, teamId))
    .get();
  return row?.units ?? 0;
}

/** Writes left today, for the team and the deployment, and when the budget is new again. */
export async function writesLeft(
  env: WriteBudgetEnv,
  db: Db,
  teamId: string,
  now = new Date(),
): Promise<{ team: number; deployment: number; resetsAt: string }> {
  const day = quotaDay(now);
  const budget = writeBudget(env);
  const [team, all, reads] = await Promise.all([
    unitsSpent(db, day, teamId),
    unitsSpent(db, day),
    readUnitsSpent(db, day),
  ]);
  const room = Math.min(budget.deployment - all, budget.allowance - reads - all);
  const deployment = Math.max(0, Math.floor(room / WRITE_UNITS));
  return {
    team: Math.min(deployment, Math.max(0, Math.floor((budget.team - team) / WRITE_UNITS))),
    deployment,
    resetsAt: budgetResetsAt(now),
  };
}

export type Reservation = { id: string; day: string };

/**
 * Counts a write before it is sent: null (nothing counted) when the team's or the deployment's
 * budget for today would be exceeded.
 */
export async function reserveWrite(
  env: WriteBudgetEnv,
  db: Db,
  write: {
    teamId: string;
    teamChannelId: string;
    method: (typeof youtubeWrites.$inferInsert)["method"];
    units: number;
    actorUserId: string | null;
  },
  now = new Date(),
): Promise<Reservation | null> {
  const day = quotaDay(now);
  const budget = writeBudget(env);
  const id = crypto.randomUUID();
  // The reads' units are read just before (their table is channel-data's): reads in flight at that
  // moment are not seen, so the day can pass the allowance by those few calls at most.
  const reads = await readUnitsSpent(db, day);
  const inserted = await db.all<{ id: string }>(sql`
    insert into ${youtubeWrites} (id, day, team_id, workspace_id, method, units, actor_user_id, outcome, created_at)
    select ${id}, ${day}, ${write.teamId}, ${write.teamChannelId}, ${write.method}, ${write.units}, ${write.actorUserId}, 'reserved', ${now.getTime()}
    where (select coalesce(sum(units), 0) from ${youtubeWrites} where day = ${day}) + ${write.units} <= ${budget.deployment}
      and (select coalesce(sum(units), 0) from ${youtubeWrites} where day = ${day}) + ${write.units} + ${reads} <= ${budget.allowance}
      and (select coalesce(sum(units), 0) from ${youtubeWrites} where day = ${day} and team_id = ${write.teamId}) + ${write.units} <= ${budget.team}
    returning id`);
  if (inserted.length === 0) return null;
  // Old days go as new ones are written (no job needed: the rows are few).
  const oldest = quotaDay(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
  await db.delete(youtubeWrites).where(lt(youtubeWrites.day, oldest));
  return { id, day };
}

export async function settleWrite(db: Db, reservation: Reservation, outcome: "sent" | "failed"): Promise<void> {
  await db.update(youtubeWrites).set({ outcome }).where(eq(youtubeWrites.id, reservation.id));
}

/** Writes per day (newest first) over the last `days`, for the admin's quota section. */
export async function writesByDay(
  db: Db,
  days: number,
  now = new Date(),
): Promise<{ day: string; writes: number; units: number; teams: number; failed: number }[]> {
  const from = quotaDay(new Date(now.getTime() - days * 86_400_000));
  return db
    .select({
      day: youtubeWrites.day,
      writes: sql<number>`count(*)`.mapWith(Number),
      units: sql<number>`coalesce(sum(${youtubeWrites.units}), 0)`.mapWith(Number),
      teams: sql<number>`count(distinct ${youtubeWrites.teamId})`.mapWith(Number),
      failed: sql<number>`sum(case when ${youtubeWrites.outcome} = 'failed' then 1 else 0 end)`.mapWith(Number),
    })
    .from(youtubeWrites)
    .where(sql`${youtubeWrites.day} > ${from}`)
    .groupBy(youtubeWrites.day)
    .orderBy(sql`${youtubeWrites.day} desc`)
    .all();
}
