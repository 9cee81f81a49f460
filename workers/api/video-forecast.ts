import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { isAppError } from "~/lib/errors";
import { forecastTrajectories, forecastVideo } from "~/features/video-forecast/index.server";
import { FORECAST_FAILED_ERROR, FORECAST_SIGNED_OUT_ERROR } from "~/features/video-forecast/index";
import { trajectoryBodySchema, videoBodySchema } from "~/features/video-forecast/index.server";
import { getDb } from "~/lib/db/client.server";
import { lockedForApi, viewerOf } from "~/features/billing/index.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";
import { jsonBody, messageWithPath } from "./validate";
import { log } from "~/lib/log.server";

/** 1,000 videos (or 5,000 training trajectories) with their readings, written as plain JSON. */
export const MAX_FORECAST_BYTES = 8 * 1024 * 1024;

export const forecast = new Hono<ApiEnv>();

// POST /api/forecast/trajectory: published videos' readings so far → their views at a later age
// with an 80% range. With `training` the model learns only from it; without, from the
// workspace's own channel (and its competitors for ages the channel lacks). Nothing is stored.
forecast.post(
  "/forecast/trajectory",
  requireUser(FORECAST_SIGNED_OUT_ERROR),
  jsonBody(trajectoryBodySchema, { maxBytes: MAX_FORECAST_BYTES, describe: messageWithPath }),
  async (c) => {
    const db = getDb(c.env);
    // One analysis run, metered by the use-case: 402 past a free account's one analysis. A
    // refusal (no channel) is thrown as an AppError and answered by apiOnError.
    const run = await forecastTrajectories(db, await viewerOf(db, c.get("user")), c.req.valid("json"));
    return c.json({ ...run, estimates: estimatesIn("forecasts[]") });
  },
);

// POST /api/forecast/video: a planned upload's title and topic → the spec's Forecast and its
// backtest. With `history` it is stateless (that history is the channel's past); without, the
// workspace's own channel is used and the forecast joins the page's list.
forecast.post(
  "/forecast/video",
  requireUser(FORECAST_SIGNED_OUT_ERROR),
  jsonBody(videoBodySchema, { maxBytes: MAX_FORECAST_BYTES, describe: messageWithPath }),
  async (c) => {
    const db = getDb(c.env);
    const now = new Date();
    try {
      // Metered by the use-case (402 past a free account's one analysis). A stateless forecast
      // gets a fresh id; the workspace's joins the page's list. Viral Potential Predictor (Pro
      // and up): null without it, as when there is too little history, and `locked` says why.
      const {
        forecast: result,
        backtest,
        locked,
      } = await forecastVideo(db, await viewerOf(db, c.get("user"), now), c.req.valid("json"), now);
      // The whole forecast and its backtest are computed by Vidwise, not reported by YouTube.
      const estimates = estimatesIn("forecast", "backtest");
      return c.json(
        locked.length > 0
          ? { forecast: result, backtest, locked: lockedForApi(locked), estimates }
          : { forecast: result, backtest, estimates },
      );
    } catch (error) {
      if (isAppError(error)) throw error; // a refusal: answered by apiOnError
      log.error("api.failed", { requestId: c.get("requestId"), path: c.req.path, error });
      return apiError(c, 500, FORECAST_FAILED_ERROR);
    }
  },
);
