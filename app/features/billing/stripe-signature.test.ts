// Stripe webhook signatures checked by hand: headers made here with Node's own HMAC (another
// implementation than the one under test) and by the official `stripe` package's test helper, so
// a mistake in the scheme cannot hide on both sides.
import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  StripeSignatureError,
  constantTimeEqual,
  parseSignatureHeader,
  verifyStripeSignature,
} from "./stripe-signature.server";

const SECRET = "whsec_test_3mP2vQx";
const NOW = 1_790_000_000;
const BODY = JSON.stringify({ id: "evt_1", type: "invoice.paid", data: { object: { customer: "cus_1" } } });

const v1 = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
const header = (timestamp: number, ...signatures: string[]) =>
  [`t=${timestamp}`, ...signatures.map((s) => `v1=${s}`)].join(",");

describe("verifyStripeSignature", () => {
  it("accepts Stripe's signature of the exact body", async () => {
    await expect(verifyStripeSignature(BODY, header(NOW, v1(SECRET, NOW, BODY)), SECRET, NOW)).resolves.toBeUndefined();
  });

  it("accepts a header made by the official stripe package", async () => {
    const made = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload: BODY,
      secret: SECRET,
      timestamp: NOW,
    });
    await expect(verifyStripeSignature(BODY, made, SECRET, NOW)).resolves.toBeUndefined();
  });

  it("accepts any of several v1 signatures (a secret being rolled), and ignores other schemes", async () => {
    const good = v1(SECRET, NOW, BODY);
    const other = v1("whsec_old", NOW, BODY);
    await expect(
      verifyStripeSignature(BODY, `t=${NOW},v1=${other},v1=${good},v0=${"0".repeat(64)}`, SECRET, NOW),
    ).resolves.toBeUndefined();
    await expect(verifyStripeSignature(BODY, `t=${NOW},v0=${good}`, SECRET, NOW)).rejects.toThrow(StripeSignatureError);
  });

  it("refuses a tampered body", async () => {
    const tampered = BODY.replace("cus_1", "cus_2");
    await expect(verifyStripeSignature(tampered, header(NOW, v1(SECRET, NOW, BODY)), SECRET, NOW)).rejects.toThrow(
      StripeSignatureError,
    );
    // Whitespace counts: the raw bytes are signed, not the JSON they parse to.
    await expect(verifyStripeSignature(`${BODY} `, header(NOW, v1(SECRET, NOW, BODY)), SECRET, NOW)).rejects.toThrow(
      StripeSignatureError,
    );
  });

  it("refuses a signature made with another secret", async () => {
    await expect(
      verifyStripeSignature(BODY, header(NOW, v1("whsec_someone_else", NOW, BODY)), SECRET, NOW),
    ).rejects.toThrow("No v1 signature matches the body under this secret.");
  });

  it("refuses a timestamp changed after signing (the time is part of what is signed)", async () => {
    await expect(verifyStripeSignature(BODY, header(NOW + 1, v1(SECRET, NOW, BODY)), SECRET, NOW)).rejects.toThrow(
      StripeSignatureError,
    );
  });

  it("refuses a signature older than the 300 s tolerance, and accepts one at its edge", async () => {
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    const old = NOW - 301;
    await expect(verifyStripeSignature(BODY, header(old, v1(SECRET, old, BODY)), SECRET, NOW)).rejects.toThrow(
      "The signature is older than the tolerance.",
    );
    const edge = NOW - 300;
    await expect(
      verifyStripeSignature(BODY, header(edge, v1(SECRET, edge, BODY)), SECRET, NOW),
    ).resolves.toBeUndefined();
  });

  it("refuses malformed headers", async () => {
    const good = v1(SECRET, NOW, BODY);
    for (const bad of [
      "",
      "garbage",
      `v1=${good}`,
      `t=${NOW}`,
      `t=abc,v1=${good}`,
      `t=${NOW},v1=${good.slice(0, 63)}`,
      `t=${NOW},v1=${good}zz`,
      `t=${NOW};v1=${good}`,
    ]) {
      await expect(verifyStripeSignature(BODY, bad, SECRET, NOW), bad).rejects.toThrow(StripeSignatureError);
    }
  });
});

describe("parseSignatureHeader", () => {
  it("reads the timestamp and every v1 signature, tolerating spaces", () => {
    const a = "a".repeat(64);
    const b = "B".repeat(64);
    expect(parseSignatureHeader(`t=12, v1=${a}, v1=${b}, v0=${a}`)).toEqual({
      timestamp: 12,
      signatures: [a, b.toLowerCase()],
    });
  });
});

describe("constantTimeEqual", () => {
  it("is true only for equal strings", () => {
    expect(constantTimeEqual("abcd", "abcd")).toBe(true);
    expect(constantTimeEqual("abcd", "abce")).toBe(false);
    expect(constantTimeEqual("abcd", "abc")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });
});
