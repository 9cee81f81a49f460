// The pages Worker's batch.server.ts in production: the comments are scored in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md).
import { viewerData } from "~/features/billing/index.server";
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./batch.engines.server";

export type { BatchComment, CommentBatchAnalysis } from "./batch.engines.server";

export const analyzeCommentBatch: typeof local.analyzeCommentBatch = (_db, viewer, comments) =>
  callEngine("comment-sentiment.analyzeCommentBatch", [viewerData(viewer), comments]);
