import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SIGN_IN_ERROR } from "../../../workers/api/session";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { CROSS_SITE_HEADERS, demoCookie, get, request, signUp, workspaceOf } from "../../helpers";
import { seedSampleTemplate } from "../../sample";

describe("GET /api/channel, security", () => {
  it("needs a session (401)", async () => {
    const response = await get("/api/channel");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: SIGN_IN_ERROR });
  });

  it.each([
    ["an unknown token", "vidwise_session=not-a-real-token"],
    ["an over-long token", `vidwise_session=${"a".repeat(500)}`],
    ["broken percent-encoding", "vidwise_session=%E0%A4%A"],
  ])("treats %s as signed out (401)", async (_label, cookie) => {
    const response = await get("/api/channel", { cookie });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: SIGN_IN_ERROR });
  });

  it("treats an expired session as signed out (401)", async () => {
    const cookie = await signUp("expired@example.com");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(Date.now() - 1, "expired@example.com")
      .run();
    expect((await get("/api/channel", { cookie })).status).toBe(401);
  });

  it("never shows another workspace's channel", async () => {
    await seedSampleTemplate();
    const demo = await demoCookie();
    const theirs = (await (await get("/api/channel", { cookie: demo })).json()) as { title: string; id: string };
    expect(theirs.title.length).toBeGreaterThan(0);
    // A real account with no channel of its own sees none, not the demo's nor the template's.
    const cookie = await signUp("neighbour@example.com");
    const response = await get("/api/channel", { cookie });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain(theirs.title);
    expect(text).not.toContain(theirs.id);
    // A channel row in the neighbour's workspace is what it sees, and only that.
    const ws = await workspaceOf("neighbour@example.com");
    await env.DB.prepare(
      "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, 'UCneighbour0000000000000', 'own', 'Neighbour Channel', 'UUneighbour0000000000000')",
    )
      .bind(ws)
      .run();
    const mine = (await (await get("/api/channel", { cookie })).json()) as { title: string };
    expect(mine.title).toBe("Neighbour Channel");
    expect(((await (await get("/api/channel", { cookie: demo })).json()) as { title: string }).title).toBe(
      theirs.title,
    );
  });

  it("refuses a cross-site write, and answers other methods with a JSON 404", async () => {
    const cookie = await signUp("writer@example.com");
    const forged = await request("POST", "/api/channel", { cookie, body: {}, headers: CROSS_SITE_HEADERS });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await request(method, "/api/channel", { cookie, body: "{{" });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });
});
