// The sample world's thumbnails: drawn and served by the Worker at /sample-thumbnails/<id>.jpg,
// referenced by every sample video (the template, the demo copies, the YouTube fake), and only
// for those: any other id is 404 without drawing anything.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_WORKSPACE_ID } from "~/features/channel-data/sample-workspace";
import { decodeJpeg } from "~/lib/thumbnails/jpeg";
import { SAMPLE_THUMBNAIL_PATH, sampleThumbnailJpeg } from "~/lib/thumbnails/sample-thumbnail";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { ORIGIN, demoCookie, get, pageText, request } from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";
import { call } from "./billing-support";

const ownVideo = sampleWorld().own.videos[0]!;

describe("GET /sample-thumbnails/<id>.jpg", () => {
  it("answers a sample video's picture: a 320×180 JPEG, cached for a year", async () => {
    const response = await get(`/sample-thumbnails/${ownVideo.youtubeId}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(sampleThumbnailJpeg(ownVideo.youtubeId));
    const image = decodeJpeg(bytes);
    expect(image?.width).toBe(320);
    expect(image?.height).toBe(180);
    // The same bytes again (from the isolate's memo this time).
    expect(new Uint8Array(await (await get(`/sample-thumbnails/${ownVideo.youtubeId}.jpg`)).arrayBuffer())).toEqual(
      bytes,
    );
  });

  it("is 404 for a well-formed id that is no sample video: nothing is drawn for made-up ids", async () => {
    for (const id of [
      "dQw4w9WgXcQ",
      "AAAAAAAAAAA",
      `${ownVideo.youtubeId.slice(0, 10)}${ownVideo.youtubeId.endsWith("A") ? "E" : "A"}`,
    ]) {
      const response = await get(`/sample-thumbnails/${id}.jpg`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("content-type") ?? "", id).not.toContain("image/");
    }
  });

  it("draws the offline YouTube fake's other channels too, where the fake runs in-process", async () => {
    const world = fakeYouTubeWorld();
    const sampleIds = new Set(
      [sampleWorld().own, ...sampleWorld().competitors].flatMap((d) => d.videos.map((v) => v.youtubeId)),
    );
    const extra = world.competitors.flatMap((d) => d.videos).find((v) => !sampleIds.has(v.youtubeId))!;
    expect(extra.thumbnailUrl).toBe(`/sample-thumbnails/${extra.youtubeId}.jpg`);
    const response = await get(extra.thumbnailUrl!);
    expect(response.status).toBe(200);
    expect(decodeJpeg(new Uint8Array(await response.arrayBuffer()))?.width).toBe(320);
  });

  it("with the real YouTube API, serves exactly the sample template's videos from D1", async () => {
    const realApi = { YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3" };
    const competitorVideo = sampleWorld().competitors[0]!.videos[0]!;
    const path = `/sample-thumbnails/${competitorVideo.youtubeId}.jpg`;
    // Before the template is seeded nothing is a sample video; the market fake's channels never are.
    expect((await call("GET", path, { overrides: realApi })).status).toBe(404);
    await seedSampleTemplate();
    const served = await call("GET", path, { overrides: realApi });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sampleThumbnailJpeg(competitorVideo.youtubeId));
    const sampleIds = new Set(
      [sampleWorld().own, ...sampleWorld().competitors].flatMap((d) => d.videos.map((v) => v.youtubeId)),
    );
    // (Another than the one drawn above: an isolate remembers the pictures it drew.)
    const extra = fakeYouTubeWorld()
      .competitors.flatMap((d) => d.videos)
      .findLast((v) => !sampleIds.has(v.youtubeId))!;
    expect((await call("GET", `/sample-thumbnails/${extra.youtubeId}.jpg`, { overrides: realApi })).status).toBe(404);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await SELF.fetch(`${ORIGIN}/sample-thumbnails/${ownVideo.youtubeId}.jpg`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("is 404 for every other name under the folder", async () => {
    // A literal "/sample-thumbnails/../x.jpg" never arrives: URL parsing makes it "/x.jpg",
    // which is no picture either.
    const dotted = await get("/sample-thumbnails/../x.jpg");
    expect(dotted.headers.get("content-type") ?? "").not.toContain("image/");
    for (const path of [
      "/sample-thumbnails/..%2Fx.jpg",
      "/sample-thumbnails/%2e%2e%2fx.jpg",
      "/sample-thumbnails/abc.jpg",
      "/sample-thumbnails/0.svg",
      `/sample-thumbnails/${ownVideo.youtubeId}.svg`,
      `/sample-thumbnails/${ownVideo.youtubeId}.jpeg`,
      `/sample-thumbnails/${ownVideo.youtubeId}x.jpg`,
      `/sample-thumbnails/${ownVideo.youtubeId}.jpg/more`,
      `/sample-thumbnails/a/${ownVideo.youtubeId}.jpg`,
      "/sample-thumbnails/",
      "/sample-thumbnails",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type") ?? "", path).not.toContain("image/");
    }
  });

  it("does not take writes", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await request(method, `/sample-thumbnails/${ownVideo.youtubeId}.jpg`, {
        body: "",
        contentType: "application/x-www-form-urlencoded",
      });
      expect([400, 404], method).toContain(response.status);
      expect(response.headers.get("content-type") ?? "", method).not.toContain("image/");
    }
  });
});

describe("sample videos point at the served pictures", () => {
  it("in the template, in a demo copy and on the demo's competitor monitor", async () => {
    await seedSampleTemplate();
    const { results } = await env.DB.prepare("SELECT id, thumbnail_url AS url FROM videos WHERE workspace_id = ?")
      .bind(SAMPLE_WORKSPACE_ID)
      .all<{ id: string; url: string }>();
    expect(results.length).toBeGreaterThan(100);
    for (const row of results) expect(row.url).toBe(`/sample-thumbnails/${row.id}.jpg`);

    const cookie = await demoCookie();
    const page = await pageText(await get("/competitor-monitor", { cookie }));
    const sources = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
    const thumbnails = sources.filter((src) => src.startsWith("/sample-thumbnails/"));
    expect(thumbnails.length).toBeGreaterThan(3);
    for (const src of thumbnails) expect(src).toMatch(SAMPLE_THUMBNAIL_PATH);
    expect(page).not.toMatch(/sample-thumbnails\/[^"]*\.svg/);
    // Each one is served.
    const first = await get(thumbnails[0]!);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
  });
});
