import { IdFactory, thumbnailUrl } from "~/dev/sample-world/ids";
import { Random } from "~/dev/sample-world/random";
import type { ChannelDataset, CommentRecord, VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/index";

// Small channels for the offline fake, sized at the edges of the Data API's paging: 1 upload,
// 19 (a real creator's channel that once synced no comments), 50 (exactly one page of
// playlistItems) and 51 (one more page). Most creators who sign up look like these, not like the
// three-year sample channel. Deterministic: a seeded generator, times counted back from the
// sample's anchor.

const DAY = 86_400_000;

export const FAKE_SMALL_CHANNELS = [
  { handle: "oneupload-sample", title: "One Upload Workshop", uploads: 1 },
  { handle: "nineteen-sample", title: "Nineteen Builds", uploads: 19 },
  { handle: "fifty-sample", title: "Fifty Fixes", uploads: 50 },
  { handle: "fiftyone-sample", title: "Fifty One Repairs", uploads: 51 },
] as const;

/**
 * Stand-ins for a few well-known handles, so a link to a real channel (the README's walk-through,
 * a check that adds "youtube.com/@vox") connects offline too. Generated like the small channels
 * above; the title says it is not the real channel. Any other handle the fake does not hold is
 * "not found", as YouTube answers an unknown one.
 */
export const FAKE_STAND_INS = [
  { handle: "vox", title: "Vox (offline stand-in)", uploads: 24 },
  { handle: "veritasium", title: "Veritasium (offline stand-in)", uploads: 12 },
  { handle: "mkbhd", title: "Marques Brownlee (offline stand-in)", uploads: 30 },
] as const;

type ChannelSpec = { handle: string; title: string; uploads: number };

const SUBJECTS = [
  "soldering iron",
  "desk lamp",
  "bike light",
  "old laptop",
  "kitchen radio",
  "game controller",
  "phone battery",
  "mechanical keyboard",
];
const FORMS = ["Fixing a broken", "Restoring an", "Upgrading my", "Can I save this", "Repairing a cheap"];
const REMARKS = [
  "Great fix, thanks for showing every step",
  "What solder did you use for this?",
  "Mine has the same fault, going to try this tonight",
  "Could you do a video on replacing the switch?",
  "The audio is a bit quiet in the middle part",
  "Nice work, subscribed",
  "This did not work for me, the board is different",
  "How long did the whole repair take?",
];

export function fakeSmallChannels(generatedAt: string): ChannelDataset[] {
  const nowMs = Date.parse(generatedAt);
  const rng = new Random(20261122, "fake-small-channels");
  const ids = new IdFactory(rng.fork("ids"));
  return [...FAKE_SMALL_CHANNELS, ...FAKE_STAND_INS].map((spec) =>
    smallChannel(spec, nowMs, rng.fork(spec.handle), ids),
  );
}

function smallChannel(spec: ChannelSpec, nowMs: number, rng: Random, ids: IdFactory): ChannelDataset {
  const channelId = ids.channel();
  const videos: VideoRecord[] = [];
  const snapshots: VideoStatsSnapshot[] = [];
  const comments: CommentRecord[] = [];
  for (let i = 0; i < spec.uploads; i++) {
    const youtubeId = ids.video();
    // Roughly weekly uploads, the newest two days ago.
    const publishedMs = nowMs - (2 + i * 7 + rng.int(0, 2)) * DAY;
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    videos.push({
      youtubeId,
      channelYoutubeId: channelId,
      title: `${FORMS[i % FORMS.length]} ${subject} (${spec.title} #${spec.uploads - i})`,
      description: `A ${subject} repair, start to finish.`,
      tags: ["repair", subject],
      publishedAt: new Date(publishedMs).toISOString(),
      durationSeconds: 300 + rng.int(0, 900),
      categoryId: "26",
      thumbnailUrl: thumbnailUrl(youtubeId),
      isShort: false,
    });
    const count = 3 + rng.int(0, 12);
    for (let c = 0; c < count; c++) {
      comments.push({
        youtubeId: ids.comment(),
        videoYoutubeId: youtubeId,
        parentYoutubeId: null,
        authorName: `@viewer${rng.int(100, 9999)}`,
        authorChannelId: null,
        text: REMARKS[(i + c) % REMARKS.length]!,
        likeCount: rng.int(0, 20),
        publishedAt: new Date(publishedMs + (c + 1) * 3_600_000).toISOString(),
      });
    }
    snapshots.push({
      videoYoutubeId: youtubeId,
      capturedAt: new Date(nowMs).toISOString(),
      viewCount: 80 + rng.int(0, 2500),
      likeCount: 4 + rng.int(0, 120),
      commentCount: count,
    });
  }
  const firstMs = Math.min(nowMs - 400 * DAY, ...videos.map((v) => Date.parse(v.publishedAt)));
  return {
    channel: {
      youtubeId: channelId,
      title: spec.title,
      handle: spec.handle,
      description: `${spec.title}: small repairs, filmed at home. Sample channel of the offline YouTube fake.`,
      country: "GB",
      publishedAt: new Date(firstMs).toISOString(),
      thumbnailUrl: null,
      subscriberCount: 20 + spec.uploads * 11,
      viewCount: snapshots.reduce((sum, s) => sum + s.viewCount, 0),
      videoCount: spec.uploads,
      uploadsPlaylistId: `UU${channelId.slice(2)}`,
    },
    videos,
    snapshots,
    comments,
    videoAnalytics: [],
    dailyAnalytics: [],
  };
}
