// Forecast's public entry (insight engine): forecasts and the latest uploads' trajectories.
export {
  forecastForWorkspace,
  type LatestUpload,
  latestUploadsFor,
  type NextUploadNorm,
  nextUploadNormFor,
} from "./forecast.engines.server";
// The track record's replay: forecasts at past dates on the data known then.
export { REPLAY_UPLOADS, type ReplayedForecast, replayForecasts } from "./forecast.engines.server";
export { forecastPageFor, forecastVideo, forecastTitle, forecastTrajectories } from "./viewer-forecasts.server";
export { copyForecasts } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { type StoredForecast, forecastFromHistory, forecastPage, trajectoryForecasts } from "./forecast.engines.server";
export { parseForecastForm, trajectoryBodySchema, videoBodySchema } from "./schema";
