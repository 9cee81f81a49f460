import { describe, expect, it } from "vitest";
import { AB_TEST_BODY_ERROR } from "~/features/thumbnail-optimizer/ab-test-schema";
import { postJson, request, signUp } from "../../helpers";

const PATH = "/api/ab-test/evaluate";

type ErrorBody = { success: false; error: string; issues?: { path: string; message: string }[] };

const v = (name: string, impressions: unknown, clicks: unknown) => ({ name, impressions, clicks });
const A = v("A", 1000, 50);
const B = v("B", 1000, 60);

let cookie: string;
const session = async () => (cookie ??= await signUp("ab-errors@example.com"));

async function refused(body: unknown): Promise<ErrorBody> {
  const response = await postJson(PATH, body, { cookie: await session() });
  expect(response.status).toBe(400);
  const json = (await response.json()) as ErrorBody;
  expect(json.success).toBe(false);
  expect(json.error).toEqual(expect.any(String));
  return json;
}

describe("POST /api/ab-test/evaluate, bad input", () => {
  it.each([
    ["one variant", { variants: [A] }, "at least 2 variants"],
    ["no variants", { variants: [] }, "at least 2 variants"],
    ["four variants", { variants: [A, B, v("C", 1, 0), v("D", 1, 0)] }, "At most 3 variants"],
    [
      "clicks over impressions",
      { variants: [A, v("B", 10, 11)] },
      "clicks must not exceed impressions. (at variants.1.clicks)",
    ],
    [
      "negative impressions",
      { variants: [v("A", -1, 0), B] },
      "impressions must be 0 or more. (at variants.0.impressions)",
    ],
    ["negative clicks", { variants: [A, v("B", 10, -2)] }, "clicks must be 0 or more"],
    ["fractional clicks", { variants: [A, v("B", 10, 2.5)] }, "clicks must be a whole number"],
    ["fractional impressions", { variants: [v("A", 10.1, 2), B] }, "impressions must be a whole number"],
    ["numbers as strings", { variants: [v("A", "1000", "50"), B] }, "impressions must be a number"],
    ["null clicks", { variants: [A, v("B", 10, null)] }, "clicks must be a number"],
    ["missing impressions", { variants: [{ name: "A", clicks: 1 }, B] }, "impressions must be a number"],
    ["counts over 10^12", { variants: [v("A", 1e13, 5), B] }, "impressions is at most 1,000,000,000,000"],
    ["an unsafe integer", { variants: [A, v("B", 2 ** 60, 0)] }, "impressions is at most"],
    [
      "duplicate names",
      { variants: [v("Thumb", 10, 1), v("thumb ", 10, 2)] },
      "unique (ignoring case). (at variants.1.name)",
    ],
    ["an empty name", { variants: [v("   ", 10, 1), B] }, "name must not be empty"],
    ["a numeric name", { variants: [{ name: 7, impressions: 1, clicks: 0 }, B] }, "name must be a string"],
    ["a name over 100 characters", { variants: [v("x".repeat(101), 10, 1), B] }, "name is at most 100 characters"],
    ["an unknown metric", { metric: "views", variants: [A, B] }, 'metric must be "ctr"'],
    ["a metric in capitals", { metric: "CTR", variants: [A, B] }, "metric"],
    ["variants not a list", { variants: { A, B } }, "variants must be a list"],
    ["a variant that is not an object", { variants: [A, "B"] }, "Each variant must be an object"],
    ["no variants field", { metric: "ctr" }, "variants"],
  ])("refuses %s with 400 and names the field", async (_label, body, words) => {
    const json = await refused(body);
    expect(json.error).toContain(words);
    expect(json.issues?.length).toBeGreaterThan(0);
  });

  it.each([
    ["a missing body", undefined],
    ["malformed JSON", "{{"],
    ["truncated JSON", '{"variants": [{"name": "A"'],
    ["JSON null", "null"],
    ["a JSON array", JSON.stringify([A, B])],
    ["a JSON string", '"variants"'],
  ])("refuses %s with the body message", async (_label, body) => {
    expect(await refused(body)).toMatchObject({ success: false, error: AB_TEST_BODY_ERROR });
  });

  it("refuses a body that is not sent as JSON", async () => {
    const response = await request("POST", PATH, {
      body: JSON.stringify({ variants: [A, B] }),
      contentType: "text/plain",
      cookie: await session(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: AB_TEST_BODY_ERROR });
  });

  it("refuses an infinite count written as 1e999", async () => {
    const json = await refused(
      '{"variants":[{"name":"A","impressions":1e999,"clicks":0},{"name":"B","impressions":1,"clicks":0}]}',
    );
    expect(json.error).toContain("impressions");
  });

  it("answers other methods with a JSON 404", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await request(method, PATH, { cookie: await session() });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });
});
