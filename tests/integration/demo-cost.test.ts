// A demo start must cost at most 1,000 row writes (it copied ~15,000), while the demo
// still shows the whole sample. The large read-only tables are read from the week's shared base.
// With the demo showcase on (as deployed): the start also copies every tool's first results.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { prepareDemoBase } from "~/features/channel-data/demo-copy.server";
import { SAMPLE_WORKSPACE_ID } from "~/features/channel-data/sample-workspace";
import { getDb } from "~/lib/db/client.server";
import { get, pageText, sessionCookieFrom, storeCount } from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";
import { runShowcaseHourlyCron, startShowcaseDemo } from "../showcase";

/** Every row in every table of the D1 (the migrations' own bookkeeping left out). */
async function allRows(): Promise<number> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  let total = 0;
  for (const { name } of tables.results) {
    total += (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  }
  return total;
}

const runHourlyCron = runShowcaseHourlyCron;

async function startDemo() {
  const response = await startShowcaseDemo();
  expect(response.status).toBe(302);
  return sessionCookieFrom(response);
}

const bases = async () =>
  (
    await env.DB.prepare("SELECT id FROM workspaces WHERE id LIKE ? ORDER BY id")
      .bind(`${SAMPLE_WORKSPACE_ID}@%`)
      .all<{ id: string }>()
  ).results.map((r) => r.id);

const world = sampleWorld();
const ownComments = world.own.comments.length;

describe("starting a demo", () => {
  // The first demo start of a fresh D1 runs every tool once on the base: slower than most tests.
  it(
    "writes at most 1,000 rows, and the demo still shows every comment, snapshot and day of the sample",
    { timeout: 120_000 },
    async () => {
      await seedSampleTemplate();
      // The hourly cron has run since the week began (as in production).
      await runHourlyCron();
      const before = await allRows();
      const cookie = await startDemo();
      const written = (await allRows()) - before;
      expect(written).toBeLessThanOrEqual(1_000);
      // Beside them, the demo's own store holds every tool's first results moved there (the
      // showcase's three forecasts among them).
      const demo = (await env.DB.prepare(
        "SELECT id FROM workspaces WHERE kind = 'demo' ORDER BY created_at DESC, rowid DESC LIMIT 1",
      ).first<{ id: string }>())!.id;
      expect(await storeCount(demo, "SELECT count(*) FROM forecasts")).toBe(3);

      // What the visitor sees is the whole sample: its own comments, its daily analytics…
      const channel = (await (await get("/api/channel", { cookie })).json()) as {
        title: string;
        commentCount: number;
        videoCount: number;
      };
      expect(channel.title).toBe(world.own.channel.title);
      expect(channel.videoCount).toBe(world.own.videos.length);
      expect(channel.commentCount).toBe(ownComments);
      const revenueDays = world.own.dailyAnalytics.filter(
        (d) => d.videoYoutubeId === null && d.views !== null && (d.estimatedRevenue !== null || d.rpm !== null),
      ).length;
      expect(revenueDays).toBeGreaterThan(0);
      expect(await pageText(await get("/rpm-booster", { cookie }))).toContain(
        `${revenueDays.toLocaleString("en-US")} days of channel revenue`,
      );

      // …and a second visitor's start costs the same: nothing is written per demo beyond its own rows.
      const again = await allRows();
      await startDemo();
      expect((await allRows()) - again).toBe(written);
    },
  );

  it(
    "prepares the week's shared base once (hourly cron or the first demo ever), and removes old bases no demo reads",
    { timeout: 120_000 },
    async () => {
      await seedSampleTemplate();
      expect(await bases()).toEqual([]);
      // A fresh deployment: the first demo prepares the base itself.
      await startDemo();
      const [current] = await bases();
      expect(current).toBeDefined();
      await runHourlyCron();
      await runHourlyCron();
      expect(await bases()).toEqual([current]);
      const baseComments = (await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE workspace_id = ?")
        .bind(current)
        .first<{ n: number }>())!.n;
      expect(baseComments).toBe(
        world.own.comments.length + world.competitors.reduce((n, c) => n + c.comments.length, 0),
      );

      // A base from weeks ago that a live demo still reads stays; once that demo is gone, it goes.
      const old = await prepareDemoBase(getDb(env), new Date(Date.now() - 21 * 86_400_000));
      expect(old).not.toBeNull();
      const demoWorkspace = crypto.randomUUID();
      await env.DB.prepare("INSERT INTO workspaces (id, kind, data_workspace_id, expires_at) VALUES (?, 'demo', ?, ?)")
        .bind(demoWorkspace, old!.id, Date.now() + 3_600_000)
        .run();
      await runHourlyCron();
      expect(await bases()).toContain(old!.id);
      await env.DB.prepare("DELETE FROM workspaces WHERE id = ?").bind(demoWorkspace).run();
      await runHourlyCron();
      expect(await bases()).toEqual([current]);
      expect(
        (await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE workspace_id = ?")
          .bind(old!.id)
          .first<{ n: number }>())!.n,
      ).toBe(0);
    },
  );
});
