import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WAITLIST_MESSAGES } from "~/features/waitlist/messages";
import { MAX_WAITLIST_BYTES } from "../../../workers/api/waitlist";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { atStartOfRateWindow, CROSS_SITE_HEADERS, freshIp, get, postJson, signUp } from "../../helpers";

const countRows = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM waitlist_emails").first<{ n: number }>())!.n;

describe("POST /api/waitlist, security", () => {
  it("refuses a cross-site post before anything is stored", async () => {
    const before = await countRows();
    const forgeries: Record<string, string>[] = [
      CROSS_SITE_HEADERS,
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of forgeries) {
      const response = await postJson("/api/waitlist", { email: "csrf-api@example.com" }, { headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
    }
    expect(await countRows()).toBe(before);
  });

  it("refuses a body over its size limit with 413 before reading it, and stores nothing", async () => {
    const before = await countRows();
    const body = JSON.stringify({ email: "big@example.com", website: "x".repeat(MAX_WAITLIST_BYTES) });
    const response = await postJson("/api/waitlist", body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect(await countRows()).toBe(before);
  });

  it.each([
    ["truncated JSON", '{"email": "half@example.com"'],
    ["a bare string", '"half@example.com"'],
    ["an array", '["half@example.com"]'],
    ["a prototype key", '{"__proto__": {"email": "half@example.com"}}'],
    ["a bare number", "42"],
    ["deeply nested JSON", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
  ])("answers %s with a 4xx JSON error, never a 5xx, and stores nothing", async (_label, body) => {
    const before = await countRows();
    const response = await postJson("/api/waitlist", body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await countRows()).toBe(before);
  });

  it("counts refused attempts toward the per-address limit too", async () => {
    const ip = freshIp();
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 10; i++) expect((await postJson("/api/waitlist", "{{", { ip })).status).toBe(400);
    const response = await postJson("/api/waitlist", { email: "after-junk@example.com" }, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ success: false, error: WAITLIST_MESSAGES.rateLimited });
  });

  it("never lists who joined: there is no read endpoint, signed in or not", async () => {
    await postJson("/api/waitlist", { email: "private-joiner@example.com" });
    const cookie = await signUp("curious@example.com");
    for (const init of [{}, { cookie }]) {
      const response = await get("/api/waitlist", init);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("private-joiner");
    }
  });
});
