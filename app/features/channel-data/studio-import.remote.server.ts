// The pages Worker's studio-import in production: an imported Studio file is parsed and written
// (what is new, what changed) in the engines Worker, which has the same D1 and workspace stores
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The pages Worker reads the
// uploads and checks their number and size first (account-actions.server.ts).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./studio-import.engines.server";

export const importStudioFile: typeof local.importStudioFile = (_db, ...args) =>
  callEngine("channel-data.importStudioFile", args);
