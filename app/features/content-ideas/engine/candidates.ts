// Candidate topics from each source of evidence, each with its strength (how much demand the
// evidence shows, in one comparable unit) and the evidence itself with numbers and links.
//
// Strengths (log-scaled, so one huge number cannot drown every other signal):
//   request             log2(1 + distinct viewers who asked)
//   question            0.5 × log2(1 + distinct viewers whose questions name the topic)   (support only)
//   own-topic           log2(median relative views) × min(1, videos ÷ 5)     (relative views ≥ 1.2, ≥ 3 videos)
//   competitor-outlier  log2(best outlier score) + 0.5 × log2(outlier videos on the topic)   (score ≥ 2)
//   market-gap          log2(opportunity ratio ÷ the search's median ratio)   (≥ 1.5×)
//   rising-keyword      min(3, week-over-week velocity % ÷ 50)                 (rising or spiking)
//   seasonal-peak       1 when the peak month is next month, 0.75 when it is this month
import { bigrams, tokenize, unigrams } from "~/lib/title-words";
import { median } from "~/lib/stats";
import { MONTHS } from "~/lib/months";
import { compactNumber, countOf } from "~/lib/format";
import { round1 } from "./channel-measures";
import { FORMAT_WORDS, covers, sameTopic, titleCase, topicKey, topicLabel, topicTerms, videoTermSet } from "./terms";
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

export const MIN_OWN_TOPIC_VIDEOS = 3;
export const MIN_OWN_TOPIC_RATIO = 1.2;
export const MIN_OUTLIER_SCORE = 2;
export const MIN_MARKET_GAP = 1.5;
const QUOTE_CHARS = 160;

export type Part = { kind: EvidenceKind; strength: number; evidence: Evidence[]; newestMs: number };

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
};

export const watchUrl = (videoId: string, commentId?: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}${commentId ? `&lc=${encodeURIComponent(commentId)}` : ""}`;

export const strengthOf = (c: Candidate) => c.parts.reduce((sum, p) => sum + p.strength, 0);

const ms = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : 0;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function quote(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if ([...clean].length <= QUOTE_CHARS) return clean;
  const cut = [...clean].slice(0, QUOTE_CHARS).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > QUOTE_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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

export function requestCandidates(comments: readonly AudienceComment[]): Candidate[] {
  const groups = new Map<string, { terms: string[]; comments: AudienceComment[] }>();
  for (const c of comments) {
    if (!c.request) continue;
    const terms = topicTerms(c.request);
    if (terms.length === 0) continue;
    const key = topicKey(terms);
    const group = groups.get(key) ?? { terms, comments: [] };
    group.comments.push(c);
    groups.set(key, group);
  }
  const askers = (list: readonly AudienceComment[]) => new Set(list.map((c) => c.author)).size;
  // Seeds: the most-asked group first; each other group joins the first seed on the same topic.
  const ordered = [...groups.entries()].sort(
    (a, b) => askers(b[1].comments) - askers(a[1].comments) || a[0].localeCompare(b[0]),
  );
  const seeds: { terms: string[]; groups: { terms: string[]; comments: AudienceComment[] }[] }[] = [];
  for (const [, group] of ordered) {
    const seed = seeds.find((s) => sameTopic(s.terms, group.terms));
    if (seed) seed.groups.push(group);
    else seeds.push({ terms: group.terms, groups: [group] });
  }
  return seeds.map((seed) => {
    const list = seed.groups.flatMap((g) => g.comments);
    const people = askers(list);
    const byVideo = topCounts(list, (c) => c.videoId);
    const titles = new Map(list.map((c) => [c.videoId, c.videoTitle]));
    // The topic is the merged phrasings' common core: the group whose terms the most other groups
    // hold ("home server" in "home server for plex"), then the most asked.
    const contains = (outer: readonly string[], inner: readonly string[]) => inner.every((t) => outer.includes(t));
    const core = [...seed.groups].sort(
      (a, b) =>
        seed.groups.filter((g) => contains(g.terms, b.terms)).length -
          seed.groups.filter((g) => contains(g.terms, a.terms)).length || askers(b.comments) - askers(a.comments),
    )[0]!;
    const [phrase] = topCounts(core.comments, (c) => c.request!)[0]!;
    const label = topicLabel(surfaceOf(phrase, core.comments));
    const [topVideo, topCount] = byVideo[0]!;
    const quotes = [...list]
      .sort((a, b) => b.likeCount - a.likeCount || ms(b.publishedAt) - ms(a.publishedAt) || a.id.localeCompare(b.id))
      .filter((c, i, all) => all.findIndex((o) => o.author === c.author) === i)
      .slice(0, 2);
    const evidence: Evidence[] = [
      {
        kind: "request",
        text: `${plural(people, "viewer")} asked for a video on ${label} in ${plural(list.length, "comment")} under ${plural(byVideo.length, "video")} ${askedWhen(list)}; most under “${titles.get(topVideo)}” (${topCount})`,
        count: people,
        href: watchUrl(topVideo),
      },
      ...quotes.map<Evidence>((c) => ({
        kind: "request",
        text: `“${quote(c.text)}” (${plural(c.likeCount, "like")}, under “${c.videoTitle}”)`,
        count: c.likeCount,
        href: watchUrl(c.videoId, c.id),
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
        },
      ],
      formatWords: formatWordsOf(list.map((c) => c.request!)),
      requested: true,
      referenceDurations: [],
      // Phrasings asked at least twice (a one-off is often a typo).
      tags: topCounts(list, (c) => c.request!)
        .filter(([, n]) => n >= 2)
        .slice(0, 3)
        .map(([p]) => p),
    };
  });
}

/** Questions support any candidate whose topic terms they hold: distinct askers, with the most-liked quoted. */
export function questionPart(candidate: Candidate, comments: readonly AudienceComment[]): Part | null {
  const matching = comments.filter((c) => c.question && covers(new Set(topicTerms(c.text)), candidate.terms));
  if (matching.length === 0) return null;
  const people = new Set(matching.map((c) => c.author)).size;
  const top = [...matching].sort((a, b) => b.likeCount - a.likeCount || a.id.localeCompare(b.id))[0]!;
  return {
    kind: "question",
    strength: 0.5 * Math.log2(1 + people),
    newestMs: Math.max(...matching.map((c) => ms(c.publishedAt))),
    evidence: [
      {
        kind: "question",
        text: `${plural(people, "viewer")} asked questions about ${candidate.label}, e.g. “${quote(top.text)}”`,
        count: people,
        href: watchUrl(top.videoId, top.id),
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
  const byId = new Map(videos.map((v) => [v.id, v]));
  const out: Candidate[] = [];
  for (const cluster of clusters) {
    const members = cluster.videoIds
      .map((id) => byId.get(id))
      .filter((v): v is OwnVideo => v !== undefined && relative.has(v.id));
    if (members.length < MIN_OWN_TOPIC_VIDEOS) continue;
    const ratio = median(members.map((v) => relative.get(v.id)!))!;
    const terms = topicTerms(cluster.name);
    if (ratio < MIN_OWN_TOPIC_RATIO || terms.length === 0) continue;
    const best = [...members].sort((a, b) => relative.get(b.id)! - relative.get(a.id)! || a.id.localeCompare(b.id))[0]!;
    const label = titleCase(cluster.name);
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
              href: watchUrl(best.id),
            },
            {
              kind: "own-topic",
              text: `Best: “${best.title}”, ${compactNumber(best.views)} views (${round1(relative.get(best.id)!)}×)`,
              count: best.views,
              href: watchUrl(best.id),
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
// 3. Competitor outliers on topics the channel has not covered

/** The topic phrase of a competitor title: its title phrase shared by the most tracked videos (at least 2). */
function outlierPhrase(
  video: CompetitorVideo,
  df: ReadonlyMap<string, number>,
): { terms: string[]; surface: string } | null {
  const run = tokenize(video.title);
  const pick = (tokens: { term: string; surface: string }[]) =>
    tokens
      .filter((t) => t.term.split(" ").some((w) => !FORMAT_WORDS.has(w)) && (df.get(t.term) ?? 0) >= 2)
      .sort((a, b) => (df.get(b.term) ?? 0) - (df.get(a.term) ?? 0))[0] ?? null;
  const phrase = pick(bigrams(run)) ?? pick(unigrams(run));
  if (!phrase) return null;
  const terms = topicTerms(phrase.surface);
  return terms.length > 0 ? { terms, surface: phrase.surface } : null;
}

export function outlierCandidates(competitors: readonly CompetitorVideo[], own: readonly OwnVideo[]): Candidate[] {
  // Document frequency of title and tag phrases over every tracked competitor video.
  const df = new Map<string, number>();
  for (const v of competitors) {
    const terms = new Set<string>();
    for (const text of [v.title, ...v.tags]) {
      const run = tokenize(text);
      for (const t of [...unigrams(run), ...bigrams(run)]) terms.add(t.term);
    }
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const ownTerms = own.map((v) => videoTermSet(v));
  const groups: { terms: string[]; surface: string; videos: CompetitorVideo[] }[] = [];
  const outliers = competitors
    .filter((v) => !v.isShort && v.outlierScore !== null && v.outlierScore >= MIN_OUTLIER_SCORE)
    .sort((a, b) => b.outlierScore! - a.outlierScore! || a.id.localeCompare(b.id));
  for (const video of outliers) {
    const phrase = outlierPhrase(video, df);
    if (!phrase || ownTerms.some((t) => covers(t, phrase.terms))) continue;
    const group = groups.find((g) => sameTopic(g.terms, phrase.terms));
    if (group) group.videos.push(video);
    else groups.push({ ...phrase, videos: [video] });
  }
  return groups.map((g) => {
    const best = g.videos[0]!;
    const label = topicLabel(g.surface);
    return {
      terms: g.terms,
      label,
      parts: [
        {
          kind: "competitor-outlier",
          strength: Math.log2(best.outlierScore!) + 0.5 * Math.log2(g.videos.length),
          newestMs: Math.max(...g.videos.map((v) => ms(v.publishedAt))),
          evidence: [
            {
              kind: "competitor-outlier",
              text: `${plural(g.videos.length, "competitor video")} on ${label}, a topic you have not covered, beat ${g.videos.length === 1 ? "its" : "their"} channel's median at the same age (best ${round1(best.outlierScore!)}×)`,
              count: g.videos.length,
              href: "/competitor-monitor",
            },
            ...g.videos.slice(0, 3).map<Evidence>((v) => ({
              kind: "competitor-outlier",
              text: `${v.channel}: “${v.title}”, ${compactNumber(v.viewCount)} views, ${round1(v.outlierScore!)}× its channel's median`,
              count: v.viewCount,
              href: watchUrl(v.id),
            })),
          ],
        },
      ],
      formatWords: formatWordsOf(g.videos.map((v) => v.title)),
      requested: false,
      referenceDurations: g.videos.map((v) => v.durationSeconds),
      tags: topCounts(
        g.videos.flatMap((v) => v.tags.map((t) => ({ t: t.trim().toLowerCase() }))),
        (x) => x.t,
      )
        .slice(0, 3)
        .map(([t]) => t),
    };
  });
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
