import { sha256Hex } from "~/lib/sha256";

// Per-client limits through the Workers Rate Limiting binding. The binding is eventually
// consistent across locations: a brake on floods, not an exact counter.

/** The visitor's address as Cloudflare saw it; "local" when served without Cloudflare in front. */
export function clientKey(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? "local";
}

/** True when the request may go ahead. A missing binding (unconfigured) never blocks. */
export async function isAllowed(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) return true;
  const { success } = await limiter.limit({ key });
  return success;
}

/**
 * A stable, non-reversible key for the visitor's address, for counters kept in D1 (per-address
 * quota budgets): the address itself is never stored.
 */
export async function clientHash(request: Request): Promise<string> {
  return (await sha256Hex(`vidwise-client:${clientKey(request)}`)).slice(0, 32);
}
