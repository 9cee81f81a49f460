// Reports' words (issue 41): the weekly digest's opt-in and unsubscribe, the report branding.
export const DIGEST_INTENT = "weekly-digest";
export const BRANDING_INTENT = "report-branding";

export const DIGEST_EXPLAINED =
  "Every Monday morning (the workspace owner's time zone, UTC if none is set): last week's uploads and views, the best upload against the channel's median, what viewers asked for and the next ideas.";
export const DIGEST_ON = "You will get the weekly digest of this workspace.";
export const DIGEST_OFF = "You will no longer get the weekly digest of this workspace.";
export const DIGEST_DEMO = "The demo gets no email.";
export const DIGEST_FAILED = "Your choice could not be saved. Please try again.";

export const UNSUBSCRIBE_MALFORMED = "This unsubscribe link is not valid. Copy the whole link from the email.";
export const UNSUBSCRIBE_UNKNOWN =
  "This unsubscribe link is no longer valid: a newer digest has its own link, or you already unsubscribed.";
export const UNSUBSCRIBE_CONFIRM = "Stop sending me the weekly digest of this workspace.";
export const UNSUBSCRIBED = "You are unsubscribed from the weekly digest. You can opt in again in Account Settings.";

export const BRANDING_SAVED = "Report branding saved: client reports carry it.";
export const BRANDING_CLEARED = "Report branding removed: client reports carry Vidwise's name.";
export const BRANDING_NAME_TOO_LONG = "The agency name can be at most 80 characters.";
export const BRANDING_NAME_MISSING = "Enter the agency's name (or leave both fields empty to remove the branding).";
export const BRANDING_LOGO_INVALID = "The logo must be an https:// address of an image (at most 500 characters).";
export const BRANDING_NOT_ON_PLAN =
  "White-label client reports are included with Pro and Creator+. Choose a plan at /pricing; until then reports carry Vidwise's name.";
export const BRANDING_DEMO = "The demo cannot change report branding.";

export const PERIOD_INVALID = "Choose a period of 7, 28 or 90 days.";
