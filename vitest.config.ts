import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { copyFileSync, mkdirSync, renameSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Wrangler gives the Worker every value in the .dev.vars beside the config file it reads, and the
// bindings below only replace the names they set: with the .dev.vars `npm run dev` writes, its
// Google client, token key and the like reached the tests, which then passed in a clean clone and
// failed on a developer's machine. So the pool reads a copy of wrangler.toml from a directory that
// holds no .dev.vars (.wrangler is ignored by git), and tests see only what this file sets.
const testWranglerConfig = fileURLToPath(new URL("./.wrangler/vitest/wrangler.toml", import.meta.url));
mkdirSync(fileURLToPath(new URL("./.wrangler/vitest/", import.meta.url)), { recursive: true });
// Copied then renamed, so a second vitest started at the same moment never reads a half-written file.
copyFileSync(fileURLToPath(new URL("./wrangler.toml", import.meta.url)), `${testWranglerConfig}.${process.pid}`);
renameSync(`${testWranglerConfig}.${process.pid}`, testWranglerConfig);

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
// The tables migrations fill (the VADER lexicon, the models' weights): read once here, so each
// integration file's wipe (tests/setup/apply-migrations.ts) keeps them without scanning the SQL.
const migrationFilledTables = [
  ...new Set(
    migrations.flatMap((m) =>
      m.queries.flatMap((q) => [...q.matchAll(/INSERT INTO `(\w+)`/g)].map((found) => found[1]!)),
    ),
  ),
];

// Two projects, every test file in exactly one of them:
// - "node": the unit tests next to the code (app/**/*.test.ts). They call functions directly and
//   never touch the Worker, D1 or bindings, so they run in plain Node threads, where a file costs
//   milliseconds instead of a workerd isolate with the whole app loaded (most of the suite's time).
//   A unit test that does need the Workers runtime is named *.workers.test.ts and runs in workerd.
// - "workers": tests/integration/**, which go through the real Worker (SELF.fetch renders pages
//   too) inside workerd, each file on an empty D1 (tests/setup/apply-migrations.ts). Workers AI has
//   no local mode, so remote bindings stay off.
// tests/architecture reads the sources' import lines (the feature tiers): no Worker either.
//
// Both projects run with `isolate: false`: a worker (a Node thread, or one workerd) is reused from
// file to file instead of started and loaded with the app afresh for each, which roughly halves the
// suite's wall time and CPU time on a 2-core machine (docs/benchmarks.md, "npm test wall time").
// What a file may not assume in exchange: module state starts clean (tests use fresh addresses
// and emails from tests/helpers.ts, and the mailbox empties per file), and the database
// is emptied, not recreated, at the start of each file.
const NODE_TESTS = ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts"];
// The rewriter's length property test runs 150 rewrites of 5,000-character descriptions: Node 22's
// V8 takes 7 s for it where workerd's newer V8 takes under 3, and with typecheck and lint beside it
// on 2 busy cores it passed the 30 s timeout. It stays in workerd.
const WORKERS_ONLY = ["app/**/*.workers.test.ts", "app/features/description-rewriter/engine/rewrite.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // A guard against a hung test, not a measure of speed. Queue-driven flows (sync, batch
    // analysis) take a few seconds inside workerd on a quiet machine, and several times that on a
    // shared 2-core box with the browser tests beside them: 30 s timed out a 3-account idea batch
    // there while everything else ran 1.7 times slower than usual.
    testTimeout: 90_000,
    // Vitest's default on a 2-core machine is one worker. Two files at once overlap one file's
    // waits (queues, timers, the main process transforming modules) with the other's work, which
    // measured faster than one at a time on the shared 2-core box.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          isolate: false,
          include: NODE_TESTS,
          exclude: WORKERS_ONLY,
          environment: "node",
          pool: "threads",
          setupFiles: ["./tests/setup/no-console-errors.ts"],
        },
      },
      {
        extends: true,
        plugins: [
          reactRouter(),
          cloudflareTest({
            main: "./workers/app.ts",
            remoteBindings: false,
            wrangler: { configPath: testWranglerConfig },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                TEST_MIGRATION_FILLED_TABLES: migrationFilledTables,
                // Every YouTube call in tests goes to the in-process fake built from the sample channel.
                YOUTUBE_API_KEY: "test-key",
                YOUTUBE_API_BASE_URL: "http://youtube.fake/youtube/v3",
                YOUTUBE_FEEDS_BASE_URL: "http://youtube.fake/feeds",
                YOUTUBE_UPLOAD_BASE_URL: "http://youtube.fake/upload/youtube/v3",
                // Stripe in tests is the in-process fake (app/dev/stripe/fake-stripe.ts).
                STRIPE_SECRET_KEY: "sk_test_fake_vidwise",
                STRIPE_WEBHOOK_SECRET: "whsec_fake_vidwise_tests",
                STRIPE_PRICE_STARTER: "price_fake_starter",
                STRIPE_PRICE_PRO: "price_fake_pro",
                STRIPE_PRICE_CREATOR_PLUS: "price_fake_creator_plus",
                STRIPE_API_BASE_URL: "http://stripe.fake",
                // Mail goes to the tests' mailbox (tests/mailbox.ts), not to the EMAIL binding
                // wrangler.toml declares; tests/integration/email-service.test.ts gives its own.
                EMAIL_DELIVERY: "local",
                // Demos start on empty tools, so each tool's tests start from its empty state
                // without every tool running first; demo-showcase.test.ts turns it on.
                DEMO_SHOWCASE: "off",
              },
            },
          }),
        ],
        test: {
          name: "workers",
          isolate: false,
          include: ["tests/integration/**/*.test.ts", ...WORKERS_ONLY],
          setupFiles: [
            "./tests/setup/apply-migrations.ts",
            "./tests/setup/dev-fakes.ts",
            "./tests/setup/no-console-errors.ts",
          ],
        },
      },
    ],
  },
});
