// The series a demo starts with: those the real analysis found on the week's demo base
// (features/demo-showcase), copied as the demo's own rows because a visitor edits, reorders and
// deletes them.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { series, seriesVideos } from "./tables";

/** Copies `from`'s series and their videos into workspace `to`, unchanged. */
export function seriesCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(series, from, to), copyWorkspaceRows(seriesVideos, from, to)];
}
