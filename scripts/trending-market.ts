// Real search results for the packaging bench, from the GB trending dev data
// (../shared/data/youtube-trending-gb-dev, real 2017 videos, CC0): for a query, the videos whose
// title or tags contain it as a phrase, served as YouTube's own search.list and videos.list
// responses (snippet, statistics) to the product's client, then joined exactly as the Content
// Analyzer joins them (market.server.ts marketVideos). So the engine reads these results through
// the same parsing (HTML entities, counts as strings) as a live search.
//
// What the data does not give, and what stands in: publication time (the first day a video was
// seen trending is used, so views a day are a lower bound's cousin: trending starts a day or two
// after upload), durations (not read by the analyzer; "P0D" is sent), channel ids (one id per
// channel title) and subscriber counts (null, as the product leaves them today). Statistics are
// each video's last reading; "now" is the day after the last reading in the file.
import { existsSync, readFileSync } from "node:fs";
import { createYouTubeClient } from "../app/features/channel-data/youtube/client";
import { createMemoryQuotaGate } from "../app/features/channel-data/youtube/quota";
import { marketVideos } from "../app/features/content-analyzer/market.server";
import type { MarketVideo } from "../app/features/content-analyzer/engine";

/** Beside the clone (CI, the main checkout), else the machine's shared folder (a worktree elsewhere). */
export const TRENDING_CSV = [
  new URL("../../shared/data/youtube-trending-gb-dev/GBvideos_2017_dev.csv", import.meta.url).pathname,
  "/work/shared/data/youtube-trending-gb-dev/GBvideos_2017_dev.csv",
].find((path) => existsSync(path));

export type TrendingVideo = {
  videoId: string;
  title: string;
  channelTitle: string;
  tags: string[];
  views: number;
  likes: number;
  comments: number;
  firstSeen: string;
  lastSeen: string;
};

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** "13.09" in 2017 -> ISO date at midnight UTC. */
function isoDay(ddmm: string): string {
  const [dd, mm] = ddmm.split(".");
  return `2017-${mm}-${dd}T00:00:00.000Z`;
}

/** One entry per video: its last reading's counts, the first and last day seen. */
export function readTrending(): TrendingVideo[] | null {
  if (!TRENDING_CSV) return null;
  const [header, ...rows] = parseCsv(readFileSync(TRENDING_CSV, "utf8"));
  const col = (name: string) => header!.indexOf(name);
  const byId = new Map<string, TrendingVideo>();
  for (const r of rows) {
    if (r.length < header!.length) continue;
    const id = r[col("video_id")]!;
    const day = isoDay(r[col("date")]!);
    const tags = r[col("tags")]!;
    const reading = {
      videoId: id,
      title: r[col("title")]!,
      channelTitle: r[col("channel_title")]!,
      tags: tags === "[none]" || tags === "" ? [] : tags.split("|").map((t) => t.replace(/^"|"$/g, "")),
      views: Number(r[col("views")]),
      likes: Number(r[col("likes")]),
      comments: Number(r[col("comment_total")]),
      firstSeen: day,
      lastSeen: day,
    };
    const seen = byId.get(id);
    if (!seen) byId.set(id, reading);
    else {
      if (day < seen.firstSeen) seen.firstSeen = day;
      if (day >= seen.lastSeen) Object.assign(seen, { ...reading, firstSeen: seen.firstSeen });
    }
  }
  return [...byId.values()].sort((a, b) => (a.videoId < b.videoId ? -1 : 1));
}

/** The day after the file's last reading. */
export function trendingNow(videos: readonly TrendingVideo[]): string {
  const last = videos.reduce((max, v) => (v.lastSeen > max ? v.lastSeen : max), "");
  return new Date(Date.parse(last) + 86_400_000).toISOString();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** True when `text` holds the query's words side by side. */
function holdsPhrase(text: string, query: readonly string[]): boolean {
  const w = words(text);
  for (let i = 0; i + query.length <= w.length; i++) if (query.every((q, k) => w[i + k] === q)) return true;
  return false;
}

/** The query's matches, most viewed first, at most 50 (search.list's page). */
export function matching(videos: readonly TrendingVideo[], query: string): TrendingVideo[] {
  const q = words(query);
  return videos
    .filter((v) => holdsPhrase(v.title, q) || v.tags.some((t) => holdsPhrase(t, q)))
    .sort((a, b) => b.views - a.views || (a.videoId < b.videoId ? -1 : 1))
    .slice(0, 50);
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
const channelId = (title: string) => `UC${Buffer.from(title).toString("base64url").slice(0, 22).padEnd(22, "x")}`;

/** search.list and videos.list response bodies for these videos, as the Data API v3 writes them. */
export function apiResponses(videos: readonly TrendingVideo[]) {
  const thumbnails = (id: string) => ({
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  });
  const search = {
    kind: "youtube#searchListResponse",
    regionCode: "GB",
    pageInfo: { totalResults: videos.length, resultsPerPage: 50 },
    items: videos.map((v) => ({
      kind: "youtube#searchResult",
      id: { kind: "youtube#video", videoId: v.videoId },
      snippet: {
        publishedAt: v.firstSeen,
        channelId: channelId(v.channelTitle),
        title: escapeHtml(v.title), // search.list escapes HTML; the client decodes it
        description: "",
        thumbnails: thumbnails(v.videoId),
        channelTitle: escapeHtml(v.channelTitle),
        liveBroadcastContent: "none",
      },
    })),
  };
  const list = {
    kind: "youtube#videoListResponse",
    pageInfo: { totalResults: videos.length, resultsPerPage: videos.length },
    items: videos.map((v) => ({
      kind: "youtube#video",
      id: v.videoId,
      snippet: {
        publishedAt: v.firstSeen,
        channelId: channelId(v.channelTitle),
        title: v.title,
        description: "",
        thumbnails: thumbnails(v.videoId),
        channelTitle: v.channelTitle,
        ...(v.tags.length > 0 ? { tags: v.tags } : {}),
      },
      contentDetails: { duration: "P0D" },
      statistics: { viewCount: String(v.views), likeCount: String(v.likes), commentCount: String(v.comments) },
    })),
  };
  return { search, list };
}

/** The search results as the Content Analyzer reads them: through the client, joined as market.server does. */
export async function marketResults(videos: readonly TrendingVideo[], query: string): Promise<MarketVideo[]> {
  const { search, list } = apiResponses(videos);
  const client = createYouTubeClient({
    apiKey: "bench",
    baseUrl: "http://youtube.bench/youtube/v3",
    quota: createMemoryQuotaGate(),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      const wanted = path.endsWith("/search")
        ? search
        : {
            ...list,
            items: list.items.filter((item) =>
              new URL(request.url).searchParams.get("id")?.split(",").includes(item.id),
            ),
          };
      return new Response(JSON.stringify(wanted), { headers: { "content-type": "application/json" } });
    },
  });
  const hits = await client.searchVideos(query, { maxResults: 50, order: "relevance" });
  const batch = await client.getVideosInBatches(hits.results.map((hit) => hit.videoId));
  return marketVideos(hits.results, batch);
}
