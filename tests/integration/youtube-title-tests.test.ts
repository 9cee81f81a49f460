// Title tests run on YouTube, through the Worker against the offline fakes: refused without consent
// (saying what to allow) and for a viewer, nothing written then; started by the owner, the first
// title is set on YouTube at once; each Pacific day's step judges the days so far from the reach
// report and sets the day's title, until the sequential rule names the winner, which stays on
// YouTube; "apply" keeps a chosen title and ends the test; a starter who lost their role has the
// original put back at the next step.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runDueYouTubeTests, testEstimate } from "~/features/thumbnail-optimizer/index.server";
import { nextPacificMidnight, pacificDate } from "~/features/thumbnail-optimizer/youtube-tests.server";
import { getDb } from "~/lib/db/client.server";
import { googleWorker, ownerWithSampleChannel } from "../google-worker";
import { joinWorkspace, signUp, storeRows, storeRun } from "../helpers";

const { googleEnv, call, connectGoogle, writesMade, titleOnYouTube } = googleWorker({
  // Room for a whole simulated test's swaps in one real day.
  YOUTUBE_DAILY_WRITE_UNITS: "100000",
  YOUTUBE_TEAM_DAILY_WRITE_UNITS: "100000",
});
const db = getDb(env);

const ownerWithChannel = () => ownerWithSampleChannel("title-tests");

/** Long-form uploads the first sync stored (it reads the newest ones first). */
async function storedLongForm(teamId: string) {
  const rows = await storeRows(teamId, "SELECT id FROM videos WHERE is_short = 0 ORDER BY published_at DESC LIMIT 2");
  expect(rows.length).toBe(2);
  return rows.map((r) => ({ youtubeId: String(r[0]) }));
}

async function testRow(teamId: string, id: string) {
  const [row] = await storeRows(teamId, "SELECT state, outcome, live_position FROM ab_tests WHERE id = ?", id);
  return { state: row?.[0], outcome: String(row?.[1] ?? ""), livePosition: row?.[2] };
}

describe("title tests on YouTube", () => {
  it("are refused without consent and for a viewer, and run to the winner the reach report shows with consent", async () => {
    const { cookie, teamId } = await ownerWithChannel();
    const [video] = (await storedLongForm(teamId)) as [{ youtubeId: string }];
    const original = await titleOnYouTube(video.youtubeId);
    const alt = `${original.slice(0, 60)} (explained)`;
    const body = { videoId: video.youtubeId, element: "title", variants: [original, alt] };

    await connectGoogle(cookie, {});
    const before = (await writesMade()).length;
    const refused = await call("POST", "/api/ab-tests", { cookie: cookie, json: body });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("Allow Vidwise to make changes on YouTube");
    expect((await writesMade()).length).toBe(before);

    await connectGoogle(cookie, { allowChanges: "1" });
    const viewerEmail = `title-tests-viewer-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const viewer = await signUp(viewerEmail);
    await joinWorkspace(viewerEmail, teamId, "viewer");
    expect((await call("POST", "/api/ab-tests", { cookie: viewer, json: body })).status).toBe(403);
    expect((await writesMade()).length).toBe(before);

    // Before starting, the page's estimate: no reach data yet for this video, said as such.
    const estimate = await testEstimate(googleEnv(), db, { teamId, teamChannelId: teamId }, video.youtubeId, 2);
    expect(estimate.text).toMatch(/No reach data for this video yet|impressions a day/);

    const started = await call("POST", "/api/ab-tests", { cookie: cookie, json: body });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const firstWrite = (await writesMade()).slice(before);
    expect(firstWrite).toEqual([
      expect.objectContaining({ method: "videos.update", videoId: video.youtubeId, title: original }),
    ]);

    // Each Pacific day: the step runs just after midnight, then the day's reach row arrives (the
    // second title's CTR clearly higher).
    let now = Date.now();
    for (let day = 0; day < 30 && (await testRow(teamId, id)).state === "running"; day++) {
      now = nextPacificMidnight(now) + 5 * 60_000;
      await runDueYouTubeTests(googleEnv(), db, new Date(now));
      const row = await testRow(teamId, id);
      if (row.state !== "running") break;
      const date = pacificDate(now);
      const position = Number(row.livePosition);
      expect(await titleOnYouTube(video.youtubeId)).toBe(position === 0 ? original : alt);
      await storeRun(
        teamId,
        "INSERT INTO video_reach_days (workspace_id, video_id, date, impressions, ctr, read_at) VALUES (?, ?, ?, ?, ?, ?)",
        teamId,
        video.youtubeId,
        date,
        20_000,
        position === 0 ? 0.04 : 0.06,
        now,
      );
    }
    const ended = await testRow(teamId, id);
    expect(ended.state).toBe("ended");
    expect(ended.outcome).toContain(`“${alt}” won`);
    expect(await titleOnYouTube(video.youtubeId)).toBe(alt);
  });

  it("apply keeps the chosen title on YouTube and ends the test", async () => {
    const { cookie, teamId } = await ownerWithChannel();
    await connectGoogle(cookie, { allowChanges: "1" });
    const [a] = await storedLongForm(teamId);
    const originalA = await titleOnYouTube(a!.youtubeId);
    const started = await call("POST", "/api/ab-tests", {
      cookie: cookie,
      json: { videoId: a!.youtubeId, element: "title", variants: [originalA, "A plainer title"] },
    });
    const { id } = (await started.json()) as { id: string };
    const applied = await call("POST", `/api/ab-tests/${id}/apply`, { cookie: cookie, json: { variant: 1 } });
    expect(applied.status).toBe(200);
    expect(await titleOnYouTube(a!.youtubeId)).toBe("A plainer title");
    expect((await testRow(teamId, id)).state).toBe("ended");
    expect((await call("POST", `/api/ab-tests/${id}/apply`, { cookie: cookie, json: { variant: 7 } })).status).toBe(
      400,
    );
  });

  it("puts the original back at the next step when the manager who started the test has left the workspace", async () => {
    const { cookie, teamId } = await ownerWithChannel();
    await connectGoogle(cookie, { allowChanges: "1" });
    const [, b] = await storedLongForm(teamId);
    // A manager starts one, then leaves the workspace: the next step restores the original.
    const managerEmail = `title-tests-manager-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const manager = await signUp(managerEmail);
    await joinWorkspace(managerEmail, teamId, "manager");
    const originalB = await titleOnYouTube(b!.youtubeId);
    const byManager = await call("POST", "/api/ab-tests", {
      cookie: manager,
      json: { videoId: b!.youtubeId, element: "title", variants: ["The manager's idea", originalB] },
    });
    expect(byManager.status, await byManager.clone().text()).toBe(201);
    const managerTest = ((await byManager.json()) as { id: string }).id;
    expect(await titleOnYouTube(b!.youtubeId)).toBe("The manager's idea");
    await env.DB.prepare("DELETE FROM workspace_members WHERE workspace_id = ?").bind(teamId).run();
    await runDueYouTubeTests(googleEnv(), db, new Date(nextPacificMidnight(Date.now()) + 60_000));
    const stopped = await testRow(teamId, managerTest);
    expect(stopped.state).toBe("ended");
    expect(stopped.outcome).toContain("The original title is on YouTube again.");
    expect(await titleOnYouTube(b!.youtubeId)).toBe(originalB);
  });

  it("puts the original title back when no title is clearly better by the end of the test", async () => {
    const { cookie, teamId } = await ownerWithChannel();
    await connectGoogle(cookie, { allowChanges: "1" });
    const [a] = await storedLongForm(teamId);
    const original = await titleOnYouTube(a!.youtubeId);
    const started = await call("POST", "/api/ab-tests", {
      cookie,
      json: { videoId: a!.youtubeId, element: "title", variants: ["A first new idea", "A second new idea"] },
    });
    const { id } = (await started.json()) as { id: string };
    // A short horizon, and days too small for any difference to show.
    await storeRun(teamId, "UPDATE ab_tests SET horizon_days = 2 WHERE id = ?", id);
    let now = Date.now();
    let retried = false;
    for (let day = 0; day < 5 && (await testRow(teamId, id)).state === "running"; day++) {
      now = nextPacificMidnight(now) + 5 * 60_000;
      if (day === 2) {
        // The day it ends, today's writes are spent: it stays running, the original not yet back,
        // and ends at the next hour's step.
        await runDueYouTubeTests(googleEnv({ YOUTUBE_TEAM_DAILY_WRITE_UNITS: "0" }), db, new Date(now));
        retried = (await testRow(teamId, id)).state === "running";
        now += 3_600_000;
      }
      await runDueYouTubeTests(googleEnv(), db, new Date(now));
      await storeRun(
        teamId,
        "INSERT OR IGNORE INTO video_reach_days (workspace_id, video_id, date, impressions, ctr, read_at) VALUES (?, ?, ?, ?, ?, ?)",
        teamId,
        a!.youtubeId,
        pacificDate(now),
        40,
        0.05,
        now,
      );
    }
    const ended = await testRow(teamId, id);
    expect(ended.state).toBe("ended");
    expect(retried).toBe(true);
    expect(ended.outcome).toBe("No clear answer after 2 days. The original title is on YouTube again.");
    expect(await titleOnYouTube(a!.youtubeId)).toBe(original);
  });
});
