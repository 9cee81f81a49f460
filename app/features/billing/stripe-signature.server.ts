// Stripe webhook signatures, checked by hand with WebCrypto (docs/billing.md).
//
// Method: Stripe's documented scheme. The Stripe-Signature header is a comma-separated list of
// `key=value` pairs: one `t` (the Unix time Stripe signed at) and one or more `v1` (hex
// HMAC-SHA256 of `${t}.${rawBody}` keyed with the endpoint's signing secret, the whole `whsec_…`
// string as UTF-8; several while a secret is being rolled). Other schemes (`v0`, test-only) are
// ignored. The event is genuine when any `v1` equals our own HMAC, compared in constant time, and
// `t` is at most 300 s old (Stripe's default tolerance, against replays of a captured delivery;
// a `t` ahead of our clock passes, as in Stripe's own libraries, since clocks drift).
//
// Guarantee: `verifyStripeSignature` returns only when the body is byte-for-byte what Stripe
// signed with this secret within the tolerance; otherwise it throws a StripeSignatureError
// naming the reason (for the logs; the webhook answers one message for all of them).

/** Stripe's default: a signature older than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class StripeSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StripeSignatureError";
  }
}

/** The timestamp and the v1 signatures of a Stripe-Signature header (malformed → throws). */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const pair of header.split(",")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const key = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null) throw new StripeSignatureError("The Stripe-Signature header has no timestamp.");
  if (signatures.length === 0) throw new StripeSignatureError("The Stripe-Signature header has no v1 signature.");
  return { timestamp, signatures };
}

async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Equal strings of equal length, in time that does not depend on where they differ (an early exit
 * would let an attacker find a valid signature a character at a time by timing our answers).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Throws unless `header` is Stripe's valid signature of `rawBody` under `secret` (see the top of this file). */
export async function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  const { timestamp, signatures } = parseSignatureHeader(header);
  const expected = await hmacSha256Hex(secret, `${timestamp}.${rawBody}`);
  // Every candidate is compared (no early exit), so the time taken does not say which one matched.
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) throw new StripeSignatureError("No v1 signature matches the body under this secret.");
  if (nowSeconds - timestamp > SIGNATURE_TOLERANCE_SECONDS)
    throw new StripeSignatureError("The signature is older than the tolerance.");
}
