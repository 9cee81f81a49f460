// The capacity bench's Worker (scripts/bench-workspace-stores.ts bundles it with esbuild and runs
// it in Miniflare). It carries the product's own WorkspaceStore class, workspaceDb() and the
// track record's table, and one D1 holding the same table for every workspace: the
// single-database build, in the same run. Each request does one workload for one workspace:
//   /setup              the single database's table (the store's own migrations, run on D1)
//   /seed?ws=           a simulated year of one workspace's ledger, written to both
//   /read?ws=&mode=     the track record's read (all of a workspace's suggestions, oldest first)
//   /write?ws=&mode=    one analysis's record (an idea batch: 10 suggestions in one batch)
//   /seed-snapshots?ws= a simulated year of one sample-sized channel's view snapshots, thinned as
//                       the product thins them, written to both with their videos' channel and
//                       publication (the store's `videos` columns, which D1's table also has)
//   /views7?ws=&mode=   the dashboard's views at 7 days of the channel's last 90 days of uploads:
//                       the query before the move (one D1 join) and the product's own read after
//                       it (the directory asked while the store joins its snapshots to its videos)
//   /seed-comments?ws=  a year of that channel's comments with their scores, written to both
//                       with the store's `channels` row (the own channel)
//   /sentiment?ws=&mode= the dashboard's monthly sentiment of the last 12 months: the query before
//                       the move (one D1 join through the directory) and the product's own read
//   /usage?ws=          the store's rows and bytes (SQLite's own count)
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { snapshotAgeBucketOf } from "../../app/features/channel-data/snapshot-buckets";
import { storeChannels } from "../../app/features/channel-data/store-tables";
import { comments, videoStats, videos } from "../../app/features/channel-data/tables";
import { monthlySentimentForDashboard } from "../../app/features/comment-sentiment/score-reads.server";
import { commentScores } from "../../app/features/comment-sentiment/tables";
import {
  SEVEN_DAYS_WINDOW,
  viewsAtSevenDays as productViewsAtSevenDays,
} from "../../app/features/channel-data/views-at-age.server";
import { trackRecord } from "../../app/features/track-record/store-tables";
import { batchInChunks } from "../../app/lib/db/batch";
import { type Db, getDb } from "../../app/lib/db/client.server";
import { rowsPerStatement } from "../../app/lib/db/raw-batch";
import { workspaceDb } from "../../app/lib/db/workspace-db.server";
import { STORE_MIGRATIONS } from "../../app/lib/db/workspace-store/migrations";

export { WorkspaceStore } from "../../app/lib/db/workspace-store/store-object";

const DAY_MS = 86_400_000;
const KINDS_A_WEEK: [string, number][] = [
  ["idea", 10],
  ["forecast", 2],
  ["title", 3],
  ["description", 1],
  ["publish-time", 1],
  ["outlier", 2],
];

/** A year of one busy creator's suggestions: each kind's weekly count, 52 weeks, ≈ 1,000 rows. */
function yearOf(ws: string, start: number) {
  const rows: (typeof trackRecord.$inferInsert)[] = [];
  for (let week = 0; week < 52; week++)
    for (const [kind, n] of KINDS_A_WEEK)
      for (let i = 0; i < n; i++)
        rows.push(suggestion(ws, `${week}-${kind}-${i}`, kind, start + week * 7 * DAY_MS + i * 3_600_000));
  return rows;
}

function suggestion(ws: string, id: string, kind: string, madeAt: number): typeof trackRecord.$inferInsert {
  const forecast = kind === "forecast";
  return {
    teamChannelId: ws,
    id,
    channelId: "UCbenchchannel000000000",
    kind,
    origin: "live",
    madeAt: new Date(madeAt),
    title: `A ${kind} suggestion number ${id} about budget mechanical keyboards in 2026`,
    topic: "budget mechanical keyboards",
    low: forecast ? 12_000 : null,
    expected: forecast ? 31_000 : null,
    high: forecast ? 90_000 : null,
    chance: forecast ? 0.5 : null,
    source: "Content Ideas, weekly batch",
    matchStatus: forecast ? "confirmed" : null,
    matchVideoId: forecast ? `vid${id}`.slice(0, 11) : null,
    views7: forecast ? 14_000 : null,
    views28: forecast ? 29_000 : null,
    baseline28: forecast ? 21_000 : null,
  };
}

/** A sample-sized channel: 200 uploads, one every 3.65 days over two years. */
const VIDEOS = 200;
const CHANNEL = "UCbenchchannel000000000";

/**
 * A year of daily refreshes (one snapshot per stored video a day, from its publication) with the
 * product's thinning applied: every snapshot of the last 90 days, and before that the first of
 * each age bucket and each video's newest old one (snapshot-thinning.server.ts).
 */
function snapshotYearOf(ws: string, now: number) {
  const uploads = Array.from({ length: VIDEOS }, (_, i) => ({
    id: `bv${String(i).padStart(9, "0")}`,
    publishedAt: now - Math.round((VIDEOS - i) * 3.65 * DAY_MS),
  }));
  const cutoff = now - 90 * DAY_MS;
  const yearStart = now - 365 * DAY_MS;
  const rows: (typeof videoStats.$inferInsert)[] = [];
  for (const v of uploads) {
    const captures: number[] = [];
    for (let t = Math.max(v.publishedAt + 3_600_000, yearStart); t <= now; t += DAY_MS) captures.push(t);
    const kept = captures.filter((t) => t >= cutoff);
    const old = captures.filter((t) => t < cutoff);
    const seen = new Set<number>();
    old.forEach((t, i) => {
      const bucket = snapshotAgeBucketOf(t, v.publishedAt);
      if (!seen.has(bucket) || i === old.length - 1) kept.push(t);
      seen.add(bucket);
    });
    for (const t of kept)
      rows.push({
        teamChannelId: ws,
        videoId: v.id,
        capturedAt: new Date(t),
        viewCount: Math.round(1_000 * Math.log1p((t - v.publishedAt) / DAY_MS)),
      });
  }
  return { uploads, rows };
}

type Target = Db | ReturnType<typeof workspaceDb>;

/**
 * A year of snapshots and their videos, written as the product writes rows: as many a statement
 * as D1's parameters allow, batched.
 */
async function writeSnapshots(
  target: Target,
  uploads: (typeof videos.$inferInsert)[],
  rows: (typeof videoStats.$inferInsert)[],
) {
  await batchInChunks(target, [
    ...rowsPerStatement(videos, uploads).map((chunk) => target.insert(videos).values(chunk)),
    ...rowsPerStatement(videoStats, rows).map((chunk) => target.insert(videoStats).values(chunk)),
  ]);
}

/** The dashboard's views at 7 days of the last 90 days' uploads, read one way or the other. */
async function viewsAtSevenDays(db: Db, ws: string, mode: string): Promise<number> {
  const since = new Date(Date.now() - 90 * DAY_MS);
  const window = (published: unknown) =>
    sql`${videoStats.capturedAt} between ${published} + ${SEVEN_DAYS_WINDOW.from} and ${published} + ${SEVEN_DAYS_WINDOW.to}`;
  if (mode === "d1") {
    const rows = await db
      .select({ videoId: videoStats.videoId, views: videoStats.viewCount })
      .from(videoStats)
      .innerJoin(videos, and(eq(videos.teamChannelId, ws), eq(videos.id, videoStats.videoId)))
      .where(
        and(
          eq(videoStats.teamChannelId, ws),
          eq(videos.channelId, CHANNEL),
          gte(videos.publishedAt, since),
          window(videos.publishedAt),
        ),
      );
    return rows.length;
  }
  // The product's own read, as the dashboard calls it.
  return (await productViewsAtSevenDays(db, ws, CHANNEL, since)).size;
}

/** Comments a sample-sized channel keeps after a year: ≈ 2,800 at connection, then the newest videos' new ones. */
const COMMENTS_A_YEAR = 4_000;
const LANGUAGES = ["en", "en", "en", "es", "pt", "und"];

/** A year of comments on the snapshot year's uploads, newer uploads commented more, each scored. */
function commentYearOf(ws: string, now: number) {
  const { uploads } = snapshotYearOf(ws, now);
  const list: (typeof comments.$inferInsert)[] = [];
  const scores: (typeof commentScores.$inferInsert)[] = [];
  for (let i = 0; i < COMMENTS_A_YEAR; i++) {
    // Deterministic spread: the square root leans towards the newest uploads.
    const video = uploads[Math.min(uploads.length - 1, Math.floor(Math.sqrt(i / COMMENTS_A_YEAR) * uploads.length))]!;
    const publishedAt = Math.min(now, video.publishedAt + ((i * 7_919) % 60) * DAY_MS);
    const id = `bc${String(i).padStart(8, "0")}`;
    list.push({
      teamChannelId: ws,
      id,
      videoId: video.id,
      authorName: `Viewer ${i % 900}`,
      authorChannelId: `UCviewer${i % 900}`,
      text: `Comment ${i} on this upload: thanks, could you make one about home servers next?`,
      likeCount: i % 17,
      publishedAt: new Date(publishedAt),
    });
    const compound = ((i * 37) % 200) / 100 - 1;
    scores.push({
      teamChannelId: ws,
      commentId: id,
      compound,
      label: compound > 0.05 ? "positive" : compound < -0.05 ? "negative" : "neutral",
      spam: i % 50 === 0,
      language: LANGUAGES[i % LANGUAGES.length]!,
      question: i % 9 === 0,
      request: i % 11 === 0 ? "home servers" : null,
      engineVersion: 4,
      analyzedAt: new Date(now),
    });
  }
  return { list, scores };
}

async function writeComments(
  target: Target,
  ws: string,
  list: (typeof comments.$inferInsert)[],
  scores: (typeof commentScores.$inferInsert)[],
) {
  await batchInChunks(target, [
    target.insert(storeChannels).values({ teamChannelId: ws, id: CHANNEL, role: "own" }),
    ...rowsPerStatement(comments, list).map((chunk) => target.insert(comments).values(chunk)),
    ...rowsPerStatement(commentScores, scores).map((chunk) => target.insert(commentScores).values(chunk)),
  ]);
}

/** The dashboard's monthly sentiment of the last 12 months, read one way or the other. */
async function monthlySentiment(db: Db, ws: string, mode: string): Promise<number> {
  const from = new Date(Date.now() - 365 * DAY_MS);
  if (mode === "d1") {
    // The query before the move: one D1 join, the comments' workspace through the directory.
    const month = sql<string>`strftime('%Y-%m', ${comments.publishedAt} / 1000, 'unixepoch')`;
    const dataWorkspace = sql`coalesce((SELECT dw.data_workspace_id FROM workspaces dw WHERE dw.id = ${ws}), ${ws})`;
    const rows = await db
      .select({ month, comments: sql<number>`count(*)`, meanCompound: sql<number>`avg(${commentScores.compound})` })
      .from(commentScores)
      .innerJoin(comments, and(eq(comments.teamChannelId, dataWorkspace), eq(comments.id, commentScores.commentId)))
      .innerJoin(videos, and(eq(videos.teamChannelId, ws), eq(videos.id, comments.videoId)))
      .where(
        and(
          eq(commentScores.teamChannelId, comments.teamChannelId),
          eq(videos.channelId, CHANNEL),
          eq(commentScores.spam, false),
          gte(comments.publishedAt, from),
          inArray(commentScores.language, ["en", "und", "es", "pt", "fr", "de", "it", "hi", "ar"]),
        ),
      )
      .groupBy(month)
      .orderBy(month);
    return rows.length;
  }
  // The product's own read, as the dashboard calls it.
  return (await monthlySentimentForDashboard(db, ws, CHANNEL, from)).length;
}

async function write(target: Target, rows: (typeof trackRecord.$inferInsert)[]) {
  await batchInChunks(
    target,
    rowsPerStatement(trackRecord, rows).map((chunk) => target.insert(trackRecord).values(chunk)),
  );
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const ws = url.searchParams.get("ws") ?? "";
    const db = getDb(env);
    const target = (): Target => (url.searchParams.get("mode") === "d1" ? db : workspaceDb(db, ws));
    switch (url.pathname) {
      case "/setup":
        // The store's tables (its `videos` has the columns of D1's that these reads use).
        for (const m of STORE_MIGRATIONS) for (const s of m.statements) await env.DB.prepare(s).run();
        // The directory's columns the product's read asks (whose snapshots a workspace reads).
        await env.DB.prepare(
          "CREATE TABLE workspaces (id text PRIMARY KEY, kind text NOT NULL, data_workspace_id text)",
        ).run();
        return Response.json({ ok: true });
      case "/seed-snapshots": {
        const { uploads, rows } = snapshotYearOf(ws, Date.now());
        const videoRows = uploads.map((v) => ({
          teamChannelId: ws,
          id: v.id,
          channelId: CHANNEL,
          title: "",
          publishedAt: new Date(v.publishedAt),
        }));
        await env.DB.prepare("INSERT INTO workspaces (id, kind) VALUES (?, 'personal')").bind(ws).run();
        await writeSnapshots(db, videoRows, rows);
        await writeSnapshots(workspaceDb(db, ws), videoRows, rows);
        return Response.json({ rows: rows.length });
      }
      case "/seed-comments": {
        const { list, scores } = commentYearOf(ws, Date.now());
        await writeComments(db, ws, list, scores);
        await writeComments(workspaceDb(db, ws), ws, list, scores);
        return Response.json({ rows: list.length });
      }
      case "/sentiment":
        return Response.json({ rows: await monthlySentiment(db, ws, url.searchParams.get("mode") ?? "") });
      case "/views7":
        return Response.json({ rows: await viewsAtSevenDays(db, ws, url.searchParams.get("mode") ?? "") });
      case "/seed": {
        const rows = yearOf(ws, Date.now() - 365 * DAY_MS);
        await write(db, rows);
        await write(workspaceDb(db, ws), rows);
        return Response.json({ rows: rows.length });
      }
      case "/read": {
        const rows = await target()
          .select()
          .from(trackRecord)
          .where(eq(trackRecord.teamChannelId, ws))
          .orderBy(asc(trackRecord.madeAt));
        return Response.json({ rows: rows.length });
      }
      case "/write": {
        const at = Date.now();
        const batch = Array.from({ length: 10 }, (_, i) => suggestion(ws, `w${at}-${i}`, "idea", at));
        await write(target(), batch);
        return Response.json({ rows: batch.length });
      }
      case "/usage":
        return Response.json(await env.WORKSPACE_STORE.get(env.WORKSPACE_STORE.idFromName(ws)).usage());
    }
    return new Response("not found", { status: 404 });
  },
};
