import { beforeAll, describe, expect, it } from "vitest";
import { seedLengthChannel } from "~/features/rpm-booster/__fixtures__/studio-channel";
import { MISSING_ALL } from "~/features/rpm-booster/engine";
import { RPM_SIGNED_OUT_ERROR } from "~/features/rpm-booster/messages";
import { demoCookie, get, pageText, postForm, signUp, storeRun, workspaceOf } from "../../helpers";
import { sampleWorld, seedSampleTemplate } from "../../sample";

type RpmAnswer = {
  analysis: { currentRPM: number; views28: number } | null;
  recommendations: { id: string; projectedRPM: number; currentRPM: number }[];
  missing: string | null;
  source: { kind: string; videosWithRevenue: number };
  stats: { totalAnalyses: number };
};

const rpmOf = async (cookie: string) => (await (await get("/api/rpm", { cookie })).json()) as RpmAnswer;

beforeAll(async () => {
  await seedSampleTemplate();
});

describe("GET /api/rpm, security", () => {
  it("needs a session", async () => {
    const response = await get("/api/rpm");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: RPM_SIGNED_OUT_ERROR });
  });

  it("refuses a forged session cookie", async () => {
    const response = await get("/api/rpm", { cookie: "vidwise_session=forged.token.value" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: RPM_SIGNED_OUT_ERROR });
  });

  it("never reads another user's revenue, analyses or CSV", async () => {
    const ownerEmail = "rpm-sec-owner@example.com";
    const owner = await signUp(ownerEmail);
    await seedLengthChannel(await workspaceOf(ownerEmail), storeRun);
    expect((await postForm("/rpm-booster", { intent: "analyze" }, { cookie: owner })).status).toBe(200);
    expect((await rpmOf(owner)).analysis?.currentRPM).toBe(3);

    const other = await signUp("rpm-sec-other@example.com");
    const theirs = await rpmOf(other);
    expect(theirs).toMatchObject({
      analysis: null,
      recommendations: [],
      missing: MISSING_ALL,
      stats: { totalAnalyses: 0 },
      source: { kind: "none", videosWithRevenue: 0 },
    });
    const page = await pageText(await get("/rpm-booster", { cookie: other }));
    expect(page).not.toContain("Make more long-form videos");
    expect(page).not.toContain("longVideo00");
    const csv = await (await get("/rpm-booster/videos.csv", { cookie: other })).text();
    expect(csv).not.toContain("longVideo00");
  });

  it("shows a demo visitor the sample channel's own numbers, and keeps each visitor's runs apart", async () => {
    const first = await demoCookie();
    const answer = await rpmOf(first);
    expect(answer.source).toMatchObject({ kind: "sample", videosWithRevenue: sampleWorld().own.videoAnalytics.length });
    expect(answer.missing).toBeNull();
    expect(answer.analysis!.currentRPM).toBeGreaterThan(0);
    expect(answer.analysis!.views28).toBeGreaterThan(0);
    const length = answer.recommendations.find((r) => r.id === "rpm-length");
    expect(length).toBeDefined();
    expect(length!.projectedRPM).toBeGreaterThan(length!.currentRPM);

    expect((await postForm("/rpm-booster", { intent: "analyze" }, { cookie: first })).status).toBe(200);
    expect((await rpmOf(first)).stats.totalAnalyses).toBe(1);
    const second = await demoCookie();
    expect((await rpmOf(second)).stats.totalAnalyses).toBe(0);
  });
});
