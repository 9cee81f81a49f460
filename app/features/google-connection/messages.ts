// What the Google connection says to people. A plain module so components can share it.
export const GOOGLE_MESSAGES = {
  notConfigured: "The Google connection is not configured on this server.",
  demo: "The demo workspace cannot connect a Google account. Create a free account to connect your own channel.",
  stateMismatch:
    "This sign-in with Google could not be matched to your session (state mismatch): it was started in another browser or session, already used, or more than 10 minutes old. Start again from Account Settings.",
  declined:
    "You declined access on Google's consent screen, so nothing was connected. Connect again whenever you are ready.",
  googleError: "Google did not complete the sign-in, so nothing was connected. Please try again.",
  tokenFailed:
    "Google did not accept this sign-in (the authorisation code or its PKCE check failed), so nothing was connected. Please start again from Account Settings.",
  missingScopes:
    "Google did not grant read access to YouTube and YouTube Analytics (both boxes must be ticked on Google's consent screen), so nothing was connected.",
  noChannel: "This Google account has no YouTube channel, so there is nothing to connect.",
  channelFailed: "Could not add the channel you authorised. Please try again.",
  channelTaken:
    "The channel you authorised could not be added: it is already in this workspace, or the plan's channels are all in use. Remove one on Account Settings, or choose a plan with more at /pricing.",
  unavailable: "Could not reach Google. Please try again in a moment.",
  connected: "Connected with Google. Your YouTube Analytics history is being imported.",
  connectedWithChanges:
    "Connected with Google, with your consent to changes on YouTube. Your YouTube Analytics history is being imported.",
  changesNotGranted:
    "Connected with Google for reading only: Google did not grant the permission to make changes on YouTube (the box on Google's consent screen was left unticked), so Vidwise will not change anything.",
  disconnected: "Disconnected from Google: access was revoked and the tokens deleted.",
  notConnected: "No Google account is connected.",
} as const;

/** Why a grant gives no access token, in the words the sync records on the connection (the account page shows them). */
export const RECONNECT_MESSAGE =
  "Google refused the saved permission (revoked or expired). Reconnect with Google in Account Settings.";
export const NOT_CONNECTED_MESSAGE = "The Google connection is gone. Connect with Google again in Account Settings.";
export const NOT_CONFIGURED_MESSAGE = "Connect with Google is not configured on this server.";

export function wrongChannelMessage(authorised: string, own: string): string {
  return `You authorised ${authorised}, but this workspace's channel is ${own}: nothing was connected. Sign in with the Google account that owns ${own}, or pick that channel on Google's screen.`;
}

export const GOOGLE_SCOPES = {
  youtube: "https://www.googleapis.com/auth/youtube.readonly",
  analytics: "https://www.googleapis.com/auth/yt-analytics.readonly",
  revenue: "https://www.googleapis.com/auth/yt-analytics-monetary.readonly",
  // Asked for only when the person ticks "Allow Vidwise to make changes on YouTube": YouTube's
  // narrowest scope that lets a channel's owner change titles and thumbnails and moderate comments.
  changes: "https://www.googleapis.com/auth/youtube.force-ssl",
} as const;

/** The consent choice as the account page labels it; refusals name it so the person knows what to allow. */
export const ALLOW_CHANGES_LABEL = "Allow Vidwise to make changes on YouTube";

export const GOOGLE_DISCONNECT_INTENT = "google-disconnect";

/** Where a workspace's per-upload first weeks come from, as the tools word it (googleDataState). */
export type FirstWeekSource = "not-connected" | "importing" | "connected";

/**
 * When uploads' first-week views fill in, for a tool that has too few of them: without Google only
 * uploads Vidwise sees at about 7 days old are measured; Google's YouTube Analytics holds every
 * upload's first days (read by the connection's import).
 */
export function firstWeekFillsIn(source: FirstWeekSource): string {
  if (source === "importing")
    return "Your Google connection is still importing YouTube Analytics: every upload's first week comes with it, so this fills in when the import ends (Account Settings shows its progress).";
  if (source === "connected")
    return "Every upload's first week is read from your YouTube Analytics; the rest fill in as you publish, each upload 7 days after it goes up.";
  return "Uploads published from today are measured 7 days after they go up, or connect Google in Account Settings to use your history now: YouTube Analytics holds every upload's first week.";
}

/** Why the Visibility Score's impressions and click-through parts are empty on a Google-only channel. */
export const GOOGLE_NO_IMPRESSIONS =
  "YouTube's Analytics API does not give impressions or their click-through rate. The Google connection reads them per video from YouTube's Reporting API (the Thumbnail Optimizer and title tests use them), but this needs the channel's daily totals: import YouTube Studio's daily channel data (Chart data.csv) with Impressions and Impressions click-through rate.";

/** Why Average Watch Time per Viewer stays empty with the Google connection alone. */
export const GOOGLE_NO_UNIQUE_VIEWERS =
  "YouTube's Analytics API does not give unique viewers, so the Google connection cannot fill this: import YouTube Studio's daily channel data (Chart data.csv) with Unique viewers and Watch time (hours).";

/** A KPI that the Google connection fills, while its import runs. */
export const GOOGLE_STILL_IMPORTING =
  "Your Google connection is still importing YouTube Analytics: this fills in when the import ends (Account Settings shows its progress).";
