// Reports' words: the weekly digest's opt-in and unsubscribe, the report branding.
export const DIGEST_INTENT = "weekly-digest";
export const BRANDING_INTENT = "report-branding";

export const DIGEST_EXPLAINED =
  "Every Monday morning (the workspace owner's time zone, UTC if none is set): last week's uploads and views, the best upload against the channel's median, what viewers asked for and the next ideas.";
export const DIGEST_ON = "You will get the weekly digest of this workspace.";
/** Opted in with an unconfirmed address: the digest goes to confirmed addresses only (digest.server.ts). */
export const DIGEST_ON_UNCONFIRMED =
  "Saved. The weekly digest goes to confirmed addresses only: none is sent to you until you confirm your email address.";
/** The card's note for an unconfirmed address, opted in or not. */
export const DIGEST_UNCONFIRMED_NOTE = "The digest goes to confirmed addresses only: confirm yours to receive it.";
export const DIGEST_UNCONFIRMED_SUBSCRIBED =
  "You are opted in, but no digest is sent until you confirm your email address (the link we mailed you, or a new one from this page).";
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

// The client report's link: a client opens it signed out (the report page's "Share with your client").
export const SHARE_CREATE_INTENT = "share-create";
export const SHARE_REVOKE_INTENT = "share-revoke";
export const SHARE_RENEW_INTENT = "share-renew";
/**
 * How long a link works after it is made or renewed: a client's quarter (the longest period a
 * report covers is 90 days), so a link sent and forgotten does not publish a workspace's figures
 * for ever, while a client who reads it regularly is one click away from another 90 days.
 */
export const SHARE_LINK_DAYS = 90;
export const SHARE_EXPLAINED =
  "Send your client a link to this report: it opens without signing in and shows this channel over this period, with figures read fresh each time it is opened, and nothing else of this workspace.";
export const SHARE_CREATED = `Anyone with this link can open the report without signing in, for ${SHARE_LINK_DAYS} days unless you renew it here. Copy it now: it is shown only once.`;
/** The renewal's answer: the same address works until `until` (a date, YYYY-MM-DD). */
export const shareRenewed = (until: string) =>
  `The link works for ${SHARE_LINK_DAYS} more days, until ${until}: your client keeps the same address.`;
/** A link's standing on the report page: until when it works, or since when it does not. */
export const shareWorksUntil = (until: string) => `The link works until ${until} (UTC).`;
export const shareExpiredOn = (on: string) =>
  `The link expired on ${on} (UTC): renew it to make the same address work again, or make a new one.`;
/** Why a link can stop without anyone stopping it, said once beside the forms. */
export const SHARE_LIFETIME_NOTE = `A link works for ${SHARE_LINK_DAYS} days after it is made or renewed, and stops when the person who made it leaves this workspace.`;
export const SHARE_REPLACE_NOTE = "A new link replaces the current one: the link you sent before stops working.";
export const SHARE_REVOKED = "The link stopped working: opening it now answers that the report is not shared.";
export const SHARE_NOT_SHARED = "This report is not shared by link.";
export const SHARE_ROLE_NOTE = "Owners and managers can share this report with a link.";
export const SHARE_DEMO = "The demo cannot share reports: create an account to send one to a client.";
export const SHARE_NO_CHANNEL = "Connect a channel first: a shared report shows one channel.";
export const SHARE_FAILED = "The link could not be changed. Please try again.";

/** What a link that does not (or no longer) open a report says: nothing about whose it was. */
export const SHARED_REPORT_GONE =
  "This report link does not work: it expired, was stopped or replaced by a newer link, or never existed. Ask whoever sent it for a new one.";

export const CHANNEL_PICKER_LABEL = "Channel";
