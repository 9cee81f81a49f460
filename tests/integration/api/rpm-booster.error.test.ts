import { describe, expect, it, vi } from "vitest";
import { seedLengthChannel } from "~/features/rpm-booster/__fixtures__/studio-channel";
import { MISSING_ALL, MISSING_DAILY } from "~/features/rpm-booster/engine";
import { RPM_ERROR_TITLE, RPM_FAILED_ERROR } from "~/features/rpm-booster/messages";
import { get, pageText, postForm, request, signUp, storeCount, storeRun, workspaceOf } from "../../helpers";

describe("GET /api/rpm, refusals and failures", () => {
  it("answers with the spec's message, 500, when the analysis fails, and logs it", async () => {
    const email = "rpm-api-broken@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await seedLengthChannel(ws, storeRun);
    // A publish time past the largest JavaScript date: reading it throws inside the analysis.
    await storeRun(ws, "UPDATE videos SET published_at = 9e15 WHERE workspace_id = ? AND id = 'longVideo00'", ws);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await get("/api/rpm", { cookie });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, error: RPM_FAILED_ERROR });

    // The page's Analyze RPM shows the same message under the spec's heading, and stores nothing.
    const page = await postForm("/rpm-booster", { intent: "analyze" }, { cookie });
    expect(page.status).toBe(500);
    const text = await pageText(page);
    expect(text).toContain(RPM_ERROR_TITLE);
    expect(text).toContain(RPM_FAILED_ERROR);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    expect(await storeCount(ws, "SELECT count(*) FROM rpm_analyses WHERE workspace_id = ?", ws)).toBe(0);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with a JSON 404: the endpoint only reads", async (method) => {
    const cookie = await signUp(`rpm-api-${method.toLowerCase()}@example.com`);
    const response = await request(method, "/api/rpm", { cookie, body: { analysis: { currentRPM: 99 } } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("ignores a query string, hostile or not", async () => {
    const cookie = await signUp("rpm-api-query@example.com");
    const response = await get(
      `/api/rpm?workspace=sample-v3&limit=-1&x=${encodeURIComponent("<script>alert(1)</script>")}`,
      { cookie },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { analysis: unknown; missing: string };
    expect(answer).toMatchObject({ analysis: null, missing: MISSING_ALL });
  });

  it("treats rows without revenue as no revenue, and per-video revenue without daily rows as missing the daily file", async () => {
    const email = "rpm-api-norevenue@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await seedLengthChannel(ws, storeRun);
    await storeRun(ws, "UPDATE daily_analytics SET estimated_revenue = NULL, rpm = NULL WHERE workspace_id = ?", ws);
    const daily = (await (await get("/api/rpm", { cookie })).json()) as { analysis: unknown; missing: string };
    expect(daily).toMatchObject({ analysis: null, missing: MISSING_DAILY });
    await storeRun(ws, "UPDATE video_analytics SET estimated_revenue = NULL, rpm = NULL WHERE workspace_id = ?", ws);
    const none = (await (await get("/api/rpm", { cookie })).json()) as { analysis: unknown; missing: string };
    expect(none).toMatchObject({ analysis: null, missing: MISSING_ALL });
  });
});
