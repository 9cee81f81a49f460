// Opening Comment Sentiment reads the scores an Analyze run stored instead of scoring every comment
// again. The Worker's own modules cannot be counted from here (a test's mocks do not reach SELF),
// so what was scored is shown by the scores themselves: a stored score changed by hand is what the
// page shows, so the page did not score that comment again; a score from an older engine is not.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { channelDataToStore, get, pageText, postForm, signUp, storeCount, storeRun, workspaceOf } from "../helpers";

const VIDEO = "vidStored001";
const TEXTS = [
  "This is the best video ever, absolutely amazing!",
  "Great build but the audio is echoey",
  "Could you make a video about home server backups?",
  "what mic do you use?",
  "Not helpful at all, the steps don't work",
  "Nice explanation, thanks",
];

async function insertComments(ws: string, texts: readonly string[], from: number) {
  const now = Date.now();
  await env.DB.batch(
    texts.map((text, i) =>
      env.DB.prepare(
        "INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, like_count, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        ws,
        `${VIDEO}-c${from + i}`,
        VIDEO,
        `Viewer ${from + i}`,
        `UCviewerStored${from + i}`,
        text,
        i,
        now - 3_600_000 * (i + 1),
      ),
    ),
  );
  await channelDataToStore(ws);
}

/** A Creator account whose own channel has one video with TEXTS as its comments, not analysed yet. */
async function workspaceWithComments() {
  const email = `sentiment-stored-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signUp(email, undefined, { plan: "creator" });
  const ws = await workspaceOf(email);
  const channel = `UC${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, ?, 'own', 'Mine', ?)",
    ).bind(ws, channel, `UU${channel.slice(2)}`),
    env.DB.prepare(
      "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, ?, ?, 'My home server tour', ?)",
    ).bind(ws, VIDEO, channel, Date.now() - 3 * 86_400_000),
  ]);
  await insertComments(ws, TEXTS, 0);
  return { cookie, ws };
}

/** What the page shows: its markup without the scripts (the data they carry names the request) and nonces. */
const shown = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "").replace(/ nonce="[^"]*"/g, "");

const analysedCount = (page: string) =>
  Number(page.match(/Comments Analyzed<\/dt><dd[^>]*>([\d,]+)/)![1]!.replace(/,/g, ""));

/** Every stored score of the workspace's comments turned into a strong negative one, as no engine reads these texts. */
const MADE_UP = "label = 'negative', compound = -0.9";

describe("the Comment Sentiment page after a run", () => {
  it("shows the stored scores without scoring them again, and the next run scores only a new comment", async () => {
    const { cookie, ws } = await workspaceWithComments();
    const run = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(await pageText(run)).toContain(`Analyzed ${TEXTS.length} new comments.`);
    const scoredPage = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(analysedCount(scoredPage)).toBe(TEXTS.length);
    expect(scoredPage).not.toMatch(/\D0\.0\/10/);

    await storeRun(ws, `UPDATE comment_scores SET ${MADE_UP}`);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    // All negative: a score of 0.0, from the stored readings; scored again, the texts would not be.
    expect(page).toMatch(/\D0\.0\/10/);
    expect(page).toContain("Breakdown per video");

    // A comment that arrived after the run: the page view counts it as waiting, as before, and
    // the next Analyze scores it alone, leaving the stored scores as they are.
    await insertComments(ws, ["Thank you, this helped me set up my NAS"], TEXTS.length);
    const later = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(analysedCount(later)).toBe(TEXTS.length);
    const again = await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    expect(await pageText(again)).toContain("Analyzed 1 new comment.");
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores WHERE compound = -0.9")).toBe(TEXTS.length);
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores WHERE compound <> -0.9")).toBe(1);
    const after = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    expect(analysedCount(after)).toBe(TEXTS.length + 1);
  });

  it("reads a score an older engine stored afresh", async () => {
    const { cookie, ws } = await workspaceWithComments();
    await postForm("/comment-sentiment", { intent: "analyze" }, { cookie });
    const current = await pageText(await get("/comment-sentiment?period=7d", { cookie }));

    await storeRun(ws, `UPDATE comment_scores SET engine_version = engine_version - 1, ${MADE_UP}`);
    const page = await pageText(await get("/comment-sentiment?period=7d", { cookie }));
    // The older engine's (here made-up) readings are not shown: the page is the current engine's.
    expect(shown(page)).toBe(shown(current));
  });
});
