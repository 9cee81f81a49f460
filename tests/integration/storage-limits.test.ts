// Demos cannot import Studio files and ask fewer Ask Vidwise questions a day, and a
// free workspace's stored rows are capped (README: comments and imported analytics rows); paid
// plans are not.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_QUESTIONS_PER_DAY, QUESTIONS_PER_DAY } from "~/features/ask-vidwise/limits";
import {
  FREE_MAX_COMMENTS,
  FREE_MAX_IMPORTED_ROWS,
  FREE_MAX_SNAPSHOTS,
  STORAGE_CAPS,
} from "~/features/channel-data/storage-caps.server";
import { writeTotalsCsv } from "~/features/channel-data/studio-import/write-studio";
import {
  ORIGIN,
  demoCookie,
  get,
  pageText,
  postForm,
  postJson,
  signUp,
  storeCount,
  storeRun,
  userIdOf,
  workspaceOf,
} from "../helpers";
import { sampleWorld, seedSampleTemplate } from "../sample";

const own = sampleWorld().own;
const channelDays = own.dailyAnalytics.filter((d) => d.videoYoutubeId === null).length;

function upload(cookie: string, files: { name: string; text: string }[]) {
  const form = new FormData();
  form.set("intent", "import-studio");
  for (const f of files) form.append("files", new File([f.text], f.name, { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}/account`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: ORIGIN },
    redirect: "manual",
  });
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

async function demoWorkspace(cookie: string) {
  const token = cookie.split("=")[1]!;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  const id = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return (await env.DB.prepare(
    "SELECT u.workspace_id AS ws FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?",
  )
    .bind(id)
    .first<{ ws: string }>())!.ws;
}

/** `n` daily rows of a made-up video, one per day, in the workspace's own store: a workspace that already imported that much. */
async function prefillImportedRows(ws: string, n: number) {
  await storeRun(
    ws,
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO daily_analytics (workspace_id, video_id, date, views) SELECT ?, 'prefill-video', date('1900-01-01', '+' || i || ' days'), 1 FROM k`,
    n,
    ws,
  );
}

/** A workspace's daily analytics rows, in its own store where an import writes them. */
const storedDays = (ws: string) => storeCount(ws, "SELECT count(*) FROM daily_analytics WHERE workspace_id = ?", ws);

/** Snapshots already in the workspace's own store, where a sync writes them. */
async function prefillSnapshots(ws: string, n: number) {
  await storeRun(
    ws,
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO video_stats (workspace_id, video_id, captured_at, view_count) SELECT ?, 'prefill-video', i, 1 FROM k`,
    n,
    ws,
  );
}

/** Comments already in the workspace's own store, where a sync writes them. */
async function prefillComments(ws: string, n: number) {
  await storeRun(
    ws,
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO comments (workspace_id, id, video_id, text, published_at) SELECT ?, 'prefill-' || i, 'prefill-video', 'earlier comment', 0 FROM k`,
    n,
    ws,
  );
}

describe("Studio imports in the demo", () => {
  it("are refused with 403 and a clear message, writing nothing; the page shows why instead of the form", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const ws = await demoWorkspace(cookie);
    const before = await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ?", ws);
    const response = await upload(cookie, [{ name: "Totals.csv", text: "Date,Views\n2026-10-01,120\n" }]);
    expect(response.status).toBe(403);
    const message = "Create a real account to import your own YouTube Studio exports.";
    expect(await pageText(response)).toContain(message);
    expect(await count("SELECT count(*) AS n FROM imports WHERE workspace_id = ?", ws)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM daily_analytics WHERE workspace_id = ?", ws)).toBe(before);
    expect(await storedDays(ws)).toBe(0);
    const page = await (await get("/account", { cookie })).text();
    expect(page).toContain(message);
    expect(page).not.toContain('name="files"');
  });
});

describe("a free workspace's imported rows", () => {
  it(`stop at ${FREE_MAX_IMPORTED_ROWS.toLocaleString("en-US")}: a file that would pass it is refused whole, with the numbers`, async () => {
    const cookie = await signUp("free-import@example.com", undefined, { plan: null });
    const ws = await workspaceOf("free-import@example.com");
    await prefillImportedRows(ws, FREE_MAX_IMPORTED_ROWS - 10);
    const response = await upload(cookie, [{ name: "Totals.csv", text: writeTotalsCsv(own) }]);
    expect(response.status).toBe(400);
    const total = FREE_MAX_IMPORTED_ROWS - 10 + channelDays;
    expect(await pageText(response)).toContain(
      `This import would bring your workspace to ${total.toLocaleString("en-US")} imported rows; the free plan keeps at most ${FREE_MAX_IMPORTED_ROWS.toLocaleString("en-US")}. Nothing was imported.`,
    );
    expect(await storedDays(ws)).toBe(FREE_MAX_IMPORTED_ROWS - 10);
    // A file within the cap still imports.
    const small = await upload(cookie, [{ name: "Totals.csv", text: "Date,Views\n2026-10-01,120\n2026-10-02,150\n" }]);
    expect(small.status).toBe(200);
    expect(await storedDays(ws)).toBe(FREE_MAX_IMPORTED_ROWS - 8);
  });

  it("are not capped on a paid plan", async () => {
    const cookie = await signUp("paid-import@example.com");
    const ws = await workspaceOf("paid-import@example.com");
    await prefillImportedRows(ws, FREE_MAX_IMPORTED_ROWS - 10);
    const response = await upload(cookie, [{ name: "Totals.csv", text: writeTotalsCsv(own) }]);
    expect(response.status).toBe(200);
    expect(await storedDays(ws)).toBe(FREE_MAX_IMPORTED_ROWS - 10 + channelDays);
  });
});

describe("a paid workspace's caps (paid plans get caps too)", () => {
  it("Starter keeps 200,000 imported rows: a file past it is refused whole, naming the plan and the way to keep more", async () => {
    const cap = STORAGE_CAPS.starter.importedRows;
    expect(cap).toBe(200_000);
    const cookie = await signUp("starter-import@example.com", undefined, { plan: "starter" });
    const ws = await workspaceOf("starter-import@example.com");
    await prefillImportedRows(ws, cap - 10);
    const response = await upload(cookie, [{ name: "Totals.csv", text: writeTotalsCsv(own) }]);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(
      `This import would bring your workspace to ${(cap - 10 + channelDays).toLocaleString("en-US")} imported rows; the Starter plan keeps at most 200,000. Nothing was imported. Export a shorter date range or fewer videos, or upgrade your plan to keep more.`,
    );
    expect(await storedDays(ws)).toBe(cap - 10);
  });

  it("Creator+, the top plan, is capped too and is not told to upgrade", async () => {
    const cap = STORAGE_CAPS.creator.importedRows;
    const cookie = await signUp("creator-import@example.com", undefined, { plan: "creator" });
    const ws = await workspaceOf("creator-import@example.com");
    await prefillImportedRows(ws, cap - 10);
    const response = await upload(cookie, [{ name: "Totals.csv", text: writeTotalsCsv(own) }]);
    expect(response.status).toBe(400);
    const text = await pageText(response);
    expect(text).toContain("the Creator+ plan keeps at most 1,000,000. Nothing was imported.");
    expect(text).not.toContain("upgrade your plan");
  });
});

describe("Account Settings' Storage card", () => {
  it("shows each kind of row against the plan's cap, and at a cap says what happens", async () => {
    const cookie = await signUp("storage-card@example.com", undefined, { plan: null });
    const ws = await workspaceOf("storage-card@example.com");
    // The page's words without its markup (the figures sit in their own elements).
    const words = async () => (await pageText(await get("/account", { cookie }))).replace(/<[^>]*>/g, "");
    const under = await words();
    expect(under).toContain("What this workspace keeps on the free plan.");
    expect(under).toContain("0 of 25,000 comments");
    expect(under).toContain("0 of 100,000 view snapshots");
    expect(under).not.toContain("at the free plan's cap");

    await prefillComments(ws, FREE_MAX_COMMENTS);
    const full = await words();
    expect(full).toContain("25,000 of 25,000 comments");
    expect(full).toContain(
      "Your workspace is at the free plan's cap for comments: new ones are not stored (existing ones and your videos' current counts are still updated).",
    );
    expect(full).toContain("Upgrade your plan to keep more.");
  });
});

async function waitForSync(cookie: string) {
  for (let i = 0; i < 300; i++) {
    const body = (await (await get("/api/channel", { cookie })).json()) as { sync: { status: string } };
    if (body.sync.status === "done" || body.sync.status === "failed") return body.sync.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("sync did not finish");
}

describe("a free workspace's comments and snapshots", () => {
  it(`stop at ${FREE_MAX_COMMENTS.toLocaleString("en-US")} and ${FREE_MAX_SNAPSHOTS.toLocaleString("en-US")}: a sync stores new ones only up to the caps`, async () => {
    const cookie = await signUp("free-comments@example.com", undefined, { plan: null });
    const ws = await workspaceOf("free-comments@example.com");
    await prefillComments(ws, FREE_MAX_COMMENTS - 5);
    await prefillSnapshots(ws, FREE_MAX_SNAPSHOTS - 7);
    await postForm("/account", { intent: "connect-channel", channel: `@${own.channel.handle}` }, { cookie });
    expect(await waitForSync(cookie)).toBe("done");
    expect(await storeCount(ws, "SELECT count(*) FROM comments WHERE workspace_id = ?", ws)).toBe(FREE_MAX_COMMENTS);
    expect(
      await storeCount(ws, "SELECT count(*) FROM comments WHERE workspace_id = ? AND id NOT LIKE 'prefill-%'", ws),
    ).toBe(5);
    expect(await storeCount(ws, "SELECT count(*) FROM video_stats WHERE workspace_id = ?", ws)).toBe(
      FREE_MAX_SNAPSHOTS,
    );
    // The videos themselves are all stored, with their current counts.
    expect(
      await storeCount(ws, "SELECT count(*) FROM videos WHERE workspace_id = ? AND view_count > 0", ws),
    ).toBeGreaterThan(7);
  });
});

describe("Ask Vidwise in the demo", () => {
  /** `n` questions asked an hour ago, as the ledger records them. */
  async function pastQuestions(userId: string, n: number) {
    const at = Date.now() - 60 * 60_000;
    await env.DB.batch(
      Array.from({ length: n }, (_, i) =>
        env.DB.prepare("INSERT INTO ask_questions (user_id, asked_at) VALUES (?, ?)").bind(userId, at + i),
      ),
    );
  }

  it(`answers ${DEMO_QUESTIONS_PER_DAY} questions a day (a real account: ${QUESTIONS_PER_DAY}), then says when to try again`, async () => {
    const cookie = await demoCookie();
    const ws = await demoWorkspace(cookie);
    const demoUser = (await env.DB.prepare("SELECT id FROM users WHERE workspace_id = ?")
      .bind(ws)
      .first<{ id: string }>())!.id;
    await pastQuestions(demoUser, DEMO_QUESTIONS_PER_DAY);
    const refused = await postJson("/api/ask", { message: "When should I upload?" }, { cookie });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `You have asked ${DEMO_QUESTIONS_PER_DAY} questions in the last 24 hours. Please try again in 23 hours.`,
    );

    const real = await signUp("asks-more@example.com");
    await pastQuestions(await userIdOf("asks-more@example.com"), DEMO_QUESTIONS_PER_DAY);
    expect((await postJson("/api/ask", { message: "When should I upload?" }, { cookie: real })).status).toBeLessThan(
      400,
    );
  });
});
