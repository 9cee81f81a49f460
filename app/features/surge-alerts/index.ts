// surge-alerts's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { UNSUBSCRIBED, UNSUBSCRIBE_CONFIRM } from "./messages";
