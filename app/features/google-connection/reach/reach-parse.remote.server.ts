// The pages Worker's reach-parse.engines.server.ts in production: the parse runs in the engines
// Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./reach-parse.engines.server";

export const parseReachCsv: typeof local.parseReachCsv = (...args) =>
  callEngine("google-connection.parseReachCsv", args);
