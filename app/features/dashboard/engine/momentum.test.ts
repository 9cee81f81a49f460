import { describe, expect, it } from "vitest";
import { type MomentumUpload, momentumSummary, signedPercent } from "./momentum";

// The forecaster's rule (forecast.engines.server.ts): ahead at 25% above the norm, behind at 20% below.
const statusOf = (expected: number, norm: number): MomentumUpload["status"] =>
  expected >= norm * 1.25 ? "ahead" : expected <= norm * 0.8 ? "behind" : "on-track";
const upload = (id: string, expected: number, norm: number | null = 28_200): MomentumUpload => ({
  id,
  title: `Video ${id}`,
  expected,
  norm,
  status: norm === null ? null : statusOf(expected, norm),
});

describe("momentumSummary", () => {
  it("never calls an upload that is ahead of the norm the weakest: every row ahead, the lowest is named with its status", () => {
    // The case seen on the dashboard: the lowest heads for 42.6K, 51% above the norm, and reads "Ahead" in its row.
    const latest = [upload("a", 95_000), upload("b", 42_600), upload("c", 61_000)];
    const summary = momentumSummary(latest)!;
    expect(summary.allSame).toBe("ahead");
    expect(summary.highest).toMatchObject({ id: "a", status: "ahead" });
    expect(summary.lowest).toMatchObject({ id: "b", status: "ahead", vsNorm: 51 });
    // The rank figure and the row's status come from the same ratio: the status each named upload
    // carries is its row's.
    for (const pick of [summary.highest, summary.lowest!])
      expect(pick.status).toBe(latest.find((u) => u.id === pick.id)!.status);
  });

  it("ranks by the same ratio the status is read from, so the highest is never behind another's status", () => {
    const latest = [upload("x", 10_000), upload("y", 30_000), upload("z", 50_000), upload("n", 99_000, null)];
    const summary = momentumSummary(latest)!;
    expect(summary.measured).toBe(3);
    expect(summary.allSame).toBeNull();
    expect(summary.highest).toMatchObject({ id: "z", status: "ahead" });
    expect(summary.lowest).toMatchObject({ id: "x", status: "behind" });
    expect(signedPercent(summary.lowest!.vsNorm)).toBe("−65%");
  });

  it("names one upload without a 'lowest', and none without a norm", () => {
    expect(momentumSummary([upload("a", 20_000)])).toMatchObject({ lowest: null, highest: { status: "behind" } });
    expect(momentumSummary([upload("a", 20_000, null)])).toBeNull();
  });
});
