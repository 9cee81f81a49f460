// The track record through the Worker: the demo's replayed history (computed by the
// forecaster at past dates on the sample channel), GET /api/track-record and the page agree, the
// CSV carries every suggestion, the dashboard shows one line, and a kept suggestion is matched
// only when the creator confirms it, with a plain form (no JavaScript needed).
import type { TitleScore } from "~/features/track-record/engine/titles";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  demoCookie,
  storeCount,
  storeRows,
  storeRun,
  get,
  pageText,
  postForm,
  postJson,
  sessionCookieFrom,
} from "../helpers";
import { seedSampleTemplate } from "../sample";
import { runShowcaseHourlyCron, startShowcaseDemo } from "../showcase";

type Api = {
  forecasts: {
    n: number;
    inside80: number;
    mdape: number | null;
    medianBaselineMdape: number | null;
    sentence: string;
  };
  ideas: { made: number; matched: number; beatMedian: number };
  titles: TitleScore;
  replayed: number;
  awaitingConfirmation: number;
  suggestions: {
    id: string;
    kind: string;
    origin: string;
    title: string;
    matchStatus: string | null;
    upload: { id: string; title: string } | null;
    views28: number | null;
    inside: boolean | null;
    taken: boolean | null;
  }[];
};

async function api(cookie: string, query = ""): Promise<{ status: number; body: Api }> {
  const response = await get(`/api/track-record${query}`, { cookie });
  return { status: response.status, body: (await response.json()) as Api };
}

const SLOW = 180_000;

/** The workspace of the demo started last. */
async function newestDemoWorkspace(): Promise<string> {
  return (await env.DB.prepare(
    "SELECT workspace_id AS ws FROM users WHERE is_demo = 1 ORDER BY created_at DESC LIMIT 1",
  ).first<{ ws: string }>())!.ws;
}
const DAY = 86_400_000;

describe("the demo's replayed history", () => {
  it(
    "scores the forecaster's replayed forecasts, the same on the API, the page, the CSV and the dashboard",
    { timeout: SLOW },
    async () => {
      await seedSampleTemplate();
      await runShowcaseHourlyCron();
      const started = await startShowcaseDemo();
      expect(started.status).toBe(302);
      const cookie = sessionCookieFrom(started);

      const { status, body } = await api(cookie);
      expect(status).toBe(200);
      const f = body.forecasts;
      expect(f.n).toBeGreaterThanOrEqual(10);
      expect(body.replayed).toBeGreaterThanOrEqual(f.n);
      expect(f.inside80 / f.n).toBeGreaterThanOrEqual(0.6);
      expect(f.inside80 / f.n).toBeLessThanOrEqual(0.95);
      expect(Number.isFinite(f.mdape)).toBe(true);
      expect(Number.isFinite(f.medianBaselineMdape)).toBe(true);
      // The replayed rows are the forecaster's, each paired with the upload whose title it forecast.
      const replayed = body.suggestions.filter((s) => s.origin === "replayed");
      expect(
        replayed.every((s) => s.kind === "forecast" && s.matchStatus === "confirmed" && s.upload?.title === s.title),
      ).toBe(true);
      // The showcase's idea batch and its forecasts are kept too, live, waiting for their uploads.
      expect(body.ideas.made).toBeGreaterThanOrEqual(3);
      expect(body.suggestions.some((s) => s.origin === "live" && s.kind === "forecast")).toBe(true);

      const page = await pageText(await get("/track-record", { cookie }));
      expect(page).toContain("Replayed history");
      expect(page).toContain(`${f.inside80} of ${f.n} forecasts landed inside their 80% range`);
      expect(page).toContain("Track Record"); // the sidebar and the title

      const csv = await get("/track-record/suggestions.csv", { cookie });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const lines = (await csv.text()).trim().split("\r\n");
      expect(lines[0]).toContain("Inside 80% range");
      expect(lines.filter((l) => l.includes(",replayed,")).length).toBe(body.replayed);

      // The assistant answers "how accurate have your forecasts been?" from the same ledger.
      const asked = await postJson(
        "/api/ask",
        { message: "How accurate have your forecasts been on my channel?" },
        { cookie },
      );
      expect(asked.status).toBe(200);
      const answer = ((await asked.json()) as { answer: { content: string } }).answer.content;
      expect(answer).toContain(`${f.inside80} of ${f.n} forecasts landed inside their 80% range`);
      expect(answer).toContain("replayed");

      const dashboard = await pageText(await get("/dashboard", { cookie }));
      expect(dashboard).toContain(`Track record (replayed): ${f.inside80} of ${f.n} forecasts landed inside`);
    },
  );
});

describe("matching a kept suggestion", () => {
  it(
    "proposes the upload, scores nothing until the creator confirms, and takes a correction",
    { timeout: SLOW },
    async () => {
      await seedSampleTemplate();
      const cookie = await demoCookie();
      const ws = await newestDemoWorkspace();
      // Nothing kept yet: the page says what to do.
      expect(await pageText(await get("/track-record", { cookie }))).toContain("No suggestions kept yet");

      // A forecast kept 60 days ago for a title close to an upload published after it.
      const upload = (await env.DB.prepare(
        `SELECT v.id, v.title, v.published_at AS at FROM videos v JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id
       WHERE v.workspace_id = ? AND c.role = 'own' AND v.published_at < ? ORDER BY v.published_at DESC LIMIT 1`,
      )
        .bind(ws, Date.now() - 45 * DAY)
        .first<{ id: string; title: string; at: number }>())!;
      await storeRun(
        ws,
        "INSERT INTO track_record (workspace_id, id, kind, made_at, title, low, expected, high) VALUES (?, 'kept-1', 'forecast', ?, ?, 1, 2, 3)",
        ws,
        upload.at - 2 * DAY,
        `${upload.title} (draft)`,
      );

      let { body } = await api(cookie);
      const kept = body.suggestions.find((s) => s.id === "kept-1")!;
      expect(kept.matchStatus).toBe("suggested");
      expect(kept.upload?.id).toBe(upload.id);
      expect(body.forecasts.n).toBe(0); // a proposal is never scored
      const page = await pageText(await get("/track-record", { cookie }));
      expect(page).toContain("Yes, that one");

      // "No": refused, and never proposed again with that upload.
      expect((await postForm("/track-record", { intent: "reject", suggestionId: "kept-1" }, { cookie })).status).toBe(
        200,
      );
      ({ body } = await api(cookie));
      expect(body.suggestions.find((s) => s.id === "kept-1")!.upload?.id ?? null).not.toBe(upload.id);

      // The correction: this upload after all, in one form post (works without JavaScript).
      const confirmed = await postForm(
        "/track-record",
        { intent: "confirm", suggestionId: "kept-1", videoId: upload.id },
        { cookie },
      );
      expect(confirmed.status).toBe(200);
      ({ body } = await api(cookie));
      const scored = body.suggestions.find((s) => s.id === "kept-1")!;
      expect(scored.matchStatus).toBe("confirmed");
      expect(scored.views28).toBeGreaterThan(3);
      expect(scored.inside).toBe(false); // its range was 1–3 views
      expect(body.forecasts).toMatchObject({ n: 1, inside80: 0 });
      expect(
        await storeCount(
          ws,
          "SELECT count(*) AS n FROM track_record WHERE workspace_id = ? AND views_28 IS NOT NULL",
          ws,
        ),
      ).toBe(1);
    },
  );

  it("refuses a bad form, an upload from before the suggestion, an unknown channel and a stranger", async () => {
    await seedSampleTemplate();
    const cookie = await demoCookie();
    const bad = await postForm("/track-record", { intent: "confirm", suggestionId: "x" }, { cookie });
    expect(bad.status).toBe(400);
    expect(await pageText(bad)).toContain("Choose a suggestion and what it became.");
    const unknown = await postForm("/track-record", { intent: "unmade", suggestionId: "nope" }, { cookie });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("That suggestion is not in your track record.");
    expect((await api(cookie, "?channel=UCnotmine")).status).toBe(404);
    expect((await get("/api/track-record")).status).toBe(401);
  });
});

describe("title suggestions", () => {
  it(
    "keeps the Optimizer's title suggestions once, reads taken from the upload's title and compares the views",
    { timeout: SLOW },
    async () => {
      await seedSampleTemplate();
      const cookie = await demoCookie();
      const ws = await newestDemoWorkspace();
      const kept = () =>
        storeCount(ws, "SELECT count(*) AS n FROM track_record WHERE workspace_id = ? AND kind = 'title'", ws);
      const before = await kept();

      // Analyze: each title suggestion shown is kept with its upload; analyzing again adds none.
      expect((await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie })).status).toBe(200);
      const [run] = await storeRows(
        ws,
        "SELECT suggestions FROM optimizer_runs WHERE workspace_id = ? ORDER BY created_at DESC LIMIT 1",
        ws,
      );
      const shown = (JSON.parse(String(run![0])) as { type: string; videoId: string; suggested: string }[]).filter(
        (s) => s.type === "title",
      );
      expect(shown.length).toBeGreaterThan(0); // the sample channel's recent uploads get title rewrites
      expect(await kept()).toBe(before + shown.length);
      expect((await postForm("/thumbnail-optimizer", { intent: "analyze" }, { cookie })).status).toBe(200);
      expect(await kept()).toBe(before + shown.length);

      // Two uploads under 28 days old when a title was suggested for them (so a retitle could move
      // their 28-day views): the first took its suggestion (its title now is the suggested one),
      // the second kept its own title.
      const uploads = (
        await env.DB.prepare(
          `SELECT v.id, v.title, v.published_at AS at FROM videos v JOIN channels c ON c.workspace_id = v.workspace_id AND c.id = v.channel_id
           WHERE v.workspace_id = ? AND c.role = 'own' AND v.published_at < ? ORDER BY v.published_at DESC LIMIT 2`,
        )
          .bind(ws, Date.now() - 45 * DAY)
          .all<{ id: string; title: string; at: number }>()
      ).results;
      const [tookIt, keptOwn] = uploads as [(typeof uploads)[number], (typeof uploads)[number]];
      await storeRun(
        ws,
        "INSERT INTO track_record (workspace_id, id, kind, made_at, title, topic, match_status, match_video_id, matched_at) VALUES (?, 'title-taken', 'title', ?, ?, 'Its first title', 'confirmed', ?, ?)",
        ...[ws, tookIt.at + 2 * DAY, tookIt.title, tookIt.id, tookIt.at + 2 * DAY],
      );
      await storeRun(
        ws,
        "INSERT INTO track_record (workspace_id, id, kind, made_at, title, topic, match_status, match_video_id, matched_at) VALUES (?, 'title-not-taken', 'title', ?, 'Nothing like the title it kept', ?, 'confirmed', ?, ?)",
        ...[ws, keptOwn.at + 2 * DAY, keptOwn.title, keptOwn.id, keptOwn.at + 2 * DAY],
      );

      const { status, body } = await api(cookie);
      expect(status).toBe(200);
      expect(body.suggestions.find((s) => s.id === "title-taken")!.taken).toBe(true);
      expect(body.suggestions.find((s) => s.id === "title-not-taken")!.taken).toBe(false);
      expect(body.titles.suggested).toBe(before + shown.length + 2);
      expect(body.titles.taken).toBeGreaterThanOrEqual(1);
      expect(body.titles.notTaken).toBeGreaterThanOrEqual(1);
      expect(body.titles).toMatchObject({ takenScored: 1, notTakenScored: 1 });
      expect(body.titles.takenMedian).toBeGreaterThan(0);
      expect(body.titles.sentence).toContain("says little yet");
      // Reading the ledger did not disturb the forecasts' matching (an old upload is no candidate).
      expect(body.forecasts.n).toBe(0);

      const page = await pageText(await get("/track-record", { cookie }));
      expect(page).toContain(`${body.titles.taken} of ${body.titles.matched} title suggestions were taken`);
      expect(page).toContain("title taken");
      const csv = (await (await get("/track-record/suggestions.csv", { cookie })).text()).trim().split("\r\n");
      expect(csv[0]).toContain("Title taken");
      expect(csv.filter((l) => l.includes(",title,")).length).toBe(body.titles.suggested);

      // The outliers the Competitor Monitor shows are kept once each and listed, not scored yet.
      const outliers = () =>
        storeCount(ws, "SELECT count(*) AS n FROM track_record WHERE workspace_id = ? AND kind = 'outlier'", ws);
      expect((await get("/competitor-monitor", { cookie })).status).toBe(200);
      const shownOutliers = await outliers();
      expect(shownOutliers).toBeGreaterThan(0);
      expect((await get("/competitor-monitor", { cookie })).status).toBe(200);
      expect(await outliers()).toBe(shownOutliers);
      // An A/B verdict is kept once when the results name a winner, however often they are entered.
      const abForm = {
        intent: "create-test",
        name: "Face vs product",
        element: "thumbnail",
        metric: "ctr",
        videoId: "",
        variant0: "Face",
        variant1: "Product",
        variant2: "",
      };
      expect((await postForm("/thumbnail-optimizer", abForm, { cookie })).status).toBe(200);
      const [test] = await storeRows(
        ws,
        "SELECT id FROM ab_tests WHERE workspace_id = ? AND name = 'Face vs product' ORDER BY created_at DESC",
        ws,
      );
      const testId = String(test![0]);
      const results = { intent: "record-results", testId, impressions0: "10000", clicks0: "400" };
      for (let i = 0; i < 2; i++)
        expect(
          (await postForm("/thumbnail-optimizer", { ...results, impressions1: "10000", clicks1: "520" }, { cookie }))
            .status,
        ).toBe(200);
      expect(
        await storeCount(
          ws,
          "SELECT count(*) AS n FROM track_record WHERE workspace_id = ? AND kind = 'ab-verdict' AND title = 'Product'",
          ws,
        ),
      ).toBe(1);
      const listed = await pageText(await get("/track-record", { cookie }));
      expect(listed).toContain("Competitor outlier");
      expect(listed).toContain("Kept; not scored yet");
      expect(listed).toContain("A/B verdict");
    },
  );
});
