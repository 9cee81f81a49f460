import { describe, expect, it } from "vitest";
import { parseChannelInput, type ChannelInput } from "./channel-input";
import {
  chunkIds,
  createYouTubeClient,
  decodeHtmlEntities,
  withoutInvisibleEnds,
  YOUTUBE_ERROR_MESSAGES,
  YouTubeApiError,
  type FetchLike,
  type YouTubeClientOptions,
} from "./client";
import { createFakeYouTubeApi, FAKE_YOUTUBE_BASE_URL, FAKE_YOUTUBE_KEYS } from "~/dev/youtube/fake-api";
import { createMemoryQuotaGate, type MemoryQuotaGate } from "./quota";
import { buildTinyWorld, TINY, TINY_NOW, videoId } from "~/dev/youtube/tiny-world";

const KEY = "AIzaSy-test-SECRET-key-0123456789";
const world = buildTinyWorld();
const fake = createFakeYouTubeApi(world);

type Spy = FetchLike & { calls: URL[] };

function spy(handler: FetchLike = fake): Spy {
  const calls: URL[] = [];
  const fn = (async (request: Request) => {
    calls.push(new URL(request.url));
    return handler(request);
  }) as Spy;
  fn.calls = calls;
  return fn;
}

function setup(overrides: Partial<YouTubeClientOptions> & { fetch?: Spy; gate?: MemoryQuotaGate } = {}) {
  const fetch = overrides.fetch ?? spy();
  const quota = overrides.gate ?? createMemoryQuotaGate();
  const sleeps: number[] = [];
  const client = createYouTubeClient({
    apiKey: KEY,
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    quota,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => new Date(TINY_NOW),
    ...overrides,
    fetch,
  });
  return { client, fetch, quota, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<YouTubeApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(YouTubeApiError);
    return error as YouTubeApiError;
  }
  throw new Error("expected the call to fail");
}

/** A fetch that answers `status` for the first `times` requests, then hands over to the fake. */
function failing(times: number, status: number, headers: Record<string, string> = {}): Spy {
  let left = times;
  return spy(async (request) => {
    if (left > 0) {
      left--;
      return new Response(
        JSON.stringify({
          error: {
            code: status,
            message: "Backend Error",
            errors: [{ message: "Backend Error", domain: "global", reason: "backendError" }],
          },
        }),
        {
          status,
          headers: { "content-type": "application/json", ...headers },
        },
      );
    }
    return fake(request);
  });
}

describe("getChannel", () => {
  it("resolves a handle with forHandle and parses string statistics into numbers", async () => {
    const { client, fetch, quota } = setup();
    const channel = await client.getChannel({ kind: "handle", handle: "tinytech" });
    expect(channel).toEqual(world.own.channel);
    expect(typeof channel.viewCount).toBe("number");
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.pathname).toBe("/youtube/v3/channels");
    expect(fetch.calls[0]!.searchParams.get("forHandle")).toBe("@tinytech");
    expect(fetch.calls[0]!.searchParams.get("part")).toBe("snippet,contentDetails,statistics");
    expect(quota.reservations.map(({ method, units }) => [method, units])).toEqual([["channels.list", 1]]);
  });

  it("resolves an id, a legacy username and a pasted URL", async () => {
    const { client } = setup();
    expect((await client.getChannel({ kind: "id", id: TINY.ownId })).title).toBe("Tiny Tech");
    expect((await client.getChannel({ kind: "username", username: "TinyTech" })).youtubeId).toBe(TINY.ownId);
    const parsed = parseChannelInput("https://www.youtube.com/@rivalcooking/videos") as ChannelInput;
    expect((await client.getChannel(parsed)).youtubeId).toBe(TINY.rivalId);
  });

  it("returns null for a hidden subscriber count", async () => {
    const { client } = setup();
    const channel = await client.getChannel({ kind: "id", id: TINY.rivalId });
    expect(channel.subscriberCount).toBeNull();
    expect(channel.handle).toBe("rivalcooking");
    expect(channel.thumbnailUrl).toBeNull();
    expect(channel.country).toBeNull();
  });

  it("finds a video's channel through videos.list, then channels.list", async () => {
    const { client, fetch, quota } = setup();
    const channel = await client.getChannel({ kind: "video", videoId: videoId(2, 1) });
    expect(channel.youtubeId).toBe(TINY.rivalId);
    expect(fetch.calls.map((url) => url.pathname)).toEqual(["/youtube/v3/videos", "/youtube/v3/channels"]);
    expect(quota.reservations.map(({ method }) => method)).toEqual(["videos.list", "channels.list"]);
  });

  it("says 404 for an unknown video", async () => {
    const { client } = setup();
    const error = await failure(client.getChannel({ kind: "video", videoId: "zzzzzzzzzzz" }));
    expect(error.status).toBe(404);
    expect(error.message).toBe(YOUTUBE_ERROR_MESSAGES.videoNotFound);
  });

  it("tries a /c/ name as a handle before spending a search", async () => {
    const { client, quota } = setup();
    const channel = await client.getChannel({ kind: "custom", name: "TinyTech" });
    expect(channel.youtubeId).toBe(TINY.ownId);
    expect(quota.reservations.map(({ method }) => method)).toEqual(["channels.list"]);
  });

  it("falls back to search.list type=channel for a /c/ name that is not a handle", async () => {
    const { client, fetch, quota } = setup();
    const channel = await client.getChannel({ kind: "custom", name: "RivalCookingOfficial" }).catch((error) => error);
    // No channel is literally called that: the search finds nothing, so 404.
    expect(channel).toBeInstanceOf(YouTubeApiError);
    expect(channel.status).toBe(404);

    const found = await client.getChannel({ kind: "custom", name: "Rival" });
    expect(found.youtubeId).toBe(TINY.rivalId);
    const search = fetch.calls.find(
      (url) => url.pathname.endsWith("/search") && url.searchParams.get("q") === "Rival",
    )!;
    expect(search.searchParams.get("type")).toBe("channel");
    expect(quota.reservations.filter(({ method }) => method === "search.list")).toHaveLength(2);
    // forHandle (1) for each name, channels.list (1) for the search hits; searches count apart.
    expect(quota.used()).toEqual({ units: 3, searchCalls: 2 });
  });

  it("says 404 with a channel message when nothing matches", async () => {
    const { client } = setup();
    const error = await failure(client.getChannel({ kind: "handle", handle: "nobody-here" }));
    expect(error.status).toBe(404);
    expect(error.code).toBe("not_found");
    expect(error.message).toBe(YOUTUBE_ERROR_MESSAGES.channelNotFound);
  });
});

describe("listUploadIds", () => {
  it("pages through an uploads playlist 50 at a time, newest first", async () => {
    const { client, fetch, quota } = setup();
    const pages: string[][] = [];
    let token: string | undefined;
    do {
      const page = await client.listUploadIds(world.own.channel.uploadsPlaylistId, token);
      pages.push(page.ids);
      token = page.nextPageToken ?? undefined;
    } while (token);
    expect(pages.map((ids) => ids.length)).toEqual([50, 50, 20]);
    expect(pages.flat()).toEqual(world.own.videos.map((video) => video.youtubeId));
    expect(fetch.calls.every((url) => url.searchParams.get("maxResults") === "50")).toBe(true);
    expect(fetch.calls[1]!.searchParams.get("pageToken")).toBeTruthy();
    expect(quota.reservations).toHaveLength(3);
  });

  it("returns an empty page for a channel without uploads, even when YouTube says playlistNotFound", async () => {
    const { client } = setup();
    expect(await client.listUploadIds(`UU${TINY.emptyId.slice(2)}`)).toEqual({ ids: [], nextPageToken: null });
    expect(await client.listUploadIds("UUdoes-not-exist")).toEqual({ ids: [], nextPageToken: null });
  });
});

describe("getVideos", () => {
  it("maps a batch: durations, Shorts, tags, categories and the latest statistics", async () => {
    const { client, quota } = setup();
    const ids = world.own.videos.slice(0, 50).map((video) => video.youtubeId);
    const { videos, snapshots } = await client.getVideos(ids);
    expect(videos).toEqual(world.own.videos.slice(0, 50));
    const byId = new Map(videos.map((video) => [video.youtubeId, video]));
    expect(byId.get(TINY.short)).toMatchObject({ durationSeconds: 45, isShort: true });
    expect(byId.get(TINY.long)).toMatchObject({
      durationSeconds: 3723,
      isShort: false,
      title: "Tom & Jerry's phone: a review",
    });
    expect(byId.get(TINY.sixty)).toMatchObject({ durationSeconds: 60, isShort: true });
    expect(byId.get(TINY.sixtyOne)).toMatchObject({ durationSeconds: 61, isShort: false });
    expect(byId.get(TINY.live)).toMatchObject({ durationSeconds: 0, isShort: false });
    expect(byId.get(TINY.dayLong)).toMatchObject({ durationSeconds: 90_061 });

    const latest = world.own.snapshots.filter((snapshot) => snapshot.capturedAt === TINY_NOW).slice(0, 50);
    expect(snapshots).toEqual(latest);
    expect(snapshots.find((snapshot) => snapshot.videoYoutubeId === videoId(1, 9))!.likeCount).toBeNull();
    expect(snapshots.find((snapshot) => snapshot.videoYoutubeId === TINY.noComments)!.commentCount).toBeNull();
    expect(snapshots.find((snapshot) => snapshot.videoYoutubeId === videoId(1, 8))).toEqual({
      videoYoutubeId: videoId(1, 8),
      capturedAt: TINY_NOW,
      viewCount: 1056,
      likeCount: 58,
      commentCount: 8,
    });
    expect(quota.reservations.map(({ method, units }) => [method, units])).toEqual([["videos.list", 1]]);
  });

  it("refuses more than 50 ids without calling YouTube", async () => {
    const { client, fetch } = setup();
    const ids = world.own.videos.slice(0, 51).map((video) => video.youtubeId);
    await expect(client.getVideos(ids)).rejects.toThrow(RangeError);
    expect(fetch.calls).toHaveLength(0);
  });

  it("splits 120 ids into 3 calls", async () => {
    const { client, fetch, quota } = setup();
    const ids = world.own.videos.map((video) => video.youtubeId);
    expect(chunkIds(ids).map((batch) => batch.length)).toEqual([50, 50, 20]);
    const { videos, snapshots } = await client.getVideosInBatches(ids);
    expect(videos).toHaveLength(120);
    expect(snapshots).toHaveLength(120);
    expect(fetch.calls).toHaveLength(3);
    expect(fetch.calls.map((url) => url.searchParams.get("id")!.split(",").length)).toEqual([50, 50, 20]);
    expect(quota.used().units).toBe(3);
  });

  it("skips ids YouTube does not return and makes no call for none", async () => {
    const { client, fetch } = setup();
    const { videos } = await client.getVideos([TINY.short, "deletedvid1", TINY.long]);
    expect(videos.map((video) => video.youtubeId)).toEqual([TINY.short, TINY.long]);
    expect(await client.getVideos([])).toEqual({ videos: [], snapshots: [] });
    expect(fetch.calls).toHaveLength(1);
  });
});

describe("searchVideos", () => {
  it("returns decoded hits and reserves from the search bucket", async () => {
    const { client, fetch, quota } = setup();
    const page = await client.searchVideos("tom jerry", { maxResults: 10, order: "relevance" });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      videoId: TINY.long,
      title: "Tom & Jerry's phone: a review",
      channelId: TINY.ownId,
      channelTitle: "Tiny Tech",
    });
    expect(fetch.calls[0]!.searchParams.get("type")).toBe("video");
    expect(quota.reservations.map(({ method, units }) => [method, units])).toEqual([["search.list", 1]]);
    expect(quota.used()).toEqual({ units: 0, searchCalls: 1 });
  });

  it("pages with maxResults, filters by publishedAfter and orders by date", async () => {
    const { client } = setup();
    const first = await client.searchVideos("gadget", { maxResults: 50, order: "date" });
    expect(first.results).toHaveLength(50);
    expect(first.nextPageToken).not.toBeNull();
    const second = await client.searchVideos("gadget", {
      maxResults: 50,
      order: "date",
      pageToken: first.nextPageToken!,
    });
    expect(second.results.length).toBeGreaterThan(0);
    const dates = [...first.results, ...second.results].map((hit) => hit.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const recent = await client.searchVideos("cooking", { publishedAfter: "2026-02-21T00:00:00Z" });
    expect(recent.results.map((hit) => hit.videoId)).toEqual([videoId(2, 0)]);
  });

  it("says 404 when nothing matches, or the query is blank", async () => {
    const { client, fetch } = setup();
    const error = await failure(client.searchVideos("zebra unicorn"));
    expect(error.status).toBe(404);
    expect(error.message).toBe("No videos found for the query. Try a different search term.");
    const blank = await failure(client.searchVideos("   "));
    expect(blank.status).toBe(404);
    expect(fetch.calls).toHaveLength(1);
  });

  it("rejects maxResults above 50", async () => {
    const { client } = setup();
    await expect(client.searchVideos("gadget", { maxResults: 51 })).rejects.toThrow(RangeError);
  });
});

describe("comments", () => {
  it("pages comment threads 100 at a time, with inline replies and the threads that need more", async () => {
    const { client, fetch } = setup();
    const first = await client.listCommentThreads(TINY.long);
    expect(fetch.calls[0]!.searchParams.get("part")).toBe("snippet,replies");
    expect(fetch.calls[0]!.searchParams.get("maxResults")).toBe("100");
    const topLevel = first.comments.filter((comment) => comment.parentYoutubeId === null);
    expect(topLevel).toHaveLength(100);
    expect(first.nextPageToken).not.toBeNull();
    expect(first.commentsDisabled).toBe(false);

    const second = await client.listCommentThreads(TINY.long, first.nextPageToken!);
    expect(second.comments.filter((comment) => comment.parentYoutubeId === null)).toHaveLength(30);
    expect(second.nextPageToken).toBeNull();

    const all = [...first.comments, ...second.comments];
    const inline = all.filter((comment) => comment.parentYoutubeId === TINY.bigThread);
    expect(inline).toHaveLength(5);
    expect(all.filter((comment) => comment.parentYoutubeId === TINY.smallThread)).toHaveLength(2);
    expect([...first.needsReplies, ...second.needsReplies]).toEqual([TINY.bigThread]);

    const top = all.find((comment) => comment.youtubeId === TINY.bigThread)!;
    expect(top).toEqual(world.own.comments.find((comment) => comment.youtubeId === TINY.bigThread));
    expect(top.text).toContain("<b>part</b> about batteries & chargers");
    expect(all.find((comment) => comment.youtubeId === "Ugz-thread-0007")!.authorChannelId).toBeNull();
  });

  it("lists every reply of a thread through comments.list", async () => {
    const { client, fetch, quota } = setup();
    const page = await client.listReplies(TINY.bigThread, undefined, TINY.long);
    expect(page.nextPageToken).toBeNull();
    expect(page.comments).toEqual(world.own.comments.filter((comment) => comment.parentYoutubeId === TINY.bigThread));
    expect(fetch.calls[0]!.searchParams.get("parentId")).toBe(TINY.bigThread);
    expect(quota.reservations.map(({ method }) => method)).toEqual(["comments.list"]);
  });

  it("says which of up to 50 comment ids YouTube still shows, in one unit", async () => {
    const { client, fetch, quota } = setup();
    const ids = world.own.comments.slice(0, 30).map((comment) => comment.youtubeId);
    const deleted = ids[3]!;
    await fake(new Request(`${FAKE_YOUTUBE_BASE_URL.replace("/youtube/v3", "")}/__comments/delete?id=${deleted}`));
    try {
      const shown = await client.listCommentIds([...ids, "Ugz-never-written"]);
      expect(new Set(shown)).toEqual(new Set(ids.filter((id) => id !== deleted)));
      expect(fetch.calls).toHaveLength(1);
      expect(fetch.calls[0]!.searchParams.get("part")).toBe("id");
      expect(quota.reservations.map(({ method }) => method)).toEqual(["comments.list"]);
      await expect(client.listCommentIds(Array.from({ length: 51 }, (_, i) => `c${i}`))).rejects.toThrow(RangeError);
    } finally {
      await fake(new Request(`${FAKE_YOUTUBE_BASE_URL.replace("/youtube/v3", "")}/__comments/restore?id=${deleted}`));
    }
  });

  it("keeps a comment as written, without a byte-order mark or zero-width space at either end", async () => {
    const thread = {
      id: "Ugx-bom",
      snippet: {
        videoId: TINY.long,
        topLevelComment: {
          id: "Ugx-bom",
          snippet: {
            videoId: TINY.long,
            authorDisplayName: "A viewer",
            textOriginal: "\u200bSong name??\ufeff",
            textDisplay: "\u200bSong name??\ufeff",
            likeCount: 3,
            publishedAt: "2026-11-01T10:00:00Z",
          },
        },
        totalReplyCount: 0,
      },
    };
    const page = spy(async () => Response.json({ items: [thread] }));
    const { comments } = await setup({ fetch: page }).client.listCommentThreads(TINY.long);
    expect(comments.map((c) => c.text)).toEqual(["Song name??"]);
    // Inside a comment they are the viewer's (a joiner inside an emoji sequence, say): kept.
    expect(withoutInvisibleEnds("\ufeffa\u200db\ufeff")).toBe("a\u200db");
  });

  it("keeps a comment as the viewer reads it: character references become the characters typed", async () => {
    const thread = {
      id: "Ugx-heart",
      snippet: {
        videoId: TINY.long,
        topLevelComment: {
          id: "Ugx-heart",
          snippet: {
            videoId: TINY.long,
            authorDisplayName: "A viewer",
            textOriginal: "I still love you &lt;3 &amp; it&#39;s fine, &amp;lt; stays once-decoded &copy;",
            textDisplay: "I still love you &lt;3",
            likeCount: 3,
            publishedAt: "2026-11-01T10:00:00Z",
          },
        },
        totalReplyCount: 0,
      },
    };
    const page = spy(async () => Response.json({ items: [thread] }));
    const { comments } = await setup({ fetch: page }).client.listCommentThreads(TINY.long);
    expect(comments.map((c) => c.text)).toEqual(["I still love you <3 & it's fine, &lt; stays once-decoded &copy;"]);
  });

  it("treats comments turned off as an empty page", async () => {
    const { client } = setup();
    expect(await client.listCommentThreads(TINY.noComments)).toEqual({
      comments: [],
      needsReplies: [],
      nextPageToken: null,
      commentsDisabled: true,
    });
  });

  it("says 404 for an unknown video", async () => {
    const { client } = setup();
    expect((await failure(client.listCommentThreads("zzzzzzzzzzz"))).status).toBe(404);
  });
});

describe("quota", () => {
  it("refuses before any request when the units are spent", async () => {
    const gate = createMemoryQuotaGate({ dailyUnits: 0 });
    const { client, fetch } = setup({ gate });
    const error = await failure(client.getChannel({ kind: "handle", handle: "tinytech" }));
    expect(error.status).toBe(429);
    expect(error.message).toBe("YouTube API quota exceeded. Please try again later.");
    expect(fetch.calls).toHaveLength(0);
  });

  it("keeps search calls in their own bucket", async () => {
    const gate = createMemoryQuotaGate({ dailyUnits: 10, dailySearchCalls: 1 });
    const { client, fetch } = setup({ gate });
    await client.searchVideos("gadget");
    const error = await failure(client.searchVideos("gadget"));
    expect(error.status).toBe(429);
    expect(fetch.calls).toHaveLength(1);
    // The unit pool is untouched by searches.
    await client.getChannel({ kind: "id", id: TINY.ownId });
    expect(gate.used()).toEqual({ units: 1, searchCalls: 1 });
  });

  it("reserves again for every retry", async () => {
    const { client, quota } = setup({ fetch: failing(1, 503) });
    await client.getChannel({ kind: "id", id: TINY.ownId });
    expect(quota.reservations.map(({ method }) => method)).toEqual(["channels.list", "channels.list"]);
  });
});

describe("errors", () => {
  it("says 503 without a key, before reserving or sending anything", async () => {
    for (const apiKey of [undefined, null, "", "   "]) {
      const { client, fetch, quota } = setup({ apiKey });
      const error = await failure(client.getChannel({ kind: "handle", handle: "tinytech" }));
      expect(error.status).toBe(503);
      expect(error.message).toBe("YouTube API is not configured. Please contact support.");
      expect(fetch.calls).toHaveLength(0);
      expect(quota.reservations).toHaveLength(0);
    }
  });

  it("says 503 when YouTube rejects the key", async () => {
    const { client } = setup({ apiKey: FAKE_YOUTUBE_KEYS.invalid });
    const error = await failure(client.getChannel({ kind: "handle", handle: "tinytech" }));
    expect(error.status).toBe(503);
    expect(error.upstreamStatus).toBe(400);
  });

  it("maps quotaExceeded to 429 without retrying", async () => {
    const { client, fetch, sleeps } = setup({ apiKey: FAKE_YOUTUBE_KEYS.quotaExceeded });
    const error = await failure(client.getVideos([TINY.short]));
    expect(error.status).toBe(429);
    expect(error.reason).toBe("quotaExceeded");
    expect(error.message).toBe("YouTube API quota exceeded. Please try again later.");
    expect(fetch.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries a 500 with growing waits and then succeeds", async () => {
    const { client, fetch, sleeps } = setup({ fetch: failing(2, 500) });
    const channel = await client.getChannel({ kind: "id", id: TINY.ownId });
    expect(channel.youtubeId).toBe(TINY.ownId);
    expect(fetch.calls).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it("gives up after maxRetries on a persistent 500 and says 502", async () => {
    const { client, fetch, sleeps } = setup({ apiKey: FAKE_YOUTUBE_KEYS.serverError, maxRetries: 3 });
    const error = await failure(client.getChannel({ kind: "id", id: TINY.ownId }));
    expect(error.status).toBe(502);
    expect(error.upstreamStatus).toBe(500);
    expect(error.reason).toBe("backendError");
    expect(fetch.calls).toHaveLength(4);
    expect(sleeps).toEqual([500, 1000, 2000]);
  });

  it("retries a 429, honouring Retry-After", async () => {
    const { client, fetch, sleeps } = setup({ fetch: failing(1, 429, { "retry-after": "2" }) });
    await client.getChannel({ kind: "id", id: TINY.ownId });
    expect(fetch.calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it("says 429 when 429s outlast the retries", async () => {
    const { client, fetch } = setup({ fetch: failing(10, 429), maxRetries: 2 });
    const error = await failure(client.getChannel({ kind: "id", id: TINY.ownId }));
    expect(error.status).toBe(429);
    expect(fetch.calls).toHaveLength(3);
  });

  it("never retries a 400", async () => {
    const { client, fetch, sleeps } = setup();
    const error = await failure(client.listUploadIds(world.own.channel.uploadsPlaylistId, "not-a-token"));
    expect(error.status).toBe(502);
    expect(error.upstreamStatus).toBe(400);
    expect(error.reason).toBe("invalidPageToken");
    expect(fetch.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries network failures, then says the API could not be reached", async () => {
    const fetch = spy(async (request) => {
      throw new TypeError(`fetch failed for ${request.url}`);
    });
    const { client } = setup({ fetch, maxRetries: 1 });
    const error = await failure(client.getChannel({ kind: "id", id: TINY.ownId }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(YOUTUBE_ERROR_MESSAGES.unreachable);
    expect(fetch.calls).toHaveLength(2);
  });

  it("says 502 for a response that does not match the schema", async () => {
    const fetch = spy(async () => Response.json({ items: [{ id: TINY.ownId, snippet: {} }] }));
    const { client } = setup({ fetch });
    const error = await failure(client.getChannel({ kind: "id", id: TINY.ownId }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(YOUTUBE_ERROR_MESSAGES.unexpectedResponse);
  });

  it("never puts the API key in an error", async () => {
    const echo = (status: number) =>
      spy(async (request) =>
        Response.json(
          {
            error: {
              code: status,
              message: `Bad thing at ${request.url}`,
              errors: [{ reason: "weird", domain: "global", message: request.url }],
            },
          },
          { status },
        ),
      );
    const throwing = spy(async (request) => {
      throw new Error(`network down: ${request.url}`);
    });
    const cases: Array<() => Promise<unknown>> = [
      () => setup({ fetch: echo(400) }).client.getChannel({ kind: "id", id: TINY.ownId }),
      () => setup({ fetch: echo(500) }).client.getVideos([TINY.short]),
      () => setup({ fetch: echo(403) }).client.searchVideos("gadget"),
      () => setup({ fetch: throwing }).client.listCommentThreads(TINY.long),
      () => setup({ apiKey: `${KEY}-x`, fetch: echo(404) }).client.listReplies(TINY.bigThread),
    ];
    for (const run of cases) {
      const error = await failure(run());
      const everything = [
        error.message,
        String(error),
        error.stack ?? "",
        JSON.stringify(error),
        String(error.reason),
      ].join(" ");
      expect(everything).not.toContain(KEY);
      expect(everything).not.toContain("SECRET");
    }
    // The key is sent, though: in the query string YouTube expects.
    const { client, fetch } = setup();
    await client.getChannel({ kind: "id", id: TINY.ownId });
    expect(fetch.calls[0]!.searchParams.get("key")).toBe(KEY);
  });
});

describe("decodeHtmlEntities", () => {
  it("undoes the escapes search.list uses", () => {
    expect(decodeHtmlEntities("Tom &amp; Jerry&#39;s &quot;best&quot; &lt;3 &#x1F600; &unknown;")).toBe(
      `Tom & Jerry's "best" <3 😀 &unknown;`,
    );
  });
});
