// The capacity bench's Worker (scripts/bench-workspace-stores.ts bundles it with esbuild and runs
// it in Miniflare). It carries the product's own WorkspaceStore class, workspaceDb() and the
// track record's table, and one D1 holding the same table for every workspace: the
// single-database build, in the same run. Each request does one workload for one workspace:
//   /setup              the single database's table (the store's own migrations, run on D1)
//   /seed?ws=           a simulated year of one workspace's ledger, written to both
//   /read?ws=&mode=     the track record's read (all of a workspace's suggestions, oldest first)
//   /write?ws=&mode=    one analysis's record (an idea batch: 10 suggestions in one batch)
//   /usage?ws=          the store's rows and bytes (SQLite's own count)
import { asc, eq } from "drizzle-orm";
import { trackRecord } from "../../app/features/track-record/store-tables";
import { type Db, getDb } from "../../app/lib/db/client.server";
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
    workspaceId: ws,
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

type Target = Db | ReturnType<typeof workspaceDb>;

async function write(target: Target, rows: (typeof trackRecord.$inferInsert)[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += 4) statements.push(target.insert(trackRecord).values(rows.slice(i, i + 4)));
  for (let i = 0; i < statements.length; i += 50) {
    const chunk = statements.slice(i, i + 50);
    await target.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const ws = url.searchParams.get("ws") ?? "";
    const db = getDb(env);
    const target = (): Target => (url.searchParams.get("mode") === "d1" ? db : workspaceDb(db, ws));
    switch (url.pathname) {
      case "/setup":
        for (const m of STORE_MIGRATIONS) for (const s of m.statements) await env.DB.prepare(s).run();
        return Response.json({ ok: true });
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
          .where(eq(trackRecord.workspaceId, ws))
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
