// forecast's public entry for browser-safe code: the edges (pages, Workers) and other features import this file only.
export { FORECAST_ERROR_TITLE, FORECAST_FAILED_ERROR, FORECAST_SIGNED_OUT_ERROR } from "./messages";
export { MAX_TITLE_LENGTH, MAX_TOPIC_LENGTH } from "./limits";
export { forecastFormBlocker } from "./form-readiness";
