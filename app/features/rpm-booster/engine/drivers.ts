// The measured drivers of RPM. Each compares groups of the channel's own videos (or days) and,
// when one group earns clearly more, proposes moving 25 percentage points of views towards it.
// A driver returns a draft (the ratio projected ÷ current RPM in its own basis, plus the words),
// a reason it could not be measured, what it measured when there is nothing to recommend
// (`checked`, so the page can show the evidence behind the silence), or null in degenerate cases.
import type { VideoRecord } from "~/features/channel-data/index";
import { displayTerm, tokenize, unigrams } from "~/lib/title-words";
import { countOf, formatMoney as money } from "~/lib/format";
import { MONTHS } from "~/lib/months";
import { type ChannelDay, type Money, count, percent, rpmOf, shiftViews, sum } from "./measure";
import type { RpmCategory, RpmDifficulty } from "./types";

export type DriverKind = "length" | "topic" | "shorts" | "seasonality";

/** Effort per driver kind: fixed, so the same advice always reads the same (docs/rpm-booster.md). */
export const EFFORT: Record<DriverKind, { difficulty: RpmDifficulty; timeToImplement: string; category: RpmCategory }> =
  {
    length: { difficulty: "Medium", timeToImplement: "2–4 weeks (the next 3–4 uploads)", category: "Content Strategy" },
    topic: { difficulty: "Medium", timeToImplement: "1–2 months", category: "Audience Targeting" },
    shorts: { difficulty: "Hard", timeToImplement: "2–3 months", category: "Channel Growth" },
    seasonality: {
      difficulty: "Easy",
      timeToImplement: "Plan now; pays off October–December",
      category: "Ad Optimization",
    },
  };

export type Draft = {
  kind: DriverKind;
  id: string;
  title: string;
  description: string;
  /** Blended RPM before and after the shift, in the driver's own basis. */
  before: number;
  after: number;
  reasoning: string;
  actionSteps: string[];
};

export type DriverOutcome = { draft: Draft } | { notMeasured: string } | { checked: string } | null;

/** A video with its Studio revenue row. */
export type EarningVideo = { video: VideoRecord; money: Money };

export const MID_ROLL_SECONDS = 8 * 60;
export const MIN_GROUP_VIDEOS = 5;
export const SHIFT_POINTS = 0.25;
export const TOPIC_RPM_FACTOR = 1.2;
export const SHORTS_RPM_FACTOR = 0.25;
export const SHORTS_VIEW_SHARE = 0.2;
export const Q4_RPM_FACTOR = 1.15;
export const SEASON_MIN_DAYS = 335;

const longForm = (videos: readonly EarningVideo[]) => videos.filter((v) => !v.video.isShort);
const totals = (videos: readonly EarningVideo[]) => sum(videos.map((v) => v.money));

/** 1. Mid-roll length: long-form videos of 8+ minutes against shorter long-form ones. */
export function lengthDriver(recent: readonly EarningVideo[]): DriverOutcome {
  const long = longForm(recent);
  const longer = long.filter((v) => v.video.durationSeconds >= MID_ROLL_SECONDS);
  const shorter = long.filter((v) => v.video.durationSeconds < MID_ROLL_SECONDS);
  if (longer.length < MIN_GROUP_VIDEOS || shorter.length < MIN_GROUP_VIDEOS) {
    return {
      notMeasured: `Video length: needs at least ${MIN_GROUP_VIDEOS} long-form videos of 8+ minutes and ${MIN_GROUP_VIDEOS} shorter ones published in the last 365 days with revenue rows (found ${longer.length} and ${shorter.length}).`,
    };
  }
  const universe = totals(recent);
  const a = totals(longer);
  const b = totals(shorter);
  const rLong = rpmOf(a)!;
  const rShort = rpmOf(b)!;
  const shift = shiftViews(universe, b, a, SHIFT_POINTS);
  if (!shift) return null;
  if (!(Math.round(rLong * 100) > Math.round(rShort * 100))) {
    return {
      checked: `Video length: ${longer.length} long-form videos of 8+ minutes earned ${money(rLong)} RPM and ${shorter.length} shorter ones ${money(rShort)}, so longer videos would not raise your RPM.`,
    };
  }
  return {
    draft: {
      kind: "length",
      id: "rpm-length",
      title: "Make more long-form videos of 8 minutes or more",
      description: `Your videos of 8+ minutes earn ${money(rLong)} per 1,000 views against ${money(rShort)} for shorter long-form videos: from 8 minutes YouTube can place mid-roll ads.`,
      before: shift.before,
      after: shift.after,
      reasoning:
        `Over the last 365 days, ${longer.length} long-form videos of 8+ minutes earned ${money(rLong)} RPM on ${count(a.views)} views (${percent(a.views / universe.views)} of the channel's views); ` +
        `${shorter.length} shorter long-form videos earned ${money(rShort)} RPM on ${count(b.views)} views (${percent(b.views / universe.views)}). ` +
        `Moving ${percent(shift.moved)} of views from the shorter group to the longer one takes the blended RPM of those videos from ${money(shift.before)} to ${money(shift.after)}.`,
      actionSteps: [
        "Plan the next long-form uploads at 8 minutes or more where the topic carries it; do not pad, since retention drives views.",
        "In YouTube Studio → Content → each video → Monetization, turn on mid-roll ads and let YouTube place them, or place them at natural breaks.",
        "Check that every published video of 8+ minutes already has mid-rolls switched on.",
        `After five new 8+ minute videos, re-import "Table data.csv" and compare their RPM with ${money(rShort)}.`,
      ],
    },
  };
}

/** 2. Topics: long-form videos grouped by their most shared title term. */
export function topicDriver(recent: readonly EarningVideo[]): DriverOutcome {
  const long = longForm(recent);
  const terms = long.map((v) => new Set(unigrams(tokenize(v.video.title)).map((t) => t.term)));
  const surfaces = new Map<string, Map<string, number>>();
  for (const v of long) {
    for (const t of unigrams(tokenize(v.video.title))) {
      const seen = surfaces.get(t.term) ?? new Map<string, number>();
      seen.set(t.surface, (seen.get(t.surface) ?? 0) + 1);
      surfaces.set(t.term, seen);
    }
  }
  const df = new Map<string, number>();
  for (const set of terms) for (const term of set) df.set(term, (df.get(term) ?? 0) + 1);

  // Each video joins the group of its most frequent shared term (ties: alphabetical).
  const groups = new Map<string, EarningVideo[]>();
  long.forEach((v, i) => {
    let best: string | null = null;
    for (const term of terms[i]!) {
      const n = df.get(term)!;
      if (n < MIN_GROUP_VIDEOS) continue;
      if (best === null || n > df.get(best)! || (n === df.get(best)! && term < best)) best = term;
    }
    if (best !== null) groups.set(best, [...(groups.get(best) ?? []), v]);
  });
  const candidates = [...groups.entries()].filter(([, vs]) => vs.length >= MIN_GROUP_VIDEOS && vs.length < long.length);
  if (candidates.length === 0) {
    return {
      notMeasured: `Topics: no title term is shared by ${MIN_GROUP_VIDEOS} or more of the long-form videos published in the last 365 days with revenue rows.`,
    };
  }
  const longTotals = totals(long);
  const rLongForm = rpmOf(longTotals);
  if (rLongForm === null || rLongForm <= 0) return null;
  const ranked = candidates
    .map(([term, vs]) => ({ term, vs, m: totals(vs), rpm: rpmOf(totals(vs))! }))
    .sort((x, y) => y.rpm - x.rpm || (x.term < y.term ? -1 : 1));
  const top = ranked[0]!;
  const name = displayTerm(top.term, surfaces.get(top.term));
  if (top.rpm < TOPIC_RPM_FACTOR * rLongForm) {
    return {
      checked: `Topics: the best-earning title term, "${name}" (${countOf(top.vs.length, "video")}), earned ${money(top.rpm)} RPM against ${money(rLongForm)} for all long-form videos, under the ${TOPIC_RPM_FACTOR}× that makes a topic worth steering towards.`,
    };
  }
  const universe = totals(recent);
  const others: Money = { views: longTotals.views - top.m.views, revenue: longTotals.revenue - top.m.revenue };
  const shift = shiftViews(universe, others, top.m, SHIFT_POINTS);
  if (!shift || shift.after <= shift.before) return null;
  return {
    draft: {
      kind: "topic",
      id: `rpm-topic-${top.term.replace(/\s+/g, "-")}`,
      title: `Cover more "${name}" topics`,
      description: `Your long-form videos about "${name}" earn ${money(top.rpm)} per 1,000 views, ${(top.rpm / rLongForm).toFixed(2)}× your long-form average of ${money(rLongForm)}: advertisers pay more for that audience.`,
      before: shift.before,
      after: shift.after,
      reasoning:
        `Over the last 365 days, ${top.vs.length} long-form videos whose most shared title term is "${name}" earned ${money(top.rpm)} RPM on ${count(top.m.views)} views (${percent(top.m.views / universe.views)} of the channel's views); ` +
        `all ${long.length} long-form videos together earned ${money(rLongForm)}. ` +
        `Moving ${percent(shift.moved)} of views from other long-form videos to "${name}" videos takes the blended RPM from ${money(shift.before)} to ${money(shift.after)}.`,
      actionSteps: [
        `List the five best-earning "${name}" videos in Studio (Content → sort by Estimated revenue) and note what they have in common.`,
        `Plan the next 4–6 long-form uploads around "${name}" angles not covered yet, in the same format.`,
        `Link new "${name}" videos to each other with end screens and a playlist so viewers stay in the high-RPM topic.`,
        `After two months, re-import "Table data.csv" and check the "${name}" RPM still beats ${money(rLongForm)}.`,
      ],
    },
  };
}

/** 3. Shorts: a large share of views at cents per thousand. */
export function shortsDriver(recent: readonly EarningVideo[]): DriverOutcome {
  const shorts = recent.filter((v) => v.video.isShort);
  const long = longForm(recent);
  if (shorts.length === 0 || long.length === 0) {
    return {
      notMeasured:
        "Shorts share: needs both Shorts and long-form videos published in the last 365 days with revenue rows.",
    };
  }
  const universe = totals(recent);
  const s = totals(shorts);
  const l = totals(long);
  const rShorts = rpmOf(s);
  const rLong = rpmOf(l);
  if (rShorts === null || rLong === null) return null;
  const share = s.views / universe.views;
  if (!(rShorts < SHORTS_RPM_FACTOR * rLong && share > SHORTS_VIEW_SHARE)) {
    return {
      checked: `Shorts share: ${shorts.length} Shorts took ${percent(share)} of views at ${money(rShorts)} RPM against ${money(rLong)} for long-form videos; advice starts when Shorts take over ${percent(SHORTS_VIEW_SHARE)} of views and earn under a quarter of the long-form RPM.`,
    };
  }
  const shift = shiftViews(universe, s, l, SHIFT_POINTS);
  if (!shift || shift.after <= shift.before) return null;
  return {
    draft: {
      kind: "shorts",
      id: "rpm-shorts",
      title: "Turn Shorts viewers into long-form viewers",
      description: `Shorts take ${percent(share)} of your views but earn ${money(rShorts)} per 1,000 views against ${money(rLong)} for long-form videos.`,
      before: shift.before,
      after: shift.after,
      reasoning:
        `Over the last 365 days, ${shorts.length} Shorts earned ${money(rShorts)} RPM on ${count(s.views)} views (${percent(share)} of the channel's views); ` +
        `${long.length} long-form videos earned ${money(rLong)} RPM on ${count(l.views)} views. ` +
        `Moving ${percent(shift.moved)} of views from Shorts to long-form takes the blended RPM from ${money(shift.before)} to ${money(shift.after)}.`,
      actionSteps: [
        'Link every new Short to the long-form video it comes from (the Short\'s "Related video" setting).',
        "Cut Shorts from long-form videos and end each one on a question the full video answers.",
        "Pin a comment on your best Shorts pointing to the full video.",
        "Keep the Shorts schedule, but put the time saved into one extra long-form video a month.",
      ],
    },
  };
}

/** 4. Seasonality: Q4 (October–December) RPM against the rest of the last 365 days. */
export function seasonalityDriver(year: readonly ChannelDay[], nowMonth: number): DriverOutcome {
  if (year.length < SEASON_MIN_DAYS) {
    return {
      notMeasured: `Seasonality: needs at least ${SEASON_MIN_DAYS} days (11 months) of daily channel revenue rows in the last 365 days (found ${year.length}).`,
    };
  }
  const isQ4 = (d: ChannelDay) => Number(d.date.slice(5, 7)) >= 10;
  const q4 = sum(year.filter(isQ4));
  const rest = sum(year.filter((d) => !isQ4(d)));
  const universe = sum(year);
  const rQ4 = rpmOf(q4);
  const rRest = rpmOf(rest);
  if (rQ4 === null || rRest === null) {
    return {
      notMeasured:
        "Seasonality: the last 365 days of daily rows have no views in October–December or none in the rest of the year.",
    };
  }
  if (rQ4 < Q4_RPM_FACTOR * rRest) {
    return {
      checked: `Seasonality: October–December earned ${money(rQ4)} RPM against ${money(rRest)} in the rest of the last 365 days (${(rQ4 / rRest).toFixed(2)}×), under the ${Q4_RPM_FACTOR}× that makes saving uploads for Q4 worth advising.`,
    };
  }
  const shift = shiftViews(universe, rest, q4, SHIFT_POINTS);
  if (!shift || shift.after <= shift.before) return null;

  const monthly = new Map<number, Money[]>();
  for (const d of year) {
    const m = Number(d.date.slice(5, 7)) - 1;
    monthly.set(m, [...(monthly.get(m) ?? []), d]);
  }
  const byMonth = [...monthly.entries()]
    .map(([m, days]) => ({ m, rpm: rpmOf(sum(days)) }))
    .filter((x): x is { m: number; rpm: number } => x.rpm !== null);
  const best = [...byMonth].sort((a, b) => b.rpm - a.rpm)[0]!;
  const worst = [...byMonth].sort((a, b) => a.rpm - b.rpm)[0]!;
  const timing =
    nowMonth >= 9
      ? "Q4 is under way now: bring your strongest planned videos forward into the coming weeks."
      : `October is ${9 - nowMonth} month${9 - nowMonth === 1 ? "" : "s"} away: there is time to prepare the videos.`;
  return {
    draft: {
      kind: "seasonality",
      id: "rpm-seasonality",
      title: "Save high-value uploads for October–December",
      description: `Your RPM in October–December is ${money(rQ4)} against ${money(rRest)} in the rest of the year, ${(rQ4 / rRest).toFixed(2)}×: advertisers spend most before the holidays. ${timing}`,
      before: shift.before,
      after: shift.after,
      reasoning:
        `Over the last 365 days of daily rows, October–December earned ${money(rQ4)} RPM on ${count(q4.views)} views (${percent(q4.views / universe.views)} of the year's views) and the other months ${money(rRest)}; ` +
        `the best month was ${MONTHS[best.m]} (${money(best.rpm)}), the weakest ${MONTHS[worst.m]} (${money(worst.rpm)}). ` +
        `Moving ${percent(shift.moved)} of the year's views into October–December takes the year's RPM from ${money(shift.before)} to ${money(shift.after)}.`,
      actionSteps: [
        "Pick the 3–4 planned videos with the strongest evergreen or buying-intent topics and schedule them for October and early November.",
        "Film and edit them in September so they are not rushed into the season.",
        "Publish gift guides, reviews or comparisons from mid-November, when advertiser demand peaks.",
        `Use ${MONTHS[worst.m]}, your lowest-RPM month, for experiments and Shorts.`,
      ],
    },
  };
}
