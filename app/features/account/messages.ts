// The account page's words (spec §5, §8 and the accounts issue), free of zod for the page.
export const ACCOUNT_MESSAGES = {
  topicUpdated: "Topic updated successfully!",
  settingsFailed: "Failed to update settings. Please try again.",
  passwordsDiffer: "New passwords do not match.",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordUpdated: "Password updated successfully!",
  passwordFailed: "Failed to update password. Please try again.",
  currentWrong: "Your current password is incorrect. Nothing was changed.",
  fillAll: "Please fill in your current password, the new one and its confirmation.",
  demoNoPassword: "Demo accounts have no password. Create a real account to set one.",
  othersSignedOut: "Signed out of every other session.",
  othersAndAppsSignedOut:
    "Signed out of every other session, disconnected every application and revoked every API token.",
  fillNew: "Please fill in the new password and its confirmation.",
  noPasswordYet:
    "Your account has no password: a sign-in link confirmed your address, and the password set before that no longer works. Choose one to sign in with.",
  deleteNeedsPassword: "Set a password first (above), then type it here to confirm.",
  deleteConfirm: "Your password is incorrect. Nothing was deleted.",
  verificationSent: "A new link is on its way. It works once, for 24 hours.",
  deleteDemo: "Demo workspaces delete themselves when you log out of the demo.",
  /** On the page a deleted account lands on (/landing?account=deleted), in the privacy page's words. */
  accountDeleted: "Your account and its data were deleted.",
  accountDeletedDetail:
    "Your workspace and everything it held are gone from our main database, and you are signed out. The separate store of your channel's data is emptied by a job that runs every hour.",
  deleteCancelsSubscription:
    "An active subscription is cancelled immediately at Stripe when you delete your account: you will not be charged again.",
} as const;

/** Where a deleted account lands: the home page, with the flag that shows the confirmation. */
export const ACCOUNT_DELETED_PATH = "/landing?account=deleted";

export const DEFAULT_TOPIC = "content creation";
