// Every thumbnail the offline YouTube fake hands out is served, the way `npm start` runs it: a
// production build (no in-process list of the fake's videos) with the fake as a process of its own
// at a loopback address, which the Worker asks about ids the sample template does not hold.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono/tiny";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devHosts, installDevFakes } from "~/dev/wiring";
import { createFakeYouTubeApi } from "~/dev/youtube/fake-api";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { installInProcessHosts } from "~/lib/in-process-hosts.server";
import { decodeJpeg } from "~/lib/thumbnails/jpeg";
import type { AppEnv } from "../../workers/app-env";
import { sampleThumbnailRoutes } from "../../workers/sample-thumbnails";
import { ORIGIN } from "../helpers";

// Where `npm start` puts the fake (scripts/start.mjs): a local port, plain http.
const LOCAL_FAKE = "http://127.0.0.1:49999";
const world = fakeYouTubeWorld();
const fake = createFakeYouTubeApi(world);

// As a production build wires it (workers/app.ts without import.meta.env.DEV): no list of the fake's videos.
const built = new Hono<AppEnv>().route("/sample-thumbnails", sampleThumbnailRoutes(null));

async function thumbnail(path: string, method: "GET" | "HEAD", overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await built.fetch(
    new Request(new URL(path, ORIGIN), { method }),
    { ...env, YOUTUBE_API_BASE_URL: `${LOCAL_FAKE}/youtube/v3`, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

beforeAll(() => {
  // The loopback address answers as the fake's own process would; the other fakes stay as they are.
  installInProcessHosts({
    serves: (url, settings) => url.startsWith(`${LOCAL_FAKE}/`) || devHosts.serves(url, settings),
    fetch: (request, settings) =>
      request.url.startsWith(`${LOCAL_FAKE}/`) ? fake(request) : devHosts.fetch(request, settings),
  });
});
afterAll(() => installDevFakes());

describe("the fake world's thumbnails under npm start", () => {
  const channels = [world.own, ...world.competitors];

  it("covers every channel the fake serves, each video pointing at /sample-thumbnails", () => {
    expect(channels.length).toBeGreaterThan(20);
    for (const dataset of channels)
      for (const video of dataset.videos) expect(video.thumbnailUrl).toBe(`/sample-thumbnails/${video.youtubeId}.jpg`);
  });

  it.each(channels.map((dataset) => [dataset.channel.title, dataset] as const))(
    "%s: every video's picture is there, and drawn",
    async (_title, dataset) => {
      for (const video of dataset.videos) {
        const response = await thumbnail(video.thumbnailUrl!, "HEAD");
        expect(response.status, video.youtubeId).toBe(200);
        expect(response.headers.get("content-type"), video.youtubeId).toBe("image/jpeg");
      }
      const first = dataset.videos[0]!;
      const drawn = await thumbnail(first.thumbnailUrl!, "GET");
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get("content-type")).toBe("image/jpeg");
      expect(decodeJpeg(new Uint8Array(await drawn.arrayBuffer()))?.width).toBe(320);
    },
  );

  it("still draws nothing for an id the fake does not have, nor asks Google", async () => {
    const made = world.own.videos[0]!.youtubeId.endsWith("A") ? "ZZZZZZZZZZE" : "ZZZZZZZZZZA";
    expect((await thumbnail(`/sample-thumbnails/${made}.jpg`, "GET")).status).toBe(404);
    // With Google's API configured, the fake world's market videos are no sample videos.
    const market = world.competitors.at(-1)!.videos.at(-1)!;
    const google = { YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3" };
    expect((await thumbnail(market.thumbnailUrl!, "HEAD", google)).status).toBe(404);
  });
});
