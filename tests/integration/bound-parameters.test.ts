// User text reaches D1 as bound parameters only: hostile Studio titles and comment requests are
// stored and read back byte for byte, never appear in any statement's SQL text, every statement
// stays within D1's 100 parameters, and a multi-row write is all or nothing. A scan of the
// sources backs eslint.config.js's rule: nothing splices values into SQL.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { importStudioFile } from "~/features/channel-data/studio-import.engines.server";
import { writeTableDataCsv } from "~/features/channel-data/studio-import/write-studio";
import { analyzeComments } from "~/features/comment-sentiment/engine/summary";
import { ensureScoringData } from "~/features/comment-sentiment/scoring-data.server";
import { scoreBatch } from "~/features/comment-sentiment/scoring.engines.server";
import { getDb } from "~/lib/db/client.server";
import type { WorkspaceStore } from "~/lib/db/workspace-store/store-object";
import type { StoreQuery, StoreValue } from "~/lib/db/workspace-store/protocol";
import { ORIGIN, channelDataToStore, pageText, signUp, storeCount, storeRows, storeRun, workspaceOf } from "../helpers";
import { sampleWorld } from "../sample";

// Quotes of every kind, statement breakers, comment markers, backslashes, percent and
// underscore (LIKE wildcards), non-Latin scripts, combining marks, emoji and astral letters;
// no NUL, and no leading or trailing space (Studio titles are trimmed).
const HOSTILE = [
  `O'Brien's "Best" Laptop'); DROP TABLE videos; --`,
  `Robert'); DELETE FROM video_analytics WHERE '1'='1`,
  `\\'; SELECT * FROM users; -- 100% _under_ \`tick\` [brackets] $1 ?1 :name @p`,
  `日本語のタイトル «Ça marche» — naïve café, Ελληνικά, עברית, देवनागरी`,
  `e\u0301 🎉👩‍💻 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u200b zero-width`,
];

const bytes = (text: string) => [...new TextEncoder().encode(text)];

type Sent = { sql: string; params: unknown[] };

/** env.DB, recording every statement prepared and the parameters bound to it. */
function recordingDb(sent: Sent[]): D1Database {
  const real = env.DB;
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          const entry: Sent = { sql: query, params: [] };
          sent.push(entry);
          const statement = target.prepare(query);
          return new Proxy(statement, {
            get(inner, key) {
              if (key === "bind") {
                return (...params: unknown[]) => {
                  entry.params = params;
                  return inner.bind(...params);
                };
              }
              const value = Reflect.get(inner, key);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The workspace stores, recording every statement sent to one and the parameters bound to it. */
function recordingStores(sent: Sent[]): DurableObjectNamespace<WorkspaceStore> {
  const real = env.WORKSPACE_STORE;
  return new Proxy(real, {
    get(target, prop) {
      if (prop === "get") {
        return (id: DurableObjectId) => {
          const stub = target.get(id);
          return {
            query: (sql: string, params: StoreValue[], method: StoreQuery["method"]) => {
              sent.push({ sql, params });
              return stub.query(sql, params, method);
            },
            batch: (queries: StoreQuery[]) => {
              for (const q of queries) sent.push({ sql: q.sql, params: q.params });
              return stub.batch(queries);
            },
          };
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function expectAllBound(sent: Sent[], texts: readonly string[]) {
  expect(sent.length).toBeGreaterThan(0);
  for (const statement of sent) {
    expect(statement.params.length, statement.sql.slice(0, 120)).toBeLessThanOrEqual(100);
    for (const text of texts) expect(statement.sql).not.toContain(text);
    expect(statement.sql).not.toMatch(/DROP TABLE|DELETE FROM video_analytics WHERE '1'/);
  }
}

/** The sample channel's "Table data.csv" with hostile titles on its first videos. */
function hostileTableCsv(titles: readonly string[] = HOSTILE) {
  const own = sampleWorld().own;
  const videos = own.videos.map((video, i) => (i < titles.length ? { ...video, title: titles[i]! } : video));
  return {
    csv: writeTableDataCsv({ ...own, videos }),
    ids: own.videos.slice(0, titles.length).map((v) => v.youtubeId),
    total: own.videos.length,
  };
}

async function storedTitles(ws: string, ids: readonly string[]) {
  const rows = await storeRows(
    ws,
    `SELECT id, title FROM videos WHERE workspace_id = ? AND id IN (${ids.map(() => "?").join(", ")})`,
    ws,
    ...ids,
  );
  return ids.map((id) => rows.find(([rowId]) => rowId === id)?.[1] as string | undefined);
}

// An import's analytics rows and videos are in the workspace's own store (decision 012); its history in the control D1.
const count = async (table: string, ws: string) =>
  table === "video_analytics" || table === "videos"
    ? storeCount(ws, `SELECT count(*) FROM ${table} WHERE workspace_id = ?`, ws)
    : (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE workspace_id = ?`)
        .bind(ws)
        .first<{ n: number }>())!.n;

describe("the Studio import binds every value", () => {
  it("stores hostile titles and file names byte for byte, uploaded through the account page", async () => {
    const cookie = await signUp("hostile-import@example.com");
    const ws = await workspaceOf("hostile-import@example.com");
    const { csv, ids, total } = hostileTableCsv();
    const fileName = `Table data '); DROP TABLE imports; -- «ç» 🎉.csv`;
    const form = new FormData();
    form.set("intent", "import-studio");
    form.append("files", new File([csv], fileName, { type: "text/csv" }));
    const response = await SELF.fetch(`${ORIGIN}/account`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: ORIGIN },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(`${total.toLocaleString("en-US")} added`);

    const titles = await storedTitles(ws, ids);
    expect(titles).toEqual(HOSTILE);
    titles.forEach((title, i) => expect(bytes(title!)).toEqual(bytes(HOSTILE[i]!)));
    const stored = await env.DB.prepare("SELECT file_name FROM imports WHERE workspace_id = ?")
      .bind(ws)
      .first<{ file_name: string }>();
    expect(bytes(stored!.file_name)).toEqual(bytes(fileName));
    // Every table the titles threatened is still there and whole.
    expect(await count("videos", ws)).toBe(total);
    expect(await count("video_analytics", ws)).toBe(total);
  });

  it("sends D1 and the store only statements with bound values, at most 100 each", async () => {
    await signUp("bound-import@example.com");
    const ws = await workspaceOf("bound-import@example.com");
    const { csv, ids } = hostileTableCsv();
    const sent: Sent[] = [];
    const outcome = await importStudioFile(getDb({ DB: recordingDb(sent), WORKSPACE_STORE: recordingStores(sent) }), {
      teamChannelId: ws,
      fileName: "Table data.csv",
      text: csv,
    });
    expect(outcome.status).toBe("done");
    expectAllBound(sent, HOSTILE);
    // The titles travelled as parameters.
    const bound = new Set(sent.flatMap((s) => s.params));
    for (const title of HOSTILE) expect(bound.has(title), title).toBe(true);
    // More rows than one statement can carry: the writes were cut into several statements.
    expect(sent.filter((s) => /insert into "video_analytics"/i.test(s.sql)).length).toBeGreaterThan(1);
    expect(await storedTitles(ws, ids)).toEqual(HOSTILE);
  });

  it("writes all of an import or none of it", async () => {
    await signUp("atomic-import@example.com");
    const ws = await workspaceOf("atomic-import@example.com");
    const { csv, total } = hostileTableCsv(HOSTILE);
    // The history entry fails after the analytics and video rows (in the store) were written: the
    // import's control-D1 write fails, and the store's rows are put back.
    await env.DB.exec(
      "CREATE TRIGGER refuse_boom BEFORE INSERT ON imports WHEN NEW.file_name = 'Table data.csv' BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    try {
      await expect(
        importStudioFile(getDb(env), { teamChannelId: ws, fileName: "Table data.csv", text: csv }),
      ).rejects.toThrow();
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_boom");
    }
    expect(total).toBeGreaterThan(HOSTILE.length);
    for (const table of ["imports", "video_analytics", "videos"]) expect(await count(table, ws), table).toBe(0);
  });
});

// Comments whose extracted request keeps quotes, statement breakers and non-Latin letters.
const HOSTILE_COMMENTS = [
  `can you make a video on café naïve ñandú's 'bugs' '); DROP TABLE comment_scores; --?`,
  `can you make a video on O'Reilly's "crème brûlée" 日本語 tricks?`,
  `please make a video about résumé tips for O'Neil's "team" 🎉`,
];

/** A real account whose own channel has one video with these comments (and 150 plain ones). */
async function workspaceWithComments(email: string, texts: readonly string[]) {
  await signUp(email);
  const ws = await workspaceOf(email);
  const now = Date.now();
  const statements = [
    env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, 'UChostile000000000000000', 'own', 'Mine', 'UUhostile000000000000000')",
    ).bind(ws),
    env.DB.prepare(
      "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, 'vidHostile1', 'UChostile000000000000000', 'A video', ?)",
    ).bind(ws, now),
  ];
  const all = [...texts, ...Array.from({ length: 150 }, (_, i) => `nice video number ${i}, thanks a lot`)];
  all.forEach((text, i) => {
    statements.push(
      env.DB.prepare(
        "INSERT INTO comments (workspace_id, id, video_id, author_name, author_channel_id, text, like_count, published_at) VALUES (?, ?, 'vidHostile1', ?, ?, ?, 0, ?)",
      ).bind(ws, `c${i}`, `Viewer ${i}`, `UCviewer${i}`, text, now - i * 60_000),
    );
  });
  await env.DB.batch(statements);
  await channelDataToStore(ws);
  return ws;
}

describe("the comment scoring binds every value", () => {
  it("stores each hostile request byte for byte as the engine extracted it, in bound statements of at most 100 values", async () => {
    const ws = await workspaceWithComments("hostile-scores@example.com", HOSTILE_COMMENTS);
    await ensureScoringData(getDb(env));
    const expected = analyzeComments(HOSTILE_COMMENTS.map((text, i) => ({ id: `c${i}`, text }))).comments.map(
      (c) => c.request,
    );
    for (const request of expected) expect(request).toContain("'");

    const sent: Sent[] = [];
    const db = getDb({ DB: recordingDb(sent), WORKSPACE_STORE: recordingStores(sent) });
    expect(await scoreBatch(db, ws)).toBe(HOSTILE_COMMENTS.length + 150);
    expectAllBound(sent, expected.map(String));
    expect(sent.filter((s) => /insert into "comment_scores"/i.test(s.sql)).length).toBeGreaterThan(1);

    const requests = (
      await storeRows(
        ws,
        "SELECT request FROM comment_scores WHERE workspace_id = ? AND comment_id IN ('c0', 'c1', 'c2') ORDER BY comment_id",
        ws,
      )
    ).map(([request]) => request as string);
    expect(requests).toEqual(expected);
    requests.forEach((request, i) => expect(bytes(request)).toEqual(bytes(expected[i]!)));
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores WHERE workspace_id = ?", ws)).toBe(
      HOSTILE_COMMENTS.length + 150,
    );
  });

  it("writes all of a batch's scores or none of them", async () => {
    const ws = await workspaceWithComments("atomic-scores@example.com", HOSTILE_COMMENTS);
    // The last comment's score fails after the earlier statements ran.
    await storeRun(
      ws,
      "CREATE TRIGGER refuse_last BEFORE INSERT ON comment_scores WHEN NEW.comment_id = 'c152' BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    try {
      await expect(scoreBatch(getDb(env), ws)).rejects.toThrow();
    } finally {
      await storeRun(ws, "DROP TRIGGER refuse_last");
    }
    expect(await storeCount(ws, "SELECT count(*) FROM comment_scores WHERE workspace_id = ?", ws)).toBe(0);
  });
});

describe("the sources", () => {
  // Every server module, as text (bundled by Vite at test time).
  const sources = Object.entries(
    import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  );
  const LITERAL_ALLOWED = new Set(["/app/lib/db/sql-literal.ts", "/app/features/channel-data/sample-seed-sql.ts"]);

  it("are all read", () => {
    const names = sources.map(([name]) => name);
    expect(names).toContain("/app/features/channel-data/studio-import.engines.server.ts");
    expect(names).toContain("/app/features/comment-sentiment/scoring.engines.server.ts");
    expect(names).toContain("/workers/api/index.ts");
  });

  it("never call sql.raw, nor build a D1 statement's text from values", () => {
    const offences: string[] = [];
    for (const [name, text] of sources) {
      if (/\bsql\.raw\s*\(/.test(text)) offences.push(`${name}: sql.raw`);
      // prepare(`…${x}…`) / exec(`…${x}…`) / rawSql(`…${x}…`): only SCREAMING_CASE constants (column lists) may be spliced.
      for (const match of text.matchAll(/(?:\.prepare|\.exec|\brawSql)\(\s*`((?:[^`\\]|\\.)*)`/g)) {
        for (const expression of match[1]!.matchAll(/\$\{([^}]*)\}/g)) {
          if (!/^\s*[A-Z][A-Z0-9_]*\s*$/.test(expression[1]!))
            offences.push(`${name}: \${${expression[1]}} in SQL text`);
        }
      }
      if (/(?:\.prepare|\.exec)\(\s*["'`][^"'`]*["'`]\s*\+/.test(text)) offences.push(`${name}: SQL text built with +`);
    }
    expect(offences).toEqual([]);
  });

  it("use the literal helpers only in the sample seed", () => {
    const users = sources
      .filter(
        ([name, text]) =>
          !LITERAL_ALLOWED.has(name) && /import\s+\{[^}]*\}\s+from\s+["'][^"']*sql-literal["']/.test(text),
      )
      .filter(([, text]) => /\b(sqlLiteral|insertValuesSql)\b/.test(text))
      .map(([name]) => name);
    expect(users).toEqual([]);
  });
});
