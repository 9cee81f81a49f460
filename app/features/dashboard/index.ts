// dashboard's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { DASHBOARD_SIGNED_OUT_ERROR } from "./messages";
