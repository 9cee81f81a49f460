// Tokens at rest: AES-256-GCM with a key from the TOKEN_ENCRYPTION_KEY secret (32 bytes,
// base64). Each value gets a fresh 12-byte IV; the stored text is "v1.<iv>.<ciphertext>" in
// base64url. The ciphertext is bound to its purpose (additional data), so a refresh token's
// ciphertext cannot be replayed as another field's.
const VERSION = "v1";

export class TokenKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TokenKeyError";
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const normal = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(normal + "=".repeat((4 - (normal.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The AES key from the secret; throws TokenKeyError when it is missing or not 32 bytes. */
export async function tokenKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) throw new TokenKeyError("TOKEN_ENCRYPTION_KEY is not set");
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(secret.trim());
  } catch {
    throw new TokenKeyError("TOKEN_ENCRYPTION_KEY is not base64");
  }
  if (raw.length !== 32) throw new TokenKeyError("TOKEN_ENCRYPTION_KEY must be 32 bytes (base64)");
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function encryptToken(key: CryptoKey, plaintext: string, purpose: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(purpose) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The plaintext, or null when the text was not sealed by this key for this purpose. */
export async function decryptToken(key: CryptoKey, stored: string, purpose: string): Promise<string | null> {
  const [version, iv, body] = stored.split(".");
  if (version !== VERSION || !iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: new TextEncoder().encode(purpose) },
      key,
      fromBase64(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
