import { describe, expect, it } from "vitest";
import { MAX_AB_TEST_BYTES } from "../../../workers/api/thumbnail-optimizer";
import { CROSS_SITE_ERROR } from "../../../workers/middleware";
import { SESSION_COOKIE } from "~/lib/auth/session.server";
import { AB_TEST_SIGNED_OUT_ERROR } from "~/features/thumbnail-optimizer/ab-test-schema";
import { CROSS_SITE_HEADERS, postJson, signUp } from "../../helpers";

const PATH = "/api/ab-test/evaluate";
const BODY = {
  variants: [
    { name: "A", impressions: 1000, clicks: 50 },
    { name: "B", impressions: 1000, clicks: 80 },
  ],
};

let cookie: string;
const session = async () => (cookie ??= await signUp("ab-security@example.com"));

describe("POST /api/ab-test/evaluate, security", () => {
  it("needs a session", async () => {
    const response = await postJson(PATH, BODY);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: AB_TEST_SIGNED_OUT_ERROR });
  });

  it("does not take a made-up session cookie", async () => {
    const response = await postJson(PATH, BODY, { cookie: `${SESSION_COOKIE}=forged-session-token` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: AB_TEST_SIGNED_OUT_ERROR });
  });

  it("refuses a cross-site post", async () => {
    const response = await postJson(PATH, BODY, { cookie: await session(), headers: CROSS_SITE_HEADERS });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: CROSS_SITE_ERROR });
  });

  it("checks the session before reading the body", async () => {
    const response = await postJson(PATH, "{{ not json");
    expect(response.status).toBe(401);
  });

  it(`refuses a body over ${MAX_AB_TEST_BYTES} bytes with 413`, async () => {
    const name = "a".repeat(MAX_AB_TEST_BYTES);
    const response = await postJson(
      PATH,
      { variants: [{ name, impressions: 1, clicks: 0 }, BODY.variants[1]] },
      { cookie: await session() },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("takes a body just under the limit", async () => {
    const padding = " ".repeat(MAX_AB_TEST_BYTES - JSON.stringify(BODY).length - 10);
    const response = await postJson(PATH, `${JSON.stringify(BODY)}${padding}`, { cookie: await session() });
    expect(response.status).toBe(200);
  });

  it.each([
    ["truncated JSON", '{"variants": [{"name": "A"'],
    ["deeply nested arrays", `{"variants": ${"[".repeat(5_000)}${"]".repeat(5_000)}}`],
    ["deeply nested objects", `{"variants": [${'{"name":'.repeat(1_500)}1${"}".repeat(1_500)}]}`],
    [
      "an object for a name",
      '{"variants": [{"name": {"$gt": ""}, "impressions": 1, "clicks": 0}, {"name": "B", "impressions": 1, "clicks": 0}]}',
    ],
    [
      "prototype keys",
      '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}, "variants": [{"name": "__proto__", "impressions": 1, "clicks": 0}, {"name": "constructor", "impressions": 1, "clicks": 1}]}',
    ],
    [
      "a huge exponent",
      '{"variants": [{"name": "A", "impressions": 1e308, "clicks": 1e308}, {"name": "B", "impressions": -1e308, "clicks": 0}]}',
    ],
    ["binary garbage", "\u0000\u0001\u0002\uffff"],
    ["an empty body", ""],
  ])("answers %s without a 5xx", async (_label, body) => {
    const response = await postJson(PATH, body, { cookie: await session() });
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(500);
    const json = (await response.json()) as { success?: boolean };
    if (response.status !== 200) expect(json).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("echoes names back as data only (JSON-encoded, never markup)", async () => {
    const name = '<script>alert("x")</script>';
    const response = await postJson(
      PATH,
      {
        variants: [
          { name, impressions: 10, clicks: 1 },
          { name: "B", impressions: 10, clicks: 2 },
        ],
      },
      { cookie: await session() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { variants: { name: string }[] };
    expect(body.variants[0]!.name).toBe(name);
  });
});
