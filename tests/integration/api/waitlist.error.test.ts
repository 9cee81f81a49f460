import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { WAITLIST_MESSAGES } from "~/features/waitlist/messages";
import { atStartOfRateWindow, freshIp, postJson, request } from "../../helpers";

const rows = (email: string) =>
  env.DB.prepare("SELECT email FROM waitlist_emails WHERE email = ?").bind(email).all<{ email: string }>();
const INVALID = WAITLIST_MESSAGES.invalid;

describe("POST /api/waitlist, refusals", () => {
  it("answers 409 with the spec's message for a duplicate with spaces and capitals", async () => {
    await postJson("/api/waitlist", { email: "dup@example.com" });
    const response = await postJson("/api/waitlist", { email: "  DUP@example.com " });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: "This email is already on our waitlist!" });
  });

  it.each([
    ["an invalid email", { email: "nope" }],
    ["a missing email", {}],
    ["a number", { email: 42 }],
    ["an over-long email", { email: `${"a".repeat(300)}@example.com` }],
    ["not JSON at all", "{{{"],
    ["an empty body", ""],
    ["JSON null", "null"],
  ])("answers 400 with the spec's message for %s", async (_label, body) => {
    const response = await postJson("/api/waitlist", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: INVALID,
      issues: [{ path: "email", message: INVALID }],
    });
  });

  it("answers 400 with the spec's message for JSON sent as another content type", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", null]) {
      const response = await request("POST", "/api/waitlist", { body: { email: "typed@example.com" }, contentType });
      expect(response.status, String(contentType)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: INVALID });
    }
    expect((await rows("typed@example.com")).results).toHaveLength(0);
  });

  it("answers 400 with the field's path for a bad honeypot", async () => {
    const response = await postJson("/api/waitlist", { email: "pot@example.com", website: "x".repeat(2_001) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: string; issues: { path: string }[] };
    expect(body.success).toBe(false);
    expect(body.issues[0]?.path).toBe("website");
    expect((await rows("pot@example.com")).results).toHaveLength(0);
  });

  it("answers 429 with a JSON error over the limit", async () => {
    const ip = freshIp();
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 10; i++) await postJson("/api/waitlist", { email: `api-limit-${i}@example.com` }, { ip });
    const response = await postJson("/api/waitlist", { email: "api-limit-x@example.com" }, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: WAITLIST_MESSAGES.rateLimited });
  });

  it("answers 500 with the spec's message when the store fails, and logs it", async () => {
    await env.DB.exec("ALTER TABLE waitlist_emails RENAME TO waitlist_emails_away");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await postJson("/api/waitlist", { email: "broken@example.com" });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, error: "Failed to join waitlist. Please try again." });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await env.DB.exec("ALTER TABLE waitlist_emails_away RENAME TO waitlist_emails");
    }
  });
});
