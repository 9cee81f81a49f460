import { describe, expect, it } from "vitest";
import { REAL_AGE_CURVE, viewsAlongCurve } from "~/lib/stats";
import { peerViewsAt, type Upload } from "./baseline";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLISHED = Date.parse("2026-09-01T00:00:00.000Z");

function peer(readings: [ageDays: number, views: number][]): Upload {
  return {
    id: "P",
    publishMs: PUBLISHED,
    isShort: false,
    history: readings.map(([d, views]) => ({ ms: PUBLISHED + d * DAY, views, likes: null, comments: null })),
  };
}

describe("peerViewsAt: a peer's views at another video's age", () => {
  it("reads them between two snapshots, not estimated", () => {
    expect(
      peerViewsAt(
        peer([
          [1, 1_000],
          [3, 3_000],
        ]),
        2 * DAY,
      ),
    ).toEqual({ views: 2_000, estimated: false });
  });

  it("takes a snapshot within a tenth of the age (or a day) as read at that age", () => {
    expect(peerViewsAt(peer([[31, 5_000]]), 30 * DAY)).toEqual({ views: 5_000, estimated: false });
    expect(peerViewsAt(peer([[2.5, 800]]), 2 * DAY)).toEqual({ views: 800, estimated: false });
  });

  it("draws the line from zero when the first snapshot came within 48 hours", () => {
    expect(peerViewsAt(peer([[1.5, 3_000]]), 0.5 * DAY)).toEqual({ views: 1_000, estimated: false });
  });

  it("carries a reading taken long after back along the growth curve", () => {
    const read = peerViewsAt(peer([[60, 100_000]]), 2 * DAY);
    expect(read).toEqual({ views: viewsAlongCurve(REAL_AGE_CURVE, 100_000, 60 * 24, 48), estimated: true });
    expect(read!.views).toBeLessThan(60_000);
  });

  it("carries a stale last reading forward, never below it", () => {
    const read = peerViewsAt(peer([[5, 10_000]]), 40 * DAY);
    expect(read?.estimated).toBe(true);
    expect(read!.views).toBeGreaterThan(10_000);
  });

  it("has nothing to say without a snapshot", () => {
    expect(peerViewsAt(peer([]), DAY)).toBeNull();
  });
});
