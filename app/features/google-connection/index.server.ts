// Google connection's public entry (data tier): the Analytics backfill's watchdog hooks and
// removing a workspace's grant.
export { failGoogleSync, GOOGLE_STUCK_MESSAGE, queueStepOrFail, syncProgressSchema } from "./analytics/backfill.server";
export { removeGoogleConnection } from "./connection.server";

// Tables other features still query directly, until each use becomes a typed read or write named
// for its consumer (issue 26). tests/architecture/tables.test.ts allows exactly these, no more.
export { googleConnections } from "./tables";
