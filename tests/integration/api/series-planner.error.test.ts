import { describe, expect, it } from "vitest";
import { get, postJson, request, signUpUnverified } from "../../helpers";

let cookie: string | undefined;
const session = async () => (cookie ??= await signUpUnverified("series-api-errors@example.com"));

describe("GET /api/series, refusals", () => {
  it.each(["done", "PUBLISHED", "", "planned,published"])("refuses the status filter %j with 400", async (status) => {
    const response = await get(`/api/series?status=${encodeURIComponent(status)}`, { cookie: await session() });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; error: string };
    expect(answer).toEqual({
      success: false,
      error: "status must be one of published, in-progress, planned, completed.",
    });
  });

  it("accepts each real status", async () => {
    for (const status of ["published", "in-progress", "planned", "completed"]) {
      const response = await get(`/api/series?status=${status}`, { cookie: await session() });
      expect(response.status, status).toBe(200);
    }
  });

  it.each(["POST", "PUT", "DELETE"])("answers %s with a JSON 404: the endpoint only reads", async (method) => {
    const response =
      method === "POST"
        ? await postJson("/api/series", {}, { cookie: await session() })
        : await request(method, "/api/series", { cookie: await session() });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });
});
