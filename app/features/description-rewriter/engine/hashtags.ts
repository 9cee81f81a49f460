// Hashtags, as YouTube Help describes them: the first three hashtags in a description show above
// the video's title, and a video with more than 15 hashtags has all of its hashtags ignored.
//
// A hashtag is "#" followed by letters, digits or underscores with at least one letter, not
// glued to a preceding word ("C#", "issue#3"), not an HTML entity ("&#39;") and not inside a URL
// (callers pass text with links masked). The same tag written twice, in any case, counts once.
import type { Span } from "./text";

const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&#/])#([\p{L}\p{M}\p{N}_]+)/gu;
const HAS_LETTER = /\p{L}/u;

export const SHOWN_ABOVE_TITLE = 3;
export const MAX_HASHTAGS = 15;

export type FoundHashtag = Span & { tag: string };

/** Every hashtag occurrence, in order (duplicates included), with its position. */
export function hashtagSpans(text: string): FoundHashtag[] {
  return [...text.matchAll(HASHTAG)]
    .filter((m) => HAS_LETTER.test(m[1] ?? ""))
    .map((m) => ({ tag: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Key under which two spellings of one hashtag are the same. */
export function hashtagKey(tag: string): string {
  return tag.normalize("NFKC").toLowerCase();
}

/** Distinct hashtags in order of first appearance, as first written. */
export function findHashtags(text: string): string[] {
  const seen = new Map<string, string>();
  for (const { tag } of hashtagSpans(text)) if (!seen.has(hashtagKey(tag))) seen.set(hashtagKey(tag), tag);
  return [...seen.values()];
}

/** "#budgetcamera" for "budget camera"; null when fewer than two letters or digits remain. */
export function hashtagFor(keyword: string): string | null {
  const body = keyword
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_]/gu, "");
  if ([...body].length < 2 || !HAS_LETTER.test(body)) return null;
  return `#${body}`;
}
