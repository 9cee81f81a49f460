// The track record a demo starts with: the replayed history made on the week's demo base
// (features/demo-showcase), copied as the demo's own rows (a visitor confirms and corrects them).
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { trackRecord } from "./tables";

/** Copies `from`'s ledger into workspace `to`, unchanged. */
export function trackRecordCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(trackRecord, from, to)];
}
