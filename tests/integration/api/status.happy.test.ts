import { describe, expect, it } from "vitest";
import { get } from "../../helpers";

describe("GET /api/youtube-insights/status and /api/youtube-analytics/status", () => {
  it("report the YouTube Data API answering (through the fake) and Studio import available", async () => {
    const insights = await get("/api/youtube-insights/status");
    expect(insights.status).toBe(200);
    expect(await insights.json()).toMatchObject({ service: "youtube-data-api", ok: true, configured: true });
    const analytics = await get("/api/youtube-analytics/status");
    expect(analytics.status).toBe(200);
    expect(await analytics.json()).toMatchObject({ service: "youtube-studio-import", ok: true, configured: true });
  });
});
