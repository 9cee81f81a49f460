// The track record's words (browser-safe).
export const TRACK_RECORD_SIGNED_OUT_ERROR = "Please sign in to see your track record.";
export const TRACK_RECORD_FAILED_ERROR = "The track record could not be read just now. Please try again.";
export const NO_CHANNEL_TEXT =
  "Connect your YouTube channel in Account Settings: the track record scores each forecast and idea against the upload it became, read from your channel's view counts.";
export const UNKNOWN_CHANNEL_ERROR = "That channel is not connected to this workspace.";
export const UNKNOWN_SUGGESTION_ERROR = "That suggestion is not in your track record.";
export const UNKNOWN_UPLOAD_ERROR = "That upload is not one of your channel's uploads from after the suggestion.";
export const INVALID_FORM_ERROR = "Choose a suggestion and what it became.";
export const REPLAYED_NOTE =
  "Replayed: the forecaster was run at a past date on the sample channel with only the data known then, on the title the upload went up with; nothing here was typed in.";
