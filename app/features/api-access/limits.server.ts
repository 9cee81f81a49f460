// Per-token and per-account limits for bearer requests (/mcp and /api), through the Workers Rate
// Limiting bindings (wrangler.toml: 60 a minute per token, 120 a minute per account across its
// tokens). The bindings count in 60-second windows, so a refused client is told to wait one.
import { isAllowed } from "~/lib/rate-limit.server";
import type { TokenHolder } from "./tokens.server";

export const RETRY_AFTER_SECONDS = 60;
export const RATE_LIMITED = "Too many requests with this token: wait a minute and try again.";

/** True when the holder may make this request now. */
export async function withinTokenLimits(
  env: Pick<Env, "API_TOKEN_LIMITER" | "API_USER_LIMITER">,
  holder: TokenHolder,
): Promise<boolean> {
  return (
    (await isAllowed(env.API_TOKEN_LIMITER, `token:${holder.tokenId}`)) &&
    (await isAllowed(env.API_USER_LIMITER, `user:${holder.user.id}`))
  );
}
