import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { freshIp, get, pageText, postForm, postJson } from "../helpers";

const rows = (email: string) =>
  env.DB.prepare("SELECT email, source FROM waitlist_emails WHERE email = ?").bind(email).all<{ email: string; source: string }>();

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

describe("POST /api/waitlist", () => {
  it("answers 201 on a new email", async () => {
    const response = await postJson("/api/waitlist", { email: "json@example.com" });
    expect(response.status).toBe(201);
    expect((await rows("json@example.com")).results).toHaveLength(1);
  });

  it("answers 409 with the spec's message for a duplicate with spaces and capitals", async () => {
    await postJson("/api/waitlist", { email: "dup@example.com" });
    const response = await postJson("/api/waitlist", { email: "  DUP@example.com " });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "This email is already on our waitlist!" });
  });

  it.each([
    ["an invalid email", { email: "nope" }],
    ["a missing email", {}],
    ["a number", { email: 42 }],
    ["an over-long email", { email: `${"a".repeat(300)}@example.com` }],
    ["not JSON at all", "{{{"],
  ])("answers 400 with the spec's message for %s", async (_label, body) => {
    const response = await postJson("/api/waitlist", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please enter a valid email address" });
  });

  it("answers 429 with a JSON error over the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await postJson("/api/waitlist", { email: `api-limit-${i}@example.com` }, { ip });
    const response = await postJson("/api/waitlist", { email: "api-limit-x@example.com" }, { ip });
    expect(response.status).toBe(429);
    expect((await response.json()) as { error: string }).toHaveProperty("error");
  });

  it("answers 500 with the spec's message when the store fails, and logs it", async () => {
    await env.DB.exec("ALTER TABLE waitlist_emails RENAME TO waitlist_emails_away");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await postJson("/api/waitlist", { email: "broken@example.com" });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Failed to join waitlist. Please try again." });
      expect(logged).toHaveBeenCalled();
    } finally {
      await env.DB.exec("ALTER TABLE waitlist_emails_away RENAME TO waitlist_emails");
    }
  });

  it("keeps exactly one row per address under 300 concurrent joins of 150 addresses", async () => {
    const emails = Array.from({ length: 150 }, (_, i) => `crowd-${i}@example.com`);
    const requests = [...emails, ...emails.map((e) => e.toUpperCase())].map((email) => postJson("/api/waitlist", { email }));
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(150);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM waitlist_emails WHERE email LIKE 'crowd-%'").all<{ n: number }>();
    expect(results[0]?.n).toBe(150);
  });
});
