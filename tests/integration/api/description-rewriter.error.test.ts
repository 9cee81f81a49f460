import { describe, expect, it } from "vitest";
import { DESCRIPTION_TOO_LONG_ERROR, MISSING_INPUT_ERROR } from "~/features/description-rewriter/messages";
import { postJson, signUpUnverified } from "../../helpers";

let cookie: string | undefined;
const session = async () => (cookie ??= await signUpUnverified("desc-api-errors@example.com"));

describe("POST /api/description/rewrite, refusals", () => {
  it.each([
    ["a blank title", { title: "   ", description: "Some text." }, MISSING_INPUT_ERROR],
    ["a blank description", { title: "A title", description: " \n\t " }, MISSING_INPUT_ERROR],
    ["a missing description", { title: "A title" }, MISSING_INPUT_ERROR],
    [
      "a description over 5,000 characters",
      { title: "A title", description: "a".repeat(5_001) },
      DESCRIPTION_TOO_LONG_ERROR,
    ],
    ["a number for a title", { title: 42, description: "Some text." }, MISSING_INPUT_ERROR],
    [
      "keywords that are not a list",
      { title: "A title", description: "Text.", keywords: "desk" },
      "keywords must be a list of strings.",
    ],
    [
      "eleven keywords",
      { title: "A title", description: "Text.", keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) },
      "At most 10 keywords.",
    ],
  ])("refuses %s with 400", async (_label, body, message) => {
    const response = await postJson("/api/description/rewrite", body, { cookie: await session() });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; error: string };
    expect(answer.success).toBe(false);
    expect(answer.error).toContain(message);
  });

  it("accepts exactly 5,000 characters, counting an emoji as one", async () => {
    const description = `${"🎥".repeat(10)}${"a".repeat(4_990)}`;
    const response = await postJson(
      "/api/description/rewrite",
      { title: "Camera test", description },
      { cookie: await session() },
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ["truncated JSON", '{"title": "a", "description": '],
    ["null", "null"],
    ["a list", "[1,2]"],
  ])("answers %s with 400, never a 5xx", async (_label, body) => {
    const response = await postJson("/api/description/rewrite", body, { cookie: await session() });
    expect(response.status).toBe(400);
  });
});
