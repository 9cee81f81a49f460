// From channels' costs to the world's: a followed channel is paid once, from the day its first
// follower joins, whatever the number of followers; a creator's own day is its own channel's units
// plus an even share of each competitor's among the creators following it that day, plus its own
// presses of Refresh (a press reads what changed since the channel's last read).
import { DAILY_REFRESH_AFTER_MS } from "../../app/features/channel-data/refresh-schedule";
import type { ChannelCost } from "./channel-cost";
import type { Creator, World } from "./world";

const HOUR_MS = 3_600_000;

/** Each followed channel's followers' join days, ascending (the first is when it is first paid). */
export function followersOf(world: World): Map<number, number[]> {
  const followers = new Map<number, number[]>();
  const follow = (channel: number, day: number) => {
    const list = followers.get(channel);
    if (list) list.push(day);
    else followers.set(channel, [day]);
  };
  for (const creator of world.creators) {
    follow(creator.own, creator.joinDay);
    for (const c of creator.competitors) follow(c, creator.joinDay);
  }
  for (const list of followers.values()) list.sort((a, b) => a - b);
  return followers;
}

/** How many of the (ascending) join days are on or before `day`. */
function joinedBy(joinDays: readonly number[], day: number): number {
  let lo = 0;
  let hi = joinDays.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (joinDays[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Units of one channel on its `age`-th day since its first follow (0 before it). */
function unitsAt(cost: ChannelCost, age: number): number {
  return age < 0 || age >= cost.work.length ? 0 : cost.start[age]! + cost.work[age]!;
}

/**
 * What one press of Refresh costs a creator: a press keeps the daily refresh's rules, so a
 * competitor costs a videos.list call only when it uploaded since its last read (the feed tells;
 * the views of its 15 newest come with the feed, and older readings come due at the daily
 * refresh). Assumed: a press comes half a day after the channel's last read on average; a read by
 * another follower in the minutes before, which a press would copy, is not subtracted.
 */
export function unitsAPress(world: World, creator: Creator): number {
  let units = 0;
  for (const c of creator.competitors) {
    const uploadsADay = world.channels[c]!.uploadsPerWeek / 7;
    units += 1 - Math.exp((-uploadsADay * PRESS_HOURS_AFTER_LAST_READ) / 24);
  }
  return units;
}

/** Hours between a channel's last read and a press, on average (presses fall anywhere in the day). */
const PRESS_HOURS_AFTER_LAST_READ = 12;

/** A creator's expected units a day from pressing Refresh. */
export function pressUnitsOf(world: World, creator: Creator): number {
  return world.refreshPresses.share * world.refreshPresses.perPressDay * unitsAPress(world, creator);
}

/**
 * The world's units each calendar day: starts (lookups, first reads, backfill), refreshes, the
 * refreshes' comment reads, and the presses of Refresh (their expectation).
 */
export function dailyUnits(world: World, followers: Map<number, number[]>, costOf: (channel: number) => ChannelCost) {
  const start = new Float64Array(world.days);
  const work = new Float64Array(world.days);
  const comments = new Float64Array(world.days);
  const presses = new Float64Array(world.days);
  for (const creator of world.creators) {
    const units = pressUnitsOf(world, creator);
    for (let day = creator.joinDay; day < world.days; day++) presses[day]! += units;
  }
  for (const [channel, joinDays] of followers) {
    const cost = costOf(channel);
    const first = joinDays[0]!;
    for (let day = first; day < world.days; day++) {
      start[day]! += cost.start[day - first] ?? 0;
      work[day]! += cost.work[day - first] ?? 0;
      comments[day]! += cost.comments[day - first] ?? 0;
    }
  }
  return { start, work, comments, presses };
}

/** Creators whose join day is on or before each day. */
export function creatorsByDay(world: World): Float64Array {
  const joined = new Float64Array(world.days);
  for (const creator of world.creators) joined[creator.joinDay]! += 1;
  for (let day = 1; day < world.days; day++) joined[day]! += joined[day - 1]!;
  return joined;
}

/** One creator's units on `day`: its own channel's, and its share of each competitor's. */
export function creatorDayUnits(
  world: World,
  followers: Map<number, number[]>,
  costOf: (channel: number) => ChannelCost,
  creatorIndex: number,
  day: number,
): number {
  const creator = world.creators[creatorIndex]!;
  let units = unitsAt(costOf(creator.own), day - creator.joinDay);
  for (const channel of creator.competitors) {
    const joinDays = followers.get(channel)!;
    units += unitsAt(costOf(channel), day - joinDays[0]!) / joinedBy(joinDays, day);
  }
  return units;
}

/**
 * The creators a daily allowance serves at the steady rate: creators are added in join order, each
 * newly followed channel adding its steady daily refresh units (starts are growth, not upkeep) and
 * each creator its expected presses of Refresh, until the allowance is spent. Past the world's size, the rest is served at the marginal rate of
 * the world's last tenth of creators (`extrapolated` says so).
 */
export function creatorsServed(
  world: World,
  steadyUnitsOf: (channel: number) => number,
  allowance: number,
): { creators: number; extrapolated: boolean } {
  const paid = new Set<number>();
  let units = 0;
  let unitsAtLastTenth = 0;
  const lastTenth = Math.floor(world.creators.length * 0.9);
  for (const [i, creator] of world.creators.entries()) {
    if (i === lastTenth) unitsAtLastTenth = units;
    let added = pressUnitsOf(world, creator);
    for (const channel of [creator.own, ...creator.competitors]) {
      if (paid.has(channel)) continue;
      paid.add(channel);
      added += steadyUnitsOf(channel);
    }
    if (units + added > allowance) return { creators: i, extrapolated: false };
    units += added;
  }
  const marginal = (units - unitsAtLastTenth) / (world.creators.length - lastTenth);
  if (marginal <= 0) return { creators: Infinity, extrapolated: true };
  return { creators: world.creators.length + Math.floor((allowance - units) / marginal), extrapolated: true };
}

/** The channels the hourly job refreshes an hour: every followed channel once per DAILY_REFRESH_AFTER_MS. */
export function channelsRefreshedAnHour(followedChannels: number): number {
  return followedChannels / (DAILY_REFRESH_AFTER_MS / HOUR_MS);
}

/** Creators who allowed changes and write on a given day, and their writes that day on average (assumed). */
export type WriteHabits = { share: number; perWriterDay: number };

/**
 * A day's writes on YouTube (title swaps, spam held, replies: 50 units each) among `creators`:
 * what they would write, and what the write budget lets through (its own units, and never past
 * Google's allowance beside the day's reads).
 */
export function writesADay(
  creators: number,
  habits: WriteHabits,
  budget: { writeUnits: number; unitsPerWrite: number; allowance: number; readUnits: number },
): { wanted: number; made: number; units: number } {
  const wanted = creators * habits.share * habits.perWriterDay;
  const room = Math.max(0, Math.min(budget.writeUnits, budget.allowance - budget.readUnits));
  const made = Math.min(wanted, Math.floor(room / budget.unitsPerWrite));
  return { wanted, made, units: made * budget.unitsPerWrite };
}
