import { describe, expect, it } from "vitest";
import { MAX_FORECAST_BYTES } from "../../../workers/api/video-forecast";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { FORECAST_SIGNED_OUT_ERROR } from "~/features/video-forecast/messages";
import { CROSS_SITE_HEADERS, postJson, signUp, storeCount, storeRows, workspaceOf } from "../../helpers";
import { historyOf, seedOwnChannel } from "../forecast-fixtures";

type TrajectoryAnswer = {
  forecasts: { id: string; expected: number }[];
  model: { trainedOn: { own: number; pooled: number } };
};
type VideoAnswer = { forecast: { predictedViews: { expected: number } } };

const trajectoryBody = {
  videos: [
    {
      id: "v",
      points: [
        { hours: 2, views: 100 },
        { hours: 24, views: 600 },
      ],
      horizonHours: 672,
    },
  ],
};

describe("POST /api/forecast/*, security", () => {
  it.each(["/api/forecast/trajectory", "/api/forecast/video"])("%s needs a session", async (path) => {
    const response = await postJson(path, path.endsWith("video") ? { title: "a", topic: "b" } : trajectoryBody);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: FORECAST_SIGNED_OUT_ERROR });
  });

  it.each(["/api/forecast/trajectory", "/api/forecast/video"])("%s refuses a cross-site post", async (path) => {
    const cookie = await signUp(`fc-csrf-${path.length}@example.com`);
    const response = await postJson(path, { title: "a", topic: "b" }, { cookie, headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("refuses a body over 8 MB with 413", async () => {
    const cookie = await signUp("fc-huge@example.com");
    const response = await postJson(
      "/api/forecast/trajectory",
      `{"videos":[{"id":"${"a".repeat(MAX_FORECAST_BYTES)}"}]}`,
      { cookie },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it.each([
    ["truncated JSON", '{"videos": [{"id": "v"'],
    ["null", "null"],
    ["an object for an id", '{"videos": [{"id": {"$gt": ""}, "points": [], "horizonHours": 1}]}'],
    ["deeply nested JSON", `{"videos": ${"[".repeat(5_000)}${"]".repeat(5_000)}}`],
  ])("answers %s with a 4xx, never a 5xx", async (label, body) => {
    const cookie = await signUp(`fc-malformed-${label.replace(/\W/g, "")}@example.com`);
    for (const path of ["/api/forecast/trajectory", "/api/forecast/video"]) {
      const response = await postJson(path, body, { cookie });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it("never uses another workspace's channel: each caller's own data, or none", async () => {
    const big = await signUp("fc-owner-big@example.com");
    await seedOwnChannel(await workspaceOf("fc-owner-big@example.com"), { videos: 40, scale: 10_000, prefix: "bg" });
    const small = await signUp("fc-owner-small@example.com");
    await seedOwnChannel(await workspaceOf("fc-owner-small@example.com"), {
      videos: 12,
      scale: 10,
      prefix: "sm",
      channelId: "UCforecastSmall000000000",
    });
    const stranger = await signUp("fc-stranger@example.com");

    const projected = async (cookie: string) =>
      (await (await postJson("/api/forecast/trajectory", trajectoryBody, { cookie })).json()) as TrajectoryAnswer;
    expect((await projected(big)).model.trainedOn).toEqual({ own: 40, pooled: 0 });
    expect((await projected(small)).model.trainedOn).toEqual({ own: 12, pooled: 0 });
    expect((await postJson("/api/forecast/trajectory", trajectoryBody, { cookie: stranger })).status).toBe(404);

    const forecast = async (cookie: string) =>
      (await (
        await postJson("/api/forecast/video", { title: "Home server upload", topic: "home servers" }, { cookie })
      ).json()) as VideoAnswer;
    const bigViews = (await forecast(big)).forecast.predictedViews.expected;
    const smallViews = (await forecast(small)).forecast.predictedViews.expected;
    expect(bigViews).toBeGreaterThan(smallViews * 100);
    expect((await postJson("/api/forecast/video", { title: "A", topic: "B" }, { cookie: stranger })).status).toBe(404);

    // Each stored forecast sits in its caller's workspace's store only (none in the stranger's).
    for (const [email, n] of [
      ["fc-owner-big@example.com", 1],
      ["fc-owner-small@example.com", 1],
      ["fc-stranger@example.com", 0],
    ] as const) {
      const ws = await workspaceOf(email);
      expect(await storeRows(ws, "SELECT workspace_id, count(*) FROM forecasts GROUP BY workspace_id"), email).toEqual(
        n ? [[ws, n]] : [],
      );
    }
  });

  it("with history, reads nothing of the caller's stored channel and stores nothing", async () => {
    const email = "fc-history-only@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await seedOwnChannel(ws, { videos: 30, scale: 100_000, prefix: "hx" });
    const body = (await (
      await postJson(
        "/api/forecast/video",
        { title: "How to build a home server", topic: "home server", history: historyOf(40) },
        { cookie },
      )
    ).json()) as VideoAnswer;
    // The history's uploads have a few thousand views; the stored channel's have millions.
    expect(body.forecast.predictedViews.expected).toBeLessThan(50_000);
    expect(await storeCount(ws, "SELECT count(*) FROM forecasts")).toBe(0);
  });
});
