// Channel data's public entry for server code (data tier): typed reads named for their consumers,
// the queue sync and the YouTube client configured for the environment.
export { type OwnChannel, ownChannelOf, summariseJob, type SyncSummary } from "./overview.server";
export { sendOrFail, startChannelSync, type SyncQueue, type SyncSource } from "./sync.server";
export { type ChannelRemoval, competitorRemoval } from "./removal.server";
export { viewsAtSevenDays } from "./views-at-age.server";
export { devFakeYouTubeWorld, quotaBudget, youtubeClientFor } from "./youtube-for-env.server";

// Tables other features still query directly, until each use becomes a typed read or write named
// for its consumer (issue 26). tests/architecture/tables.test.ts allows exactly these, no more.
export { channels, comments, dailyAnalytics, imports, quotaLedger, quotaUsage, syncJobs, trafficSources, videoAnalytics, videoStats, videos } from "./tables";
