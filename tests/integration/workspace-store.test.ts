// Each workspace's own store (decision 012): a SQLite Durable Object per workspace,
// reached only through workspaceDb(). Through the Worker: one account's rows are invisible to
// another's requests; a store migrates on first open and an old store opens after a new
// migration with its rows; a workspace deleted (by any path) has its store emptied by the
// hourly job's queue messages, with the deletion kept on record.
import {
  createExecutionContext,
  createScheduledController,
  env,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STORE_MIGRATIONS, STORE_SCHEMA_VERSION } from "~/lib/db/workspace-store/migrations";
import { migrateStore } from "~/lib/db/workspace-store/migrate";
import { uploadsOf } from "~/features/channel-data/uploads.server";
import { getDb } from "~/lib/db/client.server";
import worker from "../../workers/app";
import { get, postForm, signUp, storeCount, storeRows, storeRun, workspaceOf } from "../helpers";

const PASSWORD = "correct horse battery";
const stub = (teamChannelId: string) => env.WORKSPACE_STORE.get(env.WORKSPACE_STORE.idFromName(teamChannelId));

async function keep(teamChannelId: string, id: string, title: string) {
  await storeRun(
    teamChannelId,
    "INSERT INTO track_record (workspace_id, id, kind, made_at, title) VALUES (?, ?, 'idea', ?, ?)",
    teamChannelId,
    id,
    Date.now() - 86_400_000,
    title,
  );
}

async function trackRecordTitles(cookie: string): Promise<string[]> {
  const response = await get("/api/track-record", { cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { suggestions: { title: string }[] };
  return body.suggestions.map((s) => s.title);
}

describe("a workspace's own store", () => {
  it("holds that workspace's rows only: another account's requests never see them", async () => {
    const aCookie = await signUp("store-a@example.com");
    const bCookie = await signUp("store-b@example.com");
    const a = await workspaceOf("store-a@example.com");
    const b = await workspaceOf("store-b@example.com");
    await keep(a, "a-1", "Only A kept this idea");

    expect(await trackRecordTitles(aCookie)).toEqual(["Only A kept this idea"]);
    expect(await trackRecordTitles(bCookie)).toEqual([]);
    // Not in B's store, and A's row is not in the control database either.
    expect(await storeCount(b, "SELECT count(*) FROM track_record")).toBe(0);
    const d1Tables = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'track_record'",
    ).all();
    expect(d1Tables.results).toHaveLength(0);
  });

  it("migrates on first open, and an old store opens after a new migration with its rows", async () => {
    const ws = crypto.randomUUID();
    await keep(ws, "kept-before", "Kept before the new migration");
    const usage = await stub(ws).usage();
    expect(usage.rows).toEqual({
      track_record: 1,
      conversations: 0,
      conversation_messages: 0,
      rpm_analyses: 0,
      description_rewrites: 0,
      forecasts: 0,
      thumbnail_metrics: 0,
      optimizer_runs: 0,
      ab_tests: 0,
      ab_test_variants: 0,
      video_stats: 0,
      videos: 0,
      channels: 0,
      comments: 0,
      comment_scores: 0,
      idea_batches: 0,
      idea_dismissals: 0,
      series: 0,
      series_dismissals: 0,
      series_videos: 0,
      series_library_runs: 0,
      video_analytics: 0,
      daily_analytics: 0,
      traffic_sources: 0,
      comment_reads: 0,
      video_reach_days: 0,
      ab_test_days: 0,
      ab_test_images: 0,
    });

    const next = {
      version: STORE_SCHEMA_VERSION + 1,
      name: "test_notes",
      statements: ["CREATE TABLE test_notes (workspace_id text NOT NULL, note text NOT NULL)"],
    };
    const applied = await runInDurableObject(stub(ws), (_instance, state) => ({
      first: migrateStore(state.storage, [...STORE_MIGRATIONS, next]),
      again: migrateStore(state.storage, [...STORE_MIGRATIONS, next]),
      versions: [
        ...state.storage.sql.exec<{ version: number }>("SELECT version FROM _store_migrations ORDER BY version"),
      ].map((r) => r.version),
    }));
    expect(applied.first).toEqual([next.version]);
    expect(applied.again).toEqual([]);
    expect(applied.versions).toEqual([...STORE_MIGRATIONS.map((m) => m.version), next.version]);
    expect(await storeCount(ws, "SELECT count(*) FROM track_record WHERE id = 'kept-before'")).toBe(1);
    expect(await storeCount(ws, "SELECT count(*) FROM test_notes")).toBe(0);
  });

  it("made before its videos had their whole row (version 9), migrates with them and the product reads them", async () => {
    const ws = crypto.randomUUID();
    const before = await runInDurableObject(stub(ws), async (_instance, state) => {
      // The store as version 9 left it: a video with its channel, publication and title only.
      await state.storage.deleteAll();
      const early = migrateStore(
        state.storage,
        STORE_MIGRATIONS.filter((m) => m.version <= 9),
      );
      state.storage.sql.exec(
        "INSERT INTO videos (workspace_id, id, channel_id, published_at, title) VALUES (?, 'vid-old', 'UCold', ?, 'Filmed before')",
        ws,
        Date.UTC(2026, 0, 5),
      );
      return { early, now: migrateStore(state.storage, STORE_MIGRATIONS) };
    });
    expect(before.early).toEqual(STORE_MIGRATIONS.filter((m) => m.version <= 9).map((m) => m.version));
    expect(before.now).toEqual(STORE_MIGRATIONS.filter((m) => m.version > 9).map((m) => m.version));
    expect(
      await storeRows(
        ws,
        "SELECT id, title, description, tags, duration_seconds, is_short, view_count, like_count, stats_updated_at FROM videos",
      ),
    ).toEqual([["vid-old", "Filmed before", "", "[]", 0, 0, 0, null, null]]);
    const [upload] = await uploadsOf(getDb(env), ws, "UCold");
    expect(upload).toMatchObject({ id: "vid-old", title: "Filmed before", tags: [], isShort: false, viewCount: 0 });
    expect(upload!.publishedAt.toISOString()).toBe("2026-01-05T00:00:00.000Z");
  });

  it("keeps a foreign key between its own tables: a series' videos go with it, and none without a series", async () => {
    const ws = crypto.randomUUID();
    const video = (id: string, seriesId: string) =>
      storeRun(
        ws,
        "INSERT INTO series_videos (workspace_id, id, series_id, position, title, status) VALUES (?, ?, ?, 0, 'Part 1', 'planned')",
        ws,
        id,
        seriesId,
      );
    await storeRun(
      ws,
      "INSERT INTO series (workspace_id, id, title, topics, source, updated_at) VALUES (?, 's-1', 'Van build', '[]', 'manual', 0)",
      ws,
    );
    await video("v-1", "s-1");
    await expect(video("v-orphan", "no-such-series")).rejects.toThrow(/FOREIGN KEY/i);
    await storeRun(ws, "DELETE FROM series WHERE workspace_id = ? AND id = 's-1'", ws);
    expect(await storeCount(ws, "SELECT count(*) FROM series_videos")).toBe(0);
  });

  it("is emptied after its workspace is deleted, and the deletion stays on record", async () => {
    const cookie = await signUp("store-leaving@example.com");
    await signUp("store-staying@example.com");
    const leaving = await workspaceOf("store-leaving@example.com");
    const staying = await workspaceOf("store-staying@example.com");
    await keep(leaving, "l-1", "Leaving soon");
    await keep(staying, "s-1", "Staying here");

    const response = await postForm("/account", { intent: "delete-account", password: PASSWORD }, { cookie });
    expect(response.status).toBe(302);
    // The trigger noted it; nothing is deleted from the store until the job runs.
    const pending = await env.DB.prepare("SELECT store_deleted_at AS done FROM store_deletions WHERE workspace_id = ?")
      .bind(leaving)
      .first<{ done: number | null }>();
    expect(pending).toEqual({ done: null });

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "7 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    let done: number | null = null;
    for (let i = 0; i < 100 && done === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done =
        (
          await env.DB.prepare("SELECT store_deleted_at AS done FROM store_deletions WHERE workspace_id = ?")
            .bind(leaving)
            .first<{ done: number | null }>()
        )?.done ?? null;
    }
    expect(done).not.toBeNull();
    const left = await stub(leaving).usage();
    expect(Object.values(left.rows).reduce((sum, n) => sum + n, 0)).toBe(0);
    // The other account's store is untouched.
    expect(await storeCount(staying, "SELECT count(*) FROM track_record")).toBe(1);
  });

  it("keeps the record of a personal workspace's deletion; a demo's goes a week after its store did", async () => {
    const demo = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO workspaces (id, kind, expires_at) VALUES (?, 'demo', 0)").bind(demo).run();
    await env.DB.prepare("DELETE FROM workspaces WHERE id = ?").bind(demo).run();
    const personal = await workspaceOf("store-leaving@example.com").catch(() => null);
    expect(personal).toBeNull();
    const kinds = await env.DB.prepare("SELECT kind FROM store_deletions WHERE workspace_id = ?").bind(demo).first();
    expect(kinds).toEqual({ kind: "demo" });
    // Both stores emptied 8 days ago.
    const longAgo = Date.now() - 8 * 86_400_000;
    await env.DB.prepare("UPDATE store_deletions SET store_deleted_at = ?").bind(longAgo).run();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "45 3 * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT kind FROM store_deletions ORDER BY kind").all<{ kind: string }>();
    expect(left.results.map((r) => r.kind)).not.toContain("demo");
    expect(left.results.map((r) => r.kind)).toContain("personal");
  });
});
