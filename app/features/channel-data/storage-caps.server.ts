// How much a workspace keeps, by its owner's plan (README "Configuration" → storage caps; decision
// 012). Every plan has caps: a free account is a stranger's to create, and a paid one must still
// fit the store a workspace lives in. Bounded where rows are written: the sync's comment and
// snapshot inserts and the Studio import. Snapshots past 90 days are also thinned after each daily
// refresh (snapshot-thinning.server.ts), so the snapshot cap is reached by channels with many videos, not by age.
import { count, eq } from "drizzle-orm";
import { currentPlanOf, type PlanId } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { withChannelData } from "./data-place.server";
import { commentCount } from "./comments.server";
import { snapshotCount } from "./snapshots.server";
import { comments, dailyAnalytics, videoAnalytics } from "./tables";
import { storedIds } from "./videos.server";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { CommentRecord, VideoStatsSnapshot } from "./types";

/** What one plan keeps. `plan` is how a message names it; `top`: no plan keeps more. */
export type StorageCaps = { plan: string; top: boolean; comments: number; snapshots: number; importedRows: number };

/**
 * The caps, sized for decision 012 (docs/benchmarks.md: about 460 B a comment, 255 B a snapshot, 220 B an imported row
 * with indexes): a free workspace at every cap is about 48 MB; Creator+ at every cap about 1.1 GB.
 */
export const STORAGE_CAPS: Record<PlanId | "free", StorageCaps> = {
  free: { plan: "free", top: false, comments: 25_000, snapshots: 100_000, importedRows: 50_000 },
  starter: { plan: "Starter", top: false, comments: 100_000, snapshots: 500_000, importedRows: 200_000 },
  pro: { plan: "Pro", top: false, comments: 250_000, snapshots: 1_000_000, importedRows: 500_000 },
  creator: { plan: "Creator+", top: true, comments: 500_000, snapshots: 2_500_000, importedRows: 1_000_000 },
};

/** Comments a free workspace keeps; new ones past this are not stored (edits and likes still are). */
export const FREE_MAX_COMMENTS = STORAGE_CAPS.free.comments;
/** Imported analytics rows (per-video and per-day, Studio or Google) a free workspace keeps. */
export const FREE_MAX_IMPORTED_ROWS = STORAGE_CAPS.free.importedRows;
/**
 * View-count snapshots a free workspace keeps (a refresh adds one per stored video a day);
 * past it, new snapshots are not stored, while the videos' current counts still are.
 */
export const FREE_MAX_SNAPSHOTS = STORAGE_CAPS.free.snapshots;

const wholeNumber = (n: number) => n.toLocaleString("en-US");

export function importCapMessage(total: number, caps: Pick<StorageCaps, "plan" | "top" | "importedRows">): string {
  const more = caps.top ? "" : ", or upgrade your plan to keep more";
  return `This import would bring your workspace to ${wholeNumber(total)} imported rows; the ${caps.plan} plan keeps at most ${wholeNumber(caps.importedRows)}. Nothing was imported. Export a shorter date range or fewer videos${more}.`;
}

/** The caps of a plan (null: no current plan, the free caps). */
export function storageCapsForPlan(planId: PlanId | null): StorageCaps {
  return planId === null ? STORAGE_CAPS.free : STORAGE_CAPS[planId];
}

/** The caps of a workspace, by its owner's plan now (a demo or an owner-less workspace: free). */
export async function storageCapsOf(db: Db, teamChannelId: string, now = new Date()): Promise<StorageCaps> {
  const owner = await teamOwnerOf(db, teamChannelId);
  if (!owner || owner.isDemo) return STORAGE_CAPS.free;
  return storageCapsForPlan((await currentPlanOf(db, owner, now)).planId);
}

/** The user's workspace's caps (the Studio import reads its imported-row cap). */
export async function importedRowCap(
  db: Db,
  user: { id: string; isDemo: boolean },
  now = new Date(),
): Promise<StorageCaps> {
  if (user.isDemo) return STORAGE_CAPS.free;
  return storageCapsForPlan((await currentPlanOf(db, user, now)).planId);
}

export async function importedRowCount(db: Db, teamChannelId: string): Promise<number> {
  // The workspace's own rows (a demo's per-video copy; its base's days are not its own).
  const [perVideo, perDay] = await withChannelData(db, teamChannelId, ({ db: place }) =>
    Promise.all([
      place.select({ n: count() }).from(videoAnalytics).where(eq(videoAnalytics.teamChannelId, teamChannelId)).get(),
      place.select({ n: count() }).from(dailyAnalytics).where(eq(dailyAnalytics.teamChannelId, teamChannelId)).get(),
    ]),
  );
  return (perVideo?.n ?? 0) + (perDay?.n ?? 0);
}

/**
 * The fetched comments a sync step may store: all of them under the plan's cap; past
 * it, the ones already stored (their text and likes are updated) and new ones only up to the cap.
 * Checked before each step's batch, so a free workspace ends at most one step's page past it.
 */
export async function commentsWithinCap(
  db: Db,
  teamChannelId: string,
  records: readonly CommentRecord[],
  now = new Date(),
): Promise<CommentRecord[]> {
  if (records.length === 0) return [];
  const stored = await commentCount(db, teamChannelId);
  if (stored + records.length <= FREE_MAX_COMMENTS) return [...records];
  const cap = (await storageCapsOf(db, teamChannelId, now)).comments;
  if (stored + records.length <= cap) return [...records];
  const known = await storedIds(
    db,
    teamChannelId,
    comments,
    records.map((r) => r.youtubeId),
  );
  let room = Math.max(0, cap - stored);
  return records.filter((r) => {
    if (known.has(r.youtubeId)) return true;
    if (room === 0) return false;
    room -= 1;
    return true;
  });
}

/** The snapshots a sync step may store: all under the plan's cap, else only up to it. */
export async function snapshotsWithinCap(
  db: Db,
  teamChannelId: string,
  snapshots: readonly VideoStatsSnapshot[],
  now = new Date(),
): Promise<VideoStatsSnapshot[]> {
  if (snapshots.length === 0) return [];
  const stored = await snapshotCount(db, teamChannelId);
  if (stored + snapshots.length <= FREE_MAX_SNAPSHOTS) return [...snapshots];
  const cap = (await storageCapsOf(db, teamChannelId, now)).snapshots;
  return snapshots.slice(0, Math.max(0, cap - stored));
}

/** One kind of stored row against its cap, for Account Settings. */
export type StorageUseRow = { label: string; used: number; cap: number; atCap: boolean };
export type StorageUse = { plan: string; rows: StorageUseRow[]; atCapMessage: string | null };

/** What the workspace holds against its plan's caps, and what happens at a cap (shown when one is reached). */
export async function storageUse(db: Db, teamChannelId: string, now = new Date()): Promise<StorageUse> {
  const [caps, commentsHeld, snapshots, imported] = await Promise.all([
    storageCapsOf(db, teamChannelId, now),
    commentCount(db, teamChannelId),
    snapshotCount(db, teamChannelId),
    importedRowCount(db, teamChannelId),
  ]);
  const row = (label: string, used: number, cap: number) => ({ label, used, cap, atCap: used >= cap });
  const rows = [
    row("comments", commentsHeld, caps.comments),
    row("view snapshots", snapshots, caps.snapshots),
    row("imported analytics rows", imported, caps.importedRows),
  ];
  const full = rows.filter((r) => r.atCap).map((r) => r.label);
  const atCapMessage = full.length
    ? `Your workspace is at the ${caps.plan} plan's cap for ${full.join(" and ")}: new ones are not stored (existing ones and your videos' current counts are still updated). Snapshots older than 90 days are thinned to one a week with each daily refresh.${caps.top ? "" : " Upgrade your plan to keep more."}`
    : null;
  return { plan: caps.plan, rows, atCapMessage };
}
