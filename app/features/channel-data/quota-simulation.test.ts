// The quota simulation's core (scripts/quota-sim, `npm run bench`) on worlds small enough to check
// by hand: a channel is paid once whatever its followers, and a start costs what the rules read.
import { describe, expect, it } from "vitest";
import {
  creatorDayUnits,
  creatorsServed,
  dailyUnits,
  followersOf,
  pressUnitsOf,
  writesADay,
} from "../../../scripts/quota-sim/aggregate";
import { type ChannelCost, simulateChannelCost } from "../../../scripts/quota-sim/channel-cost";
import type { World } from "../../../scripts/quota-sim/world";
import { seededRandom } from "~/lib/seeded-random";
import { START_LIMITS, START_UNIT_BUDGET, startUnitsAtMost } from "./refresh-schedule";

const DAYS = 10;
const flat = (startDay0: number, perDay: number): ChannelCost => {
  const start = new Float64Array(DAYS);
  start[0] = startDay0;
  return { start, work: new Float64Array(DAYS).fill(perDay), comments: new Float64Array(DAYS) };
};

/** Two creators (joining on days 0 and 5), each with an own channel, both following channel 2. */
const tinyWorld: World = {
  days: DAYS,
  refreshPresses: { share: 0, perPressDay: 0 },
  channels: [
    { role: "own", uploadsHeld: 10, uploadsPerWeek: 1, commentsPerVideo: 1 },
    { role: "own", uploadsHeld: 10, uploadsPerWeek: 1, commentsPerVideo: 1 },
    { role: "competitor", uploadsHeld: 100, uploadsPerWeek: 3, commentsPerVideo: 100 },
  ],
  creators: [
    { joinDay: 0, own: 0, competitors: [2] },
    { joinDay: 5, own: 1, competitors: [2] },
  ],
};
const costs = [flat(5, 1), flat(5, 1), flat(4, 3)];
const costOf = (channel: number) => costs[channel]!;

describe("the quota simulation's world", () => {
  it("pays a channel followed by two creators once, from its first follower's day", () => {
    const followers = followersOf(tinyWorld);
    expect(followers.get(2)).toEqual([0, 5]);
    const daily = dailyUnits(tinyWorld, followers, costOf);
    // Day 0: the first creator's own start and the competitor's start.
    expect(daily.start[0]).toBe(5 + 4);
    // Day 5: the second creator's own start only; the competitor is already held.
    expect(daily.start[5]).toBe(5);
    expect(daily.work[4]).toBe(1 + 3);
    expect(daily.work[6]).toBe(1 + 1 + 3);
  });

  it("splits a shared channel's units evenly among the creators following it that day", () => {
    const followers = followersOf(tinyWorld);
    expect(creatorDayUnits(tinyWorld, followers, costOf, 0, 4)).toBe(1 + 3);
    expect(creatorDayUnits(tinyWorld, followers, costOf, 0, 6)).toBe(1 + 1.5);
    expect(creatorDayUnits(tinyWorld, followers, costOf, 1, 6)).toBe(1 + 1.5);
  });

  it("counts the creators an allowance serves with each channel paid once", () => {
    const steady = (channel: number) => costs[channel]!.work[DAYS - 1]!;
    // The first creator brings 1 + 3 units, the second only its own channel's 1.
    expect(creatorsServed(tinyWorld, steady, 4)).toEqual({ creators: 1, extrapolated: false });
    expect(creatorsServed(tinyWorld, steady, 5).creators).toBeGreaterThanOrEqual(2);
  });

  it("adds each creator's presses of Refresh: a call per competitor that uploaded since its last read", () => {
    const pressing: World = { ...tinyWorld, refreshPresses: { share: 0.5, perPressDay: 2 } };
    // The competitor uploads 3 a week; a press comes half a day after its last read.
    const perPress = 1 - Math.exp(-(3 / 7) / 2);
    expect(pressUnitsOf(pressing, pressing.creators[0]!)).toBeCloseTo(perPress, 10);
    const daily = dailyUnits(pressing, followersOf(pressing), costOf);
    expect(daily.presses[4]).toBeCloseTo(perPress, 10);
    expect(daily.presses[6]).toBeCloseTo(2 * perPress, 10);
    const steady = (channel: number) => costs[channel]!.work[DAYS - 1]!;
    // The first creator now brings 1 + 3 + 0.19 units.
    expect(creatorsServed(pressing, steady, 4)).toEqual({ creators: 0, extrapolated: false });
    expect(creatorsServed(pressing, steady, 5).creators).toBe(1);
  });
});

describe("a simulated channel's cost", () => {
  const quiet = { uploadsPerWeek: 0.01, commentsPerVideo: 0 };

  it("starts with the lookup and pages of 50 uploads with their statistics; only an own channel backfills the rest", () => {
    const competitor = simulateChannelCost(
      { role: "competitor", uploadsHeld: 320, ...quiet },
      5,
      seededRandom("start"),
    );
    expect(START_LIMITS.competitor.uploads).toBe(50);
    // 1 lookup + 1 playlist page + 1 videos.list; no comments to read; a competitor's tools read its newest uploads.
    expect(Array.from(competitor.start)).toEqual([3, 0, 0, 0, 0]);
    const own = simulateChannelCost({ role: "own", uploadsHeld: 320, ...quiet }, 5, seededRandom("start"));
    // 1 lookup + 4 playlist pages + 4 videos.list for the newest 200; 120 older the next day (3 + 3).
    expect(Array.from(own.start)).toEqual([9, 6, 0, 0, 0]);
  });

  it("reads an own channel's newest comment threads at its start, up to the cap, and a creator's largest start fits the budget", () => {
    const busy = simulateChannelCost(
      { role: "own", uploadsHeld: 320, uploadsPerWeek: 0.01, commentsPerVideo: 200 },
      2,
      seededRandom("busy"),
    );
    // 1 lookup + 4 playlist pages + 4 videos.list, then 10 pages of 100 threads (the channel has more).
    expect(busy.start[0]).toBe(9 + START_LIMITS.own.commentPages);
    expect(startUnitsAtMost("own")).toBe(9 + START_LIMITS.own.commentPages);
    expect(startUnitsAtMost("own") + 3 * startUnitsAtMost("competitor")).toBeLessThanOrEqual(START_UNIT_BUDGET);
  });

  it("pays no lookup for a handle resolved before, and never reads comments of uploads that have none", () => {
    const cost = simulateChannelCost({ role: "own", uploadsHeld: 120, ...quiet }, 30, seededRandom("quiet"), {
      lookup: false,
    });
    expect(cost.start[0]).toBe(2 * Math.ceil(120 / 50));
    expect(cost.comments.every((units) => units === 0)).toBe(true);
    // Statistics only: the 120 uploads, all over a year old, come due together 28 days after the
    // start and are read at the next 20-hourly refresh (hour 680), 3 calls of 50.
    expect(cost.work.reduce((x, y) => x + y, 0)).toBe(3);
  });

  it("spends on comments only where they arrive, and the same seed gives the same costs", () => {
    const busy = { role: "own" as const, uploadsHeld: 200, uploadsPerWeek: 5, commentsPerVideo: 500 };
    const a = simulateChannelCost(busy, 30, seededRandom("busy"));
    const b = simulateChannelCost(busy, 30, seededRandom("busy"));
    expect(Array.from(a.work)).toEqual(Array.from(b.work));
    expect(a.comments.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
    // A competitor's comments are never read: no tool reads them.
    const rival = simulateChannelCost({ ...busy, role: "competitor" }, 30, seededRandom("busy"));
    expect(rival.comments.every((units) => units === 0)).toBe(true);
  });

  it("reads a Google-connected own channel's due statistics from Analytics: Data API units only for new uploads", () => {
    const channel = { role: "own" as const, uploadsHeld: 300, uploadsPerWeek: 3, commentsPerVideo: 0 };
    const sum = (xs: Float64Array) => xs.reduce((x, y) => x + y, 0);
    const dataApi = simulateChannelCost(channel, 60, seededRandom("google"));
    const analytics = simulateChannelCost({ ...channel, analytics: true }, 60, seededRandom("google"));
    // The start and backfill read records, which Analytics does not give: the same either way.
    expect(Array.from(analytics.start)).toEqual(Array.from(dataApi.start));
    expect(sum(analytics.work)).toBeLessThan(sum(dataApi.work) / 2);
    expect(sum(analytics.work)).toBeGreaterThan(0);
  });
});

describe("the simulated writes on YouTube", () => {
  const budget = { writeUnits: 1_500, unitsPerWrite: 50, allowance: 10_000 };

  it("are made as creators want them while the write budget lasts, 50 units each", () => {
    // 2,000 creators, 1% writing 1.5 times a day: 30 writes, the whole 1,500 units.
    expect(writesADay(2_000, { share: 0.01, perWriterDay: 1.5 }, { ...budget, readUnits: 7_300 })).toEqual({
      wanted: 30,
      made: 30,
      units: 1_500,
    });
    expect(writesADay(4_000, { share: 0.01, perWriterDay: 1.5 }, { ...budget, readUnits: 7_300 }).made).toBe(30);
  });

  it("never take the day past Google's allowance beside the reads", () => {
    // Reads at their 9,000-unit budget leave 1,000 units: 20 writes.
    expect(writesADay(2_000, { share: 0.01, perWriterDay: 1.5 }, { ...budget, readUnits: 9_000 })).toEqual({
      wanted: 30,
      made: 20,
      units: 1_000,
    });
    expect(writesADay(2_000, { share: 0.01, perWriterDay: 1.5 }, { ...budget, readUnits: 10_000 }).made).toBe(0);
  });
});
