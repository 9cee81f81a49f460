import { applyD1Migrations, env } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      TEST_MIGRATION_FILLED_TABLES: string[];
    }
  }
}

// Test files share one workerd (vitest.config.ts: isolate off, which spares each file a workerd
// start and a fresh load of the whole app), so each file starts from an empty database here
// instead: migrations are applied once, then every table is emptied except the ones migrations
// fill (the VADER lexicon, the models' weights) and the migrations' own record.
const KEPT = new Set(["d1_migrations", "sqlite_sequence", ...env.TEST_MIGRATION_FILLED_TABLES]);

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
).all<{ name: string }>();
const emptied = tables.results.map((t) => t.name).filter((name) => !KEPT.has(name));
// Deferred foreign keys: the deletes run in any order and are checked once, at the end of the batch.
await env.DB.batch([
  env.DB.prepare("PRAGMA defer_foreign_keys = on"),
  ...emptied.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
]);
