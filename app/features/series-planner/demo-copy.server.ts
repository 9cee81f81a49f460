// The series a demo starts with: those the real analysis found on the week's demo base
// (features/demo-showcase), copied from the base's store into the demo's because a visitor edits,
// reorders and deletes them.
import type { Db } from "~/lib/db/client.server";
import { copyStoreRows } from "~/lib/db/workspace-db.server";
import { series, seriesLibraryRuns, seriesVideos } from "./store-tables";

/**
 * Copies `from`'s series and their videos into workspace `to`'s store, unchanged (series first: the
 * videos' key names them), with the analysis run that found them (the page's "Last analysed").
 */
export async function copySeries(db: Db, from: string, to: string): Promise<number> {
  let rows = 0;
  for (const table of [series, seriesVideos, seriesLibraryRuns]) rows += await copyStoreRows(db, table, from, to);
  return rows;
}
