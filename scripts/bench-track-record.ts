// `npx tsx scripts/bench-track-record.ts` (part of `npm run bench`): how often the track record's
// matching (app/features/track-record/engine/match.ts) proposes the upload an idea really became.
// Recorded in docs/benchmarks.md between the TRACK-RECORD markers.
//
// Synthetic worlds only (no creator's own ledger exists yet): each long-form upload of a sample
// world's channel is made the target of an idea dated 14 days before it, written the way Content
// Ideas writes a plain title ("<Topic> Explained") from the upload's subject tag (the most
// specific tag its title names). Every idea of a channel is matched at once against all of the
// channel's uploads, as the ledger does; a proposal is right when it names the idea's own upload.
// Precision: right proposals of all proposals; recall: right proposals of all ideas. A smoke test
// of the rule on our own world, not a claim about real channels; the threshold (MATCH_MIN) was not
// chosen on it.
import { generateSampleWorld } from "../app/dev/sample-world/generator";
import type { ChannelDataset } from "../app/features/channel-data/types";
import { MATCH_MIN, matchWords, proposeMatches } from "../app/features/track-record/engine/match";
import { finishBench, machineLine } from "./bench-doc";

const DAY_MS = 86_400_000;
const LEAD_DAYS = 14;

/** The most specific tag the title names: the longest tag whose words all appear in the title. */
function subjectOf(title: string, tags: readonly string[]): string | null {
  const words = matchWords(title);
  const named = tags.filter((t) => {
    const tagWords = [...matchWords(t)];
    return tagWords.length > 0 && tagWords.every((w) => words.has(w));
  });
  return named.sort((a, b) => b.length - a.length)[0] ?? null;
}

const titleCase = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

type Row = { world: string; ideas: number; proposals: number; right: number; uploads: number };

function benchChannel(world: string, channel: ChannelDataset): Row {
  const longForm = channel.videos.filter((v) => !v.isShort);
  const ideas = longForm.flatMap((v) => {
    const subject = subjectOf(v.title, v.tags);
    if (!subject) return [];
    const madeAtMs = Date.parse(v.publishedAt) - LEAD_DAYS * DAY_MS;
    return [{ id: v.youtubeId, title: `${titleCase(subject)} Explained`, topic: subject, madeAtMs }];
  });
  const uploads = channel.videos.map((v) => ({
    id: v.youtubeId,
    title: v.title,
    publishedMs: Date.parse(v.publishedAt),
  }));
  const proposals = proposeMatches(ideas, uploads);
  const right = proposals.filter((p) => p.videoId === p.suggestionId).length;
  return { world, ideas: ideas.length, proposals: proposals.length, right, uploads: uploads.length };
}

const world = generateSampleWorld();
const rows: Row[] = [
  benchChannel(`sample world: own channel (${world.own.channel.title})`, world.own),
  ...world.competitors.map((c) => benchChannel(`sample world: competitor ${c.channel.title}`, c)),
];
const total = rows.reduce(
  (a, r) => ({ ...a, ideas: a.ideas + r.ideas, proposals: a.proposals + r.proposals, right: a.right + r.right }),
  { world: "all four channels", ideas: 0, proposals: 0, right: 0, uploads: 0 },
);
const ratio = (n: number, d: number) => (d === 0 ? "—" : (n / d).toFixed(3));
for (const r of [...rows, total])
  console.log(
    `${r.world}: ${r.ideas} ideas, ${r.proposals} proposals, ${r.right} right: precision ${ratio(r.right, r.proposals)}, recall ${ratio(r.right, r.ideas)}`,
  );

const body = [
  `Run ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.`,
  "",
  `Synthetic worlds — smoke test: every long-form upload of a sample-world channel is the target of an idea dated ${LEAD_DAYS} days before it ("<subject tag> Explained", its topic the most specific tag the title names); all of a channel's ideas are matched at once against all of its uploads (threshold ${MATCH_MIN}, not chosen on these worlds). No real creator's ledger exists yet to measure on.`,
  "",
  "| data | ideas | uploads to choose from | proposals | right | precision | recall |",
  "|---|---|---|---|---|---|---|",
  ...[...rows, total].map(
    (r) =>
      `| ${r.world} | ${r.ideas} | ${r.uploads || "—"} | ${r.proposals} | ${r.right} | ${ratio(r.right, r.proposals)} | ${ratio(r.right, r.ideas)} |`,
  ),
].join("\n");
finishBench(
  "TRACK-RECORD",
  {
    heading: "Track record matching",
    intro:
      "`npx tsx scripts/bench-track-record.ts`: how often the track record's matching proposes the upload an idea became (synthetic worlds).",
    body,
  },
  [],
);
