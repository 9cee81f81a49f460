import type {
  ChannelDataset,
  ChannelRecord,
  CommentRecord,
  SampleWorld,
  VideoRecord,
  VideoStatsSnapshot,
} from "~/features/channel-data/index";

// A small hand-built SampleWorld for the YouTube client's and fake API's tests: independent of
// the real sample generator, and shaped to hit the edges (paging past 50 and 100, hidden counts,
// odd durations, comments turned off, threads with more replies than YouTube includes inline).

export const TINY_NOW = "2026-03-01T12:00:00.000Z";
const DAY = 86_400_000;

export function channelId(n: number): string {
  return `UC${String(n).padStart(22, "0")}`;
}

export function videoId(channel: number, n: number): string {
  return `v${channel}${String(n).padStart(9, "0")}`;
}

/** Special videos of the own channel, by index. */
export const TINY = {
  ownId: channelId(1),
  rivalId: channelId(2),
  emptyId: channelId(3),
  uploads: 120,
  /** 45 s: a Short. */
  short: videoId(1, 0),
  /** 1 h 2 min 3 s; 130 comment threads; one thread with 7 replies, one with 2. */
  long: videoId(1, 1),
  /** Exactly 60 s: still a Short. */
  sixty: videoId(1, 2),
  /** 61 s: long-form. */
  sixtyOne: videoId(1, 3),
  /** P0D: a live broadcast. */
  live: videoId(1, 4),
  /** More than a day long. */
  dayLong: videoId(1, 5),
  /** Comments turned off (commentCount null). */
  noComments: videoId(1, 7),
  threadsOnLong: 130,
  bigThread: "Ugz-thread-0000",
  smallThread: "Ugz-thread-0001",
} as const;

const DURATIONS: Record<number, number> = { 0: 45, 1: 3723, 2: 60, 3: 61, 4: 0, 5: 90_061 };

function ownChannel(): ChannelRecord {
  return {
    youtubeId: TINY.ownId,
    title: "Tiny Tech",
    handle: "tinytech",
    description: "Small reviews of small gadgets.",
    country: "GB",
    publishedAt: "2019-05-01T10:00:00Z",
    thumbnailUrl: "https://yt3.ggpht.com/tinytech.jpg",
    subscriberCount: 12_345,
    viewCount: 9_876_543,
    videoCount: TINY.uploads,
    uploadsPlaylistId: `UU${TINY.ownId.slice(2)}`,
  };
}

function ownVideos(): VideoRecord[] {
  const videos: VideoRecord[] = [];
  for (let n = 0; n < TINY.uploads; n++) {
    const durationSeconds = DURATIONS[n] ?? 300 + n;
    videos.push({
      youtubeId: videoId(1, n),
      channelYoutubeId: TINY.ownId,
      title: n === 1 ? "Tom & Jerry's phone: a review" : `Gadget review ${n}`,
      description: n % 2 === 0 ? `Review number ${n} of a gadget.` : "",
      tags: n % 3 === 0 ? ["gadgets", `tag${n}`] : [],
      publishedAt: new Date(Date.parse(TINY_NOW) - (n + 1) * DAY).toISOString(),
      durationSeconds,
      categoryId: n % 4 === 0 ? null : "28",
      thumbnailUrl: n % 5 === 0 ? null : `https://i.ytimg.com/vi/${videoId(1, n)}/hqdefault.jpg`,
      isShort: durationSeconds > 0 && durationSeconds <= 60,
    });
  }
  return videos;
}

function snapshotsFor(videos: VideoRecord[]): VideoStatsSnapshot[] {
  const snapshots: VideoStatsSnapshot[] = [];
  videos.forEach((video, n) => {
    // An older snapshot first: the fake must serve the latest one.
    snapshots.push({
      videoYoutubeId: video.youtubeId,
      capturedAt: "2026-02-01T00:00:00.000Z",
      viewCount: 1,
      likeCount: 1,
      commentCount: 1,
    });
    snapshots.push({
      videoYoutubeId: video.youtubeId,
      capturedAt: TINY_NOW,
      viewCount: 1_000 + n * 7,
      likeCount: n % 10 === 9 ? null : 50 + n,
      commentCount:
        video.youtubeId === TINY.noComments ? null : video.youtubeId === TINY.long ? TINY.threadsOnLong + 9 : n,
    });
  });
  return snapshots;
}

function ownComments(): CommentRecord[] {
  const comments: CommentRecord[] = [];
  const base = Date.parse(TINY_NOW) - 10 * DAY;
  for (let n = 0; n < TINY.threadsOnLong; n++) {
    comments.push({
      youtubeId: `Ugz-thread-${String(n).padStart(4, "0")}`,
      videoYoutubeId: TINY.long,
      parentYoutubeId: null,
      authorName: `Viewer ${n}`,
      authorChannelId: n % 7 === 0 ? null : channelId(1000 + n),
      text: n === 0 ? "Great video!\nLoved the <b>part</b> about batteries & chargers" : `Comment ${n}`,
      likeCount: n % 13,
      publishedAt: new Date(base + n * 60_000).toISOString(),
    });
  }
  const replies = (parent: string, count: number) => {
    for (let r = 0; r < count; r++) {
      comments.push({
        youtubeId: `${parent}.reply${r}`,
        videoYoutubeId: TINY.long,
        parentYoutubeId: parent,
        authorName: `Replier ${r}`,
        authorChannelId: channelId(5000 + r),
        text: `Reply ${r}`,
        likeCount: r,
        publishedAt: new Date(base + DAY + r * 60_000).toISOString(),
      });
    }
  };
  replies(TINY.bigThread, 7);
  replies(TINY.smallThread, 2);
  return comments;
}

function rival(): ChannelDataset {
  const channel: ChannelRecord = {
    youtubeId: TINY.rivalId,
    title: "Rival Cooking",
    handle: "rivalcooking",
    description: "Cooking for busy people.",
    country: null,
    publishedAt: "2020-01-01T00:00:00Z",
    thumbnailUrl: null,
    subscriberCount: null,
    viewCount: 5_000,
    videoCount: 3,
    uploadsPlaylistId: `UU${TINY.rivalId.slice(2)}`,
  };
  const videos: VideoRecord[] = [0, 1, 2].map((n) => ({
    youtubeId: videoId(2, n),
    channelYoutubeId: TINY.rivalId,
    title: ["Quick pasta dinner", "Five minute omelette", "Batch cooking basics"][n]!,
    description: "A recipe for weeknights.",
    tags: ["cooking", "recipes"],
    publishedAt: new Date(Date.parse(TINY_NOW) - (n + 2) * 3 * DAY).toISOString(),
    durationSeconds: 600,
    categoryId: "26",
    thumbnailUrl: null,
    isShort: false,
  }));
  return { channel, videos, snapshots: snapshotsFor(videos), comments: [], videoAnalytics: [], dailyAnalytics: [] };
}

function empty(): ChannelDataset {
  const channel: ChannelRecord = {
    youtubeId: TINY.emptyId,
    title: "Nothing Yet",
    handle: null,
    description: "",
    country: null,
    publishedAt: "2025-01-01T00:00:00Z",
    thumbnailUrl: null,
    subscriberCount: 0,
    viewCount: 0,
    videoCount: 0,
    uploadsPlaylistId: `UU${TINY.emptyId.slice(2)}`,
  };
  return { channel, videos: [], snapshots: [], comments: [], videoAnalytics: [], dailyAnalytics: [] };
}

export function buildTinyWorld(): SampleWorld {
  const videos = ownVideos();
  return {
    generatedAt: TINY_NOW,
    seed: 1,
    own: {
      channel: ownChannel(),
      videos,
      snapshots: snapshotsFor(videos),
      comments: ownComments(),
      videoAnalytics: [],
      dailyAnalytics: [],
    },
    competitors: [rival(), empty()],
  };
}
