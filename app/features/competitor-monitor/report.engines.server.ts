// Competitor Monitor's report: the engine's analysis of the active competitors' recent uploads.
// Pure work on a few hundred uploads, so in production it runs in the engines Worker (its twin,
// report.remote.server.ts; docs/decisions/005-worker-size.md).
import { activeCompetitorDatasets } from "~/features/channel-data/index.server";
import type { Db } from "~/lib/db/client.server";
import { type CompetitorAnalysis, type CompetitorVideo, analyzeCompetitorVideos } from "./engine";

/** The report reads each channel's most recent uploads only: enough for 30-upload baselines. */
export const REPORT_UPLOADS_PER_CHANNEL = 50;
/** Descriptions are clipped for the page; the cards show a short excerpt. */
const DESCRIPTION_CHARS = 300;

export type CompetitorReport = {
  stats: CompetitorAnalysis["stats"];
  /** Sorted by outlier score, strongest first; descriptions clipped. */
  videos: CompetitorVideo[];
  activeChannels: number;
};

/**
 * The engine's analysis of the active competitors' recent uploads: each channel's newest 50
 * uploads with their snapshots, thinned by channel data (activeCompetitorDatasets).
 */
export async function competitorReport(
  db: Db,
  teamChannelId: string,
  now = new Date(),
  timeZone = "UTC",
): Promise<CompetitorReport> {
  const inputs = await activeCompetitorDatasets(db, teamChannelId, REPORT_UPLOADS_PER_CHANNEL);
  const analysis = analyzeCompetitorVideos({ channels: inputs, now: now.toISOString(), timeZone });
  return {
    stats: analysis.stats,
    videos: analysis.videos.map((v) => ({ ...v, description: clip(v.description, DESCRIPTION_CHARS) })),
    activeChannels: inputs.length,
  };
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
