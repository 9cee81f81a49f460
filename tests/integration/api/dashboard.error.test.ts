import { describe, expect, it } from "vitest";
import { MISSING_DAILY, MISSING_DAILY_OR_GOOGLE } from "~/features/dashboard/engine/kpis";
import { get, signUp } from "../../helpers";

describe("GET /api/dashboard without data", () => {
  it("gives a new workspace nulls with what to import, never zeros", async () => {
    const cookie = await signUp("api-dashboard-empty@example.com");
    const response = await get("/api/dashboard", { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      kpis: { value: number | null; missing: string | null }[];
      visibilityScore: { value: number | null };
      gettingStarted: { done: boolean }[];
    };
    expect(body.kpis.map((k) => k.value)).toEqual([null, null, null, null]);
    expect(body.kpis[0]!.missing).toBe(MISSING_DAILY_OR_GOOGLE);
    expect(body.kpis[2]!.missing).toBe(MISSING_DAILY);
    expect(body.visibilityScore.value).toBeNull();
    expect(body.gettingStarted.every((s) => !s.done)).toBe(true);
  });

  it("answers an unknown method on the path with the shared JSON 404", async () => {
    const cookie = await signUp("api-dashboard-post@example.com");
    const response = await get("/api/dashboard/extra", { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Not found" });
  });
});
