// Ask Vidwise's public entry for server code: what other top-tier features (the demo showcase)
// use. The chat page and /api/ask import the feature's modules directly, as edges may.
export { askVidwise } from "./ask.server";
export { conversationsCopy } from "./demo-copy.server";
export { SUGGESTED_QUESTIONS } from "./suggested-questions";
