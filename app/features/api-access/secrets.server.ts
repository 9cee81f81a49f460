// The secrets API access hands out (codes, access, refresh and personal tokens) and what it keeps
// of them: 256 random bits from WebCrypto, shown once; D1 holds the SHA-256 only. A prefix names
// the kind, so a token pasted in the wrong place (or found in a repository by a secret scanner)
// is recognisable without a lookup.
import { sha256Hex } from "~/lib/sha256";

export const TOKEN_PREFIX = { code: "vwc_", access: "vwa_", refresh: "vwr_", personal: "vwp_" } as const;

function base64Url(bytes: Uint8Array): string {
  // Unpadded base64url (RFC 4648 §5): "=" only ever pads the end, so dropping every one is exact.
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=/g, "");
}

export function newSecret(kind: keyof typeof TOKEN_PREFIX): string {
  return TOKEN_PREFIX[kind] + base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A fresh row id (not secret). */
export function newId(): string {
  return crypto.randomUUID();
}

export function secretHash(secret: string): Promise<string> {
  return sha256Hex(`vidwise-api-access:${secret}`);
}

/** PKCE S256 (RFC 7636 §4.2): BASE64URL(SHA256(ASCII(code_verifier))). */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * The password a grant or token was given under, as a stamp: a password change or reset changes
 * it, and every grant and token carrying the old stamp stops working at once (and is deleted the
 * next time it is presented or listed). No use-case has to remember to revoke them.
 */
export async function credentialStampOf(passwordHash: string | null): Promise<string> {
  return (await sha256Hex(`vidwise-credential-stamp:${passwordHash ?? ""}`)).slice(0, 32);
}

/** Constant-time comparison of two strings of public length (PKCE challenges). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
