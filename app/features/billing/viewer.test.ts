// The Viewer every use-case asks: what each plan may see, and the words a locked part carries.
import { describe, expect, it } from "vitest";
import { locked, viewerFor } from "./index.server";
import { FEATURE_MATRIX, type PlanId } from "./plans";

const user = { id: "u1", teamChannelId: "w1", isDemo: false };

describe("viewer.can", () => {
  it("gives each paid plan exactly the features the plan matrix lists", () => {
    for (const plan of ["starter", "pro", "creator"] as PlanId[]) {
      const viewer = viewerFor(user, plan);
      for (const entry of FEATURE_MATRIX) expect(viewer.can(entry.key), `${plan} ${entry.key}`).toBe(entry.plans[plan]);
    }
  });

  it("gives Free what every plan includes (the Live Visibility Score) and no Pro part", () => {
    const free = viewerFor(user, null);
    expect(free.can("visibility-score")).toBe(true);
    for (const key of [
      "content-gaps",
      "audience-demand",
      "upload-timing",
      "surge-alerts",
      "viral-potential",
      "coaching",
    ] as const)
      expect(free.can(key), key).toBe(false);
  });

  it("gives the demo everything, whatever plan is passed", () => {
    const demo = viewerFor({ ...user, isDemo: true }, null);
    for (const entry of FEATURE_MATRIX) expect(demo.can(entry.key), entry.key).toBe(true);
  });
});

describe("locked", () => {
  it("names the feature and the cheapest plan that includes it, in the words /api and the pages share", () => {
    expect(locked("upload-timing", ["timing"])).toEqual({
      key: "upload-timing",
      feature: "Optimal Upload Timing",
      plan: "Pro",
      fields: ["timing"],
      message: "Optimal Upload Timing is included with Pro and up. Choose a plan at /pricing.",
    });
    expect(locked("coaching")).toMatchObject({
      feature: "1-on-1 Channel Strategy Coaching",
      plan: "Creator+",
      message: "1-on-1 Channel Strategy Coaching is included with Creator+. Choose a plan at /pricing.",
    });
  });
});
