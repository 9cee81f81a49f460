import { generateSampleWorld } from "~/dev/sample-world/generator";
import { sampleShiftDays } from "~/features/channel-data/index";
import type { ChannelDataset, SampleWorld } from "~/features/channel-data/index";
import { fakeMarketChannels } from "./fake-market-channels";
import { fakeSmallChannels } from "./fake-small-channels";

// Everything the offline fake of the Data API knows: the sample channel and its competitors,
// small channels at the paging edges (1, 19, 50 and 51 uploads: most creators who sign up are
// small), and channels in other niches for market searches. Only the fake reads this; the demo
// workspace is the sample world alone.
//
// The world is generated once at its fixed anchor, then moved forward by whole weeks to today,
// as demo copies are: otherwise "published in the last 30 days" would find nothing a month after
// the anchor, and every search-based tool would go quiet offline.
export function fakeYouTubeWorld(now = new Date()): SampleWorld {
  const sample = generateSampleWorld();
  const world: SampleWorld = {
    ...sample,
    competitors: [
      ...sample.competitors,
      ...fakeSmallChannels(sample.generatedAt),
      ...fakeMarketChannels(sample.generatedAt),
    ],
  };
  return shiftWorld(world, sampleShiftDays(sample.generatedAt, now));
}

const DAY_MS = 86_400_000;

export function shiftWorld(world: SampleWorld, days: number): SampleWorld {
  if (days === 0) return world;
  const at = (iso: string) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();
  const date = (ymd: string) => at(`${ymd}T00:00:00.000Z`).slice(0, 10);
  const shift = (d: ChannelDataset): ChannelDataset => ({
    channel: { ...d.channel, publishedAt: at(d.channel.publishedAt) },
    videos: d.videos.map((v) => ({ ...v, publishedAt: at(v.publishedAt) })),
    snapshots: d.snapshots.map((s) => ({ ...s, capturedAt: at(s.capturedAt) })),
    comments: d.comments.map((c) => ({ ...c, publishedAt: at(c.publishedAt) })),
    videoAnalytics: d.videoAnalytics,
    dailyAnalytics: d.dailyAnalytics.map((r) => ({ ...r, date: date(r.date) })),
  });
  return {
    ...world,
    generatedAt: at(world.generatedAt),
    own: shift(world.own),
    competitors: world.competitors.map(shift),
  };
}
