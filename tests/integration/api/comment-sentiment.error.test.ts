import { describe, expect, it } from "vitest";
import { postJson, request, signUp } from "../../helpers";

type ErrorBody = { success: false; error: string; issues?: { path: string; message: string }[] };

let cookie: string | undefined;
async function analyzeApi(body: unknown) {
  cookie ??= await signUp("bad-comments@example.com");
  return postJson("/api/comments/analyze", body, { cookie });
}

describe("POST /api/comments/analyze, refusals", () => {
  it.each([
    ["no body", undefined],
    ["not JSON", "{{"],
    ["an empty list", { comments: [] }],
    ["1,001 comments", { comments: Array.from({ length: 1001 }, () => ({ text: "ok" })) }],
    ["a 10,001-character comment", { comments: [{ text: "a".repeat(10_001) }] }],
    ["a number as text", { comments: [{ text: 5 }] }],
    ["comments that are not a list", { comments: "great video" }],
    ["a negative like count", { comments: [{ text: "hi", likeCount: -1 }] }],
  ])("answers 400 with a clear error for %s", async (_label, body) => {
    const response = await analyzeApi(body === undefined ? "" : body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorBody;
    expect(json.success).toBe(false);
    expect(json.error.length).toBeGreaterThan(5);
  });

  it("says what is wrong and where, and lists every issue with its path", async () => {
    const response = await analyzeApi({
      comments: [{ text: "fine" }, { text: "a".repeat(10_001) }, { text: "ok", likeCount: -1 }],
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorBody;
    expect(json.error).toBe("A comment is at most 10,000 characters. (at comments.1.text)");
    expect(json.issues?.map((i) => i.path)).toEqual(["comments.1.text", "comments.2.likeCount"]);
  });

  it("answers a body that is not JSON with the endpoint's own message", async () => {
    const expected = 'Send JSON like { "comments": [ { "text": "…" } ] }.';
    for (const [body, contentType] of [
      ["{{", "application/json"],
      ["", "application/json"],
      ['{"comments":[{"text":"hi"}]}', "text/plain"],
    ] as const) {
      cookie ??= await signUp("bad-comments@example.com");
      const response = await request("POST", "/api/comments/analyze", { cookie, body, contentType });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toBe(expected);
    }
  });
});
