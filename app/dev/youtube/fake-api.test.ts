import { describe, expect, it } from "vitest";
import { createFakeYouTubeApi, FAKE_YOUTUBE_BASE_URL, FAKE_YOUTUBE_KEYS } from "./fake-api";
import {
  apiErrorBodySchema,
  channelListResponseSchema,
  commentThreadListResponseSchema,
  playlistItemListResponseSchema,
  searchListResponseSchema,
  videoListResponseSchema,
} from "~/features/channel-data/youtube/schemas";
import { buildTinyWorld, TINY, videoId } from "./tiny-world";

const api = createFakeYouTubeApi(buildTinyWorld());

async function call(path: string, params: Record<string, string>, key: string | null = "any-key") {
  const url = new URL(`${FAKE_YOUTUBE_BASE_URL}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (key !== null) url.searchParams.set("key", key);
  const response = await api(new Request(url));
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

function errorOf(body: unknown) {
  return apiErrorBodySchema.parse(body).error;
}

describe("the fake YouTube API", () => {
  it("answers a missing key as YouTube does: 403 forbidden for an unregistered caller", async () => {
    const { status, body } = await call("channels", { part: "id", id: TINY.ownId }, null);
    expect(status).toBe(403);
    const error = errorOf(body);
    expect(error).toMatchObject({ code: 403, status: "PERMISSION_DENIED" });
    expect(error.errors[0]).toMatchObject({ reason: "forbidden", domain: "global" });
    expect(error.message).toContain("unregistered callers");
  });

  it("answers the special keys with quotaExceeded, backendError and keyInvalid bodies", async () => {
    const quota = await call("videos", { part: "id", id: TINY.short }, FAKE_YOUTUBE_KEYS.quotaExceeded);
    expect(quota.status).toBe(403);
    expect(errorOf(quota.body).errors[0]).toMatchObject({ reason: "quotaExceeded", domain: "youtube.quota" });
    const server = await call("videos", { part: "id", id: TINY.short }, FAKE_YOUTUBE_KEYS.serverError);
    expect(server.status).toBe(500);
    expect(errorOf(server.body).errors[0]!.reason).toBe("backendError");
    const invalid = await call("videos", { part: "id", id: TINY.short }, FAKE_YOUTUBE_KEYS.invalid);
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid.body).message).toBe("API key not valid. Please pass a valid API key.");
  });

  it("answers an unknown path with a 404 error body", async () => {
    const { status, type, body } = await call("playlists", { part: "id" });
    expect(status).toBe(404);
    expect(type).toContain("application/json");
    expect(errorOf(body).code).toBe(404);
    expect((await api(new Request("http://youtube.fake/other"))).status).toBe(404);
  });

  it("requires part", async () => {
    const { status, body } = await call("channels", { id: TINY.ownId });
    expect(status).toBe(400);
    expect(errorOf(body).errors[0]).toMatchObject({ reason: "required", location: "part" });
  });

  it("serves channels with string counters, only the parts asked for, and no items when nothing matched", async () => {
    const { body } = await call("channels", { part: "snippet,statistics", forHandle: "@TinyTech" });
    expect(body.kind).toBe("youtube#channelListResponse");
    expect(typeof body.etag).toBe("string");
    const [channel] = body.items as Array<Record<string, Record<string, unknown>>>;
    expect(channel!.kind).toBe("youtube#channel");
    expect(channel!.statistics).toEqual({
      viewCount: "9876543",
      subscriberCount: "12345",
      hiddenSubscriberCount: false,
      videoCount: "120",
    });
    expect(channel!.snippet!.customUrl).toBe("@tinytech");
    expect(channel!.contentDetails).toBeUndefined();
    expect(
      channelListResponseSchema.safeParse(
        (await call("channels", { part: "snippet,contentDetails,statistics", id: TINY.rivalId })).body,
      ).success,
    ).toBe(true);

    const hidden = await call("channels", { part: "statistics", id: TINY.rivalId });
    const stats = (hidden.body.items as Array<Record<string, Record<string, unknown>>>)[0]!.statistics!;
    expect(stats.hiddenSubscriberCount).toBe(true);
    expect("subscriberCount" in stats).toBe(false);

    const none = await call("channels", { part: "id", forHandle: "@nobody" });
    expect(none.status).toBe(200);
    expect("items" in none.body).toBe(false);
    expect(none.body.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 5 });
  });

  it("serves videos with ISO 8601 durations and leaves hidden counters out", async () => {
    const ids = [TINY.short, TINY.long, TINY.live, TINY.dayLong, videoId(1, 9)];
    const { body } = await call("videos", { part: "snippet,contentDetails,statistics", id: ids.join(",") });
    expect(videoListResponseSchema.safeParse(body).success).toBe(true);
    const items = body.items as Array<{
      id: string;
      contentDetails: { duration: string };
      statistics: Record<string, string>;
      snippet: Record<string, unknown>;
    }>;
    expect(items.map((item) => item.id)).toEqual(ids);
    expect(items.map((item) => item.contentDetails.duration)).toEqual([
      "PT45S",
      "PT1H2M3S",
      "P0D",
      "P1DT1H1M1S",
      "PT5M9S",
    ]);
    expect(items[4]!.statistics).toEqual({ viewCount: "1063", favoriteCount: "0", commentCount: "9" });
    expect(items[0]!.snippet.tags).toEqual(["gadgets", "tag0"]);
    expect("tags" in items[1]!.snippet).toBe(false);
  });

  it("refuses more than 50 video ids", async () => {
    const ids = Array.from({ length: 51 }, (_, n) => videoId(1, n)).join(",");
    expect((await call("videos", { part: "id", id: ids })).status).toBe(400);
  });

  it("pages playlist items by maxResults and rejects bad paging", async () => {
    const playlistId = `UU${TINY.ownId.slice(2)}`;
    const first = await call("playlistItems", { part: "snippet,contentDetails", playlistId, maxResults: "7" });
    const page = playlistItemListResponseSchema.parse(first.body);
    expect(page.items).toHaveLength(7);
    expect(page.pageInfo).toEqual({ totalResults: 120, resultsPerPage: 7 });
    const second = playlistItemListResponseSchema.parse(
      (
        await call("playlistItems", {
          part: "contentDetails",
          playlistId,
          maxResults: "7",
          pageToken: page.nextPageToken!,
        })
      ).body,
    );
    expect(second.items[0]!.contentDetails.videoId).toBe(videoId(1, 7));
    expect(second.prevPageToken).toBeDefined();
    expect((await call("playlistItems", { part: "id", playlistId, maxResults: "51" })).status).toBe(400);
    expect(
      errorOf((await call("playlistItems", { part: "id", playlistId, pageToken: "garbage" })).body).errors[0]!.reason,
    ).toBe("invalidPageToken");
    expect(errorOf((await call("playlistItems", { part: "id", playlistId: "PLnope" })).body).errors[0]!.reason).toBe(
      "playlistNotFound",
    );
  });

  it("searches titles, descriptions and tags, by type, channel and order", async () => {
    const videos = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "recipe", type: "video", maxResults: "50" })).body,
    );
    expect(videos.items.map((item) => item.id.videoId)).toHaveLength(3);
    expect(videos.regionCode).toBe("US");
    const byTag = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "tag3", type: "video" })).body,
    );
    expect(byTag.items.map((item) => item.id.videoId)).toContain(videoId(1, 3));
    const channels = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "cooking", type: "channel" })).body,
    );
    expect(channels.items.map((item) => item.id)).toEqual([{ kind: "youtube#channel", channelId: TINY.rivalId }]);
    const scoped = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "review", type: "video", channelId: TINY.rivalId })).body,
    );
    expect(scoped.items).toHaveLength(0);
    const byViews = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "gadget", type: "video", order: "viewCount", maxResults: "3" })).body,
    );
    expect(byViews.items.map((item) => item.id.videoId)).toEqual([videoId(1, 119), videoId(1, 118), videoId(1, 117)]);
    const escaped = searchListResponseSchema.parse(
      (await call("search", { part: "snippet", q: "jerry", type: "video" })).body,
    );
    expect(escaped.items[0]!.snippet.title).toBe("Tom &amp; Jerry&#39;s phone: a review");
  });

  it("serves comment threads with up to 5 inline replies, and the rest through comments.list", async () => {
    const { body } = await call("commentThreads", { part: "snippet,replies", videoId: TINY.long, maxResults: "100" });
    const page = commentThreadListResponseSchema.parse(body);
    expect(page.items).toHaveLength(100);
    expect(page.nextPageToken).toBeDefined();
    const big = page.items.find((thread) => thread.id === TINY.bigThread);
    // Threads are newest first; the big thread is the oldest, so it is on page 2.
    expect(big).toBeUndefined();
    const rest = commentThreadListResponseSchema.parse(
      (
        await call("commentThreads", {
          part: "snippet,replies",
          videoId: TINY.long,
          maxResults: "100",
          pageToken: page.nextPageToken!,
        })
      ).body,
    );
    const thread = rest.items.find((item) => item.id === TINY.bigThread)!;
    expect(thread.snippet.totalReplyCount).toBe(7);
    expect(thread.replies!.comments).toHaveLength(5);
    expect(thread.snippet.topLevelComment.snippet.textDisplay).toBe(
      "Great video!<br>Loved the &lt;b&gt;part&lt;/b&gt; about batteries &amp; chargers",
    );

    const replies = await call("comments", { part: "snippet", parentId: TINY.bigThread, maxResults: "4" });
    expect((replies.body.items as unknown[]).length).toBe(4);
    expect(replies.body.nextPageToken).toBeDefined();
    expect((await call("commentThreads", { part: "snippet", videoId: TINY.long, maxResults: "101" })).status).toBe(400);
  });

  it("answers commentsDisabled and videoNotFound like YouTube", async () => {
    const disabled = await call("commentThreads", { part: "snippet", videoId: TINY.noComments });
    expect(disabled.status).toBe(403);
    expect(errorOf(disabled.body).errors[0]!.reason).toBe("commentsDisabled");
    const missing = await call("commentThreads", { part: "snippet", videoId: "zzzzzzzzzzz" });
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body).errors[0]!.reason).toBe("videoNotFound");
  });
});
