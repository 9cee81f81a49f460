import { describe, expect, it } from "vitest";
import { MISSING_INPUT_ERROR, NO_CHANNEL_ERROR } from "~/features/video-forecast/messages";
import { postJson, signUp } from "../../helpers";
import { trajectory } from "../forecast-fixtures";

type ErrorBody = { success: false; error: string; issues?: { path: string; message: string }[] };

const video = (over: Record<string, unknown> = {}) => ({
  id: "v",
  points: [{ hours: 1, views: 10 }],
  horizonHours: 24,
  ...over,
});

let cookie: string;
const session = async () => (cookie ??= await signUp("fc-errors@example.com"));

async function refused(path: string, body: unknown, status = 400) {
  const response = await postJson(path, body, { cookie: await session() });
  expect(response.status).toBe(status);
  const json = (await response.json()) as ErrorBody;
  expect(json.success).toBe(false);
  expect(json.error).toEqual(expect.any(String));
  return json;
}

describe("POST /api/forecast/trajectory, bad input", () => {
  it.each([
    ["no body", undefined, ""],
    ["no videos", { training: [] }, "videos"],
    ["empty videos", { videos: [] }, "at least one"],
    ["a negative hour", { videos: [video({ points: [{ hours: -1, views: 3 }] })] }, "hours must be 0 or more"],
    ["negative views", { videos: [video({ points: [{ hours: 1, views: -3 }] })] }, "views must be 0 or more"],
    ["views as a string", { videos: [video({ points: [{ hours: 1, views: "3" }] })] }, "views must be a number"],
    ["hours as null", { videos: [video({ points: [{ hours: null, views: 3 }] })] }, "hours must be a number"],
    ["an infinite count", '{"videos":[{"id":"v","points":[{"hours":1,"views":1e999}],"horizonHours":5}]}', "views"],
    ["a negative horizon", { videos: [video({ horizonHours: -5 })] }, "horizonHours must be 0 or more"],
    ["a missing horizon", { videos: [{ id: "v", points: [] }] }, "horizonHours"],
    ["a numeric id", { videos: [video({ id: 5 })] }, "id must be a string"],
    ["an id over 200 characters", { videos: [video({ id: "x".repeat(201) })] }, "at most 200"],
    ["negative likes", { videos: [video({ points: [{ hours: 1, views: 3, likes: -1 }] })] }, "likes must be 0 or more"],
    ["training not a list", { training: {}, videos: [video()] }, "training must be a list"],
    ["points not a list", { videos: [video({ points: "many" })] }, "points must be a list"],
  ])("refuses %s with 400 and a clear error", async (_label, body, words) => {
    const json = await refused("/api/forecast/trajectory", body);
    expect(json.error.toLowerCase()).toContain(words.toLowerCase());
  });

  it("refuses more than 1,000 videos", async () => {
    const videos = Array.from({ length: 1_001 }, (_, i) => video({ id: `v${i}` }));
    expect((await refused("/api/forecast/trajectory", { videos })).error).toContain("At most 1000 videos");
  });

  it("refuses more than 5,000 training trajectories", async () => {
    const training = Array.from({ length: 5_001 }, () => ({ points: [{ hours: 1, views: 1 }] }));
    expect((await refused("/api/forecast/trajectory", { training, videos: [video()] })).error).toContain(
      "At most 5000 training",
    );
  });

  it("says what to connect when there is no training and no channel", async () => {
    const json = await refused("/api/forecast/trajectory", { videos: [video()] }, 404);
    expect(json).toEqual({ success: false, error: NO_CHANNEL_ERROR });
  });

  it("accepts an empty training list: the projection falls back to the video's own pace", async () => {
    const response = await postJson(
      "/api/forecast/trajectory",
      { training: [], videos: [video()] },
      { cookie: await session() },
    );
    expect(response.status).toBe(200);
  });

  it("answers a payload of 5,000 training trajectories (well over 1 MB)", async () => {
    const training = Array.from({ length: 5_000 }, (_, i) => trajectory(i));
    const response = await postJson(
      "/api/forecast/trajectory",
      { training, videos: [video()] },
      { cookie: await session() },
    );
    expect(response.status).toBe(200);
  });
});

describe("POST /api/forecast/video, bad input", () => {
  it.each([
    ["no body", undefined],
    ["a blank title", { title: "   ", topic: "x" }],
    ["a missing topic", { title: "A title" }],
    ["a numeric topic", { title: "A title", topic: 5 }],
  ])("refuses %s with the spec's message", async (_label, body) => {
    expect((await refused("/api/forecast/video", body)).error).toContain(MISSING_INPUT_ERROR);
  });

  it.each([
    ["a bad date", [{ title: "a", publishedAt: "yesterday-ish", views: 3 }], "publishedAt"],
    ["negative views", [{ title: "a", publishedAt: "2026-01-01T00:00:00Z", views: -3 }], "views must be 0 or more"],
    ["views missing", [{ title: "a", publishedAt: "2026-01-01T00:00:00Z" }], "views must be a number"],
    ["history not a list", "lots", "history must be a list"],
  ])("refuses a history with %s", async (_label, history, words) => {
    expect((await refused("/api/forecast/video", { title: "A", topic: "B", history })).error).toContain(words);
  });

  it("refuses more than 5,000 history videos", async () => {
    const history = Array.from({ length: 5_001 }, () => ({
      title: "a",
      publishedAt: "2026-01-01T00:00:00Z",
      views: 1,
    }));
    expect((await refused("/api/forecast/video", { title: "A", topic: "B", history })).error).toContain("At most 5000");
  });

  it("answers 404 with what to connect when there is no history and no channel", async () => {
    const json = await refused("/api/forecast/video", { title: "A title", topic: "A topic" }, 404);
    expect(json).toEqual({ success: false, error: NO_CHANNEL_ERROR });
  });
});
