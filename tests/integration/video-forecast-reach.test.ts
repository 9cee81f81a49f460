// Video Forecast quoting YouTube's reach report: with reach days in the workspace's store, a
// forecast of the own channel (the API's answer and the page's card) gives the median first-week
// impressions and CTR of its recent uploads with their count and source, and takes that CTR as the
// predicted one when there is no Studio export, and each latest upload shows its reach so far
// beside the channel's median at the same age; with none, it says there are no reach figures.
import { beforeAll, describe, expect, it } from "vitest";
import { compactNumber } from "~/lib/format";
import { get, pageText, postJson, signUp, storeRun, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";
import { seedOwnChannel } from "./forecast-fixtures";
import { askContextFor } from "./ask-vidwise-context";
import { figureText } from "~/features/ask-vidwise/engine/figures";
import { runTool } from "~/features/ask-vidwise/tools.engines.server";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const VIDEOS = 30;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Answer = {
  forecast: {
    predictedCTR: number | null;
    predictedCTRSource?: string | null;
    reach?: { firstDays: { uploads: number; medianCtr: number; medianImpressions: number } | null; sentence: string };
  };
};

beforeAll(async () => {
  await seedSampleTemplate();
});

/** Reach rows for every upload on every date from 56 days ago through yesterday, as the sync writes them. */
async function seedReach(teamChannelId: string, now: number) {
  const covered = Array.from({ length: 56 }, (_, i) => iso(now - (56 - i) * DAY_MS));
  const rows: [string, string, number, number][] = [];
  const uploads: { publishedDate: string; impressions: number; ctr: number }[] = [];
  for (let i = 0; i < VIDEOS; i++) {
    // seedOwnChannel's upload i: published (VIDEOS − i) weeks ago, 12 hours later in the day.
    const published = iso(now - (VIDEOS - i) * 7 * DAY_MS + 12 * HOUR_MS);
    const perDay = 500 + 100 * i;
    const ctr = 0.03 + 0.004 * (i % 7);
    uploads.push({ publishedDate: published, impressions: perDay * 7, ctr: ctr * 100 });
    for (const date of covered)
      if (date >= published) rows.push([`fc${String(i).padStart(9, "0")}`, date, perDay, ctr]);
  }
  for (let at = 0; at < rows.length; at += 16) {
    const chunk = rows.slice(at, at + 16);
    await storeRun(
      teamChannelId,
      `INSERT INTO video_reach_days (workspace_id, video_id, date, impressions, ctr, read_at) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")}`,
      ...chunk.flatMap(([video, date, impressions, ctr]) => [teamChannelId, video, date, impressions, ctr, now]),
    );
  }
  // The uploads whose first 7 days are all covered dates: the newest 20 of them are measured.
  const measured = uploads
    .filter((u) => {
      const start = Date.parse(`${u.publishedDate}T00:00:00Z`);
      return Array.from({ length: 7 }, (_, d) => iso(start + d * DAY_MS)).every((d) => covered.includes(d));
    })
    .slice(-20);
  return measured;
}

const medianOf = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

describe("Video Forecast with YouTube's reach report", () => {
  it("quotes the recent uploads' first-week impressions and CTR, with count and source, on the API and the page", async () => {
    const email = "fc-reach-with@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    const now = Date.now();
    await seedOwnChannel(teamChannelId, { videos: VIDEOS, now });
    const measured = await seedReach(teamChannelId, now);
    expect(measured.length).toBeGreaterThanOrEqual(3);
    const medianCtr = Math.round(medianOf(measured.map((u) => u.ctr)) * 10) / 10;

    const response = await postJson(
      "/api/forecast/video",
      { title: "My quiet home server rack tour", topic: "home servers" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const { forecast } = (await response.json()) as Answer;
    expect(forecast.reach?.firstDays).toMatchObject({
      uploads: measured.length,
      medianCtr,
      medianImpressions: Math.round(medianOf(measured.map((u) => u.impressions))),
    });
    const source = `from YouTube's reach report, ${measured.length} long-form uploads`;
    expect(forecast.reach?.sentence).toContain(source);
    expect(forecast.reach?.sentence).toContain(`a median ${medianCtr.toFixed(1)}% click-through rate`);
    // No Studio export: the predicted CTR is the reach report's, and says so.
    expect(forecast.predictedCTR).toBe(medianCtr);
    expect(forecast.predictedCTRSource).toBe("reach");

    // Ask's title forecast says the same, each number one of its figures.
    const asked = await runTool(await askContextFor({ email }), "title-forecast", {
      title: "My quiet home server rack tour",
      topic: "home servers",
    });
    expect(asked.facts.join(" ")).toContain(
      `In YouTube's reach report, your last ${measured.length} uploads of this format had a median ${figureText(Math.round(medianOf(measured.map((u) => u.impressions))))} thumbnail impressions and a median ${figureText(medianCtr)}% click-through rate in their first 7 days.`,
    );
    expect(asked.figures).toMatchObject({ reachUploads: measured.length, firstDaysCTR: medianCtr });

    const page = await pageText(await get("/video-forecast", { cookie }));
    expect(page).toContain(source);
    expect(page).toContain(`Median first 7 days of ${measured.length} uploads, YouTube's reach report`);

    // The newest upload in "Your latest uploads": its reach in the days the report has since it
    // went up, beside the earlier uploads' median over their same first days.
    const newest = VIDEOS - 1;
    const published = iso(now - 7 * DAY_MS + 12 * HOUR_MS);
    const days = Math.round((Date.parse(`${iso(now)}T00:00:00Z`) - Date.parse(`${published}T00:00:00Z`)) / DAY_MS);
    const perDay = (i: number) => 500 + 100 * i;
    const ctrOf = (i: number) => Math.round((3 + 0.4 * (i % 7)) * 10) / 10;
    const earlier = Array.from({ length: newest }, (_, i) => i)
      .filter((i) => iso(now - (VIDEOS - i) * 7 * DAY_MS + 12 * HOUR_MS) >= iso(now - 56 * DAY_MS))
      .slice(-20);
    const typical = `your median in the same days ${compactNumber(medianOf(earlier.map((i) => perDay(i) * days)))}, ${medianOf(earlier.map(ctrOf)).toFixed(1)}% (${earlier.length} earlier uploads)`;
    expect(page).toContain(
      `Reach in its first ${days} days: ${compactNumber(perDay(newest) * days)} impressions, ${ctrOf(newest).toFixed(1)}% CTR; ${typical}. From YouTube's reach report.`,
    );
  });

  it("says there are no reach figures, and gives no CTR, when the store holds no reach day", async () => {
    const email = "fc-reach-without@example.com";
    const cookie = await signUp(email);
    await seedOwnChannel(await workspaceOf(email), { videos: VIDEOS });

    const response = await postJson(
      "/api/forecast/video",
      { title: "My quiet home server rack tour", topic: "home servers" },
      { cookie },
    );
    expect(response.status).toBe(200);
    const { forecast } = (await response.json()) as Answer;
    expect(forecast.reach?.firstDays).toBeNull();
    expect(forecast.reach?.sentence).toMatch(/^No reach figures: YouTube's reach report/);
    expect(forecast.predictedCTR).toBeNull();
    expect(forecast.predictedCTRSource).toBeNull();

    const page = await pageText(await get("/video-forecast", { cookie }));
    expect(page).toContain("No reach figures: YouTube's reach report");
    expect(page).not.toContain("from YouTube's reach report,");
    expect(page).not.toContain("Reach in its first");
  });
});
