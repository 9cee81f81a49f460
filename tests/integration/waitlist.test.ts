import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { atStartOfRateWindow, freshIp, get, pageText, postForm } from "../helpers";

const rows = (email: string) =>
  env.DB.prepare("SELECT email, source FROM waitlist_emails WHERE email = ?")
    .bind(email)
    .all<{ email: string; source: string }>();

// Storage is shared by the tests of one file, so counts are compared before and after.
async function countRows() {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM waitlist_emails").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("waitlist page (no JavaScript)", () => {
  it("shows the form at /waitlist", async () => {
    const response = await get("/waitlist");
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain('name="email"');
    expect(html).toContain('action="/waitlist"');
  });

  it("joins with a valid email, stored trimmed and lower-cased with its page", async () => {
    const response = await postForm("/waitlist", { email: "  Ada@Example.COM ", source: "/youtube" });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain("You're on the list!");
    expect((await rows("ada@example.com")).results).toEqual([{ email: "ada@example.com", source: "/youtube" }]);
  });

  it("refuses an invalid email with the spec's message and writes nothing", async () => {
    const before = await countRows();
    for (const email of ["not-an-email", "a b@c.de", "a@b", "", "@x.io"]) {
      const response = await postForm("/waitlist", { email });
      expect(response.status, email).toBe(400);
      expect(await pageText(response)).toContain("Please enter a valid email address");
    }
    expect(await countRows()).toBe(before);
  });

  it("refuses a duplicate in another letter case with 409", async () => {
    expect((await postForm("/waitlist", { email: "grace@example.com" })).status).toBe(200);
    const response = await postForm("/waitlist", { email: "GRACE@Example.com" });
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain("This email is already on our waitlist!");
    expect((await rows("grace@example.com")).results).toHaveLength(1);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await postForm("/waitlist", { email: "bot@example.com", website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect((await rows("bot@example.com")).results).toHaveLength(0);
  });

  it("records an unknown source page as /", async () => {
    await postForm("/waitlist", { email: "src@example.com", source: "https://evil.example" });
    expect((await rows("src@example.com")).results[0]?.source).toBe("/");
  });

  it("rate-limits one address after 10 attempts a minute", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    await atStartOfRateWindow(60, 10);
    for (let i = 0; i < 11; i++) {
      statuses.push((await postForm("/waitlist", { email: `limit-${i}@example.com` }, { ip })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await postForm("/waitlist", { email: "limit-x@example.com" }, { ip });
    expect(await pageText(blocked)).toContain("Please wait a minute");
    // Another visitor is not affected.
    expect((await postForm("/waitlist", { email: "other@example.com" })).status).toBe(200);
  });
});

// POST /api/waitlist: tests/integration/api/waitlist.*.test.ts
