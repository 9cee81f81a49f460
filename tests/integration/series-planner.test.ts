import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SERIES_MESSAGES } from "~/features/series-planner/messages";
import {
  demoCookie,
  get,
  pageText,
  postForm,
  signUp,
  storeCount,
  storeRows,
  storeRun,
  channelDataToStore,
  workspaceOf,
} from "../helpers";
import { seedSampleTemplate } from "../sample";

beforeAll(async () => {
  await seedSampleTemplate();
});

type Row = {
  id: string;
  title: string;
  status: string;
  position: number;
  video_id: string | null;
  publish_date: string | null;
  description: string;
};

/** The workspace's series, read in its own store. */
async function seriesRows(teamChannelId: string) {
  const rows = await storeRows(
    teamChannelId,
    "SELECT id, title, source, detected_key, analysis FROM series WHERE workspace_id = ? ORDER BY created_at",
    teamChannelId,
  );
  return rows.map(([id, title, source, detectedKey, analysis]) => ({
    id: String(id),
    title: String(title),
    source: String(source),
    detected_key: detectedKey === null ? null : String(detectedKey),
    analysis: analysis === null ? null : String(analysis),
  }));
}

/** A series' videos, read in its workspace's store. */
async function videosOf(teamChannelId: string, seriesId: string): Promise<Row[]> {
  const rows = await storeRows(
    teamChannelId,
    "SELECT id, title, status, position, video_id, publish_date, description FROM series_videos WHERE series_id = ? ORDER BY position",
    seriesId,
  );
  return rows.map(([id, title, status, position, videoId, publishDate, description]) => ({
    id: String(id),
    title: String(title),
    status: String(status),
    position: Number(position),
    video_id: videoId === null ? null : String(videoId),
    publish_date: publishDate === null ? null : String(publishDate),
    description: String(description),
  }));
}

/** The workspace of the demo started last (each test here that needs one starts its own). */
async function newestDemo(): Promise<string> {
  return (await env.DB.prepare(
    "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  ).first<{ id: string }>())!.id;
}

/** A new account's cookie and workspace. */
async function account(email: string) {
  const cookie = await signUp(email);
  return { cookie, teamChannelId: await workspaceOf(email) };
}

async function addSeries(cookie: string, title: string) {
  const response = await postForm("/series-planner", { intent: "add-series", title }, { cookie });
  expect(response.status).toBe(302);
  const location = response.headers.get("location") ?? "";
  const id = /open=([^&#]+)/.exec(location)?.[1];
  expect(id).toBeDefined();
  return decodeURIComponent(id!);
}

let badCase = 0;

describe("/series-planner", () => {
  it("shows the spec's page to a new user: explainer, stats, guidance and an empty state", async () => {
    const { cookie } = await account("series-page@example.com");
    const text = await pageText(await get("/series-planner", { cookie }));
    expect(text).toContain("Series Planner");
    for (const label of ["Total Series", "Planned Videos", "Published Videos", "Avg Completion"])
      expect(text).toContain(label);
    expect(text).toContain("No series yet");
    expect(text).toContain("Aim for 4-8 videos per series");
    expect(text).toContain("Release episodes 3-7 days apart");
    expect(text).toContain("Analyze Library");
  });

  it("adds a series (title trimmed), refuses a blank one with the spec's rule, and counts it", async () => {
    const { cookie, teamChannelId } = await account("series-add@example.com");
    for (const blank of ["", "   ", "\t\n"]) {
      const refused = await postForm("/series-planner", { intent: "add-series", title: blank }, { cookie });
      expect(refused.status).toBe(400);
      expect(await pageText(refused)).toContain(SERIES_MESSAGES.titleRequired);
    }
    const long = await postForm("/series-planner", { intent: "add-series", title: "x".repeat(101) }, { cookie });
    expect(long.status).toBe(400);
    expect(await pageText(long)).toContain(SERIES_MESSAGES.titleTooLong);
    expect(await seriesRows(teamChannelId)).toEqual([]);

    const id = await addSeries(cookie, "  Van   Build  ");
    const rows = await seriesRows(teamChannelId);
    expect(rows.map((r) => [r.title, r.source])).toEqual([["Van Build", "manual"]]);
    const text = await pageText(await get(`/series-planner?open=${id}`, { cookie }));
    expect(text).toMatch(/Total Series<\/dt><dd[^>]*>1</);
    expect(text).toMatch(/Avg Completion<\/dt><dd[^>]*>0%</);
    expect(text).toContain("Van Build");
    expect(text).toContain("No videos yet");
  });

  it("plans, edits, reorders and removes videos with plain form posts", async () => {
    const { cookie, teamChannelId } = await account("series-edit@example.com");
    const id = await addSeries(cookie, "Van Build");
    for (const title of ["Part 1: Buying", "Part 2: Stripping", "Part 3: Insulation"]) {
      const response = await postForm(
        "/series-planner",
        { intent: "add-planned", seriesId: id, title, description: "notes" },
        { cookie },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(new RegExp(`^/series-planner\\?open=${id}#video-`));
    }
    let list = await videosOf(teamChannelId, id);
    expect(list.map((v) => [v.title, v.status, v.position])).toEqual([
      ["Part 1: Buying", "planned", 0],
      ["Part 2: Stripping", "planned", 1],
      ["Part 3: Insulation", "planned", 2],
    ]);

    // Down on the first swaps it with the second; up on the (new) first is a no-op at the top.
    expect(
      (
        await postForm(
          "/series-planner",
          { intent: "move-video", seriesId: id, entryId: list[0]!.id, direction: "down" },
          { cookie },
        )
      ).status,
    ).toBe(302);
    list = await videosOf(teamChannelId, id);
    expect(list.map((v) => v.title)).toEqual(["Part 2: Stripping", "Part 1: Buying", "Part 3: Insulation"]);
    expect(
      (
        await postForm(
          "/series-planner",
          { intent: "move-video", seriesId: id, entryId: list[2]!.id, direction: "up" },
          { cookie },
        )
      ).status,
    ).toBe(302);
    expect((await videosOf(teamChannelId, id)).map((v) => v.title)).toEqual([
      "Part 2: Stripping",
      "Part 3: Insulation",
      "Part 1: Buying",
    ]);
    expect(
      (
        await postForm(
          "/series-planner",
          { intent: "move-video", seriesId: id, entryId: list[0]!.id, direction: "up" },
          { cookie },
        )
      ).status,
    ).toBe(302);
    expect((await videosOf(teamChannelId, id)).map((v) => v.position)).toEqual([0, 1, 2]);

    const target = (await videosOf(teamChannelId, id))[0]!;
    const edited = await postForm(
      "/series-planner",
      {
        intent: "edit-video",
        seriesId: id,
        entryId: target.id,
        title: " Part 2: Gutting the Van ",
        description: "Bring a crowbar.",
        status: "in-progress",
        publishDate: "2026-07-04",
      },
      { cookie },
    );
    expect(edited.status).toBe(302);
    const after = (await videosOf(teamChannelId, id))[0]!;
    expect(after).toMatchObject({
      title: "Part 2: Gutting the Van",
      description: "Bring a crowbar.",
      status: "in-progress",
      publish_date: "2026-07-04",
    });

    const page = await pageText(await get(`/series-planner?open=${id}`, { cookie }));
    expect(page).toContain("Part 2: Gutting the Van");
    expect(page).toContain("Publish Jul 4, 2026");
    expect(page).toMatch(/Planned Videos<\/dt><dd[^>]*>3</);

    expect(
      (await postForm("/series-planner", { intent: "remove-video", seriesId: id, entryId: after.id }, { cookie }))
        .status,
    ).toBe(302);
    list = await videosOf(teamChannelId, id);
    expect(list.map((v) => [v.title, v.position])).toEqual([
      ["Part 3: Insulation", 0],
      ["Part 1: Buying", 1],
    ]);
  });

  it.each([
    ["an unknown status", { status: "done" }, SERIES_MESSAGES.badStatus],
    ["a date that does not exist", { publishDate: "2026-02-30" }, SERIES_MESSAGES.badDate],
    ["a date in another format", { publishDate: "04/07/2026" }, SERIES_MESSAGES.badDate],
    ["a blank title", { title: "   " }, SERIES_MESSAGES.videoTitleRequired],
    ["a malformed entry id", { entryId: "'; DROP TABLE series; --" }, SERIES_MESSAGES.badId],
  ])("refuses an edit with %s (400) and changes nothing", async (_label, change, message) => {
    badCase += 1;
    const { cookie, teamChannelId } = await account(`series-bad-${badCase}@example.com`);
    const id = await addSeries(cookie, "Checks");
    await postForm("/series-planner", { intent: "add-planned", seriesId: id, title: "Original" }, { cookie });
    const [entry] = await videosOf(teamChannelId, id);
    const response = await postForm(
      "/series-planner",
      {
        intent: "edit-video",
        seriesId: id,
        entryId: entry!.id,
        title: "Changed",
        description: "",
        status: "planned",
        publishDate: "",
        ...change,
      },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(message);
    expect((await videosOf(teamChannelId, id))[0]).toMatchObject({
      title: "Original",
      status: "planned",
      publish_date: null,
    });
  });

  it("refuses unknown actions and directions with 400", async () => {
    const { cookie, teamChannelId } = await account("series-intent@example.com");
    const id = await addSeries(cookie, "Checks");
    const unknown = await postForm("/series-planner", { intent: "explode" }, { cookie });
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain(SERIES_MESSAGES.badIntent);
    await postForm("/series-planner", { intent: "add-planned", seriesId: id, title: "One" }, { cookie });
    const [entry] = await videosOf(teamChannelId, id);
    const sideways = await postForm(
      "/series-planner",
      { intent: "move-video", seriesId: id, entryId: entry!.id, direction: "sideways" },
      { cookie },
    );
    expect(sideways.status).toBe(400);
    expect(await pageText(sideways)).toContain(SERIES_MESSAGES.badDirection);
  });

  it("deletes a series with its videos", async () => {
    const { cookie, teamChannelId } = await account("series-delete@example.com");
    const id = await addSeries(cookie, "Short lived");
    await postForm("/series-planner", { intent: "add-planned", seriesId: id, title: "One" }, { cookie });
    const response = await postForm("/series-planner", { intent: "delete-series", seriesId: id }, { cookie });
    expect(response.status).toBe(302);
    expect(await seriesRows(teamChannelId)).toEqual([]);
    expect(await videosOf(teamChannelId, id)).toEqual([]);
    expect((await postForm("/series-planner", { intent: "delete-series", seriesId: id }, { cookie })).status).toBe(404);
  });

  it("says what to connect when there is no channel to analyse", async () => {
    const { cookie } = await account("series-nochannel@example.com");
    const response = await postForm("/series-planner", { intent: "analyze" }, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(SERIES_MESSAGES.noChannel);
  });

  it("keeps another user's series out of reach: their ids edit nothing", async () => {
    const owner = await account("series-owner@example.com");
    const intruder = await account("series-intruder@example.com");
    const id = await addSeries(owner.cookie, "Private plan 9c2e");
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: id, title: "Secret episode" },
      { cookie: owner.cookie },
    );
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: id, title: "Second episode" },
      { cookie: owner.cookie },
    );
    const before = await videosOf(owner.teamChannelId, id);
    const entryId = before[0]!.id;
    const attempts: Record<string, string>[] = [
      { intent: "delete-series", seriesId: id },
      { intent: "add-planned", seriesId: id, title: "Injected" },
      { intent: "edit-video", seriesId: id, entryId, title: "Hijacked", description: "" },
      { intent: "move-video", seriesId: id, entryId, direction: "down" },
      { intent: "remove-video", seriesId: id, entryId },
      { intent: "add-upload", seriesId: id, videoId: "dQw4w9WgXcQ" },
    ];
    for (const fields of attempts) {
      const response = await postForm("/series-planner", fields, { cookie: intruder.cookie });
      expect(response.status, fields.intent).toBe(404);
    }
    // Their own series with the owner's entry id: still not found.
    const own = await addSeries(intruder.cookie, "Mine");
    expect(
      (
        await postForm(
          "/series-planner",
          { intent: "edit-video", seriesId: own, entryId, title: "Hijacked", description: "" },
          { cookie: intruder.cookie },
        )
      ).status,
    ).toBe(404);
    expect(await videosOf(owner.teamChannelId, id)).toEqual(before);
    expect(await seriesRows(owner.teamChannelId)).toHaveLength(1);
    expect(await pageText(await get("/series-planner", { cookie: intruder.cookie }))).not.toContain(
      "Private plan 9c2e",
    );
  });
});

describe("/series-planner on the sample channel", () => {
  it("finds the numbered series in the library, measures them, and analysing again never duplicates", async () => {
    const cookie = await demoCookie();
    const first = await postForm("/series-planner", { intent: "analyze" }, { cookie });
    expect(first.status).toBe(302);
    const text = await pageText(await get("/series-planner", { cookie }));
    expect(text).toContain("Python Basics");
    expect(text).toContain("Smart Home From Scratch");
    // The upload pace is said in whole days ("every 4 days"), never "4.1 days" or "1 days".
    expect(text).toMatch(/uploads a long-form video every (day|\d+ days) \(median\)/);

    const teamChannelId = await newestDemo();
    const rows = await seriesRows(teamChannelId);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const python = rows.find((r) => r.detected_key === "numbered:python basics")!;
    const pythonVideos = await videosOf(teamChannelId, python.id);
    expect(pythonVideos.map((v) => v.title.slice(0, 16))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Python Basics #${n}`.slice(0, 16)),
    );
    expect(
      pythonVideos.every(
        (v) => v.status === "published" && v.video_id !== null && /^\d{4}-\d{2}-\d{2}$/.test(v.publish_date ?? ""),
      ),
    ).toBe(true);

    const analysis = JSON.parse(python.analysis!) as {
      flowSummary: string;
      flow: { ratio: number; views: number }[];
      totalViews: number;
      watchTimeHours: number | null;
      suggestedTitleFormat: string;
      estimatedViews: string | null;
      estimatedViewsNote: string | null;
    };
    expect(analysis.flow).toHaveLength(8);
    expect(analysis.flow[0]!.ratio).toBe(1);
    // Flow is views of each part ÷ part 1's.
    for (const point of analysis.flow) expect(point.ratio).toBeCloseTo(point.views / analysis.flow[0]!.views, 2);
    expect(analysis.totalViews).toBe(analysis.flow.reduce((a, p) => a + p.views, 0));
    // The sample channel has Studio's table imported.
    expect(analysis.watchTimeHours).toBeGreaterThan(0);
    expect(analysis.suggestedTitleFormat).toContain("Python Basics #N");
    expect(analysis.estimatedViews ?? analysis.estimatedViewsNote).toBeTruthy();
    expect(analysis.flowSummary).toMatch(/^Part 8 has \d+% of part 1's views/);

    // No upload is in two series.
    const placed = await storeRows(
      teamChannelId,
      "SELECT video_id, count(*) AS n FROM series_videos WHERE workspace_id = ? AND video_id IS NOT NULL GROUP BY video_id HAVING n > 1",
      teamChannelId,
    );
    expect(placed).toEqual([]);

    // The user plans a part, renames an upload entry; then analyses again.
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: python.id, title: "Python Basics #9: Classes" },
      { cookie },
    );
    const firstEntry = pythonVideos[0]!;
    await postForm(
      "/series-planner",
      {
        intent: "edit-video",
        seriesId: python.id,
        entryId: firstEntry.id,
        title: "Variables (my edit)",
        description: "mine",
      },
      { cookie },
    );
    const counts = async () => ({
      s: await storeCount(teamChannelId, "SELECT count(*) FROM series WHERE workspace_id = ?", teamChannelId),
      v: await storeCount(teamChannelId, "SELECT count(*) FROM series_videos WHERE workspace_id = ?", teamChannelId),
    });
    const before = await counts();
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    expect(await counts()).toEqual(before);
    const again = await videosOf(teamChannelId, python.id);
    expect(again).toHaveLength(9);
    expect(again[0]).toMatchObject({ title: "Variables (my edit)", description: "mine", status: "published" });
    expect(again[8]).toMatchObject({ title: "Python Basics #9: Classes", status: "planned" });

    // A series with a video still to come is forecast first: its next episode has the forecaster's 80% range.
    const reanalysed = JSON.parse((await seriesRows(teamChannelId)).find((r) => r.id === python.id)!.analysis!) as {
      estimatedViews: string | null;
      forecastTitle: string;
    };
    expect(reanalysed.estimatedViews).toMatch(/^[\d.]+K?M?-[\d.]+K?M? views by day 28 \(80% range\)$/);
    expect(reanalysed.forecastTitle).toBe("Python Basics #10");

    const page = await pageText(await get(`/series-planner?open=${python.id}`, { cookie }));
    expect(page).toContain("Viewer flow");
    expect(page).toContain("Python Basics #9: Classes");
    expect(page).toMatch(/Published Videos<\/dt><dd[^>]*>\d+</);
    // The progress bar reflects published ÷ all videos: 8 of 9.
    expect(page).toContain('aria-valuenow="89"');
  });

  it("does not bring back a found series the user deleted", async () => {
    const cookie = await demoCookie();
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    const ws = await newestDemo();
    const python = { ws, id: (await seriesRows(ws)).find((r) => r.detected_key === "numbered:python basics")!.id };
    expect(
      (await postForm("/series-planner", { intent: "delete-series", seriesId: python.id }, { cookie })).status,
    ).toBe(302);
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    const back = await storeCount(
      python.ws,
      "SELECT count(*) FROM series WHERE workspace_id = ? AND detected_key = 'numbered:python basics'",
      python.ws,
    );
    expect(back).toBe(0);
    // The other series found are still there.
    expect((await seriesRows(python.ws)).length).toBeGreaterThanOrEqual(3);
  });

  it("adds one of the channel's uploads to a series, once", async () => {
    const cookie = await demoCookie();
    const teamChannelId = await newestDemo();
    const page = await (await get("/series-planner", { cookie })).text();
    expect(page).toContain("No series yet");
    const id = await addSeries(cookie, "Hand-picked");
    const open = await (await get(`/series-planner?open=${id}`, { cookie })).text();
    const videoId = /<option value="([A-Za-z0-9_-]{11})"/.exec(open)?.[1];
    expect(videoId).toBeDefined();
    expect(
      (await postForm("/series-planner", { intent: "add-upload", seriesId: id, videoId: videoId! }, { cookie })).status,
    ).toBe(302);
    const [entry] = await videosOf(teamChannelId, id);
    expect(entry).toMatchObject({ video_id: videoId, status: "published" });
    const twice = await postForm(
      "/series-planner",
      { intent: "add-upload", seriesId: id, videoId: videoId! },
      { cookie },
    );
    expect(twice.status).toBe(400);
    expect(await pageText(twice)).toContain(SERIES_MESSAGES.uploadTaken);
    const unknown = await postForm(
      "/series-planner",
      { intent: "add-upload", seriesId: id, videoId: "AAAAAAAAAAA" },
      { cookie },
    );
    expect(unknown.status).toBe(404);
    // An upload's status and date are YouTube's: an edit keeps them.
    await postForm(
      "/series-planner",
      {
        intent: "edit-video",
        seriesId: id,
        entryId: entry!.id,
        title: "Renamed",
        description: "",
        status: "planned",
        publishDate: "2030-01-01",
      },
      { cookie },
    );
    expect((await videosOf(teamChannelId, id))[0]).toMatchObject({
      title: "Renamed",
      status: "published",
      publish_date: entry!.publish_date,
    });
  });

  it("shows the spec's error when the analysis fails", async () => {
    const cookie = await demoCookie();
    await addSeries(cookie, "Marker");
    const teamChannelId = await newestDemo();
    const video = (await env.DB.prepare("SELECT id FROM videos WHERE workspace_id = ? LIMIT 1")
      .bind(teamChannelId)
      .first<{ id: string }>())!.id;
    // A corrupt stored measurement makes the analysis throw.
    await storeRun(
      teamChannelId,
      "INSERT INTO thumbnail_metrics (workspace_id, video_id, url, metrics, measured_at) VALUES (?, ?, 'x', '{not json', 0)",
      teamChannelId,
      video,
    );
    const logged: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const response = await postForm("/series-planner", { intent: "analyze" }, { cookie });
    expect(response.status).toBe(500);
    const text = await pageText(response);
    expect(text).toContain("Analysis Error");
    expect(text).toContain(SERIES_MESSAGES.analysisFailed);
    expect(logged).toHaveLength(1);
  });
});

type SeriesAnswer = {
  series: { title: string; source: string }[];
  lastAnalysis: { analysedAt: string; uploads: number; found: number; summary: string } | null;
};

/** A new account whose own channel holds these uploads (newest first, a week apart), as a sync leaves them. */
async function libraryOf(email: string, titles: readonly string[]) {
  const { cookie, teamChannelId } = await account(email);
  const channel = `UC${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', ?)",
    ).bind(teamChannelId, channel, `UU${channel.slice(2)}`),
    ...titles.map((title, i) =>
      env.DB.prepare(
        "INSERT INTO videos (workspace_id, id, channel_id, title, published_at, duration_seconds, view_count) VALUES (?, ?, ?, ?, ?, 600, ?)",
      ).bind(
        teamChannelId,
        `vid${String(i).padStart(8, "0")}`,
        channel,
        title,
        now - (2 + i * 7) * 86_400_000,
        40_000 + i * 500,
      ),
    ),
  ]);
  await channelDataToStore(teamChannelId);
  return { cookie, teamChannelId };
}

// A vlogger's 19 uploads, titled as such channels title them: no numbering, no shared prefix, no three on one subject.
const VLOGS = [
  "WE BOUGHT A HOUSE!",
  "Surprising My Mum For Her Birthday",
  "I Tried Every Starbucks Drink",
  "Our Trip To Iceland",
  "Reacting To Old Photos",
  "24 Hours In A Treehouse",
  "The Worst Haircut Of My Life",
  "Meeting My Hero",
  "Answering Your Questions",
  "Christmas Shopping Haul",
  "Cooking With My Dad",
  "Moving Day Disaster",
  "Trying British Snacks",
  "My Morning Routine",
  "A Day At Thorpe Park",
  "We Got A Puppy",
  "Testing Weird Gadgets",
  "Spa Day Gone Wrong",
  "Bowling Challenge",
];

describe("Analyze Library on a channel of 19 uploads says what it found, or that it found none and why", () => {
  it("finding none: records the run, and the page (no JavaScript) and the API say so and why", async () => {
    const { cookie, teamChannelId } = await libraryOf("series-nineteen-none@example.com", VLOGS);
    const before = (await (await get("/api/series", { cookie })).json()) as SeriesAnswer;
    expect(before.lastAnalysis).toBeNull();
    expect(await pageText(await get("/series-planner", { cookie }))).toContain("Last analysed: —");

    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    // Nothing found, nothing written but the run.
    expect(await storeCount(teamChannelId, "SELECT count(*) FROM series WHERE workspace_id = ?", teamChannelId)).toBe(
      0,
    );
    expect(
      await storeCount(teamChannelId, "SELECT count(*) FROM series_library_runs WHERE workspace_id = ?", teamChannelId),
    ).toBe(1);
    const answer = (await (await get("/api/series", { cookie })).json()) as SeriesAnswer;
    expect(answer.series).toEqual([]);
    expect(answer.lastAnalysis).toMatchObject({ uploads: 19, found: 0 });
    expect(Date.now() - Date.parse(answer.lastAnalysis!.analysedAt)).toBeLessThan(60_000);
    expect(answer.lastAnalysis!.summary).toMatch(
      /^Analysed 19 uploads: found no series — no numbered titles \(“Part 2”, “#3”, “Episode 4”\), no title prefix \(the words before “:” or “\|”\) shared by 3 or more uploads and (no run of 3 uploads on one topic|the closest topic, “.+”, is named in only [12] titles?)\.$/,
    );
    const page = await pageText(await get("/series-planner", { cookie }));
    expect(page).toMatch(/Last analysed: (just now|\d+[mh] ago)\./);
    expect(page).not.toContain("Last analysed: —");
    expect(page).toContain("No series found in your library");
    expect(page).toContain(answer.lastAnalysis!.summary);
    expect(page).not.toContain("No series yet");
  });

  it("finding some: says how many, of which kind, and lists them", async () => {
    const titles = [
      ...VLOGS.slice(0, 15),
      "Garden Diary Ep 1: Clearing",
      "Garden Diary Ep 2: Beds",
      "Garden Diary Ep 3: Planting",
      "Garden Diary Ep 4: First Harvest",
    ];
    const { cookie } = await libraryOf("series-nineteen-some@example.com", titles);
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    const answer = (await (await get("/api/series", { cookie })).json()) as SeriesAnswer;
    expect(answer.series.map((s) => s.title)).toEqual(["Garden Diary"]);
    expect(answer.lastAnalysis).toMatchObject({ uploads: 19, found: 1 });
    expect(answer.lastAnalysis!.summary).toBe("Analysed 19 uploads: found 1 series (1 numbered).");
    const page = await pageText(await get("/series-planner", { cookie }));
    expect(page).toContain("Analysed 19 uploads: found 1 series (1 numbered).");
    expect(page).toContain("Garden Diary");
  });
});
