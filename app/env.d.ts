// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars or
// `wrangler secret put`, never in wrangler.toml). All optional: unset means "not configured".
interface Env {
  YOUTUBE_API_KEY?: string;
  YOUTUBE_API_BASE_URL?: string;
  /** Where channels' public Atom feeds are read (default https://www.youtube.com/feeds): no key, no quota. */
  YOUTUBE_FEEDS_BASE_URL?: string;
  /** "accepted" once YouTube accepted the derived-metrics amendment: view history and comments are kept past 30 days. */
  YOUTUBE_DERIVED_METRICS_AMENDMENT?: string;
  YOUTUBE_DAILY_SEARCH_CALLS?: string;
  /** The trends job's share of the daily searches (default 40); people's requests get the rest. */
  YOUTUBE_DAILY_TREND_SEARCHES?: string;
  /** Units one workspace may spend a day (default 1,000): connects, competitors, their syncs. */
  YOUTUBE_WORKSPACE_DAILY_UNITS?: string;
  /** Where uploads go (thumbnails.set): default https://www.googleapis.com/upload/youtube/v3. */
  YOUTUBE_UPLOAD_BASE_URL?: string;
  /** Units the deployment's writes on YouTube may spend a day (default 1,500: 30 writes of 50). */
  YOUTUBE_DAILY_WRITE_UNITS?: string;
  /** Google's daily allowance of the project (default 10,000): reads and writes together stay inside it. */
  YOUTUBE_DAILY_ALLOWANCE_UNITS?: string;
  /** Units one team's writes may spend a day (default 750: 15 writes). */
  YOUTUBE_TEAM_DAILY_WRITE_UNITS?: string;
}

interface Env {
  /**
   * "local": mail stays on this machine (the app's fake in lib/email) even though the `EMAIL`
   * binding and EMAIL_FROM are declared in wrangler.toml; .dev.vars and the tests set it.
   */
  EMAIL_DELIVERY?: string;
  /** Comma-separated emails of the people who may open /admin. */
  ADMIN_EMAILS?: string;
  /** Live demo workspaces kept at most (default 500); the oldest are reclaimed first. */
  MAX_LIVE_DEMOS?: string;
  /**
   * "off": demos start without the tools' first results (features/demo-showcase runs no tool on
   * the demo base). Default on. The integration tests set it, to test each tool from its empty
   * state without running every tool first in each test; demo-showcase.test.ts turns it on.
   */
  DEMO_SHOWCASE?: string;
  /** The app's public address, for links in mail that scheduled jobs send. */
  APP_URL?: string;
}

interface Env {
  /** Connect with Google (OAuth web client from Google Cloud Console). All three or none. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** 32 random bytes, base64: the AES-GCM key that seals Google tokens at rest. */
  TOKEN_ENCRYPTION_KEY?: string;
  /** Puts Google's OAuth endpoints under one base (the fake: http://google.fake); default Google's hosts. */
  GOOGLE_OAUTH_BASE_URL?: string;
  YOUTUBE_ANALYTICS_BASE_URL?: string;
  /** The YouTube Reporting API (reach: impressions and CTR); default Google's (https://youtubereporting.googleapis.com/v1). */
  YOUTUBE_REPORTING_BASE_URL?: string;
}

/** SHA-256 (base64) of node_modules/axe-core/axe.min.js, defined at build time (vite.config.ts). */
declare const __AXE_CSP_HASH__: string;

interface Env {
  /** Stripe (docs/billing.md). The secret key and webhook signing secret: `wrangler secret put`. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** The recurring price of each plan (price_...), from the Stripe dashboard. */
  STRIPE_PRICE_STARTER?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_CREATOR_PLUS?: string;
  /** Default Stripe's API; the fake (http://stripe.fake) for `npm run dev` and the tests. */
  STRIPE_API_BASE_URL?: string;
}

interface Env {
  /** Workers AI (docs/ask-vidwise.md): with it the assistant uses a model with tool calling; without it, the deterministic answerer. */
  AI?: Ai;
  /** The Workers AI model the assistant uses (default in app/features/ask-vidwise). */
  ASK_VIDWISE_MODEL?: string;
}

interface Env {
  /**
   * Production only: the engines Worker (workers/engines), which runs the insight engines for the
   * pages Worker over RPC (docs/decisions/005-worker-size.md). Unset in development and the tests,
   * where the engines run in place.
   */
  ENGINES?: import("~/lib/engines/call-engine.server").EnginesBinding;
}
