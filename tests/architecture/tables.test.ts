// Tables belong to features (docs/decisions/009-feature-tiers.md): every table is defined
// in its owner's tables.ts, and a feature reaches another feature's rows only through the owner's
// public reads and writes: never its tables module, its table objects, or its table names in raw SQL.
import { describe, expect, it } from "vitest";
import { checkTableOwners, tablesByFeature, type TableOffence } from "./table-owners";

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.{ts,tsx}", "!**/__fixtures__/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/**
 * The cross-feature table uses that remain, each by name: "<kind>: <file> -> <owner>.<table>".
 * A new use fails the test, and so does a line here that no longer happens, so the list can only
 * shrink (replace a use by a read or write of the owner, then delete its line).
 */
const NOT_YET_OWNED: string[] = [
  // Comment scores are keyed by comment: their owner joins them with channel data's comments and
  // the videos and channels beside them (in the workspace's store, or a demo base's in the control
  // D1), in one query instead of thousands of ids handed across. Every other feature reads scores
  // through comment-sentiment's named reads (score-reads.server.ts).
  "table import: app/features/comment-sentiment/comment-joins.server.ts -> channel-data.comments",
  "table import: app/features/comment-sentiment/comment-joins.server.ts -> channel-data.storeChannels",
  "table import: app/features/comment-sentiment/comment-joins.server.ts -> channel-data.videos",
  "table import: app/features/comment-sentiment/report.engines.server.ts -> channel-data.comments",
  "table import: app/features/comment-sentiment/report.engines.server.ts -> channel-data.storeChannels",
  "table import: app/features/comment-sentiment/report.engines.server.ts -> channel-data.videos",
  "table import: app/features/comment-sentiment/score-reads.server.ts -> channel-data.comments",
  "table import: app/features/comment-sentiment/score-reads.server.ts -> channel-data.storeChannels",
  "table import: app/features/comment-sentiment/score-reads.server.ts -> channel-data.videos",
  "table import: app/features/comment-sentiment/scoring.engines.server.ts -> channel-data.comments",
  "table import: app/features/comment-sentiment/scoring.engines.server.ts -> channel-data.videos",
];

const line = (o: TableOffence) => `${o.kind}: ${o.file} -> ${o.what}`;

describe("the project's tables", () => {
  it("are all defined by an owner, 86 in all (eighteen — the track record, the conversations, the rewrites, the RPM analyses, the forecasts, the optimizer's four, Content Ideas' batches and dismissals, the Series Planner's three, the reach report's days and the days and images of tests on YouTube — in the workspace's own store, and there too the channels' roles the comments' readers join on and a public channel's comment reads; videos, their snapshots, comments and the analytics tables keep one definition for the store and the control D1; the public channels, their removed videos, the retention log, the channel lookups' misses and burst buckets, the reach report's jobs and the title tests' next steps in the control D1; the changes Vidwise made on YouTube and the comments it holds for review there too)", () => {
    const owned = [...tablesByFeature(SOURCES).values()].reduce((n, t) => n + t.size, 0);
    const shared = Object.entries(SOURCES)
      .filter(([file]) => /^app\/lib\/.*tables\.ts$/.test(file))
      .reduce((n, [, text]) => n + (text.match(/= sqliteTable\(/g) ?? []).length, 0);
    expect(owned + shared).toBe(86);
    expect(SOURCES["app/lib/db/schema.ts"]).toBeUndefined();
  });

  it("are used across features only through the owner's public reads and writes (or the list above)", () => {
    const found = checkTableOwners(SOURCES).map(line).sort();
    expect(found.filter((l) => !NOT_YET_OWNED.includes(l))).toEqual([]);
    expect(NOT_YET_OWNED.filter((l) => !found.includes(l))).toEqual([]);
  });
});

describe("the table ownership check", () => {
  const owner =
    'import { sqliteTable, text } from "drizzle-orm/sqlite-core";\nexport const videos = sqliteTable("videos", { id: text("id") });\n';
  const lines = (sources: Record<string, string>) =>
    checkTableOwners({ "app/features/channel-data/tables.ts": owner, ...sources }).map(line);

  it("allows a feature its own tables, public reads of another, and edges anything", () => {
    expect(
      lines({
        "app/features/channel-data/store.server.ts":
          'import { videos } from "./tables";\nconst q = `SELECT id FROM videos`;',
        "app/features/video-forecast/forecast.server.ts":
          'import { videosForForecast } from "~/features/channel-data/index.server";\nconst words = "read from videos";',
        "app/routes/app/forecast.tsx": 'import { videos } from "~/features/channel-data/tables";',
        "workers/jobs/sync.ts": 'import { videos } from "~/features/channel-data/index.server";',
      }),
    ).toEqual([]);
  });

  it("flags another feature's tables module, also as a relative path", () => {
    expect(
      lines({
        "app/features/video-forecast/a.server.ts": 'import { videos } from "~/features/channel-data/tables";',
        "app/features/video-forecast/engine/b.ts": 'import type { videos } from "../../channel-data/tables";',
      }),
    ).toEqual([
      "tables module: app/features/video-forecast/a.server.ts -> ~/features/channel-data/tables (ask channel-data for a typed read or write in its index.server.ts)",
      "tables module: app/features/video-forecast/engine/b.ts -> ../../channel-data/tables (ask channel-data for a typed read or write in its index.server.ts)",
    ]);
  });

  it("flags a table object taken through the owner's public entry, one line or many", () => {
    expect(
      lines({
        "app/features/video-forecast/a.server.ts":
          'import {\n  viewsAtSevenDays,\n  videos as v,\n} from "~/features/channel-data/index.server";',
      }),
    ).toEqual(["table import: app/features/video-forecast/a.server.ts -> channel-data.videos"]);
  });

  it("flags another feature's table named in raw SQL", () => {
    expect(
      lines({ "app/features/content-ideas/evidence.server.ts": "const q = sql`SELECT v.id FROM videos v JOIN x`;" }),
    ).toEqual(["raw sql: app/features/content-ideas/evidence.server.ts -> channel-data.videos"]);
  });

  it("flags a table defined outside a tables.ts, such as a shared schema file", () => {
    expect(lines({ "app/lib/db/schema.ts": owner })).toEqual([
      "table outside tables.ts: app/lib/db/schema.ts -> define it in its owner's tables.ts",
    ]);
  });
});
