// Secrets and optional settings that `wrangler types` cannot see (they live in .dev.vars or
// `wrangler secret put`, never in wrangler.toml). All optional: unset means "not configured".
interface Env {
  YOUTUBE_API_KEY?: string;
  YOUTUBE_API_BASE_URL?: string;
  YOUTUBE_DAILY_SEARCH_CALLS?: string;
}
