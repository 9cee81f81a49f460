// google-connection's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { GOOGLE_DISCONNECT_INTENT, GOOGLE_MESSAGES } from "./messages";
