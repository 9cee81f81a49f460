import { describe, expect, it } from "vitest";
import { REAL_AGE_CURVE, viewsAlongCurve } from "~/lib/stats";
import { baselineFor, peerViewsAt, type Upload } from "./baseline";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLISHED = Date.parse("2026-09-01T00:00:00.000Z");

function peer(readings: [ageDays: number, views: number][], id = "P", publishMs = PUBLISHED): Upload {
  return {
    id,
    publishMs,
    isShort: false,
    history: readings.map(([d, views]) => ({ ms: publishMs + d * DAY, views, likes: null, comments: null })),
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

describe("baselineFor: the channel's oldest stored upload", () => {
  // A channel just added: each upload read once, today. The oldest is 33 days old; the others are
  // younger, so none had reached 33 days.
  const NOW = PUBLISHED + 60 * DAY;
  const uploadAged = (id: string, ageDays: number, views: number) => peer([[ageDays, views]], id, NOW - ageDays * DAY);
  const oldest = uploadAged("O", 33, 123_000);

  it("is compared with newer uploads carried forward to its age, not with their counts at a few days", () => {
    const newer = [uploadAged("A", 25, 80_000), uploadAged("B", 18, 70_000), uploadAged("C", 4, 60_000)];
    const baseline = baselineFor(oldest, [oldest, ...newer], NOW)!;
    const at33 = (views: number, ageDays: number) => viewsAlongCurve(REAL_AGE_CURVE, views, ageDays * 24, 33 * 24);
    expect(baseline).toEqual({
      medianViews: at33(60_000, 4),
      peers: 3,
      method: "same-age",
      ageMs: 33 * DAY,
      estimatedPeers: 3,
      newerPeers: 3,
    });
    // Their counts as read would make it look like an outlier it is not.
    expect(baseline.medianViews).toBeGreaterThan(70_000);
  });

  it("leaves out an upload read before three days old", () => {
    const newer = [uploadAged("A", 25, 80_000), uploadAged("B", 18, 70_000), uploadAged("C", 2, 60_000)];
    expect(baselineFor(oldest, [oldest, ...newer], NOW)).toMatchObject({
      method: "same-age",
      peers: 2,
      estimatedPeers: 2,
      newerPeers: 2,
    });
  });

  it("falls back to the others' current views when none was read at three days or older", () => {
    const newer = [uploadAged("A", 2, 80_000), uploadAged("B", 1, 70_000)];
    expect(baselineFor(oldest, [oldest, ...newer], NOW)).toMatchObject({
      method: "current-views",
      medianViews: 75_000,
      peers: 2,
      estimatedPeers: 0,
    });
  });
});
