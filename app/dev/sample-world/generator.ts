// The sample workspace: a fictional creator's channel with three-plus years of history and
// Studio analytics, and three competitors it tracks. Deterministic: the same seed and anchor
// give byte-identical output, so tests, the demo and screenshots agree.
//
// Pipeline: plan uploads (own-channel.ts, competitors.ts) -> simulate daily views (views.ts)
// -> snapshots, Studio analytics and comments, all read from that one simulation.
// See own-channel.ts and competitors.ts for the patterns built in.
import type {
  ChannelDataset,
  ChannelRecord,
  CommentRecord,
  SampleWorld,
  VideoStatsSnapshot,
} from "~/features/channel-data/index";
import { dailyAnalytics, videoAnalytics, type SimulatedVideo } from "./analytics";
import { allocateComments, videoComments, type CommentVideo } from "./comments";
import { COMPETITORS, planCompetitor, type CompetitorProfile } from "./competitors";
import { IdFactory } from "./ids";
import { OWN_CHANNEL, ownTimeline, planOwnChannel } from "./own-channel";
import { People, type Person } from "./people";
import { Random } from "./random";
import { videoSnapshots } from "./snapshots";
import type { VideoPlan } from "./uploads";
import { DayTables, dayNumber, simulateViews } from "./views";
import { SAMPLE_ANCHOR } from "~/features/channel-data/index";

export const SAMPLE_SEED = 20261122;
// The fixed "now" of the sample lives beside the template's id, so code that only shifts times
// (demo copies) does not pull the generator into the Worker.
export { SAMPLE_ANCHOR } from "~/features/channel-data/index";

export type SampleOptions = { seed?: number; now?: string };

/** Subscribers the own channel had before its first upload (friends, an old account...). */
const STARTING_SUBSCRIBERS = 40;
/** Per-video daily Studio rows: the newest videos, over the most recent days. */
const RECENT_VIDEOS = 20;
const RECENT_DAYS = 120;

export function generateSampleWorld(options: SampleOptions = {}): SampleWorld {
  const seed = options.seed ?? SAMPLE_SEED;
  const generatedAt = options.now ?? SAMPLE_ANCHOR;
  const nowMs = Date.parse(generatedAt);
  if (!Number.isFinite(nowMs)) throw new Error(`generateSampleWorld: invalid now "${generatedAt}"`);

  const root = new Random(seed);
  const ids = new IdFactory(root.fork("ids"));
  const ownId = ids.channel();
  const ownPlans = planOwnChannel(ownId, nowMs, root.fork("own"), ids);
  const competitorPlans = COMPETITORS.map((profile) => {
    const channelId = ids.channel();
    return {
      profile,
      channelId,
      plans: planCompetitor(profile, channelId, nowMs, root.fork(`competitor/${profile.key}`), ids),
    };
  });

  let firstDay = dayNumber(nowMs);
  for (const plan of [...ownPlans, ...competitorPlans.flatMap((c) => c.plans)])
    firstDay = Math.min(firstDay, dayNumber(plan.model.publishMs));
  const tables = new DayTables(firstDay, nowMs, root.fork("calendar"));
  const people = new People(root.fork("people"), ids, 2600);

  const own = ownDataset(ownId, ownPlans, tables, people, ids, root.fork("own-data"));
  const competitors = competitorPlans.map(({ profile, channelId, plans }) =>
    competitorDataset(profile, channelId, plans, tables, people, ids, root.fork(`competitor-data/${profile.key}`)),
  );
  return { generatedAt, seed, own, competitors };
}

type Simulated = {
  videos: SimulatedVideo[];
  snapshots: VideoStatsSnapshot[];
  lastSnapshot: Map<string, VideoStatsSnapshot>;
};

function simulateAll(plans: readonly VideoPlan[], tables: DayTables, rng: Random): Simulated {
  const viewRng = rng.fork("views");
  const snapRng = rng.fork("snapshots");
  const videos: SimulatedVideo[] = [];
  const snapshots: VideoStatsSnapshot[] = [];
  const lastSnapshot = new Map<string, VideoStatsSnapshot>();
  for (const plan of plans) {
    const sim = simulateViews(plan.model, tables, viewRng);
    const points = videoSnapshots(plan, sim, tables, snapRng);
    const last = points[points.length - 1] as VideoStatsSnapshot;
    lastSnapshot.set(plan.video.youtubeId, last);
    snapshots.push(...points);
    videos.push({ plan, sim, views: last.viewCount });
  }
  return { videos, snapshots, lastSnapshot };
}

function commentsFor(
  sim: Simulated,
  target: number,
  creator: Person,
  hostName: string,
  people: People,
  ids: IdFactory,
  nowMs: number,
  rng: Random,
): CommentRecord[] {
  const first = sim.videos[0]?.plan.model.publishMs ?? nowMs;
  const inputs: CommentVideo[] = sim.videos.map(({ plan, views }) => ({
    plan,
    views,
    commentCount: sim.lastSnapshot.get(plan.video.youtubeId)?.commentCount ?? 0,
    progress: (plan.model.publishMs - first) / Math.max(1, nowMs - first),
  }));
  const counts = allocateComments(inputs, target);
  const out: CommentRecord[] = [];
  inputs.forEach((input, i) => {
    out.push(...videoComments(input, counts[i] as number, { creator, hostName }, people, ids, nowMs, rng));
  });
  return out;
}

function ownDataset(
  channelId: string,
  plans: VideoPlan[],
  tables: DayTables,
  people: People,
  ids: IdFactory,
  rng: Random,
): ChannelDataset {
  const t = ownTimeline(tables.nowMs);
  const sim = simulateAll(plans, tables, rng);
  const videoAnalyticsRows = sim.videos.map((v) => videoAnalytics(v, tables));
  const daily = dailyAnalytics(
    sim.videos,
    tables,
    dayNumber(t.firstUpload),
    STARTING_SUBSCRIBERS,
    RECENT_VIDEOS,
    RECENT_DAYS,
  );
  const creator: Person = { name: `@${OWN_CHANNEL.handle}`, channelId };
  const comments = commentsFor(
    sim,
    rng.int(6200, 6900),
    creator,
    OWN_CHANNEL.hostName,
    people,
    ids,
    tables.nowMs,
    rng.fork("comments"),
  );

  const channel: ChannelRecord = {
    youtubeId: channelId,
    title: OWN_CHANNEL.title,
    handle: OWN_CHANNEL.handle,
    description: OWN_CHANNEL.description,
    country: OWN_CHANNEL.country,
    publishedAt: new Date(t.created).toISOString(),
    thumbnailUrl: null,
    subscriberCount: daily.subscribersAtEnd,
    viewCount: sim.videos.reduce((sum, v) => sum + v.views, 0),
    videoCount: plans.length,
    uploadsPlaylistId: "UU" + channelId.slice(2),
  };
  return {
    channel,
    videos: plans.map((p) => p.video),
    snapshots: sim.snapshots,
    comments,
    videoAnalytics: videoAnalyticsRows,
    dailyAnalytics: daily.rows,
  };
}

function competitorDataset(
  profile: CompetitorProfile,
  channelId: string,
  plans: VideoPlan[],
  tables: DayTables,
  people: People,
  ids: IdFactory,
  rng: Random,
): ChannelDataset {
  const sim = simulateAll(plans, tables, rng);
  const creator: Person = { name: `@${profile.handle}`, channelId };
  const hostName = profile.title.replace(/^Sample: /, "");
  const comments = commentsFor(
    sim,
    rng.int(240, 560),
    creator,
    hostName,
    people,
    ids,
    tables.nowMs,
    rng.fork("comments"),
  );
  const channel: ChannelRecord = {
    youtubeId: channelId,
    title: profile.title,
    handle: profile.handle,
    description: profile.description,
    country: profile.country,
    publishedAt: new Date(tables.nowMs - profile.ageDays * 86_400_000 - rng.int(0, 86_399) * 1000).toISOString(),
    thumbnailUrl: null,
    subscriberCount: Math.round(profile.subscribers * rng.float(0.97, 1.03)),
    viewCount: profile.olderViews + sim.videos.reduce((sum, v) => sum + v.views, 0),
    videoCount: profile.olderVideos + plans.length,
    uploadsPlaylistId: "UU" + channelId.slice(2),
  };
  return {
    channel,
    videos: plans.map((p) => p.video),
    snapshots: sim.snapshots,
    comments,
    videoAnalytics: [],
    dailyAnalytics: [],
  };
}
