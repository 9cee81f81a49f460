import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { YOUTUBE_ERROR_MESSAGES, YouTubeApiError, createYouTubeClient, type FetchLike } from "./client";
import { FAKE_YOUTUBE_BASE_URL, createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { createMemoryQuotaGate } from "./quota";
import { searchListResponseSchema } from "./schemas";

// searchChannels (the Competitor Monitor's add-by-name) against the fake's channel search.
const world = generateSampleWorld();
const fake = createFakeYouTubeApi(world);
const [bytesized, circuit, pocket] = world.competitors.map((c) => c.channel);

function setup(handler: FetchLike = fake) {
  const calls: URL[] = [];
  const quota = createMemoryQuotaGate();
  const client = createYouTubeClient({
    apiKey: "test-key",
    baseUrl: FAKE_YOUTUBE_BASE_URL,
    quota,
    maxRetries: 0,
    fetch: async (request) => {
      calls.push(new URL(request.url));
      return handler(request);
    },
  });
  return { client, calls, quota };
}

describe("searchChannels", () => {
  it("finds a channel by a name with a space, with its handle, subscribers and counts", async () => {
    const { client, calls, quota } = setup();
    const found = await client.searchChannels("ByteSized Desk");
    expect(found).toEqual([bytesized]);
    const search = calls[0]!;
    expect(search.pathname).toMatch(/\/search$/);
    expect(search.searchParams.get("type")).toBe("channel");
    expect(search.searchParams.get("q")).toBe("ByteSized Desk");
    expect(calls[1]!.pathname).toMatch(/\/channels$/);
    expect(calls[1]!.searchParams.get("id")).toBe(bytesized!.youtubeId);
    // One call of the search allowance, one unit for channels.list.
    expect(quota.reservations.map(({ method }) => method)).toEqual(["search.list", "channels.list"]);
    expect(quota.used()).toEqual({ units: 1, searchCalls: 1 });
  });

  it("matches titles and handles in any letter case, a single word included", async () => {
    const { client } = setup();
    expect((await client.searchChannels("bytesized")).map((c) => c.youtubeId)).toEqual([bytesized!.youtubeId]);
    expect((await client.searchChannels("CIRCUIT coffee")).map((c) => c.youtubeId)).toEqual([circuit!.youtubeId]);
    // The handle written as one word, and the title's words run together.
    expect((await client.searchChannels("pocketproductivity")).map((c) => c.youtubeId)).toEqual([pocket!.youtubeId]);
    expect((await client.searchChannels("ByteSizedDesk")).map((c) => c.youtubeId)).toEqual([bytesized!.youtubeId]);
  });

  it("returns several matches in relevance order, at most maxResults", async () => {
    const { client } = setup();
    const all = await client.searchChannels("sample", { maxResults: 10 });
    expect(all.length).toBe(1 + world.competitors.length);
    const two = await client.searchChannels("sample", { maxResults: 2 });
    expect(two).toEqual(all.slice(0, 2));
    await expect(client.searchChannels("sample", { maxResults: 11 })).rejects.toThrow(RangeError);
  });

  it("answers an empty list, without a channels.list call, when nothing matches or the name is blank", async () => {
    const { client, calls } = setup();
    expect(await client.searchChannels("zebra unicorn orchestra")).toEqual([]);
    expect(calls.map((url) => url.pathname.split("/").pop())).toEqual(["search"]);
    expect(await client.searchChannels("   ")).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("does not match channel descriptions", async () => {
    // Every sample competitor's description mentions "Vidwise"; no title or handle does.
    const body = searchListResponseSchema.parse(
      await (
        await fake(new Request(`${FAKE_YOUTUBE_BASE_URL}/search?part=snippet&type=channel&q=vidwise&key=k`))
      ).json(),
    );
    expect(body.items).toEqual([]);
  });

  it("refuses a response that is not a search list", async () => {
    const { client } = setup(async () => Response.json({ items: [{ id: "not an object" }] }));
    const error = await client.searchChannels("anything").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeApiError);
    expect((error as YouTubeApiError).message).toBe(YOUTUBE_ERROR_MESSAGES.unexpectedResponse);
  });
});
