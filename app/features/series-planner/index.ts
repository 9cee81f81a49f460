// series-planner's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { MAX_TITLE_CHARACTERS, SERIES_MESSAGES } from "./messages";
