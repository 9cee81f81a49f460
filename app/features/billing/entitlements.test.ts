import { describe, expect, it } from "vitest";
import {
  ANALYSIS_LIMIT_ERROR,
  allowanceText,
  canRunAnalysis,
  entitlementsFor,
  featureLockedError,
  lockedText,
  planFromSubscription,
} from "./entitlements";
import { FEATURE_MATRIX, FREE_ANALYSES, PLANS, cheapestPlanWith, planFeatures } from "./plans";

const NOW = new Date("2026-06-15T12:00:00Z");
const nowS = NOW.getTime() / 1000;
const sub = (over: Partial<Parameters<typeof planFromSubscription>[0] & object> = {}) => ({
  subscriptionStatus: "active",
  planId: "pro" as const,
  currentPeriodEnd: nowS + 86_400,
  cancelAtPeriodEnd: false,
  ...over,
});

describe("planFromSubscription", () => {
  it("is Free without a subscription", () => {
    expect(planFromSubscription(null, NOW)).toBeNull();
  });

  it.each(["active", "trialing"])("gives the plan while %s and paid for", (status) => {
    expect(planFromSubscription(sub({ subscriptionStatus: status }), NOW)).toBe("pro");
  });

  it.each(["past_due", "canceled", "unpaid", "incomplete", "incomplete_expired", "paused"])(
    "falls back to Free when %s",
    (status) => {
      expect(planFromSubscription(sub({ subscriptionStatus: status }), NOW)).toBeNull();
    },
  );

  it("keeps a plan cancelled at period end until the period ends, then falls back", () => {
    expect(planFromSubscription(sub({ cancelAtPeriodEnd: true }), NOW)).toBe("pro");
    expect(planFromSubscription(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: nowS }), NOW)).toBeNull();
  });

  it("does not trust an active status past its period (a missed webhook)", () => {
    expect(planFromSubscription(sub({ currentPeriodEnd: nowS - 1 }), NOW)).toBeNull();
  });

  it("gives nothing for a price this deployment does not sell", () => {
    expect(planFromSubscription(sub({ planId: null }), NOW)).toBeNull();
  });
});

describe("entitlementsFor", () => {
  it("gives a free account one analysis and the features every plan has", () => {
    const fresh = entitlementsFor({ planId: null, isDemo: false, analysesUsed: 0 });
    expect(fresh.planName).toBe("Free User");
    expect(fresh.analysesLeft).toBe(FREE_ANALYSES);
    expect(canRunAnalysis(fresh)).toBe(true);
    expect(fresh.features["visibility-score"]).toBe(true);
    expect(fresh.features["content-gaps"]).toBe(false);
    expect(fresh.features.coaching).toBe(false);
    const used = entitlementsFor({ planId: null, isDemo: false, analysesUsed: 1 });
    expect(used.analysesLeft).toBe(0);
    expect(canRunAnalysis(used)).toBe(false);
    expect(entitlementsFor({ planId: null, isDemo: false, analysesUsed: 5 }).analysesLeft).toBe(0);
  });

  it("follows the matrix for each plan, with unlimited analyses", () => {
    for (const plan of PLANS) {
      const e = entitlementsFor({ planId: plan.id, isDemo: false, analysesUsed: 40 });
      expect(e.planName).toBe(plan.name);
      expect(e.analysesLeft).toBeNull();
      expect(canRunAnalysis(e)).toBe(true);
      for (const entry of FEATURE_MATRIX)
        expect(e.features[entry.key], `${plan.id} ${entry.key}`).toBe(entry.plans[plan.id]);
    }
  });

  it("matches spec §6: Starter the score, Pro the five insights, Creator+ coaching too", () => {
    const keys = (id: "starter" | "pro" | "creator") => planFeatures(id).map((e) => e.name);
    expect(keys("starter")).toEqual(["Live Visibility Score"]);
    expect(keys("pro")).toEqual([
      "Live Visibility Score",
      "Content Gap Analysis",
      "Audience Demand Insights",
      "Optimal Upload Timing",
      "Seasonal Topic Surge Alerts",
      "Viral Potential Predictor",
    ]);
    expect(keys("creator")).toEqual([...keys("pro"), "1-on-1 Channel Strategy Coaching"]);
  });

  it("gives the demo every feature and unlimited runs", () => {
    const demo = entitlementsFor({ planId: null, isDemo: true, analysesUsed: 3 });
    expect(Object.values(demo.features).every(Boolean)).toBe(true);
    expect(demo.analysesLeft).toBeNull();
    expect(allowanceText(demo)).toContain("sample channel");
  });
});

describe("the words", () => {
  it("says how many free analyses are left and what unlocks more", () => {
    expect(allowanceText(entitlementsFor({ planId: null, isDemo: false, analysesUsed: 0 }))).toBe(
      "1 of 1 free analysis left",
    );
    expect(allowanceText(entitlementsFor({ planId: null, isDemo: false, analysesUsed: 1 }))).toMatch(/used.*plan/);
    expect(allowanceText(entitlementsFor({ planId: "pro", isDemo: false, analysesUsed: 1 }))).toBe(
      "Pro plan: no monthly cap on analyses",
    );
    expect(ANALYSIS_LIMIT_ERROR).toContain("/pricing");
  });

  it("names the cheapest plan that unlocks a feature", () => {
    expect(cheapestPlanWith("content-gaps").name).toBe("Pro");
    expect(cheapestPlanWith("coaching").name).toBe("Creator+");
    expect(lockedText("viral-potential").title).toBe("Viral Potential Predictor is part of Pro and up");
    expect(featureLockedError("coaching")).toBe(
      "1-on-1 Channel Strategy Coaching is included with Creator+. Choose a plan at /pricing.",
    );
  });
});
