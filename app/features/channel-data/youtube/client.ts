import type { z } from "zod";
import type { ChannelRecord, CommentRecord, VideoRecord, VideoStatsSnapshot } from "~/features/channel-data/types";
import type { ChannelInput } from "./channel-input";
import { decodeEntities } from "~/lib/html-entities";
import { readableTags } from "./tags";
import { QUOTA_COSTS, QuotaRefusedError, type QuotaGate, type YouTubeMethod } from "./quota";
import {
  apiErrorBodySchema,
  channelListResponseSchema,
  commentIdListSchema,
  commentListResponseSchema,
  commentThreadListResponseSchema,
  parseIsoDuration,
  playlistItemListResponseSchema,
  searchListResponseSchema,
  videoListResponseSchema,
  videoSnippetListResponseSchema,
  type ChannelResource,
  type CommentResource,
  type Thumbnails,
  type VideoResource,
} from "./schemas";

// A small client for the public (API-key) part of the YouTube Data API v3. Every request:
// 1. fails fast with 503 when no key is configured (nothing reserved, nothing sent);
// 2. reserves its quota through the QuotaGate BEFORE it is sent (each retry is a new request and
//    reserves again, since YouTube charges every request it receives);
// 3. is retried with exponential backoff on 5xx, 429 and network failures, at most maxRetries times;
//    other 4xx are never retried;
// 4. maps failures to YouTubeApiError, whose status and message are safe to show a user.
// The API key travels only in the request URL: it is never logged and never put in an error.

export const YOUTUBE_API_BASE_URL = "https://www.googleapis.com/youtube/v3";
/** videos.list, channels.list (by id) and playlistItems.list take at most 50 per request. */
export const MAX_IDS_PER_REQUEST = 50;
/** commentThreads.list and comments.list take maxResults up to 100. */
export const MAX_COMMENTS_PER_PAGE = 100;
/**
 * isShort heuristic: the API has no "is a Short" flag, so a video of at most this many seconds
 * counts as a Short. Shorts have been allowed up to 3 minutes since October 2024, so Shorts of
 * 61-180 s are counted as long-form; a vertical-aspect check would need data the API does not give.
 * A zero duration ("P0D": live or upcoming broadcast) is never a Short.
 */
export const SHORT_MAX_SECONDS = 60;

export const YOUTUBE_ERROR_MESSAGES = {
  notConfigured: "YouTube API is not configured. Please contact support.",
  quotaExceeded: "YouTube API quota exceeded. Please try again later.",
  notFound: "No videos found for the query. Try a different search term.",
  channelNotFound: "No YouTube channel found for that link or name. Check it and try again.",
  videoNotFound: "No YouTube video found for that link. Check it and try again.",
  unreachable: "Could not reach the YouTube API. Please try again later.",
  unexpectedResponse: "The YouTube API returned an unexpected response. Please try again later.",
} as const;

export type YouTubeErrorCode = "not_configured" | "quota_exceeded" | "not_found" | "upstream";

/** A failure whose `status` and `message` can be shown to the user as they are. */
export class YouTubeApiError extends Error {
  readonly status: 404 | 429 | 502 | 503;
  readonly code: YouTubeErrorCode;
  /** Google's error reason ("quotaExceeded", "videoNotFound", ...), when there was one. */
  readonly reason: string | null;
  /** The HTTP status YouTube answered, when it answered. */
  readonly upstreamStatus: number | null;

  constructor(init: {
    status: 404 | 429 | 502 | 503;
    code: YouTubeErrorCode;
    message: string;
    reason?: string | null;
    upstreamStatus?: number | null;
  }) {
    super(init.message);
    this.name = "YouTubeApiError";
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason ?? null;
    this.upstreamStatus = init.upstreamStatus ?? null;
  }
}

export type FetchLike = (request: Request) => Promise<Response>;

export type YouTubeClientOptions = {
  /** Missing or blank: every call fails with 503 "not configured" before anything is reserved or sent. */
  apiKey: string | null | undefined;
  baseUrl?: string;
  fetch?: FetchLike;
  quota: QuotaGate;
  /** Retries after the first attempt, for 5xx, 429 and network failures. */
  maxRetries?: number;
  /** Waits between retries; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** First backoff delay; doubles each retry, capped at maxRetryDelayMs. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Clock for snapshots' capturedAt. */
  now?: () => Date;
};

export type UploadsPage = { ids: string[]; nextPageToken: string | null };
export type VideoBatch = { videos: VideoRecord[]; snapshots: VideoStatsSnapshot[] };
export type SearchOrder = "relevance" | "date" | "viewCount" | "rating" | "title";
export type SearchVideosOptions = {
  /** 1-50, default 25. */
  maxResults?: number;
  pageToken?: string;
  /** RFC 3339, e.g. "2026-01-01T00:00:00Z". */
  publishedAfter?: string;
  order?: SearchOrder;
  channelId?: string;
};
export type SearchVideoHit = {
  videoId: string;
  channelId: string;
  channelTitle: string | null;
  title: string;
  description: string;
  publishedAt: string;
  thumbnailUrl: string | null;
};
export type SearchPage = { results: SearchVideoHit[]; nextPageToken: string | null; totalResults: number | null };
/** Channels a name search may return at most: enough to pick from, one channels.list call. */
export const MAX_CHANNEL_SEARCH_RESULTS = 10;
export type CommentThreadsPage = {
  /** Top-level comments, each followed by the replies YouTube included inline (at most 5). */
  comments: CommentRecord[];
  /** Top-level comment ids whose totalReplyCount exceeds the replies included: page them with listReplies. */
  needsReplies: string[];
  nextPageToken: string | null;
  /** The video has comments turned off (403 commentsDisabled): an empty page, not an error. */
  commentsDisabled: boolean;
};
export type RepliesPage = { comments: CommentRecord[]; nextPageToken: string | null };

export type YouTubeClient = {
  getChannel(input: ChannelInput): Promise<ChannelRecord>;
  /** Up to 50 channels by id in one channels.list call (1 unit); ids YouTube no longer has are left out. */
  getChannelsById(ids: readonly string[]): Promise<ChannelRecord[]>;
  /** One page (up to 50) of a playlist's video ids, newest first for an uploads playlist. */
  listUploadIds(playlistId: string, pageToken?: string): Promise<UploadsPage>;
  /** At most 50 ids (throws RangeError above that); ids YouTube does not return (deleted, private) are skipped. */
  getVideos(ids: readonly string[]): Promise<VideoBatch>;
  /** Any number of ids, one videos.list call per 50. */
  getVideosInBatches(ids: readonly string[]): Promise<VideoBatch>;
  /** 404 "No videos found…" when the first page is empty. */
  searchVideos(q: string, options?: SearchVideosOptions): Promise<SearchPage>;
  /**
   * Channels whose name matches `q`, in YouTube's relevance order: one search.list call
   * (type=channel, the search bucket) and one channels.list call (1 unit) for their handles,
   * subscriber counts and thumbnails, which search results do not carry. Empty when nothing
   * matches (no error: the caller decides what to say). maxResults 1-10, default 5.
   */
  searchChannels(q: string, options?: { maxResults?: number }): Promise<ChannelRecord[]>;
  listCommentThreads(videoId: string, pageToken?: string): Promise<CommentThreadsPage>;
  /**
   * The newest comment threads across all of a channel's videos (allThreadsRelatedToChannelId),
   * newest first, 100 a page for one unit: a day's new comments of a whole channel in one call.
   */
  listChannelCommentThreads(channelId: string, pageToken?: string): Promise<CommentThreadsPage>;
  /**
   * All replies to one top-level comment, a page at a time; this includes the ones
   * listCommentThreads already returned inline, so deduplicate by youtubeId. Pass the video id
   * when known: comments.list does not always say which video a reply belongs to.
   */
  listReplies(parentId: string, pageToken?: string, videoId?: string): Promise<RepliesPage>;
  /**
   * Which of at most 50 comment ids YouTube still shows (comments.list by id, 1 unit): a comment
   * deleted by its author, or with its author's account, is left out.
   */
  listCommentIds(ids: readonly string[]): Promise<string[]>;
};

/** Splits ids (duplicates dropped, order kept) into batches of at most `size`. */
export function chunkIds(ids: readonly string[], size: number = MAX_IDS_PER_REQUEST): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Invalid batch size: ${size}`);
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size));
  return batches;
}

/** A 4xx answer the caller may want to handle itself (e.g. commentsDisabled). */
type Upstream = { status: number; reason: string | null; message: string };
type Params = Record<string, string | number | undefined>;

const QUOTA_REASONS = new Set([
  "quotaExceeded",
  "dailyLimitExceeded",
  "dailyLimitExceededUnreg",
  "rateLimitExceeded",
  "userRateLimitExceeded",
  "RATE_LIMIT_EXCEEDED",
]);
const KEY_REASONS = new Set([
  "keyInvalid",
  "keyExpired",
  "API_KEY_INVALID",
  "API_KEY_SERVICE_BLOCKED",
  "accessNotConfigured",
  "SERVICE_DISABLED",
  "ipRefererBlocked",
]);

export function createYouTubeClient(options: YouTubeClientOptions): YouTubeClient {
  const apiKey = options.apiKey?.trim() ?? "";
  const baseUrl = (options.baseUrl ?? YOUTUBE_API_BASE_URL).replace(/(?<!\/)\/+$/, "");
  const doFetch: FetchLike = options.fetch ?? ((request) => fetch(request));
  const maxRetries = Math.max(0, Math.floor(options.maxRetries ?? 3));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const baseDelay = options.retryBaseDelayMs ?? 500;
  const maxDelay = options.maxRetryDelayMs ?? 8_000;
  const now = options.now ?? (() => new Date());

  /** Removes the key from any text that may reach an error (belt and braces: we never put it there). */
  function redact(text: string): string {
    return apiKey ? text.split(apiKey).join("[redacted]") : text;
  }

  function backoff(retry: number, response: Response | null): number {
    const retryAfter = Number(response?.headers.get("retry-after"));
    if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter * 1000, maxDelay * 4);
    return Math.min(baseDelay * 2 ** retry, maxDelay);
  }

  async function readError(response: Response): Promise<Upstream> {
    let reason: string | null = null;
    let message = "";
    try {
      const parsed = apiErrorBodySchema.safeParse(await response.json());
      if (parsed.success) {
        reason = parsed.data.error.errors[0]?.reason ?? parsed.data.error.status ?? null;
        message = parsed.data.error.message;
      }
    } catch {
      // Not JSON (an HTML error page from a proxy): the status alone has to do.
    }
    return { status: response.status, reason, message: redact(message) };
  }

  /** Sends one logical request (with retries). Resolves with the JSON body or a non-retryable 4xx. */
  async function send(
    method: YouTubeMethod,
    path: string,
    params: Params,
  ): Promise<{ ok: true; body: unknown } | { ok: false; error: Upstream }> {
    if (!apiKey) {
      throw new YouTubeApiError({ status: 503, code: "not_configured", message: YOUTUBE_ERROR_MESSAGES.notConfigured });
    }
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== "") query.set(name, String(value));
    }
    query.set("key", apiKey);
    const url = `${baseUrl}/${path}?${query}`;

    let last: { response: Response | null; error: Upstream | null } = { response: null, error: null };
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (attempt > 0) await sleep(backoff(attempt - 1, last.response));
      try {
        await options.quota.reserve(method, QUOTA_COSTS[method]);
      } catch (error) {
        if (error instanceof QuotaRefusedError) {
          throw new YouTubeApiError({
            status: 429,
            code: "quota_exceeded",
            message: YOUTUBE_ERROR_MESSAGES.quotaExceeded,
            reason: "quotaRefused",
          });
        }
        throw error;
      }

      let response: Response;
      try {
        response = await doFetch(new Request(url, { method: "GET", headers: { accept: "application/json" } }));
      } catch {
        // Network failure. The thrown error may quote the URL, and with it the key: drop it.
        last = { response: null, error: null };
        continue;
      }

      if (response.ok) {
        try {
          return { ok: true, body: await response.json() };
        } catch {
          throw new YouTubeApiError({
            status: 502,
            code: "upstream",
            message: YOUTUBE_ERROR_MESSAGES.unexpectedResponse,
            upstreamStatus: response.status,
          });
        }
      }
      const error = await readError(response);
      if (response.status === 429 || response.status >= 500) {
        last = { response, error };
        continue;
      }
      return { ok: false, error };
    }

    if (last.error === null) {
      throw new YouTubeApiError({ status: 502, code: "upstream", message: YOUTUBE_ERROR_MESSAGES.unreachable });
    }
    throw toApiError(last.error);
  }

  async function get<S extends z.ZodType>(
    method: YouTubeMethod,
    path: string,
    params: Params,
    schema: S,
  ): Promise<z.output<S>> {
    const result = await send(method, path, params);
    if (!result.ok) throw toApiError(result.error);
    return parseBody(result.body, schema);
  }

  function channelNotFound(): YouTubeApiError {
    return new YouTubeApiError({
      status: 404,
      code: "not_found",
      message: YOUTUBE_ERROR_MESSAGES.channelNotFound,
      reason: "channelNotFound",
    });
  }

  async function channelsList(filter: Params): Promise<ChannelResource[]> {
    const body = await get(
      "channels.list",
      "channels",
      { part: "snippet,contentDetails,statistics", ...filter },
      channelListResponseSchema,
    );
    return body.items;
  }

  async function channelBy(filter: Params, knownHandle: string | null): Promise<ChannelRecord> {
    const [channel] = await channelsList(filter);
    if (!channel) throw channelNotFound();
    return toChannelRecord(channel, knownHandle);
  }

  async function channelOfVideo(videoId: string): Promise<string> {
    const body = await get("videos.list", "videos", { part: "snippet", id: videoId }, videoSnippetListResponseSchema);
    const video = body.items[0];
    if (!video) {
      throw new YouTubeApiError({
        status: 404,
        code: "not_found",
        message: YOUTUBE_ERROR_MESSAGES.videoNotFound,
        reason: "videoNotFound",
      });
    }
    return video.snippet.channelId;
  }

  /**
   * A legacy /c/ custom name. Most were turned into handles of the same name, so try that first
   * (1 unit); only then spend a search.list call (the scarce bucket) on channels named like it,
   * preferring one whose customUrl matches exactly.
   */
  async function channelByCustomName(name: string): Promise<ChannelRecord> {
    const [byHandle] = await channelsList({ forHandle: `@${name}` });
    if (byHandle) return toChannelRecord(byHandle, null);

    const search = await get(
      "search.list",
      "search",
      { part: "snippet", type: "channel", q: name, maxResults: 5 },
      searchListResponseSchema,
    );
    const ids = search.items.map((item) => item.id.channelId ?? item.snippet.channelId).filter(Boolean);
    if (ids.length === 0) throw channelNotFound();
    const channels = await channelsList({ id: [...new Set(ids)].join(",") });
    const wanted = name.toLowerCase();
    const exact = channels.find((channel) => {
      const custom = channel.snippet.customUrl?.toLowerCase();
      return custom === wanted || custom === `@${wanted}`;
    });
    const first = ids.map((id) => channels.find((channel) => channel.id === id)).find(Boolean);
    const chosen = exact ?? first;
    if (!chosen) throw channelNotFound();
    return toChannelRecord(chosen, null);
  }

  function toVideoBatch(items: VideoResource[], order: readonly string[]): VideoBatch {
    const capturedAt = now().toISOString();
    const byId = new Map(items.map((item) => [item.id, item]));
    const videos: VideoRecord[] = [];
    const snapshots: VideoStatsSnapshot[] = [];
    for (const id of order) {
      const item = byId.get(id);
      if (!item) continue;
      byId.delete(id);
      videos.push(toVideoRecord(item));
      snapshots.push(toSnapshot(item, capturedAt));
    }
    return { videos, snapshots };
  }

  const client: YouTubeClient = {
    async getChannelsById(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      if (unique.length > MAX_IDS_PER_REQUEST)
        throw new RangeError(`getChannelsById takes at most ${MAX_IDS_PER_REQUEST} ids`);
      return (await channelsList({ id: unique.join(",") })).map((channel) => toChannelRecord(channel, null));
    },

    async getChannel(input) {
      switch (input.kind) {
        case "id":
          return channelBy({ id: input.id }, null);
        case "handle":
          return channelBy({ forHandle: `@${input.handle}` }, input.handle);
        case "username":
          return channelBy({ forUsername: input.username }, null);
        case "video":
          return channelBy({ id: await channelOfVideo(input.videoId) }, null);
        case "custom":
          return channelByCustomName(input.name);
      }
    },

    async listUploadIds(playlistId, pageToken) {
      const result = await send("playlistItems.list", "playlistItems", {
        part: "contentDetails",
        playlistId,
        maxResults: MAX_IDS_PER_REQUEST,
        pageToken,
      });
      if (!result.ok) {
        // A channel that never uploaded has an uploads playlist id that YouTube reports as missing.
        if (result.error.status === 404 && result.error.reason === "playlistNotFound")
          return { ids: [], nextPageToken: null };
        throw toApiError(result.error);
      }
      const body = parseBody(result.body, playlistItemListResponseSchema);
      return { ids: body.items.map((item) => item.contentDetails.videoId), nextPageToken: body.nextPageToken ?? null };
    },

    async getVideos(ids) {
      if (ids.length > MAX_IDS_PER_REQUEST) {
        throw new RangeError(`getVideos takes at most ${MAX_IDS_PER_REQUEST} ids (got ${ids.length}); use chunkIds`);
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0) return { videos: [], snapshots: [] };
      const body = await get(
        "videos.list",
        "videos",
        // No maxResults: videos.list does not accept it together with id.
        { part: "snippet,contentDetails,statistics", id: unique.join(",") },
        videoListResponseSchema,
      );
      return toVideoBatch(body.items, unique);
    },

    async getVideosInBatches(ids) {
      const all: VideoBatch = { videos: [], snapshots: [] };
      for (const batch of chunkIds(ids)) {
        const { videos, snapshots } = await client.getVideos(batch);
        all.videos.push(...videos);
        all.snapshots.push(...snapshots);
      }
      return all;
    },

    async searchVideos(q, searchOptions = {}) {
      const maxResults = searchOptions.maxResults ?? 25;
      if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 50) {
        throw new RangeError(`searchVideos maxResults must be 1-50 (got ${maxResults})`);
      }
      const query = q.trim().slice(0, 500);
      if (query.length === 0) {
        throw new YouTubeApiError({ status: 404, code: "not_found", message: YOUTUBE_ERROR_MESSAGES.notFound });
      }
      const body = await get(
        "search.list",
        "search",
        {
          part: "snippet",
          type: "video",
          q: query,
          maxResults,
          pageToken: searchOptions.pageToken,
          publishedAfter: searchOptions.publishedAfter,
          order: searchOptions.order,
          channelId: searchOptions.channelId,
        },
        searchListResponseSchema,
      );
      const results: SearchVideoHit[] = [];
      for (const item of body.items) {
        if (!item.id.videoId) continue;
        results.push({
          videoId: item.id.videoId,
          channelId: item.snippet.channelId,
          channelTitle: item.snippet.channelTitle === undefined ? null : decodeHtmlEntities(item.snippet.channelTitle),
          title: decodeHtmlEntities(item.snippet.title),
          description: decodeHtmlEntities(item.snippet.description),
          publishedAt: item.snippet.publishedAt,
          thumbnailUrl: bestThumbnail(item.snippet.thumbnails),
        });
      }
      if (results.length === 0 && !searchOptions.pageToken) {
        throw new YouTubeApiError({ status: 404, code: "not_found", message: YOUTUBE_ERROR_MESSAGES.notFound });
      }
      return { results, nextPageToken: body.nextPageToken ?? null, totalResults: body.pageInfo?.totalResults ?? null };
    },

    async searchChannels(q, searchOptions = {}) {
      const maxResults = searchOptions.maxResults ?? 5;
      if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_CHANNEL_SEARCH_RESULTS) {
        throw new RangeError(`searchChannels maxResults must be 1-${MAX_CHANNEL_SEARCH_RESULTS} (got ${maxResults})`);
      }
      const query = q.trim().slice(0, 500);
      if (query.length === 0) return [];
      const body = await get(
        "search.list",
        "search",
        { part: "snippet", type: "channel", q: query, maxResults },
        searchListResponseSchema,
      );
      const ids = [
        ...new Set(
          body.items
            .filter((item) => item.id.kind === "youtube#channel")
            .map((item) => item.id.channelId ?? item.snippet.channelId),
        ),
      ];
      if (ids.length === 0) return [];
      const found = new Map((await channelsList({ id: ids.join(",") })).map((channel) => [channel.id, channel]));
      // A channel the search saw but channels.list no longer returns (closed since) is skipped.
      return ids.flatMap((id) => {
        const channel = found.get(id);
        return channel ? [toChannelRecord(channel, null)] : [];
      });
    },

    async listCommentThreads(videoId, pageToken) {
      const result = await send("commentThreads.list", "commentThreads", {
        part: "snippet,replies",
        videoId,
        maxResults: MAX_COMMENTS_PER_PAGE,
        textFormat: "plainText",
        pageToken,
      });
      if (!result.ok) {
        if (result.error.status === 403 && result.error.reason === "commentsDisabled") {
          return { comments: [], needsReplies: [], nextPageToken: null, commentsDisabled: true };
        }
        if (result.error.status === 404) {
          throw new YouTubeApiError({
            status: 404,
            code: "not_found",
            message: YOUTUBE_ERROR_MESSAGES.videoNotFound,
            reason: result.error.reason,
            upstreamStatus: 404,
          });
        }
        throw toApiError(result.error);
      }
      const body = parseBody(result.body, commentThreadListResponseSchema);
      const comments: CommentRecord[] = [];
      const needsReplies: string[] = [];
      for (const thread of body.items) {
        const threadVideoId = thread.snippet.videoId ?? videoId;
        const top = thread.snippet.topLevelComment;
        comments.push(toCommentRecord(top, threadVideoId, null));
        const replies = thread.replies?.comments ?? [];
        for (const reply of replies) comments.push(toCommentRecord(reply, threadVideoId, top.id));
        if (thread.snippet.totalReplyCount > replies.length) needsReplies.push(top.id);
      }
      return { comments, needsReplies, nextPageToken: body.nextPageToken ?? null, commentsDisabled: false };
    },

    async listChannelCommentThreads(channelId, pageToken) {
      const body = await get(
        "commentThreads.list",
        "commentThreads",
        {
          part: "snippet,replies",
          allThreadsRelatedToChannelId: channelId,
          order: "time",
          maxResults: MAX_COMMENTS_PER_PAGE,
          textFormat: "plainText",
          pageToken,
        },
        commentThreadListResponseSchema,
      );
      const comments: CommentRecord[] = [];
      for (const thread of body.items) {
        const top = thread.snippet.topLevelComment;
        // A comment on the channel itself (not on a video) has no video: no tool reads those.
        const videoId = thread.snippet.videoId ?? top.snippet.videoId;
        if (!videoId) continue;
        comments.push(toCommentRecord(top, videoId, null));
        for (const reply of thread.replies?.comments ?? []) comments.push(toCommentRecord(reply, videoId, top.id));
      }
      return { comments, needsReplies: [], nextPageToken: body.nextPageToken ?? null, commentsDisabled: false };
    },

    async listCommentIds(ids) {
      if (ids.length > MAX_IDS_PER_REQUEST) throw new RangeError(`At most ${MAX_IDS_PER_REQUEST} comment ids a call.`);
      if (ids.length === 0) return [];
      // YouTube answers all of them on one page; a next page, should one come, is read too
      // (a comment missed here would be taken for deleted).
      const found: string[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < 3; page++) {
        const body = await get(
          "comments.list",
          "comments",
          { part: "id", id: ids.join(","), pageToken },
          commentIdListSchema,
        );
        found.push(...body.items.map((item) => item.id));
        pageToken = body.nextPageToken;
        if (!pageToken) break;
      }
      return found;
    },

    async listReplies(parentId, pageToken, videoId) {
      const body = await get(
        "comments.list",
        "comments",
        { part: "snippet", parentId, maxResults: MAX_COMMENTS_PER_PAGE, textFormat: "plainText", pageToken },
        commentListResponseSchema,
      );
      return {
        comments: body.items.map((reply) => toCommentRecord(reply, reply.snippet.videoId ?? videoId ?? "", parentId)),
        nextPageToken: body.nextPageToken ?? null,
      };
    },
  };
  return client;
}

function parseBody<S extends z.ZodType>(body: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new YouTubeApiError({ status: 502, code: "upstream", message: YOUTUBE_ERROR_MESSAGES.unexpectedResponse });
  }
  return parsed.data;
}

/** Maps a YouTube failure (after retries, where they apply) to what the user is told. */
function toApiError(upstream: Upstream): YouTubeApiError {
  const { status, reason } = upstream;
  const base = { reason, upstreamStatus: status };
  if (status === 429 || (reason !== null && QUOTA_REASONS.has(reason))) {
    return new YouTubeApiError({
      status: 429,
      code: "quota_exceeded",
      message: YOUTUBE_ERROR_MESSAGES.quotaExceeded,
      ...base,
    });
  }
  const keyProblem =
    (reason !== null && KEY_REASONS.has(reason)) || /api key|unregistered callers/i.test(upstream.message);
  if (keyProblem && (status === 400 || status === 401 || status === 403)) {
    return new YouTubeApiError({
      status: 503,
      code: "not_configured",
      message: YOUTUBE_ERROR_MESSAGES.notConfigured,
      ...base,
    });
  }
  if (status === 404) {
    return new YouTubeApiError({ status: 404, code: "not_found", message: YOUTUBE_ERROR_MESSAGES.notFound, ...base });
  }
  const what = status >= 500 ? "is not responding right now" : "rejected the request";
  return new YouTubeApiError({
    status: 502,
    code: "upstream",
    message: `The YouTube API ${what} (HTTP ${status}${reason ? `, ${reason}` : ""}). Please try again later.`,
    ...base,
  });
}

// ---- mapping API resources to our records ----

function toCount(value: string | undefined): number | null {
  if (value === undefined) return null;
  const count = Number(value);
  return Number.isFinite(count) ? count : null;
}

export function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  if (!thumbnails) return null;
  for (const key of ["maxres", "standard", "high", "medium", "default"]) {
    const url = thumbnails[key]?.url;
    if (url) return url;
  }
  return Object.values(thumbnails)[0]?.url ?? null;
}

function toChannelRecord(channel: ChannelResource, knownHandle: string | null): ChannelRecord {
  const custom = channel.snippet.customUrl;
  const handle = custom?.startsWith("@") ? custom.slice(1) : knownHandle;
  const { statistics } = channel;
  return {
    youtubeId: channel.id,
    title: channel.snippet.title,
    handle: handle ?? null,
    description: channel.snippet.description,
    country: channel.snippet.country ?? null,
    publishedAt: channel.snippet.publishedAt,
    thumbnailUrl: bestThumbnail(channel.snippet.thumbnails),
    subscriberCount: statistics.hiddenSubscriberCount ? null : toCount(statistics.subscriberCount),
    viewCount: toCount(statistics.viewCount) ?? 0,
    videoCount: toCount(statistics.videoCount) ?? 0,
    uploadsPlaylistId: channel.contentDetails.relatedPlaylists.uploads || `UU${channel.id.slice(2)}`,
  };
}

function toVideoRecord(video: VideoResource): VideoRecord {
  const durationSeconds = parseIsoDuration(video.contentDetails.duration) ?? 0;
  return {
    youtubeId: video.id,
    channelYoutubeId: video.snippet.channelId,
    title: video.snippet.title,
    description: video.snippet.description,
    tags: readableTags(video.snippet.tags ?? []),
    publishedAt: video.snippet.publishedAt,
    durationSeconds,
    categoryId: video.snippet.categoryId ?? null,
    thumbnailUrl: bestThumbnail(video.snippet.thumbnails),
    isShort: durationSeconds > 0 && durationSeconds <= SHORT_MAX_SECONDS,
  };
}

function toSnapshot(video: VideoResource, capturedAt: string): VideoStatsSnapshot {
  return {
    videoYoutubeId: video.id,
    capturedAt,
    // View counts are always public; absent only for broadcasts that have not started.
    viewCount: toCount(video.statistics.viewCount) ?? 0,
    likeCount: toCount(video.statistics.likeCount),
    commentCount: toCount(video.statistics.commentCount),
  };
}

function toCommentRecord(comment: CommentResource, videoId: string, parentId: string | null): CommentRecord {
  const { snippet } = comment;
  return {
    youtubeId: comment.id,
    videoYoutubeId: snippet.videoId ?? videoId,
    parentYoutubeId: snippet.parentId ?? parentId,
    authorName: snippet.authorDisplayName,
    authorChannelId: snippet.authorChannelId?.value ?? null,
    // As a viewer reads it: "&lt;3" is the "<3" they typed.
    text: decodeEntities(withoutInvisibleEnds(snippet.textOriginal ?? snippet.textDisplay)),
    likeCount: snippet.likeCount,
    publishedAt: snippet.publishedAt,
  };
}

/**
 * A comment without the invisible characters some arrive with at either end (a byte-order mark,
 * zero-width spaces and joiners): they are not what the viewer wrote, and a quote of the comment
 * would show them as a stray box.
 */
export function withoutInvisibleEnds(text: string): string {
  // A loop, not an end-anchored regex, which would retry from every character of a long run.
  const invisible = (code: number) => code === 0xfeff || (code >= 0x200b && code <= 0x200d) || code === 0x2060;
  let from = 0;
  let to = text.length;
  while (from < to && invisible(text.charCodeAt(from))) from += 1;
  while (to > from && invisible(text.charCodeAt(to - 1))) to -= 1;
  return from === 0 && to === text.length ? text : text.slice(from, to);
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** search.list HTML-escapes titles and descriptions ("it&#39;s"); this undoes the entities it uses. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}
