// Comments under each video. The mix of what people say depends on the video, so that honest
// statistics can find causes: bad-audio videos draw audio complaints, long ones "too long",
// sponsored ones ad complaints, ALL-CAPS hooks "clickbait", phone reviews accusations of bias,
// coding tutorials questions, series episodes "part 2" requests, popular videos spam. Complaints
// fade slowly as the channel matures. Requests concentrate on a few themes (see
// REQUEST_THEMES). Timing follows the view curve, so most comments land in the first days.
import type { CommentRecord } from "~/features/channel-data/index";
import * as P from "./comment-phrases";
import type { IdFactory } from "./ids";
import type { People, Person } from "./people";
import type { Random } from "./random";
import { stylize, type Tone } from "./text-style";
import { fillSlots, formatTimestamp, mentionedProducts, topicSlots } from "./titles";
import type { VideoPlan } from "./uploads";
import { curveShare, hoursAtShare, HOUR_MS } from "./views";

type Kind =
  "praise" | "neutral" | "joke" | "timestamp" | "question" | "request" | "complaint" | "spam" | "foreign" | "welcome";

export type CommentVideo = {
  plan: VideoPlan;
  /** The public comment counter at `now`: we never generate more comments than it shows. */
  commentCount: number;
  views: number;
  /** 0..1: where the video sits in the channel's history (complaints fade with time). */
  progress: number;
};

export type CommentChannel = { creator: Person; hostName: string };

/** Split `target` comments across videos in proportion to their comment counters (sublinear). */
export function allocateComments(videos: readonly CommentVideo[], target: number): number[] {
  const weights = videos.map((v) => Math.pow(v.commentCount, 0.85));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return videos.map((v, i) => Math.min(v.commentCount, Math.round((target * (weights[i] as number)) / total)));
}

function kindWeights(v: CommentVideo): Record<Kind, number> {
  const { plan } = v;
  const minutes = plan.video.durationSeconds / 60;
  const w: Record<Kind, number> = {
    praise: 0.31,
    neutral: 0.13,
    joke: 0.06,
    timestamp: 0.06,
    question: 0.12,
    request: 0.08,
    complaint: 0.11 - 0.04 * v.progress,
    spam: 0.06,
    foreign: 0.05,
    welcome: 0,
  };
  if (plan.flags.audioIssue) w.complaint += 0.2;
  if (plan.flags.sponsored) w.complaint += 0.04;
  if (plan.features.capsHook) w.complaint += 0.06;
  if (minutes > 25) w.complaint += 0.04;
  if (plan.topic.id === "smartphone-reviews") w.complaint += 0.04;
  if (plan.flags.outlier) {
    w.complaint += 0.03;
    w.spam += 0.03;
  }
  if (plan.topic.id === "coding-tutorials") w.question += 0.1;
  if (plan.topic.id === "camera-gear") w.question += 0.03;
  if (plan.flags.series) w.request += 0.05;
  if (plan.flags.afterBreak) w.welcome = 0.25;
  if (plan.video.isShort) {
    w.question *= 0.5;
    w.request *= 0.5;
    w.joke *= 2.5;
    w.neutral *= 0.7;
    w.timestamp = 0;
  }
  return w;
}

function complaintWeights(plan: VideoPlan): Record<string, number> {
  const minutes = plan.video.durationSeconds / 60;
  const short = plan.video.isShort;
  return {
    audio: plan.flags.audioIssue ? 3 : 0.08,
    length: short ? 0 : minutes > 20 ? 0.6 : 0.12,
    sponsor: plan.flags.sponsored ? 0.8 : short ? 0 : 0.03,
    clickbait: plan.features.capsHook ? 1 : 0.1,
    outdated: plan.topic.season === "buying-guide" ? 0.28 : 0.18,
    pacing: 0.22,
    bias: plan.topic.id === "smartphone-reviews" ? 0.47 : 0.12,
    unhelpful: plan.features.howTo || plan.topic.id === "coding-tutorials" ? 0.4 : 0.15,
  };
}

const SUBS = ["500", "1k", "2k", "5k", "10k"];

class VideoCommenter {
  private readonly v: CommentVideo;
  private readonly ch: CommentChannel;
  private readonly rng: Random;
  private readonly year: number;
  private readonly sponsor: string;
  private readonly kinds: Record<Kind, number>;
  private readonly complaints: Record<string, number>;
  /** Products the title names: most comments talk about those. */
  private readonly focus: string[];

  constructor(v: CommentVideo, ch: CommentChannel, rng: Random) {
    this.v = v;
    this.ch = ch;
    this.rng = rng;
    this.year = new Date(v.plan.model.publishMs).getUTCFullYear();
    this.sponsor = /sponsored by ([^:]+):/.exec(v.plan.video.description)?.[1] ?? "VPN";
    this.kinds = kindWeights(v);
    this.complaints = complaintWeights(v.plan);
    this.focus = mentionedProducts(v.plan.topic, v.plan.video.title);
  }

  /** A timestamp inside the video. */
  private ts(): number {
    return this.rng.int(5, Math.max(6, this.v.plan.video.durationSeconds - 5));
  }

  fill(template: string): string {
    const topic = topicSlots(this.v.plan.topic, this.rng, this.year, this.focus, 0.7);
    const first = this.ts();
    return fillSlots(template, (slot) => {
      switch (slot) {
        case "ts":
          return formatTimestamp(first);
        case "ts2":
          return formatTimestamp(Math.min(this.v.plan.video.durationSeconds - 1, first + this.rng.int(20, 200)));
        case "minutes":
          return String(Math.round(this.v.plan.video.durationSeconds / 60));
        case "sponsor":
          return this.sponsor;
        case "host":
          return this.ch.hostName;
        case "scammer":
          // Scammers pose as the channel: "@northwindtechlab_giveaway".
          return `${this.ch.creator.name.replace(/-sample$/, "").replace(/-/g, "_")}_giveaway`;
        case "subs":
          return this.rng.pick(SUBS);
        case "next":
          return String((this.v.plan.flags.part ?? 1) + 1);
        case "aitem": {
          const item = topic("item") ?? "";
          return (/^[aeiou]/i.test(item) ? "an " : "a ") + item;
        }
        default:
          return topic(slot);
      }
    });
  }

  kind(): Kind {
    return this.rng.weightedKey(this.kinds);
  }

  /** Text, tone and whether a bot wrote it, for a top-level comment of this kind. */
  text(kind: Kind): { text: string; tone: Tone; bot: boolean; raw?: boolean } {
    const r = this.rng;
    switch (kind) {
      case "praise":
        return { text: this.fill(r.pick(P.PRAISE)), tone: "positive", bot: false };
      case "neutral":
        return { text: this.fill(r.pick(P.NEUTRAL)), tone: "neutral", bot: false };
      case "joke":
        return { text: this.fill(r.pick(P.JOKES)), tone: "neutral", bot: false };
      case "timestamp":
        return { text: this.fill(r.pick(P.TIMESTAMPS)), tone: "positive", bot: false };
      case "question": {
        const own = this.v.plan.topic.questions;
        return { text: this.fill(r.chance(0.55) ? r.pick(own) : r.pick(P.QUESTIONS)), tone: "neutral", bot: false };
      }
      case "request":
        return { text: this.request(), tone: "neutral", bot: false };
      case "complaint": {
        const k = r.weightedKey(this.complaints);
        const bank = P.COMPLAINTS[k] as { full: string[]; clause: string[] };
        const text = r.chance(0.3) ? `${r.pick(P.CONTRAST_OPENERS)} ${r.pick(bank.clause)}` : r.pick(bank.full);
        return { text: this.fill(text), tone: "negative", bot: false };
      }
      case "welcome":
        return { text: r.pick(P.WELCOME_BACK), tone: "positive", bot: false };
      case "foreign":
        return { text: r.pick(P.FOREIGN).text, tone: "neutral", bot: false, raw: true };
      case "spam": {
        const sub = r.weighted(["promo", "sub4sub", "scam", "bot"] as const, [0.35, 0.2, 0.2, 0.25]);
        if (sub === "promo") return { text: this.fill(r.pick(P.SELF_PROMO)), tone: "positive", bot: false };
        if (sub === "sub4sub") return { text: r.pick(P.SUB4SUB), tone: "neutral", bot: false };
        if (sub === "scam") return { text: this.fill(r.pick(P.SCAMS)), tone: "positive", bot: true, raw: true };
        return { text: r.pick(P.BOT_LINES), tone: "positive", bot: true, raw: true };
      }
    }
  }

  private request(): string {
    const r = this.rng;
    const partOdds = this.v.plan.flags.series ? 0.5 : 0.15;
    const roll = r.next();
    if (roll < partOdds) return this.fill(r.pick(P.PART_TWO_REQUESTS));
    if (roll < partOdds + 0.2) return this.fill(r.pick(P.COMPARISON_REQUESTS));
    const theme = r.weighted(
      P.REQUEST_THEMES,
      P.REQUEST_THEMES.map((t) => t.weight),
    );
    const phrase = r.pick(theme.phrasings);
    return fillSlots(r.pick(P.TOPIC_REQUESTS), (slot) => (slot === "theme" ? phrase : undefined));
  }
}

type Draft = { record: CommentRecord; kind: Kind | "creator"; ms: number; scam: boolean };

export function videoComments(
  v: CommentVideo,
  count: number,
  ch: CommentChannel,
  people: People,
  ids: IdFactory,
  nowMs: number,
  rng: Random,
): CommentRecord[] {
  if (count <= 0) return [];
  const plan = v.plan;
  const c = new VideoCommenter(v, ch, rng);
  const publishMs = plan.model.publishMs;
  const ageHours = (nowMs - publishMs) / HOUR_MS;
  const reachedShare = curveShare(plan.model.curve, ageHours);
  // Comment likes scale (slowly) with the video's audience, with a heavy tail.
  const likeMu = 0.45 * Math.log(1 + v.views / 3000) - 0.3;
  const likes = (factor: number) => Math.max(0, Math.floor(Math.exp(rng.normal(likeMu, 1.4)) * factor - 0.5));
  const at = (ms: number) => Math.min(nowMs, Math.max(publishMs + 60_000, ms));
  const whenByViews = () => publishMs + hoursAtShare(plan.model.curve, rng.next() * reachedShare, ageHours) * HOUR_MS;

  const topCount = count < 4 ? count : Math.round(count * 0.85);
  const tops: Draft[] = [];

  if (rng.chance(0.3)) {
    const ms = at(publishMs + rng.int(2, 15) * 60_000);
    tops.push(draft(ids.comment(), null, ch.creator, c.fill(rng.pick(P.CREATOR_TOP)), likes(3), ms, "creator", false));
  }
  while (tops.length < topCount) {
    const kind = c.kind();
    const { text, tone, bot, raw } = c.text(kind);
    let ms: number;
    if (bot) ms = at(publishMs + rng.exponential(2) * HOUR_MS);
    else if (kind === "welcome") ms = at(publishMs + rng.exponential(10) * HOUR_MS);
    else if (kind === "joke" && /^(first|early)/.test(text)) ms = at(publishMs + rng.int(1, 12) * 60_000);
    else ms = at(whenByViews());
    const author = bot ? people.bot() : people.viewer();
    const early = ms - publishMs < 6 * HOUR_MS ? 2 : 1;
    const likeFactor = kind === "spam" ? (bot ? 0 : 0.05) : early;
    tops.push(
      draft(
        ids.comment(),
        null,
        author,
        raw ? text : stylize(text, tone, rng),
        likes(likeFactor),
        ms,
        kind,
        bot && kind === "spam" && text.includes("$"),
      ),
    );
  }

  // Replies: questions and complaints draw the most; scam comments draw bot "testimonials".
  const replies: Draft[] = [];
  const parentWeights = tops.map((d) => {
    const base = { question: 5, complaint: 3, request: 2.5, spam: d.scam ? 2 : 0.2, creator: 2 }[d.kind as string] ?? 1;
    return base * (1 + Math.log1p(d.record.likeCount));
  });
  for (let i = tops.length; i < count; i++) {
    const parent = rng.weighted(tops, parentWeights);
    replies.push(reply(parent, c, ch, people, ids, rng, likes, at));
  }

  return [...tops, ...replies].sort((a, b) => a.ms - b.ms).map((d) => d.record);

  function draft(
    id: string,
    parent: string | null,
    author: Person,
    text: string,
    likeCount: number,
    ms: number,
    kind: Draft["kind"],
    scam: boolean,
  ): Draft {
    return {
      record: {
        youtubeId: id,
        videoYoutubeId: plan.video.youtubeId,
        parentYoutubeId: parent,
        authorName: author.name,
        authorChannelId: author.channelId,
        text,
        likeCount,
        publishedAt: new Date(ms).toISOString(),
      },
      kind,
      ms,
      scam,
    };
  }
}

function reply(
  parent: Draft,
  c: VideoCommenter,
  ch: CommentChannel,
  people: People,
  ids: IdFactory,
  rng: Random,
  likes: (factor: number) => number,
  at: (ms: number) => number,
): Draft {
  let author: Person = people.viewer();
  let text: string;
  let tone: Tone = "neutral";
  const creatorKind =
    parent.kind === "question" || parent.kind === "complaint" || parent.kind === "request" ? parent.kind : "praise";
  const creatorOdds =
    parent.kind === "creator" ? 0 : parent.kind === "question" ? 0.45 : parent.kind === "spam" ? 0 : 0.25;
  if (parent.scam) {
    if (rng.chance(0.7)) {
      author = people.bot();
      text = rng.pick(P.SCAM_REPLIES);
    } else {
      text = rng.pick(P.SCAM_WARNINGS);
    }
  } else if (rng.chance(creatorOdds)) {
    author = ch.creator;
    text = c.fill(rng.pick(P.CREATOR_REPLIES[creatorKind]));
    tone = "positive";
  } else {
    const k =
      parent.kind === "question"
        ? rng.weighted(["answer", "joke"] as const, [0.85, 0.15])
        : parent.kind === "complaint"
          ? rng.weighted(["agree", "disagree"] as const, [0.6, 0.4])
          : rng.weighted(["agree", "joke", "disagree"] as const, [0.6, 0.3, 0.1]);
    text = c.fill(rng.pick(P.VIEWER_REPLIES[k]));
    tone = k === "disagree" ? "negative" : k === "agree" && parent.kind === "complaint" ? "negative" : "neutral";
  }
  const raw = author !== ch.creator && parent.scam;
  if (!raw) text = stylize(text, tone, rng);
  // Replying to someone prefixes their handle, as YouTube does.
  if (!parent.scam && parent.record.authorName.startsWith("@") && rng.chance(0.5))
    text = `${parent.record.authorName} ${text}`;
  const ms = at(parent.ms + 60_000 + rng.exponential(8) * HOUR_MS);
  return {
    record: {
      youtubeId: ids.reply(parent.record.youtubeId),
      videoYoutubeId: parent.record.videoYoutubeId,
      parentYoutubeId: parent.record.youtubeId,
      authorName: author.name,
      authorChannelId: author.channelId,
      text,
      likeCount: likes(author === ch.creator ? 1.5 : 0.4),
      publishedAt: new Date(ms).toISOString(),
    },
    kind: parent.kind,
    ms,
    scam: false,
  };
}
