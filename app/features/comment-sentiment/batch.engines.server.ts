// Comments pasted on the page or posted to /api/comments/analyze, scored and summarised on the
// spot (nothing stored). In production it runs in the engines Worker (batch.remote.server.ts).
import { type Locked, type Viewer, locked, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { withoutDemandInsights } from "./demand-insights";
import { actionableInsights } from "./engine/insights";
import { analyzeComments } from "./engine/summary";
import type { CommentInput, CommentResult, CommentSummary } from "./engine/types";
import { ensureScoringData } from "./scoring-data.server";

const LOCKED_BATCH = () =>
  locked("audience-demand", [
    "summary.requests",
    "summary.questions",
    "summary.questionThemes",
    "comments[].request",
    "comments[].question",
  ]);

/** A comment's result; `question` and `request` are null when Audience Demand Insights are locked. */
export type BatchComment = Omit<CommentResult, "question" | "request"> & {
  question: boolean | null;
  request: string | null;
};
export type CommentBatchAnalysis = {
  comments: BatchComment[];
  summary: CommentSummary;
  insights: string[];
  locked: Locked[];
};

/**
 * Any comments (pasted on the page, posted to /api/comments/analyze), scored and summarised;
 * nothing is stored. One analysis run, metered here; without the plan the requests and questions
 * (per comment and in the summary) and the insights made from them are left out.
 */
export async function analyzeCommentBatch(
  db: Db,
  viewer: Viewer,
  comments: readonly CommentInput[],
): Promise<CommentBatchAnalysis> {
  return meteredFor(db, viewer, "comment-sentiment", async () => {
    await ensureScoringData(db);
    const result = analyzeComments(comments);
    const insights = actionableInsights(result.summary);
    if (viewer.can("audience-demand")) return { ...result, insights, locked: [] };
    return {
      comments: result.comments.map((comment) => ({ ...comment, question: null, request: null })),
      summary: { ...result.summary, requests: [], questions: [], questionThemes: [] },
      insights: withoutDemandInsights(insights),
      locked: [LOCKED_BATCH()],
    };
  });
}
