import { describe, expect, it } from "vitest";
import { prepareTrajectory, readingsSupport, toTau, trustedYAt, yAt } from "./trajectory-points";

const views = (p: ReturnType<typeof prepareTrajectory>) => Array.from(p?.y ?? [], (y) => Math.round(Math.expm1(y)));
const hours = (p: ReturnType<typeof prepareTrajectory>) =>
  Array.from(p?.tau ?? [], (t) => Math.round(Math.expm1(t) * 1000) / 1000);

describe("prepareTrajectory", () => {
  it("drops unusable readings, sorts, merges equal hours and adds the publication origin", () => {
    const p = prepareTrajectory([
      { hours: 24, views: 300 },
      { hours: Number.NaN, views: 5 },
      { hours: 2, views: 100 },
      { hours: -1, views: 50 },
      { hours: 24, views: 320 },
      { hours: 48, views: Infinity },
      { hours: 48, views: -3 },
    ]);
    expect(hours(p)).toEqual([0, 2, 24]);
    expect(views(p)).toEqual([0, 100, 320]);
    expect(p?.firstReading).toBe(1);
    expect(p?.lastHours).toBe(24);
    expect(p?.lastViews).toBe(320);
  });

  it("keeps a reading at hour 0 as the origin", () => {
    const p = prepareTrajectory([
      { hours: 0, views: 5000 },
      { hours: 24, views: 9000 },
    ]);
    expect(hours(p)).toEqual([0, 24]);
    expect(p?.firstReading).toBe(0);
  });

  it("never lets views fall: a corrected count keeps the earlier maximum", () => {
    const p = prepareTrajectory([
      { hours: 1, views: 100 },
      { hours: 2, views: 90 },
      { hours: 3, views: 150 },
    ]);
    // The 90 becomes 100, which then repeats a frozen 100 before a rise and is dropped.
    expect(views(p)).toEqual([0, 100, 150]);
  });

  it("drops a frozen counter's repeated readings before a jump, keeps a final stall", () => {
    const p = prepareTrajectory([
      { hours: 2, views: 36 },
      { hours: 10, views: 36 },
      { hours: 20, views: 36 },
      { hours: 33, views: 491 },
      { hours: 44, views: 500 },
      { hours: 60, views: 500 },
      { hours: 90, views: 500 },
    ]);
    expect(hours(p)).toEqual([0, 2, 33, 44, 60, 90]);
    expect(p?.lastViews).toBe(500);
  });

  it("answers null for nothing usable", () => {
    expect(prepareTrajectory([])).toBeNull();
    expect(prepareTrajectory(null)).toBeNull();
    expect(prepareTrajectory([{ hours: Number.NaN, views: 1 }])).toBeNull();
  });
});

describe("reading between readings", () => {
  const p = prepareTrajectory([
    { hours: 1, views: 99 },
    { hours: 3, views: 9999 },
  ]);

  it("interpolates ln(1 + views) linearly in ln(1 + hours)", () => {
    // Halfway between τ = ln 2 and ln 4 is ln √8; halfway between y = ln 100 and ln 10000 is ln 1000.
    const mid = yAt(p!, (Math.log(2) + Math.log(4)) / 2);
    expect(mid).toBeCloseTo(Math.log(1000), 12);
    expect(yAt(p!, toTau(10))).toBeNull();
  });

  it("trusts a value only between readings at most ×5 apart in (1 + hours)", () => {
    const sparse = prepareTrajectory([
      { hours: 1, views: 10 },
      { hours: 100, views: 1000 },
    ]);
    // 1 h and 100 h are ×50.5 apart in (1 + hours): not pinned down in between.
    expect(trustedYAt(sparse!, toTau(10))).toBeNull();
    expect(trustedYAt(sparse!, toTau(100))).toBeCloseTo(Math.log(1001), 12);
    expect(trustedYAt(p!, toTau(2))).not.toBeNull();
  });

  it("says when the readings measure the growth before a cutoff", () => {
    const single = prepareTrajectory([{ hours: 3, views: 50 }]);
    const several = prepareTrajectory([
      { hours: 1, views: 10 },
      { hours: 3, views: 50 },
    ]);
    const lookback = Math.LN2;
    expect(readingsSupport(single!, toTau(3), lookback)).toBe(false);
    expect(readingsSupport(several!, toTau(3), lookback)).toBe(true);
  });
});
