// The plan check every assistant tool passes through: ASK_TOOLS holds only gated tools, so the
// deterministic answerer (runTool) and the model (tool.run) both get it, and a tool cannot skip
// it. A tool whose feature the workspace's plan does not include is not run at all: its result
// has no figures and no facts, only which plan includes it. The plan is the acting workspace's
// (its owner's), never the asker's own when they work in someone else's. The check is the
// Viewer's `can` and the words billing's `locked`, the same ones the features' use-cases behind
// the pages and /api apply (the tools that read a Pro part call those use-cases too: this gate
// stops the rest).
import { type FeatureKey, type Viewer, lockedText, viewerOf } from "~/features/billing/index.server";
import { perAsk } from "./tools/result";
import type { AskContext, AskTool, ToolResult } from "./types";

const PRICING = "/pricing";

/** What a locked tool says instead of its figures: the feature, the plan that has it, where to get it. */
export function lockedToolText(feature: FeatureKey): string {
  return `${lockedText(feature).title}, and your plan does not include it: choose a plan on the pricing page to unlock it.`;
}

/**
 * The viewer behind an ask: read once per ask and kept (the plan does not change mid-answer). The
 * acting workspace's plan and allowance, as on the pages: `ctx.user` carries the workspace acted in
 * and the person's own, so viewerOf finds the workspace's owner as the payer.
 */
export const viewerOfAsk: (ctx: AskContext) => Promise<Viewer> = perAsk((ctx) => viewerOf(ctx.db, ctx.user, ctx.now));

export function lockedResult(tool: string, feature: FeatureKey): ToolResult {
  return { tool, href: PRICING, figures: {}, facts: [], missing: lockedToolText(feature), locked: true };
}

/** The tool with its plan check in front: locked → the locked result, the tool never runs. */
export function withPlanGate(tool: AskTool): AskTool {
  const { feature } = tool;
  if (feature === null) return tool;
  return {
    ...tool,
    run: async (ctx: AskContext, args: Record<string, unknown>) =>
      (await viewerOfAsk(ctx)).can(feature) ? tool.run(ctx, args) : lockedResult(tool.name, feature),
  };
}
