// `npx tsx scripts/bench-control-creator.ts` (part of `npm run bench`): what one creator leaves in
// the control D1 at steady state, now that its channel data lives in its own store (decision 012).
//
// The control D1's schema is built from migrations/*.sql in an SQLite file, and CREATORS
// creators are written into it as a year of daily refreshes leaves them after the clean-up's
// retention: the account (user, workspace, two live sessions, a subscription), the own channel
// and three competitors (their rows as the sync writes them: a real-sized description), each
// channel's sync jobs of the last 30 days (SYNC_JOB_RETENTION_DAYS), the quota ledger's folded
// rows of 35 days (four a refresh day: the methods a refresh calls), three Studio imports with
// their reports, a few audit entries and this week's idea-batch bookkeeping. Bytes are SQLite's
// pages (page_count × page_size, what D1's 10 GB counts), indexes included. The rows' sizes are
// ours (synthetic): the figure sizes the plan, it is not a production measurement.
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finishBench, machineLine } from "./bench-doc";

const CREATORS = Number(process.env.BENCH_CREATORS ?? 2000);
const DAY = 86_400_000;
const file = join(tmpdir(), `vidwise-control-${process.pid}.sqlite`);
const db = new DatabaseSync(file);
for (const name of readdirSync("migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort())
  db.exec(readFileSync(join("migrations", name), "utf8").replaceAll("--> statement-breakpoint", ""));

const pages = () => {
  const { page_count } = db.prepare("PRAGMA page_count").get() as { page_count: number };
  const { page_size } = db.prepare("PRAGMA page_size").get() as { page_size: number };
  return page_count * page_size;
};
const tables = [
  "users",
  "workspaces",
  "sessions",
  "subscriptions",
  "channels",
  "sync_jobs",
  "quota_ledger",
  "imports",
  "audit_log",
  "idea_batch_attempts",
];
const count = (t: string) => Number((db.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n);
const before = { bytes: pages(), rows: new Map(tables.map((t) => [t, count(t)])) };

const now = Date.now();
const text = (n: number, seed: number) =>
  `${"Weekly builds, honest reviews and the parts list for each. ".repeat(8)}${seed}`.slice(0, n);
const insert = (sql: string) => db.prepare(sql);
const user = insert(
  "INSERT INTO users (id, email, password_hash, workspace_id, created_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?)",
);
const workspace = insert("INSERT INTO workspaces (id, kind, created_at) VALUES (?, 'personal', ?)");
const session = insert("INSERT INTO sessions (id, user_id, created_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?)");
const subscription = insert(
  "INSERT INTO subscriptions (user_id, customer_id, subscription_id, subscription_status, price_id, plan_id, current_period_end, updated_at) VALUES (?, ?, ?, 'active', 'price_creator', 'creator', ?, ?)",
);
const channel = insert(
  "INSERT INTO channels (workspace_id, id, role, title, handle, description, country, published_at, thumbnail_url, subscriber_count, view_count, video_count, uploads_playlist_id, last_synced_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 'GB', ?, ?, 120000, 9000000, 240, ?, ?, ?)",
);
const job = insert(
  "INSERT INTO sync_jobs (id, workspace_id, channel_id, kind, status, cursor, step, videos_found, stats_fetched, comments_fetched, created_at, updated_at, finished_at) VALUES (?, ?, ?, 'refresh', 'done', '{\"stage\":\"done\"}', 6, 3, 200, 140, ?, ?, ?)",
);
const ledger = insert(
  "INSERT INTO quota_ledger (day, method, units, workspace_id, created_at, client, calls) VALUES (?, ?, ?, ?, ?, NULL, ?)",
);
const importRow = insert(
  "INSERT INTO imports (id, workspace_id, kind, file_name, file_hash, status, rows_added, rows_updated, rows_unchanged, rows_skipped, report, created_at) VALUES (?, ?, 'table', 'Table data.csv', ?, 'done', 240, 0, 0, 0, ?, ?)",
);
const audit = insert(
  "INSERT INTO audit_log (id, workspace_id, actor_email, action, target, created_at) VALUES (?, ?, ?, ?, ?, ?)",
);
const attempt = insert(
  "INSERT INTO idea_batch_attempts (workspace_id, cron_week, attempts, state, updated_at) VALUES (?, '2026-W48', 1, 'done', ?)",
);

const uuid = (kind: string, i: number, j = 0) =>
  `${kind}-${String(i).padStart(6, "0")}-${j}-0000-4000-8000-00000000`.slice(0, 36);
const channelId = (i: number, j: number) => `UC${String(i * 4 + j).padStart(22, "x")}`;
const report = JSON.stringify({
  columns: ["Content", "Views", "Watch time (hours)", "Impressions", "Impressions click-through rate (%)"],
  skipped: [],
  warnings: [],
});
db.exec("BEGIN");
for (let i = 0; i < CREATORS; i++) {
  const ws = uuid("ws", i);
  const uid = uuid("user", i);
  const email = `creator-${i}@example.com`;
  workspace.run(ws, now - 365 * DAY);
  user.run(uid, email, `pbkdf2$600000$${"s".repeat(22)}$${"h".repeat(43)}`, ws, now - 365 * DAY, now - 365 * DAY);
  for (let s = 0; s < 2; s++)
    session.run(
      `${"t".repeat(40)}${i}-${s}`,
      uid,
      now - s * DAY,
      now + 29 * DAY,
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
    );
  subscription.run(uid, `cus_${i}`, `sub_${i}`, now + 20 * DAY, now - 10 * DAY);
  for (let c = 0; c < 4; c++) {
    const id = channelId(i, c);
    channel.run(
      ws,
      id,
      c === 0 ? "own" : "competitor",
      `Channel ${i}-${c}`,
      `@channel${i}x${c}`,
      text(600, i),
      now - 2000 * DAY,
      `https://yt3.ggpht.com/${"a".repeat(80)}=s240-c-k-c0x00ffffff-no-rj`,
      `UU${id.slice(2)}`,
      now - DAY,
      now - 365 * DAY,
    );
    // The last 30 days' refreshes (the newest is the last of them).
    for (let d = 0; d < 30; d++)
      job.run(uuid(`job${c}`, i, d), ws, id, now - d * DAY, now - d * DAY + 60_000, now - d * DAY + 60_000);
  }
  for (let d = 0; d < 35; d++) {
    const day = new Date(now - d * DAY).toISOString().slice(0, 10);
    // A refresh's ≈ 29 calls a day, folded into one row per method (the ledger since migration 0045).
    for (const [method, calls] of [
      ["playlistItems.list", 4],
      ["videos.list", 16],
      ["commentThreads.list", 8],
      ["channels.list", 1],
    ] as const)
      ledger.run(day, method, calls, ws, now - d * DAY, calls);
  }
  for (let k = 0; k < 3; k++)
    importRow.run(uuid(`imp${k}`, i), ws, `${"f".repeat(63)}${k}`, report, now - k * 30 * DAY);
  for (let a = 0; a < 4; a++)
    audit.run(uuid(`aud${a}`, i), ws, email, "channel.connect", channelId(i, a), now - a * 60 * DAY);
  attempt.run(ws, now);
}
db.exec("COMMIT");
db.exec("VACUUM");
const bytes = pages() - before.bytes;
const rows = tables.map((t) => [t, count(t) - (before.rows.get(t) ?? 0)] as const);
const totalRows = rows.reduce((s, [, n]) => s + n, 0);
db.close();
rmSync(file, { force: true });

const perCreator = bytes / CREATORS;
const tenGb = 10 * 1000 ** 3;
const lines = [
  `${machineLine()}; SQLite ${process.versions.sqlite}, the control D1's schema from migrations/*.sql.`,
  "",
  `${CREATORS.toLocaleString("en-GB")} creators at steady state after a year of daily refreshes (own channel and three competitors; synthetic rows of real size, written by this script — a sizing of the plan, not a production figure).`,
  "",
  "| what | rows a creator | bytes a creator (indexes included) | creators in one D1 (10 GB) |",
  "|---|---|---|---|",
  `| the control D1 after the retention (${rows.map(([t, n]) => `${t} ${Math.round(n / CREATORS)}`).join(", ")}) | ${Math.round(totalRows / CREATORS)} | ${(perCreator / 1024).toFixed(1)} KB | ≈ ${(Math.floor(tenGb / perCreator / 1000) * 1000).toLocaleString("en-GB")} |`,
].join("\n");
console.log(lines);
// The goal (decision 012): 100,000 active creators before the control D1's 10 GB binds.
const missed =
  tenGb / perCreator < 100_000
    ? [`one control D1 holds ${Math.round(tenGb / perCreator)} creators, under 100,000`]
    : [];
finishBench(
  "CONTROL-CREATOR",
  {
    heading: "The control D1: what one creator leaves there",
    intro:
      "`npx tsx scripts/bench-control-creator.ts` (in `npm run bench`); read with docs/decisions/012-outgrowing-one-d1.md.",
    body: lines,
  },
  missed,
);
