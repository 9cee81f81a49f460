import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_ANALYZE_BYTES } from "../../../workers/api/comment-sentiment";
import { SIGN_IN_ERROR } from "../../../workers/api/session";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { CROSS_SITE_HEADERS, channelDataToStore, postJson, signUp, workspaceOf } from "../../helpers";

describe("POST /api/comments/analyze, security", () => {
  it("needs a session", async () => {
    const response = await postJson("/api/comments/analyze", { comments: [{ text: "great" }] });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: SIGN_IN_ERROR });
  });

  it("refuses a cross-site post", async () => {
    const cookie = await signUp("csrf-comments@example.com");
    const response = await postJson(
      "/api/comments/analyze",
      { comments: [{ text: "great" }] },
      { cookie, headers: CROSS_SITE_HEADERS },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("refuses a body over its size limit with 413, before parsing it", async () => {
    const cookie = await signUp("huge-comments@example.com");
    const response = await postJson(
      "/api/comments/analyze",
      `{"comments":[{"text":"${"a".repeat(MAX_ANALYZE_BYTES)}"}]}`,
      { cookie },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it.each([
    ["truncated JSON", '{"comments": [{"text": "hi"}'],
    ["a bare string", '"hi"'],
    ["null", "null"],
    ["an object for a comment's text", '{"comments": [{"text": {"$gt": ""}}]}'],
    ["deeply nested JSON", `{"comments": ${"[".repeat(5_000)}${"]".repeat(5_000)}}`],
  ])("answers %s with a 4xx, never a 5xx", async (_label, body) => {
    const cookie = await signUp(`malformed-${_label.replace(/\W/g, "")}@example.com`);
    const response = await postJson("/api/comments/analyze", body, { cookie });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("answers with the posted comments only: never the caller's stored comments, nor anyone else's", async () => {
    const cookie = await signUp("owner-comments@example.com");
    const ws = await workspaceOf("owner-comments@example.com");
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO channels (workspace_id, id, role, title, uploads_playlist_id) VALUES (?, 'UCowner00000000000000000', 'own', 'Owner', 'UUowner00000000000000000')",
      ).bind(ws),
      env.DB.prepare(
        "INSERT INTO videos (workspace_id, id, channel_id, title, published_at) VALUES (?, 'vidOwner001', 'UCowner00000000000000000', 'Owner video', ?)",
      ).bind(ws, Date.now()),
      env.DB.prepare(
        "INSERT INTO comments (workspace_id, id, video_id, author_name, text, like_count, published_at) VALUES (?, 'stored-1', 'vidOwner001', 'Viewer', 'a stored secret comment', 0, ?)",
      ).bind(ws, Date.now()),
    ]);
    await channelDataToStore(ws);
    const other = await signUp("other-comments@example.com");
    for (const who of [cookie, other]) {
      const response = await postJson(
        "/api/comments/analyze",
        { comments: [{ text: "only this one" }] },
        { cookie: who },
      );
      const text = await response.text();
      expect(text).not.toContain("stored secret comment");
      expect(text).not.toContain("stored-1");
      expect((JSON.parse(text) as { summary: { total: number } }).summary.total).toBe(1);
    }
  });
});
