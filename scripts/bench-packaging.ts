// `npx tsx scripts/bench-packaging.ts` (part of `npm run bench`): first the Description Rewriter
// and the Content Analyzer on real data (the GB trending dev data, scripts/bench-packaging-real.ts),
// then the Thumbnail & Title Optimizer and the Rewriter on the sample world, where the truth is
// known because our own generator planted it, and their speed. Records docs/benchmarks.md between
// the PACKAGING markers.
//
// Known truth: the sample generator multiplies a video's CTR by fixed factors for some title
// features (sample/titles.ts, titleCtrMultiplier) and for its thumbnail's style
// (lib/thumbnails/sample-thumbnail.ts). The optimizer never sees those factors: it measures the
// titles and the rendered images and relates them to the Studio CTR like any channel's.
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { measureDescription, rewriteDescription, targetKeywords } from "../app/features/description-rewriter/engine";
import { evaluateAbTest } from "../app/features/thumbnail-optimizer/engine/ab-test";
import { featureEffects, type EffectRow } from "../app/features/thumbnail-optimizer/engine/effects";
import { distinctiveness, imageMetrics } from "../app/features/thumbnail-optimizer/engine/image-metrics";
import { videoFeatures } from "../app/features/thumbnail-optimizer/engine/video-features";
import { decodeJpeg } from "../app/lib/thumbnails/jpeg";
import { renderSampleThumbnail, sampleThumbnailJpeg } from "../app/lib/thumbnails/sample-thumbnail";
import { median } from "../app/lib/stats";
import { finishBench, machineLine, targetsLine } from "./bench-doc";
import { realDataSections } from "./bench-packaging-real";

const started = performance.now();
const timed = <T>(fn: () => T): [T, number] => {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
};
const pct = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(Math.round(x * 100))}%`;

const real = await realDataSections();

const world = generateSampleWorld();
const own = world.own;
const analytics = new Map(own.videoAnalytics.map((a) => [a.videoYoutubeId, a]));
const longForm = own.videos.filter((v) => !v.isShort);
const rivals = world.competitors.flatMap((c) => c.videos.filter((v) => !v.isShort)).slice(-24);

// --- Optimizer: measured effects against the planted ones --------------------------------------
const [rivalMetrics, rivalMs] = timed(() => rivals.map((v) => imageMetrics(renderSampleThumbnail(v.youtubeId))));
const [ownMetrics, ownMs] = timed(
  () => new Map(longForm.map((v) => [v.youtubeId, imageMetrics(renderSampleThumbnail(v.youtubeId))])),
);
const perThumbnailMs = (rivalMs + ownMs) / (rivals.length + longForm.length);
const jpegs = longForm.slice(0, 40).map((v) => sampleThumbnailJpeg(v.youtubeId));
const [, decodeMs] = timed(() => jpegs.forEach((bytes) => decodeJpeg(bytes)));

const withCtr = longForm.filter((v) => (analytics.get(v.youtubeId)?.impressionsCtr ?? 0) > 0);
const expected = median(withCtr.map((v) => analytics.get(v.youtubeId)!.impressionsCtr!))!;
const rows: EffectRow[] = withCtr.map((v) => {
  const metrics = ownMetrics.get(v.youtubeId)!;
  return {
    videoId: v.youtubeId,
    outcome: Math.log(analytics.get(v.youtubeId)!.impressionsCtr! / expected),
    features: videoFeatures(v.title, null, { metrics, distinctiveness: distinctiveness(metrics, rivalMetrics) }),
  };
});
const [effects, effectsMs] = timed(() => featureEffects(rows, { seed: "bench" }));

// What the generator planted (a multiplier on CTR when the feature is present / high).
const PLANTED: Record<string, { factor: string; sign: 1 | -1 }> = {
  hasNumber: { factor: "×1.08", sign: 1 },
  hasBrackets: { factor: "×1.07", sign: 1 },
  isQuestion: { factor: "×1.03", sign: 1 },
  capitalsShare: { factor: "×1.15 (caps hook)", sign: 1 },
  howTo: { factor: "×0.96", sign: -1 },
  truncatedOnMobile: { factor: "×0.90", sign: -1 },
  brightness: { factor: "bright ×1.07, dark ×0.92", sign: 1 },
  colourfulness: { factor: "vivid ×1.05", sign: 1 },
  textDensity: { factor: "2+ text bars ×1.04", sign: 1 },
};
const missed: string[] = [...real.missed];
const effectRows = effects.map((e) => {
  const planted = PLANTED[e.feature];
  const advice = !e.enough
    ? "too few videos"
    : e.significant
      ? e.effect > 0
        ? "advice: helps"
        : "advice: hurts"
      : "no advice";
  if (planted && e.significant && Math.sign(e.effect) !== planted.sign)
    missed.push(`${e.feature}: advice with the wrong sign`);
  return `| ${e.feature} | ${planted?.factor ?? "none"} | ${e.withCount} / ${e.withoutCount} | ${pct(e.effect)} (${pct(e.low)} to ${pct(e.high)}) | ${advice} |`;
});

// --- Description Rewriter on the sample channel's descriptions --------------------------------
const before: number[] = [];
const after: number[] = [];
let kept = 0;
let within = 0;
const [, rewriteMs] = timed(() => {
  for (const v of longForm) {
    const keywords = targetKeywords({ title: v.title });
    const out = rewriteDescription({ title: v.title, description: v.description, keywords });
    before.push(out.before.seoScore);
    after.push(out.after.seoScore);
    const lines = v.description.split("\n").filter((l) => l.trim());
    if (lines.every((l) => out.rewrittenDescription.includes(l))) kept++;
    if ([...out.rewrittenDescription].length <= 5000) within++;
    if (measureDescription(out.rewrittenDescription, keywords).seoScore !== out.after.seoScore)
      missed.push(`${v.youtubeId}: after ≠ re-measured`);
  }
});
if (kept !== longForm.length) missed.push(`${longForm.length - kept} rewrites lost an original line`);
if (within !== longForm.length) missed.push(`${longForm.length - within} rewrites over 5,000 characters`);

// --- A/B statistics speed ---------------------------------------------------------------------
const [, abSmallMs] = timed(() => {
  for (let i = 0; i < 100; i++)
    evaluateAbTest([
      { name: "A", impressions: 1000 + i, clicks: 50 },
      { name: "B", impressions: 1000, clicks: 60 },
    ]);
});
const [, abLargeMs] = timed(() => {
  for (let i = 0; i < 20; i++) {
    evaluateAbTest([
      { name: "A", impressions: 2_000_000 + i, clicks: 90_000 },
      { name: "B", impressions: 2_000_000, clicks: 91_000 },
      { name: "C", impressions: 2_000_000, clicks: 89_500 },
    ]);
  }
});

const ms = (x: number) => `${x.toFixed(1)} ms`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}; ${((performance.now() - started) / 1000).toFixed(1)} s. Reproduce with \`npx tsx scripts/bench-packaging.ts\`.`,
  "",
  "### Real data (GB and CA trending dev data)",
  "",
  ...real.lines,
  "",
  "### Our own data — smoke test (the sample world)",
  "",
  `**Optimizer, known truth (our own data — smoke test).** The sample channel's ${rows.length} long-form videos with a Studio CTR (median ${expected.toFixed(2)}%), their titles and rendered thumbnails measured as for any channel, 24 competitor thumbnails as the field. "Planted" is the generator's multiplier, which the optimizer never sees; features overlap (a number and brackets come together in some templates), so a measured effect mixes its own with its companions'. The target: no advice against a planted effect's sign.`,
  "",
  "| feature | planted | videos with / without | measured effect (95% interval) | verdict |",
  "|---|---|---|---|---|",
  ...effectRows,
  "",
  `**Description Rewriter, our own data — smoke test.** The sample channel's ${longForm.length} long-form descriptions, keywords from their titles alone: median SEO score ${median(before)} → ${median(after)}; every original line kept in ${kept} of ${longForm.length}; at most 5,000 characters in ${within} of ${longForm.length}.`,
  "",
  "| speed | per item |",
  "|---|---|",
  `| render + measure one sample thumbnail (320×180) | ${ms(perThumbnailMs)} |`,
  `| decode one sample JPEG (jpeg-js) | ${ms(decodeMs / jpegs.length)} |`,
  `| feature effects, ${rows.length} videos × ${Object.keys(rows[0]!.features).length} features × 2,000 resamples | ${ms(effectsMs)} |`,
  `| rewrite + re-measure one description | ${ms(rewriteMs / longForm.length)} |`,
  `| A/B evaluation, 2 variants, ~1,000 impressions | ${ms(abSmallMs / 100)} |`,
  `| A/B evaluation, 3 variants, 2 million impressions each | ${ms(abLargeMs / 20)} |`,
  "",
  targetsLine(missed),
].join("\n");
console.log(table);

finishBench(
  "PACKAGING",
  {
    heading: "Thumbnail & Title Optimizer and Description Rewriter",
    intro:
      "`npx tsx scripts/bench-packaging.ts`: the rewriter and the Content Analyzer on real titles and search results (GB trending dev data), the optimizer's measured effects against the effects the sample generator planted, the rewriter on the sample channel's descriptions, and the speed of each engine. Definitions: docs/thumbnail-optimizer.md, docs/description-rewriter.md, and for the analyzer's names app/features/content-analyzer/engine/naming.ts and not-a-topic.ts.",
    body: table,
  },
  missed,
);
