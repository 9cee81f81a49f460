// rpm-booster's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { RPM_ERROR_TITLE, RPM_FAILED_ERROR, UNKNOWN_ACTION_ERROR, RPM_SIGNED_OUT_ERROR } from "./messages";
export { MISSING_ALL } from "./engine";
