import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WAITLIST_MESSAGES } from "~/features/waitlist/messages";
import { postJson } from "../../helpers";

const rows = (email: string) =>
  env.DB.prepare("SELECT email, source FROM waitlist_emails WHERE email = ?")
    .bind(email)
    .all<{ email: string; source: string }>();

describe("POST /api/waitlist", () => {
  it("answers 201 on a new email", async () => {
    const response = await postJson("/api/waitlist", { email: "json@example.com" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: WAITLIST_MESSAGES.success });
    expect((await rows("json@example.com")).results).toHaveLength(1);
  });

  it("stores the email trimmed and lower-cased, with a known source page; an unknown one as /", async () => {
    expect((await postJson("/api/waitlist", { email: "  Ada.API@Example.COM ", source: "/pricing" })).status).toBe(201);
    expect((await rows("ada.api@example.com")).results).toEqual([{ email: "ada.api@example.com", source: "/pricing" }]);
    expect(
      (await postJson("/api/waitlist", { email: "src-api@example.com", source: "https://evil.example" })).status,
    ).toBe(201);
    expect((await rows("src-api@example.com")).results[0]?.source).toBe("/");
  });

  it("reads JSON sent with a charset", async () => {
    const response = await postJson(
      "/api/waitlist",
      { email: "charset@example.com" },
      { headers: { "content-type": "application/json; charset=utf-8" } },
    );
    expect(response.status).toBe(201);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await postJson("/api/waitlist", { email: "bot-api@example.com", website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect((await rows("bot-api@example.com")).results).toHaveLength(0);
  });

  it("keeps exactly one row per address under 300 concurrent joins of 150 addresses", async () => {
    const emails = Array.from({ length: 150 }, (_, i) => `crowd-${i}@example.com`);
    const requests = [...emails, ...emails.map((e) => e.toUpperCase())].map((email) =>
      postJson("/api/waitlist", { email }),
    );
    const responses = await Promise.all(requests);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(150);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM waitlist_emails WHERE email LIKE 'crowd-%'",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(150);
  });
});
