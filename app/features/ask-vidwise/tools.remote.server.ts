// The pages Worker's tools.engines.server.ts in production: the tools run in the engines Worker
// (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). The list itself is plain data
// (tool-specs.ts), so MCP's tools/list and the model's tool list read it here; each run is
// forwarded. The context crosses without its env and Db, which are not data: the engines Worker
// opens its own on the same D1 and stores.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./tools.engines.server";
import { TOOL_PAGES, TOOL_SPECS } from "./tool-specs";
import type { AskContext } from "./types";

export { TOOL_PAGES };

const asData = ({ env: _env, db: _db, ...context }: AskContext) => context;

export const runAskTool: typeof local.runAskTool = (ctx, name, args) =>
  callEngine("ask-vidwise.runAskTool", [asData(ctx), name, args]);

export const runTool: typeof local.runTool = (ctx, name, args = {}) =>
  callEngine("ask-vidwise.runTool", [asData(ctx), name, args]);

export const ASK_TOOLS: typeof local.ASK_TOOLS = TOOL_SPECS.map((spec) => ({
  ...spec,
  run: (ctx, args) => runAskTool(ctx, spec.name, args),
}));

export const askTool: typeof local.askTool = (name) => ASK_TOOLS.find((t) => t.name === name);
