// Ask Vidwise's public entry for server code: what other top-tier features use of the assistant.
// The demo showcase asks it a question and copies conversations; the MCP server (api-access)
// offers exactly these tools, behind the same plan gate. The chat page and /api/ask import the
// feature's modules directly, as edges may.
export { askVidwise } from "./ask.server";
// The engines Worker's side of the deterministic answerer (workers/engines/calls.ts).
export { answerDeterministically } from "./answer.engines.server";
export { askModel, type HistoryMessage } from "./model-answerer.engines.server";
export { copyConversations } from "./demo-copy.server";
export { SUGGESTED_QUESTIONS } from "./suggested-questions";
export { ASK_TOOLS, askTool, runAskTool, runTool } from "./tools.engines.server";
export { TOOL_CATALOG, toolEntry, type ToolName } from "./tool-catalog";
export { estimatedFiguresOf } from "./estimated-figures";
export type { AskContext, AskTool, Figure, ToolResult } from "./types";

// What the pages and Workers (the edges) import of this feature.
export {
  FAILED_ANSWERER,
  askStats,
  deleteConversation,
  forgetConversationsOf,
  listConversations,
  openConversation,
} from "./conversations.server";
export { answerPrepared, prepareAsk, type AskOutcome } from "./ask.server";
export { askForm, parseConversationId } from "./schema";
export { sourcesInWords } from "./labels.engines.server";
