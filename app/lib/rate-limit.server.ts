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
