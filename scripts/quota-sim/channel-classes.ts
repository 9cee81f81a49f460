// Simulating 200,000 channels a year each would take minutes; channels alike in what drives their
// cost (role, uploads held, upload rate, comments an upload draws) cost alike, so each class of
// them is simulated once, for its median channel, and every channel of the class takes its curve.
import { seededRandom } from "../../app/lib/seeded-random";
import { type ChannelCost, type ChannelProfile, simulateChannelCost } from "./channel-cost";

/** Days simulated per class; later days repeat the mean refresh cost of the last STEADY_DAYS. */
export const SIMULATED_DAYS = 90;
/** Whole weeks, so the weekly readings of old uploads average out. */
export const STEADY_DAYS = 42;

const UPLOADS_HELD = [30, 100, 300, 1_000, 3_000];
const UPLOADS_A_WEEK = [0.5, 1.5, 4];
const COMMENTS_A_VIDEO = [3, 30, 300, 3_000];

const bucket = (value: number, edges: readonly number[]) => {
  const i = edges.findIndex((edge) => value <= edge);
  return i === -1 ? edges.length : i;
};

export function classKey(p: ChannelProfile): string {
  return [
    p.role,
    bucket(p.uploadsHeld, UPLOADS_HELD),
    bucket(p.uploadsPerWeek, UPLOADS_A_WEEK),
    bucket(p.commentsPerVideo, COMMENTS_A_VIDEO),
    p.analytics ? "analytics" : "data-api",
  ].join(":");
}

const geometricMean = (values: number[]) =>
  Math.exp(values.reduce((sum, v) => sum + Math.log(Math.max(v, 1e-6)), 0) / values.length);

/** The class's median-like channel: the geometric mean of its members' figures. */
function representative(members: ChannelProfile[]): ChannelProfile {
  return {
    role: members[0]!.role,
    uploadsHeld: Math.max(1, Math.round(geometricMean(members.map((m) => m.uploadsHeld)))),
    uploadsPerWeek: geometricMean(members.map((m) => m.uploadsPerWeek)),
    commentsPerVideo: geometricMean(members.map((m) => m.commentsPerVideo)),
    analytics: members[0]!.analytics,
  };
}

/** A class's simulated days, continued to `days` at its steady refresh cost. */
function extended(cost: ChannelCost, days: number): ClassCost {
  let steady = 0;
  for (let d = SIMULATED_DAYS - STEADY_DAYS; d < SIMULATED_DAYS; d++) steady += cost.work[d]!;
  steady /= STEADY_DAYS;
  let steadyComments = 0;
  for (let d = SIMULATED_DAYS - STEADY_DAYS; d < SIMULATED_DAYS; d++) steadyComments += cost.comments[d]!;
  steadyComments /= STEADY_DAYS;
  const kept = Math.min(days, SIMULATED_DAYS);
  const start = new Float64Array(days);
  const work = new Float64Array(days).fill(steady);
  const comments = new Float64Array(days).fill(steadyComments);
  start.set(cost.start.subarray(0, kept));
  work.set(cost.work.subarray(0, kept));
  comments.set(cost.comments.subarray(0, kept));
  return { cost: { start, work, comments }, steady, steadyComments };
}

/** A class's cost by day, and its mean refresh units a day once settled (and their comment reads). */
type ClassCost = { cost: ChannelCost; steady: number; steadyComments: number };

export type ClassCosts = {
  costOf: (channel: number) => ChannelCost;
  steadyOf: (channel: number) => number;
  steadyCommentsOf: (channel: number) => number;
  classes: number;
};

export type ClassCache = Map<string, ClassCost>;

/**
 * Simulates every class among the followed channels (seeded by the class, so runs agree). A class
 * already in `cache` (simulated for another world of the same channel distributions) is reused.
 */
export function classCosts(
  channels: readonly ChannelProfile[],
  followed: Iterable<number>,
  days: number,
  cache: ClassCache = new Map(),
): ClassCosts {
  const members = new Map<string, ChannelProfile[]>();
  const keyOf = new Map<number, string>();
  for (const channel of followed) {
    const key = classKey(channels[channel]!);
    keyOf.set(channel, key);
    const list = members.get(key);
    if (list) list.push(channels[channel]!);
    else members.set(key, [channels[channel]!]);
  }
  const costs = cache;
  for (const [key, list] of members) {
    if (costs.has(key)) continue;
    const simulated = simulateChannelCost(representative(list), SIMULATED_DAYS, seededRandom(`quota-class:${key}`));
    costs.set(key, extended(simulated, days));
  }
  return {
    costOf: (channel) => costs.get(keyOf.get(channel)!)!.cost,
    steadyOf: (channel) => costs.get(keyOf.get(channel)!)!.steady,
    steadyCommentsOf: (channel) => costs.get(keyOf.get(channel)!)!.steadyComments,
    classes: members.size,
  };
}
