// Channel data's public entry for server code (data tier): typed reads named for their consumers,
// the queue sync and the YouTube client configured for the environment.
export {
  hasOwnChannelSql,
  type OwnChannel,
  ownChannelOf,
  type OwnChannelTotals,
  ownChannelTotalsOf,
  ownUploadsListing,
  summariseJob,
  syncJobProgress,
  type SyncSummary,
} from "./overview.server";
export {
  manualRefreshAllowed,
  resolveChannel,
  sendOrFail,
  startChannelSync,
  type SyncQueue,
  type SyncSource,
} from "./sync.server";
export { DAILY_REFRESH_AFTER_MS } from "./refresh-schedule";
export { type NextReadings, nextReadings } from "./next-readings.server";
export { importStudioFile } from "./studio-import.engines.server";
export {
  applyRetentionToStore,
  forgetChannelsNotRefreshed,
  forgetGoogleAnalytics,
  logRetention,
  RETENTION_DAYS,
  type RetentionSettings,
  retentionSettings,
} from "./retention.server";
export { forgetUnfollowedPublicChannels, refreshChannelRecords } from "./public-channels.server";
export { rereadListedPublicChannels } from "./public-rereads.server";
export { forgetDeletedComments } from "./comments.server";
export {
  type ChannelRemoval,
  competitorRemoval,
  type ForgetCommentData,
  removeChannelFromStore,
} from "./removal.server";
export { type ChannelDataDb, type ChannelDataPlace, placeOfChannelData, withChannelData } from "./data-place.server";
export {
  activeCompetitorIds,
  type CompetitorChannel,
  competitorChannels,
  competitorTitle,
  setCompetitorActiveFlag,
  storedChannelsOf,
} from "./competitor-channels.server";
export { activeCompetitorDatasets, studioVideoAnalytics, uploadsWithSnapshots } from "./datasets.server";
export { type RevenueSource, revenueRowsForRpm, revenueSourceForRpm } from "./revenue.server";
export {
  channelDaysForDashboard,
  type ChannelDayRow,
  commentersForSeries,
  dailyCtrOf,
  dailyViewsOf,
  lastStudioImportAt,
  studioWatchTimeForSeries,
  trafficForDashboard,
} from "./named-reads.server";
export {
  competitorUploads,
  hasStoredVideo,
  ownUpload,
  ownUploadChoices,
  ownUploadCount,
  ownUploadTitles,
  type StoredUpload,
  toStoredUpload,
  uploadFacts,
  uploadOf,
  uploadsOf,
  type UploadsQuery,
  uploadsWithCtr,
  type UploadWithCtr,
} from "./uploads.server";
export {
  forgetWorkspacesInLedger,
  pruneQuotaLedger,
  pruneQuotaUsage,
  readUnitsSpent,
  searchCallsToday,
} from "./quota-gate.server";
export { quotaReport } from "./quota-report.server";
export { type LookupCaller, lookupBurstGuard } from "./lookup-bursts.server";
export { claimStuckSync, failStuckSync, type StuckSync, stuckSyncs } from "./stuck-syncs.server";
export { pruneSyncJobs, SYNC_JOB_RETENTION_DAYS } from "./sync-job-retention.server";
export {
  googleDayWrites,
  googleTrafficWrites,
  googleVideoDayWrites,
  googleVideoWrites,
  type UploadForGoogleDays,
  uploadsForGoogleDays,
} from "./google-ingest.server";
export { firstMonthDayReadings, viewsAtSevenDays } from "./views-at-age.server";
export { isFakeYouTube, quotaBudget, youtubeClientFor } from "./youtube-for-env.server";
export {
  completeDemoBase,
  copySampleStatements,
  type DemoBase,
  demoBaseFor,
  prepareDemoBase,
} from "./demo-copy.server";

// Tables Comment Sentiment joins its scores with (tests/architecture/tables.test.ts allows exactly
// these, by file), in the workspace's store or a demo base's in the control D1 (withChannelData):
// every other use goes through the reads and writes above.
export { comments, videos } from "./tables";
export { storeChannels } from "./store-tables";

// What the pages and Workers (the edges) import of this feature.
export { youtubeDataApiStatus, refreshYouTubeStatus, type SourceStatus } from "./api-status.server";
export { CHANNEL_MESSAGES, connectChannel, importStudioFiles } from "./account-actions.server";
export { channelOverview } from "./overview.server";
export {
  addTeamChannel,
  channelsOfTeam,
  channelsOnce,
  teamChannelsContext,
  inChannel,
  keepToPlan,
  PAUSED_CHANNELS_ONLY,
  removeTeamChannel,
  WORKSPACE_CHANNEL_MESSAGES,
  type TeamChannel,
} from "./workspace-channels.server";
export { claimRowChannel, pausedRowSql } from "./channel-slots.server";
export { removeUnusedDemoBases } from "./demo-copy.server";
export {
  type OwnChannelAnalytics,
  type OwnVideoFigures,
  type SyncMessage,
  failSyncJob,
  runSyncStep,
} from "./sync.server";
export { channels, syncJobs } from "./tables";
export { thinWorkspaceSnapshots } from "./snapshot-thinning.server";
export { STORAGE_CAPS, type StorageUse, storageUse } from "./storage-caps.server";
