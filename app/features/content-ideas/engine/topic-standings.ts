// How each of the channel's own topics does against its uploads of a similar age: the measure
// behind an idea from the channel's own topics, and Ask's "which topic works best for me?".
import { median } from "~/lib/stats";
import { titleCase } from "./terms";
import type { OwnCluster, OwnVideo } from "./types";

/** Fewest uploads with a relative measure before a topic's median says anything. */
export const MIN_OWN_TOPIC_VIDEOS = 3;

export type TopicStanding = {
  /** The cluster's name, as the clustering wrote it (lower case). */
  name: string;
  /** The name as a title writes it ("Home Server"). */
  label: string;
  /** Its uploads that have a relative measure, best first. */
  videos: readonly { video: OwnVideo; ratio: number }[];
  /** Their median views ÷ the views of the channel's uploads of a similar age (channel-measures.ts `relativeViews`). */
  medianRatio: number;
};

/**
 * Each topic cluster with at least MIN_OWN_TOPIC_VIDEOS measured uploads, best median first (more
 * uploads first on a tie: the surer measure). A cluster whose uploads are too new or too few to be
 * measured is left out rather than guessed.
 */
export function topicStandings(
  clusters: readonly OwnCluster[],
  videos: readonly OwnVideo[],
  relative: ReadonlyMap<string, number>,
): TopicStanding[] {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const out: TopicStanding[] = [];
  for (const cluster of clusters) {
    const measured = cluster.videoIds
      .map((id) => byId.get(id))
      .filter((v): v is OwnVideo => v !== undefined && relative.has(v.id))
      .map((video) => ({ video, ratio: relative.get(video.id)! }))
      .sort((a, b) => b.ratio - a.ratio || a.video.id.localeCompare(b.video.id));
    if (measured.length < MIN_OWN_TOPIC_VIDEOS) continue;
    out.push({
      name: cluster.name,
      label: titleCase(cluster.name),
      videos: measured,
      medianRatio: median(measured.map((m) => m.ratio))!,
    });
  }
  return out.sort(
    (a, b) => b.medianRatio - a.medianRatio || b.videos.length - a.videos.length || a.name.localeCompare(b.name),
  );
}
