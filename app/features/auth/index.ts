// Auth's public entry for client-safe values (platform tier).
export { MIN_PASSWORD_LENGTH } from "./messages";
