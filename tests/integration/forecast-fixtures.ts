// A small own channel written straight into D1 (its videos and snapshots into the workspace's own store) for
// the forecaster's tests: `videos` uploads a week apart, each with readings at growing ages that
// follow a power law of age.
import { env } from "cloudflare:test";
import { storeChannelData } from "~/features/channel-data/store-writes.server";
import type { VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/index";
import { getDb } from "~/lib/db/client.server";

const HOUR_MS = 3_600_000;
export const READING_HOURS = [1, 3, 6, 12, 24, 48, 96, 168, 336, 672, 1_344];

/** Views of upload `i` at `hours` after publication: a·(1+h)^0.6, `scale` sets the channel's size. */
export const viewsAt = (i: number, hours: number, scale = 100) =>
  Math.round(scale * (1 + (i % 5) * 0.3) * Math.pow(1 + hours, 0.6));

export async function seedOwnChannel(
  teamChannelId: string,
  { videos = 30, scale = 100, channelId = "UCforecast0000000000000", prefix = "fc", now = Date.now() } = {},
) {
  const statements = [
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id, subscriber_count) VALUES (?, ?, 'own', 'Forecast Test', ?, 5000)",
    ).bind(teamChannelId, channelId, `UU${channelId.slice(2)}`),
  ];
  const snapshots: VideoStatsSnapshot[] = [];
  const records: VideoRecord[] = [];
  const latest = new Map<string, VideoStatsSnapshot>();
  for (let i = 0; i < videos; i++) {
    const id = `${prefix}${String(i).padStart(9, "0")}`;
    const publishedAt = now - (videos - i) * 7 * 24 * HOUR_MS + 12 * HOUR_MS;
    const ages = READING_HOURS.filter((h) => publishedAt + h * HOUR_MS <= now);
    const last = ages.at(-1) ?? 0;
    const title = `${prefix} upload number ${i} about home servers`;
    records.push({
      youtubeId: id,
      channelYoutubeId: channelId,
      publishedAt: new Date(publishedAt).toISOString(),
      title,
      description: "",
      tags: [],
      durationSeconds: 600,
      categoryId: null,
      thumbnailUrl: null,
      isShort: false,
    });
    latest.set(id, {
      videoYoutubeId: id,
      capturedAt: new Date(now).toISOString(),
      viewCount: viewsAt(i, last, scale),
      likeCount: 10,
      commentCount: 2,
    });
    for (const h of ages) {
      const views = viewsAt(i, h, scale);
      snapshots.push({
        videoYoutubeId: id,
        capturedAt: new Date(publishedAt + h * HOUR_MS).toISOString(),
        viewCount: views,
        likeCount: Math.round(views / 50),
        commentCount: Math.round(views / 400),
      });
    }
  }
  await env.DB.batch(statements);
  await storeChannelData(getDb(env), teamChannelId, {
    channel: { id: channelId, role: "own" },
    videos: records,
    latest,
    snapshots,
  });
}

/** A training trajectory for the API: readings at READING_HOURS. */
export const trajectory = (i: number, scale = 100) => ({
  points: READING_HOURS.map((hours) => ({ hours, views: viewsAt(i, hours, scale) })),
});

/** Past uploads for POST /api/forecast/video's `history`, a week apart, oldest first. */
export function historyOf(count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const publishedAt = now - (count - i) * 7 * 24 * HOUR_MS;
    return {
      title: i % 3 === 0 ? `How to build a home server ${i}` : `My desk setup tour part ${i}`,
      publishedAt: new Date(publishedAt).toISOString(),
      views: Math.round((i % 3 === 0 ? 3000 : 1500) * (1 + (i % 4) * 0.1)),
      durationSeconds: 600,
    };
  });
}
