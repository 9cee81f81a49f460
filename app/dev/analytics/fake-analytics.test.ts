import { describe, expect, it } from "vitest";
import { generateSampleWorld } from "~/dev/sample-world/generator";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_BASE_URL } from "./fake-analytics";

const world = generateSampleWorld();
const fake = createFakeAnalyticsApi(world);

async function report(params: Record<string, string>) {
  const query = new URLSearchParams({ ids: "channel==MINE", ...params });
  const response = await fake(
    new Request(`${FAKE_ANALYTICS_BASE_URL}/reports?${query}`, { headers: { authorization: "Bearer fake-ok" } }),
  );
  return { status: response.status, body: (await response.json()) as { rows?: (string | number)[][] } };
}

const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("the Analytics fake: one upload's days", () => {
  // An upload old enough to have its 7-day and 30-day snapshots.
  const video = world.own.videos.find(
    (v) => Date.parse(world.generatedAt) - Date.parse(v.publishedAt) > 60 * 86_400_000,
  )!;
  const published = Date.parse(video.publishedAt);

  it("answers dimensions=day with filters=video==ID, from publication on, adding up to the snapshots", async () => {
    const { status, body } = await report({
      startDate: date(published - 2 * 86_400_000),
      endDate: date(published + 40 * 86_400_000),
      metrics: "views,estimatedMinutesWatched",
      dimensions: "day",
      filters: `video==${video.youtubeId}`,
    });
    expect(status).toBe(200);
    const rows = body.rows ?? [];
    // No day before the publication's date.
    expect(rows[0]![0]).toBe(date(published));
    const total = rows.reduce((sum, r) => sum + Number(r[1]), 0);
    const snaps = world.own.snapshots
      .filter((s) => s.videoYoutubeId === video.youtubeId)
      .map((s) => ({ hours: (Date.parse(s.capturedAt) - published) / 3_600_000, views: s.viewCount }));
    const at30 = snaps.find((s) => s.hours >= 720 && s.hours < 721)!;
    const at90 = snaps.find((s) => s.hours >= 2160 && s.hours < 2161)!;
    // 41 report days end between the 30- and the 90-day snapshots.
    expect(total).toBeGreaterThanOrEqual(at30.views);
    expect(total).toBeLessThanOrEqual(at90.views);
    expect(rows.every((r) => Number(r[1]) >= 0 && Number(r[2]) >= 0)).toBe(true);
  });

  it("refuses other filters and other dimensions with a filter, as unsupported queries", async () => {
    const base = { startDate: date(published), endDate: date(published + 6 * 86_400_000), metrics: "views" };
    expect((await report({ ...base, dimensions: "day", filters: "country==US" })).status).toBe(400);
    expect((await report({ ...base, dimensions: "country", filters: `video==${video.youtubeId}` })).status).toBe(400);
  });
});

describe("the Analytics fake: listed uploads' counters", () => {
  const [a, b] = world.own.videos;
  const lastSnapshot = (id: string) =>
    world.own.snapshots
      .filter((s) => s.videoYoutubeId === id)
      .sort((x, y) => x.capturedAt.localeCompare(y.capturedAt))
      .at(-1)!;

  it("answers each listed upload's last snapshot as views, likes and comments, and nothing for an unknown id", async () => {
    const { status, body } = await report({
      startDate: "2005-01-01",
      endDate: date(Date.parse(world.generatedAt) + 86_400_000),
      metrics: "views,likes,comments",
      dimensions: "video",
      filters: `video==${a!.youtubeId},${b!.youtubeId},nope`,
      sort: "-views",
      maxResults: "200",
    });
    expect(status).toBe(200);
    const rows = new Map((body.rows ?? []).map((r) => [String(r[0]), r.slice(1).map(Number)]));
    expect(rows.size).toBe(2);
    for (const v of [a!, b!]) {
      const s = lastSnapshot(v.youtubeId);
      expect(rows.get(v.youtubeId)).toEqual([s.viewCount, s.likeCount ?? 0, s.commentCount ?? 0]);
    }
  });

  it("refuses a list of uploads with other dimensions or metrics", async () => {
    const base = { startDate: "2005-01-01", endDate: date(Date.parse(world.generatedAt)) };
    const filters = `video==${a!.youtubeId},${b!.youtubeId}`;
    expect((await report({ ...base, metrics: "views", dimensions: "day", filters })).status).toBe(400);
    expect((await report({ ...base, metrics: "estimatedRevenue", dimensions: "video", filters })).status).toBe(400);
  });
});
