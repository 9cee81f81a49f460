// The pages Worker's studio-parse.server.ts in production: the parse runs in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./studio-parse.engines.server";

export const parseStudioFile: typeof local.parseStudioFile = (...args) =>
  callEngine("channel-data.parseStudioFile", args);
