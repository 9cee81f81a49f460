// Agglomerative clustering with average linkage on cosine distance, and the choice of how many
// clusters the data supports.
//
// Average linkage (UPGMA) suits short texts: single linkage chains everything through one
// shared word, complete linkage splits real topics whenever two members share nothing.
// Determinism: documents arrive in a fixed order (sorted by video id upstream); the closest pair
// is found by scanning i < j in that order and only a strictly smaller distance replaces the
// current best, so ties go to the lowest indices, and the merged cluster keeps the lower slot.

export type Merge = { a: number; b: number; distance: number };

/** The n - 1 merges of average linkage over a symmetric distance matrix, in merge order. */
export function averageLinkage(distance: readonly (readonly number[])[]): Merge[] {
  const n = distance.length;
  const d = distance.map((row) => [...row]);
  const size = new Array<number>(n).fill(1);
  const active = new Array<boolean>(n).fill(true);
  const merges: Merge[] = [];
  for (let step = 0; step < n - 1; step++) {
    let bestA = -1;
    let bestB = -1;
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      if (!active[i]) continue;
      const row = d[i]!;
      for (let j = i + 1; j < n; j++) {
        if (active[j] && row[j]! < best) {
          best = row[j]!;
          bestA = i;
          bestB = j;
        }
      }
    }
    merges.push({ a: bestA, b: bestB, distance: best });
    // Lance-Williams update for average linkage: size-weighted mean of the two distances.
    const sa = size[bestA]!;
    const sb = size[bestB]!;
    for (let k = 0; k < n; k++) {
      if (!active[k] || k === bestA || k === bestB) continue;
      const value = (sa * d[bestA]![k]! + sb * d[bestB]![k]!) / (sa + sb);
      d[bestA]![k] = value;
      d[k]![bestA] = value;
    }
    size[bestA] = sa + sb;
    active[bestB] = false;
  }
  return merges;
}

/** The k clusters left after the first n - k merges, each sorted, ordered by first member. */
export function cutTree(n: number, merges: readonly Merge[], k: number): number[][] {
  const members: number[][] = Array.from({ length: n }, (_, i) => [i]);
  const alive = new Array<boolean>(n).fill(true);
  for (const merge of merges.slice(0, Math.max(0, n - k))) {
    members[merge.a]!.push(...members[merge.b]!);
    alive[merge.b] = false;
  }
  return members
    .filter((_, i) => alive[i])
    .map((group) => [...group].sort((x, y) => x - y))
    .sort((x, y) => x[0]! - y[0]!);
}

function meanDistance(distance: readonly (readonly number[])[], i: number, group: readonly number[]): number {
  let sum = 0;
  let count = 0;
  for (const j of group) {
    if (j === i) continue;
    sum += distance[i]![j]!;
    count++;
  }
  return count === 0 ? 0 : sum / count;
}

/** Mean silhouette over all points (a singleton scores 0, by Rousseeuw's convention). */
export function silhouette(distance: readonly (readonly number[])[], clusters: readonly (readonly number[])[]): number {
  if (clusters.length < 2) return 0;
  let total = 0;
  let count = 0;
  for (const group of clusters) {
    for (const i of group) {
      count++;
      if (group.length === 1) continue;
      const a = meanDistance(distance, i, group);
      let b = Infinity;
      for (const other of clusters) if (other !== group) b = Math.min(b, meanDistance(distance, i, other));
      const scale = Math.max(a, b);
      if (scale > 0) total += (b - a) / scale;
    }
  }
  return count === 0 ? 0 : total / count;
}

/**
 * Folds clusters smaller than minSize into the cluster they are closest to on average.
 * A one-video "topic" is an anecdote, not a market: it would always look uncontested.
 */
export function foldSmall(
  distance: readonly (readonly number[])[],
  clusters: readonly (readonly number[])[],
  minSize: number,
): number[][] {
  const groups = clusters.map((group) => [...group]);
  for (;;) {
    if (groups.length < 2) break;
    let smallest = -1;
    for (let g = 0; g < groups.length; g++) {
      if (groups[g]!.length < minSize && (smallest === -1 || groups[g]!.length < groups[smallest]!.length))
        smallest = g;
    }
    if (smallest === -1) break;
    const small = groups[smallest]!;
    let target = -1;
    let best = Infinity;
    for (let g = 0; g < groups.length; g++) {
      if (g === smallest) continue;
      let sum = 0;
      for (const i of small) for (const j of groups[g]!) sum += distance[i]![j]!;
      const mean = sum / (small.length * groups[g]!.length);
      if (mean < best) {
        best = mean;
        target = g;
      }
    }
    groups[target]!.push(...small);
    groups.splice(smallest, 1);
  }
  return groups.map((group) => group.sort((x, y) => x - y)).sort((x, y) => x[0]! - y[0]!);
}

/** Below this many documents everything is one topic: there is nothing to compare. */
export const MIN_DOCS_TO_SPLIT = 6;
/** Between MIN_DOCS_TO_SPLIT and this many documents, a split must show real structure. */
export const SMALL_SET = 10;
/** The silhouette a split of a small set (< SMALL_SET) must reach. */
export const SMALL_SET_MIN_SILHOUETTE = 0.1;
export const MAX_CLUSTERS = 8;

export type ClusterChoice = {
  clusters: number[][];
  silhouette: number;
  candidates: { k: number; clusters: number; silhouette: number }[];
};

/**
 * Chooses the partition: every cut of the tree from 2 to kMax clusters (kMax = n/4 rounded down,
 * within 2..8), small clusters folded away (min size max(2, 5% of n)), scored by mean
 * silhouette; the best score wins, ties going to fewer clusters. For 10+ documents any split
 * with a positive silhouette is taken (so 2-8 clusters); smaller sets split only when the
 * silhouette reaches 0.1; a set with no structure at all (silhouette <= 0) stays one cluster.
 */
export function chooseClusters(distance: readonly (readonly number[])[]): ClusterChoice {
  const n = distance.length;
  const all = [Array.from({ length: n }, (_, i) => i)];
  if (n < MIN_DOCS_TO_SPLIT) return { clusters: n === 0 ? [] : all, silhouette: 0, candidates: [] };

  const merges = averageLinkage(distance);
  const kMax = Math.min(MAX_CLUSTERS, Math.max(2, Math.floor(n / 4)));
  const evaluate = (minSize: number) => {
    const seen = new Set<string>();
    const out: { k: number; clusters: number[][]; silhouette: number }[] = [];
    for (let k = 2; k <= kMax; k++) {
      const folded = foldSmall(distance, cutTree(n, merges, k), minSize);
      if (folded.length < 2) continue;
      const key = folded.map((g) => g.join(",")).join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ k, clusters: folded, silhouette: silhouette(distance, folded) });
    }
    return out;
  };
  let candidates = evaluate(Math.max(2, Math.round(n * 0.05)));
  if (candidates.length === 0) candidates = evaluate(2);

  let best: (typeof candidates)[number] | null = null;
  for (const candidate of candidates) {
    // Strictly better only: equal scores keep the earlier (fewer-cluster) candidate.
    if (!best || candidate.silhouette > best.silhouette + 1e-12) best = candidate;
  }
  const summary = candidates.map((c) => ({ k: c.k, clusters: c.clusters.length, silhouette: c.silhouette }));
  // A split no better than chance (silhouette <= 0, e.g. identical titles) is no split at all.
  if (!best || best.silhouette <= 0 || (n < SMALL_SET && best.silhouette < SMALL_SET_MIN_SILHOUETTE)) {
    return { clusters: all, silhouette: 0, candidates: summary };
  }
  return { clusters: best.clusters, silhouette: best.silhouette, candidates: summary };
}
