import { describe, expect, it } from "vitest";
import { GENERATE_BODY_ERROR, MANUAL_BATCHES_PER_DAY, NO_CHANNEL_ERROR } from "~/features/content-ideas/messages";
import { MAX_GENERATE_BYTES } from "../../../workers/api/content-ideas";
import { request, signUpUnverified, storeRun, workspaceOf } from "../../helpers";

let cookie: string | undefined;
const session = async () => (cookie ??= await signUpUnverified("ideas-api-errors@example.com"));

describe("POST /api/ideas/generate, refusals", () => {
  it.each([
    ["an object with fields", { topic: "home server" }, "application/json"],
    ["a list", [], "application/json"],
    ["null", "null", "application/json"],
    ["truncated JSON", '{"a":', "application/json"],
    ["plain text", "make me ideas", "text/plain"],
  ])("refuses %s with 400", async (_label, body, contentType) => {
    const response = await request("POST", "/api/ideas/generate", { cookie: await session(), body, contentType });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: GENERATE_BODY_ERROR });
  });

  it("refuses a body over the limit with 413", async () => {
    const response = await request("POST", "/api/ideas/generate", {
      cookie: await session(),
      body: { padding: "a".repeat(MAX_GENERATE_BYTES) },
    });
    expect(response.status).toBe(413);
  });

  it("says what to connect when the workspace has no channel (404)", async () => {
    const response = await request("POST", "/api/ideas/generate", { cookie: await session() });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: NO_CHANNEL_ERROR });
  });

  it(`answers 429 past ${MANUAL_BATCHES_PER_DAY} manual batches a day`, async () => {
    const own = await session();
    const workspace = await workspaceOf("ideas-api-errors@example.com");
    for (let i = 0; i < MANUAL_BATCHES_PER_DAY; i++)
      await storeRun(
        workspace,
        "INSERT INTO idea_batches (workspace_id, id, source, ideas, analyzed, total_generated, created_at) VALUES (?, ?, 'manual', '[]', '{}', 0, ?)",
        workspace,
        crypto.randomUUID(),
        Date.now(),
      );
    const response = await request("POST", "/api/ideas/generate", { cookie: own });
    expect(response.status).toBe(429);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toContain(`You have generated ${MANUAL_BATCHES_PER_DAY} batches today`);
  });

  it("answers unknown methods and paths with JSON 404", async () => {
    expect((await request("DELETE", "/api/ideas", { cookie: await session() })).status).toBe(404);
    expect((await request("GET", "/api/ideas/generate", { cookie: await session() })).status).toBe(404);
  });
});
