// Auth's public entry for server code (platform tier): other features import this file only.
export { mustConfirmEmail, VERIFY_REQUIRED } from "./email-verification.server";
export { confirmPassword, deleteStaleThrottles, LOCKED_MESSAGE, type PasswordConfirmation } from "./lockout.server";
export { claimShowcaseUser } from "./accounts.server";

// What the pages and Workers (the edges) import of this feature.
export { sendResetLink, completeReset, findUsableReset } from "./password-reset.server";
export {
  checkCredentials,
  ACCOUNT_EXISTS,
  createAccount,
  deleteDemoWorkspace,
  DEFAULT_MAX_LIVE_DEMOS,
  lookAlikeSessionCookie,
  createDemoAccount,
  reclaimOldestDemos,
} from "./accounts.server";
export { clearFailures, lockState, recordFailure } from "./lockout.server";
export { sendSignInLink, findUsableSignInLink, spendSignInLink } from "./sign-in-link.server";
export { sendVerificationLink, verifyEmail } from "./email-verification.server";
export { loginSchema, signInLinkSchema, signupSchema } from "./schema";
