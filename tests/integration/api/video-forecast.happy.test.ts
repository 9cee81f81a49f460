import { beforeAll, describe, expect, it } from "vitest";
import { demoCookie, postJson, signUp, storeCount, storeRows, workspaceOf } from "../../helpers";
import { seedSampleTemplate } from "../../sample";
import { historyOf, seedOwnChannel, trajectory } from "../forecast-fixtures";

type TrajectoryAnswer = {
  forecasts: { id: string; expected: number; low: number; high: number }[];
  model: {
    method: string;
    trainedOn: { own: number; pooled: number };
    backtest: { mdape: number | null; coverage80: number | null; n: number };
  };
};
type VideoAnswer = {
  forecast: Record<string, unknown> & {
    id: string;
    title: string;
    topic: string;
    predictedViews: { min: number; expected: number; max: number };
  };
  backtest: { mdape: number | null; coverage80: number | null; n: number };
};

const FORECAST_FIELDS = [
  "id",
  "title",
  "topic",
  "predictedViews",
  "predictedCTR",
  "predictedEngagement",
  "successProbability",
  "viralPotential",
  "reasoning",
  "recommendations",
  "competitionLevel",
  "trendAlignment",
  "titleScore",
  "topicScore",
  "timingScore",
  "overallScore",
  // How the chance and viral potential were measured (or why none is shown).
  "probabilityCheck",
  // Each score in words (issue 69): what it rests on, or why there is none.
  "scoreNotes",
];

const storedCount = (teamChannelId: string) =>
  storeCount(teamChannelId, "SELECT count(*) FROM forecasts WHERE workspace_id = ?", teamChannelId);

beforeAll(async () => {
  await seedSampleTemplate();
});

describe("POST /api/forecast/trajectory", () => {
  it("projects each video from the given training only, with a bracketed range and the model's backtest", async () => {
    const cookie = await signUp("fc-traj-happy@example.com");
    const training = Array.from({ length: 60 }, (_, i) => trajectory(i));
    const videos = [
      {
        id: "a",
        points: [
          { hours: 1, views: 120 },
          { hours: 6, views: 300 },
          { hours: 24, views: 700 },
        ],
        horizonHours: 672,
      },
      { id: "b", points: [{ hours: 48, views: 1_500 }], horizonHours: 168 },
    ];
    const response = await postJson("/api/forecast/trajectory", { training, videos }, { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TrajectoryAnswer;
    expect(body.forecasts.map((f) => f.id)).toEqual(["a", "b"]);
    for (const f of body.forecasts) {
      expect(Object.keys(f).sort()).toEqual(["expected", "high", "id", "low"]);
      expect(f.low).toBeLessThanOrEqual(f.expected);
      expect(f.expected).toBeLessThanOrEqual(f.high);
    }
    expect(body.forecasts[0]!.low).toBeGreaterThanOrEqual(700);
    expect(body.forecasts[0]!.expected).toBeGreaterThan(700);
    expect(typeof body.model.method).toBe("string");
    expect(body.model.trainedOn).toEqual({ own: 60, pooled: 0 });
    expect(body.model.backtest.n).toBeGreaterThan(0);
    expect(body.model.backtest.mdape).toEqual(expect.any(Number));
    expect(body.model.backtest.coverage80).toBeGreaterThanOrEqual(0);
    expect(body.model.backtest.coverage80).toBeLessThanOrEqual(1);
  });

  it("answers odd but valid readings: one point, out of order, duplicate hours, none, hour 0", async () => {
    const cookie = await signUp("fc-traj-odd@example.com");
    const videos = [
      { id: "one", points: [{ hours: 5, views: 50 }], horizonHours: 100 },
      {
        id: "shuffled",
        points: [
          { hours: 24, views: 900 },
          { hours: 2, views: 100 },
          { hours: 10, views: 400 },
        ],
        horizonHours: 200,
      },
      {
        id: "dupes",
        points: [
          { hours: 3, views: 10 },
          { hours: 3, views: 12 },
          { hours: 3, views: 11 },
        ],
        horizonHours: 48,
      },
      { id: "none", points: [], horizonHours: 48 },
      { id: "zero", points: [{ hours: 0, views: 0 }], horizonHours: 0 },
      {
        id: "past",
        points: [
          { hours: 10, views: 100 },
          { hours: 100, views: 1_000 },
        ],
        horizonHours: 50,
      },
      {
        id: "decreasing",
        points: [
          { hours: 1, views: 500 },
          { hours: 2, views: 400, likes: 3, comments: null },
        ],
        horizonHours: 5_000,
      },
    ];
    const training = [
      trajectory(1),
      { points: [{ hours: 2, views: 5 }] },
      { points: [] },
      {
        points: [
          { hours: 9, views: 3 },
          { hours: 1, views: 1 },
        ],
      },
    ];
    const response = await postJson("/api/forecast/trajectory", { training, videos }, { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TrajectoryAnswer;
    expect(body.forecasts).toHaveLength(videos.length);
    for (const f of body.forecasts) {
      for (const x of [f.expected, f.low, f.high]) expect(Number.isFinite(x)).toBe(true);
      expect(f.low).toBeLessThanOrEqual(f.expected);
      expect(f.expected).toBeLessThanOrEqual(f.high);
    }
    expect(body.forecasts.find((f) => f.id === "shuffled")!.low).toBeGreaterThanOrEqual(900);
  });

  it("without training, learns from the caller's own channel (the demo's sample copy)", async () => {
    const response = await postJson(
      "/api/forecast/trajectory",
      {
        videos: [
          {
            id: "v",
            points: [
              { hours: 2, views: 150 },
              { hours: 12, views: 800 },
            ],
            horizonHours: 672,
          },
        ],
      },
      { cookie: await demoCookie() },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as TrajectoryAnswer;
    expect(body.model.trainedOn.own).toBeGreaterThan(100);
    expect(body.forecasts[0]!.expected).toBeGreaterThan(800);
    expect(body.model.backtest.n).toBeGreaterThan(0);
  });

  it("takes 1,000 videos in one call", async () => {
    const cookie = await signUp("fc-traj-many@example.com");
    const videos = Array.from({ length: 1_000 }, (_, i) => ({
      id: `video-${i}`,
      points: [
        { hours: 1 + (i % 7), views: 100 + i },
        { hours: 24 + (i % 5), views: 2_000 + i },
      ],
      horizonHours: 168 + (i % 3) * 24,
    }));
    const training = Array.from({ length: 200 }, (_, i) => trajectory(i, 50 + i));
    const response = await postJson("/api/forecast/trajectory", { training, videos }, { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TrajectoryAnswer;
    expect(body.forecasts).toHaveLength(1_000);
    expect(body.forecasts[999]!.id).toBe("video-999");
  });
});

describe("POST /api/forecast/video", () => {
  it("with history: the spec's Forecast and its backtest, stateless", async () => {
    const email = "fc-video-history@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    const response = await postJson(
      "/api/forecast/video",
      { title: "  How to build a home server on a budget ", topic: "home server", history: historyOf(60) },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as VideoAnswer;
    expect(Object.keys(body.forecast).sort()).toEqual([...FORECAST_FIELDS].sort());
    expect(body.forecast.title).toBe("How to build a home server on a budget");
    expect(body.forecast.topic).toBe("home server");
    const { min, expected, max } = body.forecast.predictedViews;
    expect(min).toBeLessThanOrEqual(expected);
    expect(expected).toBeLessThanOrEqual(max);
    expect(expected).toBeGreaterThan(500);
    expect(body.backtest.n).toBeGreaterThan(0);
    expect(Object.keys(body.backtest).sort()).toEqual(["coverage80", "mdape", "n"]);
    expect(await storedCount(ws)).toBe(0);
  });

  it("with a short or empty history: a market estimate or nothing, never an error", async () => {
    const cookie = await signUp("fc-video-short@example.com");
    for (const history of [[], historyOf(3), [{ title: "x", publishedAt: "2020-01-01", views: 0 }]]) {
      const response = await postJson(
        "/api/forecast/video",
        { title: "A video", topic: "anything", history },
        { cookie },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as VideoAnswer;
      for (const x of Object.values(body.forecast.predictedViews)) expect(Number.isFinite(x)).toBe(true);
      expect(body.backtest.n).toBe(0);
    }
  });

  it("takes odd but valid history: out of order, future and duplicate dates, zero views, no durations", async () => {
    const cookie = await signUp("fc-video-odd@example.com");
    const history = [
      ...historyOf(30).reverse(),
      { title: "From the future", publishedAt: new Date(Date.now() + 86_400_000).toISOString(), views: 10 },
      { title: "Twin", publishedAt: "2026-01-05T10:00:00Z", views: 0 },
      { title: "Twin", publishedAt: "2026-01-05T10:00:00Z", views: 0, durationSeconds: null },
      { title: "#shorts quick tip", publishedAt: "2025-12-01", views: 1_000_000, durationSeconds: 30 },
    ];
    const response = await postJson(
      "/api/forecast/video",
      { title: "Quick tip #shorts", topic: "tips", history },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as VideoAnswer;
    for (const x of Object.values(body.forecast.predictedViews)) expect(Number.isFinite(x)).toBe(true);
  });

  it("without history: the caller's own channel, stored, the newest 5 kept", async () => {
    const email = "fc-video-own@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await seedOwnChannel(ws, { videos: 30 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postJson(
        "/api/forecast/video",
        { title: `Home server build ${i}`, topic: "home servers" },
        { cookie },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as VideoAnswer;
      expect(body.forecast.predictedViews.expected).toBeGreaterThan(0);
      ids.push(body.forecast.id);
    }
    expect(await storedCount(ws)).toBe(5);
    const kept = await storeRows(ws, "SELECT id, seq FROM forecasts WHERE workspace_id = ? ORDER BY seq", ws);
    expect(kept.map((r) => r[0])).toEqual(ids.slice(1));
    expect(kept.at(-1)![1]).toBe(6);
  });

  it("serves demo visitors from their copy of the sample channel", async () => {
    const response = await postJson(
      "/api/forecast/video",
      { title: "I tried every budget mechanical keyboard", topic: "keyboards" },
      { cookie: await demoCookie() },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as VideoAnswer;
    expect(body.backtest.n).toBeGreaterThan(10);
    expect(body.forecast.successProbability).toEqual(expect.any(Number));
  });
});
