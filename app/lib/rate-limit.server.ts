import { sha256Hex } from "~/lib/sha256";

// Per-client limits through the Workers Rate Limiting binding. The binding is eventually
// consistent across locations: a brake on floods, not an exact counter.

/**
 * The visitor's address as Cloudflare saw it, as every per-address limit counts it: an IPv6
 * client by its /64 (one subscriber or host usually holds a whole /64, so counting single
 * addresses would hand a stranger 2^64 fresh ones); "local" when served without Cloudflare.
 */
export function clientKey(request: Request): string {
  const raw = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip");
  return raw ? addressKey(raw) : "local";
}

/** An IPv6 address as its /64 ("2001:db8:0:1::/64"), an IPv4-mapped one as IPv4; others as given. */
export function addressKey(raw: string): string {
  const address = raw.trim().toLowerCase().slice(0, 100);
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, "::" expanded, dotted tail read), or null. */
function ipv6Groups(address: string): number[] | null {
  const [main = ""] = address.split("%");
  const halves = main.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => {
    if (part === "") return [];
    const out: number[] = [];
    for (const piece of part.split(":")) {
      if (piece.includes(".")) {
        const parts = piece.split(".");
        const bytes = parts.map(Number);
        if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p)) || bytes.some((b) => b > 255)) return null;
        out.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
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
