// Spam held for review on YouTube in bulk, through the Worker against the offline fakes: refused
// without consent (the answer says what to allow) and for a viewer, a demo or an API token; with
// consent every comment of the own channel read as spam is held in calls of at most 50 ids, the
// page lists them, and Release publishes one again, which a later hold leaves alone.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { detectSpam } from "~/features/comment-sentiment/engine/spam";
import { holdsAsSpam } from "~/features/comment-sentiment/engine/spam-hold";
import { tokenize } from "~/features/comment-sentiment/engine/tokenize";
import { YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import { holdSpam } from "~/features/youtube-actions/index.server";
import { getDb } from "~/lib/db/client.server";
import { googleWorker } from "../google-worker";
import { count, joinWorkspace, signUp, storeCount, storeRows, userIdOf, waitForSyncs, workspaceOf } from "../helpers";

const { call, connectGoogle: connect, fakeYouTube: fake, googleEnv, writesMade } = googleWorker();

const moderation = () => fake<{ statuses: Record<string, string> }>("/__moderation");
const moderationCalls = async () => (await writesMade()).filter((w) => w.method === "comments.setModerationStatus");

/** A new owner whose channel is connected with consent to changes, and synced. */
async function ownerAllowingChanges(email: string) {
  const cookie = await signUp(email);
  const teamChannelId = await workspaceOf(email);
  await connect(cookie, { allowChanges: "1" });
  await waitForSyncs(teamChannelId);
  return { cookie, teamChannelId };
}

describe("holding spam for review on YouTube", () => {
  it("needs consent, holds the channel's spam in batches of 50, lists it, and releases one back", async () => {
    const email = "spam-hold-owner@example.com";
    const cookie = await signUp(email);
    const teamChannelId = await workspaceOf(email);
    await connect(cookie, {});
    await waitForSyncs(teamChannelId);

    const calls0 = (await moderationCalls()).length;
    const refused = await call("POST", "/api/comments/hold-spam", { cookie, json: {} });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("Allow Vidwise to make changes on YouTube");
    expect((await moderationCalls()).length).toBe(calls0);
    const page0 = await (await call("GET", "/comment-sentiment", { cookie })).text();
    expect(page0).toContain("Hold spam for review on YouTube");
    expect(page0).toContain('data-testid="spam-hold-consent"');

    await connect(cookie, { allowChanges: "1" });
    const response = await call("POST", "/api/comments/hold-spam", { cookie, json: {} });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as { held: number; found: number };
    expect(outcome.held).toBeGreaterThan(0);
    expect(outcome.found).toBe(outcome.held);
    const calls = (await moderationCalls()).slice(calls0);
    expect(calls.length).toBe(Math.ceil(outcome.held / 50));
    expect(calls.every((c) => c.status === "heldForReview" && c.ids!.length <= 50)).toBe(true);
    const heldIds = calls.flatMap((c) => c.ids!);
    expect(heldIds).toHaveLength(outcome.held);
    const statuses = (await moderation()).statuses;
    expect(heldIds.every((id) => statuses[id] === "heldForReview")).toBe(true);

    // The list, on /api and on the page, with a Release button per comment.
    const listed = (await (await call("GET", "/api/comments/held", { cookie })).json()) as {
      total: number;
      comments: { id: string }[];
    };
    expect(listed.total).toBe(outcome.held);
    const page = (await (await call("GET", "/comment-sentiment", { cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(`Held for review by Vidwise: ${outcome.held} comment`);
    expect(page.match(/>Release<\/button>/g)?.length).toBe(Math.min(outcome.held, 100));

    // Release through the page's form (no JavaScript), then through /api.
    const first = listed.comments[0]!.id;
    const released = await call("POST", "/comment-sentiment", { cookie, form: { intent: "release", id: first } });
    expect(released.status).toBe(200);
    expect((await moderation()).statuses[first]).toBe("published");
    if (listed.comments[1]) {
      const second = listed.comments[1].id;
      const api = await call("POST", "/api/comments/release", { cookie, json: { ids: [second] } });
      expect(api.status).toBe(200);
      expect((await moderation()).statuses[second]).toBe("published");
    }
    const again = await call("POST", "/api/comments/release", { cookie, json: { ids: [first] } });
    expect(again.status).toBe(404);
    const bad = await call("POST", "/api/comments/release", { cookie, json: { ids: [] } });
    expect(bad.status).toBe(400);

    // A second hold leaves alone what is held and what the creator released.
    const before = (await moderationCalls()).length;
    const second = (await (await call("POST", "/api/comments/hold-spam", { cookie, json: {} })).json()) as {
      held: number;
    };
    expect(second.held).toBe(0);
    expect((await moderationCalls()).length).toBe(before);
    expect((await moderation()).statuses[first]).toBe("published");

    // A drafted reply to a viewer's question or request is posted only when Send is pressed.
    const inserts = async () =>
      (await fake<{ method: string; parentId?: string; text?: string }[]>("/__writes")).filter(
        (w) => w.method === "comments.insert",
      );
    const sentBefore = (await inserts()).length;
    const withReplies = (await (await call("GET", "/comment-sentiment", { cookie })).text()).replaceAll("<!-- -->", "");
    expect(withReplies).toContain("Reply to viewers");
    expect((await inserts()).length).toBe(sentBefore);
    const parentId = /name="parentId" value="([^"]+)"/.exec(withReplies)![1]!;
    const sent = await call("POST", "/comment-sentiment", {
      cookie,
      form: { intent: "reply", parentId, text: "Thanks for asking! It is on my list." },
    });
    expect(sent.status).toBe(200);
    expect((await inserts()).at(-1)).toMatchObject({ parentId, text: "Thanks for asking! It is on my list." });

    // A viewer, and a bearer token, change nothing.
    const viewer = "spam-hold-viewer@example.com";
    const viewerCookie = await signUp(viewer);
    await joinWorkspace(viewer, teamChannelId, "viewer");
    expect((await call("POST", "/api/comments/hold-spam", { cookie: viewerCookie, json: {} })).status).toBe(403);
    expect(
      (
        await call("POST", "/api/comments/release", {
          cookie: viewerCookie,
          json: { ids: [listed.comments[2]?.id ?? first] },
        })
      ).status,
    ).toBe(403);
    const token = await call("POST", "/api/comments/hold-spam", {
      json: {},
      headers: { authorization: "Bearer vw_not_a_real_token" },
    });
    expect(token.status).toBeGreaterThanOrEqual(400);
    expect(token.status).toBeLessThan(500);
    expect((await moderationCalls()).length).toBe(before);
  });

  it("forgets a spam comment deleted on YouTube since it was read, and holds the rest", async () => {
    const email = "spam-hold-deleted@example.com";
    const { cookie, teamChannelId } = await ownerAllowingChanges(email);
    const tops = (await storeRows(
      teamChannelId,
      "SELECT id, text FROM comments WHERE workspace_id = ? AND parent_id IS NULL ORDER BY id",
      teamChannelId,
    )) as [string, string][];
    const gone = tops.find(([, text]) => holdsAsSpam(detectSpam(text, tokenize(text)).evidence))![0];
    expect((await fake<{ deleted: boolean }>(`/__comments/delete?id=${gone}`)).deleted).toBe(true);
    const calls0 = (await moderationCalls()).length;
    try {
      const response = await call("POST", "/api/comments/hold-spam", { cookie, json: {} });
      expect(response.status).toBe(200);
      const outcome = (await response.json()) as { held: number; found: number; gone: number; notHeld: number };
      expect(outcome).toMatchObject({ gone: 1, notHeld: 0 });
      expect(outcome.held).toBe(outcome.found - 1);
      const written = (await moderationCalls()).slice(calls0).flatMap((c) => c.ids!);
      expect(written).toHaveLength(outcome.held);
      expect(written).not.toContain(gone);
      // Forgotten with its score: no tool counts it again, and the next hold does not try it.
      expect(await storeCount(teamChannelId, "SELECT COUNT(*) FROM comments WHERE id = ?", gone)).toBe(0);
      expect(await storeCount(teamChannelId, "SELECT COUNT(*) FROM comment_scores WHERE comment_id = ?", gone)).toBe(0);
      // One comments.list call (1 unit) said which comment was gone.
      expect(
        await count(
          "SELECT COALESCE(SUM(calls), 0) AS n FROM quota_ledger WHERE workspace_id = ? AND feature = 'youtube-changes' AND method = 'comments.list'",
          teamChannelId,
        ),
      ).toBe(1);
      const page = (
        await (await call("POST", "/comment-sentiment", { cookie, form: { intent: "hold-spam" } })).text()
      ).replaceAll("<!-- -->", "");
      expect(page).toContain("Every comment read as spam is held already");
    } finally {
      await fake(`/__comments/restore?id=${gone}`);
    }
  });

  it("leaves a batch as it is when YouTube will not say which of its comments is gone, and holds the others", async () => {
    const email = "spam-hold-unknown@example.com";
    const { teamChannelId } = await ownerAllowingChanges(email);
    const rows = (await storeRows(
      teamChannelId,
      "SELECT id, video_id, text FROM comments WHERE workspace_id = ? AND parent_id IS NULL ORDER BY id LIMIT 51",
      teamChannelId,
    )) as [string, string, string][];
    const comments = rows.map(([id, videoId, text]) => ({ id, videoId, text }));
    const gone = comments[0]!.id;
    await fake(`/__comments/delete?id=${gone}`);
    const forgotten: string[] = [];
    try {
      const who = { teamId: teamChannelId, teamChannelId, actorUserId: await userIdOf(email) };
      const outcome = await holdSpam(googleEnv(), getDb(env), who, comments, {
        // An answer that names none of the batch cannot tell which comment is gone.
        stillOnYouTube: async () => [],
        forget: async (ids) => void forgotten.push(...ids),
      });
      expect(outcome).toEqual({ held: 1, notHeld: 50, gone: 0, message: YOUTUBE_ACTION_MESSAGES.commentGoneUnknown });
      expect(forgotten).toEqual([]);
      expect(await storeCount(teamChannelId, "SELECT COUNT(*) FROM comments WHERE id = ?", gone)).toBe(1);
    } finally {
      await fake(`/__comments/restore?id=${gone}`);
    }
  });
});
