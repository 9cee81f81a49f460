// Peak topic, rising topic and hidden gem, each with a reason that cites its numbers.
import { listOf } from "~/lib/format";
import { channelsPhrase, formatCount, formatRatio, plural, versusMedian } from "./measures";
import type { TopicPick } from "./types";

/** What picks and sentences are computed from (see analyze.ts for how each is measured). */
export type ClusterFacts = {
  name: string;
  videoCount: number;
  /** Median views per day since publication. */
  demand: number;
  medianSubscribers: number | null;
  engagement: number | null;
  /** demand / (videoCount x size factor). */
  ratio: number;
  recent: { count: number; viewsPerDay: number } | null;
};

export type MarketFacts = {
  videos: number;
  clusters: number;
  /** Results in no topic (their titles share no name with another's). */
  unsorted: number;
  /** Median views per day over every video. */
  medianViewsPerDay: number;
  /** Median subscriber count over every video whose channel shows it. */
  medianSubscribers: number | null;
  medianClusterSize: number;
  medianRatio: number;
  /** The recent window in days (30, 90, 180 or 365), null when nothing is under a year old. */
  recentWindow: number | null;
  /** Median views per day of every video in the recent window. */
  recentViewsPerDay: number | null;
  recentCount: number;
};

/**
 * The rising topic looks at the newest videos only: the last 30 days, widened to 90, 180 and
 * 365 days when nothing that recent exists (a niche where nobody posted this month). Only that
 * window counts, so when there are uploads from the last 30 days they decide alone.
 */
export const RECENT_WINDOWS_DAYS = [30, 90, 180, 365] as const;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Highest demand; ties to more videos, then name. */
export function pickPeak(clusters: readonly ClusterFacts[]): ClusterFacts | null {
  return [...clusters].sort((a, b) => b.demand - a.demand || b.videoCount - a.videoCount || byName(a, b))[0] ?? null;
}

export function peakReason(peak: ClusterFacts, market: MarketFacts): string {
  if (peak.videoCount === 1) return `Its only video draws ${formatCount(peak.demand)} views a day since publishing.`;
  if (market.clusters === 1) {
    return market.unsorted === 0
      ? `All ${peak.videoCount} videos fall in this one topic, drawing a median ${formatCount(peak.demand)} views a day since publishing.`
      : `Its ${peak.videoCount} videos, the only topic the results form, draw a median ${formatCount(peak.demand)} views a day since publishing.`;
  }
  const lead = `Its ${plural(peak.videoCount, "video")} draw a median ${formatCount(peak.demand)} views a day since publishing, the most of the ${market.clusters} topics`;
  return market.medianViewsPerDay > 0
    ? `${lead}, ${versusMedian(peak.demand, market.medianViewsPerDay)} of ${formatCount(market.medianViewsPerDay)}.`
    : `${lead}.`;
}

/** Why there is no peak topic: no results, or no two titles carry one name. */
export function noPeakReason(market: MarketFacts): string {
  if (market.videos === 0) return "There are no results to read.";
  if (market.videos === 1) return "Only 1 result came back: one video is not a topic.";
  return `No two of the ${market.videos} results carry the same name in their titles (beyond the words of your search), so they form no topic to rank.`;
}

/** Fastest recent views per day; ties to more recent videos, then name. */
export function pickRising(clusters: readonly ClusterFacts[]): ClusterFacts | null {
  return (
    clusters
      .filter((c) => c.recent !== null)
      .sort(
        (a, b) => b.recent!.viewsPerDay - a.recent!.viewsPerDay || b.recent!.count - a.recent!.count || byName(a, b),
      )[0] ?? null
  );
}

export function risingReason(rising: ClusterFacts, market: MarketFacts): string {
  const lead = recentLead(rising, market);
  if (market.recentCount > rising.recent!.count && market.recentViewsPerDay !== null && market.recentViewsPerDay > 0) {
    const all = `all ${market.recentCount} recent results (${formatCount(market.recentViewsPerDay)})`;
    // The fastest topic can still trail the recent results that are in no topic: said as such,
    // not as "0.2x the median", which reads like a rise.
    return rising.recent!.viewsPerDay >= market.recentViewsPerDay
      ? `${lead}, ${formatRatio(rising.recent!.viewsPerDay / market.recentViewsPerDay)} the median of ${all}.`
      : `${lead}, the fastest of the topics, though under the median of ${all}.`;
  }
  return market.clusters > 1 ? `${lead}, the fastest of any topic right now.` : `${lead}.`;
}

/**
 * The recent figures as the topic table shows them: its recent videos' median views a day (the
 * table's "Last N days" column, rounded as shown there) and, when it has older videos too, its
 * median over all of them (the table's "Views a day"), so the card and the table read alike.
 */
function recentLead(cluster: ClusterFacts, market: MarketFacts): string {
  const recent = cluster.recent!;
  const verb = recent.count === 1 ? "draws" : "draw";
  const all =
    cluster.videoCount > recent.count
      ? ` (${formatCount(Math.round(cluster.demand))} over all ${cluster.videoCount} of its videos)`
      : "";
  return `${recent.count === 1 ? "Its 1 video" : `Its ${recent.count} videos`} from the last ${market.recentWindow} days ${verb} ${
    recent.count === 1 ? "" : "a median "
  }${formatCount(Math.round(recent.viewsPerDay))} views a day${all}`;
}

/**
 * The rising card when the peak topic also rises fastest: the peak card says so once, and this
 * card offers the runner-up, the fastest of the other topics.
 */
export function runnerUpReason(runnerUp: ClusterFacts, peak: ClusterFacts, market: MarketFacts): string {
  const peakRate = peak.recent ? ` at ${formatCount(Math.round(peak.recent.viewsPerDay))}` : "";
  return `${recentLead(runnerUp, market)}, second only to the peak topic, ${peak.name}${peakRate}.`;
}

/** Why there is no rising topic to show, with the numbers that decide it. */
export function noRisingReason(
  clusters: readonly ClusterFacts[],
  peak: ClusterFacts | null,
  market: MarketFacts,
): string {
  if (market.videos === 0) return "There are no results to read.";
  if (market.recentWindow === null) {
    return `None of the ${plural(market.videos, "result")} was published in the last year, so no topic is rising.`;
  }
  if (clusters.length === 0) return noPeakReason(market);
  const window = `the last ${market.recentWindow} days`;
  const recent = clusters.filter((c) => c.recent !== null);
  const outside = market.recentCount - recent.reduce((sum, c) => sum + c.recent!.count, 0);
  // Recent results in no topic are said inside the count's brackets, never in a second pair.
  const apart = (count: number | null) => {
    const more =
      outside > 0 ? `${count === null ? plural(outside, "recent result") : `${outside} more`} in no topic` : "";
    if (count === null) return more ? ` (${more})` : "";
    return more ? ` (${count}; ${more})` : ` (${count})`;
  };
  if (recent.length === 0) return `No topic has a video from ${window}${apart(null)}, so no topic is rising.`;
  const only = recent[0]!;
  if (only === peak) {
    return `Only ${only.name}, the peak topic, has videos from ${window}${apart(only.recent!.count)}: there is no other topic to call rising.`;
  }
  return `Only ${only.name} has videos from ${window}${apart(only.recent!.count)}.`;
}

/**
 * The hidden gem: not the peak, and all of
 *   - demand above the market median views per day (people watch it),
 *   - no more videos than the median cluster and under half the results (few videos; "fewer than
 *     the median" left no gem in 2 of 3 real searches, where the small topics tie the median),
 *   - a median channel no bigger than the market's median channel (small channels can rank);
 *     a cluster whose channels all hide their size qualifies only when the whole market does,
 *   - at least 2 videos once there are 10 or more results (one video is an anecdote).
 * The best of those by opportunity ratio (demand per unit of competition). Null when none qualifies:
 * better no gem than a crowded one labelled as a gem.
 */
export function pickGem(
  clusters: readonly ClusterFacts[],
  peak: ClusterFacts | null,
  market: MarketFacts,
): ClusterFacts | null {
  const eligible = clusters.filter((c) => {
    if (c === peak) return false;
    if (c.demand <= 0 || c.demand <= market.medianViewsPerDay) return false;
    if (c.videoCount > market.medianClusterSize || c.videoCount * 2 >= market.videos) return false;
    if (market.videos >= 10 && c.videoCount < 2) return false;
    if (market.medianSubscribers !== null) {
      if (c.medianSubscribers === null || c.medianSubscribers > market.medianSubscribers) return false;
    }
    return true;
  });
  return [...eligible].sort((a, b) => b.ratio - a.ratio || b.demand - a.demand || byName(a, b))[0] ?? null;
}

/**
 * Why there is no hidden gem: which of pickGem's conditions the other topics miss, counted.
 * Better a plain "none, because…" than a crowded topic labelled as a gem.
 */
export function noGemReason(clusters: readonly ClusterFacts[], peak: ClusterFacts | null, market: MarketFacts): string {
  if (market.videos === 0) return "There are no results to read.";
  if (clusters.length === 0) return noPeakReason(market);
  const others = clusters.filter((c) => c !== peak);
  if (others.length === 0) {
    return market.unsorted === 0
      ? `All ${plural(market.videos, "result")} fall in one topic, so there is no smaller topic to compare it with.`
      : `The results form one topic, ${peak!.name}; the other ${plural(market.unsorted, "result")} share no name with another, so there is no smaller topic to compare it with.`;
  }
  const marketMedian = `the market median (${formatCount(market.medianViewsPerDay)} views a day)`;
  const wanted = others.filter((c) => c.demand > 0 && c.demand > market.medianViewsPerDay);
  if (wanted.length === 0) {
    return others.length === 1
      ? `${others[0]!.name}, the only other topic, draws no more than ${marketMedian}.`
      : `None of the ${others.length} other topics draws more than ${marketMedian}.`;
  }

  const crowded = (c: ClusterFacts) => c.videoCount > market.medianClusterSize || c.videoCount * 2 >= market.videos;
  const single = (c: ClusterFacts) => !crowded(c) && market.videos >= 10 && c.videoCount < 2;
  // The typical topic's size is a median, so it can fall between two counts ("2.5"): shown as is.
  const typical = Number.isInteger(market.medianClusterSize)
    ? formatCount(market.medianClusterSize)
    : market.medianClusterSize.toFixed(1);
  if (wanted.length === 1) {
    const [c] = wanted as [ClusterFacts];
    const why = crowded(c)
      ? `already has ${plural(c.videoCount, "video")}, more than the typical topic's ${typical} (or half the results)`
      : single(c)
        ? "rests on a single video"
        : "comes from channels bigger than the market's median";
    return `${c.name} draws more than ${marketMedian} but ${why}.`;
  }
  const counts = [
    [
      wanted.filter(crowded).length,
      "already has more videos than the typical topic",
      `already have more videos than the typical topic (${typical}) or half the results`,
    ],
    [wanted.filter(single).length, "rests on a single video", "rest on a single video"],
    [
      wanted.filter((c) => !crowded(c) && !single(c)).length,
      "comes from channels bigger than the market's median",
      "come from channels bigger than the market's median",
    ],
  ] as const;
  const parts = counts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return `Of the ${wanted.length} other topics drawing more than ${marketMedian}, ${listOf(parts)}.`;
}

export function gemReason(gem: ClusterFacts, market: MarketFacts): string {
  const channels =
    gem.medianSubscribers !== null && market.medianSubscribers !== null
      ? `${channelsPhrase(gem.videoCount, gem.medianSubscribers)} (market median ${formatCount(market.medianSubscribers)})`
      : "";
  const demand =
    market.medianViewsPerDay > 0
      ? `${formatCount(gem.demand)} views a day, ${versusMedian(gem.demand, market.medianViewsPerDay)}`
      : `${formatCount(gem.demand)} views a day`;
  return `Only ${gem.videoCount} of ${market.videos} results cover it${channels ? `,${channels}` : ""}, yet ${gem.videoCount === 1 ? "it draws" : "they draw a median"} ${demand}.`;
}

export function toPick(cluster: ClusterFacts | null, reason: (c: ClusterFacts) => string): TopicPick | null {
  return cluster ? { clusterName: cluster.name, reason: reason(cluster) } : null;
}
