// ask-vidwise's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { CONVERSATION_NOT_FOUND_ERROR, APOLOGY, ASK_SIGNED_OUT_ERROR } from "./messages";
export { SUGGESTED_QUESTIONS } from "./suggested-questions";
export { type Answer } from "./types";
export { estimatedFiguresOf, isEstimatedFigure } from "./estimated-figures";
export { TOOL_CATALOG, type ToolName } from "./tool-catalog";
