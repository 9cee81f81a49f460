// Auth's public entry for client-safe values (platform tier).
export { MIN_PASSWORD_LENGTH } from "./messages";

// What the pages and Workers (the edges) import of this feature.
export {
  RESET_REQUESTED,
  TOO_MANY_ATTEMPTS,
  LOCKED_EVERYWHERE,
  LOGIN_ERROR,
  LOGIN_FAILED,
  SIGN_IN_LINK_NOT_LOCKED,
  SIGN_IN_LINK_REQUESTED,
  SIGNUP_FAILED,
  RESET_INVALID,
  SIGN_IN_LINK_INVALID,
  DEMO_BUSY,
} from "./messages";
