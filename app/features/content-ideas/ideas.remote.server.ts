// The pages Worker's ideas.server.ts in production: building a batch of ideas (the evidence, topic
// clusters, candidates, titles and their forecasts) and the weekly cron's batches run in the
// engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The page's reads
// and the small edits (dismissing, saving to a series) stay here. A queue is not data: the
// engines Worker scores waiting comments through its own binding of the same queue.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./ideas.engines.server";

export * from "./ideas.engines.server";

export const generateBatch: typeof local.generateBatch = (_db, teamChannelId, now, { commentQueue, ...options }) =>
  callEngine("content-ideas.generateBatch", [teamChannelId, now, { ...options, scoreComments: !!commentQueue }]);

export const writeWeeklyBatches: typeof local.writeWeeklyBatches = (_db, ...args) =>
  callEngine("content-ideas.writeWeeklyBatches", args);
