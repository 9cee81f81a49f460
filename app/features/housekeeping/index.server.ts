// housekeeping's public entry for server code: the edges (pages, Workers) and other features import this file only.
export { dailyCleanup, deleteExpiredDemos } from "./cleanup.server";
export { runJobWatchdog } from "./watchdog.server";
export { deleteStoreOf, queueStoreDeletions, storeDeletionMessage } from "./store-deletions.server";
