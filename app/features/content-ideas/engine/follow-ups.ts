// What may follow one of the channel's own uploads, read from its title: its next part; for a
// release (a music video, a trailer), the making of it; for a match report, the same for the next
// match. ownUploadCandidates (candidates.ts) names each idea by what this returns.
import { TITLE_READ } from "~/lib/title-words";
import { matchSegments, TRAILING_CREDIT } from "./phrases";

/**
 * What comes after an own upload: its next part ("Part 2", or the part after the one the label
 * numbers); for a release (a music video, a trailer), the making of it; for a match report, the
 * same for the next match.
 */
export type FollowUp = "part" | "behind-the-scenes" | "next-match";

/** A music release's label: the video, its audio or lyrics ("(Audio)" only in brackets: "Audio-Fooled" is none). */
const MUSIC_RELEASE =
  /\b(?:official (?:music |lyric )?video|music video|lyric video|official audio|m\/v|mv|visuali[sz]er)\b|[([](?:official )?(?:audio|lyrics)[)\]]/iu;
/** A trailer's label, with the words that qualify it ("Official Red Band Trailer", "Launch Trailer #2"). */
const TRAILER =
  /(?:\b(?:official|launch|announcement|announce|reveal|final|red band|international|cinematic|gameplay|story|uk|us|new|first)(?: \p{L}+){0,3}? )?\b(?:trailer|teaser)\b/iu;
/** A video about someone else's release: it is not the release, and gets a part 2 like any other. */
const ABOUT_A_RELEASE = /\b(?:reaction|reacts?|review|breakdown|explained|analysis|theories|easter eggs)\b/iu;
/** A match report that shows the goals ("All Goals & Extended Highlights", "Resumen"). */
const MATCH_HIGHLIGHTS = /\b(?:highlights|goals|resumen|resumo|r[ée]sum[ée])\b/iu;
const BRACKETED = /\([^()]{0,80}\)|\[[^[\]]{0,80}\]/gu;

/** A music video, its audio or lyrics, or a trailer: not a video about one (a reaction, a review). */
export function isRelease(whole: string): boolean {
  const title = whole.slice(0, TITLE_READ);
  return !ABOUT_A_RELEASE.test(title) && (MUSIC_RELEASE.test(title) || TRAILER.test(title));
}

/**
 * A personal yearly occasion ("MY 24TH BIRTHDAY!", "5 YEAR ANNIVERSARY!", "her birthday"): the
 * next one is a year away. A birthday as a subject ("Birthday Cake Decorating") is none.
 */
const YEARLY_OCCASION =
  /\b(?:my|our|his|her|their|\d+(?:st|nd|rd|th)|\d+[\s-]*years?)\s+(?:[\p{L}\d]+\s+)?(?:birthday|bday|anniversary)\b/iu;

/** Whether an upload marks a yearly occasion of the creator's: no "Part 2" follows it now. */
export function marksYearlyOccasion(title: string): boolean {
  return YEARLY_OCCASION.test(title.slice(0, TITLE_READ));
}

export function followUpKind(title: string): FollowUp {
  if (isRelease(title)) return "behind-the-scenes";
  if (matchSegments(title.slice(0, TITLE_READ)).size > 0) return "next-match";
  return "part";
}

const EDGE = new Set([..." |:–-"]);

/** A piece of a title without quotes and the separators left at its ends. */
function clean(text: string): string {
  // Quotes around a name go; an apostrophe inside a word stays ("Assassin’s Creed").
  const chars = [...text.replace(/(?<!\p{L})[‘’'"“”]|[‘’'"“”](?!\p{L})/gu, "").replace(/\s+/gu, " ")];
  let start = 0;
  let end = chars.length;
  while (start < end && EDGE.has(chars[start]!)) start++;
  while (end > start && EDGE.has(chars[end - 1]!)) end--;
  return chars.slice(start, end).join("");
}

/**
 * What a release is of, from its title: a film or game's name before its trailer label ("The
 * Child in Time: Trailer - BBC One" → "The Child in Time"), a song after its artist ("Krept &
 * Konan - For Me ft. Ed Sheeran (Official Video)" → "For Me", "[MV] GFRIEND _ Summer Rain" →
 * "Summer Rain"). Null when the title does not say.
 */
export function releaseTopic(title: string): string | null {
  const plain = title.slice(0, TITLE_READ).replace(BRACKETED, " ").replace(/\s+/gu, " ").trim();
  const trailer = TRAILER.exec(plain);
  if (trailer && !MUSIC_RELEASE.test(plain)) {
    const film = clean(plain.slice(0, trailer.index));
    return film.length > 0 ? film : null;
  }
  const separators = [...plain.matchAll(/ [-–_] /gu)];
  const last = separators.at(-1);
  if (last?.index === undefined) return null;
  const song = clean(
    plain
      .slice(last.index + last[0].length)
      .split(" | ")[0]!
      .replace(MUSIC_RELEASE, " ")
      .replace(TRAILING_CREDIT, ""),
  );
  return song.length > 0 ? song : null;
}

/** The next match's report, named as this one's topic is, with "Highlights" when it showed the goals ("La Liga Highlights"). */
export function nextMatchLabel(title: string, phrase: string): string {
  return MATCH_HIGHLIGHTS.test(title) && !/\bhighlights\b/iu.test(phrase) ? `${phrase} Highlights` : phrase;
}

/**
 * Why a follow-up to an own upload: building on what worked, or, below the channel's usual, another
 * try. The making of a release names what it is of ("Runaway"), which its title may only quote.
 */
export function followUpReason(below: boolean, kind: FollowUp, topic: string): string {
  const what =
    kind === "behind-the-scenes"
      ? `a Behind the Scenes video of ${topic}`
      : kind === "next-match"
        ? "the same for the next match"
        : "a follow-up";
  return below
    ? `below your usual, so ${what} would try the topic again rather than build on a success`
    : `${what} builds on it`;
}
