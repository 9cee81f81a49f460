// Figures Vidwise computes are told apart from YouTube's wherever both appear (YouTube API
// Services Developer Policies; "Additional policies on derived metrics"): a visible label on the
// pages, an `estimates` field in /api answers, and YouTube credited with links back to it.
import { beforeAll, describe, expect, it } from "vitest";
import { YOUTUBE_HOME_URL } from "~/lib/legal";
import { demoCookie, get, pageText, postForm, postJson, signUp } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { historyOf } from "./forecast-fixtures";

let demo: string;

beforeAll(async () => {
  await seedSampleTemplate();
  demo = await demoCookie();
}, 120_000);

async function getJson(path: string, cookie: string): Promise<unknown> {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.json();
}

async function page(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  return pageText(response);
}

describe("pages", () => {
  it("the Competitor Monitor labels its outlier and trend scores, and every video opens on YouTube", async () => {
    const html = await page("/competitor-monitor", demo);
    const ids = [...html.matchAll(/href="https:\/\/www\.youtube\.com\/watch\?v=([\w-]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    // The thumbnail and the title both link to the video: each id appears twice.
    for (const id of new Set(ids)) expect(ids.filter((x) => x === id).length, id).toBeGreaterThanOrEqual(2);
    expect(html).toContain('data-testid="estimate-badge"');
    expect(html).toMatch(/Trend score <span[^>]*data-testid="estimate-badge"[^>]*>Vidwise estimate<\/span>/);
  });

  it("every app page credits YouTube for its data, with a link", async () => {
    for (const path of ["/dashboard", "/competitor-monitor", "/video-forecast", "/rpm-booster", "/series-planner"]) {
      const html = await page(path, demo);
      const credit = /<p[^>]*data-testid="youtube-attribution"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "";
      expect(credit, path).toContain(`href="${YOUTUBE_HOME_URL}"`);
      expect(credit, path).toContain("Vidwise estimate");
    }
  });

  it("a forecast carries the label on its card", async () => {
    const made = await postForm(
      "/video-forecast",
      { title: "Stored forecast", topic: "home servers" },
      { cookie: demo },
    );
    expect(made.status).toBe(200);
    const html = await page("/video-forecast", demo);
    const card = /<div[^>]*data-testid="forecast-card"[\s\S]*?Stored forecast[\s\S]*?data-testid="estimate-badge"/.exec(
      html,
    );
    expect(card).not.toBeNull();
  });
});

describe("/api answers", () => {
  it("POST /api/forecast/video names the forecast and its backtest as Vidwise estimates", async () => {
    const cookie = await signUp("estimates-api@example.com");
    const response = await postJson(
      "/api/forecast/video",
      { title: "API forecast", topic: "home server", history: historyOf(60) },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { estimates: { label: string; fields: string[] } };
    expect(body.estimates).toEqual({ label: "Vidwise estimate", fields: ["forecast", "backtest"] });
  });

  it("GET /api/rpm, /api/series, /api/dashboard and /api/track-record name their estimated fields", async () => {
    const rpm = (await getJson("/api/rpm", demo)) as { estimates: { fields: string[] } };
    expect(rpm.estimates.fields).toContain("recommendations[].projectedRPM");
    expect(rpm.estimates.fields).not.toContain("analysis.revenue28");
    const series = (await getJson("/api/series", demo)) as { estimates: { fields: string[] } };
    expect(series.estimates.fields).toContain("series[].videos[].estimatedViews");
    const dashboard = (await getJson("/api/dashboard", demo)) as { estimates: { fields: string[] } };
    expect(dashboard.estimates.fields).toContain("visibilityScore");
    expect(dashboard.estimates.fields).not.toContain("kpis");
    const track = (await getJson("/api/track-record", demo)) as { estimates: { fields: string[] } };
    expect(track.estimates.fields).toContain("suggestions[].expected");
  });
});
