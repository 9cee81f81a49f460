import { describe, expect, it } from "vitest";
import { snapshotAgeBucketOf } from "./snapshot-buckets";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("snapshotAgeBucketOf", () => {
  it("is the hour of age in a video's first two days", () => {
    expect(snapshotAgeBucketOf(0, 0)).toBe(0);
    expect(snapshotAgeBucketOf(12.5 * HOUR, 0)).toBe(12);
    expect(snapshotAgeBucketOf(2 * DAY - 1, 0)).toBe(47);
  });
  it("is 1000 + the day of age from 2 to 30 days", () => {
    expect(snapshotAgeBucketOf(2 * DAY, 0)).toBe(1002);
    expect(snapshotAgeBucketOf(7 * DAY + 5 * HOUR, 0)).toBe(1007);
    expect(snapshotAgeBucketOf(30 * DAY - 1, 0)).toBe(1029);
  });
  it("is 100000 + the week of age from 30 days on, whatever the publication time", () => {
    expect(snapshotAgeBucketOf(30 * DAY, 0)).toBe(100004);
    expect(snapshotAgeBucketOf(1_000 * DAY + 364 * DAY, 1_000 * DAY)).toBe(100052);
  });
});
