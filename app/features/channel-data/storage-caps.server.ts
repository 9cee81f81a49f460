// How much a free workspace keeps (README "Configuration" → storage caps). Paid plans have no
// cap; a free account is a stranger's to create, so its storage is bounded where rows are
// written: the sync's comment upserts and the Studio import.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { currentPlanOf } from "~/features/billing/index.server";
import { chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { comments, dailyAnalytics, videoAnalytics, videoStats } from "./tables";
import { users } from "~/lib/auth/tables";
import type { CommentRecord, VideoStatsSnapshot } from "./types";

/** Comments a free workspace keeps; new ones past this are not stored (edits and likes still are). */
export const FREE_MAX_COMMENTS = 25_000;
/** Imported analytics rows (per-video and per-day, Studio or Google) a free workspace keeps. */
export const FREE_MAX_IMPORTED_ROWS = 50_000;
/**
 * View-count snapshots a free workspace keeps (a refresh adds one per stored video a day, so they
 * grow without end); past it, new snapshots are not stored, while the videos' current counts still are.
 */
export const FREE_MAX_SNAPSHOTS = 100_000;

const wholeNumber = (n: number) => n.toLocaleString("en-US");

export function importCapMessage(total: number, cap: number): string {
  return `This import would bring your workspace to ${wholeNumber(total)} imported rows; the free plan keeps at most ${wholeNumber(cap)}. Nothing was imported. Export a shorter date range or fewer videos, or upgrade your plan to keep more.`;
}

/** Whether the workspace's owner has a paid plan now (a demo or an owner-less workspace has not). */
async function workspaceOnPlan(db: Db, workspaceId: string, now: Date): Promise<boolean> {
  const owner = await db
    .select({ id: users.id, isDemo: users.isDemo })
    .from(users)
    .where(eq(users.workspaceId, workspaceId))
    .orderBy(asc(users.createdAt))
    .limit(1)
    .get();
  if (!owner || owner.isDemo) return false;
  return (await currentPlanOf(db, owner, now)).planId !== null;
}

/** The imported-row cap of the user's workspace: null on a paid plan. */
export async function importedRowCap(
  db: Db,
  user: { id: string; isDemo: boolean },
  now = new Date(),
): Promise<number | null> {
  if (user.isDemo) return FREE_MAX_IMPORTED_ROWS;
  return (await currentPlanOf(db, user, now)).planId === null ? FREE_MAX_IMPORTED_ROWS : null;
}

export async function importedRowCount(db: Db, workspaceId: string): Promise<number> {
  const [perVideo, perDay] = await Promise.all([
    db.select({ n: count() }).from(videoAnalytics).where(eq(videoAnalytics.workspaceId, workspaceId)).get(),
    db.select({ n: count() }).from(dailyAnalytics).where(eq(dailyAnalytics.workspaceId, workspaceId)).get(),
  ]);
  return (perVideo?.n ?? 0) + (perDay?.n ?? 0);
}

/**
 * The fetched comments a sync step may store: all of them on a paid plan or under the cap; past
 * it, the ones already stored (their text and likes are updated) and new ones only up to the cap.
 * Checked before each step's batch, so a free workspace ends at most one step's page past it.
 */
export async function commentsWithinCap(
  db: Db,
  workspaceId: string,
  records: readonly CommentRecord[],
  now = new Date(),
): Promise<CommentRecord[]> {
  if (records.length === 0) return [];
  const stored =
    (await db.select({ n: count() }).from(comments).where(eq(comments.workspaceId, workspaceId)).get())?.n ?? 0;
  if (stored + records.length <= FREE_MAX_COMMENTS || (await workspaceOnPlan(db, workspaceId, now)))
    return [...records];
  const known = new Set<string>();
  // Two parameters per id: the chunk stays within D1's 100 with the workspace id bound too.
  for (const chunk of chunkForParams(
    records.map((r) => r.youtubeId),
    2,
  )) {
    const rows = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.workspaceId, workspaceId), inArray(comments.id, chunk)));
    for (const row of rows) known.add(row.id);
  }
  let room = Math.max(0, FREE_MAX_COMMENTS - stored);
  return records.filter((r) => {
    if (known.has(r.youtubeId)) return true;
    if (room === 0) return false;
    room -= 1;
    return true;
  });
}

/** The snapshots a sync step may store: all on a paid plan or under the cap, else only up to it. */
export async function snapshotsWithinCap(
  db: Db,
  workspaceId: string,
  snapshots: readonly VideoStatsSnapshot[],
  now = new Date(),
): Promise<VideoStatsSnapshot[]> {
  if (snapshots.length === 0) return [];
  const stored =
    (await db.select({ n: count() }).from(videoStats).where(eq(videoStats.workspaceId, workspaceId)).get())?.n ?? 0;
  if (stored + snapshots.length <= FREE_MAX_SNAPSHOTS || (await workspaceOnPlan(db, workspaceId, now)))
    return [...snapshots];
  return snapshots.slice(0, Math.max(0, FREE_MAX_SNAPSHOTS - stored));
}
