// YouTube actions' public entry for browser-safe code: the words pages show.
export { ACCOUNT_SETTINGS_PATH, budgetSpentMessage, YOUTUBE_ACTION_MESSAGES } from "./messages";
export { draftReply, type OwnUpload, type ReplyTarget } from "./reply-drafts";
