// Account's public entry (platform tier; client-safe): what other features read of the account.
export { DEFAULT_TOPIC } from "./messages";

// What the pages and Workers (the edges) import of this feature.
export { ACCOUNT_DELETED_PATH, ACCOUNT_MESSAGES } from "./messages";
