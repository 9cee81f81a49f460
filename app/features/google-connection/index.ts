// google-connection's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { ALLOW_CHANGES_LABEL, GOOGLE_DISCONNECT_INTENT, GOOGLE_MESSAGES } from "./messages";
// What fills in when, in the tools that read each upload's first week or the channel's impressions.
export {
  type FirstWeekSource,
  firstWeekFillsIn,
  GOOGLE_NO_IMPRESSIONS,
  GOOGLE_NO_UNIQUE_VIEWERS,
  GOOGLE_STILL_IMPORTING,
} from "./messages";
