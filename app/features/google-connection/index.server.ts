// Google connection's public entry (data tier): the Analytics backfill's watchdog hooks and
// removing a workspace's grant.
export { failGoogleSync, GOOGLE_STUCK_MESSAGE, queueStepOrFail, syncProgressSchema } from "./analytics/backfill.server";
export { type GoogleDataState, googleDataState, removeGoogleConnection } from "./connection.server";
// Google's Analytics host: the offline Analytics fake (app/dev/wiring.ts) stands in for it in development.
export { YOUTUBE_ANALYTICS_BASE_URL } from "./analytics/client";
export {
  claimStuckGoogleSync,
  isStillStuck,
  type StuckGoogleSync,
  stuckGoogleSyncs,
} from "./analytics/stuck-syncs.server";

// What the pages and Workers (the edges) import of this feature.
export { googleAnalyticsStatus, type GoogleAnalyticsStatus } from "./analytics/status.server";
export { disconnectGoogle, googleConnectionView } from "./connection.server";
export { startGoogleConnect, completeGoogleConnect } from "./oauth.server";
export { dailyGoogleSync, googleSyncMessageSchema, runGoogleSyncStep } from "./analytics/backfill.server";
export { ownChannelAnalytics } from "./analytics/own-figures.server";
// The reach report (Reporting API): its queue step, and each video's impressions and CTR per day.
export { queueDueReachReads, readReach, reachMessageSchema, type ReachRun } from "./reach/reach-sync.server";
export { YOUTUBE_REPORTING_BASE_URL } from "./reach/reporting-client";
export { reachDays, reachTotals, type VideoReachDay, type VideoReachTotal } from "./reach/reach-reads.server";
export { reachDates } from "./reach/reach-reads.server";
export { parseReachCsv } from "./reach/reach-parse.engines.server";

// What youtube-actions reads and uses to write on the creator's behalf: the consent and the token.
export { changesAllowedOn, withdrawChangesConsent } from "./connection.server";
export { accessTokenFor, GoogleTokenError } from "./tokens.server";
export { ALLOW_CHANGES_LABEL } from "./messages";
export { isGoogleConfigured } from "./google-config.server";
