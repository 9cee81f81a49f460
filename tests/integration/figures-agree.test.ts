// Figures that two screens (or two parts of one screen) show about the same thing, read through
// the Worker on one workspace holding the sample channel: each pair is computed from the same data
// and must agree, or each must say what it counts (which comments, which window).
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { copyWholeSample } from "~/features/channel-data/demo-copy.server";
import { scoreAllNow } from "~/features/comment-sentiment/index.server";
import { MISSING } from "~/features/reports/index";
import { getDb } from "~/lib/db/client.server";
import { countOf, wholeNumber } from "~/lib/format";
import worker from "../../workers/app";
import { ORIGIN, get, pageText, postForm, signUp, storeCount, storeRows, storeRun, workspaceOf } from "../helpers";
import { seedSampleTemplate } from "../sample";

const OWNER = "figures-agree-owner@example.com";
const DIGEST_OWNER = "figures-agree-digest@example.com";
const DAY = 86_400_000;
const SLOW = 240_000;

let cookie = "";
let ws = "";

const tile = (page: string, label: string) => {
  const m = new RegExp(`${label}</dt><dd[^>]*>([\\s\\S]*?)</dd><dd[^>]*>([\\s\\S]*?)</dd>`).exec(page);
  if (!m) throw new Error(`no tile ${label}`);
  return { value: m[1]!.replace(/<[^>]+>/g, ""), hint: m[2]!.replace(/<[^>]+>/g, "") };
};
const num = (text: string) => Number(text.replace(/[^\d.]/g, ""));

beforeAll(async () => {
  await seedSampleTemplate();
  cookie = await signUp(OWNER, undefined, { plan: "creator" });
  ws = await workspaceOf(OWNER);
  await copyWholeSample(getDb(env), ws);
  await scoreAllNow(getDb(env), ws);
}, SLOW);

describe("the dashboard's momentum panel", () => {
  it("names the highest and lowest upload with the same status their rows show", async () => {
    const page = await pageText(await get("/dashboard", { cookie }));
    const card = /data-testid="momentum"[\s\S]*?<\/ul>/.exec(page)?.[0] ?? "";
    const rows = [
      ...card.matchAll(
        /<(?:span|a) [^>]*class="row-title[^"]*">([^<]+)<\/(?:span|a)>[\s\S]*?<span class="ml-2 font-semibold">([^<]+)</g,
      ),
    ].map((m) => ({ title: m[1]!, status: m[2]! }));
    expect(rows.length).toBeGreaterThan(1);
    const summary = /data-testid="momentum-summary">([\s\S]*?)<\/p>/.exec(card)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    expect(summary).not.toMatch(/weakest/i);
    const phrase = { Ahead: "ahead of your norm", "On track": "on track", Behind: "behind your norm" } as const;
    const named = [
      ...summary.matchAll(
        /(?:Highest against your norm|Lowest|Against your norm): (.+?), heading for [\d.KM]+ \(([+−]?\d+)%, ([^)]+)\)/g,
      ),
    ];
    expect(named.length).toBe(2);
    for (const [, title, percent, status] of named) {
      const row = rows.find((r) => r.title === title)!;
      expect(row, title).toBeDefined();
      // The status beside the name is the row's, and its percent is on the same side of the norm.
      expect(status).toBe(phrase[row.status as keyof typeof phrase]);
      const vs = Number(percent!.replace("−", "-").replace("+", ""));
      if (row.status === "Ahead") expect(vs).toBeGreaterThanOrEqual(25);
      if (row.status === "Behind") expect(vs).toBeLessThanOrEqual(-20);
    }
    if (new Set(rows.map((r) => r.status)).size === 1)
      expect(summary).toContain(`are ${phrase[rows[0]!.status as keyof typeof phrase]}.`);
  });
});

describe("comment counts", () => {
  it(
    "say what each counts, and the same comments are counted the same way on every screen",
    async () => {
      const own = `FROM comments c JOIN videos v ON v.workspace_id = c.workspace_id AND v.id = c.video_id
      JOIN channels ch ON ch.workspace_id = v.workspace_id AND ch.id = v.channel_id AND ch.role = 'own'
      WHERE c.workspace_id = ?`;
      const stored = await storeCount(ws, `SELECT count(*) ${own}`, ws);
      const ownReplies = await storeCount(ws, `SELECT count(*) ${own} AND c.author_channel_id = v.channel_id`, ws);
      const analysed = await storeCount(
        ws,
        `SELECT count(*) ${own} AND coalesce(c.author_channel_id, '') <> v.channel_id
        AND EXISTS (SELECT 1 FROM comment_scores s WHERE s.workspace_id = c.workspace_id AND s.comment_id = c.id)`,
        ws,
      );
      expect(ownReplies).toBeGreaterThan(0);
      // Everything was analysed: the viewers' comments are the stored ones minus the channel's replies.
      expect(analysed).toBe(stored - ownReplies);

      // Account Settings: stored, every date, the replies named.
      const account = await pageText(await get("/account", { cookie }));
      expect(account).toContain(
        `${countOf(stored, "comment")} stored, all dates (${wholeNumber(ownReplies)} your own replies, never analysed)`,
      );

      // Comment Sentiment: the period's analysed comments, with the all-dates count beside it.
      const sentiment = await pageText(await get("/comment-sentiment?period=30d", { cookie }));
      const analysedTile = tile(sentiment, "Comments Analyzed");
      const since = Date.now() - 30 * DAY;
      const inPeriod = await storeCount(
        ws,
        `SELECT count(*) ${own} AND coalesce(c.author_channel_id, '') <> v.channel_id AND c.published_at >= ?
        AND EXISTS (SELECT 1 FROM comment_scores s WHERE s.workspace_id = c.workspace_id AND s.comment_id = c.id)`,
        ws,
        since,
      );
      expect(num(analysedTile.value)).toBe(inPeriod);
      expect(analysedTile.hint).toBe(`viewers' comments of the last 30 days; ${wholeNumber(analysed)} over all dates`);

      // Content Ideas: the batch's analysed comments are the same all-dates count.
      expect((await postForm("/content-ideas", { intent: "generate" }, { cookie })).status).toBe(200);
      const ideas = await pageText(await get("/content-ideas", { cookie }));
      expect(ideas).toMatch(new RegExp(`>${wholeNumber(analysed)}</span> analyzed viewer comments, all dates`));
    },
    SLOW,
  );

  it("Content Ideas says its requests are viewers over every date, Comment Sentiment comments in its period", async () => {
    const api = (await (await get("/api/ideas", { cookie })).json()) as {
      ideas: { evidence: { kind: string; text: string; count?: number }[] }[];
    };
    const request = api.ideas
      .flatMap((i) => i.evidence)
      .find((e) => e.kind === "request" && /viewers? asked/.test(e.text));
    expect(request).toBeDefined();
    const m =
      /^([\d,]+) viewers? asked for a video on .+ in ([\d,]+) comments? under [\d,]+ videos? (from (\w+) (\d{4}) to (\w+) (\d{4})|in (\w+) (\d{4}));/.exec(
        request!.text,
      );
    expect(m, request!.text).not.toBeNull();
    // Distinct viewers, never more than the comments they wrote.
    expect(num(m![1]!)).toBeLessThanOrEqual(num(m![2]!));

    const sentiment = await pageText(await get("/comment-sentiment?period=30d", { cookie }));
    const insights = [...sentiment.matchAll(/<bdi>(\d[\d,]* comments? in the last 30 days asked for [^<]+)<\/bdi>/g)];
    expect(insights.length).toBeGreaterThan(0);
    expect(sentiment).not.toMatch(/\d viewers? asked for/);
    expect(sentiment).toContain("Most requested (comments in the last 30 days):");
  });
});

describe("Trends Analyzed", () => {
  it("counts the keyword trends the batch read, not keywords, clusters and videos added together", async () => {
    const api = (await (await get("/api/ideas", { cookie })).json()) as {
      stats: {
        trendsAnalyzed: number | null;
        analyzed: { keywords: number; clusters: number; videos: number; trends: number | null };
      };
    };
    const a = api.stats.analyzed;
    expect(api.stats.trendsAnalyzed).toBe(a.trends);
    expect(a.keywords + a.clusters + a.videos).toBeGreaterThan(a.trends!);
    const page = await pageText(await get("/content-ideas", { cookie }));
    const trends = tile(page, "Trends Analyzed");
    expect(num(trends.value)).toBe(a.trends);
    expect(trends.hint).toContain("keyword trends read");
  });
});

describe("Comment Sentiment's score", () => {
  it("agrees with the shares beside it on every video, and the midpoint is not drawn in red", async () => {
    const csv = await (await get("/comment-sentiment/videos.csv?period=90d", { cookie })).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cols = header!.split(",");
    const at = (name: string) => cols.indexOf(name);
    let checked = 0;
    for (const line of lines) {
      // The numeric cells come before the free-text columns: split only that far.
      const cells = line.split(",");
      const pos = cells[at("positive_pct")];
      const neg = cells[at("negative_pct")];
      const score = cells[at("sentiment_score")];
      if (!pos || !neg || !score || !/^\d/.test(pos)) continue;
      expect(Number(score)).toBe(Math.round((100 + Number(pos) - Number(neg)) / 2) / 10);
      if (Number(neg) === 0) expect(Number(score)).toBeGreaterThanOrEqual(5);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);

    const page = await pageText(await get("/comment-sentiment?period=90d", { cookie }));
    const scores = [...page.matchAll(/<span class="text-lg font-bold tabular-nums ([^"]+)">(\d+\.\d)\/10<\/span>/g)];
    expect(scores.length).toBeGreaterThan(0);
    for (const [, classes, score] of scores) {
      const s = Number(score);
      if (s >= 4 && s <= 6) expect(classes).not.toMatch(/red|green/);
      if (s < 4) expect(classes).toContain("red");
      if (s > 6) expect(classes).toContain("green");
    }
  });
});

describe("the Series Planner's completion", () => {
  it("claims no completion for a series found in the library, and counts published of planned once one is planned", async () => {
    expect((await postForm("/series-planner", { intent: "analyze" }, { cookie })).status).toBe(302);
    type Series = {
      id: string;
      title: string;
      source: string;
      status: string;
      completionPercentage: number | null;
      videos: { status: string }[];
    };
    const read = async () =>
      (await (await get("/api/series", { cookie })).json()) as {
        series: Series[];
        stats: { avgCompletion: number | null; seriesWithPlan: number };
      };
    const before = await read();
    const found = before.series.filter((s) => s.source === "analysis");
    expect(found.length).toBeGreaterThan(2);
    for (const s of found) {
      expect(s.videos.every((v) => v.status === "published")).toBe(true);
      expect(s.status).not.toBe("completed");
      expect(s.completionPercentage).toBeNull();
    }
    expect(before.stats).toMatchObject({ avgCompletion: null, seriesWithPlan: 0 });
    const page = await pageText(await get("/series-planner", { cookie }));
    expect(page).not.toMatch(/100% complete/);
    expect(page).not.toMatch(/>Completed</);

    const target = found[0]!;
    await postForm(
      "/series-planner",
      { intent: "add-planned", seriesId: target.id, title: "The next part" },
      { cookie },
    );
    const after = await read();
    const planned = after.series.find((s) => s.id === target.id)!;
    const published = planned.videos.filter((v) => v.status === "published").length;
    expect(planned.completionPercentage).toBe(Math.round((published / planned.videos.length) * 100));
    expect(after.stats).toMatchObject({ avgCompletion: planned.completionPercentage, seriesWithPlan: 1 });
    expect(await pageText(await get("/series-planner", { cookie }))).toContain(
      `${planned.completionPercentage}% complete (${published} of ${planned.videos.length} published)`,
    );
  });
});

describe("the track record's unscored suggestions", () => {
  it("say when a young upload will be scored, and that an old one without a day-28 reading cannot be", async () => {
    const uploads = await storeRows(
      ws,
      `SELECT v.id, v.title, v.published_at FROM videos v JOIN channels c ON c.workspace_id = v.workspace_id
        AND c.id = v.channel_id AND c.role = 'own' WHERE v.workspace_id = ? ORDER BY v.published_at DESC`,
      ws,
    );
    const young = uploads.find(([, , at]) => Date.now() - Number(at) < 20 * DAY)!;
    const old = uploads.find(([, , at]) => Date.now() - Number(at) > 120 * DAY)!;
    expect(young).toBeDefined();
    // The old upload's readings near day 28 are gone: only its newest one is kept.
    await storeRun(
      ws,
      `DELETE FROM video_stats WHERE workspace_id = ? AND video_id = ?
        AND captured_at < (SELECT max(captured_at) FROM video_stats WHERE workspace_id = ? AND video_id = ?)`,
      ws,
      String(old[0]),
      ws,
      String(old[0]),
    );
    const keep = (id: string, title: string, [videoId, , at]: (typeof uploads)[number]) =>
      storeRun(
        ws,
        `INSERT INTO track_record (workspace_id, id, kind, made_at, title, low, expected, high, match_status, match_video_id, matched_at)
          VALUES (?, ?, 'forecast', ?, ?, 1, 2, 3, 'confirmed', ?, ?)`,
        ws,
        id,
        Number(at) - 2 * DAY,
        title,
        String(videoId),
        Number(at) + DAY,
      );
    await keep("young-one", "A forecast for the young upload", young);
    await keep("old-one", "A forecast for the old upload", old);
    const page = await pageText(await get("/track-record", { cookie }));
    const outcome = (title: string) =>
      new RegExp(`${title}</p>[\\s\\S]*?<p[^>]*><span>([^<]+)</span>`).exec(page)?.[1] ?? "";
    const when = new Date(Number(young[2]) + 28 * DAY).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(outcome("A forecast for the young upload")).toContain(
      `Confirmed; to be scored on ${when}, when the upload is 28 days old`,
    );
    expect(outcome("A forecast for the old upload")).toMatch(
      /^Confirmed; not scored: the upload passed 28 days on .+, but no view count was read near that day/,
    );
    expect(page).not.toContain("scored when the upload is 28 days old");
  });
});

// ---------------------------------------------------------------------------------------------
// The weekly digest: its week is the owner's 7 whole days before the send day, first day included

const mailEnv = { ...env, APP_URL: ORIGIN } as Env;
let weekNumber = 10;

async function deliverDigest(teamChannelId: string): Promise<string> {
  weekNumber += 1;
  const batch = createMessageBatch("vidwise-sync", [
    {
      id: `figures-${weekNumber}-${Math.random()}`,
      timestamp: new Date(),
      attempts: 1,
      body: { kind: "weekly-digest", teamId: teamChannelId, week: `2031-W${weekNumber}` },
    },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, mailEnv);
  await waitOnExecutionContext(ctx);
  await getQueueResult(batch, ctx);
  const row = await env.DB.prepare(
    "SELECT text FROM email_outbox WHERE \"to\" = ? AND kind = 'weekly-digest' ORDER BY created_at DESC LIMIT 1",
  )
    .bind(DIGEST_OWNER)
    .first<{ text: string }>();
  return row?.text ?? "";
}

describe("the weekly digest", () => {
  let digestWs = "";
  let channelId = "";
  // Tokyo is 9 hours ahead of UTC all year: its days start at 15:00 UTC the day before.
  const TOKYO_MS = 9 * 3_600_000;
  const tokyoToday = () => new Date(Date.now() + TOKYO_MS).toISOString().slice(0, 10);
  const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - TOKYO_MS;
  const plusDays = (date: string, n: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    const owner = await signUp(DIGEST_OWNER, undefined, { plan: "pro" });
    digestWs = await workspaceOf(DIGEST_OWNER);
    await copyWholeSample(getDb(env), digestWs);
    await env.DB.prepare("UPDATE users SET time_zone = 'Asia/Tokyo' WHERE email = ?").bind(DIGEST_OWNER).run();
    expect((await postForm("/account", { intent: "weekly-digest", subscribe: "on" }, { cookie: owner })).status).toBe(
      200,
    );
    channelId = String(
      (await storeRows(digestWs, "SELECT id FROM channels WHERE workspace_id = ? AND role = 'own'", digestWs))[0]![0],
    );
  }, SLOW);

  it(
    "counts an upload on the week's first day in the owner's zone, and none from the day before",
    async () => {
      const today = tokyoToday();
      const from = plusDays(today, -7);
      const start = dayStart(from);
      const end = dayStart(today);
      const insert = (id: string, title: string, at: number) =>
        storeRun(
          digestWs,
          `INSERT INTO videos (workspace_id, id, channel_id, title, published_at, view_count) VALUES (?, ?, ?, ?, ?, 9000000)`,
          digestWs,
          id,
          channelId,
          title,
          at,
        );
      await insert("first-day-upload", "Uploaded early on the first day", start + 30 * 60_000);
      await insert("day-before-upload", "Uploaded late the day before", start - 30 * 60_000);
      const expected = await storeCount(
        digestWs,
        `SELECT count(*) FROM videos WHERE workspace_id = ? AND channel_id = ? AND published_at >= ? AND published_at < ?`,
        digestWs,
        channelId,
        start,
        end,
      );

      const text = await deliverDigest(digestWs);
      expect(text).toContain(`(${from} to ${plusDays(today, -1)}, Asia/Tokyo time)`);
      expect(text).toContain(`- ${countOf(expected, "upload")} published,`);
      expect(text).toContain("Uploaded early on the first day");
      expect(text).not.toContain("Uploaded late the day before");
    },
    SLOW,
  );

  it(
    "asks to run Comment Sentiment only when the week has comments it has not analysed",
    async () => {
      const start = dayStart(plusDays(tokyoToday(), -7));
      // Every comment analysed, none written in the week: nothing to run.
      await storeRun(digestWs, "DELETE FROM comments WHERE workspace_id = ? AND published_at >= ?", digestWs, start);
      await scoreAllNow(getDb(env), digestWs);
      const quiet = await deliverDigest(digestWs);
      expect(quiet).toContain(`- ${MISSING.noComments}`);
      expect(quiet).not.toContain("run Comment Sentiment");

      // A viewer's comment in the week, not analysed yet: now it asks.
      const [video] = await storeRows(
        digestWs,
        "SELECT id FROM videos WHERE workspace_id = ? AND channel_id = ? ORDER BY published_at DESC LIMIT 1",
        digestWs,
        channelId,
      );
      await storeRun(
        digestWs,
        `INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, like_count, published_at)
        VALUES (?, 'week-comment', ?, 'A viewer', 'UCviewer', 'Could you do a video on home servers?', 0, ?)`,
        digestWs,
        String(video![0]),
        start + 3_600_000,
      );
      const waiting = await deliverDigest(digestWs);
      expect(waiting).toContain(`- ${MISSING.sentiment}`);

      // Analysed: the week's figures read it, and nothing asks to run the analysis again.
      await scoreAllNow(getDb(env), digestWs);
      const analysed = await deliverDigest(digestWs);
      expect(analysed).not.toContain("run Comment Sentiment");
      expect(analysed).not.toContain(MISSING.noComments);
    },
    SLOW,
  );
});
