// Channel data's public entry for client-safe code (data tier): the normalised records every tool
// reads, the workspace whose data a request reads, and the YouTube client's types and errors.
// Server code (D1 reads, the sync, the configured client) is in index.server.ts.
export { dataWorkspace } from "./data-workspace";
export type {
  AnalyticsMetrics,
  ChannelDataset,
  ChannelRecord,
  CommentRecord,
  DailyAnalyticsRecord,
  SampleWorld,
  VideoAnalyticsRecord,
  VideoRecord,
  VideoStatsSnapshot,
} from "./types";
export {
  type ChannelInput,
  isExactChannelName,
  MAX_CHANNEL_INPUT_LENGTH,
  readChannelQuery,
} from "./youtube/channel-input";
export {
  type SearchVideoHit,
  type VideoBatch,
  YOUTUBE_ERROR_MESSAGES,
  YouTubeApiError,
  type YouTubeClient,
} from "./youtube/client";
export { QuotaRefusedError, quotaDay } from "./youtube/quota";
// The admin page's view of the shared allowance.
export { QUOTA_FEATURE_LABELS, type QuotaFeature } from "./quota-features";
export { QUOTA_TREND_DAYS, type QuotaReport } from "./quota-report";
// The sample template's fixed "now" and the whole-week shift of its copies: the sample world's
// generator (app/dev/sample-world) and the fake YouTube world date their data by these.
export { SAMPLE_ANCHOR, sampleShiftDays } from "./sample-workspace";
// The API's duration spelling, for the offline YouTube fake (app/dev/youtube) to answer in it.
export { toIsoDuration } from "./youtube/schemas";
// A channel's Atom feed in YouTube's format, for the offline fake to serve.
export { channelFeedXml } from "./youtube/feed";

// An upload's first report days (day 0 = its publication's UTC date): what the Google sync asks for
// and the tools add up to first-week views.
export { FIRST_MONTH_DAYS, FIRST_WEEK_DAYS, firstDaysOf, viewsInFirstDays } from "./first-days";

// What the pages and Workers (the edges) import of this feature.
export { DEFAULT_MAX_BYTES } from "./studio-import/parse-studio";
export { SAMPLE_WORKSPACE_ID } from "./sample-workspace";
