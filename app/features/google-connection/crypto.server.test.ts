import { describe, expect, it } from "vitest";
import { TokenKeyError, decryptToken, encryptToken, tokenKey } from "./crypto.server";

const SECRET = btoa(String.fromCharCode(...new Uint8Array(32).map((_, i) => i * 7)));

describe("token encryption", () => {
  it("round-trips, with a fresh IV each time, and never stores the plaintext", async () => {
    const key = await tokenKey(SECRET);
    const a = await encryptToken(key, "1//refresh-token", "refresh");
    const b = await encryptToken(key, "1//refresh-token", "refresh");
    expect(a).not.toBe(b);
    expect(a).not.toContain("refresh-token");
    expect(await decryptToken(key, a, "refresh")).toBe("1//refresh-token");
  });

  it("refuses another purpose, a tampered value and another key", async () => {
    const key = await tokenKey(SECRET);
    const sealed = await encryptToken(key, "secret", "refresh");
    expect(await decryptToken(key, sealed, "access")).toBeNull();
    // One character of the sealed body changed (its last ones may only carry padding bits, so a
    // change there can leave the bytes as they were: this test once failed 1 run in about 256).
    const middle = sealed.lastIndexOf(".") + 5;
    const tampered = `${sealed.slice(0, middle)}${sealed[middle] === "A" ? "B" : "A"}${sealed.slice(middle + 1)}`;
    expect(await decryptToken(key, tampered, "refresh")).toBeNull();
    const other = await tokenKey(btoa(String.fromCharCode(...new Uint8Array(32).fill(9))));
    expect(await decryptToken(other, sealed, "refresh")).toBeNull();
    expect(await decryptToken(key, "not-a-token", "refresh")).toBeNull();
  });

  it("needs a 32-byte key", async () => {
    await expect(tokenKey(undefined)).rejects.toBeInstanceOf(TokenKeyError);
    await expect(tokenKey(btoa("short"))).rejects.toBeInstanceOf(TokenKeyError);
  });
});
