// Changes on YouTube through the Worker against the offline fakes: Connect with Google asks for the
// write scope only with "Allow Vidwise to make changes on YouTube"; without that consent nothing is
// written and the refusal says what to allow; with it a title is set on YouTube (the fake's
// videos.list shows it), counted against the write budget and kept in the team's activity log with
// who caused it; a viewer writes nothing, a spent budget sends nothing, and a deleted account's
// address leaves the log.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOGLE_SCOPES } from "~/features/google-connection/messages";
import { changesAllowed, writeBudgetLeft, writeToYouTube } from "~/features/youtube-actions/index.server";
import { getDb } from "~/lib/db/client.server";
import { quotaDay } from "~/features/channel-data/index";
import { sampleWorld } from "../sample";
import { googleWorker } from "../google-worker";
import { joinWorkspace, postForm, signUp, userIdOf, workspaceOf } from "../helpers";

const {
  googleEnv,
  call,
  connectGoogle: connect,
  writesMade,
  titleOnYouTube,
} = googleWorker({
  ADMIN_EMAILS: "writes-owner@example.com",
});

async function connectionRow(teamChannelId: string) {
  return env.DB.prepare("SELECT scopes, changes_allowed FROM google_connections WHERE workspace_id = ?")
    .bind(teamChannelId)
    .first<{ scopes: string; changes_allowed: number }>();
}

async function auditEntries(teamId: string) {
  return (
    await env.DB.prepare(
      "SELECT actor_email, target FROM audit_log WHERE workspace_id = ? AND action = 'youtube-write'",
    )
      .bind(teamId)
      .all<{ actor_email: string; target: string }>()
  ).results;
}

describe("changes on YouTube", () => {
  it("are made only with consent, set the title on YouTube, are counted and logged with who caused them", async () => {
    const email = "writes-owner@example.com";
    const cookie = await signUp(email);
    const teamId = await workspaceOf(email);
    const ownerId = await userIdOf(email);
    const db = getDb(env);
    const video = sampleWorld().own.videos[0]!;

    // Read-only first: the write scope is not asked for, and nothing can be written.
    const readOnly = await connect(cookie, {});
    expect(readOnly.location).toBe("/account?google=connected");
    expect((await connectionRow(teamId))!.scopes).not.toContain(GOOGLE_SCOPES.changes);
    expect(await changesAllowed(db, teamId)).toBe(false);
    const before = (await writesMade()).length;
    await expect(
      writeToYouTube(googleEnv(), db, {
        teamId,
        actorUserId: ownerId,
        call: { method: "videos.update", videoId: video.youtubeId, title: "Never written" },
      }),
    ).rejects.toMatchObject({
      code: "forbidden",
      message: expect.stringContaining("Allow Vidwise to make changes on YouTube"),
    });
    expect((await writesMade()).length).toBe(before);

    // Reconnecting with the box ticked adds consent to the same connection.
    const withChanges = await connect(cookie, { allowChanges: "1" });
    expect(withChanges.location).toBe("/account?google=connected-changes");
    expect((await connectionRow(teamId))!.scopes).toContain(GOOGLE_SCOPES.changes);
    expect(await changesAllowed(db, teamId)).toBe(true);
    const account = await (await call("GET", "/account", { cookie })).text();
    expect(account).toContain("Allow Vidwise to make changes on YouTube");
    expect(account).toMatch(/Changes on YouTube<\/dt><dd[^>]*>Allowed/);

    const left = await writeBudgetLeft(googleEnv(), db, teamId);
    const result = await writeToYouTube(googleEnv(), db, {
      teamId,
      actorUserId: ownerId,
      call: { method: "videos.update", videoId: video.youtubeId, title: "A better title, tested" },
    });
    expect(result.units).toBeGreaterThanOrEqual(50);
    expect(await titleOnYouTube(video.youtubeId)).toBe("A better title, tested");
    expect((await writesMade()).at(-1)).toMatchObject({ method: "videos.update", videoId: video.youtubeId });
    expect((await writeBudgetLeft(googleEnv(), db, teamId)).team).toBe(left.team - 2);
    const logged = await auditEntries(teamId);
    expect(logged).toEqual([
      { actor_email: email, target: `Title of video ${video.youtubeId} set to "A better title, tested"` },
    ]);
    const log = await (await call("GET", "/account", { cookie })).text();
    expect(log).toContain("A better title, tested");
    // The operator sees it in the admin's quota section, apart from the reads.
    const admin = (await (await call("GET", "/admin", { cookie })).text()).replaceAll("<!-- -->", "");
    expect(admin).toContain("Changes on YouTube (writes)");
    expect(admin).toMatch(
      /Today 1 write by 1 workspace: 51 of the 1,500 units kept for writes \(30 writes of 50 units/,
    );

    // A viewer causes nothing, whatever the consent.
    const viewer = "writes-viewer@example.com";
    await signUp(viewer);
    await joinWorkspace(viewer, teamId, "viewer");
    await expect(
      writeToYouTube(googleEnv(), db, {
        teamId,
        actorUserId: await userIdOf(viewer),
        call: { method: "videos.update", videoId: video.youtubeId, title: "Viewer title" },
      }),
    ).rejects.toMatchObject({ code: "forbidden" });

    // A spent budget sends nothing and says when it renews.
    const sent = (await writesMade()).length;
    await expect(
      writeToYouTube(googleEnv({ YOUTUBE_TEAM_DAILY_WRITE_UNITS: "60" }), db, {
        teamId,
        actorUserId: ownerId,
        call: { method: "videos.update", videoId: video.youtubeId, title: "Over budget" },
      }),
    ).rejects.toMatchObject({ code: "rate-limited", message: expect.stringContaining("renews at") });
    expect((await writesMade()).length).toBe(sent);
    expect(await titleOnYouTube(video.youtubeId)).toBe("A better title, tested");
  });

  it("leave the reads their budget: writes fit in what Google's allowance leaves beside them", async () => {
    const email = "writes-allowance@example.com";
    await signUp(email);
    const teamId = await workspaceOf(email);
    const day = quotaDay(new Date());
    const left = () => writeBudgetLeft(googleEnv(), getDb(env), teamId);
    const reads = (units: number) =>
      env.DB.prepare("INSERT OR REPLACE INTO quota_usage (day, bucket, used) VALUES (?, 'units', ?)")
        .bind(day, units)
        .run();
    const spentByWrites = (await env.DB.prepare("SELECT coalesce(sum(units), 0) AS n FROM youtube_writes WHERE day = ?")
      .bind(day)
      .first<{ n: number }>())!.n;
    await reads(8_000);
    expect((await left()).deployment).toBe(Math.floor((1_500 - spentByWrites) / 50));
    // Reads at their 9,000: the 1,000 left of Google's 10,000 (less what writes spent) are 20 writes at most.
    await reads(9_000);
    expect((await left()).deployment).toBe(Math.floor((1_000 - spentByWrites) / 50));
    await reads(9_990);
    expect((await left()).deployment).toBe(0);
    await reads(0);
  });

  it("keep a deleted manager's change in the log without their address", async () => {
    const owner = "writes-owner2@example.com";
    const cookie = await signUp(owner);
    const teamId = await workspaceOf(owner);
    await connect(cookie, { allowChanges: "1" });
    const manager = "writes-manager@example.com";
    const managerCookie = await signUp(manager);
    await joinWorkspace(manager, teamId, "manager");
    const video = sampleWorld().own.videos[1]!;
    await writeToYouTube(googleEnv(), getDb(env), {
      teamId,
      actorUserId: await userIdOf(manager),
      call: { method: "videos.update", videoId: video.youtubeId, title: "Set by the manager" },
    });
    expect((await auditEntries(teamId))[0]!.actor_email).toBe(manager);

    // Back in their own workspace, the manager deletes their account.
    await env.DB.prepare("UPDATE users SET acting_workspace_id = NULL WHERE email = ?").bind(manager).run();
    const deleted = await postForm(
      "/account",
      { intent: "delete-account", password: "correct horse battery" },
      { cookie: managerCookie },
    );
    expect(deleted.status).toBeLessThan(400);
    const after = await auditEntries(teamId);
    expect(after).toHaveLength(1);
    expect(after[0]!.actor_email).toBe("a deleted account");
    expect(after[0]!.target).toContain("Set by the manager");
  });
});
