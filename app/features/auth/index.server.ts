// Auth's public entry for server code (platform tier): other features import this file only.
export { mustConfirmEmail, VERIFY_REQUIRED } from "./email-verification.server";
export { confirmPassword, deleteStaleThrottles, LOCKED_MESSAGE, type PasswordConfirmation } from "./lockout.server";
export { claimShowcaseUser } from "./accounts.server";
