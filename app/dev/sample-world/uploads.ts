// Turning an upload schedule into videos: each slot (a time, long-form or Short, maybe a series
// episode) becomes a VideoRecord plus the hidden parameters that drive its views, engagement and
// Studio metrics. The effects multiply, each modest, so no single one decides a video's fate:
//   eventual views = channel median for its date x topic x weekday x hour x length x title
//                    x series/flags x lognormal noise x (rarely) a 5-20x outlier.
import type { VideoRecord } from "~/features/channel-data/index";
import type { IdFactory } from "./ids";
import { sampleThumbnailCtrMultiplier, sampleThumbnailStyle } from "~/lib/thumbnails/sample-thumbnail";
import { thumbnailUrl } from "./ids";
import type { Random } from "./random";
import {
  chapterBlock,
  fillSlots,
  longFormTitle,
  mentionedProducts,
  shortTitle,
  titleCtrMultiplier,
  titleFeatures,
  topicSlots,
  type TitleFeatures,
} from "./titles";
import { SPONSORS, TOPICS, type Topic, type TopicId } from "./topics";
import { HOUR_MS, makeCurve, type ViewModel } from "./views";

export type Slot = {
  publishMs: number;
  isShort: boolean;
  /** Set for series episodes and other planned videos; otherwise drawn from the channel's mix. */
  topicId?: TopicId;
  title?: string;
  series?: string;
  part?: number;
  /** Extra multiplier on eventual views for planned videos (series decay, annual guides). */
  boost?: number;
};

export type VideoFlags = {
  outlier: boolean;
  sponsored: boolean;
  /** Recorded with the bad microphone: more audio complaints, lower retention. */
  audioIssue: boolean;
  /** One of the first uploads after the burnout break: "welcome back" comments. */
  afterBreak: boolean;
  series: string | null;
  part: number | null;
};

export type VideoPlan = {
  video: VideoRecord;
  topic: Topic;
  model: ViewModel;
  features: TitleFeatures;
  flags: VideoFlags;
  /** Likes per view and comments per view at maturity. */
  likeRate: number;
  commentRate: number;
  hideLikes: boolean;
  commentsDisabled: boolean;
  /** Studio-side parameters (own channel only, but cheap to draw for all). */
  ctr: number;
  averagePercentageViewed: number;
  subscribeRate: number;
  unsubscribeRate: number;
  /** Views per unique viewer. */
  viewsPerViewer: number;
  /** Share of views that came from an impression on YouTube (the rest: external, direct). */
  impressionShare: number;
  /** RPM before the calendar (season, weekday) is applied. */
  baseRpm: number;
  /** Share of views that showed an ad: links RPM to CPM. */
  monetizedShare: number;
};

/** What the planner needs to know about the channel a slot belongs to. */
export type ChannelStyle = {
  channelId: string;
  /** Lowercase channel name, used as a tag. */
  tagName: string;
  site: string;
  topicWeights: (ms: number) => Partial<Record<TopicId, number>>;
  /** Median eventual views of a long-form video (or a Short) published at `ms`. */
  medianViews: (ms: number, isShort: boolean) => number;
  outlierRate: (topic: TopicId, isShort: boolean) => number;
  sponsorRate: (ms: number) => number;
  audioIssue: (ms: number) => boolean;
  afterBreak: (ms: number) => boolean;
  /** Calendar effects on eventual views: some channels' audiences favour some days and hours. */
  weekdayEffect: readonly number[];
  hourEffect: (hour: number) => number;
};

/** Hour of publishing (UTC) -> effect on eventual views: mid-afternoon UTC catches both Europe and the US. */
export const DEFAULT_HOUR_EFFECT: Record<number, number> = { 9: 0.82, 12: 1.0, 15: 1.22, 17: 1.05, 19: 0.95, 21: 0.85 };

/** Piecewise-linear: videos of 8-15 minutes travel furthest; very short or long ones less. */
function lengthEffect(minutes: number): number {
  const points: [number, number][] = [
    [4, 0.78],
    [8, 1.08],
    [15, 1.1],
    [20, 0.98],
    [30, 0.85],
    [40, 0.75],
  ];
  if (minutes <= 4) return 0.78;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x0, y0] = points[i - 1] as [number, number];
    if (minutes <= x1) return y0 + ((y1 - y0) * (minutes - x0)) / (x1 - x0);
  }
  return 0.75;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

export function planVideos(slots: readonly Slot[], style: ChannelStyle, rng: Random, ids: IdFactory): VideoPlan[] {
  const usedTitles = new Set<string>();
  const plans: VideoPlan[] = [];
  for (const slot of slots) {
    plans.push(planVideo(slot, style, rng, ids, usedTitles));
  }
  return plans;
}

function planVideo(slot: Slot, style: ChannelStyle, rng: Random, ids: IdFactory, usedTitles: Set<string>): VideoPlan {
  const date = new Date(slot.publishMs);
  const year = date.getUTCFullYear();
  const topicId = slot.topicId ?? rng.weightedKey(style.topicWeights(slot.publishMs) as Record<TopicId, number>);
  const topic = TOPICS[topicId];
  const youtubeId = ids.video();

  let title = slot.title ?? "";
  for (let attempt = 0; !title || usedTitles.has(title); attempt++) {
    title = slot.isShort ? shortTitle(topic, rng, year) : longFormTitle(topic, rng, year);
    // Not "(Part 2)": that would fake a series for the series planner to find.
    if (attempt > 12 && usedTitles.has(title))
      title = `${title.replace(/ #shorts$/, "")} (Revisited)${slot.isShort ? " #shorts" : ""}`;
  }
  usedTitles.add(title);
  const features = titleFeatures(title);

  const durationSeconds = slot.isShort
    ? rng.int(14, 59)
    : Math.round(clamp(topic.minutes[0] * rng.lognormal(0, topic.minutes[1]), 4.2, 39.5) * 60);
  const minutes = durationSeconds / 60;

  const sponsored = !slot.isShort && rng.chance(style.sponsorRate(slot.publishMs));
  const audioIssue = !slot.isShort && style.audioIssue(slot.publishMs);
  const afterBreak = !slot.isShort && style.afterBreak(slot.publishMs);
  const outlier = rng.chance(style.outlierRate(topicId, slot.isShort));
  const flags: VideoFlags = {
    outlier,
    sponsored,
    audioIssue,
    afterBreak,
    series: slot.series ?? null,
    part: slot.part ?? null,
  };

  // Click-through: the topic's norm, moved by the title and the thumbnail's style (a function of
  // the id alone, so no draw from rng); outliers are outliers partly because people clicked.
  const ctrTitle = titleCtrMultiplier(features);
  const ctrThumbnail = slot.isShort ? 1 : sampleThumbnailCtrMultiplier(sampleThumbnailStyle(youtubeId));
  const ctr = slot.isShort
    ? clamp(rng.lognormal(Math.log(3.2), 0.25), 1, 9)
    : clamp(topic.ctr * ctrTitle * (outlier ? 1.35 : 1) * rng.lognormal(0, 0.12) * ctrThumbnail, 1.2, 16);

  const weekday = style.weekdayEffect[date.getUTCDay()] as number;
  const hour = style.hourEffect(date.getUTCHours());
  const length = slot.isShort ? 1 : lengthEffect(minutes);
  // Series episodes share an audience, so they vary less than one-off videos. An outlier is
  // never also unlucky: it lands 5-20x above what the video would typically get.
  let noise = rng.lognormal(0, slot.isShort ? 0.85 : slot.series ? 0.25 : 0.45);
  if (outlier) noise = Math.max(1, noise) * 5 * Math.pow(4, rng.next());
  const eventual =
    style.medianViews(slot.publishMs, slot.isShort) *
    (slot.isShort ? Math.sqrt(topic.viewMultiplier) : topic.viewMultiplier) *
    weekday *
    hour *
    length *
    Math.pow(ctrTitle, 0.9) *
    (slot.boost ?? 1) *
    (audioIssue ? 0.85 : 1) *
    noise;

  // Retention falls with length (and with bad audio, a clickbait hook or a long ad read).
  const averagePercentageViewed = slot.isShort
    ? clamp(92 - (durationSeconds - 14) * 0.55 + rng.normal(0, 6), 35, 98)
    : clamp(
        topic.retention *
          Math.pow(12 / minutes, 0.3) *
          (audioIssue ? 0.85 : 1) *
          (features.capsHook ? 0.92 : 1) *
          (sponsored ? 0.96 : 1) *
          rng.lognormal(0, 0.06),
        12,
        85,
      );

  // Mid-roll ads from 8 minutes: more ad slots, higher RPM. Shorts earn cents per thousand.
  const baseRpm = slot.isShort
    ? rng.lognormal(Math.log(0.06), 0.25)
    : topic.rpm * (minutes >= 8 ? Math.min(1.6, 1.3 + 0.012 * (minutes - 8)) : 0.85) * rng.lognormal(0, 0.12);

  const video: VideoRecord = {
    youtubeId,
    channelYoutubeId: style.channelId,
    title,
    description: slot.isShort
      ? shortDescription(topic, rng)
      : longDescription(topic, style, title, durationSeconds, sponsored, year, rng),
    tags: videoTags(topic, style, title, slot.isShort, year, rng),
    publishedAt: date.toISOString(),
    durationSeconds,
    categoryId: topic.categoryId,
    thumbnailUrl: thumbnailUrl(youtubeId),
    isShort: slot.isShort,
  };

  return {
    video,
    topic,
    model: {
      publishMs: slot.publishMs,
      eventualViews: eventual,
      curve: makeCurve(rng, topic.evergreen, slot.isShort),
      season: topic.season,
    },
    features,
    flags,
    likeRate: clamp(
      rng.lognormal(Math.log(0.035), 0.22) * (outlier ? 0.75 : 1) * (slot.isShort ? 1.1 : 1),
      0.015,
      0.07,
    ),
    commentRate: clamp(
      rng.lognormal(Math.log(0.0022), 0.35) *
        (topic.id === "coding-tutorials" ? 1.4 : 1) *
        (audioIssue ? 1.3 : 1) *
        (slot.isShort ? 0.6 : 1),
      0.0008,
      0.006,
    ),
    hideLikes: rng.chance(0.04),
    commentsDisabled: false,
    ctr,
    averagePercentageViewed,
    subscribeRate: topic.subscribeRate * rng.lognormal(0, 0.25) * (slot.isShort ? 0.12 : 1) * (outlier ? 0.6 : 1),
    unsubscribeRate: rng.float(0.04, 0.12),
    viewsPerViewer: rng.float(1.12, 1.45),
    impressionShare: slot.isShort ? rng.float(0.85, 0.95) : rng.float(0.6, 0.8),
    baseRpm,
    monetizedShare: rng.float(0.5, 0.7),
  };
}

function videoTags(
  topic: Topic,
  style: ChannelStyle,
  title: string,
  isShort: boolean,
  year: number,
  rng: Random,
): string[] {
  if (isShort) return ["shorts", ...rng.sample(topic.tags, 2)];
  const tags = rng.sample(topic.tags, rng.int(4, 6));
  const named = mentionedProducts(topic, title);
  for (const product of named.length > 0 ? named : rng.sample(topic.products, rng.int(1, 2)))
    tags.push(product.toLowerCase());
  tags.push(style.tagName, `${topic.label.toLowerCase()} ${year}`);
  return tags;
}

const HOOKS = [
  "Here's what I'd actually buy if I were starting from zero in {year}.",
  "I tested {items} so you don't have to. Which one would you pick?",
  "My honest take on {items}: what's worth it and what isn't.",
  "Everything I learned after months with {product}, good and bad.",
  "A practical walkthrough, no fluff. Questions welcome in the comments!",
  "{product} or {productB}? Let's settle it.",
];

function longDescription(
  topic: Topic,
  style: ChannelStyle,
  title: string,
  durationSeconds: number,
  sponsored: boolean,
  year: number,
  rng: Random,
): string {
  const parts = [fillSlots(rng.pick(HOOKS), topicSlots(topic, rng, year, mentionedProducts(topic, title), 1))];
  if (sponsored) {
    const sponsor = rng.pick(SPONSORS);
    parts.push(`This video is sponsored by ${sponsor.name}: ${sponsor.pitch} at ${sponsor.url}`);
  }
  const chapterOdds = topic.id === "coding-tutorials" ? 0.85 : durationSeconds >= 480 ? 0.55 : 0.2;
  if (rng.chance(chapterOdds)) parts.push(chapterBlock(topic, durationSeconds, rng));
  if (rng.chance(0.75)) {
    parts.push(`🧰 Gear I use: ${style.site}/gear\n📬 Weekly newsletter: ${style.site}/newsletter`);
    if (rng.chance(0.5)) parts.push("Some links are affiliate links; they support the channel at no cost to you.");
  }
  if (rng.chance(0.45)) parts.push(rng.sample(topic.hashtags, rng.int(2, 3)).join(" "));
  return parts.join("\n\n");
}

function shortDescription(topic: Topic, rng: Random): string {
  const tags = [...rng.sample(topic.hashtags, 2), "#shorts"].join(" ");
  return rng.chance(0.5) ? `Full video on the channel 👆\n\n${tags}` : tags;
}

/** Monday 00:00 UTC of the week containing `ms`. */
export function weekStart(ms: number): number {
  const date = new Date(ms);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - daysSinceMonday);
}

/** Upload habits: which weekdays (Sunday first) and hours the creator tends to publish at. */
export type UploadHabits = {
  weekdayWeights: readonly number[];
  hours: readonly number[];
  hourWeights: readonly number[];
};

/** A publish time in the week starting `monday`, avoiding days already taken. */
export function pickTime(monday: number, habits: UploadHabits, taken: Set<number>, rng: Random): number {
  const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => !taken.has(d));
  // Offset 0 is Monday; habits are indexed from Sunday.
  const offset = rng.weighted(
    days,
    days.map((d) => habits.weekdayWeights[(d + 1) % 7] as number),
  );
  taken.add(offset);
  const hour = rng.weighted(habits.hours, habits.hourWeights);
  return monday + offset * 24 * HOUR_MS + hour * HOUR_MS;
}
