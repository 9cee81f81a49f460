// Which upload a suggestion became: title similarity and topic, proposed to the creator, who
// confirms or corrects it in one click (never applied silently).
//
//   score = 0.75 × Dice(title words, upload title words) + 0.25 × share of the topic's words in
//   the upload's title (the title's Dice alone when there is no topic)
//
// Words are lower-cased, accents folded, common words dropped and a plural "s" cut. Only uploads
// published from an hour before the suggestion to MATCH_WINDOW_DAYS after it are candidates, and
// a pair is proposed from MATCH_MIN up. Pairs are taken best first, each suggestion and each
// upload once, skipping uploads already confirmed for another suggestion and pairs the creator
// said no to.
import type { LedgerEntry, Upload } from "./types";
import { HOUR_MS } from "./views-at-age";

export const MATCH_MIN = 0.4;
export const MATCH_WINDOW_DAYS = 120;
const TITLE_WEIGHT = 0.75;

const STOPWORDS = new Set(
  "a an and are as at be but by can do for from how i in is it its my of on or our so that the this to was we what when which who why will with you your vs".split(
    " ",
  ),
);

export function matchWords(text: string): Set<string> {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
  return new Set(words);
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** How alike a suggestion and an upload's title are, 0–1. */
export function matchScore(suggestion: { title: string; topic: string }, uploadTitle: string): number {
  const upload = matchWords(uploadTitle);
  const titlePart = dice(matchWords(suggestion.title), upload);
  const topic = matchWords(suggestion.topic);
  if (topic.size === 0) return titlePart;
  let covered = 0;
  for (const w of topic) if (upload.has(w)) covered += 1;
  return TITLE_WEIGHT * titlePart + (1 - TITLE_WEIGHT) * (covered / topic.size);
}

/** Whether `upload` went up in the window in which it can be what `suggestion` became. */
export function inWindow(madeAtMs: number, publishedMs: number): boolean {
  return publishedMs >= madeAtMs - HOUR_MS && publishedMs <= madeAtMs + MATCH_WINDOW_DAYS * 24 * HOUR_MS;
}

export type Proposal = { suggestionId: string; videoId: string; score: number };

type Matchable = Pick<LedgerEntry, "id" | "title" | "topic" | "madeAtMs">;

/**
 * Proposed pairs for the suggestions not matched yet. `taken`: uploads already confirmed for a
 * suggestion; `refused`: "suggestionId videoId" pairs the creator said were not a match.
 */
export function proposeMatches(
  open: readonly Matchable[],
  uploads: readonly Pick<Upload, "id" | "title" | "publishedMs">[],
  taken: ReadonlySet<string> = new Set(),
  refused: ReadonlySet<string> = new Set(),
): Proposal[] {
  const pairs: (Proposal & { publishedMs: number })[] = [];
  for (const s of open) {
    for (const u of uploads) {
      if (taken.has(u.id) || refused.has(`${s.id} ${u.id}`) || !inWindow(s.madeAtMs, u.publishedMs)) continue;
      const score = matchScore(s, u.title);
      if (score >= MATCH_MIN) pairs.push({ suggestionId: s.id, videoId: u.id, score, publishedMs: u.publishedMs });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.publishedMs - b.publishedMs || a.videoId.localeCompare(b.videoId));
  const usedSuggestions = new Set<string>();
  const usedUploads = new Set<string>();
  const out: Proposal[] = [];
  for (const p of pairs) {
    if (usedSuggestions.has(p.suggestionId) || usedUploads.has(p.videoId)) continue;
    usedSuggestions.add(p.suggestionId);
    usedUploads.add(p.videoId);
    out.push({ suggestionId: p.suggestionId, videoId: p.videoId, score: Math.round(p.score * 1000) / 1000 });
  }
  return out;
}

/** The uploads a creator may pick instead (the correction's list): in the window, best first. */
export function matchChoices<U extends Pick<Upload, "id" | "title" | "publishedMs">>(
  suggestion: Matchable,
  uploads: readonly U[],
  limit = 12,
): U[] {
  return uploads
    .filter((u) => inWindow(suggestion.madeAtMs, u.publishedMs))
    .map((u) => ({ u, score: matchScore(suggestion, u.title) }))
    .sort((a, b) => b.score - a.score || a.u.publishedMs - b.u.publishedMs)
    .slice(0, limit)
    .map((x) => x.u);
}
