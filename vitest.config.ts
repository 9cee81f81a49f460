import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

// Integration tests run inside workerd against the real Worker (SELF.fetch renders pages too),
// with a fresh D1 per test file. Workers AI has no local mode, so remote bindings stay off.
export default defineConfig({
  plugins: [
    reactRouter(),
    cloudflareTest({
      main: "./workers/app.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          // Every YouTube call in tests goes to the in-process fake built from the sample channel.
          YOUTUBE_API_KEY: "test-key",
          YOUTUBE_API_BASE_URL: "http://youtube.fake/youtube/v3",
          // Stripe in tests is the in-process fake (app/features/billing/fake-stripe.ts).
          STRIPE_SECRET_KEY: "sk_test_fake_vidwise",
          STRIPE_WEBHOOK_SECRET: "whsec_fake_vidwise_tests",
          STRIPE_PRICE_STARTER: "price_fake_starter",
          STRIPE_PRICE_PRO: "price_fake_pro",
          STRIPE_PRICE_CREATOR_PLUS: "price_fake_creator_plus",
          STRIPE_API_BASE_URL: "http://stripe.fake",
        },
      },
    }),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/integration/**/*.test.ts", "app/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    // Queue-driven flows (sync, batch analysis) take a few seconds inside workerd.
    testTimeout: 30_000,
  },
});
