// One market search as the viewer's plan shows it: an analysis run, metered here, with Content
// Gap Analysis withheld (and named in `locked`) without the plan.
import { type Locked, type Viewer, locked, lockedText, meteredFor } from "~/features/billing/index.server";
import type { Db } from "~/lib/db/client.server";
import { analyzeQuery } from "./market.server";
import type { MarketResult } from "./result";

/**
 * Without Content Gap Analysis the gem is withheld and each summary says which plan shows it;
 * clusters, views and engagement stay.
 */
function withoutContentGaps(result: MarketResult): MarketResult {
  const title = lockedText("content-gaps").title;
  const insights = result.youtubeInsights;
  return {
    ...result,
    youtubeInsights: {
      ...insights,
      lowCompetitionGem: null,
      noPickReasons: { ...insights.noPickReasons, lowCompetitionGem: `${title}.` },
      clusters: insights.clusters.map((cluster) => ({ ...cluster, opportunitySummary: `${title}.` })),
    },
  };
}

type AnalyzeInput = Parameters<typeof analyzeQuery>[2];

/** One market search: an analysis run, metered here; the result as the viewer's plan shows it. */
export function analyzeMarket(
  env: Parameters<typeof analyzeQuery>[0],
  db: Db,
  viewer: Viewer,
  input: Omit<AnalyzeInput, "teamChannelId">,
): Promise<{ result: MarketResult; locked: Locked[] }> {
  return meteredFor(db, viewer, "content-analyzer", async () => {
    const full = await analyzeQuery(env, db, { ...input, teamChannelId: viewer.teamChannelId });
    if (viewer.can("content-gaps")) return { result: full, locked: [] };
    return {
      result: withoutContentGaps(full),
      locked: [
        locked("content-gaps", ["youtubeInsights.lowCompetitionGem", "youtubeInsights.clusters[].opportunitySummary"]),
      ],
    };
  });
}
