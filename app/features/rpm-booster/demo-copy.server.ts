// The RPM analysis a demo starts with: made on the week's demo base by the real analysis
// (features/demo-showcase), copied as the demo's own row.
import { type RawStatement, copyWorkspaceRows } from "~/lib/db/raw-batch";
import { rpmAnalyses } from "./tables";

/** Copies `from`'s RPM analyses into workspace `to`, unchanged. */
export function rpmAnalysesCopy(from: string, to: string): RawStatement[] {
  return [copyWorkspaceRows(rpmAnalyses, from, to)];
}
