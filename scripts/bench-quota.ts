// `npx tsx scripts/bench-quota.ts` (part of `npm run bench`): what the YouTube Data API allowance
// holds under the refresh schedule's rules (app/features/channel-data/refresh-schedule.ts), in a
// simulated year of 100,000 creators. Recorded in docs/benchmarks.md between the QUOTA markers.
//
// A simulation on assumed distributions (scripts/quota-sim/world.ts says which), a smoke test of
// the rules at scale, not a measurement of real traffic. Each public channel is paid once for all
// its followers (the public store), its feed is free, and its statistics, comments, start and
// backfill cost what the rules spend (scripts/quota-sim/channel-cost.ts); a Google-connected own
// channel's due readings come from Analytics, and presses of Competitor Monitor's Refresh read what
// changed since a channel's last read (scripts/quota-sim/aggregate.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { quantile } from "../app/lib/stats/descriptive";
import { seededRandom } from "../app/lib/seeded-random";
import { finishBench, machineLine, targetsLine } from "./bench-doc";
import {
  channelsRefreshedAnHour,
  creatorDayUnits,
  creatorsByDay,
  creatorsServed,
  dailyUnits,
  followersOf,
  unitsAPress,
  writesADay,
} from "./quota-sim/aggregate";
import { type ClassCache, type ClassCosts, SIMULATED_DAYS, STEADY_DAYS, classCosts } from "./quota-sim/channel-classes";
import { COMMENT_HALF_DAYS, type ChannelRole } from "./quota-sim/channel-cost";
import { DEFAULT_WORLD, DEFAULT_WRITES, type World, type WorldOptions, buildWorld } from "./quota-sim/world";
import { ANALYTICS_MIN_AGE_DAYS, MANUAL_REFRESH_EVERY_MS } from "../app/features/channel-data/refresh-schedule";

const began = performance.now();

/** The allowance Google gives a project, the budget the app spends of it, and an audited one. */
const DEFAULT_ALLOWANCE = 10_000;
const DEFAULT_BUDGET = 9_000;
const RAISED_ALLOWANCE = 1_000_000;
/** The writes' own daily units by default (youtube-actions' DEFAULT_DAILY_WRITE_UNITS), 50 a write. */
const WRITE_UNITS_A_DAY = 1_500;
const UNITS_A_WRITE = 50;
const GOAL_UNITS_A_CREATOR_DAY = 5;
const GOAL_CREATORS_ON_BUDGET = 2_000;
/** The year's last days: the world at (nearly) its full 100,000 creators. */
const WINDOW_DAYS = 30;
const SAMPLED_CREATOR_DAYS = 20_000;

/** Comments per view from the GB trending file (its last reading of each video), or the stated fallback. */
function trendingCommentsPerView(): { ratio: number; moved: number | null; source: string } {
  const fallback = {
    ratio: 0.0029,
    moved: null,
    source: "fallback 0.29% (the GB trending file's median; file not found)",
  };
  const root = process.cwd();
  const file = [
    join(root, "../shared/data/youtube-trending-gb-dev/GBvideos_2017_dev.csv"),
    "/work/shared/data/youtube-trending-gb-dev/GBvideos_2017_dev.csv",
  ].find((path) => existsSync(path));
  if (!file) return fallback;
  const lines = readFileSync(file, "utf8").split("\n").slice(1);
  const byVideo = new Map<string, { day: string; views: number; comments: number }[]>();
  for (const line of lines) {
    // Titles and tags may hold commas inside quotes; the last five fields never do.
    const fields = line.split(",");
    if (fields.length < 11) continue;
    const [views, , , comments, , date] = fields.slice(-6);
    const id = fields[0]!;
    const day = `${date!.slice(3, 5)}${date!.slice(0, 2)}`;
    const list = byVideo.get(id) ?? [];
    list.push({ day, views: Number(views), comments: Number(comments) });
    byVideo.set(id, list);
  }
  const ratios: number[] = [];
  let pairs = 0;
  let moved = 0;
  for (const readings of byVideo.values()) {
    readings.sort((a, b) => a.day.localeCompare(b.day));
    const last = readings.at(-1)!;
    if (last.views > 0 && Number.isFinite(last.comments)) ratios.push(last.comments / last.views);
    for (let i = 1; i < readings.length; i++) {
      pairs += 1;
      if (readings[i]!.comments > readings[i - 1]!.comments) moved += 1;
    }
  }
  const ratio = quantile(ratios, 0.5);
  if (ratio === null) return fallback;
  return {
    ratio,
    moved: pairs > 0 ? moved / pairs : null,
    source: `the GB trending file's median over ${ratios.length.toLocaleString("en-US")} videos`,
  };
}

type Outcome = {
  world: World;
  classes: number;
  followedChannels: number;
  competitorChannels: number;
  followsOfCompetitors: number;
  meanUnits: number;
  meanWork: number;
  meanComments: number;
  meanPresses: number;
  p95: number;
  creatorsFirst: number;
  creatorsLast: number;
  unitsLastDay: number;
  onBudget: Served;
  onAllowance: Served;
  besideWrites: Served;
  onRaised: Served;
  perHour: number;
  /** Mean steady refresh units a day of a followed channel, and of them its comment reads, by kind. */
  channelDay: Record<"own" | "ownGoogle" | "competitor", { units: number; comments: number }>;
};
type Served = { creators: number; extrapolated: boolean };

function steadyByRole(
  world: World,
  followed: Iterable<number>,
  classes: ClassCosts,
  role: ChannelRole,
  analytics = false,
) {
  let channels = 0;
  let units = 0;
  let comments = 0;
  for (const channel of followed) {
    const profile = world.channels[channel]!;
    if (profile.role !== role || (role === "own" && Boolean(profile.analytics) !== analytics)) continue;
    channels += 1;
    units += classes.steadyOf(channel);
    comments += classes.steadyCommentsOf(channel);
  }
  return channels > 0 ? { units: units / channels, comments: comments / channels } : { units: NaN, comments: NaN };
}

function simulate(options: WorldOptions, cache: ClassCache): Outcome {
  const world = buildWorld(options, seededRandom("bench-quota:world"));
  const followers = followersOf(world);
  const classes = classCosts(world.channels, followers.keys(), world.days, cache);
  const daily = dailyUnits(world, followers, classes.costOf);
  const creators = creatorsByDay(world);

  let units = 0;
  let work = 0;
  let comments = 0;
  let presses = 0;
  let creatorDays = 0;
  for (let day = world.days - WINDOW_DAYS; day < world.days; day++) {
    units += daily.start[day]! + daily.work[day]! + daily.presses[day]!;
    work += daily.work[day]!;
    comments += daily.comments[day]!;
    presses += daily.presses[day]!;
    creatorDays += creators[day]!;
  }

  const sampler = seededRandom("bench-quota:creator-days");
  const samples: number[] = [];
  while (samples.length < SAMPLED_CREATOR_DAYS) {
    const day = world.days - WINDOW_DAYS + sampler.int(WINDOW_DAYS);
    const creator = sampler.int(world.creators.length);
    if (world.creators[creator]!.joinDay > day) continue;
    // A creator presses Refresh on a day or does not: once, or (as often) twice, on average perPressDay.
    const { share, perPressDay } = world.refreshPresses;
    const pressed = sampler.next() < share ? (sampler.next() < perPressDay - 1 ? 2 : 1) : 0;
    const units = creatorDayUnits(world, followers, classes.costOf, creator, day);
    samples.push(units + pressed * unitsAPress(world, world.creators[creator]!));
  }

  const lastDay = world.days - 1;
  const competitors = [...followers.keys()].filter((c) => world.channels[c]!.role === "competitor");
  return {
    world,
    classes: classes.classes,
    followedChannels: followers.size,
    competitorChannels: competitors.length,
    followsOfCompetitors: competitors.reduce((n, c) => n + followers.get(c)!.length, 0),
    meanUnits: units / creatorDays,
    meanWork: work / creatorDays,
    meanComments: comments / creatorDays,
    meanPresses: presses / creatorDays,
    p95: quantile(samples, 0.95)!,
    creatorsFirst: creators[world.days - WINDOW_DAYS]!,
    creatorsLast: creators[lastDay]!,
    unitsLastDay: daily.start[lastDay]! + daily.work[lastDay]! + daily.presses[lastDay]!,
    onBudget: creatorsServed(world, classes.steadyOf, DEFAULT_BUDGET),
    onAllowance: creatorsServed(world, classes.steadyOf, DEFAULT_ALLOWANCE),
    besideWrites: creatorsServed(world, classes.steadyOf, DEFAULT_ALLOWANCE - WRITE_UNITS_A_DAY),
    onRaised: creatorsServed(world, classes.steadyOf, RAISED_ALLOWANCE),
    perHour: channelsRefreshedAnHour(followers.size),
    channelDay: {
      own: steadyByRole(world, followers.keys(), classes, "own"),
      ownGoogle: steadyByRole(world, followers.keys(), classes, "own", true),
      competitor: steadyByRole(world, followers.keys(), classes, "competitor"),
    },
  };
}

const trending = trendingCommentsPerView();
const cache: ClassCache = new Map();
const baseOptions: WorldOptions = { ...DEFAULT_WORLD, commentsPerView: trending.ratio };
const base = simulate(baseOptions, cache);
/** How much the figures owe to the assumed popularity: the same creators following differently. */
const VARIANTS: { label: string; options: Partial<WorldOptions> }[] = [
  {
    label: "a niche's pool of 100 channels, Zipf 1.5 (creators follow only their niche's known names)",
    options: { poolPerNiche: 100, zipfExponent: 1.5 },
  },
  { label: "50 niches (four times the creators each)", options: { niches: 50 } },
  { label: "no creator connects Google", options: { googleShare: 0 } },
  { label: "every creator connects Google", options: { googleShare: 1 } },
  { label: "nobody presses Refresh", options: { refreshPresses: { share: 0, perPressDay: 0 } } },
  {
    label: "a tenth of creators press Refresh on a given day (1.5 presses)",
    options: { refreshPresses: { share: 0.1, perPressDay: 1.5 } },
  },
  {
    label: "every creator presses Refresh once a day",
    options: { refreshPresses: { share: 1, perPressDay: 1 } },
  },
];
const variants = VARIANTS.map((v) => ({ label: v.label, outcome: simulate({ ...baseOptions, ...v.options }, cache) }));
const seconds = (performance.now() - began) / 1000;

const n = (x: number, digits = 0) =>
  Number.isFinite(x)
    ? x.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "unbounded";
const served = (s: { creators: number; extrapolated: boolean }) =>
  `${n(s.creators)}${s.extrapolated ? " (extrapolated past 100,000 at the marginal rate of the last 10,000)" : ""}`;

/** The simulated writes at the goal's creators: wanted, made beside the reads, made at the reads' full budget. */
function writesRow(): string {
  const at = (readUnits: number) =>
    writesADay(GOAL_CREATORS_ON_BUDGET, DEFAULT_WRITES, {
      writeUnits: WRITE_UNITS_A_DAY,
      unitsPerWrite: UNITS_A_WRITE,
      allowance: DEFAULT_ALLOWANCE,
      readUnits,
    });
  return `${n(at(0).wanted)}, ${n(at(DEFAULT_ALLOWANCE - WRITE_UNITS_A_DAY).made)}, ${n(at(DEFAULT_BUDGET).made)}`;
}

const missed: string[] = [];
if (base.meanUnits > GOAL_UNITS_A_CREATOR_DAY)
  missed.push(`${n(base.meanUnits, 2)} units a creator-day at 100,000 creators (goal ≤ ${GOAL_UNITS_A_CREATOR_DAY})`);
if (base.onBudget.creators < GOAL_CREATORS_ON_BUDGET)
  missed.push(`the default allowance's budget serves ${n(base.onBudget.creators)} creators (goal ≥ 2,000)`);

console.log(
  `quota simulation: ${n(base.meanUnits, 2)} units a creator-day (p95 ${n(base.p95, 1)}), ${n(base.unitsLastDay)} units on the last day, ` +
    `${served(base.onBudget)} creators on ${n(DEFAULT_BUDGET)} units, ${served(base.onRaised)} on ${n(RAISED_ALLOWANCE)}, ` +
    `${n(base.perHour)} channels refreshed an hour; ${base.classes} channel classes in ${seconds.toFixed(1)} s`,
);

const body = [
  `Simulated on ${machineLine()}, in ${seconds.toFixed(1)} s (seeded: every run gives the same figures).`,
  "",
  "**A simulation on assumed distributions**: a smoke test of the refresh schedule's rules at scale, not a measurement of real traffic.",
  "",
  "| Figure | Value | Goal |",
  "| --- | ---: | --- |",
  `| Units a creator-day, mean (last ${WINDOW_DAYS} days, ${n(base.creatorsFirst)}–${n(base.creatorsLast)} creators) | ${n(base.meanUnits, 2)} | ≤ ${GOAL_UNITS_A_CREATOR_DAY} |`,
  `| of which refreshes (starts and backfill are the rest) | ${n(base.meanWork, 2)} | |`,
  `| of which the refreshes' comment reads | ${n(base.meanComments, 2)} | |`,
  `| of which presses of Refresh (${Math.round(DEFAULT_WORLD.refreshPresses.share * 100)}% of creators a day, ${n(DEFAULT_WORLD.refreshPresses.perPressDay, 1)} presses, a call per competitor that uploaded since its last read) | ${n(base.meanPresses, 2)} | |`,
  `| Units a creator-day, p95 (${n(SAMPLED_CREATOR_DAYS)} sampled creator-days, a shared channel's units split among its followers) | ${n(base.p95, 1)} | |`,
  `| Units on the year's last day, all creators | ${n(base.unitsLastDay)} | |`,
  `| Creators ${n(DEFAULT_BUDGET)} units serve (the default allowance's budget: creators added in join order, each newly followed channel adding its settled refresh units) | ${served(base.onBudget)} | ≥ ${n(GOAL_CREATORS_ON_BUDGET)} |`,
  `| Creators ${n(DEFAULT_ALLOWANCE)} units serve | ${served(base.onAllowance)} | |`,
  `| Creators ${n(DEFAULT_ALLOWANCE - WRITE_UNITS_A_DAY)} units serve (the allowance less the writes' ${n(WRITE_UNITS_A_DAY)}) | ${served(base.besideWrites)} | ≥ ${n(GOAL_CREATORS_ON_BUDGET)} |`,
  `| Writes on YouTube a day at ${n(GOAL_CREATORS_ON_BUDGET)} creators (${n(DEFAULT_WRITES.share * 100)}% writing, ${n(DEFAULT_WRITES.perWriterDay, 1)} each; ${UNITS_A_WRITE} units a write): wanted, made beside reads of ${n(DEFAULT_ALLOWANCE - WRITE_UNITS_A_DAY)}, made when reads spend their ${n(DEFAULT_BUDGET)} | ${writesRow()} | |`,
  `| Creators ${n(RAISED_ALLOWANCE)} units serve | ${served(base.onRaised)} | |`,
  `| Creators ${n(DEFAULT_ALLOWANCE)} units would serve at the 100,000-creator rate (allowance ÷ refresh and press units a creator-day) | ${n(DEFAULT_ALLOWANCE / (base.meanWork + base.meanPresses))} | |`,
  `| A followed channel's refresh, units a day once settled: own channel (of them comments) | ${n(base.channelDay.own.units, 2)} (${n(base.channelDay.own.comments, 2)}) | |`,
  `| A followed channel's refresh, units a day once settled: own channel connected with Google (of them comments) | ${n(base.channelDay.ownGoogle.units, 2)} (${n(base.channelDay.ownGoogle.comments, 2)}) | |`,
  `| A followed channel's refresh, units a day once settled: competitor (of them comments) | ${n(base.channelDay.competitor.units, 2)} (${n(base.channelDay.competitor.comments, 2)}) | |`,
  `| Followed channels at the year's end (own ${n(base.world.creators.length)}, competitors ${n(base.competitorChannels)} followed ${n(base.followsOfCompetitors)} times) | ${n(base.followedChannels)} | |`,
  `| Channels the scheduler refreshes an hour (followed channels ÷ 20 h) | ${n(base.perHour)} | |`,
  "",
  targetsLine(missed),
  "",
  "The same creators following, connecting and pressing differently (the popularity is the least known assumption):",
  "",
  "| World | Units a creator-day, mean | p95 | Creators 9,000 units serve | Followed channels |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...[{ label: "as above", outcome: base }, ...variants].map(
    ({ label, outcome }) =>
      `| ${label} | ${n(outcome.meanUnits, 2)} | ${n(outcome.p95, 1)} | ${served(outcome.onBudget)} | ${n(outcome.followedChannels)} |`,
  ),
  "",
  "What is assumed, and where the figures come from:",
  `- **Creators**: ${n(base.world.creators.length)}, joining evenly over ${base.world.days} days, each in one of ${n(DEFAULT_WORLD.niches)} niches; figures "at 100,000 creators" are the year's last ${WINDOW_DAYS} days (their starts included).`,
  `- **Google** (assumed: connecting is optional and asks for consent): ${Math.round(DEFAULT_WORLD.googleShare * 100)}% of creators connect their own channel; its due readings of uploads at least ${ANALYTICS_MIN_AGE_DAYS} days old then come from the Analytics API (its own quota), and the Data API reads only new uploads and younger ones, the start, backfill and comments.`,
  `- **Presses of Competitor Monitor's Refresh** (assumed: no usage data yet): on a given day ${Math.round(DEFAULT_WORLD.refreshPresses.share * 100)}% of creators press it, one or two times (${n(DEFAULT_WORLD.refreshPresses.perPressDay, 1)} on average), each more than ${MANUAL_REFRESH_EVERY_MS / 60_000} minutes after the last, and each follows the daily refresh's rules: a videos.list call for a competitor only when it uploaded since its last read (assumed half a day before the press). Reads by others in the minutes before a press, which it would copy, are not subtracted.`,
  "- **Own channels** (assumed: no creator base exists yet): uploads held log-normal around 150 (σ 1.1, 3 to 5,000), 1.5 uploads a week (σ 0.7), 2,000 views an upload (σ 1.3).",
  `- **Competitors**: ${DEFAULT_WORLD.minCompetitors} to ${DEFAULT_WORLD.maxCompetitors} a creator from a pool of ${DEFAULT_WORLD.poolPerNiche} per niche, drawn by Zipf popularity (exponent ${DEFAULT_WORLD.zipfExponent}: most creators follow their niche's biggest channels); rank r draws 1,000,000 ÷ r views an upload, 600 uploads held, 3 uploads a week (all assumed). A creator's own channel is never another's competitor here.`,
  `- **Comments**: an upload's lifetime comments are its views × ${(trending.ratio * 100).toFixed(2)}% (${trending.source}${trending.moved === null ? "" : `; there, a trending video's count moved on ${Math.round(trending.moved * 100)}% of days`}); they arrive a/(a + ${COMMENT_HALF_DAYS}) by age a days (assumed: half on the first day), as Poisson counts, each upload's own total varying (σ 0.8). The trending files give no publication dates or full upload lists, so upload rates are not taken from them.`,
  `- **The rules** are the app's (refresh-schedule.ts): a start is 1 lookup (paid once per channel: later followers' handles are resolved already), START_LIMITS' uploads in pages of 50 with videos.list, and an own channel's comment threads newest first across its uploads, up to START_LIMITS' pages; older uploads are backfilled 200 a day (4 playlist pages + 4 videos.list); refreshes every 20 h read the free feed, statsBatches' calls and commentVideosDue's comment pages. Threads older than a start's pages are never fetched; deleted videos and search are not modelled.`,
  `- **Speed**: channels alike in role, size, upload rate and comments are simulated once per class (${base.classes} classes, ${SIMULATED_DAYS} days each, later days at the class's mean of its last ${STEADY_DAYS}).`,
].join("\n");

finishBench(
  "QUOTA",
  {
    heading: "YouTube quota simulation",
    intro:
      "`npx tsx scripts/bench-quota.ts`: a simulated year of 100,000 creators under the refresh schedule's rules, each public channel paid once for all its followers.",
    body,
  },
  missed,
);
