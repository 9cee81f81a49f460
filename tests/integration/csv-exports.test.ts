// The tools' CSV downloads (resource routes next to each tool, app/routes/app/exports/*):
// a dated attachment with a UTF-8 byte-order mark, behind the sign-in guard, one workspace's
// rows only, locked plan columns left out, and the old page URLs sent on with a 302.
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { demoCookie, get, postForm, signUp, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { seedOwnChannel } from "./forecast-fixtures";

const EXPORTS = [
  { path: "/competitor-monitor/videos.csv", name: "competitor-videos", header: "video_id,url,title,channel" },
  { path: "/content-ideas/ideas.csv", name: "content-ideas", header: "title,topic,trend_score" },
  { path: "/video-forecast/forecasts.csv", name: "forecasts", header: "forecast_id,created_at,title,topic" },
  { path: "/description-rewriter/audit.csv", name: "description-audit", header: "video_id,url,title,views,seo_score" },
  { path: "/series-planner/series.csv", name: "series", header: "series_id,series_title,series_status" },
  { path: "/rpm-booster/videos.csv", name: "rpm-by-video", header: "Video ID,Video title" },
  { path: "/comment-sentiment/videos.csv?period=30d", name: "sentiment-videos-30d", header: "video_id,video_title" },
  { path: "/comment-sentiment/comments.csv?period=7d", name: "sentiment-comments-7d", header: "comment_id,video_id" },
] as const;

const BOM = [0xef, 0xbb, 0xbf];
const EMOJI_TITLE = "🏠 Silent home server build — ünïcode";

/** The file as bytes and as rows (TextDecoder drops the BOM, as a spreadsheet does). */
async function download(path: string, cookie: string) {
  const response = await get(path, { cookie });
  expect(response.status, path).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { response, bytes, text, rows: parseCsv(text) };
}

let demo: string;

// Seeding the sample template and copying it into a demo takes a while on a busy machine.
beforeAll(async () => {
  await seedSampleTemplate();
  demo = await demoCookie();
}, 120_000);

describe("every CSV download", () => {
  it.each(EXPORTS)("$path is a dated UTF-8 attachment with a BOM and its header", async ({ path, name, header }) => {
    const { response, bytes, text } = await download(path, demo);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="vidwise-${name}-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(text.startsWith(header)).toBe(true);
  });

  it.each(EXPORTS)("$path sends a visitor without a session to log in", async ({ path }) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

// YouTube's API policies ask that figures Vidwise computes be told apart from YouTube's: every
// tool's file ends with a `source` column naming, in each row, which columns are which.
const SOURCED = [
  {
    path: "/competitor-monitor/videos.csv",
    youtube: ["views", "likes", "comments"],
    estimate: ["trend_score_percentile", "why_it_works"],
  },
  { path: "/content-ideas/ideas.csv", youtube: [], estimate: ["score", "views_28d_expected"] },
  { path: "/video-forecast/forecasts.csv", youtube: [], estimate: ["views_28d_expected", "overall_score"] },
  { path: "/description-rewriter/audit.csv", youtube: ["views"], estimate: ["seo_score", "views_at_stake"] },
  { path: "/series-planner/series.csv", youtube: ["views"], estimate: ["series_estimated_views"] },
  { path: "/rpm-booster/videos.csv", youtube: ["Views"], estimate: ["RPM (USD)"] },
] as const;

describe("whose figures", () => {
  it.each(SOURCED)("$path ends with a source column naming YouTube's and Vidwise's columns", async (file) => {
    const { rows } = await download(file.path, demo);
    expect(rows[0]!.at(-1)).toBe("source");
    const sources = new Set(rows.slice(1).map((row) => row.at(-1)));
    // One description per file, the same in every row (empty files have only the header).
    expect(sources.size).toBeLessThanOrEqual(1);
    const words = [...sources][0];
    if (words === undefined) return;
    if (file.youtube.length === 0) expect(words).toBe("Vidwise estimate");
    else {
      const [youtube, estimate] = words.split("; ");
      expect(youtube!.startsWith("YouTube: ")).toBe(true);
      expect(estimate!.startsWith("Vidwise estimate: ")).toBe(true);
      for (const column of file.youtube) expect(youtube!.slice("YouTube: ".length).split(", ")).toContain(column);
      for (const column of file.estimate)
        expect(estimate!.slice("Vidwise estimate: ".length).split(", ")).toContain(column);
    }
  });

  it("the forecasts file marks every row a Vidwise estimate", async () => {
    expect(
      (await postForm("/video-forecast", { title: "Source check", topic: "home servers" }, { cookie: demo })).status,
    ).toBe(200);
    const { rows } = await download("/video-forecast/forecasts.csv", demo);
    const row = rows.find((r) => r[2] === "Source check");
    expect(row?.at(-1)).toBe("Vidwise estimate");
  });
});

describe("the rows", () => {
  it("exports every tracked competitor video, not only the cards shown first", async () => {
    const { rows } = await download("/competitor-monitor/videos.csv", demo);
    const videos = rows.slice(1);
    expect(videos.length).toBeGreaterThan(12);
    expect(new Set(videos.map((r) => r[0])).size).toBe(videos.length);
    for (const row of videos) {
      // An id starting with "-" is a possible formula to a spreadsheet: the writer prefixes a quote.
      expect(row[1]).toBe(`https://www.youtube.com/watch?v=${row[0]!.replace(/^'-/, "-")}`);
      expect(Number(row[6])).toBeGreaterThanOrEqual(0);
    }
  });

  it("exports the ideas the page lists, and a forecast with an emoji title intact", async () => {
    expect((await postForm("/content-ideas", { intent: "generate" }, { cookie: demo })).status).toBe(200);
    const ideas = (await download("/content-ideas/ideas.csv", demo)).rows;
    expect(ideas.length).toBeGreaterThan(1);
    for (const idea of ideas.slice(1)) expect(idea[0]!.length).toBeGreaterThan(0);

    expect(
      (await postForm("/video-forecast", { title: EMOJI_TITLE, topic: "home servers" }, { cookie: demo })).status,
    ).toBe(200);
    const { bytes, rows } = await download("/video-forecast/forecasts.csv", demo);
    const row = rows.find((r) => r[2] === EMOJI_TITLE);
    expect(row).toBeDefined();
    // The emoji's own UTF-8 bytes are in the file (F0 9F 8F A0), after the BOM.
    expect(Buffer.from(bytes).includes(Buffer.from([0xf0, 0x9f, 0x8f, 0xa0]))).toBe(true);
    const [low, expected, high] = [4, 5, 6].map((i) => Number(row![i]));
    expect(low).toBeLessThanOrEqual(expected!);
    expect(expected).toBeLessThanOrEqual(high!);
  });

  it("exports the description audit worst first and each series with its videos", async () => {
    const audit = (await download("/description-rewriter/audit.csv", demo)).rows;
    expect(audit.length).toBeGreaterThan(1);
    const atStake = audit.slice(1).map((r) => Number(r[5]));
    expect(atStake).toEqual([...atStake].sort((a, b) => b - a));

    const added = await postForm("/series-planner", { intent: "add-series", title: "Van build 🚐" }, { cookie: demo });
    const id = decodeURIComponent(/open=([^&#]+)/.exec(added.headers.get("location") ?? "")![1]!);
    for (const title of ["Part 1: Buying", "Part 2: Gutting"])
      await postForm("/series-planner", { intent: "add-planned", seriesId: id, title }, { cookie: demo });
    const series = (await download("/series-planner/series.csv", demo)).rows;
    const mine = series.filter((r) => r[0] === id);
    expect(mine.map((r) => [r[1], r[7], r[8]])).toEqual([
      ["Van build 🚐", "1", "Part 1: Buying"],
      ["Van build 🚐", "2", "Part 2: Gutting"],
    ]);
  });

  it("gives another account only its own (empty) files", async () => {
    const other = await signUp("csv-other@example.com");
    for (const { path } of EXPORTS) {
      const { rows } = await download(path, other);
      expect(rows, path).toHaveLength(1);
    }
  });
});

describe("plan rules", () => {
  it("leaves the Viral Potential column out of a free account's forecasts, and keeps it with the plan", async () => {
    const free = "csv-free@example.com";
    const freeCookie = await signUp(free, undefined, { plan: null });
    await seedOwnChannel(await workspaceOf(free), { videos: 20 });
    expect(
      (await postForm("/video-forecast", { title: "Free forecast", topic: "servers" }, { cookie: freeCookie })).status,
    ).toBe(200);
    const freeRows = (await download("/video-forecast/forecasts.csv", freeCookie)).rows;
    expect(freeRows[0]).not.toContain("viral_potential");
    expect(freeRows.slice(1).map((r) => r[2])).toEqual(["Free forecast"]);
    expect(freeRows.every((r) => r.length === freeRows[0]!.length)).toBe(true);

    const pro = "csv-pro@example.com";
    const proCookie = await signUp(pro, undefined, { plan: "pro" });
    await seedOwnChannel(await workspaceOf(pro), { videos: 20, channelId: "UCforecastPro0000000000", prefix: "fp" });
    expect(
      (await postForm("/video-forecast", { title: "Pro forecast", topic: "servers" }, { cookie: proCookie })).status,
    ).toBe(200);
    const proRows = (await download("/video-forecast/forecasts.csv", proCookie)).rows;
    const column = proRows[0]!.indexOf("viral_potential");
    expect(column).toBeGreaterThan(0);
    expect(["Low", "Medium", "High", ""]).toContain(proRows[1]![column]);
  });
});

describe("the old page URLs", () => {
  it.each([
    ["/comment-sentiment?export=videos&period=90d", "/comment-sentiment/videos.csv?period=90d"],
    ["/comment-sentiment?export=comments&period=7d", "/comment-sentiment/comments.csv?period=7d"],
    // An unknown period falls back to the page's default, as the page does.
    ["/comment-sentiment?export=comments&period=forever", "/comment-sentiment/comments.csv?period=30d"],
    ["/rpm-booster?format=csv", "/rpm-booster/videos.csv"],
  ])("%s redirects to %s", async (from, to) => {
    const response = await get(from, { cookie: demo });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(to);
  });

  it("still renders the page without an export parameter", async () => {
    const response = await get("/comment-sentiment?export=nothing", { cookie: demo });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});
