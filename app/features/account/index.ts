// Account's public entry (platform tier; client-safe): what other features read of the account.
export { DEFAULT_TOPIC } from "./messages";
