// Channel data's public entry for server code (data tier): typed reads named for their consumers,
// the queue sync and the YouTube client configured for the environment.
export { type OwnChannel, ownChannelOf, summariseJob, syncJobProgress, type SyncSummary } from "./overview.server";
export { sendOrFail, startChannelSync, type SyncQueue, type SyncSource } from "./sync.server";
export { viewsAtSevenDays } from "./views-at-age.server";
export { quotaBudget, youtubeClientFor } from "./youtube-for-env.server";
