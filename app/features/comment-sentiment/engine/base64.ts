// Base64 of a model's weight bytes, and back to signed bytes: no Buffer or atob, so the same code
// runs in the Worker, in workerd tests and in the training scripts (the English, multilingual and
// language models all ship their weights this way).

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

export function toBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out +=
      B64[(n >> 18) & 63]! +
      B64[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : "=") +
      (i + 2 < bytes.length ? B64[n & 63]! : "=");
  }
  return out;
}

// Char code -> 6-bit value ("=" and anything else -> 0): one lookup per char, not an indexOf.
const B64_VALUE = new Uint8Array(128);
for (let i = 0; i < B64.length; i++) B64_VALUE[B64.charCodeAt(i)] = i;
const b64 = (s: string, i: number) => B64_VALUE[s.charCodeAt(i) & 127] as number;

export function fromBase64(s: string, length: number): Int8Array {
  const out = new Int8Array(length);
  let o = 0;
  for (let i = 0; i + 3 < s.length && o < length; i += 4) {
    const n = (b64(s, i) << 18) | (b64(s, i + 1) << 12) | (b64(s, i + 2) << 6) | b64(s, i + 3);
    for (const shift of [16, 8, 0]) if (o < length) out[o++] = (((n >> shift) & 0xff) << 24) >> 24;
  }
  return out;
}
