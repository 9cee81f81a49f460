// Grouping a channel's uploads into series. Title patterns come first (a numbered marker after a
// shared stem, then a shared prefix, then titles naming a sports match), then topic clusters of
// what is left; a series is 3 or more videos, and each video belongs to one series at most.
import { matchSides } from "~/lib/match-titles";
import { displayTerm, tokenize, unigrams, type Token } from "~/lib/title-words";
import {
  groupsByTail,
  namedByTail,
  normaliseStem,
  parseNumbered,
  parsePrefix,
  prefixIsYearly,
  type NumberedTitle,
} from "./patterns";
import type { ClusterFn, DetectedSeries, LibraryReport, LibraryVideo, TopicGroup } from "./types";

/** A series is 3 or more videos. */
export const MIN_SERIES_VIDEOS = 3;
/** Topic clusters larger than the guidance's maximum (8) are split again, to this depth. */
const SPLIT_ABOVE = 8;
const MAX_SPLIT_DEPTH = 2;
const TOPIC_TERMS = 5;

const termsOf = (text: string) => new Set(unigrams(tokenize(text)).map((t) => t.term));

const byDate = (a: LibraryVideo, b: LibraryVideo) =>
  Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id.localeCompare(b.id);

/** The series' own name first (lower case), then its most frequent other terms. */
function withName(name: string, terms: readonly string[]): string[] {
  const phrase = name.toLowerCase().replace(/\s+/g, " ").trim();
  const named = termsOf(name);
  const rest = terms.filter((t) => t !== phrase && !t.split(" ").every((w) => named.has(w)));
  return (phrase ? [phrase, ...rest] : [...rest]).slice(0, TOPIC_TERMS);
}

/** The most frequent terms of the titles (each title counted once per term), ties alphabetical. */
export function topTerms(titles: readonly string[], limit = TOPIC_TERMS): string[] {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const term of new Set(unigrams(tokenize(title)).map((t) => t.term)))
      counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([term]) => term);
}

/** Whether a title carries every term of a topic's name ("Smart Home" in "5 Smart Home Devices …"). */
export function namesTopic(title: string, name: string): boolean {
  const wanted = termsOf(name);
  if (wanted.size === 0) return false;
  const have = termsOf(title);
  return [...wanted].every((term) => have.has(term));
}

/** The word just before a name's words in a title, when the title has them in that order. */
function wordBefore(title: string, named: readonly string[]): Token | null {
  const run = tokenize(title);
  for (let i = 1; i + named.length <= run.length; i++) {
    if (named.every((term, k) => run[i + k]?.term === term)) return run[i - 1] ?? null;
  }
  return null;
}

/**
 * A topic name as the titles write it. When every title has the same word just before it, the
 * name is cut short ("Come Dancing 2017" of "… - Strictly Come Dancing 2017"): that word joins it.
 * A one-word name that every title writes as the last word of different longer names ("Champions
 * League", "Premier League") names what those share, not a topic: the titles on the most frequent
 * longer name are the candidate, named by it. The members are unchanged when some title has the
 * name on its own ("Minecraft" beside "Modded Minecraft").
 */
function byLongerName(members: readonly LibraryVideo[], name: string): { name: string; members: LibraryVideo[] } {
  const named = unigrams(tokenize(name)).map((t) => t.term);
  const groups = new Map<string, { name: string; members: LibraryVideo[] }>();
  for (const video of members) {
    const before = named.length > 0 ? wordBefore(video.title, named) : null;
    if (!before) return { name, members: [...members] };
    const word = displayTerm(before.surface.toLowerCase(), new Map([[before.surface, 1]]));
    const group = groups.get(before.term) ?? { name: `${word} ${name}`, members: [] };
    group.members.push(video);
    groups.set(before.term, group);
  }
  if (groups.size > 1 && named.length > 1) return { name, members: [...members] };
  const largest = [...groups.values()].sort((a, b) => b.members.length - a.members.length)[0];
  return largest ?? { name, members: [] };
}

function markerLabel(parsed: NumberedTitle): string {
  return parsed.marker === "#" ? "#N" : `${parsed.markerSurface.replace(/\.$/, "")} N`;
}

type NumberedMember = { video: LibraryVideo; parsed: NumberedTitle };

const keyOf = (parsed: NumberedTitle) => (parsed.stem !== "" ? parsed.stem : `~${parsed.marker}`);

/**
 * Numbered titles grouped by series. A stem names the series; titles that open with the marker
 * ("Day 12: …") group by marker. Titles whose stem is the episode's own title ("Stranded on Top of
 * Iceland! - World Flight Episode 17") share no stem: those left in groups too small for a series
 * group again by the name after their stem's last separator ("World Flight"), or, for numbered
 * vlogs ("… | VLOG 35"), by the marker alone.
 */
function numberedGroups(library: readonly LibraryVideo[]): Map<string, NumberedMember[]> {
  const groups = new Map<string, NumberedMember[]>();
  const add = (key: string, member: NumberedMember) => groups.set(key, [...(groups.get(key) ?? []), member]);
  for (const video of library) {
    const parsed = parseNumbered(video.title);
    if (parsed) add(keyOf(parsed), { video, parsed });
  }
  for (const [key, members] of [...groups]) {
    if (members.length >= MIN_SERIES_VIDEOS) continue;
    const regrouped = members.filter(({ parsed }) => groupsByTail(parsed));
    if (regrouped.length === 0) continue;
    const kept = members.filter((m) => !regrouped.includes(m));
    if (kept.length > 0) groups.set(key, kept);
    else groups.delete(key);
    for (const { video, parsed } of regrouped) {
      const named = namedByTail(parsed);
      add(`tail:${keyOf(named)}`, { video, parsed: named });
    }
  }
  return groups;
}

function numberedSeries(library: readonly LibraryVideo[]): DetectedSeries[] {
  const groups = numberedGroups(library);
  const found: DetectedSeries[] = [];
  for (const [key, members] of groups) {
    if (members.length < MIN_SERIES_VIDEOS) continue;
    members.sort((a, b) => a.parsed.number - b.parsed.number || byDate(a.video, b.video));
    const newest = [...members].sort((a, b) => byDate(b.video, a.video))[0]!.parsed;
    const title = newest.stemSurface !== "" ? newest.stemSurface : `${newest.markerSurface.replace(/\.$/, "")} N`;
    const pattern =
      newest.stemSurface !== "" ? `${newest.stemSurface}${newest.joiner}${markerLabel(newest)}` : markerLabel(newest);
    found.push({
      key: `numbered:${key}`,
      kind: "numbered",
      title,
      topics: withName(
        newest.stemSurface,
        topTerms(
          members.map((m) => m.video.title),
          TOPIC_TERMS + 3,
        ),
      ),
      videoIds: members.map((m) => m.video.id),
      numbers: members.map((m) => m.parsed.number),
      evidence: `${members.length} titles numbered “${pattern}”`,
    });
  }
  return found;
}

function prefixSeries(library: readonly LibraryVideo[]): DetectedSeries[] {
  const groups = new Map<string, { video: LibraryVideo; surface: string }[]>();
  for (const video of library) {
    const parsed = parsePrefix(video.title);
    if (!parsed) continue;
    groups.set(parsed.key, [...(groups.get(parsed.key) ?? []), { video, surface: parsed.surface }]);
  }
  const found: DetectedSeries[] = [];
  for (const [key, members] of groups) {
    if (members.length < MIN_SERIES_VIDEOS) continue;
    members.sort((a, b) => byDate(a.video, b.video));
    const title = members[members.length - 1]!.surface;
    const yearly = prefixIsYearly(key);
    found.push({
      key: `prefix:${key}`,
      kind: "prefix",
      title,
      topics: withName(
        title,
        topTerms(
          members.map((m) => m.video.title),
          TOPIC_TERMS + 3,
        ),
      ),
      videoIds: members.map((m) => m.video.id),
      numbers: members.map(() => null),
      evidence: `${members.length} titles start “${title}${yearly ? " <year>" : ""}: …”${yearly ? " (a yearly format)" : ""}`,
    });
  }
  return found;
}

/**
 * A sports channel's match videos ("Watford 2-1 Arsenal | …", "West Ham 1 Swansea 0"): one series
 * of every title naming a match, named after the side in all of them when there is one ("Arsenal
 * matches"). Each title names a different fixture, so no prefix or number joins them, and the
 * teams' names spread them over topics.
 */
function matchSeries(library: readonly LibraryVideo[]): DetectedSeries[] {
  const members = library
    .map((video) => ({ video, sides: matchSides(video.title) }))
    .filter((m): m is { video: LibraryVideo; sides: [string, string] } => m.sides !== null);
  if (members.length < MIN_SERIES_VIDEOS) return [];
  const key = (side: string) => side.toLowerCase();
  const newestFirst = [...members].sort((a, b) => byDate(b.video, a.video));
  // The side every match shares, as the newest title writes it.
  const shared = newestFirst[0]!.sides.find((side) => members.every((m) => m.sides.some((s) => key(s) === key(side))));
  const title = shared ? `${shared} matches` : "Matches";
  const examples = newestFirst
    .slice(0, 2)
    .map((m) => `“${m.sides.join(" – ")}”`)
    .join(", ");
  return [
    {
      key: "match",
      kind: "match",
      title,
      topics: withName(
        shared ?? "",
        topTerms(
          members.map((m) => m.video.title),
          TOPIC_TERMS + 3,
        ),
      ),
      videoIds: members.map((m) => m.video.id),
      numbers: members.map(() => null),
      evidence: `${members.length} titles name a match${shared ? ` of ${shared}` : ""} (${examples}…)`,
    },
  ];
}

/**
 * Clusters of 3+ videos; a cluster above the guidance's maximum is split again where the data
 * supports it. `seen` hears of every cluster, of any size (how close the library came to a series).
 */
function topicGroups(
  videos: readonly LibraryVideo[],
  cluster: ClusterFn,
  depth: number,
  seen: (group: TopicGroup) => void,
): TopicGroup[] {
  if (videos.length < MIN_SERIES_VIDEOS) return [];
  const byId = new Map(videos.map((v) => [v.id, v]));
  const all = cluster(videos);
  for (const group of all) seen(group);
  const groups = all.filter((g) => g.videoIds.length >= MIN_SERIES_VIDEOS);
  const out: TopicGroup[] = [];
  for (const group of groups) {
    const members = group.videoIds.map((id) => byId.get(id)).filter((v): v is LibraryVideo => v !== undefined);
    if (members.length > SPLIT_ABOVE && depth < MAX_SPLIT_DEPTH) {
      const parts = topicGroups(members, cluster, depth + 1, seen);
      if (parts.length > 1) {
        out.push(...parts);
        continue;
      }
    }
    out.push({ ...group, videoIds: members.map((v) => v.id) });
  }
  return out;
}

/**
 * The series in a channel's library. Numbered patterns claim videos first, then prefixes, then
 * match titles, then topic clusters of the remaining long-form videos (Shorts join a series only by their title:
 * their views are on another scale). Series are listed by their newest upload, newest first.
 */
export function detectSeries(library: readonly LibraryVideo[], cluster: ClusterFn): DetectedSeries[] {
  return detectLibrary(library, cluster).series;
}

/** The largest group of a map of groups, ties to the key first in order. */
function largest<T>(groups: ReadonlyMap<string, readonly T[]>): { key: string; members: readonly T[] } | null {
  let best: { key: string; members: readonly T[] } | null = null;
  for (const [key, members] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (!best || members.length > best.members.length) best = { key, members };
  }
  return best;
}

/**
 * The series, and what each pass saw of the library, so an analysis that finds none can say
 * why: how many titles are numbered and the largest group of them, the most shared title prefix,
 * the largest topic group whose titles carry its name. The closest candidates are counted over the
 * whole library (before any pass claims videos), as a creator would look for them.
 */
export function detectLibrary(
  library: readonly LibraryVideo[],
  cluster: ClusterFn,
): { series: DetectedSeries[]; report: LibraryReport } {
  const numberedByKey = numberedGroups(library);
  const prefixGroups = new Map<string, { surface: string; video: LibraryVideo }[]>();
  for (const video of library) {
    const parsed = parsePrefix(video.title);
    if (parsed)
      prefixGroups.set(parsed.key, [...(prefixGroups.get(parsed.key) ?? []), { surface: parsed.surface, video }]);
  }
  const numbered = largest(numberedByKey);
  const prefix = largest(prefixGroups);
  const { series, topics } = detectWithTopics(library, cluster);
  const newestOf = <T extends { video: LibraryVideo }>(members: readonly T[]) =>
    [...members].sort((a, b) => byDate(b.video, a.video))[0]!;
  return {
    series,
    report: {
      uploads: library.length,
      longForm: library.filter((v) => !v.isShort).length,
      numberedTitles: [...numberedByKey.values()].reduce((sum, g) => sum + g.length, 0),
      numbered: numbered
        ? (() => {
            const newest = newestOf(numbered.members).parsed;
            const pattern =
              newest.stemSurface !== ""
                ? `${newest.stemSurface}${newest.joiner}${markerLabel(newest)}`
                : markerLabel(newest);
            return { pattern, count: numbered.members.length };
          })()
        : null,
      prefix: prefix ? { prefix: newestOf(prefix.members).surface, count: prefix.members.length } : null,
      topic: topics,
    },
  };
}

function detectWithTopics(
  library: readonly LibraryVideo[],
  cluster: ClusterFn,
): { series: DetectedSeries[]; topics: LibraryReport["topic"] } {
  const claimed = new Set<string>();
  const found: DetectedSeries[] = [];
  const take = (series: DetectedSeries[]) => {
    for (const s of series) {
      const free = s.videoIds.map((id, i) => ({ id, n: s.numbers[i] ?? null })).filter((m) => !claimed.has(m.id));
      if (free.length < MIN_SERIES_VIDEOS) continue;
      for (const m of free) claimed.add(m.id);
      found.push({ ...s, videoIds: free.map((m) => m.id), numbers: free.map((m) => m.n) });
    }
  };
  const sorted = [...library].sort(byDate);
  take(numberedSeries(sorted));
  take(prefixSeries(sorted.filter((v) => !claimed.has(v.id))));
  take(matchSeries(sorted.filter((v) => !claimed.has(v.id))));

  const rest = sorted.filter((v) => !claimed.has(v.id) && !v.isShort);
  const byId = new Map(rest.map((v) => [v.id, v]));
  const usedKeys = new Set(found.map((s) => s.key));
  const topics: DetectedSeries[] = [];
  // The topic group whose titles carry its name most often, series or not (what "why none" quotes).
  let closest: LibraryReport["topic"] = null;
  const carrying = (group: TopicGroup) =>
    byLongerName(
      group.videoIds
        .map((id) => byId.get(id))
        .filter((v): v is LibraryVideo => v !== undefined && !claimed.has(v.id) && namesTopic(v.title, group.name)),
      group.name,
    );
  const seen = (group: TopicGroup) => {
    const { name, members } = carrying(group);
    const count = members.length;
    if (count > 0 && (!closest || count > closest.count)) closest = { name, count };
  };
  for (const group of topicGroups(rest, cluster, 0, seen)) {
    // A cluster is a series of the videos that carry its name: the others only lean that way.
    const { name, members } = carrying(group);
    if (members.length < MIN_SERIES_VIDEOS) continue;
    members.sort(byDate);
    let key = `topic:${normaliseStem(name)}`;
    // Two clusters can share a name after a split: the terms tell them apart.
    if (usedKeys.has(key)) key = `${key} ${group.terms.map(normaliseStem).join(" ")}`;
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    for (const m of members) claimed.add(m.id);
    const terms = withName(
      name,
      group.terms.length > 0 ? group.terms.map((t) => t.toLowerCase()) : topTerms(members.map((m) => m.title)),
    );
    topics.push({
      key,
      kind: "topic",
      title: name,
      topics: terms,
      videoIds: members.map((m) => m.id),
      numbers: members.map(() => null),
      evidence: `${members.length} titles on “${name}”, a topic cluster of your library`,
    });
  }
  const published = new Map(library.map((v) => [v.id, Date.parse(v.publishedAt)]));
  const newest = (s: DetectedSeries) => Math.max(...s.videoIds.map((id) => published.get(id) ?? 0));
  return {
    series: [...found, ...topics].sort((a, b) => newest(b) - newest(a) || a.key.localeCompare(b.key)),
    topics: closest,
  };
}
