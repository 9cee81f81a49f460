// `npx tsx scripts/bench-dashboard.ts` (part of `npm run bench`): the dashboard engines on the
// sample world, where the truth is known because our own generator planted it, and their speed.
// Records docs/benchmarks.md between the DASHBOARD markers.
//
// Known truth: the sample generator multiplies a video's views by a weekday factor (sample/
// own-channel.ts WEEKDAY_EFFECT, in UTC: Saturday ×1.28 and Thursday ×1.22 best, Monday and
// Friday ×0.82 worst). Upload timing never sees those factors; it measures first-week views.
// Calibration: the same uploads with their publish times shuffled among them carry no timing
// effect at all, so any slot recommended there is a false recommendation.
import { analyzeCadence } from "../app/features/dashboard/engine/cadence";
import { computeKpis } from "../app/features/dashboard/engine/kpis";
import { FAMILY_ALPHA, uploadTiming, WEEKDAYS } from "../app/lib/upload-timing";
import { visibilityScore } from "../app/features/dashboard/engine/visibility";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { seededRandom } from "../app/lib/seeded-random";
import { finishBench, machineLine, targetsLine } from "./bench-doc";

const DAY_MS = 86_400_000;
const SHUFFLES = 600;
/** The engine promises FAMILY_ALPHA (10%); the target allows 3 standard errors of sampling with this many shuffles. */
const MAX_FALSE_RATE = FAMILY_ALPHA + 3 * Math.sqrt((FAMILY_ALPHA * (1 - FAMILY_ALPHA)) / SHUFFLES);

const timed = <T>(fn: () => T): [T, number] => {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
};

const world = generateSampleWorld();
const own = world.own;

// Views at 7 days from the snapshots, as the server reads them (nearest to day 7 within 5 to 9 days).
const published = new Map(own.videos.map((v) => [v.youtubeId, Date.parse(v.publishedAt)]));
const nearest = new Map<string, { gap: number; views: number }>();
for (const s of own.snapshots) {
  const at = published.get(s.videoYoutubeId);
  if (at === undefined) continue;
  const age = Date.parse(s.capturedAt) - at;
  if (age < 5 * DAY_MS || age > 9 * DAY_MS) continue;
  const gap = Math.abs(age - 7 * DAY_MS);
  const known = nearest.get(s.videoYoutubeId);
  if (!known || gap < known.gap) nearest.set(s.videoYoutubeId, { gap, views: s.viewCount });
}
const uploads = own.videos.map((v) => ({
  publishedAt: v.publishedAt,
  isShort: v.isShort,
  views7d: nearest.get(v.youtubeId)?.views ?? null,
}));
const longForm = uploads.filter((u) => !u.isShort);
const days = own.dailyAnalytics
  .filter((d) => d.videoYoutubeId === null)
  .map((d) => ({
    date: d.date,
    views: d.views,
    watchTimeHours: d.watchTimeHours,
    averagePercentageViewed: d.averagePercentageViewed,
    impressions: d.impressions,
    impressionsCtr: d.impressionsCtr,
    subscribersGained: d.subscribersGained,
    subscribersLost: d.subscribersLost,
    uniqueViewers: d.uniqueViewers,
  }));

const [kpis, kpiMs] = timed(() => computeKpis({ days, subscribersNow: own.channel.subscriberCount }));
const [visibility, visibilityMs] = timed(() => visibilityScore({ days, uploads: longForm }));
const [timing, timingMs] = timed(() => uploadTiming(longForm, "UTC"));
const [cadence, cadenceMs] = timed(() => analyzeCadence(uploads, world.generatedAt));

// Planted weekday factors, Monday first (the engine's order).
const PLANTED = [0.82, 1.0, 0.95, 1.22, 0.82, 1.28, 1.05];
const plantedBest = new Set([3, 5]);
const plantedWorst = new Set([0, 4]);
const missed: string[] = [];
const weekdayRows = timing.weekdays.map(
  (w) =>
    `| ${WEEKDAYS[w.weekday]} | ×${PLANTED[w.weekday]!.toFixed(2)} | ${w.n} | ${w.ratio === null ? "—" : `×${w.ratio.toFixed(2)}`} | ${w.low === null ? "—" : `×${w.low.toFixed(2)} to ×${w.high!.toFixed(2)}`} |`,
);
const recommended = timing.recommendation.weekday;
if (recommended !== null && !plantedBest.has(recommended))
  missed.push(`timing recommended ${WEEKDAYS[recommended]}, not a planted best day`);
if (recommended !== null && plantedWorst.has(recommended)) missed.push(`timing recommended a planted worst day`);

// Calibration: shuffle publish times among the uploads (keeping each upload's views).
const random = seededRandom("bench-dashboard");
let falseRecommendations = 0;
const [, shuffleMs] = timed(() => {
  for (let s = 0; s < SHUFFLES; s++) {
    const times = longForm.map((u) => u.publishedAt);
    for (let i = times.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [times[i], times[j]] = [times[j]!, times[i]!];
    }
    const shuffled = uploadTiming(
      longForm.map((u, i) => ({ publishedAt: times[i]!, views7d: u.views7d })),
      "UTC",
    );
    if (shuffled.recommendation.weekday !== null || shuffled.recommendation.block !== null) falseRecommendations++;
  }
});
const falseRate = falseRecommendations / SHUFFLES;
if (falseRate > MAX_FALSE_RATE)
  missed.push(
    `timing recommended a slot in ${(falseRate * 100).toFixed(0)}% of shuffled histories (target ≤ ${(MAX_FALSE_RATE * 100).toFixed(1)}%)`,
  );

const kpiLine = kpis.kpis.map((k) => `${k.key} ${k.value === null ? "not measured" : k.value.toFixed(2)}`).join(", ");
const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Sample channel: ${own.videos.length} uploads (${longForm.filter((u) => u.views7d !== null).length} long-form with views at 7 days), ${days.length} days of Studio rows.`,
  "",
  "**Our own data — smoke test.** Every row below is measured on the sample world we generate, against effects we planted: it shows the engines do what they say on data that obeys their assumptions, not that they are right on a real channel. No real-data measurement of the dashboard engines exists yet (the development data has no Studio exports).",
  "",
  "Upload timing by weekday (UTC) against the generator's planted factor:",
  "",
  "| weekday | planted | uploads | measured (geometric mean ÷ other days') | adjusted interval |",
  "|---|---|---|---|---|",
  ...weekdayRows,
  "",
  `Recommendation: ${timing.recommendation.text}`,
  "",
  `Calibration: with publish times shuffled among the same uploads (no timing effect), a slot was recommended in ${falseRecommendations} of ${SHUFFLES} histories (${(falseRate * 100).toFixed(1)}%; the engine's max-t permutation bar promises ${FAMILY_ALPHA * 100}%, target ≤ ${(MAX_FALSE_RATE * 100).toFixed(1)}% allowing for sampling).`,
  "",
  `KPIs (28 days to ${kpis.window?.to}): ${kpiLine}. Live Visibility Score ${visibility.value}. Cadence: ${cadence.text}`,
  "",
  "| engine | time |",
  "|---|---|",
  `| KPIs (${days.length} days) | ${kpiMs.toFixed(1)} ms |`,
  `| Live Visibility Score | ${visibilityMs.toFixed(1)} ms |`,
  `| Upload timing (${longForm.length} uploads) | ${timingMs.toFixed(1)} ms |`,
  `| Cadence | ${cadenceMs.toFixed(1)} ms |`,
  `| Timing on ${SHUFFLES} shuffled histories | ${shuffleMs.toFixed(0)} ms |`,
  "",
  targetsLine(missed),
].join("\n");

console.log(body);
finishBench(
  "DASHBOARD",
  {
    heading: "Dashboard engines",
    intro:
      "`npx tsx scripts/bench-dashboard.ts`: upload timing against the weekday effect the sample generator planted, its false-recommendation rate on shuffled histories, and the engines' speed.",
    body,
  },
  missed,
);
