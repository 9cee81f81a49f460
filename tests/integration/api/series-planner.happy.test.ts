import { beforeAll, describe, expect, it } from "vitest";
import { demoCookie, get, postForm, signUpUnverified } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

type Video = {
  id: string;
  title: string;
  description: string;
  status: string;
  estimatedViews: string | null;
  publishDate: string | null;
  videoId: string | null;
  thumbnailUrl: string | null;
  order: number;
};
type Series = {
  id: string;
  title: string;
  description: string;
  estimatedVideos: number;
  estimatedViews: string | null;
  estimatedWatchTime: string | null;
  topics: string[];
  videos: Video[];
  status: string;
  completionPercentage: number | null;
  suggestedThumbnailStyle: string | null;
  suggestedTitleFormat: string | null;
  targetAudience: string | null;
  estimatedCompletionTime: string;
};
type Answer = {
  series: Series[];
  stats: {
    totalSeries: number;
    plannedVideos: number;
    publishedVideos: number;
    avgCompletion: number | null;
    seriesWithPlan: number;
  };
  lastAnalysis: { analysedAt: string; uploads: number; found: number; summary: string } | null;
};

const SERIES_FIELDS = [
  "id",
  "title",
  "description",
  "estimatedVideos",
  "estimatedViews",
  "estimatedWatchTime",
  "topics",
  "videos",
  "status",
  "completionPercentage",
  "suggestedThumbnailStyle",
  "suggestedTitleFormat",
  "targetAudience",
  "estimatedCompletionTime",
];
const VIDEO_FIELDS = [
  "id",
  "title",
  "description",
  "status",
  "estimatedViews",
  "publishDate",
  "videoId",
  "thumbnailUrl",
  "order",
];

describe("GET /api/series", () => {
  it("answers an empty list and zero stats for a new user", async () => {
    const cookie = await signUpUnverified("series-api-empty@example.com");
    const response = await get("/api/series", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      series: [],
      stats: { totalSeries: 0, plannedVideos: 0, publishedVideos: 0, avgCompletion: null, seriesWithPlan: 0 },
      // Analyze Library never ran.
      lastAnalysis: null,
      // Which fields are Vidwise's estimates, not YouTube's figures.
      estimates: {
        label: "Vidwise estimate",
        fields: ["series[].estimatedViews", "series[].analysis.estimatedViews", "series[].videos[].estimatedViews"],
      },
    });
  });

  it("lists the analysed series with the spec's fields and their videos in order", async () => {
    const cookie = await demoCookie();
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    const answer = (await (await get("/api/series", { cookie })).json()) as Answer;
    expect(answer.series.length).toBeGreaterThanOrEqual(3);
    for (const s of answer.series) {
      for (const field of SERIES_FIELDS) expect(s, field).toHaveProperty(field);
      expect(["published", "in-progress", "planned", "completed"]).toContain(s.status);
      expect(s.estimatedVideos).toBe(s.videos.length);
      expect(s.videos.map((v) => v.order)).toEqual(s.videos.map((_, i) => i + 1));
      for (const v of s.videos) for (const field of VIDEO_FIELDS) expect(v, field).toHaveProperty(field);
    }
    // The run is kept and says what it found.
    expect(answer.lastAnalysis).toMatchObject({ found: answer.series.length });
    expect(answer.lastAnalysis!.summary).toMatch(/^Analysed \d+ uploads: found \d+ series \(\d+ numbered/);
    const python = answer.series.find((s) => s.title === "Python Basics")!;
    expect(python.videos).toHaveLength(8);
    // Found in the library, nothing planned: no completion to claim (every upload found is "published").
    expect(python.status).toBe("published");
    expect(python.completionPercentage).toBeNull();
    expect(python.suggestedTitleFormat).toContain("Python Basics #N");
    expect(python.estimatedWatchTime).toMatch(/hours of watch time \(YouTube Studio, 8 uploads\)/);
    const published = answer.series.flatMap((s) => s.videos).filter((v) => v.status === "published").length;
    expect(answer.stats).toMatchObject({
      totalSeries: answer.series.length,
      publishedVideos: published,
      plannedVideos: 0,
      avgCompletion: null,
      seriesWithPlan: 0,
    });

    // A planned video shows at once: status, completion and stats follow the rows.
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: python.id, title: "Python Basics #9: Classes" },
      { cookie },
    );
    const after = (await (await get("/api/series?status=published", { cookie })).json()) as Answer;
    const planned = after.series.find((s) => s.id === python.id)!;
    expect(planned).toMatchObject({ status: "published", completionPercentage: 89, estimatedVideos: 9 });
    expect(planned.videos[8]).toMatchObject({
      title: "Python Basics #9: Classes",
      status: "planned",
      videoId: null,
      order: 9,
    });
    expect(after.stats).toMatchObject({ plannedVideos: 1, avgCompletion: 89, seriesWithPlan: 1 });
  });
});
