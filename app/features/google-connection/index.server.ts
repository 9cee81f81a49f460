// Google connection's public entry (data tier): the Analytics backfill's watchdog hooks and
// removing a workspace's grant.
export { failGoogleSync, GOOGLE_STUCK_MESSAGE, queueStepOrFail, syncProgressSchema } from "./analytics/backfill.server";
export { removeGoogleConnection } from "./connection.server";
export { claimStuckGoogleSync, isStillStuck, type StuckGoogleSync, stuckGoogleSyncs } from "./analytics/stuck-syncs.server";
