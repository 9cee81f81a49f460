// The sentences of the insights block, each assembled from measured numbers. A sentence whose
// numbers are missing is left out rather than replaced with something vague.
import {
  aMedian,
  channelsPhrase,
  engagementLabel,
  formatCount,
  formatPercent,
  formatRatio,
  plural,
  versusMedian,
} from "./measures";
import type { ClusterFacts, MarketFacts } from "./picks";
import { verbFor } from "~/lib/format";

/** How far above the median opportunity ratio counts as "strong" rather than "above average". */
const STRONG_OPPORTUNITY = 1.5;
/** Within 10% of the median ratio reads as "about typical" (1.04x is noise, not an opening). */
const TYPICAL_BAND = 0.1;

export function opportunitySummary(c: ClusterFacts, market: MarketFacts): string {
  const head = `${plural(c.videoCount, "video")}${channelsPhrase(c.videoCount, c.medianSubscribers)}, drawing ${aMedian(c.videoCount)}${formatCount(c.demand)} views a day`;
  if (market.clusters < 2 || market.medianRatio <= 0) return `${head}.`;
  const relative = c.ratio / market.medianRatio;
  const verdict =
    relative >= STRONG_OPPORTUNITY
      ? `demand per competing video is ${formatRatio(relative)} the typical topic's: a strong opening`
      : relative >= 1 + TYPICAL_BAND
        ? `demand per competing video is ${formatRatio(relative)} the typical topic's: above average`
        : relative > 1 - TYPICAL_BAND
          ? "demand per competing video is about typical for this market"
          : `demand per competing video is ${formatRatio(relative)} the typical topic's: crowded for what it draws`;
  return `${head}; ${verdict}.`;
}

type Picks = {
  peak: ClusterFacts | null;
  rising: ClusterFacts | null;
  gem: ClusterFacts | null;
  bestEngagement: ClusterFacts | null;
};

/** 2-4 sentences: what to make, the fresh angle, the crowded giant, the engagement to aim for. */
export function whatToBuild(query: string, picks: Picks, market: MarketFacts): string {
  const { peak, rising, gem, bestEngagement } = picks;
  if (!peak && market.videos === 0)
    return `No videos came back for "${query}", so there is no market to read yet: try a broader description of the idea.`;
  if (!peak) {
    return `The ${plural(market.videos, "result")} for "${query}" share no topic: no two of their titles carry the same name beyond your search, so there is no crowded or open topic to point at. Describe the idea the way its videos would title it (a product, a person, a place) to read a market.`;
  }
  const sentences: string[] = [];

  const lead = gem ?? peak;
  if (gem) {
    const channels = channelsPhrase(gem.videoCount, gem.medianSubscribers);
    sentences.push(
      `Build around ${gem.name}: only ${plural(gem.videoCount, "result")} ${gem.videoCount === 1 ? "covers" : "cover"} it${channels ? `,${channels}` : ""}, yet ${
        gem.videoCount === 1 ? "it draws " : "they draw a median "
      }${formatCount(gem.demand)} views a day${
        market.medianViewsPerDay > 0 ? `, ${versusMedian(gem.demand, market.medianViewsPerDay)}` : ""
      }.`,
    );
  } else if (market.clusters === 1) {
    const channels = channelsPhrase(peak.videoCount, peak.medianSubscribers);
    const rest =
      market.unsorted > 0
        ? ` (the other ${plural(market.unsorted, "result")} ${verbFor(market.unsorted, "shares", "share")} no name with another)`
        : "";
    sentences.push(
      peak.videoCount === 1
        ? `The only result for "${query}", on ${peak.name}, draws ${formatCount(peak.demand)} views a day${channels}: the topic is barely covered, so a thorough video could own the search.`
        : `${market.unsorted > 0 ? `${peak.videoCount} of the results` : `The ${peak.videoCount} results`} for "${query}" form one topic, ${peak.name}, drawing a median ${formatCount(peak.demand)} views a day${channels}${rest}: to stand out, pick a narrower angle than the existing videos.`,
    );
  } else {
    sentences.push(
      `Build around ${peak.name}, the topic with the most demand at a median ${formatCount(peak.demand)} views a day per video; no smaller topic pairs above-median demand with small channels, so expect to compete on quality.`,
    );
  }

  if (rising && rising.recent && market.clusters === 1) {
    // One topic: compare its newest videos with all of them, when they are not the same videos.
    if (market.videos > rising.recent.count && market.medianViewsPerDay > 0) {
      sentences.push(
        `Its ${plural(rising.recent.count, "video")} from the last ${market.recentWindow} days ${rising.recent.count === 1 ? "draws" : "draw a median of"} ${formatCount(
          rising.recent.viewsPerDay,
        )} views a day, against a median ${formatCount(market.medianViewsPerDay)} for all ${market.videos} results.`,
      );
    }
  } else if (rising && rising.recent && rising !== lead) {
    sentences.push(
      `${rising.name} is moving fastest now: ${plural(rising.recent.count, "video")} from the last ${market.recentWindow} days ${
        rising.recent.count === 1 ? "draws" : "draw a median of"
      } ${formatCount(rising.recent.viewsPerDay)} views a day, an angle to borrow while it is fresh.`,
    );
  } else if (rising && rising.recent && rising === lead) {
    sentences.push(
      `It is also the fastest-moving topic: ${plural(rising.recent.count, "video")} from the last ${market.recentWindow} days ${
        rising.recent.count === 1 ? "draws" : "draw a median of"
      } ${formatCount(rising.recent.viewsPerDay)} views a day, so publish soon.`,
    );
  }

  if (gem && peak !== gem && market.clusters > 1) {
    const channels = channelsPhrase(peak.videoCount, peak.medianSubscribers);
    sentences.push(
      `${peak.name} has the biggest demand (${formatCount(peak.demand)} views a day) but ${plural(peak.videoCount, "video")}${channels} already ${verbFor(peak.videoCount, "competes", "compete")} for it.`,
    );
  }

  if (sentences.length < 4 && bestEngagement && bestEngagement.engagement !== null) {
    const label = engagementLabel(bestEngagement.engagement);
    const rate = `${formatPercent(bestEngagement.engagement)} likes and comments per view`;
    sentences.push(
      market.clusters === 1
        ? `Engagement runs at ${rate} (${label}).`
        : `Viewers interact most with ${bestEngagement.name} (${rate}, ${label}), so ${
            bestEngagement === lead ? "ask that audience" : "borrow its hooks and ask"
          } for comments.`,
    );
  }
  // Never a single sentence when there is a market to describe: fall back to the market median.
  if (sentences.length < 2 && market.videos > 1 && market.medianViewsPerDay > 0) {
    sentences.push(
      `The median result across all ${market.videos} videos draws ${formatCount(market.medianViewsPerDay)} views a day; ${lead.name} draws ${formatRatio(lead.demand / market.medianViewsPerDay)} that.`,
    );
  }
  return sentences.slice(0, 4).join(" ");
}

export function summarySentence(
  query: string,
  market: MarketFacts,
  opportunities: number,
  peak: ClusterFacts | null,
): string {
  if (market.videos === 0) return `No videos were found for "${query}".`;
  if (!peak) {
    return `${plural(market.videos, "video")} came back for "${query}", but no two of their titles carry the same name, so they form no topic.`;
  }
  if (market.videos === 1)
    return `Only 1 video came back for "${query}" (${peak.name}), drawing ${formatCount(peak.demand)} views a day.`;
  // Results whose titles share a name with no other are in no topic: said, with how many.
  const apart =
    market.unsorted > 0
      ? `; ${market.unsorted} of them ${verbFor(market.unsorted, "shares", "share")} no name with another result and ${verbFor(market.unsorted, "is", "are")} in no topic`
      : "";
  if (market.clusters === 1) {
    return market.unsorted === 0
      ? `${market.videos} videos on "${query}" form a single topic, ${peak.name}, drawing a median ${formatCount(peak.demand)} views a day.`
      : `${plural(market.videos, "video")} on "${query}" form one topic, ${peak.name} (${plural(peak.videoCount, "video")}), drawing a median ${formatCount(peak.demand)} views a day${apart}.`;
  }
  return `${plural(market.videos, "video")} on "${query}" form ${market.clusters} topics${apart}; ${opportunities} of the topics ${verbFor(opportunities, "offers", "offer")} above-median demand for their competition, and ${peak.name} leads demand at ${formatCount(peak.demand)} views a day per video.`;
}
