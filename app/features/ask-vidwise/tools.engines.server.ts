// The assistant's tools: each computes one result for the workspace at the moment of asking by
// calling another feature's service. The deterministic answerer and the model use this list. They
// run in the engines Worker (decision 005); the pages Worker's twin (tools.remote.server.ts) lists
// the same tools from their specs (tool-specs.ts) and forwards each run.
import { isAppError } from "~/lib/errors";
import { commentSentimentTool, viewerRequestsTool } from "./tools/comments";
import { channelTopicsTool, contentIdeasTool, descriptionAuditTool, seriesTool } from "./tools/content";
import { cadenceTool, dashboardKpisTool, uploadTimingTool } from "./tools/dashboard";
import { latestUploadsTool, titleForecastTool } from "./tools/forecast";
import { competitorOutliersTool, marketAnalysisTool, trendsTool } from "./tools/market";
import { rpmTool } from "./tools/money";
import { titleThumbnailTool } from "./tools/packaging";
import { trackRecordTool } from "./tools/track-record";
import { withPlanGate } from "./plan-gate.server";
import type { AskContext, AskTool, ToolResult } from "./types";
import { TOOL_PAGES } from "./tool-specs";
import { log } from "~/lib/log.server";

/**
 * Every tool, each behind the plan check (plan-gate.server.ts): the answerers only ever see these,
 * so a tool whose feature the account's plan lacks returns no figures, whoever calls it.
 */
export const ASK_TOOLS: readonly AskTool[] = [
  commentSentimentTool,
  viewerRequestsTool,
  competitorOutliersTool,
  marketAnalysisTool,
  trendsTool,
  latestUploadsTool,
  titleForecastTool,
  titleThumbnailTool,
  descriptionAuditTool,
  contentIdeasTool,
  channelTopicsTool,
  seriesTool,
  rpmTool,
  dashboardKpisTool,
  uploadTimingTool,
  cadenceTool,
  trackRecordTool,
].map(withPlanGate);

export { TOOL_PAGES };

export function askTool(name: string): AskTool | undefined {
  return ASK_TOOLS.find((t) => t.name === name);
}

/** One tool's own run (behind its plan gate), its errors thrown as they are: what `tool.run` does. */
export async function runAskTool(ctx: AskContext, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  const tool = askTool(name);
  if (!tool) throw new Error(`There is no tool called ${name}.`);
  return tool.run(ctx, args);
}

/**
 * Runs a tool by name: the assistant's and MCP's one place that turns a use-case's refusal (an
 * AppError) into an answer, "missing" in the refusal's own words, as the page and /api say them.
 * A tool that fails answers "missing" with the page to open instead of failing the whole answer
 * (the error is logged with the tool's name).
 */
export async function runTool(ctx: AskContext, name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
  const tool = askTool(name);
  if (!tool)
    return { tool: name, href: "/ask-vidwise", figures: {}, facts: [], missing: `There is no tool called ${name}.` };
  try {
    return await tool.run(ctx, args);
  } catch (error) {
    if (isAppError(error))
      return { tool: name, href: TOOL_PAGES[name] ?? "/dashboard", figures: {}, facts: [], missing: error.message };
    log.warn("ask-vidwise.tool-failed", { tool: name, teamChannelId: ctx.user.teamChannelId, error });
    return {
      tool: name,
      href: TOOL_PAGES[name] ?? "/dashboard",
      figures: {},
      facts: [],
      missing: `I could not compute ${name} just now: open its page and try again.`,
    };
  }
}
