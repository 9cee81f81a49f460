// POST /api/youtube-insights's refusals in the shared shape. The spec's failure cases (400 for
// each bad input, 503, 429, 404, 500) are in tests/integration/content-analyzer.test.ts.
import { describe, expect, it } from "vitest";
import { BAD_JSON_ERROR, BLANK_QUERY_ERROR, LONG_QUERY_ERROR } from "~/features/content-analyzer/messages";
import { postJson, request, signUp } from "../../helpers";

describe("POST /api/youtube-insights, refusals", () => {
  it("uses the feature's own words, with the field's path when the body is an object", async () => {
    const cookie = await signUp("insights-words@example.com");
    const cases: [body: unknown, error: string, path: string][] = [
      [{ query: "   " }, BLANK_QUERY_ERROR, "query"],
      [{}, BLANK_QUERY_ERROR, "query"],
      [{ query: 42 }, BLANK_QUERY_ERROR, "query"],
      [{ query: "a".repeat(201) }, LONG_QUERY_ERROR, "query"],
      ["{{", BAD_JSON_ERROR, ""],
      ["", BAD_JSON_ERROR, ""],
      ["[1]", BAD_JSON_ERROR, ""],
      ["null", BAD_JSON_ERROR, ""],
    ];
    for (const [body, error, path] of cases) {
      const response = await postJson("/api/youtube-insights", body, { cookie });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ success: false, error, issues: [{ path, message: error }] });
    }
  });

  it("does not read JSON sent under another content type", async () => {
    const cookie = await signUp("insights-typed@example.com");
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", null]) {
      const response = await request("POST", "/api/youtube-insights", {
        cookie,
        body: { query: "laptop" },
        contentType,
      });
      expect(response.status, String(contentType)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: BAD_JSON_ERROR });
    }
  });

  it("answers other methods with a JSON 404", async () => {
    const cookie = await signUp("insights-methods@example.com");
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await request(method, "/api/youtube-insights", {
        cookie,
        body: method === "GET" ? undefined : { query: "laptop" },
      });
      expect(response.status, method).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: "Not found" });
    }
  });
});
