// A workspace's videos in its own store (store migration 10; decision 012): which of a list it
// holds, and the move of a creator's videos written to the control D1 before they lived in its
// store, in steps by the daily refresh, as the snapshots', comments' and analytics' moves do.
// Copy first, then delete, so a step cut short is repeated without loss. When the store already
// holds a video, the row with the newer statistics is kept whole (a refresh since this change
// wrote the store's; a row the store got before migration 10 has only a video's channel,
// publication and title, and no statistics, so the control D1's complete row replaces it). The
// role of each moved video's channel goes with it: the store's readers keep to the own channel's.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { batchInChunks, chunkForParams } from "~/lib/db/batch";
import type { Db } from "~/lib/db/client.server";
import { workspaceDb } from "~/lib/db/workspace-db.server";
import { putVideoRows } from "./store.server";
import { storeChannels } from "./store-tables";
import { channels, type comments, videos } from "./tables";

/** Videos one move step copies. */
export const CONTROL_VIDEO_MOVE_ROWS = 2_000;

/** Which of `ids` (videos', or comments') the workspace's store holds: the sync's and the moves' own workspace, never a demo. */
export async function storedIds(
  db: Db,
  teamChannelId: string,
  table: typeof videos | typeof comments,
  ids: readonly string[],
): Promise<Set<string>> {
  const store = workspaceDb(db, teamChannelId);
  const known = new Set<string>();
  // Two parameters per id: each list stays within the 100 bound parameters with the workspace id.
  for (const list of chunkForParams([...new Set(ids)], 2)) {
    const rows: { id: string }[] = await store
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.teamChannelId, teamChannelId), inArray(table.id, list)));
    for (const row of rows) known.add(row.id);
  }
  return known;
}

/**
 * Moves up to `maxRows` of `teamChannelId`'s videos from the control D1 into its store, with their
 * channels' roles. Only for a creator's workspace: the sample template, the demo bases and the
 * demos keep theirs in the control D1 (data-place.server.ts). Returns the videos moved.
 */
export async function moveControlVideos(
  db: Db,
  teamChannelId: string,
  maxRows: number = CONTROL_VIDEO_MOVE_ROWS,
): Promise<number> {
  const rows = await db
    .select({ video: videos, role: channels.role })
    .from(videos)
    .leftJoin(channels, and(eq(channels.teamChannelId, videos.teamChannelId), eq(channels.id, videos.channelId)))
    .where(eq(videos.teamChannelId, teamChannelId))
    .orderBy(asc(videos.id))
    .limit(maxRows);
  if (rows.length === 0) return 0;
  const store = workspaceDb(db, teamChannelId);
  // A video a Studio import introduced before a channel was connected has no channel row: it moves without one.
  const roles = new Map(rows.flatMap(({ video, role }) => (role ? [[video.channelId, role] as const] : [])));
  await batchInChunks(store, [
    ...[...roles].map(([id, role]) =>
      store
        .insert(storeChannels)
        .values({ teamChannelId, id, role })
        .onConflictDoUpdate({ target: [storeChannels.teamChannelId, storeChannels.id], set: { role } }),
    ),
    ...putVideoRows(
      store,
      rows.map((r) => r.video),
    ),
  ]);
  const last = rows[rows.length - 1]!.video.id;
  await db.delete(videos).where(and(eq(videos.teamChannelId, teamChannelId), lte(videos.id, last)));
  return rows.length;
}
