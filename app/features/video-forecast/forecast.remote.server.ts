// The pages Worker's forecast.server.ts in production: every forecast, the page's list with its
// backtest and the latest uploads' projections run in the engines Worker (scripts/engine-twins.ts,
// docs/decisions/005-worker-size.md). Saving a forecast is a plain D1 write and stays here.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./forecast.engines.server";

export {
  type ChannelData,
  type ForecastPageData,
  type ForecastStats,
  type LatestUpload,
  type NextUploadNorm,
  REPLAY_UPLOADS,
  type ReplayedForecast,
  saveForecast,
  type StoredForecast,
  type TrajectoryAnswer,
  type UploadStatus,
  type VideoForecastAnswer,
} from "./forecast.engines.server";

export const trajectoryForecasts: typeof local.trajectoryForecasts = (_db, ...args) =>
  callEngine("video-forecast.trajectoryForecasts", args);
export const forecastFromHistory: typeof local.forecastFromHistory = (_db, ...args) =>
  callEngine("video-forecast.forecastFromHistory", args);
export const forecastForWorkspace: typeof local.forecastForWorkspace = (_db, ...args) =>
  callEngine("video-forecast.forecastForWorkspace", args);
export const forecastPage: typeof local.forecastPage = (_db, ...args) =>
  callEngine("video-forecast.forecastPage", args);
export const latestUploadsFor: typeof local.latestUploadsFor = (_db, ...args) =>
  callEngine("video-forecast.latestUploadsFor", args);
export const nextUploadNormFor: typeof local.nextUploadNormFor = (_db, ...args) =>
  callEngine("video-forecast.nextUploadNormFor", args);
export const replayForecasts: typeof local.replayForecasts = (_db, ...args) =>
  callEngine("video-forecast.replayForecasts", args);
