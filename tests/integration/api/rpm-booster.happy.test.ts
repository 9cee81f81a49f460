import { describe, expect, it } from "vitest";
import { seedLengthChannel } from "~/features/rpm-booster/__fixtures__/studio-channel";
import { GEOGRAPHY_NOT_MEASURED, MISSING_ALL } from "~/features/rpm-booster/engine";
import { get, postForm, signUp, storeCount, storeRun, workspaceOf } from "../../helpers";

type RpmAnswer = {
  analysis: Record<string, unknown> | null;
  recommendations: Record<string, unknown>[];
  missing: string | null;
  notMeasured: string[];
  checked: string[];
  source: { kind: string; videosWithRevenue: number; revenueDays: number };
  stats: { totalAnalyses: number; lastAnalyzed: string | null };
};

const rpmOf = async (cookie: string) => {
  const response = await get("/api/rpm", { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as RpmAnswer;
};

describe("GET /api/rpm", () => {
  it("answers a channel whose long videos earn more with that advice and the hand-computed projection", async () => {
    const email = "rpm-api-length@example.com";
    const cookie = await signUp(email);
    await seedLengthChannel(await workspaceOf(email), storeRun);
    const answer = await rpmOf(cookie);
    expect(answer.missing).toBeNull();
    // The spec's RPM analysis fields, from 28 days × 1,000 views at $3.
    expect(answer.analysis).toMatchObject({
      currentRPM: 3,
      industryAverage: null,
      channelMedianRPM: 3,
      topPerformerRPM: 4,
      monthlyTrend: "stable",
      trendPercentage: 0,
      totalRecommendations: 1,
      potentialMonthlyIncrease: 14,
      views28: 28_000,
      revenue28: 84,
    });
    expect(answer.recommendations).toHaveLength(1);
    const [length] = answer.recommendations;
    // 3 + 0.25 × (4 − 2) = 3.50 on a $3.00 blend, applied to the current $3.00; × 28,000 views.
    expect(length).toMatchObject({
      id: "rpm-length",
      category: "Content Strategy",
      title: "Make more long-form videos of 8 minutes or more",
      currentRPM: 3,
      projectedRPM: 3.5,
      potentialIncrease: 14,
      difficulty: "Medium",
      priority: "High",
    });
    expect(length!.actionSteps).toEqual(expect.arrayContaining([expect.stringContaining("mid-roll")]));
    expect(typeof length!.reasoning).toBe("string");
    expect(typeof length!.timeToImplement).toBe("string");
    expect(answer.notMeasured).toContain(GEOGRAPHY_NOT_MEASURED);
    expect(answer.source).toMatchObject({ kind: "studio", videosWithRevenue: 10, revenueDays: 56 });
  });

  it("computes fresh and stores nothing; stats count the page's Analyze RPM runs", async () => {
    const email = "rpm-api-stats@example.com";
    const cookie = await signUp(email);
    const ws = await workspaceOf(email);
    await seedLengthChannel(ws, storeRun);
    expect((await rpmOf(cookie)).stats).toEqual({ totalAnalyses: 0, lastAnalyzed: null });
    const stored = () => storeCount(ws, "SELECT count(*) FROM rpm_analyses WHERE workspace_id = ?", ws);
    expect(await stored()).toBe(0);

    expect((await postForm("/rpm-booster", { intent: "analyze" }, { cookie })).status).toBe(200);
    const after = await rpmOf(cookie);
    expect(after.stats.totalAnalyses).toBe(1);
    expect(Date.parse(after.stats.lastAnalyzed!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored()).toBe(1);

    // New data shows at once, without another run.
    await storeRun(ws, "UPDATE daily_analytics SET estimated_revenue = 6 WHERE workspace_id = ?", ws);
    const fresh = await rpmOf(cookie);
    expect(fresh.analysis!.currentRPM).toBe(6);
    expect(fresh.stats.totalAnalyses).toBe(1);
  });

  it("tells a user without revenue data what to import", async () => {
    const cookie = await signUp("rpm-api-empty@example.com");
    const answer = await rpmOf(cookie);
    expect(answer).toMatchObject({
      analysis: null,
      recommendations: [],
      missing: MISSING_ALL,
      source: { kind: "none" },
    });
    expect(answer.missing).toContain("Table data.csv");
    expect(answer.missing).toContain("Estimated revenue");
  });
});
