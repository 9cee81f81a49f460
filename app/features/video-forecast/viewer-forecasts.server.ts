// The use-cases the Video Forecast page, /api/forecast/* and the assistant call. The Viral
// Potential Predictor (Pro and up) is the forecast's viralPotential: without the plan it is null,
// as when there is too little history, and `locked` says which plan shows it. Runs are metered
// here (a free account has one analysis).
import { type Locked, type Viewer, locked, meteredFor } from "~/features/billing/index.server";
import { recordSuggestions } from "~/features/track-record/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import {
  type ForecastPageData,
  type StoredForecast,
  forecastForWorkspace as forecastOwnChannel,
  forecastFromHistory,
  forecastPage,
  saveForecast,
  trajectoryForecasts,
} from "./forecast.engines.server";
import type { Forecast } from "./engine/types";
import type { TrajectoryBody, VideoBody } from "./schema";

const LOCKED_VIRAL = () => locked("viral-potential", ["forecast.viralPotential"]);

function forViewer<T extends { forecast: Forecast }>(viewer: Viewer, item: T): T {
  return viewer.can("viral-potential") ? item : { ...item, forecast: { ...item.forecast, viralPotential: null } };
}

/** The page's data: stored forecasts with viral potential only for a plan that includes it. */
export async function forecastPageFor(
  db: Db,
  viewer: Viewer,
  now: Date,
): Promise<ForecastPageData & { viralIncluded: boolean; locked: Locked[] }> {
  const page = await forecastPage(db, viewer.teamChannelId, now);
  const viralIncluded = viewer.can("viral-potential");
  return {
    ...page,
    forecasts: page.forecasts.map((item) => forViewer(viewer, item)),
    viralIncluded,
    locked: viralIncluded ? [] : [LOCKED_VIRAL()],
  };
}

/**
 * A planned upload's forecast. With `history` it is stateless (a fresh id, nothing stored);
 * without, the workspace's own channel is read and the forecast joins the page's list.
 */
export function forecastVideo(
  db: Db,
  viewer: Viewer,
  body: Pick<VideoBody, "title" | "topic"> & { history?: VideoBody["history"] },
  now: Date,
): Promise<{
  forecast: StoredForecast["forecast"] & { id: string };
  backtest: StoredForecast["backtest"];
  locked: Locked[];
}> {
  return meteredFor(db, viewer, "video-forecast", async () => {
    const { history } = body;
    const result = history
      ? await forecastFromHistory(
          db,
          { ...body, history } as VideoBody & { history: NonNullable<VideoBody["history"]> },
          now,
        )
      : await forecastOwnChannel(db, viewer.teamChannelId, body, now);
    const id = history ? crypto.randomUUID() : (await saveForecast(db, viewer.teamChannelId, result, now)).id;
    // The track record keeps every forecast of the own channel with its date; a
    // stateless forecast of a history sent in the request is about no channel of ours.
    if (!history && result.basis !== "none") {
      const { min, expected, max } = result.forecast.predictedViews;
      const chance = result.forecast.successProbability;
      // The best time to publish, when the forecast advised one ("Publish … instead"), is kept too.
      const slot = "details" in result ? result.details.bestSlot : null;
      const advised =
        slot && result.forecast.recommendations.some((r) => r.startsWith(`Publish ${slot.label} instead`));
      await recordSuggestions(db, viewer.teamChannelId, [
        {
          kind: "forecast",
          title: result.forecast.title,
          topic: result.forecast.topic,
          low: min,
          expected,
          high: max,
          chance: chance === null ? null : chance / 100,
          source: "Video Forecast",
          madeAt: now,
        },
        ...(advised
          ? [
              {
                kind: "publish-time" as const,
                title: `Publish ${slot.label}`,
                topic: result.forecast.title,
                source: "Video Forecast",
                madeAt: now,
              },
            ]
          : []),
      ]).catch((error: unknown) => log.error("track-record.record-failed", { tool: "video-forecast", error }));
    }
    const shown = forViewer(viewer, { forecast: { id, ...result.forecast }, backtest: result.backtest });
    return { ...shown, locked: viewer.can("viral-potential") ? [] : [LOCKED_VIRAL()] };
  });
}

/**
 * A proposed title's forecast on the workspace's own channel, for the assistant and MCP: nothing is
 * stored, but it is one analysis run under the same meter as POST /api/forecast/video, so no door
 * gives a free account more forecasts than another. `spendFree: false` (a connected application,
 * whose consent page promises it cannot use the free analysis) refuses instead of spending it.
 */
export function forecastTitle(
  db: Db,
  viewer: Viewer,
  body: { title: string; topic: string },
  now: Date,
  options: { spendFree?: boolean } = {},
): Promise<{ forecast: Forecast }> {
  return meteredFor(
    db,
    viewer,
    "video-forecast",
    async () =>
      forViewer(viewer, { forecast: (await forecastOwnChannel(db, viewer.teamChannelId, body, now)).forecast }),
    undefined,
    options,
  );
}

/** Published videos' views at a later age: one analysis run, metered here; nothing is stored. */
export function forecastTrajectories(
  db: Db,
  viewer: Viewer,
  body: TrajectoryBody,
): Promise<Awaited<ReturnType<typeof trajectoryForecasts>>> {
  return meteredFor(db, viewer, "video-forecast", () => trajectoryForecasts(db, viewer.teamChannelId, body));
}
