// Candidate topics from each source of evidence, each with its strength (how much demand the
// evidence shows, in one comparable unit) and the evidence itself with numbers and links.
//
// Strengths (log-scaled, so one huge number cannot drown every other signal):
//   request             log2(1 + distinct viewers who asked)
//   question            0.5 × log2(1 + distinct viewers whose questions name the topic)   (support only)
//   own-topic           log2(median relative views) × min(1, videos ÷ 5)     (relative views ≥ 1.2, ≥ 3 videos)
//   competitor-outlier  log2(best outlier score) + 0.5 × log2(outlier videos on the topic),
//                       halved when no word of the topic is the channel's (an untested fit)
//                       (score ≥ 1.2, long-form, published in the last 180 days; when none is,
//                       the best recent one above 1×, said to be no clear outlier)
//   market-gap          log2(opportunity ratio ÷ the search's median ratio)   (≥ 1.5×)
//   rising-keyword      min(3, week-over-week velocity % ÷ 50)                 (rising or spiking)
//   seasonal-peak       1 when the peak month is next month, 0.75 when it is this month
//   own-upload          0.5 × log2(1 + the upload's relative views)            (fills a batch; always thin)
//
// A part is thin when it rests on little: one viewer asking, a competitor's video only modestly
// above its median (under 2×) or on a topic none of the channel's uploads share a word with, a
// single own upload. A candidate whose every part is thin says so, says what would help, and its
// score counts half (rank.ts).
import { tokenize, unigrams } from "~/lib/title-words";
import { median, round1 } from "~/lib/stats";
import { MONTHS } from "~/lib/months";
import { compactNumber, countOf, videoAge } from "~/lib/format";
import { askAbout } from "./asks";
import { topicStandings } from "./topic-standings";
import {
  acronymBrandSegments,
  boilerplateSegments,
  channelTagSet,
  ownNameWords,
  writtenWords,
  displayPhrase,
  isSaid,
  requestPhrase,
  segmentKey,
  showEpisode,
  showLabelSegments,
  spellingsOf,
  videoTopicPhrase,
  withoutEpisodeNumber,
} from "./phrases";
import { matchSides } from "~/lib/match-titles";
import { FORMAT_WORDS, sameTopic, titleCase, topicKey, topicLabel, topicTerms } from "./terms";
import {
  type FollowUp,
  followUpKind,
  followUpReason,
  isRelease,
  marksYearlyOccasion,
  nextMatchLabel,
  releaseTopic,
} from "./follow-ups";
import type {
  AudienceComment,
  CompetitorVideo,
  Evidence,
  EvidenceKind,
  KeywordTrend,
  MarketCluster,
  OwnCluster,
  OwnVideo,
} from "./types";

export const MIN_OWN_TOPIC_RATIO = 1.2;
/** A competitor's upload this far above its channel's median is a clear outlier; below it (down to MIN_COMPETITOR_SCORE) a modest one, and thin. */
export const MIN_OUTLIER_SCORE = 2;
/** The least a competitor's upload must beat its channel's median by to count at all (the same bar as an own topic's). */
export const MIN_COMPETITOR_SCORE = 1.2;
/** What a competitor's outlier on a topic that shares no word with the channel counts for. */
export const UNTESTED_FIT_FACTOR = 0.5;
/** "Recently": competitors' uploads older than this are not evidence of what works now. */
export const RECENT_OUTLIER_DAYS = 180;
export const MIN_MARKET_GAP = 1.5;
const DAY_MS = 86_400_000;

/** A ratio to its median, one decimal, two when one would read as no lead at all ("1.02×", not "1×"). */
function beatBy(ratio: number): string {
  return ratio > 1 && round1(ratio) <= 1 ? ratio.toFixed(2) : String(round1(ratio));
}

/** What makes a part thin, and what would make it stronger. */
export type Thin = { what: string; help: string };

export type Part = {
  kind: EvidenceKind;
  strength: number;
  evidence: Evidence[];
  newestMs: number;
  /** Set when this evidence rests on little. */
  thin?: Thin | null;
  /** A competitor's outlier on a topic that shares no word with the channel: how it suits the channel is untested. */
  offTopic?: boolean;
};

export type Candidate = {
  terms: string[];
  label: string;
  parts: Part[];
  /** Format words ("setup", "review") the evidence used, most used first. */
  formatWords: string[];
  requested: boolean;
  /** Lengths of other channels' videos on the topic, in seconds. */
  referenceDurations: number[];
  tags: string[];
  /** The label is a phrase of a video's title, written as people title videos: no format word is added to it. */
  titled?: boolean;
  /** A follow-up to one of the channel's own uploads, of the kind the upload allows. */
  followUp?: FollowUp;
  /** The id of the own upload a follow-up follows (a numbered series' next part has one too). */
  follows?: string;
};

export const watchUrl = (videoId: string, commentId?: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}${commentId ? `&lc=${encodeURIComponent(commentId)}` : ""}`;

export const strengthOf = (c: Candidate) => c.parts.reduce((sum, p) => sum + p.strength, 0);

const ms = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * Words a competitor's title shares with almost any channel's without sharing its subject: how a
 * video is cut or announced ("trailer", "highlights", "interview", "reaction"), a prefix ("post"
 * in "Post Match" and "Post Launch"), or a word every sport and every game says ("game", "team":
 * a West Ham fan's "had no Game Plan" is not an Arsenal fan's "Only One Game"). A game studio whose
 * titles say "Post Launch" is no audience for a football manager's "Post Match Interview". They
 * stay topic words; they only prove no fit.
 */
const FIT_NOISE: ReadonlySet<string> = new Set(
  (
    "post pre interview trailer teaser hd 4k gameplay reveal highlight recap compilation reaction clip " +
    "launch announcement update part edition game team"
  ).split(" "),
);

/** Format words in some phrases, most frequent first (ties alphabetical). */
export function formatWordsOf(phrases: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const phrase of phrases) {
    for (const term of new Set(unigrams(tokenize(phrase)).map((t) => t.term))) {
      if (FORMAT_WORDS.has(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
}

function topCounts<T>(items: readonly T[], key: (t: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * The request phrase as commenters wrote it, keeping their capitals ("NAS", "Linux"): of the
 * comments holding it, the writing with the most capital letters short of shouting in all caps.
 */
function surfaceOf(phrase: string, comments: readonly AudienceComment[]): string {
  let best = phrase;
  let bestCaps = 0;
  for (const c of comments) {
    const at = c.text.toLowerCase().indexOf(phrase);
    if (at < 0) continue;
    const surface = c.text.slice(at, at + phrase.length);
    const caps = [...surface].filter((ch) => ch !== ch.toLowerCase()).length;
    const letters = [...surface].filter((ch) => ch.toLowerCase() !== ch.toUpperCase()).length;
    if (caps > bestCaps && caps < letters) {
      best = surface;
      bestCaps = caps;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// 1. Viewer requests

const monthYear = (iso: string) => {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/**
 * When the request comments were written ("from March 2025 to November 2026", all dates read):
 * Comment Sentiment counts the comments of its period, so each count says its window.
 */
function askedWhen(list: readonly AudienceComment[]): string {
  const times = list.map((c) => c.publishedAt).sort();
  const first = monthYear(times[0]!);
  const last = monthYear(times[times.length - 1]!);
  return first === last ? `in ${first}` : `from ${first} to ${last}`;
}

/** A request that was checked: the comment asks about its topic, and the sentence that asks is quoted. */
type Asked = { comment: AudienceComment; phrase: string; quote: string };

/**
 * Viewer requests, grouped by topic. Each comment Comment Sentiment flagged as a request is read
 * again: its requested phrase is cut to the part that names something (phrases.ts, "these and the
 * take down" → "take down"), and the comment counts only when one of its sentences asks (asks.ts)
 * about that topic. That sentence is what the evidence quotes.
 */
export function requestCandidates(comments: readonly AudienceComment[]): Candidate[] {
  const groups = new Map<string, { terms: string[]; asked: Asked[] }>();
  for (const c of comments) {
    if (!c.request) continue;
    const phrase = requestPhrase(c.request);
    if (!phrase) continue;
    const terms = topicTerms(phrase);
    if (terms.length === 0) continue;
    const ask = askAbout(c.text, terms);
    if (!ask) continue;
    const key = topicKey(terms);
    const group = groups.get(key) ?? { terms, asked: [] };
    group.asked.push({ comment: c, phrase: phrase.toLowerCase(), quote: ask.quote });
    groups.set(key, group);
  }
  const askers = (list: readonly Asked[]) => new Set(list.map((a) => a.comment.author)).size;
  // Seeds: the most-asked group first; each other group joins the first seed on the same topic.
  const ordered = [...groups.entries()].sort(
    (a, b) => askers(b[1].asked) - askers(a[1].asked) || a[0].localeCompare(b[0]),
  );
  const seeds: { terms: string[]; groups: { terms: string[]; asked: Asked[] }[] }[] = [];
  for (const [, group] of ordered) {
    const seed = seeds.find((s) => sameTopic(s.terms, group.terms));
    if (seed) seed.groups.push(group);
    else seeds.push({ terms: group.terms, groups: [group] });
  }
  return seeds.map((seed) => {
    const asked = seed.groups.flatMap((g) => g.asked);
    const list = asked.map((a) => a.comment);
    const people = askers(asked);
    const byVideo = topCounts(list, (c) => c.videoId);
    const titles = new Map(list.map((c) => [c.videoId, c.videoTitle]));
    // The topic is the merged phrasings' common core: the group whose terms the most other groups
    // hold ("home server" in "home server for plex"), then the most asked.
    const contains = (outer: readonly string[], inner: readonly string[]) => inner.every((t) => outer.includes(t));
    const core = [...seed.groups].sort(
      (a, b) =>
        seed.groups.filter((g) => contains(g.terms, b.terms)).length -
          seed.groups.filter((g) => contains(g.terms, a.terms)).length || askers(b.asked) - askers(a.asked),
    )[0]!;
    const [phrase] = topCounts(core.asked, (a) => a.phrase)[0]!;
    const label = topicLabel(
      surfaceOf(
        phrase,
        core.asked.map((a) => a.comment),
      ),
    );
    const [topVideo, topCount] = byVideo[0]!;
    const quotes = [...asked]
      .sort(
        (a, b) =>
          b.comment.likeCount - a.comment.likeCount ||
          ms(b.comment.publishedAt) - ms(a.comment.publishedAt) ||
          a.comment.id.localeCompare(b.comment.id),
      )
      .filter((a, i, all) => all.findIndex((o) => o.comment.author === a.comment.author) === i)
      .slice(0, 2);
    const evidence: Evidence[] = [
      {
        kind: "request",
        text: `${plural(people, "viewer")} asked for a video on ${label} in ${plural(list.length, "comment")} under ${plural(byVideo.length, "video")} ${askedWhen(list)}; most under “${titles.get(topVideo)}” (${topCount})`,
        count: people,
        href: watchUrl(topVideo),
      },
      ...quotes.map<Evidence>((a) => ({
        kind: "request",
        text: `“${a.quote}” (${plural(a.comment.likeCount, "like")}, under “${a.comment.videoTitle}”)`,
        count: a.comment.likeCount,
        href: watchUrl(a.comment.videoId, a.comment.id),
      })),
    ];
    return {
      terms: core.terms,
      label,
      parts: [
        {
          kind: "request",
          strength: Math.log2(1 + people),
          evidence,
          newestMs: Math.max(...list.map((c) => ms(c.publishedAt))),
          thin:
            people === 1
              ? {
                  what: "one viewer asked for it",
                  help: "more viewers asking, or a competitor's outlier on the topic, would show wider demand",
                }
              : null,
        },
      ],
      // The format the viewers asked for ("a comparison", "a tutorial") is in their whole request.
      formatWords: formatWordsOf(list.map((c) => c.request!)),
      requested: true,
      referenceDurations: [],
      // Phrasings asked at least twice (a one-off is often a typo).
      tags: topCounts(asked, (a) => a.phrase)
        .filter(([, n]) => n >= 2)
        .slice(0, 3)
        .map(([p]) => p),
    };
  });
}

/**
 * Questions support any candidate they ask about: a question-flagged comment counts when one of
 * its asking sentences holds every one of the candidate's terms (asks.ts), and that sentence is
 * quoted. Distinct askers are counted. A one-word topic taken from a video title ("Happening" of
 * "BIG THINGS ARE HAPPENING") is too common a word for a question holding it to be about it; one
 * that viewers asked for by that word, or a keyword, is not.
 */
export function questionPart(candidate: Candidate, comments: readonly AudienceComment[]): Part | null {
  if (candidate.terms.length < 2 && candidate.titled && !candidate.requested) return null;
  const matching = comments.flatMap((c) => {
    if (!c.question) return [];
    const ask = askAbout(c.text, candidate.terms, { all: true });
    return ask ? [{ comment: c, quote: ask.quote }] : [];
  });
  if (matching.length === 0) return null;
  const people = new Set(matching.map((m) => m.comment.author)).size;
  const top = [...matching].sort(
    (a, b) => b.comment.likeCount - a.comment.likeCount || a.comment.id.localeCompare(b.comment.id),
  )[0]!;
  return {
    kind: "question",
    strength: 0.5 * Math.log2(1 + people),
    newestMs: Math.max(...matching.map((m) => ms(m.comment.publishedAt))),
    thin:
      people === 1
        ? { what: "one viewer asked a question about it", help: "more viewers asking would show wider interest" }
        : null,
    evidence: [
      {
        kind: "question",
        text: `${plural(people, "viewer")} asked questions about ${candidate.label}, e.g. “${top.quote}”`,
        count: people,
        href: watchUrl(top.comment.videoId, top.comment.id),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Topics where the channel over-performs its median

export function ownTopicCandidates(
  clusters: readonly OwnCluster[],
  videos: readonly OwnVideo[],
  relative: ReadonlyMap<string, number>,
): Candidate[] {
  const out: Candidate[] = [];
  for (const standing of topicStandings(clusters, videos, relative)) {
    const ratio = standing.medianRatio;
    const terms = topicTerms(standing.name);
    if (ratio < MIN_OWN_TOPIC_RATIO || terms.length === 0) continue;
    const members = standing.videos.map((m) => m.video);
    const best = standing.videos[0]!;
    const label = standing.label;
    out.push({
      terms,
      label,
      parts: [
        {
          kind: "own-topic",
          strength: Math.log2(ratio) * Math.min(1, members.length / 5),
          newestMs: Math.max(...members.map((v) => ms(v.publishedAt))),
          evidence: [
            {
              kind: "own-topic",
              text: `Your ${countOf(members.length, "video")} on ${label} get a median ${round1(ratio)}× the views of your uploads of a similar age`,
              count: members.length,
              href: watchUrl(best.video.id),
            },
            {
              kind: "own-topic",
              text: `Best: “${best.video.title}”, ${compactNumber(best.video.views)} views (${round1(best.ratio)}×)`,
              count: best.video.views,
              href: watchUrl(best.video.id),
            },
          ],
        },
      ],
      formatWords: formatWordsOf(members.map((v) => v.title)),
      requested: false,
      referenceDurations: [],
      tags: topCounts(
        members.flatMap((v) => v.tags.map((t) => t.trim().toLowerCase())).map((t) => ({ t })),
        (x) => x.t,
      )
        .slice(0, 3)
        .map(([t]) => t),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 3. Competitor outliers: what beat its own channel's median recently, on a topic this channel can make

/**
 * Where the own channel uses a word: the newest upload whose title has it, else whose tags do,
 * else a topic its viewers asked for, else the niche the creator named.
 */
type Use =
  | { video: OwnVideo; in: "title" | "tags" }
  | { video: null; in: "requests"; label: string }
  | { video: null; in: "niche" };

/** The own channel's words (titles, tags, its viewers' requests, niche), each with where it is used. */
function ownVocabulary(
  own: readonly OwnVideo[],
  requested: readonly Candidate[],
  niche: string | null,
): Map<string, Use> {
  const out = new Map<string, Use>();
  const newestFirst = [...own].sort((a, b) => ms(b.publishedAt) - ms(a.publishedAt) || a.id.localeCompare(b.id));
  for (const v of newestFirst)
    for (const t of topicTerms(v.title)) if (!out.has(t)) out.set(t, { video: v, in: "title" });
  // A tag is about what its last word names ("back to school" is about school, "sephora haul" is a
  // haul): its other words alone would make any title that uses them fit ("Frank Lampard Back At
  // Cobham" for a creator who tagged "back to school").
  for (const v of newestFirst)
    for (const tag of v.tags) {
      const head = topicTerms(tag).at(-1);
      if (head !== undefined && !out.has(head)) out.set(head, { video: v, in: "tags" });
    }
  for (const r of requested)
    for (const t of r.terms) if (!out.has(t)) out.set(t, { video: null, in: "requests", label: r.label });
  for (const t of niche ? topicTerms(niche) : []) if (!out.has(t)) out.set(t, { video: null, in: "niche" });
  return out;
}

/** Where a fitting word was found, as the evidence says it. */
function fitPlace(use: Use): string {
  if (use.in === "title" || use.in === "tags")
    return `your uploads' ${use.in === "title" ? "titles" : "tags"}, e.g. “${use.video.title}”`;
  return use.in === "requests" ? `your viewers' requests (${use.label})` : "the niche you set in Account Settings";
}

/**
 * Tag words most channels of a niche put on their uploads ("beauty", "blogger", "vlog"): sharing
 * them says two channels are in the same niche, not that a video's topic suits this one. A word
 * in the tags of at least three of the channels, and of more than half of them.
 */
export function nicheTagWords(channels: readonly (readonly { tags: readonly string[] }[])[]): Set<string> {
  const counts = new Map<string, number>();
  for (const videos of channels)
    for (const t of new Set(videos.flatMap((v) => v.tags.flatMap((tag) => topicTerms(tag)))))
      counts.set(t, (counts.get(t) ?? 0) + 1);
  const out = new Set<string>();
  for (const [t, n] of counts) if (n >= 3 && n > channels.length / 2) out.add(t);
  return out;
}

type Outlier = { video: CompetitorVideo; phrase: string; terms: string[]; fit: string[] };

/**
 * Competitors' recent long-form uploads that beat their own channel's median (outlier score ≥
 * MIN_COMPETITOR_SCORE, published in the last RECENT_OUTLIER_DAYS), each on the topic its title
 * names (phrases.ts: the title's segment that names it, without the channel's name, its series
 * labels or the show an episode belongs to). A topic fits the channel when its words (or at least two of the video's tags' words)
 * appear in the channel's own titles or tags, in what its viewers asked for, or in its niche; one
 * that does not is still taken, said to fit weakly, and thin. Uploads on one topic are one candidate.
 */
export function outlierCandidates(
  competitors: readonly CompetitorVideo[],
  own: readonly OwnVideo[],
  options: { nowMs: number; niche?: string | null; requested?: readonly Candidate[] },
): Candidate[] {
  const vocabulary = ownVocabulary(own, options.requested ?? [], options.niche ?? null);
  const byChannel = new Map<string, CompetitorVideo[]>();
  for (const v of competitors) byChannel.set(v.channel, [...(byChannel.get(v.channel) ?? []), v]);
  const boilerplate = new Map(
    [...byChannel].map(([name, videos]) => [
      name,
      new Set([
        ...boilerplateSegments(
          videos.map((v) => v.title),
          name,
        ),
        ...acronymBrandSegments(videos),
      ]),
    ]),
  );
  const channelTags = new Map([...byChannel].map(([name, videos]) => [name, channelTagSet(videos)]));
  // Each channel's words are read once; a channel's name words are those no other channel writes.
  const written = new Map([...byChannel].map(([name, videos]) => [name, writtenWords(videos)]));
  const ownWritten = writtenWords(own);
  const nameWords = new Map(
    [...byChannel.keys()].map((name) => [
      name,
      ownNameWords(channelTags.get(name)!, [
        ownWritten,
        ...[...written].filter(([other]) => other !== name).map(([, words]) => words),
      ]),
    ]),
  );
  const nicheWords = nicheTagWords([...byChannel.values(), own]);
  const spellings = spellingsOf([...competitors, ...own].flatMap((v) => [v.title, ...v.tags]));

  const recent = competitors
    .filter(
      (v) =>
        !v.isShort &&
        v.outlierScore !== null &&
        ms(v.publishedAt) <= options.nowMs &&
        options.nowMs - ms(v.publishedAt) <= RECENT_OUTLIER_DAYS * DAY_MS,
    )
    .sort((a, b) => b.outlierScore! - a.outlierScore! || a.id.localeCompare(b.id));
  const outlierOf = (video: CompetitorVideo): Outlier | null => {
    const tagsOfChannel = channelTags.get(video.channel) ?? new Set<string>();
    const labels = new Set([...(boilerplate.get(video.channel) ?? []), ...showLabelSegments(video.title)]);
    // A release is about its song or film, not its artist or studio ("Bryson Tiller - Run Me Dry").
    const released = isRelease(video.title) ? releaseTopic(video.title) : null;
    const namesOne =
      released !== null && topicTerms(released).length > 0 && released.replace(/\P{L}/gu, "").length >= 4;
    const found =
      (namesOne ? released : null) ??
      videoTopicPhrase(video, labels, tagsOfChannel, video.channel, nameWords.get(video.channel));
    const phrase = found ? withoutEpisodeNumber(found) : null;
    if (!phrase) return null;
    // A match's report or reaction whose other words are said, not named ("Watford 2-1 Arsenal |
    // We've Run Out Of Paper For The Cracks!"): the match drew its views, and it is over; a fan's
    // or a player's words about it are no topic. "La Liga", "Tunnel Cam" or "Post Match Interview"
    // beside a match name one.
    if (matchSides(video.title) !== null && isSaid(video.title, phrase)) return null;
    const terms = topicTerms(phrase);
    // The competitor's own name in your tags says you mention them, not that the topic suits you.
    const named = new Set(topicTerms(video.channel));
    const fits = (t: string) => vocabulary.has(t) && !named.has(t) && !FIT_NOISE.has(t);
    let fit = terms.filter(fits);
    if (fit.length === 0) {
      // Tags name what a clickbait title hides; two shared tag words say the same audience watches
      // both, unless the whole niche tags its uploads with them.
      const tagFit = [
        ...new Set(video.tags.filter((t) => !tagsOfChannel.has(segmentKey(t))).flatMap((t) => topicTerms(t))),
      ].filter((t) => fits(t) && !nicheWords.has(t));
      if (tagFit.length >= 2) fit = tagFit;
    }
    return { video, phrase, terms, fit };
  };
  const outliers = recent
    .filter((v) => v.outlierScore! >= MIN_COMPETITOR_SCORE)
    .map(outlierOf)
    .filter((o): o is Outlier => o !== null);
  if (outliers.length === 0) {
    // No recent upload cleared the bar: the one that did best, if it beat its median at all, is
    // still what worked best for these channels lately, and says it is no clear outlier.
    const best = recent
      .filter((v) => v.outlierScore! > 1)
      .map(outlierOf)
      .find((o): o is Outlier => o !== null);
    if (best) outliers.push(best);
  }

  const groups: Outlier[][] = [];
  for (const o of outliers) {
    const group = groups.find((g) => sameTopic(g[0]!.terms, o.terms));
    if (group) group.push(o);
    else groups.push([o]);
  }
  return groups.map((group) => {
    const lead = group[0]!;
    const best = lead.video;
    const score = best.outlierScore!;
    const label = displayPhrase(lead.phrase, spellings);
    const videos = group.map((o) => o.video);
    const fit = [...new Set(group.flatMap((o) => o.fit))];
    const uses = fit.map((t) => vocabulary.get(t)!);
    const order: Use["in"][] = ["title", "tags", "requests", "niche"];
    const example = order.map((place) => uses.find((u) => u.in === place)).find((u) => u !== undefined) ?? null;
    const newest = Math.max(...videos.map((v) => ms(v.publishedAt)));
    // Its age counted as the monitor's card counts it ("33d ago", "at 33 days old"): rounded down.
    const age = videoAge(options.nowMs - ms(best.publishedAt));
    const thin: string[] = [];
    const help: string[] = [];
    if (score < MIN_COMPETITOR_SCORE) {
      thin.push(
        `it beat its channel's median by only ${beatBy(score)}×, yet it is the best your competitors did lately: no clear outlier`,
      );
      help.push(`a competitor upload at ${MIN_OUTLIER_SCORE}× its median or more`);
    } else if (score < MIN_OUTLIER_SCORE) {
      thin.push(`the best of them beat its channel's median by ${round1(score)}×, a modest lead`);
      help.push(`a competitor upload at ${MIN_OUTLIER_SCORE}× its median or more on this topic`);
    }
    if (fit.length === 0) {
      thin.push(
        "none of your uploads' titles or tags, nor your viewers' requests, share a topic word with it, so how it suits your channel is untested",
      );
      help.push("tracking competitors closer to your niche in Competitor Monitor");
    }
    const fitLine: Evidence =
      fit.length > 0
        ? {
            kind: "competitor-outlier",
            text: `Fits your channel: ${fit
              .slice(0, 3)
              .map((t) => `“${t}”`)
              .join(", ")} ${fit.length === 1 ? "is" : "are"} in ${fitPlace(example!)}`,
            ...(example?.video ? { href: watchUrl(example.video.id) } : {}),
          }
        : {
            kind: "competitor-outlier",
            text: `Topic fit is weak: none of your uploads' titles or tags, nor your viewers' requests, share a topic word with ${label}, so its strength counts half; it is here as one of your competitors' strongest recent uploads`,
            href: "/competitor-monitor",
          };
    return {
      terms: lead.terms,
      label,
      parts: [
        {
          kind: "competitor-outlier",
          // What worked for another audience is weaker evidence for this one until a word of it
          // is the channel's: halved, so a fitting outlier outranks a stronger one that does not fit.
          strength: (Math.log2(score) + 0.5 * Math.log2(group.length)) * (fit.length > 0 ? 1 : UNTESTED_FIT_FACTOR),
          offTopic: fit.length === 0,
          newestMs: newest,
          thin: thin.length > 0 ? { what: thin.join("; "), help: help.join(", or ") } : null,
          evidence: [
            {
              kind: "competitor-outlier",
              text: `${plural(group.length, "competitor video")} on ${label} beat ${group.length === 1 ? "its" : "their"} channel's median views (best ${beatBy(score)}×, ${age} old)`,
              count: group.length,
              href: "/competitor-monitor",
            },
            ...videos.slice(0, 3).map<Evidence>((v) => ({
              kind: "competitor-outlier",
              text: `${v.channel}: “${v.title}”, ${compactNumber(v.viewCount)} views, ${beatBy(v.outlierScore!)}× its channel's median${v.baselineViews ? ` (${compactNumber(v.baselineViews)}${v.baselineEstimated ? ", estimated at that age" : ""})` : ""}`,
              count: v.viewCount,
              href: watchUrl(v.id),
            })),
            fitLine,
          ],
        },
      ],
      formatWords: formatWordsOf(videos.map((v) => v.title)),
      requested: false,
      referenceDurations: videos.map((v) => v.durationSeconds),
      tags: topCounts(
        videos.flatMap((v) =>
          v.tags
            .filter((t) => !(channelTags.get(v.channel) ?? new Set()).has(segmentKey(t)))
            .map((t) => ({ t: t.trim().toLowerCase() })),
        ),
        (x) => x.t,
      )
        .slice(0, 3)
        .map(([t]) => t),
      titled: true,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// 3b. The channel's own past uploads: the evidence of last resort

/**
 * The side a channel's match titles are about (a fan channel's club): the side named in at least
 * half of its match titles, at least two, written as most of them write it; null otherwise.
 */
function channelSide(own: readonly OwnVideo[]): string | null {
  const matches = own.map((v) => matchSides(v.title)).filter((s): s is [string, string] => s !== null);
  const counts = new Map<string, { n: number; written: string }>();
  for (const sides of matches)
    for (const written of new Set(sides)) {
      const key = segmentKey(written);
      counts.set(key, { n: (counts.get(key)?.n ?? 0) + 1, written: counts.get(key)?.written ?? written });
    }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  return best && best.n >= 2 && best.n >= matches.length / 2 ? best.written : null;
}

/** "Arsenal Match Reaction" for a title of a match the channel's side played; null for another's. */
function matchReactionOf(title: string, side: string | null): string | null {
  const sides = matchSides(title);
  if (!side || !sides?.some((s) => segmentKey(s) === segmentKey(side))) return null;
  return `${side} Match Reaction`;
}

/** A phrase ending in an episode number: "Desk Setup Tour 7", "Build Log Ep. 12", "Vlog No. 3". */
const SERIES_NUMBER = /^(.*?\S)\s+(#|no\.?\s*|ep\.?\s*|episode\s+)?(\d{1,3})$/iu;

/**
 * One candidate per own upload whose title names a topic, best relative views first: a follow-up
 * to what already worked for this channel. Used only to fill a batch that would have fewer than
 * IDEAS_PER_BATCH ideas (select.ts), labelled as the channel's own upload and always thin, unless a
 * competitor's outlier on the upload's topic backs it (merge.ts `backFollowUps`).
 * Settled long-form uploads are compared with uploads of a similar age (relative views); a
 * channel with too few of those compares each upload with the median of its others.
 */
export function ownUploadCandidates(
  own: readonly OwnVideo[],
  relative: ReadonlyMap<string, number>,
  nowMs: number,
  channelName: string | null = null,
): Candidate[] {
  const published = own.filter((v) => ms(v.publishedAt) > 0 && ms(v.publishedAt) <= nowMs);
  const longForm = published.filter((v) => !v.isShort);
  const settled = longForm.filter((v) => nowMs - ms(v.publishedAt) >= 7 * DAY_MS);
  const pool = settled.length > 0 ? settled : longForm.length > 0 ? longForm : published;
  // The channel's show known by its letters ("Angry Video Game Nerd", tagged "AVGN") is its brand:
  // a follow-up to "Wrestling Games - Angry Video Game Nerd" is about wrestling games.
  const boilerplate = new Set([
    ...boilerplateSegments(
      own.map((v) => v.title),
      channelName,
    ),
    ...acronymBrandSegments(own),
  ]);
  const channelTags = channelTagSet(own);
  const spellings = spellingsOf(own.flatMap((v) => [v.title, ...v.tags]));
  const ratioOf = (v: OwnVideo): { ratio: number; against: string } | null => {
    const measured = relative.get(v.id);
    if (measured !== undefined) return { ratio: measured, against: "your uploads of a similar age" };
    const others = median(pool.filter((o) => o.id !== v.id).map((o) => o.views));
    return others && others > 0 ? { ratio: v.views / others, against: "the median of your other uploads" } : null;
  };
  const side = channelSide(own);
  // Numbered series ("Desk Setup Tour 7", "Build Log Ep. 12"): the follow-up is the next number.
  const phrases = new Map(pool.map((v) => [v.id, videoTopicPhrase(v, boilerplate, channelTags, channelName)]));
  const series = new Map<string, { prefix: string; numbers: number[] }>();
  for (const phrase of phrases.values()) {
    const numbered = phrase ? SERIES_NUMBER.exec(phrase) : null;
    if (!numbered) continue;
    const key = segmentKey(numbered[1]!);
    const entry = series.get(key) ?? { prefix: numbered[1]!, numbers: [] };
    entry.numbers.push(Number(numbered[3]));
    series.set(key, entry);
  }
  const out: { candidate: Candidate; ratio: number; at: number }[] = [];
  for (const v of pool) {
    const phrase = phrases.get(v.id);
    if (!phrase) continue;
    const numbered = SERIES_NUMBER.exec(phrase);
    const run = numbered ? series.get(segmentKey(numbered[1]!)) : undefined;
    // Two numbered uploads make a series; so does one that calls itself an episode ("Half in the
    // Bag Episode 132"), whose number says how many came before. A bare number ("iPhone 8") does not.
    const marker = numbered?.[2] ?? null;
    const inSeries = run !== undefined && (run.numbers.length >= 2 || (marker !== null && Number(numbered![3]) >= 2));
    // An episode of a show named in another part of the title ("The Nerd Crew: Episode 6 - The Last
    // Jedi Trailer 2 Reaction!"): the phrase is the episode's topic, the follow-up the show's next.
    const show = inSeries ? null : showEpisode(v.title);
    const continues = inSeries || show !== null;
    const kind = continues ? "part" : followUpKind(v.title);
    // A birthday or an anniversary has no part 2, and its next is a year away: not a follow-up now.
    if (!continues && kind === "part" && marksYearlyOccasion(v.title)) continue;
    // A release's making is the song's or the film's ("Krept & Konan - For Me" names the artist first).
    const released = kind === "behind-the-scenes" ? releaseTopic(v.title) : null;
    // A match reaction titled by what was said ("Watford 2-1 Arsenal | We've Run Out Of Paper…!"):
    // the next match's is the channel's team's match reaction, not the words.
    const said = kind === "next-match" && isSaid(v.title, phrase);
    const reaction = said ? matchReactionOf(v.title, side) : null;
    if (said && !reaction) continue;
    const topic = inSeries ? run.prefix : show ? show.show : (released ?? reaction ?? phrase);
    const named = topicTerms(topic);
    // A song of small words ("For Me") is still its own topic.
    const terms = named.length > 0 ? named : released ? segmentKey(released).split(" ") : [];
    if (terms.length === 0) continue;
    const measured = ratioOf(v);
    const next = inSeries
      ? `${run.prefix} ${marker ?? ""}${Math.max(...run.numbers) + 1}`
      : show
        ? `${show.show} ${show.marker} ${show.number + 1}`
        : kind === "next-match"
          ? (reaction ?? nextMatchLabel(v.title, phrase))
          : topic;
    const label = displayPhrase(next, spellings);
    // A title that hides its topic ("I'M SO DONE WITH THIS..") took it from a tag: the evidence
    // names that tag, so it says what the idea is about.
    const titleTerms = new Set(topicTerms(v.title));
    const taggedAs = terms.some((t) => titleTerms.has(t))
      ? null
      : (v.tags.find((t) => segmentKey(t) === segmentKey(topic)) ?? null);
    out.push({
      ratio: measured?.ratio ?? 1,
      at: ms(v.publishedAt),
      candidate: {
        terms,
        label,
        parts: [
          {
            kind: "own-upload",
            strength: 0.5 * Math.log2(1 + (measured?.ratio ?? 1)),
            newestMs: ms(v.publishedAt),
            thin: {
              what: "only your own past upload backs it (no viewer request, competitor outlier or market measure)",
              help: "viewers asking for a follow-up, a competitor's outlier on the topic, or a Content Analyzer search showing demand",
            },
            evidence: [
              {
                kind: "own-upload",
                text: `Your own upload “${v.title}” (${monthYear(v.publishedAt)}${taggedAs ? `, tagged “${taggedAs}”` : ""}) has ${compactNumber(v.views)} views${measured ? `, ${round1(measured.ratio)}× ${measured.against}` : ""}: ${!continues ? followUpReason(measured !== null && round1(measured.ratio) < 1, kind, label) : inSeries && run.numbers.length >= 2 ? `the next in your series of ${run.numbers.length}` : "the next episode of its series"}`,
                count: v.views,
                href: watchUrl(v.id),
              },
            ],
          },
        ],
        formatWords: [],
        requested: false,
        referenceDurations: [],
        tags: v.tags.filter((t) => !channelTags.has(segmentKey(t))).slice(0, 3),
        titled: true,
        // A numbered series continues with its next number; a single upload gets what may follow it.
        followUp: continues ? undefined : kind,
        follows: v.id,
      },
    });
  }
  return out.sort((a, b) => b.ratio - a.ratio || b.at - a.at).map((o) => o.candidate);
}

// ---------------------------------------------------------------------------------------------
// 4. Low-competition clusters and rising keywords in the market data

export function marketCandidates(clusters: readonly MarketCluster[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of clusters) {
    if (c.medianOpportunityRatio <= 0 || c.videoCount < 2) continue;
    const gap = c.opportunityRatio / c.medianOpportunityRatio;
    const terms = topicTerms(c.name);
    if (gap < MIN_MARKET_GAP || terms.length === 0) continue;
    const label = titleCase(c.name);
    out.push({
      terms,
      label,
      parts: [
        {
          kind: "market-gap",
          strength: Math.log2(gap),
          newestMs: ms(c.analyzedAt),
          evidence: [
            {
              kind: "market-gap",
              text: `In the Content Analyzer search “${c.query}”, ${label} has only ${plural(c.videoCount, "video")} drawing a median ${compactNumber(c.demand)} views a day: ${round1(gap)}× that search's typical demand for its supply`,
              count: c.videoCount,
              href: "/youtube-tool",
            },
          ],
        },
      ],
      formatWords: [],
      requested: false,
      referenceDurations: [],
      tags: [c.query.toLowerCase()],
    });
  }
  return out;
}

// 4 and 5. Rising keywords, and seasonal peaks this month or next.
export function trendCandidates(trends: readonly KeywordTrend[], nowMs: number): Candidate[] {
  const thisMonth = new Date(nowMs).getUTCMonth();
  const out: Candidate[] = [];
  for (const t of trends) {
    const terms = topicTerms(t.keyword);
    if (terms.length === 0) continue;
    const label = topicLabel(t.keyword);
    const parts: Part[] = [];
    if ((t.signal === "rising" || t.signal === "spiking") && t.velocity !== null && t.velocity > 0) {
      parts.push({
        kind: "rising-keyword",
        strength: Math.min(3, t.velocity / 50),
        newestMs: ms(t.lastUpdated),
        evidence: [
          {
            kind: "rising-keyword",
            text: `“${t.keyword}” is ${t.signal}: views per day on new videos up ${round1(t.velocity)}% week over week (${plural(t.dataPoints, "measurement")})`,
            count: t.dataPoints,
            href: "/youtube",
          },
        ],
      });
    }
    const peak = t.seasonalPeakMonth
      ? MONTHS.findIndex((m) => m.toLowerCase() === t.seasonalPeakMonth!.toLowerCase())
      : -1;
    const next = peak >= 0 && peak === (thisMonth + 1) % 12;
    if (peak >= 0 && (next || peak === thisMonth)) {
      parts.push({
        kind: "seasonal-peak",
        strength: next ? 1 : 0.75,
        newestMs: ms(t.lastUpdated),
        evidence: [
          {
            kind: "seasonal-peak",
            text: `“${t.keyword}” peaks in ${MONTHS[peak]} (${next ? "next month: publish ahead of it" : "this month: publish now"}), from ${plural(t.dataPoints, "measurement")} over the past year`,
            count: t.dataPoints,
            href: "/youtube",
          },
        ],
      });
    }
    if (parts.length > 0)
      out.push({
        terms,
        label,
        parts,
        formatWords: [],
        requested: false,
        referenceDurations: [],
        tags: [t.keyword.toLowerCase()],
      });
  }
  return out;
}
