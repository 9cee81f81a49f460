// The weekly idea batch: written once per ISO week per real workspace with channel data, by the
// Monday cron and, for workspaces it did not reach, by the hourly one.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import { isoWeek, isoWeekStart } from "~/features/content-ideas/engine";
import { writeWeeklyBatches } from "~/features/content-ideas/ideas.server";
import { HOURLY_CRON } from "~/features/content-ideas/batch-schedule";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { WEEKLY_IDEAS_CRON } from "../../workers/jobs/scheduled";
import { demoCookie, get, pageText, postForm, signUp, workspaceOf } from "../helpers";
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

const batchesOf = async (workspace: string) =>
  (
    await env.DB.prepare(
      "SELECT source, cron_week, total_generated, json_array_length(ideas) AS ideas FROM idea_batches WHERE workspace_id = ? ORDER BY created_at",
    )
      .bind(workspace)
      .all<{
        source: string;
        cron_week: string | null;
        total_generated: number;
        ideas: number;
      }>()
  ).results;

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

    // Demo and sample workspaces get none.
    const others = await env.DB.prepare(
      "SELECT count(*) AS n FROM idea_batches b JOIN workspaces w ON w.id = b.workspace_id WHERE w.kind <> 'personal'",
    ).first<{ n: number }>();
    expect(others!.n).toBe(0);

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

    // A later week, one batch per run: the oldest workspace first, the hourly run does the rest.
    const later = midWeek() + 2 * WEEK;
    expect(await writeWeeklyBatches(getDb(env), new Date(later), 1)).toEqual({ written: 1, failed: 0 });
    await runCron(HOURLY_CRON, later + 3_600_000);
    for (const workspace of [manual.workspace, late.workspace, await workspaceOf("weekly-ideas@example.com")]) {
      expect((await batchesOf(workspace)).at(-1)!.cron_week).toBe(isoWeek(new Date(later)));
    }
    expect(await writeWeeklyBatches(getDb(env), new Date(later + 7_200_000))).toEqual({ written: 0, failed: 0 });
  });
});
