import { Hono } from "hono";
import {
  NoChannelError,
  forecastForWorkspace,
  forecastFromHistory,
  saveForecast,
  trajectoryForecasts,
} from "~/features/forecast/forecast.server";
import { FORECAST_FAILED_ERROR, FORECAST_SIGNED_OUT_ERROR, NO_CHANNEL_ERROR } from "~/features/forecast/messages";
import { trajectoryBodySchema, videoBodySchema } from "~/features/forecast/schema";
import { getDb } from "~/lib/db/client.server";
import { featureLockedError } from "~/features/billing/entitlements";
import { hasFeature } from "~/features/billing/entitlements.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { meterAnalysis } from "./entitlements";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";
import { log } from "~/lib/log.server";

/** 1,000 videos (or 5,000 training trajectories) with their readings, written as plain JSON. */
export const MAX_FORECAST_BYTES = 8 * 1024 * 1024;

export const forecast = new Hono<ApiEnv>();

const LOCKED_VIRAL = { feature: "Viral Potential Predictor", fields: ["forecast.viralPotential"], message: featureLockedError("viral-potential") };

// POST /api/forecast/trajectory: published videos' readings so far → their views at a later age
// with an 80% range. With `training` the model learns only from it; without, from the
// workspace's own channel (and its competitors for ages the channel lacks). Nothing is stored.
forecast.post(
  "/forecast/trajectory",
  requireUser(FORECAST_SIGNED_OUT_ERROR),
  jsonBody(trajectoryBodySchema, { maxBytes: MAX_FORECAST_BYTES, describe: messageWithPath }),
  meterAnalysis("video-forecast"),
  async (c) => {
    const user = c.get("user");
    try {
      return c.json(await trajectoryForecasts(getDb(c.env), user.workspaceId, c.req.valid("json")));
    } catch (error) {
      if (error instanceof NoChannelError) return apiError(c, 404, NO_CHANNEL_ERROR);
      throw error;
    }
  },
);

// POST /api/forecast/video: a planned upload's title and topic → the spec's Forecast and its
// backtest. With `history` it is stateless (that history is the channel's past); without, the
// workspace's own channel is used and the forecast joins the page's list.
forecast.post(
  "/forecast/video",
  requireUser(FORECAST_SIGNED_OUT_ERROR),
  jsonBody(videoBodySchema, { maxBytes: MAX_FORECAST_BYTES, describe: messageWithPath }),
  meterAnalysis("video-forecast"),
  async (c) => {
    const user = c.get("user");
    const body = c.req.valid("json");
    const db = getDb(c.env);
    const now = new Date();
    try {
      const { history } = body;
      const result = history
        ? await forecastFromHistory(db, { ...body, history }, now)
        : await forecastForWorkspace(db, user.workspaceId, body, now);
      // A stateless forecast is not kept: it gets a fresh id; the workspace's joins the page's list.
      const id = history ? crypto.randomUUID() : (await saveForecast(db, user.workspaceId, result, now)).id;
      // Viral Potential Predictor (Pro and up): null without it, as when there is too little history.
      if (await hasFeature(db, user, "viral-potential")) return c.json({ forecast: { id, ...result.forecast }, backtest: result.backtest });
      return c.json({ forecast: { id, ...result.forecast, viralPotential: null }, backtest: result.backtest, locked: [LOCKED_VIRAL] });
    } catch (error) {
      if (error instanceof NoChannelError) return apiError(c, 404, NO_CHANNEL_ERROR);
      log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
      return apiError(c, 500, FORECAST_FAILED_ERROR);
    }
  },
);
