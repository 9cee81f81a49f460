import type {
  ChannelRecord,
  CommentRecord,
  SampleWorld,
  VideoRecord,
  VideoStatsSnapshot,
} from "~/features/channel-data/index";
import { channelFeedXml, toIsoDuration } from "~/features/channel-data/index";
import { STOPWORDS } from "~/lib/stopwords";
import { sha256Hex } from "~/lib/sha256";
import { singular } from "~/lib/title-words";
import { FAKE_YOUTUBE_ORIGIN } from "../origins";

// An in-process stand-in for the YouTube Data API v3, serving a SampleWorld with the real API's
// field names and shapes: counters as decimal strings, ISO 8601 durations, kind/etag on every
// resource and list, nextPageToken paging bounded by maxResults, and Google's error bodies.
// It is used by tests and by the sample workspace, never in front of the real API.
//
// Where the world cannot say what YouTube would, the fake decides, and says so here:
// - Comments are "disabled" on a video whose latest snapshot has commentCount null (YouTube omits
//   statistics.commentCount when comments are off), so commentThreads.list answers 403 commentsDisabled.
// - The world has no legacy usernames: forUsername matches the channel's handle.
// - A hidden subscriber count is omitted from statistics, with hiddenSubscriberCount true.
// - comments.list for an unknown parentId returns an empty list.
// - search.list type=channel matches channel titles and handles, not descriptions (channelMatchScore).
// - search.list type=video matches words, not letters: a query word matches a word of the title,
//   tags or description in either number ("webcams" finds "webcam") or the start of a longer one
//   ("home" finds "homelab"). Videos with every word come first; when fewer than FEW_RESULTS
//   have them all, the commonest words are let go one by one ("budget webcams" goes on with the
//   webcam videos that never say "budget"), as YouTube answers with its nearest results rather than
//   next to nothing (videoTiers).
// - Writes (videos.update, thumbnails.set under /upload/youtube/v3, comments.setModerationStatus,
//   comments.insert) need a bearer token, any but "fake-invalid-token", and check what YouTube
//   checks of their input (a snippet with a title and categoryId, 1 to 50 known comment ids, a JPEG
//   or PNG of at most 2 MB). Which channel the token is for is the Google fake's to know, so the
//   fake does not check ownership. A new title shows in videos.list; GET /__writes lists every
//   write and GET /__moderation each comment's status, as the YouTube stand-in does; GET
//   /__comments/delete?id=… deletes a comment as its author would (/__comments/restore undoes it).
// - Keys: none → 403 forbidden (unregistered caller), "fake-quota-exceeded" → 403 quotaExceeded,
//   "fake-server-error" → 500 backendError, "fake-invalid-key" → 400 keyInvalid; any other key works.

export const FAKE_YOUTUBE_BASE_URL = `${FAKE_YOUTUBE_ORIGIN}/youtube/v3`;

export const FAKE_YOUTUBE_KEYS = {
  quotaExceeded: "fake-quota-exceeded",
  serverError: "fake-server-error",
  invalid: "fake-invalid-key",
} as const;

type Json = Record<string, unknown>;
type Parts = Set<string>;

type VideoEntry = { video: VideoRecord; channel: ChannelRecord; stats: VideoStatsSnapshot | null };
type ThreadEntry = { top: CommentRecord; replies: CommentRecord[] };

/** Replies a commentThread carries inline; the rest need comments.list. */
const INLINE_REPLIES = 5;

/** YouTube's feeds list a channel's 15 newest uploads. */
const FEED_ENTRIES = 15;

export function createFakeYouTubeApi(world: SampleWorld): (request: Request) => Promise<Response> {
  const datasets = [world.own, ...world.competitors];
  const channels = datasets.map((dataset) => dataset.channel);
  const channelsById = new Map(channels.map((channel) => [channel.youtubeId, channel]));
  const videos = new Map<string, VideoEntry>();
  const uploads = new Map<string, VideoEntry[]>();
  const threadsByVideo = new Map<string, ThreadEntry[]>();
  const threadsById = new Map<string, ThreadEntry>();
  const repliesByParent = new Map<string, CommentRecord[]>();

  for (const dataset of datasets) {
    const latest = new Map<string, VideoStatsSnapshot>();
    for (const snapshot of dataset.snapshots) {
      const current = latest.get(snapshot.videoYoutubeId);
      if (!current || current.capturedAt < snapshot.capturedAt) latest.set(snapshot.videoYoutubeId, snapshot);
    }
    const list: VideoEntry[] = dataset.videos.map((video) => ({
      video,
      channel: dataset.channel,
      stats: latest.get(video.youtubeId) ?? null,
    }));
    for (const entry of list) videos.set(entry.video.youtubeId, entry);
    // An uploads playlist lists the newest upload first.
    list.sort(
      (a, b) => compareDesc(a.video.publishedAt, b.video.publishedAt) || compare(a.video.youtubeId, b.video.youtubeId),
    );
    uploads.set(dataset.channel.uploadsPlaylistId, list);

    for (const comment of dataset.comments) {
      if (comment.parentYoutubeId === null) continue;
      const replies = repliesByParent.get(comment.parentYoutubeId) ?? [];
      replies.push(comment);
      repliesByParent.set(comment.parentYoutubeId, replies);
    }
    for (const comment of dataset.comments) {
      if (comment.parentYoutubeId !== null) continue;
      const replies = (repliesByParent.get(comment.youtubeId) ?? []).sort(
        (a, b) => compare(a.publishedAt, b.publishedAt) || compare(a.youtubeId, b.youtubeId),
      );
      const thread = { top: comment, replies };
      threadsById.set(comment.youtubeId, thread);
      const threads = threadsByVideo.get(comment.videoYoutubeId) ?? [];
      threads.push(thread);
      threadsByVideo.set(comment.videoYoutubeId, threads);
    }
  }
  for (const threads of threadsByVideo.values()) {
    threads.sort(
      (a, b) => compareDesc(a.top.publishedAt, b.top.publishedAt) || compare(a.top.youtubeId, b.top.youtubeId),
    );
  }

  // What writes changed: titles set by videos.update, comments' moderation status, and every write.
  const titles = new Map<string, string>();
  const moderation = new Map<string, string>();
  const writes: Json[] = [];
  const commentIds = new Set([...threadsById.keys(), ...[...repliesByParent.values()].flat().map((c) => c.youtubeId)]);

  /**
   * Comments deleted by their authors (GET /__comments/delete?id=…, undone by /__comments/restore):
   * gone from every list and from writes' reach, as on YouTube.
   */
  const deleted = new Set<string>();
  function deleteComment(id: string, restore: boolean): Response {
    if (!commentIds.has(id)) return json(404, { known: false });
    if (restore) deleted.delete(id);
    else deleted.add(id);
    return json(200, { deleted: deleted.has(id) });
  }

  async function write(request: Request, url: URL): Promise<Response | null> {
    const path = url.pathname;
    const method =
      request.method === "PUT" && path === "/youtube/v3/videos"
        ? "videos.update"
        : request.method === "POST" && path === "/upload/youtube/v3/thumbnails/set"
          ? "thumbnails.set"
          : request.method === "POST" && path === "/youtube/v3/comments/setModerationStatus"
            ? "comments.setModerationStatus"
            : request.method === "POST" && path === "/youtube/v3/comments"
              ? "comments.insert"
              : null;
    if (!method) return null;
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!token || token === "fake-invalid-token")
      return apiError(401, "Request had invalid authentication credentials.", "authError", "global");
    const at = new Date().toISOString();
    const params = url.searchParams;
    if (method === "videos.update") {
      const body = (await request.json().catch(() => null)) as { id?: string; snippet?: Json } | null;
      const entry = videos.get(body?.id ?? "");
      if (!entry)
        return apiError(
          404,
          "The video that you are trying to update cannot be found.",
          "videoNotFound",
          "youtube.video",
        );
      const title = body?.snippet?.title;
      if (
        !(params.get("part") ?? "").split(",").includes("snippet") ||
        typeof title !== "string" ||
        !title.trim() ||
        title.length > 100 ||
        /[<>]/.test(title)
      )
        return apiError(400, "The request metadata specifies an invalid video title.", "invalidTitle", "youtube.video");
      if (!body?.snippet?.categoryId)
        return apiError(
          400,
          "The snippet.categoryId property specifies an invalid category ID.",
          "invalidCategoryId",
          "youtube.video",
        );
      titles.set(entry.video.youtubeId, title);
      writes.push({ method, at, videoId: entry.video.youtubeId, title });
      return json(200, videoResource(entry, new Set(["snippet"])));
    }
    if (method === "thumbnails.set") {
      const entry = videos.get(params.get("videoId") ?? "");
      if (!entry)
        return apiError(
          404,
          "The video that you are trying to update cannot be found.",
          "videoNotFound",
          "youtube.thumbnail",
        );
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.length > 2 * 1024 * 1024)
        return apiError(413, "The image is larger than 2 MB.", "mediaBodyTooBig", "youtube.thumbnail");
      const type = request.headers.get("content-type") ?? "";
      const jpeg = type.includes("jpeg") && bytes[0] === 0xff && bytes[1] === 0xd8;
      const png = type.includes("png") && String.fromCharCode(...bytes.slice(1, 4)) === "PNG";
      if (!jpeg && !png)
        return apiError(400, "The provided image content is invalid.", "invalidImage", "youtube.thumbnail");
      // The picture's digest: tests tell which image is on YouTube by it.
      const sha256 = await sha256Hex(bytes);
      writes.push({ method, at, videoId: entry.video.youtubeId, bytes: bytes.length, sha256 });
      return json(200, {
        kind: "youtube#thumbnailSetResponse",
        etag: etag(["thumb", entry.video.youtubeId, writes.length]),
        items: [],
      });
    }
    if (method === "comments.setModerationStatus") {
      const status = params.get("moderationStatus") ?? "";
      if (!["heldForReview", "published", "rejected"].includes(status))
        return apiError(
          400,
          "The moderationStatus parameter is invalid.",
          "invalidModerationStatus",
          "youtube.comment",
        );
      const ids = splitIds(params.get("id"));
      if (ids.length === 0 || ids.length > 50) return tooManyIds();
      if (ids.some((id) => !commentIds.has(id) || deleted.has(id)))
        return apiError(404, "One of the comments cannot be found.", "commentNotFound", "youtube.comment");
      for (const id of ids) moderation.set(id, status);
      writes.push({ method, at, ids, status });
      return new Response(null, { status: 204 });
    }
    const body = (await request.json().catch(() => null)) as {
      snippet?: { parentId?: string; textOriginal?: string };
    } | null;
    const text = body?.snippet?.textOriginal;
    const parentId = body?.snippet?.parentId ?? "";
    if (typeof text !== "string" || !text.trim() || text.length > 10_000)
      return apiError(400, "The comment text is missing or too long.", "commentTextRequired", "youtube.comment");
    if (!commentIds.has(parentId))
      return apiError(404, "The parent comment cannot be found.", "parentCommentNotFound", "youtube.comment");
    const id = `${parentId}.fake${writes.length}`;
    writes.push({ method, at, parentId, text });
    return json(200, {
      kind: "youtube#comment",
      etag: etag(["reply", id]),
      id,
      snippet: { parentId, textOriginal: text, textDisplay: text },
    });
  }

  // Each video's words for search.list, read on its first search.
  const words = new Map<string, VideoWords>();
  function wordsOf(video: VideoRecord): VideoWords {
    let found = words.get(video.youtubeId);
    if (!found) {
      found = [video.title, video.tags.join(" "), video.description].map(wordForms) as VideoWords;
      words.set(video.youtubeId, found);
    }
    return found;
  }

  // ---- resources ----

  function channelResource(channel: ChannelRecord, parts: Parts): Json {
    const resource: Json = { kind: "youtube#channel", etag: etag(["channel", channel]), id: channel.youtubeId };
    if (parts.has("snippet")) {
      resource.snippet = omitUndefined({
        title: channel.title,
        description: channel.description,
        customUrl: channel.handle ? `@${channel.handle.toLowerCase()}` : undefined,
        publishedAt: channel.publishedAt,
        thumbnails: thumbnails(channel.thumbnailUrl, [88, 240, 800], true),
        localized: { title: channel.title, description: channel.description },
        country: channel.country ?? undefined,
      });
    }
    if (parts.has("contentDetails")) {
      resource.contentDetails = { relatedPlaylists: { likes: "", uploads: channel.uploadsPlaylistId } };
    }
    if (parts.has("statistics")) {
      resource.statistics = omitUndefined({
        viewCount: String(channel.viewCount),
        subscriberCount: channel.subscriberCount === null ? undefined : String(channel.subscriberCount),
        hiddenSubscriberCount: channel.subscriberCount === null,
        videoCount: String(channel.videoCount),
      });
    }
    return resource;
  }

  function videoResource({ video, channel, stats }: VideoEntry, parts: Parts): Json {
    const resource: Json = { kind: "youtube#video", etag: etag(["video", video, stats]), id: video.youtubeId };
    if (parts.has("snippet")) {
      resource.snippet = omitUndefined({
        publishedAt: video.publishedAt,
        channelId: video.channelYoutubeId,
        title: titles.get(video.youtubeId) ?? video.title,
        description: video.description,
        thumbnails: thumbnails(video.thumbnailUrl, [120, 320, 480], false),
        channelTitle: channel.title,
        // The API leaves tags out when a video has none.
        tags: video.tags.length > 0 ? video.tags : undefined,
        categoryId: video.categoryId ?? undefined,
        liveBroadcastContent: "none",
        localized: { title: video.title, description: video.description },
      });
    }
    if (parts.has("contentDetails")) {
      resource.contentDetails = {
        duration: toIsoDuration(video.durationSeconds),
        dimension: "2d",
        definition: "hd",
        caption: "false",
        licensedContent: false,
        contentRating: {},
        projection: "rectangular",
      };
    }
    if (parts.has("statistics")) {
      // Hidden counters are absent, never "0".
      resource.statistics = omitUndefined({
        viewCount: String(stats?.viewCount ?? 0),
        likeCount: stats === null ? "0" : stats.likeCount === null ? undefined : String(stats.likeCount),
        favoriteCount: "0",
        commentCount: stats === null ? "0" : stats.commentCount === null ? undefined : String(stats.commentCount),
      });
    }
    return resource;
  }

  function commentResource(comment: CommentRecord, textFormat: string, withVideoId: boolean): Json {
    const owner = videos.get(comment.videoYoutubeId)?.channel.youtubeId;
    return {
      kind: "youtube#comment",
      etag: etag(["comment", comment]),
      id: comment.youtubeId,
      snippet: omitUndefined({
        channelId: owner,
        // comments.list's documented comment resource has no videoId; threads carry it.
        videoId: withVideoId ? comment.videoYoutubeId : undefined,
        textDisplay: textFormat === "plainText" ? comment.text : htmlText(comment.text),
        textOriginal: comment.text,
        parentId: comment.parentYoutubeId ?? undefined,
        authorDisplayName: comment.authorName,
        authorProfileImageUrl: `https://yt3.ggpht.com/fake/${encodeURIComponent(comment.authorName)}`,
        authorChannelUrl: comment.authorChannelId
          ? `http://www.youtube.com/channel/${comment.authorChannelId}`
          : undefined,
        authorChannelId: comment.authorChannelId ? { value: comment.authorChannelId } : undefined,
        canRate: true,
        viewerRating: "none",
        likeCount: comment.likeCount,
        publishedAt: comment.publishedAt,
        updatedAt: comment.publishedAt,
      }),
    };
  }

  function threadResource(thread: ThreadEntry, parts: Parts, textFormat: string): Json {
    const resource: Json = {
      kind: "youtube#commentThread",
      etag: etag(["thread", thread.top, thread.replies.length]),
      id: thread.top.youtubeId,
    };
    if (parts.has("snippet")) {
      resource.snippet = omitUndefined({
        channelId: videos.get(thread.top.videoYoutubeId)?.channel.youtubeId,
        videoId: thread.top.videoYoutubeId,
        topLevelComment: commentResource(thread.top, textFormat, true),
        canReply: true,
        totalReplyCount: thread.replies.length,
        isPublic: true,
      });
    }
    if (parts.has("replies") && thread.replies.length > 0) {
      resource.replies = {
        comments: thread.replies.slice(0, INLINE_REPLIES).map((reply) => commentResource(reply, textFormat, true)),
      };
    }
    return resource;
  }

  function searchVideoResult({ video, channel }: VideoEntry): Json {
    return {
      kind: "youtube#searchResult",
      etag: etag(["search", video.youtubeId]),
      id: { kind: "youtube#video", videoId: video.youtubeId },
      snippet: searchSnippet(
        video.publishedAt,
        channel.youtubeId,
        video.title,
        video.description,
        channel.title,
        thumbnails(video.thumbnailUrl, [120, 320, 480], false),
      ),
    };
  }

  function searchChannelResult(channel: ChannelRecord): Json {
    return {
      kind: "youtube#searchResult",
      etag: etag(["search", channel.youtubeId]),
      id: { kind: "youtube#channel", channelId: channel.youtubeId },
      snippet: searchSnippet(
        channel.publishedAt,
        channel.youtubeId,
        channel.title,
        channel.description,
        channel.title,
        thumbnails(channel.thumbnailUrl, [88, 240, 800], true),
      ),
    };
  }

  // ---- endpoints ----

  function channelsList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet", "contentDetails", "statistics"]);
    if (parts instanceof Response) return parts;
    const filters = ["id", "forHandle", "forUsername", "mine", "managedByMe", "categoryId"].filter((name) =>
      params.has(name),
    );
    if (filters.length === 0) {
      return apiError(
        400,
        "No filter selected. Expected one of: forUsername, id, forHandle, mine, managedByMe, categoryId",
        "missingRequiredParameter",
        "youtube.parameter",
      );
    }
    if (filters.length > 1) {
      return apiError(
        400,
        "Incompatible parameters specified in the request: " + filters.join(", "),
        "incompatibleParameters",
        "youtube.parameter",
      );
    }
    let found: ChannelRecord[];
    if (params.has("id")) {
      const ids = splitIds(params.get("id"));
      if (ids.length > 50) return tooManyIds();
      found = ids
        .map((id) => channelsById.get(id))
        .filter((channel): channel is ChannelRecord => channel !== undefined);
    } else if (params.has("forHandle")) {
      const wanted = (params.get("forHandle") ?? "").replace(/^@/, "").toLowerCase();
      found = channels.filter((channel) => channel.handle?.toLowerCase() === wanted);
    } else if (params.has("forUsername")) {
      const wanted = (params.get("forUsername") ?? "").toLowerCase();
      found = channels.filter((channel) => channel.handle?.toLowerCase() === wanted);
    } else {
      return apiError(
        401,
        "The request uses the mine parameter but is not properly authorized.",
        "authorizationRequired",
        "youtube.parameter",
      );
    }
    return listResponse(
      "youtube#channelListResponse",
      found.map((channel) => channelResource(channel, parts)),
      {
        totalResults: found.length,
        resultsPerPage: 5,
        omitEmptyItems: true,
      },
    );
  }

  /** The 15 newest uploads with their views, in YouTube's Atom format; 404 for an unknown channel. */
  function channelFeed(channelId: string): Response {
    const channel = channelsById.get(channelId);
    if (!channel) return new Response("Not Found", { status: 404, headers: { "content-type": "text/html" } });
    const newest = (uploads.get(channel.uploadsPlaylistId) ?? []).slice(0, FEED_ENTRIES);
    const xml = channelFeedXml(
      { id: channel.youtubeId, title: channel.title },
      newest.map(({ video, stats }) => ({
        videoId: video.youtubeId,
        title: video.title,
        publishedAt: video.publishedAt,
        views: stats?.viewCount ?? null,
        thumbnailUrl: video.thumbnailUrl,
      })),
    );
    return new Response(xml, { headers: { "content-type": "application/atom+xml; charset=UTF-8" } });
  }

  function playlistItemsList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet", "contentDetails", "status"]);
    if (parts instanceof Response) return parts;
    const playlistId = params.get("playlistId");
    if (!playlistId) {
      return apiError(
        400,
        "No filter selected. Expected one of: playlistId, id",
        "missingRequiredParameter",
        "youtube.parameter",
      );
    }
    const items = uploads.get(playlistId);
    if (!items) {
      return apiError(
        404,
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        "playlistNotFound",
        "youtube.playlistItem",
        "playlistId",
      );
    }
    const page = paginate(items, params, 5, 0, 50);
    if (page instanceof Response) return page;
    const resources = page.items.map((entry, index) => {
      const { video, channel } = entry;
      const resource: Json = {
        kind: "youtube#playlistItem",
        etag: etag(["playlistItem", playlistId, video.youtubeId]),
        id: playlistItemId(playlistId, video.youtubeId),
      };
      if (parts.has("snippet")) {
        resource.snippet = omitUndefined({
          publishedAt: video.publishedAt,
          channelId: channel.youtubeId,
          title: video.title,
          description: video.description,
          thumbnails: thumbnails(video.thumbnailUrl, [120, 320, 480], false),
          channelTitle: channel.title,
          playlistId,
          position: page.offset + index,
          resourceId: { kind: "youtube#video", videoId: video.youtubeId },
          videoOwnerChannelTitle: channel.title,
          videoOwnerChannelId: channel.youtubeId,
        });
      }
      if (parts.has("contentDetails")) {
        resource.contentDetails = { videoId: video.youtubeId, videoPublishedAt: video.publishedAt };
      }
      if (parts.has("status")) resource.status = { privacyStatus: "public" };
      return resource;
    });
    return listResponse("youtube#playlistItemListResponse", resources, {
      nextPageToken: page.nextPageToken,
      prevPageToken: page.prevPageToken,
      totalResults: items.length,
      resultsPerPage: page.perPage,
    });
  }

  function videosList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet", "contentDetails", "statistics", "status"]);
    if (parts instanceof Response) return parts;
    if (!params.has("id")) {
      if (params.has("chart") || params.has("myRating")) {
        return apiError(
          400,
          "The fake YouTube API serves videos.list by id only.",
          "unsupportedFilter",
          "youtube.parameter",
        );
      }
      return apiError(
        400,
        "No filter selected. Expected one of: myRating, chart, id",
        "missingRequiredParameter",
        "youtube.parameter",
      );
    }
    const ids = splitIds(params.get("id"));
    if (ids.length > 50) return tooManyIds();
    const found = ids.map((id) => videos.get(id)).filter((entry): entry is VideoEntry => entry !== undefined);
    return listResponse(
      "youtube#videoListResponse",
      found.map((entry) => {
        const resource = videoResource(entry, parts);
        if (parts.has("status"))
          resource.status = {
            uploadStatus: "processed",
            privacyStatus: "public",
            license: "youtube",
            embeddable: true,
            publicStatsViewable: true,
            madeForKids: false,
          };
        return resource;
      }),
      { totalResults: found.length, resultsPerPage: found.length },
    );
  }

  function searchList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet"]);
    if (parts instanceof Response) return parts;
    const types = (params.get("type") ?? "video,channel,playlist")
      .split(",")
      .map((type) => type.trim())
      .filter(Boolean);
    if (types.some((type) => !["video", "channel", "playlist"].includes(type))) {
      return apiError(400, "Invalid value for type parameter.", "invalidSearchFilter", "youtube.parameter", "type");
    }
    const order = params.get("order") ?? "relevance";
    if (!["relevance", "date", "viewCount", "rating", "title", "videoCount"].includes(order)) {
      return apiError(
        400,
        `Invalid value '${order}' for order parameter.`,
        "invalidParameter",
        "youtube.parameter",
        "order",
      );
    }
    const after = readTime(params, "publishedAfter");
    const before = readTime(params, "publishedBefore");
    if (after instanceof Response) return after;
    if (before instanceof Response) return before;
    const channelId = params.get("channelId");
    const terms = searchTerms(params.get("q") ?? "");

    type Hit = {
      tier: number;
      score: number;
      publishedAt: string;
      views: number;
      title: string;
      id: string;
      resource: () => Json;
    };
    const hits: Hit[] = [];
    if (types.includes("video")) {
      const candidates = [...videos.values()].filter(({ video }) => {
        if (channelId && video.channelYoutubeId !== channelId) return false;
        if (after !== null && Date.parse(video.publishedAt) < after) return false;
        if (before !== null && Date.parse(video.publishedAt) >= before) return false;
        return true;
      });
      const matched = videoTiers(
        terms,
        candidates.map(({ video }) => wordsOf(video)),
      );
      candidates.forEach((entry, index) => {
        const match = matched[index];
        if (!match) return;
        hits.push({
          tier: match.tier,
          score: match.score,
          publishedAt: entry.video.publishedAt,
          views: entry.stats?.viewCount ?? 0,
          title: entry.video.title,
          id: entry.video.youtubeId,
          resource: () => searchVideoResult(entry),
        });
      });
    }
    if (types.includes("channel")) {
      for (const channel of channels) {
        if (channelId && channel.youtubeId !== channelId) continue;
        if (after !== null && Date.parse(channel.publishedAt) < after) continue;
        if (before !== null && Date.parse(channel.publishedAt) >= before) continue;
        const score = channelMatchScore(params.get("q") ?? "", channel);
        if (score === null) continue;
        hits.push({
          tier: 0,
          score,
          publishedAt: channel.publishedAt,
          views: channel.viewCount,
          title: channel.title,
          id: channel.youtubeId,
          resource: () => searchChannelResult(channel),
        });
      }
    }
    hits.sort((a, b) => {
      const byOrder =
        order === "date"
          ? compareDesc(a.publishedAt, b.publishedAt)
          : order === "viewCount" || order === "rating" || order === "videoCount"
            ? b.views - a.views
            : order === "title"
              ? compare(a.title.toLowerCase(), b.title.toLowerCase())
              : a.tier - b.tier || b.score - a.score || b.views - a.views;
      return byOrder || compare(a.id, b.id);
    });
    const page = paginate(hits, params, 5, 0, 50);
    if (page instanceof Response) return page;
    return listResponse(
      "youtube#searchListResponse",
      page.items.map((hit) => hit.resource()),
      {
        nextPageToken: page.nextPageToken,
        prevPageToken: page.prevPageToken,
        regionCode: "US",
        totalResults: hits.length,
        resultsPerPage: page.perPage,
      },
    );
  }

  function commentThreadsList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet", "replies"]);
    if (parts instanceof Response) return parts;
    const textFormat = params.get("textFormat") ?? "html";
    let threads: ThreadEntry[];
    if (params.has("videoId")) {
      const videoId = params.get("videoId") ?? "";
      const entry = videos.get(videoId);
      if (!entry) {
        return apiError(
          404,
          'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter could not be found.',
          "videoNotFound",
          "youtube.commentThread",
          "videoId",
        );
      }
      if (entry.stats !== null && entry.stats.commentCount === null) {
        return apiError(
          403,
          'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
          "commentsDisabled",
          "youtube.commentThread",
          "videoId",
        );
      }
      threads = threadsByVideo.get(videoId) ?? [];
    } else if (params.has("allThreadsRelatedToChannelId")) {
      const channelId = params.get("allThreadsRelatedToChannelId");
      threads = [...threadsByVideo.values()]
        .flat()
        .filter((thread) => videos.get(thread.top.videoYoutubeId)?.channel.youtubeId === channelId);
      threads.sort(
        (a, b) => compareDesc(a.top.publishedAt, b.top.publishedAt) || compare(a.top.youtubeId, b.top.youtubeId),
      );
    } else if (params.has("id")) {
      threads = splitIds(params.get("id"))
        .map((id) => threadsById.get(id))
        .filter((thread): thread is ThreadEntry => thread !== undefined);
    } else {
      return apiError(
        400,
        "No filter selected. Expected one of: allThreadsRelatedToChannelId, id, videoId",
        "missingRequiredParameter",
        "youtube.parameter",
      );
    }
    threads = threads.filter((thread) => !deleted.has(thread.top.youtubeId));
    const searchTermsParam = params.get("searchTerms");
    if (searchTermsParam) {
      const wanted = searchTermsParam.toLowerCase();
      threads = threads.filter((thread) => thread.top.text.toLowerCase().includes(wanted));
    }
    if (params.get("order") === "relevance") {
      threads = [...threads].sort(
        (a, b) =>
          b.top.likeCount - a.top.likeCount ||
          b.replies.length - a.replies.length ||
          compare(a.top.youtubeId, b.top.youtubeId),
      );
    }
    const page = paginate(threads, params, 20, 1, 100);
    if (page instanceof Response) return page;
    return listResponse(
      "youtube#commentThreadListResponse",
      page.items.map((thread) => threadResource(thread, parts, textFormat)),
      {
        nextPageToken: page.nextPageToken,
        totalResults: page.items.length,
        resultsPerPage: page.perPage,
      },
    );
  }

  function commentsList(params: URLSearchParams): Response {
    const parts = readParts(params, ["id", "snippet"]);
    if (parts instanceof Response) return parts;
    const textFormat = params.get("textFormat") ?? "html";
    let comments: CommentRecord[];
    if (params.has("parentId")) {
      comments = repliesByParent.get(params.get("parentId") ?? "") ?? [];
    } else if (params.has("id")) {
      const wanted = new Set(splitIds(params.get("id")));
      comments = [...threadsById.values()]
        .flatMap((thread) => [thread.top, ...thread.replies])
        .filter((comment) => wanted.has(comment.youtubeId));
    } else {
      return apiError(
        400,
        "No filter selected. Expected one of: parentId, id",
        "missingRequiredParameter",
        "youtube.parameter",
      );
    }
    comments = comments.filter((comment) => !deleted.has(comment.youtubeId));
    // By id, YouTube answers every comment asked for (at most 50) on one page.
    const page = paginate(comments, params, params.has("id") ? 50 : 20, 1, 100);
    if (page instanceof Response) return page;
    return listResponse(
      "youtube#commentListResponse",
      page.items.map((comment) => commentResource(comment, textFormat, false)),
      {
        nextPageToken: page.nextPageToken,
        totalResults: page.items.length,
        resultsPerPage: page.perPage,
      },
    );
  }

  const endpoints: Record<string, (params: URLSearchParams) => Response> = {
    channels: channelsList,
    playlistItems: playlistItemsList,
    videos: videosList,
    search: searchList,
    commentThreads: commentThreadsList,
    comments: commentsList,
  };

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    // The channel's public Atom feed: no key, no quota, as on www.youtube.com/feeds.
    if (url.pathname === "/feeds/videos.xml") return channelFeed(url.searchParams.get("channel_id") ?? "");
    if (url.pathname === "/__writes") return json(200, writes);
    if (url.pathname === "/__moderation") return json(200, { statuses: Object.fromEntries(moderation) });
    if (url.pathname === "/__comments/delete") return deleteComment(url.searchParams.get("id") ?? "", false);
    if (url.pathname === "/__comments/restore") return deleteComment(url.searchParams.get("id") ?? "", true);
    const written = await write(request, url);
    if (written) return written;
    const match = /^\/youtube\/v3\/([A-Za-z]+)\/?$/.exec(url.pathname);
    const endpoint = match?.[1] === undefined ? undefined : endpoints[match[1]];
    if (!endpoint) return apiError(404, "Not Found", "notFound", "global");
    if (request.method !== "GET") return apiError(405, "Method Not Allowed", "httpMethodNotAllowed", "global");

    const key = url.searchParams.get("key") ?? request.headers.get("x-goog-api-key");
    if (!key) {
      return apiError(
        403,
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        "forbidden",
        "global",
        undefined,
        "PERMISSION_DENIED",
      );
    }
    if (key === FAKE_YOUTUBE_KEYS.invalid) {
      return apiError(
        400,
        "API key not valid. Please pass a valid API key.",
        "badRequest",
        "global",
        undefined,
        "INVALID_ARGUMENT",
      );
    }
    if (key === FAKE_YOUTUBE_KEYS.quotaExceeded) {
      return apiError(
        403,
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        "quotaExceeded",
        "youtube.quota",
      );
    }
    if (key === FAKE_YOUTUBE_KEYS.serverError) return apiError(500, "Backend Error", "backendError", "global");
    return endpoint(url.searchParams);
  };
}

// ---- helpers ----

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareDesc(a: string, b: string): number {
  return compare(b, a);
}

function omitUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=UTF-8", vary: "Origin, X-Origin, Referer" },
  });
}

/** Google's error body: { error: { code, message, errors: [{ message, domain, reason }], status? } }. */
function apiError(
  code: number,
  message: string,
  reason: string,
  domain: string,
  parameter?: string,
  status?: string,
): Response {
  const detail: Json = { message, domain, reason };
  if (parameter) {
    detail.location = parameter;
    detail.locationType = "parameter";
  }
  const error: Json = { code, message, errors: [detail] };
  if (status) error.status = status;
  return json(code, { error });
}

function tooManyIds(): Response {
  return apiError(400, "The request specifies more than 50 ids.", "invalidParameter", "youtube.parameter", "id");
}

function readParts(params: URLSearchParams, allowed: string[]): Parts | Response {
  const raw = params.get("part");
  if (!raw) {
    return apiError(400, "Required parameter: part", "required", "global", "part");
  }
  const parts = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.find((part) => !allowed.includes(part));
  if (unknown !== undefined) {
    return apiError(400, `'${unknown}'`, "unknownPart", "youtube.part", "part");
  }
  return new Set(parts);
}

function readTime(params: URLSearchParams, name: string): number | null | Response {
  const raw = params.get(name);
  if (raw === null || raw === "") return null;
  const time = Date.parse(raw);
  if (!Number.isFinite(time)) {
    return apiError(
      400,
      `Invalid value '${raw}' for ${name}: expected an RFC 3339 date-time.`,
      "invalidParameter",
      "youtube.parameter",
      name,
    );
  }
  return time;
}

function splitIds(raw: string | null): string[] {
  return (raw ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}

type Page<T> = { items: T[]; offset: number; perPage: number; nextPageToken?: string; prevPageToken?: string };

function paginate<T>(
  all: readonly T[],
  params: URLSearchParams,
  defaultMax: number,
  min: number,
  max: number,
): Page<T> | Response {
  const rawMax = params.get("maxResults");
  const perPage = rawMax === null ? defaultMax : Number(rawMax);
  if (!Number.isInteger(perPage) || perPage < min || perPage > max) {
    return apiError(
      400,
      `Invalid value '${rawMax}'. Values must be within the range: [${min}, ${max}]`,
      "invalidParameter",
      "youtube.parameter",
      "maxResults",
    );
  }
  let offset = 0;
  const token = params.get("pageToken");
  if (token) {
    const decoded = decodePageToken(token);
    if (decoded === null || decoded > all.length) {
      return apiError(
        400,
        "The request specifies an invalid page token.",
        "invalidPageToken",
        "youtube.parameter",
        "pageToken",
      );
    }
    offset = decoded;
  }
  const end = offset + perPage;
  return {
    items: all.slice(offset, end),
    offset,
    perPage,
    nextPageToken: perPage > 0 && end < all.length ? encodePageToken(end) : undefined,
    prevPageToken: offset > 0 ? encodePageToken(Math.max(0, offset - perPage)) : undefined,
  };
}

function encodePageToken(offset: number): string {
  return btoa(`page:${offset}`).replace(/(?<!=)=+$/, "");
}

function decodePageToken(token: string): number | null {
  try {
    const padded = token + "=".repeat((4 - (token.length % 4)) % 4);
    const match = /^page:(\d{1,9})$/.exec(atob(padded));
    return match?.[1] === undefined ? null : Number(match[1]);
  } catch {
    return null;
  }
}

function listResponse(
  kind: string,
  items: Json[],
  info: {
    nextPageToken?: string;
    prevPageToken?: string;
    regionCode?: string;
    totalResults: number;
    resultsPerPage: number;
    omitEmptyItems?: boolean;
  },
): Response {
  const body: Json = omitUndefined({
    kind,
    etag: etag([kind, items.map((item) => item.etag), info.nextPageToken]),
    nextPageToken: info.nextPageToken,
    prevPageToken: info.prevPageToken,
    regionCode: info.regionCode,
    pageInfo: { totalResults: info.totalResults, resultsPerPage: info.resultsPerPage },
  });
  // channels.list leaves "items" out entirely when nothing matched.
  if (!(info.omitEmptyItems && items.length === 0)) body.items = items;
  return json(200, body);
}

function thumbnails(url: string | null, widths: [number, number, number], square: boolean): Json | undefined {
  if (!url) return undefined;
  const size = (width: number) => ({ url, width, height: square ? width : Math.round((width * 9) / 16) });
  return { default: size(widths[0]), medium: size(widths[1]), high: size(widths[2]) };
}

function searchSnippet(
  publishedAt: string,
  channelId: string,
  title: string,
  description: string,
  channelTitle: string,
  thumbs: Json | undefined,
): Json {
  // search.list HTML-escapes text and trims descriptions to a short excerpt.
  const excerpt = description.length > 160 ? `${description.slice(0, 157)}...` : description;
  return omitUndefined({
    publishedAt,
    channelId,
    title: escapeHtml(title),
    description: escapeHtml(excerpt),
    thumbnails: thumbs,
    channelTitle: escapeHtml(channelTitle),
    liveBroadcastContent: "none",
    publishTime: publishedAt,
  });
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/** A video's title, tags and description, each as the set of its words and their singulars. */
type VideoWords = [title: ReadonlySet<string>, tags: ReadonlySet<string>, description: ReadonlySet<string>];

function wordForms(text: string): ReadonlySet<string> {
  const forms = new Set<string>();
  for (const word of searchTerms(text)) {
    forms.add(word);
    forms.add(singular(word));
  }
  return forms;
}

/** Query words this long also match the start of a longer word ("home" in "homelab"). */
const MIN_PREFIX = 4;

function hasWord(words: ReadonlySet<string>, term: string): boolean {
  const form = singular(term);
  if (words.has(term) || words.has(form)) return true;
  if (form.length < MIN_PREFIX) return false;
  for (const word of words) if (word.startsWith(form)) return true;
  return false;
}

/** Title hits weigh 3, tag hits 2, description hits 1. */
function termWeight(fields: VideoWords, term: string): number {
  return (hasWord(fields[0], term) ? 3 : 0) + (hasWord(fields[1], term) ? 2 : 0) + (hasWord(fields[2], term) ? 1 : 0);
}

/** Below this many videos with every word of a query, a search lets its commonest word go. */
const FEW_RESULTS = 10;

/**
 * Which videos a query finds, each with its tier (0: every query word; 1: all but the commonest;
 * and so on) and score, or null. A tier is searched only while the ones before it found fewer than
 * FEW_RESULTS videos ("home server" stays with its home servers; "budget webcams" goes on to
 * webcams). The words are let go commonest first (a word no video holds, then stopwords, then by
 * how many of these videos hold them), and never the last, most specific one: a video without it
 * is not found. An empty query finds everything.
 */
function videoTiers(
  terms: readonly string[],
  videos: readonly VideoWords[],
): ({ tier: number; score: number } | null)[] {
  const distinct = [...new Set(terms)];
  if (distinct.length === 0) return videos.map(() => ({ tier: 0, score: 0 }));
  const weights = videos.map((fields) => distinct.map((term) => termWeight(fields, term)));
  const holding = distinct.map((_, t) => weights.filter((w) => w[t]! > 0).length);
  // Let go first: a word no video holds (a typo, a word the world lacks), then stopwords.
  const rank = (t: number) => (holding[t] === 0 ? 2 : STOPWORDS.has(distinct[t]!) ? 1 : 0);
  const specificFirst = distinct
    .map((_, t) => t)
    .sort((a, b) => rank(a) - rank(b) || holding[a]! - holding[b]! || a - b);
  const tiers = weights.map((w) => {
    let kept = 0;
    while (kept < specificFirst.length && w[specificFirst[kept]!]! > 0) kept++;
    return kept === 0 ? null : { tier: distinct.length - kept, score: w.reduce((sum, weight) => sum + weight, 0) };
  });
  let deepest = 0;
  let found = 0;
  for (; deepest < distinct.length; deepest++) {
    found += tiers.filter((t) => t?.tier === deepest).length;
    if (found >= FEW_RESULTS) break;
  }
  return tiers.map((t) => (t && t.tier <= deepest ? t : null));
}

/**
 * A channel search matches names, as YouTube's does: every term of the query in the channel's
 * title or handle, in any letter case, or the whole query with its spaces removed inside either
 * ("ByteSizedDesk" finds "ByteSized Desk", "bytesized desk" finds @bytesizeddesk). An exact
 * title ranks first, then title hits (3 per term) over handle hits (2). Null when it does not match.
 */
function channelMatchScore(q: string, channel: ChannelRecord): number | null {
  const terms = searchTerms(q);
  if (terms.length === 0) return 0;
  const title = channel.title.toLowerCase();
  const handle = (channel.handle ?? "").toLowerCase();
  const compact = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, "");
  const whole = terms.join("");
  let score = 0;
  let missing = false;
  for (const term of terms) {
    const weight = (title.includes(term) ? 3 : 0) + (handle.includes(term) ? 2 : 0);
    if (weight === 0) missing = true;
    score += weight;
  }
  if (missing) {
    if (!compact(title).includes(whole) && !compact(handle).includes(whole)) return null;
    score = terms.length * 2;
  }
  if (compact(title) === whole) score += 100;
  return score;
}

function playlistItemId(playlistId: string, videoId: string): string {
  return btoa(`${playlistId}.${videoId}`).replace(/(?<!=)=+$/, "");
}

/** A stable, opaque etag (FNV-1a over the JSON), shaped like YouTube's 27-character etags. */
function etag(value: unknown): string {
  const text = JSON.stringify(value) ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let out = "";
  let hash = 0x811c9dc5;
  for (let round = 0; out.length < 27; round++) {
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index) + round;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    for (let shift = 0; shift < 30 && out.length < 27; shift += 6) out += alphabet[(hash >>> shift) & 63];
  }
  return out;
}
