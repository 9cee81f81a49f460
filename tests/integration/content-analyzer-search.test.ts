// A Content Analyzer search the offline fake can answer finds its videos: words match in either
// number ("webcams" and "webcam"), and a query with a word the world's videos lack ("budget
// webcams") goes on with the videos about the rest, as YouTube's search would. A search that finds
// nothing at all is said plainly, with other searches to run (never its own words back: none of
// them found anything), never as an error.
import { describe, expect, it } from "vitest";
import { fakeYouTubeWorld } from "~/dev/youtube/fake-world";
import { ANALYZER_MESSAGES, EXAMPLE_QUERIES } from "~/features/content-analyzer/messages";
import type { MarketResult } from "~/features/content-analyzer/result";
import { pageText, postForm, postJson, signUp } from "../helpers";

type Answer =
  ({ success: true } & Pick<MarketResult, "youtubeVideos" | "youtubeInsights">) | { success: false; error: string };

async function search(query: string, cookie: string) {
  const response = await postJson("/api/youtube-insights", { query }, { headers: { cookie } });
  const body = (await response.json()) as Answer;
  if (!body.success) throw new Error(`${query}: ${response.status} ${body.error}`);
  return body;
}

// What each video is about, as the fake searches it: its title, tags and description.
const world = fakeYouTubeWorld();
const textOf = new Map(
  [world.own, ...world.competitors]
    .flatMap((d) => d.videos)
    .map((v) => [v.youtubeId, `${v.title} ${v.tags.join(" ")} ${v.description}`.toLowerCase()]),
);

describe("Content Analyzer searches in the offline world", () => {
  it("“budget webcams” finds the webcam videos, named by real phrases, each title once per topic", async () => {
    const cookie = await signUp("search-budget-webcams@example.com");
    const body = await search("budget webcams", cookie);
    const videos = body.youtubeVideos;
    expect(videos.length).toBeGreaterThanOrEqual(10);
    for (const video of videos) expect(textOf.get(video.videoId), video.title).toMatch(/webcam/);

    const titleOf = new Map(videos.map((v) => [v.videoId, v.title]));
    for (const cluster of body.youtubeInsights.clusters) {
      // A phrase of the topic's titles (singular or plural), not words glued together.
      const name = cluster.name.toLowerCase().replace(/ \(\d+\)$/, "");
      const titles = cluster.videoIds.map((id) => titleOf.get(id)!.toLowerCase().replace(/['’]/g, ""));
      const words = name.split(" ").map((w) => w.replace(/s$/, ""));
      expect(
        titles.some((title) => {
          const tokens = title.split(/[^\p{L}\p{N}]+/u).map((w) => w.replace(/s$/, ""));
          return tokens.some((_, i) => words.every((w, j) => tokens[i + j] === w));
        }),
        `${cluster.name}: ${titles.join(" | ")}`,
      ).toBe(true);
      // And most of the topic's titles carry every word of it.
      const carrying = titles.filter((title) => {
        const tokens = new Set(title.split(/[^\p{L}\p{N}]+/u).map((w) => w.replace(/s$/, "")));
        return words.every((w) => tokens.has(w));
      });
      expect(carrying.length * 2, `${cluster.name}: ${titles.join(" | ")}`).toBeGreaterThan(titles.length);
    }
  });

  it("finds the same videos for a word and its plural", async () => {
    const cookie = await signUp("search-plural@example.com");
    const singular = (await search("webcam", cookie)).youtubeVideos.map((v) => v.videoId).sort();
    const plural = (await search("webcams", cookie)).youtubeVideos.map((v) => v.videoId).sort();
    expect(singular.length).toBeGreaterThanOrEqual(10);
    expect(plural).toEqual(singular);
  });

  it("says plainly when nothing is found, with other searches to run", async () => {
    const cookie = await signUp("search-nothing@example.com");
    const response = await postForm("/youtube-tool", { query: "zebra unicorn orchestra" }, { cookie });
    expect(response.status).toBe(404);
    const page = await pageText(response);
    expect(page).toContain("No videos found for “zebra unicorn orchestra”");
    expect(page).toContain(ANALYZER_MESSAGES.notFound);
    expect(page).not.toContain("Analysis Error");
    expect(page).not.toContain("No analysis yet");
    const offered = page.slice(page.indexOf('data-testid="no-videos-found"'));
    const buttons = [...offered.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
    // The example searches, never the query's own words: the fake found no video holding any of them.
    for (const suggestion of EXAMPLE_QUERIES.slice(0, 4))
      expect(
        buttons.some((b) => b.includes('name="example"') && b.includes(`value="${suggestion}"`)),
        `${suggestion} in ${buttons.join("\n")}`,
      ).toBe(true);
    for (const word of ["orchestra", "unicorn", "zebra"]) expect(buttons.join(" ")).not.toContain(`value="${word}"`);
    // A suggestion is a search of its own.
    const next = await postForm("/youtube-tool", { query: "", example: EXAMPLE_QUERIES[0] }, { cookie });
    expect(next.status).toBe(200);
    expect(await pageText(next)).toContain("Top Performing Videos");
  });

  it("offers a misspelt search respelled with the words the workspace's earlier searches found", async () => {
    const cookie = await signUp("search-respelled@example.com");
    expect((await search("webcam", cookie)).youtubeVideos.length).toBeGreaterThan(0);
    const response = await postForm("/youtube-tool", { query: "wbecam zzxq" }, { cookie });
    expect(response.status).toBe(404);
    const page = await pageText(response);
    const offered = page.slice(page.indexOf('data-testid="no-videos-found"'));
    const values = [...offered.matchAll(/<button[^>]*>/g)]
      .map((m) => m[0])
      .filter((b) => b.includes('name="example"'))
      .map((b) => /value="([^"]*)"/.exec(b)?.[1]);
    expect(values[0]).toBe("webcam");
    expect(values.join(" ")).not.toMatch(/zzxq|wbecam/);
  });
});
