// `npx tsx scripts/train-prepub-signals.ts`: measures what, known before publishing, moves a video
// against its channel's median on real channels, and writes the coefficients the forecast uses
// (app/features/video-forecast/engine/channel-signals-data.ts).
//
// Data: the FIT split only of scripts/trending-series.ts — GB trending channels (fit half by a hash
// of the channel title) and CA trending series (videos sharing a title suffix, a stand-in for a
// channel; fit half by a hash of the suffix) — asked both ways (leave-one-out, and from the videos
// seen before only). The held-out halves are for scripts/bench-prepub.ts and are never read here.
//
// For each case y = ln(1 + views) − ln(1 + the history's median views), and the signals are
// computed from the history exactly as the engine computes them (engine/channel-signals.ts). The
// coefficients are least squares without intercept (no signal: the forecast is the median); the
// probability of beating the median is a logistic regression on the fitted shift. Candidates that
// were measured and not kept are printed with their t statistics beside the kept ones.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { channelSignals } from "../app/features/video-forecast/engine/channel-signals";
import { TITLE_FEATURES, titleFeatures, titleTokens } from "../app/features/video-forecast/engine/title-text";
import { median } from "../app/lib/stats";
import { realChannels, seriesCases, type Design, type SeriesCase } from "./trending-series";
import { idHash } from "./trending-trajectories";

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "app/features/video-forecast/engine/channel-signals-data.ts",
);

type Row = {
  y: number;
  topic: number;
  recent: number;
  form: number[];
  gap: number | null;
  channel: string;
  design: Design;
};

const DAY_MS = 86_400_000;

function rowOf(c: SeriesCase, design: Design): Row | null {
  const views = c.history.map((h) => h.views);
  const m = median(views);
  if (m === null) return null;
  const medianLn = Math.log1p(m);
  const known = c.history.map((h) => ({ value: Math.log1p(h.views), tokens: titleTokens(h.title) }));
  const s = channelSignals(known, medianLn, titleTokens(`${c.target.title} ${c.target.topic}`));
  if (!s) return null;
  // Title form against the channel's own habit: a feature every title of the channel has says nothing.
  const flags = (t: string) => TITLE_FEATURES.map((k) => titleFeatures(t)[k]);
  const own = c.history.map((h) => flags(h.title));
  const mine = flags(c.target.title);
  const form = mine.map((f, j) => f - own.reduce((sum, o) => sum + (o[j] as number), 0) / own.length);
  // Time since the last upload, against the channel's usual gap (only meaningful seen "before").
  let gap: number | null = null;
  if (design === "before" && c.history.length >= 2) {
    const times = c.history.map((h) => Date.parse(h.publishedAt));
    const gaps = times.slice(1).map((t, i) => (t - (times[i] as number)) / DAY_MS);
    const usual = median(gaps) ?? 0;
    const last = (Date.parse(c.target.publishedAt) - (times[times.length - 1] as number)) / DAY_MS;
    gap = Math.log1p(Math.max(0, last)) - Math.log1p(Math.max(0, usual));
  }
  return {
    y: Math.log1p(c.target.views) - medianLn,
    topic: s.topic,
    recent: s.recent,
    form,
    gap,
    channel: `${c.channel.source}:${c.channel.key}`,
    design,
  };
}

/** Least squares without intercept; coefficients and their standard errors. */
function leastSquares(xs: number[][], y: number[]): { beta: number[]; se: number[] } {
  const p = xs[0]?.length ?? 0;
  const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  xs.forEach((x, i) => {
    for (let j = 0; j < p; j++) {
      b[j]! += (x[j] as number) * (y[i] as number);
      for (let k = 0; k < p; k++) a[j]![k]! += (x[j] as number) * (x[k] as number);
    }
  });
  const inv = invert(a);
  const beta = inv.map((row) => row.reduce((s, v, k) => s + v * (b[k] as number), 0));
  const resid = xs.map((x, i) => (y[i] as number) - x.reduce((s, v, j) => s + v * (beta[j] as number), 0));
  const sigma2 = resid.reduce((s, r) => s + r * r, 0) / Math.max(1, xs.length - p);
  return { beta, se: inv.map((row, j) => Math.sqrt(sigma2 * (row[j] as number))) };
}

function invert(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const d = a[c]![c]! || 1e-12;
    for (let k = 0; k < 2 * n; k++) a[c]![k]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      for (let k = 0; k < 2 * n; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/** Logistic regression of "beat the median" on x (Newton's method). */
function logisticFit(x: number[], happened: boolean[]): { intercept: number; slope: number } {
  let a = 0;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    x.forEach((xi, i) => {
      const p = 1 / (1 + Math.exp(-(a + b * xi)));
      const y = happened[i] ? 1 : 0;
      ga += y - p;
      gb += (y - p) * xi;
      const w = p * (1 - p);
      haa += w;
      hab += w * xi;
      hbb += w * xi * xi;
    });
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    a += (hbb * ga - hab * gb) / det;
    b += (haa * gb - hab * ga) / det;
  }
  return { intercept: a, slope: b };
}

const fitChannels = realChannels().filter((c) => c.fit);
const designs: Design[] = ["leave-one-out", "before"];
const rows = designs.flatMap((d) =>
  seriesCases(fitChannels, d).flatMap((c) => {
    const r = rowOf(c, d);
    return r ? [r] : [];
  }),
);
const y = rows.map((r) => r.y);
const kept = leastSquares(
  rows.map((r) => [r.topic, r.recent]),
  y,
);
const [betaTopic, betaRecent] = kept.beta as [number, number];
const shifts = rows.map((r) => betaTopic * r.topic + betaRecent * r.recent);
const probability = logisticFit(
  shifts,
  rows.map((r) => r.y > 0),
);

const r4 = (x: number) => Number(x.toFixed(4));

// Chosen by 5-fold cross-validation over channels within the fit split: each fold's cases are
// forecast with coefficients fitted on the other four, so a candidate earns its place only by what
// it does out of sample (the t statistics of cases that share channels would flatter it).
type Candidate = { name: string; columns: (r: Row) => number[] | null };
const CANDIDATES: Candidate[] = [
  { name: "median only", columns: () => [] },
  { name: "topic + recent run (kept)", columns: (r) => [r.topic, r.recent] },
  { name: "topic alone", columns: (r) => [r.topic] },
  { name: "recent run alone", columns: (r) => [r.recent] },
  { name: "+ title form against the channel's habit", columns: (r) => [r.topic, r.recent, ...r.form] },
  // The gap is known only when the history is the videos seen before: compare on those cases alone.
  { name: "topic + recent run, seen-before cases", columns: (r) => (r.gap === null ? null : [r.topic, r.recent]) },
  { name: "+ days since the last upload", columns: (r) => (r.gap === null ? null : [r.topic, r.recent, r.gap]) },
];
const FOLDS = 5;
const foldOf = (key: string) => idHash(`fold:${key}`) % FOLDS;
type Scored = { y: number; f: number; p: number; design: Design };
function crossValidate(candidate: Candidate): Scored[] {
  const usable = rows.flatMap((r) => {
    const x = candidate.columns(r);
    return x ? [{ r, x }] : [];
  });
  const out: Scored[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const train = usable.filter((u) => foldOf(u.r.channel) !== k);
    const test = usable.filter((u) => foldOf(u.r.channel) === k);
    const beta =
      (train[0]?.x.length ?? 0) > 0
        ? leastSquares(
            train.map((u) => u.x),
            train.map((u) => u.r.y),
          ).beta
        : [];
    const point = (x: number[]) => x.reduce((s, v, j) => s + v * (beta[j] as number), 0);
    const prob = logisticFit(
      train.map((u) => point(u.x)),
      train.map((u) => u.r.y > 0),
    );
    for (const u of test) {
      const f = point(u.x);
      out.push({ y: u.r.y, f, p: 1 / (1 + Math.exp(-(prob.intercept + prob.slope * f))), design: u.r.design });
    }
  }
  return out;
}
const mdape = (s: readonly Scored[], f: (x: Scored) => number) =>
  median(s.map((x) => Math.abs(Math.exp(f(x) - x.y) - 1))) ?? 0;
const brier = (s: readonly Scored[]) => s.reduce((sum, x) => sum + (x.p - (x.y > 0 ? 1 : 0)) ** 2, 0) / s.length;
const baseBrier = (s: readonly Scored[]) => {
  const rate = s.filter((x) => x.y > 0).length / s.length;
  return rate * (1 - rate);
};
const cvLines = CANDIDATES.map((c) => {
  const s = crossValidate(c);
  const parts = designs.flatMap((d) => {
    const of = s.filter((x) => x.design === d);
    if (of.length === 0) return [];
    return [`${d} MdAPE ${mdape(of, (x) => x.f).toFixed(3)} (median ${mdape(of, () => 0).toFixed(3)})`];
  });
  return `${c.name}: ${s.length} cases, Brier ${brier(s).toFixed(4)} (base rate ${baseBrier(s).toFixed(4)}), ${parts.join(", ")}`;
});
const keptCv = crossValidate(CANDIDATES[1] as Candidate);
// The reliability of the kept model's out-of-sample chances, for the forecast's own sentence.
const EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1];
const table = EDGES.slice(0, -1).map((from, i) => {
  const to = EDGES[i + 1] as number;
  const inBin = keptCv.filter((x) => x.p >= from && (x.p < to || (to === 1 && x.p <= 1)));
  return {
    from,
    to,
    n: inBin.length,
    said: inBin.length > 0 ? r4(inBin.reduce((s, x) => s + x.p, 0) / inBin.length) : null,
    happened: inBin.length > 0 ? r4(inBin.filter((x) => x.y > 0).length / inBin.length) : null,
  };
});
const t = (beta: number, se: number) => (se > 0 ? beta / se : 0);
const counts = {
  cases: rows.length,
  gbChannels: fitChannels.filter((c) => c.source === "GB").length,
  caSeries: fitChannels.filter((c) => c.source === "CA").length,
};
const keptBrier = { brier: r4(brier(keptCv)), baseRate: r4(baseBrier(keptCv)), cases: keptCv.length };

writeFileSync(
  OUT,
  `// GENERATED by \`npx tsx scripts/train-prepub-signals.ts\`: do not edit by hand.
// What moves an upload against its channel's median, fitted on the FIT split of real channels
// (scripts/trending-series.ts): ${counts.gbChannels} GB trending channels (../shared/data/youtube-trending-gb-dev)
// and ${counts.caSeries} CA trending series (../shared/data/youtube-trending-ca-dev, videos sharing a title suffix,
// a stand-in for a channel), each video asked leave-one-out and from the videos seen before it:
// ${counts.cases} cases. YouTube trending 2017–2018, CC0. Least squares without intercept of
// ln(views) − ln(the history's median) on the signals of engine/channel-signals.ts (topic
// t ${t(betaTopic, kept.se[0] as number).toFixed(1)}, recent run t ${t(betaRecent, kept.se[1] as number).toFixed(1)}; cases of one channel are not independent, so these flatter); the
// chance of beating the median is a logistic regression on the fitted shift.
// Chosen by 5-fold cross-validation over channels (out of sample, fit split only):
${cvLines.map((l) => `//   ${l}`).join("\n")}
// \`outOfSample\` is the kept model's cross-validated chance against what happened.
export const CHANNEL_SIGNALS = {
  coefficients: { topic: ${r4(betaTopic)}, recent: ${r4(betaRecent)} },
  probability: { intercept: ${r4(probability.intercept)}, slope: ${r4(probability.slope)} },
  fittedOn: { cases: ${counts.cases}, gbChannels: ${counts.gbChannels}, caSeries: ${counts.caSeries} },
  outOfSample: ${JSON.stringify({ ...keptBrier, table })},
} as const;
`,
);
console.log(
  `wrote ${OUT}\n${counts.cases} cases (${counts.gbChannels} GB channels, ${counts.caSeries} CA series)\n` +
    `topic ${r4(betaTopic)} (se ${r4(kept.se[0] as number)}), recent ${r4(betaRecent)} (se ${r4(kept.se[1] as number)})\n` +
    `logistic ${r4(probability.intercept)} + ${r4(probability.slope)}·shift\n${cvLines.join("\n")}`,
);
