// Where a workspace's channel data lives: its videos, their view snapshots, its comments and their
// scores, its Studio and Google analytics (decision 012). A real workspace keeps them in
// its own store (store migrations 6, 7, 9 and 10), beside its channels' roles (store-tables.ts);
// the channel's whole row stays in the control D1. The sample template and the weekly demo bases
// are control data: they keep theirs in the control D1's tables of the same names, and a demo
// reads its base's there (data-workspace.ts). A reader writes its query once and
// `withChannelData` runs it where the rows are.
//
// Snapshots, comments and channel days (daily_analytics) are `storedUnder`'s rows (a demo's base's).
// Videos, per-video analytics (video_analytics) and traffic sources are the READING workspace's
// own, filtered by its id in both places: a demo keeps its private copy of its videos and their
// analytics (made at its start, demo-copy.server.ts) in the control D1, which a visitor can change
// (a removed competitor takes its videos and their analytics); demos are bounded and expire, so
// theirs stay there. A demo has no traffic sources.
import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { videoStats, videos } from "./tables";

/** D1 or a workspace's store: both run drizzle's SQLite queries, and batches, the same way. */
export type ChannelDataDb = BaseSQLiteDatabase<"async", unknown> & {
  batch(statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]): Promise<unknown>;
};
/**
 * Where the rows are: `db` holds the snapshots, comments and comment scores of workspace
 * `storedUnder`, and the videos and channels of the reading workspace (in the control D1, a demo's own
 * videos and channels join its base's snapshots and comments).
 */
export type ChannelDataPlace = { db: ChannelDataDb; storedUnder: string };

/**
 * Workspaces known to read their own store. Whether a workspace reads its own data or a base's
 * is fixed when it is made (a demo's base, or a real workspace's own store), so an isolate
 * remembers the answer and asks the directory once per workspace, not once per read. Bounded: it
 * starts again past `OWN_STORE_MEMORY` workspaces.
 */
const readsOwnStore = new Set<string>();
const OWN_STORE_MEMORY = 10_000;

/**
 * Calls `run` with the place where `teamChannelId`'s channel data is. The first time an isolate meets a workspace
 * it asks the workspace's own store and, at the same time, the control D1 whose data the
 * workspace reads: a real workspace gets its answer in one round trip, and afterwards without the
 * directory; a demo (or the sample template and a base) runs again in the control D1, on its
 * base's rows. `run` may write (comment scores): it then runs once more for a demo, so a writer
 * that must not run twice asks `placeOfChannelData` first.
 */
export async function withChannelData<T>(
  db: Db,
  teamChannelId: string,
  run: (place: ChannelDataPlace) => Promise<T>,
): Promise<T> {
  if (readsOwnStore.has(teamChannelId)) return run(ownPlace(db, teamChannelId));
  const [directory, fromStore] = await Promise.all([directoryOf(db, teamChannelId), run(ownPlace(db, teamChannelId))]);
  const place = placeFrom(db, teamChannelId, directory);
  return directory?.kind === "sample" ? run(place) : fromStore;
}

/** Where `teamChannelId`'s channel data is, asked once (for writers: `withChannelData` may run its callback twice). */
export async function placeOfChannelData(db: Db, teamChannelId: string): Promise<ChannelDataPlace> {
  if (readsOwnStore.has(teamChannelId)) return ownPlace(db, teamChannelId);
  return placeFrom(db, teamChannelId, await directoryOf(db, teamChannelId));
}

const ownPlace = (db: Db, teamChannelId: string): ChannelDataPlace => ({
  db: workspaceDb(db, teamChannelId),
  storedUnder: teamChannelId,
});

/**
 * The place the directory's answer names: a demo's base (or the sample template and a base
 * themselves) in the control D1, any other workspace its own store, which the isolate then
 * remembers (a workspace the directory does not know is not remembered).
 */
function placeFrom(db: Db, teamChannelId: string, directory: { id: string; kind: string } | null): ChannelDataPlace {
  if (directory?.kind === "sample") return { db, storedUnder: directory.id };
  if (directory) {
    if (readsOwnStore.size >= OWN_STORE_MEMORY) readsOwnStore.clear();
    readsOwnStore.add(teamChannelId);
  }
  return ownPlace(db, teamChannelId);
}

function directoryOf(db: Db, teamChannelId: string) {
  return db.$client
    .prepare(
      `SELECT d.id AS id, d.kind AS kind FROM workspaces w
       JOIN workspaces d ON d.id = coalesce(w.data_workspace_id, w.id) WHERE w.id = ?`,
    )
    .bind(teamChannelId)
    .first<{ id: string; kind: string }>();
}

/**
 * The join of a snapshot to its video's row, for the reading workspace: in its store both are its
 * own; in the control D1, a demo's own videos join its base's snapshots.
 */
export const snapshotOfVideo = (teamChannelId: string) =>
  and(eq(videos.teamChannelId, teamChannelId), eq(videos.id, videoStats.videoId));
