// The weekly idea batch: written once per ISO week per real workspace with channel data, by the
// Monday cron and, for workspaces it did not reach, by the hourly one.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import { isoWeek, isoWeekStart } from "~/features/content-ideas/engine";
import { writeWeeklyBatches } from "~/features/content-ideas/ideas.engines.server";
import { HOURLY_CRON } from "~/features/content-ideas/batch-schedule";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { WEEKLY_IDEAS_CRON } from "../../workers/jobs/scheduled";
import { demoCookie, get, pageText, postForm, signUp, storeCount, storeRows, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";

const WEEK = 7 * 86_400_000;
/** Wednesday 06:15 UTC of the current ISO week: an hour later is still the same week, whenever the test runs. */
const midWeek = () => isoWeekStart(new Date()).getTime() + 2 * 86_400_000 + 6.25 * 3_600_000;

async function runCron(cron: string, at: number) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ cron, scheduledTime: at }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A real account whose workspace holds a copy of the sample channel, as if it had synced it. */
async function accountWithChannel(email: string) {
  const cookie = await signUp(email);
  const workspace = await workspaceOf(email);
  await copyWholeSample(getDb(env), workspace);
  return { cookie, workspace };
}

/** The workspace's batches, read in its own store. */
const batchesOf = async (workspace: string) =>
  (
    await storeRows(
      workspace,
      "SELECT source, cron_week, total_generated, json_array_length(ideas) AS ideas FROM idea_batches WHERE workspace_id = ? ORDER BY created_at",
      workspace,
    )
  ).map(([source, cronWeek, totalGenerated, ideas]) => ({
    source: String(source),
    cron_week: cronWeek === null ? null : String(cronWeek),
    total_generated: Number(totalGenerated),
    ideas: Number(ideas),
  }));

/** The weekly job's bookkeeping in the control database: the workspace's row for a week. */
const attemptOf = (workspace: string, week: string) =>
  env.DB.prepare("SELECT attempts, state FROM idea_batch_attempts WHERE workspace_id = ? AND cron_week = ?")
    .bind(workspace, week)
    .first<{ attempts: number; state: string }>();

describe("the weekly idea batch", () => {
  beforeAll(async () => {
    await seedSampleTemplate();
  });

  it("cron batch written once per week", async () => {
    const { cookie, workspace } = await accountWithChannel("weekly-ideas@example.com");
    await demoCookie();
    const now = midWeek();

    await runCron(WEEKLY_IDEAS_CRON, now);
    await runCron(WEEKLY_IDEAS_CRON, now + 60_000);
    await runCron(HOURLY_CRON, now + 3_600_000);
    let batches = await batchesOf(workspace);
    expect(batches).toEqual([{ source: "cron", cron_week: isoWeek(new Date(now)), total_generated: 3, ideas: 3 }]);

    // The week is recorded done in the control database, so the later runs did not even open the store.
    expect(await attemptOf(workspace, isoWeek(new Date(now)))).toEqual({ attempts: 1, state: "done" });

    // Demo and sample workspaces get none (nor any bookkeeping: the job never picked them).
    const others = await env.DB.prepare("SELECT id FROM workspaces WHERE kind <> 'personal'").all<{ id: string }>();
    expect(others.results.length).toBeGreaterThan(0);
    for (const { id } of others.results) {
      expect(await storeCount(id, "SELECT count(*) FROM idea_batches WHERE source = 'cron'")).toBe(0);
      expect(await attemptOf(id, isoWeek(new Date(now)))).toBeNull();
    }

    // The page shows it with the next Monday's run as Next Batch.
    const page = await pageText(await get("/content-ideas", { cookie }));
    expect(page).toMatch(/Total Generated<\/dt><dd[^>]*>3</);
    expect(page).toMatch(/Next Batch<\/dt><dd[^>]*>(in \d+ (days|hours)|tomorrow)</);
    expect(page).toContain("Every Monday at 06:15 UTC");
    // The run's time is written in the viewer's zone: 06:15 UTC on a Monday, 3:15 PM in Tokyo.
    expect(page.replace(/\s/g, " ")).toMatch(/Mon, [A-Z][a-z]{2} \d{1,2}, 6:15 AM UTC · Every Monday/);
    expect((await postForm("/dashboard", { intent: "time-zone", timeZone: "Asia/Tokyo" }, { cookie })).status).toBe(
      200,
    );
    const inTokyo = (await pageText(await get("/content-ideas", { cookie }))).replace(/\s/g, " ");
    expect(inTokyo).toMatch(/Mon, [A-Z][a-z]{2} \d{1,2}, 3:15 PM Asia\/Tokyo · Every Monday/);

    // A new week writes another, its total running on.
    await runCron(WEEKLY_IDEAS_CRON, now + WEEK);
    await runCron(WEEKLY_IDEAS_CRON, now + WEEK + 60_000);
    batches = await batchesOf(workspace);
    expect(batches.map((b) => b.cron_week)).toEqual([isoWeek(new Date(now)), isoWeek(new Date(now + WEEK))]);
    expect(batches[1]!.total_generated).toBe(3 + batches[1]!.ideas);
  });

  it("leaves a workspace that generated ideas this week alone, and the hourly run reaches those the weekly run did not", async () => {
    const manual = await accountWithChannel("manual-ideas@example.com");
    const late = await accountWithChannel("late-ideas@example.com");
    expect((await postForm("/content-ideas", { intent: "generate" }, { cookie: manual.cookie })).status).toBe(200);

    // This week: the manual batch counts, so only the workspace without one gets a cron batch.
    expect(await writeWeeklyBatches(getDb(env), new Date())).toEqual({ written: 1, failed: 0 });
    expect((await batchesOf(manual.workspace)).map((b) => b.source)).toEqual(["manual"]);
    expect((await batchesOf(late.workspace)).map((b) => b.source)).toEqual(["cron"]);
    // Both are done for the week in the control database: a second run picks neither.
    const week = isoWeek(new Date());
    expect(await attemptOf(manual.workspace, week)).toMatchObject({ state: "done" });
    expect(await attemptOf(late.workspace, week)).toMatchObject({ state: "done" });
    expect(await writeWeeklyBatches(getDb(env), new Date())).toEqual({ written: 0, failed: 0 });
    expect(await batchesOf(late.workspace)).toHaveLength(1);

    // A later week, one batch per run: the oldest workspace first, the hourly run does the rest.
    const later = midWeek() + 2 * WEEK;
    expect(await writeWeeklyBatches(getDb(env), new Date(later), 1)).toEqual({ written: 1, failed: 0 });
    await runCron(HOURLY_CRON, later + 3_600_000);
    for (const workspace of [manual.workspace, late.workspace, await workspaceOf("weekly-ideas@example.com")]) {
      expect((await batchesOf(workspace)).at(-1)!.cron_week).toBe(isoWeek(new Date(later)));
    }
    expect(await writeWeeklyBatches(getDb(env), new Date(later + 7_200_000))).toEqual({ written: 0, failed: 0 });
    // Only that week's bookkeeping is kept: the earlier weeks' rows went with its first run.
    const weeks = await env.DB.prepare("SELECT DISTINCT cron_week AS week FROM idea_batch_attempts").all<{
      week: string;
    }>();
    expect(weeks.results.map((w) => w.week)).toEqual([isoWeek(new Date(later))]);
  });

  it("writes nothing when the week's batch is in the store but its bookkeeping was lost", async () => {
    const { workspace } = await accountWithChannel("lost-bookkeeping@example.com");
    const now = new Date(midWeek() + 3 * WEEK);
    const week = isoWeek(now);
    expect(await writeWeeklyBatches(getDb(env), now)).toMatchObject({ failed: 0 });
    expect((await batchesOf(workspace)).filter((b) => b.cron_week === week)).toHaveLength(1);
    // As if the Worker had died between the store's write and the control database's 'done'.
    await env.DB.prepare("DELETE FROM idea_batch_attempts WHERE workspace_id = ?").bind(workspace).run();
    expect(await writeWeeklyBatches(getDb(env), new Date(now.getTime() + 3_600_000))).toMatchObject({ written: 0 });
    expect((await batchesOf(workspace)).filter((b) => b.cron_week === week)).toHaveLength(1);
    expect(await attemptOf(workspace, week)).toEqual({ attempts: 1, state: "done" });
  });
});
