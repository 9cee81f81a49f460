import { describe, expect, it } from "vitest";
import { devHosts } from "./wiring";

const GOOGLE_ANALYTICS = "https://youtubeanalytics.googleapis.com/v2/reports?ids=channel%3D%3DMINE";

describe("the development wiring", () => {
  it("answers each fake's made-up host, and no real one", () => {
    for (const url of [
      "http://youtube.fake/youtube/v3/channels",
      "http://youtube-analytics.fake/v2/reports",
      "http://google.fake/token",
      "http://stripe.fake/v1/customers",
    ]) {
      expect(devHosts.serves(url, {}), url).toBe(true);
    }
    for (const url of [
      "https://www.googleapis.com/youtube/v3/channels",
      "https://oauth2.googleapis.com/token",
      "https://api.stripe.com/v1/customers",
      "http://127.0.0.1:8788/v2",
      "not a url",
    ]) {
      expect(devHosts.serves(url, {}), url).toBe(false);
    }
  });

  it("stands in for Google's Analytics host only while the sign-in is the Google fake and no Analytics URL is set", () => {
    expect(devHosts.serves(GOOGLE_ANALYTICS, {})).toBe(false);
    expect(devHosts.serves(GOOGLE_ANALYTICS, { GOOGLE_OAUTH_BASE_URL: "https://accounts.example.com" })).toBe(false);
    expect(devHosts.serves(GOOGLE_ANALYTICS, { GOOGLE_OAUTH_BASE_URL: "http://google.fake" })).toBe(true);
    expect(
      devHosts.serves(GOOGLE_ANALYTICS, {
        GOOGLE_OAUTH_BASE_URL: "http://google.fake",
        YOUTUBE_ANALYTICS_BASE_URL: "https://youtubeanalytics.googleapis.com/v2",
      }),
    ).toBe(false);
  });

  it("serves the Analytics fake's report at Google's address under the fallback", async () => {
    const url =
      "https://youtubeanalytics.googleapis.com/v2/reports?ids=channel%3D%3DMINE&startDate=2026-10-01&endDate=2026-10-07&metrics=views&dimensions=day";
    const answer = await devHosts.fetch(new Request(url, { headers: { authorization: "Bearer any-token" } }), {
      GOOGLE_OAUTH_BASE_URL: "http://google.fake",
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { kind: string; rows: unknown[] };
    expect(body.kind).toBe("youtubeAnalytics#resultTable");
    expect(body.rows.length).toBe(7);
  });
});
