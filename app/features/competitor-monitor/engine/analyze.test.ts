import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import type { ChannelRecord, VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/types";
import { relativeAge } from "~/lib/format";
import { REAL_AGE_CURVE, median, viewsAlongCurve } from "~/lib/stats";
import { analyzeCompetitorVideos } from "./analyze";
import type { CompetitorVideo } from "./types";

const NOW = "2026-11-01T12:00:00.000Z";
const NOW_MS = Date.parse(NOW);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function channel(id: string, title: string): ChannelRecord {
  return {
    youtubeId: id,
    title,
    handle: null,
    description: "",
    country: null,
    publishedAt: "2020-01-01T00:00:00.000Z",
    thumbnailUrl: null,
    subscriberCount: 50_000,
    viewCount: 0,
    videoCount: 0,
    uploadsPlaylistId: "UU" + id.slice(2),
  };
}

function upload(id: string, publishMs: number, over: Partial<VideoRecord> = {}): VideoRecord {
  return {
    youtubeId: id,
    channelYoutubeId: "UCtiny",
    title: `Video ${id}`,
    description: "",
    tags: [],
    publishedAt: new Date(publishMs).toISOString(),
    durationSeconds: 600,
    categoryId: "28",
    thumbnailUrl: null,
    isShort: false,
    ...over,
  };
}

function snap(
  id: string,
  ms: number,
  views: number,
  likes: number | null = Math.round(views * 0.04),
  comments: number | null = Math.round(views * 0.004),
): VideoStatsSnapshot {
  return {
    videoYoutubeId: id,
    capturedAt: new Date(ms).toISOString(),
    viewCount: views,
    likeCount: likes,
    commentCount: comments,
  };
}

const byId = (videos: CompetitorVideo[], id: string) => videos.find((v) => v.id === id)!;

describe("outlier score, hand-computed", () => {
  // Three earlier uploads and one two days old. At 48 hours the others had (linear between their
  // 24 h and 72 h snapshots): P1 1,000 + 2,000 x 24/48 = 2,000; P2 3,000; P3 1,000. Median 2,000.
  const p1 = NOW_MS - 30 * DAY;
  const p2 = NOW_MS - 20 * DAY;
  const p3 = NOW_MS - 10 * DAY;
  const v = NOW_MS - 48 * HOUR;
  const videos = [upload("P1", p1), upload("P2", p2), upload("P3", p3), upload("V", v)];
  const snapshots = [
    snap("P1", p1 + 24 * HOUR, 1_000),
    snap("P1", p1 + 72 * HOUR, 3_000),
    snap("P1", NOW_MS, 9_000),
    snap("P2", p2 + 24 * HOUR, 2_000),
    snap("P2", p2 + 72 * HOUR, 4_000),
    snap("P2", NOW_MS, 6_000),
    snap("P3", p3 + 24 * HOUR, 500),
    snap("P3", p3 + 72 * HOUR, 1_500),
    snap("P3", NOW_MS, 2_500),
    snap("V", v + 24 * HOUR, 6_000),
    snap("V", NOW_MS, 10_000),
  ];
  const result = analyzeCompetitorVideos({
    channels: [{ channel: channel("UCtiny", "Tiny Channel"), videos, snapshots }],
    now: NOW,
  });

  it("words a video's age as the card's relative age counts it: whole days, rounded down", () => {
    // Read 17.9 days after upload: the card says "17d ago" (relativeAge), so the text says 17 days.
    const published = NOW_MS - Math.round(17.9 * DAY);
    const peers = [40, 35, 30].map((d, i) => upload(`Q${i}`, NOW_MS - d * DAY));
    const snaps = peers.flatMap((p, i) => [
      snap(p.youtubeId, Date.parse(p.publishedAt) + 17 * DAY, 1_000 * (i + 1)),
      snap(p.youtubeId, Date.parse(p.publishedAt) + 19 * DAY, 1_100 * (i + 1)),
    ]);
    const aged = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: [...peers, upload("A", published)],
          snapshots: [...snaps, snap("A", NOW_MS, 9_000)],
        },
      ],
      now: NOW,
    });
    const video = byId(aged.videos, "A");
    expect(relativeAge(video.publishedAt, new Date(NOW_MS))).toBe("17d ago");
    expect(video.baseline?.age).toBe("17 days");
    expect(video.whyItWorks).toContain("9.0K views at 17 days old");
  });

  it("compares the new video with the others at the same age: 10,000 / 2,000 = 5", () => {
    const video = byId(result.videos, "V");
    expect(video.outlierScore).toBe(5);
    expect(video.baseline).toEqual({
      medianViews: 2_000,
      peers: 3,
      method: "same-age",
      estimatedPeers: 0,
      ageDays: 2,
      age: "2 days",
    });
    expect(video.whyItWorks).toContain(
      "10.0K views at 2 days old, 5.0x the median of Tiny Channel's 3 previous uploads at the same age (2.0K)",
    );
  });

  it("names one earlier upload as the only one, its views not a median", () => {
    const pair = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: [upload("A", NOW_MS - 30 * DAY), upload("B", NOW_MS - 20 * DAY)],
          snapshots: [snap("A", NOW_MS, 3_000), snap("B", NOW_MS, 9_000)],
        },
      ],
      now: NOW,
    });
    const why = byId(pair.videos, "B").whyItWorks;
    expect(why).toContain("the views of Tiny Channel's only previous upload at the same age (");
    expect(why).toContain("; its views at that age are estimated from readings at other ages");
    expect(why).not.toMatch(/\b1 previous upload|median of/);
  });

  it("writes a large outlier score as the card does, to one decimal", () => {
    const pair = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: [upload("A", NOW_MS - 30 * DAY), upload("B", NOW_MS - 20 * DAY)],
          // A was read at 20 days old, B's age now.
          snapshots: [snap("A", NOW_MS - 10 * DAY, 1_000), snap("B", NOW_MS, 18_600)],
        },
      ],
      now: NOW,
    });
    expect(byId(pair.videos, "B").outlierScore).toBe(18.6);
    expect(byId(pair.videos, "B").whyItWorks).toContain("18.6x the views of Tiny Channel's only previous upload");
  });

  it("with fewer than 3 older uploads, adds newer ones carried forward to the video's age", () => {
    // P3 (10 days): only P1 and P2 are older, read between their snapshots at 10 days:
    // P1 3,000 + 6,000 x 7/27 = 4,556; P2 4,000 + 2,000 x 7/17 = 4,824. V, read at 2 days, is
    // too young to carry forward. 2,500 / 4,690 = 0.53.
    const p3 = byId(result.videos, "P3");
    expect(p3.outlierScore).toBe(0.53);
    expect(p3.baseline).toMatchObject({ method: "same-age", peers: 2, estimatedPeers: 0 });
    expect(p3.whyItWorks).toContain("the median of Tiny Channel's 2 previous uploads at the same age (4.7K)");
    // P1 (30 days): none older; P2 and P3 carried forward from their readings at 20 and 10 days.
    const carried = median([
      viewsAlongCurve(REAL_AGE_CURVE, 6_000, 20 * 24, 30 * 24),
      viewsAlongCurve(REAL_AGE_CURVE, 2_500, 10 * 24, 30 * 24),
    ])!;
    const p1 = byId(result.videos, "P1");
    expect(p1.outlierScore).toBe(Math.round((9_000 / carried) * 100) / 100);
    expect(p1.baseline).toMatchObject({ method: "same-age", peers: 2, estimatedPeers: 2 });
    expect(p1.whyItWorks).toContain("the median of Tiny Channel's 2 other uploads at the same age (");
  });

  it("falls back to current views only when no other upload can be read at the video's age", () => {
    // The others were read at 2 days and 1 day old: too young to carry to 10 days.
    const young = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: [upload("A", NOW_MS - 10 * DAY), upload("B", NOW_MS - 2 * DAY), upload("C", NOW_MS - DAY)],
          snapshots: [snap("A", NOW_MS, 5_000), snap("B", NOW_MS, 2_000), snap("C", NOW_MS, 1_000)],
        },
      ],
      now: NOW,
    });
    const a = byId(young.videos, "A");
    expect(a.outlierScore).toBe(3.33);
    expect(a.baseline?.method).toBe("current-views");
    expect(a.whyItWorks).toContain("3.3x the median current views of Tiny Channel's 2 other uploads (1.5K)");
  });

  it("derives views per hour from the two newest snapshots", () => {
    expect(byId(result.videos, "V").viewsPerHour).toBe(166.7); // (10,000 - 6,000) / 24 h
    // P1: (9,000 - 3,000) / (30 days - 72 h) = 6,000 / 648 h.
    expect(byId(result.videos, "P1").viewsPerHour).toBe(9.3);
  });

  it("ranks outlier scores as percentiles and sorts by score", () => {
    expect(result.videos.map((x) => [x.id, x.trendScore])).toEqual([
      ["V", 100],
      ["P1", 67],
      ["P2", 33],
      ["P3", 0],
    ]);
  });

  it("carries a peer read only long after that age back along the growth curve, and says so", () => {
    const onlyCurrent = snapshots.filter((s) => s.videoYoutubeId !== "P3" || s.capturedAt === NOW);
    const again = analyzeCompetitorVideos({
      channels: [{ channel: channel("UCtiny", "Tiny Channel"), videos, snapshots: onlyCurrent }],
      now: NOW,
    });
    // P3's only reading, 2,500 at 240 h, is not its views at 48 h: the curve has it at about 1,750
    // then. Peers at 48 h: P1 2,000, P2 3,000, P3 ~1,750 -> median 2,000 -> 5 (its 2,500 as given
    // would have made the median 2,500 and the score 4).
    const p3At48h = viewsAlongCurve(REAL_AGE_CURVE, 2_500, 240, 48);
    expect(p3At48h).toBeGreaterThan(1_600);
    expect(p3At48h).toBeLessThan(1_900);
    const video = byId(again.videos, "V");
    expect(video.outlierScore).toBe(5);
    expect(video.baseline).toMatchObject({ medianViews: 2_000, peers: 3, estimatedPeers: 1 });
    expect(video.whyItWorks).toContain(
      "at the same age (2.0K; 1 of them estimated from readings at other ages by a typical growth curve)",
    );
    // One reading: its views over the hours since upload, 2,500 / 240 h, and said so.
    expect(byId(again.videos, "P3").viewsPerHour).toBe(10.4);
    expect(byId(again.videos, "P3").viewsPerHourBasis).toBe("since-upload");
    expect(byId(again.videos, "V").viewsPerHourBasis).toBe("readings");
  });

  it("lets a new upload of a channel just added stand out against the others at its age", () => {
    // A channel added today: its older uploads have only today's count; its newest is two days
    // old and read twice. Against their counts today it would look weak (60,000 / 100,000 = 0.6);
    // at two days old they had about half of that, so it is ahead of them.
    const ages = [60, 75, 90];
    const olds = ages.map((d, i) => upload(`O${i}`, NOW_MS - d * DAY));
    const counts = [100_000, 120_000, 80_000];
    const fresh = upload("N", NOW_MS - 48 * HOUR);
    const added = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: [...olds, fresh],
          snapshots: [
            ...olds.map((o, i) => snap(o.youtubeId, NOW_MS, counts[i]!)),
            snap("N", NOW_MS - 24 * HOUR, 35_000),
            snap("N", NOW_MS, 60_000),
          ],
        },
      ],
      now: NOW,
    });
    const median = viewsAlongCurve(REAL_AGE_CURVE, 100_000, 60 * 24, 48); // the middle of the three, carried
    const video = byId(added.videos, "N");
    expect(video.outlierScore).toBe(Math.round((60_000 / median) * 100) / 100);
    expect(video.outlierScore).toBeGreaterThan(1);
    expect(video.baseline).toMatchObject({ method: "same-age", peers: 3, estimatedPeers: 3 });
    expect(video.whyItWorks).toContain(
      "their views at that age are estimated from readings at other ages by a typical growth curve",
    );
  });

  it("sets a channel's oldest stored upload against newer ones carried forward to its age", () => {
    // A channel just added, each upload read today: the oldest at 33 days, the others younger.
    const ages = [33, 25, 18, 11, 4];
    const counts = [123_000, 80_000, 70_000, 75_000, 92_000];
    const uploads = ages.map((d, i) => upload(`U${i}`, NOW_MS - d * DAY));
    const added = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCtiny", "Tiny Channel"),
          videos: uploads,
          snapshots: uploads.map((u, i) => snap(u.youtubeId, NOW_MS, counts[i]!)),
        },
      ],
      now: NOW,
    });
    const oldest = byId(added.videos, "U0");
    expect(oldest.baseline).toMatchObject({ method: "same-age", peers: 4, estimatedPeers: 4, age: "33 days" });
    // Against their counts as read (median 77.5K) it would be 1.6x.
    expect(oldest.outlierScore).toBeLessThan(1.5);
    expect(oldest.whyItWorks).toContain("123.0K views at 33 days old");
    expect(oldest.whyItWorks).toContain("the median of Tiny Channel's 4 other uploads at the same age (");
  });

  it("fills the spec's fields", () => {
    const video = byId(result.videos, "V");
    expect(video).toMatchObject({
      id: "V",
      title: "Video V",
      channel: "Tiny Channel",
      publishedAt: new Date(v).toISOString(),
      thumbnail: null,
      viewCount: 10_000,
      likeCount: 400,
      commentCount: 40,
      duration: "10:00",
      description: "",
      tags: [],
    });
    expect(result.stats).toEqual({
      totalVideosTracked: 4,
      avgViewsPerVideo: 6_875,
      topPerformingChannel: "Tiny Channel",
      lastUpdated: NOW,
    });
  });
});

describe("whyItWorks and keyTakeaways from measured differences", () => {
  // A channel with a fixed format: weekly on Sundays at 14:00 UTC, 10-minute videos, titles of one
  // shape, the same tags.
  const sunday = Date.parse("2026-11-01T14:00:00.000Z") - 7 * DAY;
  const woods = ["Walnut", "Oak", "Maple", "Cherry", "Birch", "Ash", "Teak", "Pine", "Cedar", "Elm"];
  const regular = woods.map((wood, i) =>
    upload(`R${i}`, sunday - (woods.length - i) * 7 * DAY, {
      title: `Desk Setup Tour: ${wood} Edition`,
      tags: ["desk setup", "desk tour", "home office"],
    }),
  );
  const history = (v: VideoRecord, views: number) => {
    const p = Date.parse(v.publishedAt);
    return [
      snap(v.youtubeId, p + 24 * HOUR, views / 4),
      snap(v.youtubeId, p + 7 * DAY, views / 2),
      snap(v.youtubeId, p + 30 * DAY, views * 0.8),
      snap(v.youtubeId, NOW_MS, views),
    ];
  };
  const run = (latest: VideoRecord, views: number) =>
    analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCdesk", "Desk Channel"),
          videos: [...regular, latest],
          snapshots: [...regular.flatMap((r) => history(r, 10_000)), ...history(latest, views)],
        },
      ],
      now: NOW,
    });

  it("invents no reasons for a video that matches its channel", () => {
    const same = upload("SAME", sunday, {
      title: "Desk Setup Tour: Beech Edition",
      tags: ["desk setup", "desk tour", "home office"],
    });
    const video = byId(run(same, 10_000).videos, "SAME");
    expect(video.keyTakeaways).toEqual([]);
    expect(video.whyItWorks).not.toContain("Against the channel's usual");
    expect(video.whyItWorks).toContain("match the channel's usual");
  });

  it("names every measured difference, with its numbers", () => {
    const odd = upload("ODD", Date.parse("2026-10-28T02:00:00.000Z"), {
      title: "NAS?! [HONEST]",
      tags: ["nas", "homelab", "self hosting", "plex server"],
      durationSeconds: 1_500,
    });
    const video = byId(run(odd, 80_000).videos, "ODD");
    const text = video.keyTakeaways.join("\n");
    expect(video.keyTakeaways[0]).toMatch(
      /^New topic for the channel: \d+ of its \d+ topic words \(NAS, homelab, self\)/,
    );
    expect(text).toContain("A question for a title: none of the channel's last 10 titles has one.");
    expect(text).toContain("Brackets in the title: none of the channel's last 10 titles has one.");
    expect(text).toContain('An ALL-CAPS word ("HONEST"): none of the channel\'s last 10 titles has one.');
    expect(text).toContain("Longer video: 25:00 against the channel's median 10:00.");
    expect(text).toContain("Shorter title: 14 characters against the channel's usual 30.");
    expect(text).toContain("Published on a Wednesday; the channel usually posts on Sundays (10 of its last 10).");
    expect(text).toContain("Published at 02:00 UTC; the channel usually posts at 14:00 UTC (10 of its last 10).");
    expect(text).not.toMatch(/number|"vs"/);
    expect(video.whyItWorks).toMatch(
      /Against the channel's usual, it covers a topic new to the channel \(NAS, homelab, self\); uses a question for a title \(none of its last 10 titles does\); and uses brackets in the title/,
    );
    expect(video.whyItWorks.split(/(?<=\.)\s+(?=[A-Z])/)).toHaveLength(2);
  });

  it("compares and names publish weekdays and hours in the viewer's zone", () => {
    // Wednesday 02:00 UTC is Wednesday 11:00 in Tokyo; Sunday 14:00 UTC is Sunday 23:00 there.
    const odd = upload("ODD", Date.parse("2026-10-28T02:00:00.000Z"), {
      title: "Desk Setup Tour: Beech Edition",
      tags: ["desk setup", "desk tour", "home office"],
    });
    const inTokyo = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCdesk", "Desk Channel"),
          videos: [...regular, odd],
          snapshots: [...regular.flatMap((r) => history(r, 10_000)), ...history(odd, 80_000)],
        },
      ],
      now: NOW,
      timeZone: "Asia/Tokyo",
    });
    const text = byId(inTokyo.videos, "ODD").keyTakeaways.join("\n");
    expect(text).toContain(
      "Published at 11:00 Asia/Tokyo; the channel usually posts at 23:00 Asia/Tokyo (10 of its last 10).",
    );
    expect(text).toContain("Published on a Wednesday; the channel usually posts on Sundays (10 of its last 10).");
    expect(text).not.toContain("UTC");
    // 23:00 UTC on a Sunday is Monday 08:00 in Tokyo: the weekday moves with the zone.
    const late = upload("LATE", Date.parse("2026-10-25T23:00:00.000Z"), {
      title: "Desk Setup Tour: Beech Edition",
      tags: ["desk setup", "desk tour", "home office"],
    });
    const lateInTokyo = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCdesk", "Desk Channel"),
          videos: [...regular, late],
          snapshots: [...regular.flatMap((r) => history(r, 10_000)), ...history(late, 80_000)],
        },
      ],
      now: NOW,
      timeZone: "Asia/Tokyo",
    });
    expect(byId(lateInTokyo.videos, "LATE").keyTakeaways.join("\n")).toContain(
      "Published on a Monday; the channel usually posts on Sundays (10 of its last 10).",
    );
  });

  it("notices a usual pattern left out", () => {
    const plain = upload("PLAIN", sunday, {
      title: "Walnut desk setup, one year on",
      tags: ["desk setup", "desk tour", "home office"],
    });
    const numbered = regular.map((r, i) => ({ ...r, title: `${i + 3} Desk Upgrades: ${woods[i]} Edition` }));
    const result = analyzeCompetitorVideos({
      channels: [
        {
          channel: channel("UCdesk", "Desk Channel"),
          videos: [...numbered, plain],
          snapshots: [...numbered.flatMap((r) => history(r, 10_000)), ...history(plain, 10_000)],
        },
      ],
      now: NOW,
    });
    expect(byId(result.videos, "PLAIN").keyTakeaways).toContain(
      "No number in the title, unlike 10 of the channel's last 10 titles.",
    );
  });
});

describe("the sample world's competitors", () => {
  const world = generateSampleWorld();
  const channels = world.competitors.map((c) => ({ channel: c.channel, videos: c.videos, snapshots: c.snapshots }));
  const result = analyzeCompetitorVideos({ channels, now: world.generatedAt });

  it("tracks every video with stats and finds a few clear outliers per channel", () => {
    expect(result.videos).toHaveLength(channels.reduce((n, c) => n + c.videos.length, 0));
    for (const c of channels) {
      const own = result.videos.filter((v) => v.channelId === c.channel.youtubeId);
      const outliers = own.filter((v) => (v.outlierScore ?? 0) >= 3);
      expect(outliers.length, c.channel.title).toBeGreaterThanOrEqual(2);
      expect(outliers.length / own.length, c.channel.title).toBeLessThan(0.2);
      // The median video sits near 1x its channel's norm.
      const scores = own.map((v) => v.outlierScore!).sort((a, b) => a - b);
      expect(scores[Math.floor(scores.length / 2)]).toBeGreaterThan(0.6);
      expect(scores[Math.floor(scores.length / 2)]).toBeLessThan(1.6);
    }
  });

  it("scores trend as a 0-100 percentile that follows the outlier score", () => {
    const scores = result.videos.map((v) => v.trendScore!);
    expect(Math.max(...scores)).toBe(100);
    expect(Math.min(...scores)).toBe(0);
    for (let i = 1; i < result.videos.length; i++)
      expect(result.videos[i]!.trendScore!).toBeLessThanOrEqual(result.videos[i - 1]!.trendScore!);
  });

  it("explains the top outliers from differences or says nothing measured differs", () => {
    for (const video of result.videos.slice(0, 10)) {
      expect(video.whyItWorks).toMatch(/x the median/);
      if (video.keyTakeaways.length > 0) expect(video.whyItWorks).toContain("Against the channel's usual, it ");
      else expect(video.whyItWorks).toContain("match the channel's usual");
      expect(video.whyItWorks).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("has views per hour for videos with two snapshots, and the stats", () => {
    expect(result.videos.filter((v) => v.viewsPerHour !== null).length).toBeGreaterThan(result.videos.length * 0.95);
    expect(result.stats.totalVideosTracked).toBe(result.videos.length);
    expect(result.stats.lastUpdated).toBe(world.generatedAt);
    expect(result.stats.topPerformingChannel).toBe("Sample: ByteSized Desk");
    expect(result.stats.avgViewsPerVideo).toBe(
      Math.round(result.videos.reduce((s, v) => s + v.viewCount, 0) / result.videos.length),
    );
  });

  it("does not depend on the order of channels, videos or snapshots", () => {
    const reversed = [...channels]
      .reverse()
      .map((c) => ({ ...c, videos: [...c.videos].reverse(), snapshots: [...c.snapshots].reverse() }));
    expect(analyzeCompetitorVideos({ channels: reversed, now: world.generatedAt })).toEqual(result);
  });
});

describe("robustness", () => {
  it("answers no channels with empty stats", () => {
    expect(analyzeCompetitorVideos({ channels: [], now: NOW })).toEqual({
      videos: [],
      stats: { totalVideosTracked: 0, avgViewsPerVideo: 0, topPerformingChannel: null, lastUpdated: null },
    });
  });

  it("gives a lone video no score and says why", () => {
    const only = upload("ONLY", NOW_MS - 5 * DAY);
    const result = analyzeCompetitorVideos({
      channels: [{ channel: channel("UCone", "One"), videos: [only], snapshots: [snap("ONLY", NOW_MS, 700)] }],
      now: NOW,
    });
    const [video] = result.videos;
    expect(video!.outlierScore).toBeNull();
    expect(video!.trendScore).toBeNull();
    expect(video!.viewsPerHour).toBe(5.8); // 700 views over the 120 hours since upload
    expect(video!.viewsPerHourBasis).toBe("since-upload");
    expect(video!.whyItWorks).toBe("700 views; One has too few comparable uploads with views to measure it against.");
    expect(video!.keyTakeaways).toEqual([]);
  });

  it("skips videos without snapshots, ignores future and broken snapshots, keeps hidden counters null", () => {
    const a = upload("A", NOW_MS - 10 * DAY);
    const b = upload("B", NOW_MS - 9 * DAY);
    const c = upload("C", NOW_MS - 8 * DAY);
    const d = upload("D", NOW_MS - 7 * DAY);
    const ghost = upload("GHOST", NOW_MS - 3 * DAY);
    const broken = { ...upload("BROKEN", 0), publishedAt: "not a date" };
    const snapshots = [
      snap("A", NOW_MS, 1_000, null, null),
      snap("B", NOW_MS, 2_000),
      snap("B", NOW_MS, 1_500),
      snap("C", NOW_MS, 3_000),
      snap("C", NOW_MS + DAY, 99_000),
      { ...snap("C", NOW_MS - DAY, 2_000), capturedAt: "garbage" },
      snap("D", NOW_MS, 0),
      snap("BROKEN", NOW_MS, 5),
    ];
    const result = analyzeCompetitorVideos({
      channels: [{ channel: channel("UCmix", "Mix"), videos: [a, b, c, d, ghost, broken], snapshots }],
      now: NOW,
    });
    expect(result.videos.map((v) => v.id).sort()).toEqual(["A", "B", "C", "D"]);
    expect(byId(result.videos, "A")).toMatchObject({ likeCount: null, commentCount: null, viewCount: 1_000 });
    expect(byId(result.videos, "B").viewCount).toBe(2_000);
    expect(byId(result.videos, "C").viewCount).toBe(3_000);
    for (const video of result.videos) {
      if (video.outlierScore !== null) expect(Number.isFinite(video.outlierScore)).toBe(true);
      expect(video.whyItWorks).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("gives no score against a channel whose other videos have no views", () => {
    const videos = ["A", "B", "C", "D"].map((id, i) => upload(id, NOW_MS - (10 - i) * DAY));
    const snapshots = [snap("A", NOW_MS, 0), snap("B", NOW_MS, 0), snap("C", NOW_MS, 0), snap("D", NOW_MS, 50)];
    const result = analyzeCompetitorVideos({
      channels: [{ channel: channel("UCzero", "Zero"), videos, snapshots }],
      now: NOW,
    });
    expect(byId(result.videos, "D").outlierScore).toBeNull();
  });

  it("counts a video listed twice once and merges a channel listed twice", () => {
    const a = upload("A", NOW_MS - 10 * DAY);
    const b = upload("B", NOW_MS - 9 * DAY);
    const ch = channel("UCdup", "Dup");
    const result = analyzeCompetitorVideos({
      channels: [
        { channel: ch, videos: [a, a], snapshots: [snap("A", NOW_MS, 100)] },
        { channel: ch, videos: [b], snapshots: [snap("B", NOW_MS, 200)] },
      ],
      now: NOW,
    });
    expect(result.videos.map((v) => v.id).sort()).toEqual(["A", "B"]);
  });

  it("compares Shorts with Shorts", () => {
    const longs = ["L1", "L2", "L3", "L4"].map((id, i) => upload(id, NOW_MS - (40 - i) * DAY));
    const shorts = ["S1", "S2", "S3", "S4"].map((id, i) =>
      upload(id, NOW_MS - (30 - i) * DAY, { isShort: true, durationSeconds: 40, title: `Quick tip ${id} #shorts` }),
    );
    const snapshots = [
      ...longs.map((v) => snap(v.youtubeId, NOW_MS, 100_000)),
      ...shorts.map((v, i) => snap(v.youtubeId, NOW_MS, i === 3 ? 4_000 : 1_000)),
    ];
    const result = analyzeCompetitorVideos({
      channels: [{ channel: channel("UCfmt", "Formats"), videos: [...longs, ...shorts], snapshots }],
      now: NOW,
    });
    expect(byId(result.videos, "S4").outlierScore).toBe(4);
    expect(byId(result.videos, "S4").duration).toBe("0:40");
  });

  it("rejects an invalid now", () => {
    expect(() => analyzeCompetitorVideos({ channels: [], now: "later" })).toThrow(RangeError);
  });
});
