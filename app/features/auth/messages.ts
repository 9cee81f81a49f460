// Words and limits of the account forms (spec §5, §9), kept free of zod so pages can import them.
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long.";
export const LOGIN_FAILED = "Login failed. Please try again.";
export const LOGIN_ERROR = "An error occurred during login. Please try again.";
export const SIGNUP_FAILED = "Sign up failed. Please try again.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
export const RESET_REQUESTED =
  "If an account exists for that email, we have sent it a link to reset the password. The link works once, for one hour.";
export const RESET_INVALID = "This reset link is invalid or has expired. Ask for a new one.";

export const DEMO_BUSY = "Too many demos started from your address. Please wait a minute and try again.";

// An email locked by failures from many places (features/auth/lockout.server.ts). The answer is
// the same whether the password was right or not, so the lock cannot be used to test passwords.
export const LOCKED_EVERYWHERE =
  "This account is locked after too many failed log-ins from many places, so a password alone cannot sign in for now. If the password you typed is right, we have emailed you a one-time sign-in link: open it within 15 minutes to log in.";
export const SIGN_IN_LINK_REQUESTED =
  "If this email has an account, we have emailed it a one-time sign-in link. It works once, for 15 minutes.";
export const SIGN_IN_LINK_NOT_LOCKED =
  "Sign-in links are sent only while an account is locked by failed log-ins from many places. Log in with your password, or use Forgot password?";
export const SIGN_IN_LINK_INVALID =
  "This sign-in link is invalid, already used or expired. Log in again to get a new one.";
