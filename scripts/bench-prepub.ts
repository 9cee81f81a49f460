// `npx tsx scripts/bench-prepub.ts`: the pre-publication forecast on real channels, asked as
// POST /api/forecast/video is asked — the channel's history alone (titles, dates, views), its clock
// saying today — against the channel's median, and records its section of docs/benchmarks.md.
//
// Data (scripts/trending-series.ts): GB trending channels and CA trending series (videos sharing a
// title suffix: a stand-in for a channel, the CA file has no channel names), each split by a hash
// of its name. scripts/train-prepub-signals.ts fitted the signals on the fit split; the held-out
// split is reported here first and was never used to choose anything. Two ways of asking: leave-one-out
// (the channel's other videos as history) and "before" (only the videos seen before it).
//
// Goals (issue 69): MdAPE at most 0.95 × the channel median's, Brier score of the chance of beating
// the median at most 0.99 × always saying the base rate, 80% ranges covering 75–85%.
//
// Also measured, not used: competitors' recent outliers on the topic. The development data has no
// competitor links, so each GB channel's competitors are the file's other channels, as the
// YouTube stand-in (../shared/tools/youtube-stand-in) serves them: the topic signal read over their
// videos seen in the 30 days before, against each one's own channel median.
import { median } from "../app/lib/stats";
import { forecastVideo } from "../app/features/video-forecast/engine/forecast-video";
import { topicRecord } from "../app/features/video-forecast/engine/channel-signals";
import { inverseDocumentFrequency, titleTokens } from "../app/features/video-forecast/engine/title-text";
import { finishBench, machineLine, targetsLine } from "./bench-doc";
import { API_NOW } from "./trending-channels";
import { realChannels, seriesCases, type Design, type RealChannel, type SeriesCase } from "./trending-series";

type Answer = {
  source: string;
  fit: boolean;
  design: Design;
  channel: string;
  actual: number;
  baseline: number;
  expected: number;
  min: number;
  max: number;
  /** 0..1, null when not shown. */
  chance: number | null;
  isMedian: boolean;
  basis: string;
  moved: boolean;
};

function answer(c: SeriesCase, design: Design): Answer {
  const history = c.history.map((h) => ({ title: h.title, publishedAt: h.publishedAt, views: h.views }));
  const { forecast, basis, details } = forecastVideo({
    title: c.target.title,
    topic: c.target.topic,
    history,
    now: API_NOW,
    backtestUploads: 40,
  });
  return {
    source: c.channel.source,
    fit: c.channel.fit,
    design,
    channel: `${c.channel.source}:${c.channel.key}`,
    actual: c.target.views,
    baseline: median(c.history.map((h) => h.views)) ?? 0,
    expected: forecast.predictedViews.expected,
    min: forecast.predictedViews.min,
    max: forecast.predictedViews.max,
    chance: forecast.successProbability === null ? null : forecast.successProbability / 100,
    isMedian: forecast.probabilityCheck?.isMedian ?? false,
    basis,
    moved: details.signals?.used === true,
  };
}

type Score = {
  n: number;
  channels: number;
  ours: number | null;
  baseline: number | null;
  ratio: number | null;
  coverage: number | null;
  shown: number;
  brier: number | null;
  baseBrier: number | null;
  brierRatio: number | null;
  beatRate: number | null;
  table: { from: number; to: number; n: number; said: number | null; happened: number | null }[];
};

const EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1];

function score(answers: readonly Answer[]): Score {
  const ape = (f: number, a: number) => Math.abs(f - a) / a;
  const ours = median(answers.map((a) => ape(a.expected, a.actual)));
  const baseline = median(answers.map((a) => ape(a.baseline, a.actual)));
  const inside = answers.filter((a) => a.min <= a.actual && a.actual <= a.max).length;
  // "Beat the median": above the history's median views, as a creator (and the outside check) reads it.
  const beat = (a: Answer) => a.actual > a.baseline;
  const shown = answers.filter((a) => a.chance !== null);
  const rate = answers.length > 0 ? answers.filter(beat).length / answers.length : null;
  const brier =
    shown.length > 0
      ? shown.reduce((s, a) => s + ((a.chance as number) - (beat(a) ? 1 : 0)) ** 2, 0) / shown.length
      : null;
  // Always saying the base rate of the same cases: rate·(1 − rate) is its Brier score.
  const shownRate = shown.length > 0 ? shown.filter(beat).length / shown.length : null;
  const baseBrier = shownRate === null ? null : shownRate * (1 - shownRate);
  const table = EDGES.slice(0, -1).map((from, i) => {
    const to = EDGES[i + 1] as number;
    const inBin = shown.filter(
      (a) => (a.chance as number) >= from && ((a.chance as number) < to || (to === 1 && (a.chance as number) <= 1)),
    );
    return {
      from,
      to,
      n: inBin.length,
      said: inBin.length > 0 ? inBin.reduce((s, a) => s + (a.chance as number), 0) / inBin.length : null,
      happened: inBin.length > 0 ? inBin.filter(beat).length / inBin.length : null,
    };
  });
  return {
    n: answers.length,
    channels: new Set(answers.map((a) => a.channel)).size,
    ours,
    baseline,
    ratio: ours !== null && baseline ? ours / baseline : null,
    coverage: answers.length > 0 ? inside / answers.length : null,
    shown: shown.length,
    brier,
    baseBrier,
    brierRatio: brier !== null && baseBrier ? brier / baseBrier : null,
    beatRate: rate,
    table,
  };
}

/** Competitors' recent outliers on the topic (GB: the file's other channels), correlated with the residual. */
function competitorOutliers(
  channels: readonly RealChannel[],
  fit: boolean,
): { n: number; withAny: number; r: number | null } {
  const gb = channels.filter((c) => c.source === "GB");
  const residualOf = new Map<string, number>();
  for (const c of gb)
    c.videos.forEach((v, i) => {
      const m = median(c.videos.filter((_, j) => j !== i).map((o) => o.views));
      if (m) residualOf.set(v.id, Math.max(-1, Math.min(1, Math.log(v.views / m))));
    });
  const all = gb.flatMap((c) => c.videos.map((v) => ({ c, v })));
  const idf = inverseDocumentFrequency(all.map(({ v }) => titleTokens(v.title)));
  const xs: number[] = [];
  const ys: number[] = [];
  let withAny = 0;
  for (const c of gb.filter((ch) => ch.fit === fit)) {
    for (const v of c.videos) {
      const t = Date.parse(v.publishedAt);
      const theirs = all.filter(
        (o) => o.c !== c && Date.parse(o.v.publishedAt) < t && Date.parse(o.v.publishedAt) >= t - 30 * 86_400_000,
      );
      const known = theirs.flatMap((o) => {
        const e = residualOf.get(o.v.id);
        return e === undefined ? [] : [{ tokens: titleTokens(o.v.title), e }];
      });
      const rec = topicRecord(titleTokens(`${v.title} ${v.topic}`), known, idf);
      if (rec.words.length > 0) withAny++;
      xs.push(rec.signal);
      ys.push(residualOf.get(v.id) ?? 0);
    }
  }
  return { n: xs.length, withAny, r: correlation(xs, ys) };
}

function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * ((ys[i] as number) - my);
    sxx += (x - mx) ** 2;
    syy += ((ys[i] as number) - my) ** 2;
  });
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

const started = Date.now();
const channels = realChannels();
const designs: Design[] = ["leave-one-out", "before"];
const answers = designs.flatMap((d) => seriesCases(channels, d).map((c) => answer(c, d)));

const f3 = (x: number | null) => (x === null ? "—" : x.toFixed(3));
const share = (x: number | null) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);
const missed: string[] = [];
const rows: string[] = [];
const tables: string[] = [];
const SOURCES = [
  { source: "CA", label: "CA trending series (title suffix as channel)" },
  { source: "GB", label: "GB trending channels" },
];
for (const fit of [false, true]) {
  for (const { source, label } of SOURCES) {
    for (const design of designs) {
      const of = answers.filter((a) => a.source === source && a.fit === fit && a.design === design);
      const s = score(of);
      const split = fit ? "fit split (signals fitted here)" : "held-out split";
      const what = `${label}, ${split}, ${design === "leave-one-out" ? "leave-one-out" : "from the videos seen before"}`;
      const goals = [
        s.ratio !== null && s.ratio <= 0.95,
        s.brierRatio !== null && s.brierRatio <= 0.99,
        s.coverage !== null && s.coverage >= 0.75 && s.coverage <= 0.85,
      ];
      if (!fit) {
        if (!goals[0]) missed.push(`${what}: MdAPE ${f3(s.ours)} is ${f3(s.ratio)} × the median's (goal ≤ 0.95)`);
        if (!goals[1]) missed.push(`${what}: Brier ${f3(s.brierRatio)} × the base rate's (goal ≤ 0.99)`);
        if (!goals[2]) missed.push(`${what}: 80% range covers ${share(s.coverage)} (goal 75–85%)`);
      }
      rows.push(
        `| ${what} | ${s.n} (${s.channels}) | ${f3(s.ours)} | ${f3(s.baseline)} | ${f3(s.ratio)} | ${s.shown} | ${f3(s.brier)} | ${f3(s.baseBrier)} | ${f3(s.brierRatio)} | ${share(s.coverage)} | ${fit ? "—" : "≤ 0.95; ≤ 0.99; 75–85%"} |`,
      );
      if (!fit)
        tables.push(
          `| ${what} | ${share(s.beatRate)} | ${s.table.map((r) => (r.n === 0 ? "—" : `${share(r.happened)} of ${r.n} (said ${share(r.said)})`)).join(" | ")} |`,
        );
    }
  }
}
const moved = answers.filter((a) => a.moved).length;
const medians = answers.filter((a) => a.isMedian).length;
const rivals = [true, false].map((fit) => ({ fit, ...competitorOutliers(channels, fit) }));

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on a machine of kind \`node\` (${machineLine()}); ${((Date.now() - started) / 1000).toFixed(1)} s. Reproduce with \`npx tsx scripts/bench-prepub.ts\`.`,
  "",
  `**Pre-publication forecast on real channels, asked as POST /api/forecast/video is** (the history alone: titles, dates, views; the clock says ${API_NOW.slice(0, 10)}). Data: \`../shared/data/youtube-trending-gb-dev\` (GB trending channels: channel_title with 3+ videos) and \`../shared/data/youtube-trending-ca-dev\` (CA trending series: videos whose titles end with the same name after " | ", " - " or " // ", 3+ videos, a stand-in for a channel since the file has no channel names; suffixes of format words, numbers and dates only are left out), YouTube trending 2017–2018, CC0; views = the last reading, publication = the first day seen. Each is split by a hash of its name (\`scripts/trending-series.ts\`); the signals (engine/channel-signals.ts: the title's topic record on the channel and the channel's recent run) were fitted and chosen on the fit split (\`scripts/train-prepub-signals.ts\`, 5-fold cross-validation over channels), the held-out split is reported first. Leak, said: while exploring, held-out aggregates of candidate signals were printed beside the fit ones, and this bench's first run (held-out rows included) came before the rule that a channel's own effects replace the signals only when measurably better (engine/video-backtest.ts); that rule was chosen from the fit split's breakdown by issued forecaster (where the full model had been issued, MdAPE 0.628 against the median's 0.543), every constant from the fit split. Asked two ways: leave-one-out (the channel's other videos as history) and from the videos seen before (the next upload, as the product forecasts). "Channel median" = the history's median views; the chance of beating it is scored against whether the video's views were above it (Brier; the base rate's is rate × (1 − rate) on the same cases). ${moved} of ${answers.length} answers moved from the median by the signals, ${medians} are the median itself (50% by definition: a history of one upload or a market blend).`,
  "",
  "| data | cases (channels) | MdAPE | channel median MdAPE | ratio | chances shown | Brier | base rate's Brier | ratio | 80% coverage | goals (ratio; Brier ratio; coverage) |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows,
  "",
  "**Calibration of the chance of beating the median** (held-out split): of the answers that said each band, the share that beat the median.",
  "",
  "| data | beat the median | said 0–20% | 20–40% | 40–60% | 60–80% | 80–100% |",
  "|---|---|---|---|---|---|---|",
  ...tables,
  "",
  `**Competitors' recent outliers on the topic, measured and not used.** The development data has no competitor links, so on the GB channels (the same channels the YouTube stand-in serves) every other channel in the file counts as a competitor: the topic record of this title read over their videos first seen in the 30 days before it, each against its own channel's median (capped at ×/÷2.7), correlated with how the video did against its own median: ${rivals.map((r) => `${r.fit ? "fit" : "held-out"} split r = ${f3(r.r)} (${r.n} videos, ${r.withAny} with a competitor video sharing a word)`).join("; ")}. The sign does not hold across the halves, so it moves nothing.`,
  "",
  targetsLine(missed),
].join("\n");
console.log(body);

finishBench(
  "PREPUB_REAL",
  {
    heading: "Video Forecast before publishing, on real channels",
    intro:
      "`npx tsx scripts/bench-prepub.ts`: the pre-publication forecast against the channel's median on real channels (issue 69's goals), asked as the API is asked; what was measured and not used. Model and definitions: docs/video-forecast.md.",
    body,
  },
  missed,
);
