// The pages Worker's suggestions.engines.server.ts in production: the respelling runs in the
// engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./suggestions.engines.server";

export const suggestionsFor: typeof local.suggestionsFor = (_db, ...args) =>
  callEngine("content-analyzer.suggestionsFor", args);
