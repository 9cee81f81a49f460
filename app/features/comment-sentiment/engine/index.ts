// The comment-intelligence engine: pure functions, no Worker or database imports, so it runs
// the same in workerd, Node and the browser.
export { analyzeComment, analyzeComments, isScoredLanguage } from "./summary";
export { actionableInsights, audienceLanguages, languageName, sentimentTrend, TREND_THRESHOLD } from "./insights";
export { scoreSentiment, sentimentLabel } from "./sentiment";
export { detectLanguage } from "./language";
export { detectSpam, findDuplicateSpam, SPAM_REASON_LABELS, spamReasonLabel } from "./spam";
export { holdsAsSpam, SPAM_HOLD_THRESHOLD } from "./spam-hold";
export { detectQuestion, extractRequest } from "./questions";
export { extractThemes, detectEmotions } from "./themes";
export { tokenize } from "./tokenize";
export type * from "./types";
