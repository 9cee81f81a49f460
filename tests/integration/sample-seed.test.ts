import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_ANCHOR } from "~/dev/sample-world/generator";
import { SAMPLE_WORKSPACE_ID } from "~/features/channel-data/sample-workspace";
import { get, pageText, postForm, sessionCookieFrom } from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";

const count = async (table: string, teamChannelId: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE workspace_id = ?`)
      .bind(teamChannelId)
      .first<{ n: number }>()
  )?.n ?? 0;

async function demoWorkspace(cookie: string) {
  const token = cookie.split("=")[1]!;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const id = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const row = await env.DB.prepare(
    "SELECT u.workspace_id AS ws FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?",
  )
    .bind(id)
    .first<{ ws: string }>();
  return row!.ws;
}

describe("the sample template", () => {
  it("seeds every part of the sample world, and seeding again changes nothing", async () => {
    await seedSampleTemplate();
    const world = sampleWorld();
    const videos = world.own.videos.length + world.competitors.reduce((n, c) => n + c.videos.length, 0);
    const comments = world.own.comments.length + world.competitors.reduce((n, c) => n + c.comments.length, 0);
    expect(await count("videos", SAMPLE_WORKSPACE_ID)).toBe(videos);
    expect(await count("comments", SAMPLE_WORKSPACE_ID)).toBe(comments);
    expect(await count("channels", SAMPLE_WORKSPACE_ID)).toBe(1 + world.competitors.length);
    expect(await count("video_analytics", SAMPLE_WORKSPACE_ID)).toBe(world.own.videoAnalytics.length);
    await seedSampleTemplate();
    expect(await count("videos", SAMPLE_WORKSPACE_ID)).toBe(videos);
    expect(await count("comments", SAMPLE_WORKSPACE_ID)).toBe(comments);
  });
});

describe("a demo visitor's private copy", () => {
  it("holds the whole sample, moved forward so it ends in the current week", async () => {
    await seedSampleTemplate();
    const cookie = sessionCookieFrom(await postForm("/demo", {}));
    const ws = await demoWorkspace(cookie);
    // The rows a visitor can change are the demo's own; the large read-only ones it reads from
    // the week's shared base (demo-copy.server.ts), which holds them all.
    for (const table of ["channels", "videos", "video_analytics"]) {
      expect(await count(table, ws), table).toBe(await count(table, SAMPLE_WORKSPACE_ID));
    }
    const base = (await env.DB.prepare("SELECT data_workspace_id AS id FROM workspaces WHERE id = ?")
      .bind(ws)
      .first<{ id: string }>())!.id;
    for (const table of ["video_stats", "comments", "daily_analytics"]) {
      expect(await count(table, ws), table).toBe(0);
      expect(await count(table, base), table).toBe(await count(table, SAMPLE_WORKSPACE_ID));
    }
    const newest = async (workspace: string) =>
      (await env.DB.prepare("SELECT max(published_at) AS t FROM videos WHERE workspace_id = ?")
        .bind(workspace)
        .first<{ t: number }>())!.t;
    const shiftDays = ((await newest(ws)) - (await newest(SAMPLE_WORKSPACE_ID))) / 86_400_000;
    // Whole weeks, so weekday patterns stay put, and the sample's "now" lands in the last 7 days.
    expect(shiftDays % 7).toBe(0);
    const shiftedAnchor = Date.parse(SAMPLE_ANCHOR) + shiftDays * 86_400_000;
    expect(Date.now() - shiftedAnchor).toBeGreaterThanOrEqual(0);
    expect(Date.now() - shiftedAnchor).toBeLessThan(7 * 86_400_000);
    const lastDay = async (workspace: string) =>
      (await env.DB.prepare("SELECT max(date) AS d FROM daily_analytics WHERE workspace_id = ? AND video_id = ''")
        .bind(workspace)
        .first<{ d: string }>())!.d;
    expect((Date.parse(await lastDay(base)) - Date.parse(await lastDay(SAMPLE_WORKSPACE_ID))) / 86_400_000).toBe(
      shiftDays,
    );
    const newestComment = async (workspace: string) =>
      (await env.DB.prepare("SELECT max(published_at) AS t FROM comments WHERE workspace_id = ?")
        .bind(workspace)
        .first<{ t: number }>())!.t;
    expect((await newestComment(base)) - (await newestComment(SAMPLE_WORKSPACE_ID))).toBe(shiftDays * 86_400_000);
    const page = await pageText(await get("/account", { cookie }));
    expect(page).toContain("Sample data");
    expect(page).toContain(sampleWorld().own.channel.title);
  });

  it("is private: two visitors get separate copies, and one leaving does not touch the other", async () => {
    await seedSampleTemplate();
    const a = sessionCookieFrom(await postForm("/demo", {}));
    const b = sessionCookieFrom(await postForm("/demo", {}));
    const [wsA, wsB] = [await demoWorkspace(a), await demoWorkspace(b)];
    expect(wsA).not.toBe(wsB);
    await env.DB.prepare("DELETE FROM channels WHERE workspace_id = ? AND role = 'competitor'").bind(wsA).run();
    expect(await count("channels", wsB)).toBe(await count("channels", SAMPLE_WORKSPACE_ID));
    await postForm("/logout", {}, { cookie: a });
    expect(await count("videos", wsA)).toBe(0);
    expect(await count("videos", wsB)).toBe(await count("videos", SAMPLE_WORKSPACE_ID));
    // The shared base B reads its comments from is untouched by A leaving.
    const baseOfB = (await env.DB.prepare("SELECT data_workspace_id AS id FROM workspaces WHERE id = ?")
      .bind(wsB)
      .first<{ id: string }>())!.id;
    expect(await count("comments", baseOfB)).toBe(await count("comments", SAMPLE_WORKSPACE_ID));
  });
});
