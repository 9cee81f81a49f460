// `npx tsx scripts/bench-sentiment-page.ts` (part of `npm run bench`): the CPU time of the engine
// work one view of the Comment Sentiment page does, for the sample channel's audience comments of
// each period. Recorded in docs/benchmarks.md between the SENTIMENT-PAGE markers.
//
// Before: the page scored every comment again on each view (analyzeComments per listed video and
// once over the period: language, sentiment, spam, question and request models). After: it reads
// the readings Analyze stored and summarises them (summarizeStored: words, themes, emotions and
// complaints only). The stored readings are made here the way Analyze makes them, once. The D1
// reads and the page's rendering are the same before and after and are not timed. The Workers bill
// is CPU time, so that is what is measured (process.cpuUsage, user and system), not wall time.
import "../app/features/comment-sentiment/engine/install-lexicon";
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import { type StoredReading, analyzeComments, summarizeStored } from "../app/features/comment-sentiment/engine/summary";
import type { CommentInput } from "../app/features/comment-sentiment/engine/types";
import { PERIODS, type Period } from "../app/features/comment-sentiment/periods";
import { finishBench, machineLine } from "./bench-doc";

/** The page lists the videos with the most comments in the period (report.server.ts MAX_RECORDS). */
const MAX_RECORDS = 12;
const RUNS = 5;
const DAY_MS = 86_400_000;

const world = generateSampleWorld();
const own = world.own;
const now = Math.max(...own.comments.map((c) => Date.parse(c.publishedAt)));
// The audience's comments: the creator's own replies are never analysed.
const audience = own.comments
  .filter((c) => c.authorChannelId !== own.channel.youtubeId)
  .sort((a, b) => a.videoYoutubeId.localeCompare(b.videoYoutubeId) || a.publishedAt.localeCompare(b.publishedAt));
const inputs: (CommentInput & { id: string; videoId: string; at: number })[] = audience.map((c) => ({
  id: c.youtubeId,
  videoId: c.videoYoutubeId,
  text: c.text,
  likeCount: c.likeCount,
  author: c.authorChannelId ?? c.authorName,
  at: Date.parse(c.publishedAt),
}));
// What Analyze stores for each comment.
const readings = new Map<string, StoredReading>(
  analyzeComments(inputs).comments.map((r) => [
    r.id,
    {
      compound: r.sentiment.compound,
      label: r.sentiment.label,
      spam: r.spam,
      language: r.language,
      question: r.question,
      request: r.request,
    },
  ]),
);

/** The listed videos' comments, most comments first, as the page groups them. */
function listed<T extends { videoId: string }>(rows: readonly T[]): T[][] {
  const byVideo = new Map<string, T[]>();
  for (const row of rows) byVideo.set(row.videoId, [...(byVideo.get(row.videoId) ?? []), row]);
  return [...byVideo.values()].sort((a, b) => b.length - a.length).slice(0, MAX_RECORDS);
}

function before(rows: readonly CommentInput[]) {
  for (const list of listed(rows as (CommentInput & { videoId: string })[])) analyzeComments(list);
  if (rows.length > 0) analyzeComments(rows);
}

function after(rows: readonly (CommentInput & StoredReading)[]) {
  for (const list of listed(rows as (CommentInput & StoredReading & { videoId: string })[])) summarizeStored(list);
  if (rows.length > 0) summarizeStored(rows);
}

/** Median CPU milliseconds (user + system) of `run`, after one warm-up run. */
function cpuMs(run: () => void): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

type Row = { period: Period; comments: number; before: number; after: number };
const rows: Row[] = (Object.keys(PERIODS) as Period[]).map((period) => {
  const since = now - PERIODS[period] * DAY_MS;
  const period_ = inputs.filter((c) => c.at >= since);
  const stored = period_.map((c) => ({ ...c, ...readings.get(c.id)! }));
  const row = {
    period,
    comments: period_.length,
    before: cpuMs(() => before(period_)),
    after: cpuMs(() => after(stored)),
  };
  console.log(
    `${period}: ${row.comments} comments, before ${row.before.toFixed(1)} ms CPU, after ${row.after.toFixed(1)} ms CPU`,
  );
  return row;
});

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}. Sample channel (our own data — smoke test): ${inputs.length} audience comments over all dates; each period ends at the newest comment. Median of ${RUNS} runs after a warm-up, CPU time (user + system) of one view's engine work: the ${MAX_RECORDS} listed videos and the period's overall summary.`,
  "",
  "| period | comments in period | before: scored again per view (ms CPU) | **after: stored readings (ms CPU)** | after ÷ before |",
  "|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.period} | ${r.comments} | ${r.before.toFixed(1)} | **${r.after.toFixed(1)}** | ${(r.after / r.before).toFixed(2)} |`,
  ),
  "",
  'Before, a view also loaded the five models\' weights and the lexicon into a fresh isolate (once per isolate); after, only the lexicon and the English sentiment model (complaints after "but"), and the other models only when a stored score is from an older engine.',
].join("\n");
finishBench(
  "SENTIMENT-PAGE",
  {
    heading: "Comment Sentiment page: CPU time per view",
    intro:
      "`npx tsx scripts/bench-sentiment-page.ts`: the engine work of one page view, scoring every comment again (before) against summarising the scores Analyze stored (after).",
    body,
  },
  [],
);
