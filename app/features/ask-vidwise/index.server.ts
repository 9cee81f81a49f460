// Ask Vidwise's public server entry (top tier): what other top-tier features use of the
// assistant. The MCP server (api-access) offers exactly these tools, behind the same plan gate.
export { ASK_TOOLS, askTool, runTool } from "./tools.server";
export { TOOL_CATALOG } from "./tool-catalog";
export type { AskContext, AskTool, Figure, ToolResult } from "./types";
