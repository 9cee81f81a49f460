// The deterministic answerer: refuse or route the question (or ask which kind it is when the
// router is not sure), run the intent's tools (1-3) with
// the entities found in it, and compose the answer from their results. Routing reads the user's
// question only; the workspace's titles are used to recognise a named video, never to route.
import { ownUploadTitles } from "~/features/channel-data/index.server";
import { cannotAnswer, composeAnswer, offTopicAnswer, refusalAnswer, unsureAnswer } from "./engine/compose";
import { argsFor, route, type Routed } from "./engine/route";
import { ensureRouterModel } from "./load-router.server";
import { runTool } from "./tools.engines.server";
import type { Answer, AskContext, ToolResult } from "./types";

export { SUGGESTED_QUESTIONS } from "./suggested-questions";

export const DETERMINISTIC = "deterministic";

/** Titles of the workspace's own uploads (newest first) to recognise a named video. */
export async function ownTitles(ctx: AskContext): Promise<string[]> {
  return ownUploadTitles(ctx.db, ctx.user.teamChannelId, 500);
}

/** Runs a routed question's tools in order (the under-performance audit reads the video explained first). */
export async function runRouted(ctx: AskContext, routed: Routed & { kind: "intent" }): Promise<ToolResult[]> {
  const results: ToolResult[] = [];
  for (const tool of routed.tools) {
    const args = argsFor(tool, routed.entities, routed.focus);
    if (routed.intent === "underperform") {
      // The latest upload, or the most recent one behind the norm; the audit looks at that video.
      if (tool === "latest-uploads") args.focus = "behind";
      const explained = results.find((r) => r.tool === "latest-uploads")?.figures.videoTitle;
      if (tool === "description-audit" && !args.videoTitle && typeof explained === "string")
        args.videoTitle = explained;
    }
    const result = await runTool(ctx, tool, args);
    // The audit of another video (the explained one's description is not among the weak ones)
    // explains nothing about this one: left out rather than answering another question.
    if (
      routed.intent === "underperform" &&
      tool === "description-audit" &&
      !result.missing &&
      result.figures.videoTitle !== args.videoTitle
    )
      continue;
    results.push(result);
  }
  return results;
}

/** Where a question goes for this workspace (its own titles name videos). */
export async function routeFor(ctx: AskContext, question: string): Promise<Routed> {
  const [titles] = await Promise.all([ownTitles(ctx), ensureRouterModel(ctx.db)]);
  return route(question, titles);
}

export async function answerDeterministically(ctx: AskContext, question: string): Promise<Answer> {
  const routed = await routeFor(ctx, question);
  if (routed.kind === "refusal") return { ...refusalAnswer(routed.refusal), answerer: DETERMINISTIC };
  if (routed.kind === "off-topic") return { ...offTopicAnswer(), answerer: DETERMINISTIC };
  if (routed.kind === "unsure") return { ...unsureAnswer(routed.choices), answerer: DETERMINISTIC };
  if (routed.kind === "cannot-answer") return { ...cannotAnswer(routed.missing), answerer: DETERMINISTIC };
  return { ...composeAnswer(routed.intent, await runRouted(ctx, routed), routed.focus), answerer: DETERMINISTIC };
}
