// The analysis of one search's videos (topics, gaps, picks, the written summaries): a use-case of
// its own so that production runs it in the engines Worker (market-analysis.remote.server.ts),
// while the search, its quota and its cache stay with the pages Worker (market.server.ts).
import { analyzeMarket, type MarketAnalysis, type MarketVideo } from "./engine";

export async function analyzeSearchVideos(input: {
  query: string;
  videos: MarketVideo[];
  now: string;
}): Promise<MarketAnalysis> {
  return analyzeMarket(input);
}
