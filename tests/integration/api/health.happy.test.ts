import { describe, expect, it } from "vitest";
import { get, request } from "../../helpers";

describe("GET /api/health", () => {
  it("answers ok after a real D1 query", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { ok: boolean; db: string; dbLatencyMs: number; time: string };
    expect(body).toMatchObject({ ok: true, db: "ok" });
    expect(body.dbLatencyMs).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(Date.parse(body.time))).toBe(true);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await request("HEAD", "/api/health");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
