// Whole phrases for ideas: the words a topic is named by, taken from what people wrote (a viewer's
// request, a competitor's title, one of the channel's own titles) and never cut mid-phrase.
//
// A request phrase as Comment Sentiment extracted it can point outside itself: "comparison videos
// between these and the take down" names one thing ("the Take Down") and points at another
// ("these", what the video showed). Such a phrase is cut at its pointing words and the part that
// names something is kept ("take down"). A title is split at its separators ("|", " - ", ":", "!",
// brackets, " + ", " & ") and the segment that names the topic is kept, without the channel's name
// or its recurring series labels. Either way the phrase never starts or ends on a word that needs
// another ("the", "of", "and", "these", "de", "und", "के"), and a title written in capitals is
// written in Title Case.
import { isMultilingualStopword } from "~/lib/multilingual-topic-words";
import { SCORE, SEASON, VERSUS, withoutTrailingResult } from "~/lib/match-titles";
import { TITLE_READ, keepsCase, tokenize, unigrams } from "~/lib/title-words";
import { titleCase, topicTerms } from "./terms";

/** Words a phrase cannot end (or start) on: they need a word after them. */
const DANGLING = new Set(
  (
    "a an the and or but nor of for with to between about from at by in on into onto than as vs versus via per " +
    "these those this that my your our their his her its some any each every which who whom whose what where when " +
    "while if so because like without within against toward towards"
  ).split(" "),
);

/** Words that point at something outside the phrase (the video, the commenter): a request is cut there. */
const POINTING = new Set(
  "these those this that it them they he she him her his its their i me my mine we us our you your yours".split(" "),
);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A string with characters taken off both ends while they fail a test (a loop: an end-anchored regex would retry from every character). */
function trimWhile(text: string, strip: (ch: string, end: "start" | "end") => boolean): string {
  const chars = [...text];
  let from = 0;
  let to = chars.length;
  while (from < to && strip(chars[from]!, "start")) from += 1;
  while (to > from && strip(chars[to - 1]!, "end")) to -= 1;
  return chars.slice(from, to).join("");
}

/** A word as compared with the word lists: lower case, punctuation off its ends ("+" and "#" kept at the end: "C#", "8+"), no "'s". */
const bare = (word: string) => {
  const core = trimWhile(
    word.toLowerCase(),
    (ch, end) => !LETTER_OR_DIGIT.test(ch) && !(end === "end" && /[+#]/.test(ch)),
  );
  return core.endsWith("'s") || core.endsWith("’s") ? core.slice(0, -2) : core;
};

/** Whether a word cannot close (or open) a phrase, in English or in the other languages read. */
export function isDangling(word: string): boolean {
  const w = bare(word);
  return w.length === 0 || DANGLING.has(w) || isMultilingualStopword(w);
}

/**
 * Words that join a title's part to the one before it ("& Luxury", "with Estée"): a part cut at a
 * separator may open on one. English only: a title's first word "I" is a pronoun, not Italian's "i".
 */
const CONNECTORS = new Set(
  "and or but nor of for with to between about from at by in on into onto than as vs versus via per".split(" "),
);

/**
 * Words a title cannot end on: an article, a joining word or a determiner still waiting for what
 * it names ("Videos About the", "Comparisons With", "Resumen de"). A title may end on other small
 * words: "What My School Was Like", "Is It Worth It", "What I Care About".
 */
const CANNOT_END = new Set(
  (
    "a an the and or but nor of for with to between from by vs versus via per these those this my your our " +
    "their his her its some any each every which whose de del la las los el le les des du der dem den und y et con di da"
  ).split(" "),
);

/**
 * A run of words with dangling words taken off its end, and off its start: every dangling word
 * for a topic name ("the home server" → "home server"); for a title's part, only connectors off
 * its start ("and Luxury" → "Luxury"; "A Special Surprise Visitor" and "I Built a Home Server"
 * kept) and only what a title cannot end on off its end.
 */
function trimEnds(words: readonly string[], options: { leading: "all" | "connectors" }): string[] {
  let from = 0;
  let to = words.length;
  const closes = (w: string) => (options.leading === "all" ? isDangling(w) : CANNOT_END.has(bare(w)));
  while (to > from && closes(words[to - 1]!)) to -= 1;
  const opens = (w: string) => (options.leading === "all" ? isDangling(w) : CONNECTORS.has(bare(w)));
  while (from < to && opens(words[from]!)) from += 1;
  return words.slice(from, to);
}

/**
 * The part of a requested topic that names something: the phrase cut at its pointing words, each
 * piece trimmed of dangling words, the piece with the most topic terms kept (the first on a tie).
 * Null when no piece names a topic ("more of these", "this one").
 */
export function requestPhrase(raw: string): string | null {
  const words = raw.replace(/\s+/g, " ").trim().split(" ");
  const pieces: string[][] = [[]];
  for (const w of words) {
    if (POINTING.has(bare(w))) pieces.push([]);
    else pieces[pieces.length - 1]!.push(w);
  }
  let best: { text: string; terms: number } | null = null;
  for (const piece of pieces) {
    const kept = trimEnds(piece, { leading: "all" });
    if (kept.length === 0) continue;
    const text = kept.join(" ");
    const terms = topicTerms(text).length;
    if (terms > 0 && (!best || terms > best.terms)) best = { text, terms };
  }
  return best?.text ?? null;
}

/**
 * Separators between a title's parts; " - ", " + " and " _ " (K-pop labels write "Artist _ Song")
 * only with spaces around ("8+", "Wi-Fi" stay).
 * "&" joins within a part ("Highstreet & Luxury", "Buying Things for the House & Getting Hurt").
 */
const PART_SEPARATORS = / (?:[-–—+/_]|\/\/) |[|•·●►▶:;!?¡¿()[\]{}*"“”«»…【】「」『』]|\.\./u;
/** The separators and ", ", which ends a part too (a list's items are told apart in `listItemSegments`). */
const SEPARATORS = new RegExp(`${PART_SEPARATORS.source}|, `, "u");
const QUOTES = /['‘’]/u;
/** A word that is only emoji or symbols ("☕️", "🎥", "👑"): decoration, never part of a topic. */
const PICTURE_ONLY = /^[\p{Extended_Pictographic}\p{So}\uFE0F\u200D]+$/u;

/** A title's parts as written, in order, with quotes at the edges of words removed. */
export function titleSegments(title: string): string[] {
  // Runs of spaces become one first, so the separators need no run of their own.
  return title
    .normalize("NFKC")
    .replace(/\s+/gu, " ")
    .split(SEPARATORS)
    .map((s) =>
      s
        .split(" ")
        .map((w) => trimWhile(w, (ch) => QUOTES.test(ch) || ch === "."))
        .filter((w) => w.length > 0 && !PICTURE_ONLY.test(w))
        .join(" "),
    )
    .filter((s) => /\p{L}/u.test(s));
}

/** A title segment's comparison key: lower case, letters and digits only. */
export const segmentKey = (segment: string) =>
  segment
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Segments that label a channel rather than a video: the channel's name, and any segment found in
 * at least two of its titles and in at least 30% of them ("Amelia Liana", "Weekly Vlog").
 */
export function boilerplateSegments(titles: readonly string[], channelName: string | null): Set<string> {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const key of new Set(titleSegments(title).map(segmentKey))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const out = new Set<string>();
  for (const [key, n] of counts) if (n >= 2 && n >= 0.3 * titles.length) out.add(key);
  if (channelName) out.add(segmentKey(channelName));
  return out;
}

/**
 * Parts of a music or trailer title that credit someone or label the upload, never its topic:
 * "feat. Future", "Prod. by Metro", "Official Music Video", "Lyric Video", "M/V".
 */
const CREDIT = /^(?:feat|ft|featuring|prod|produced\s+by|dir|directed\s+by)\b/iu;
const UPLOAD_LABEL =
  /^(?:official\s+)?(?:music\s+video|video|audio|lyrics?(?:\s+video)?|visuali[sz]er|mv|m\/v|trailer|teaser|clip|hd|4k|live|explicit|remastered)$/iu;
const isCreditOrLabel = (segment: string) => CREDIT.test(segment) || UPLOAD_LABEL.test(segment);
/** A credit inside a part, to its end: "Ex ft. YG", "Young Martha Homie ft Meek Mill". */
export const TRAILING_CREDIT = / (?:feat\.?|ft\.?|featuring|prod\.? by|produced by) .*$/iu;

/** Another channel's episode number ("Makeup I Hate #2", "Room Tour Part 3"): theirs, not the idea's. */
const EPISODE_NUMBER = / (?:#|part |pt\.? ?|ep\.? ?|episode |no\. ?)\d{1,3}$/iu;

/** A phrase without its trailing episode number. */
export const withoutEpisodeNumber = (phrase: string) => phrase.replace(EPISODE_NUMBER, "");

/** A title's part that only numbers an episode: "Episode 149", "Ep. 6", "EP12". */
const EPISODE_ONLY = /^(?:episode|ep\.?)\s*\d{1,4}$/iu;
/** A title's part that names a show and its episode: "Half in the Bag Episode 132", "Vlogtober Day 8". */
const SHOW_AND_EPISODE = /\s(episode|ep\.?|day)\s*(\d{1,4})$/iu;

/**
 * The parts of a title that name a show rather than the episode's topic, as segment keys: a part
 * ending in an episode number ("Half in the Bag Episode 132: mother!"), a part that is only one,
 * and the part just before it ("Wrestling Games - Angry Video Game Nerd (Episode 149)"). Another
 * channel's show is theirs; the topic of its episode is what can be made. Empty when the title has
 * no other part to name that topic.
 */
export function showLabelSegments(title: string): Set<string> {
  const segments = titleSegments(title);
  const labels = new Set<number>();
  segments.forEach((segment, i) => {
    if (EPISODE_ONLY.test(segment)) {
      labels.add(i);
      if (i > 0) labels.add(i - 1);
    } else if (SHOW_AND_EPISODE.test(segment)) labels.add(i);
  });
  if (labels.size === segments.length) return new Set();
  return new Set([...labels].map((i) => segmentKey(segments[i]!)));
}

/**
 * The show an upload is an episode of, and its number: "The Nerd Crew: Episode 6 - The Last Jedi
 * Trailer 2 Reaction!" → "The Nerd Crew", "Episode", 6; "Vlogtober Day 8 | …" → "Vlogtober",
 * "Day", 8. Null when no part of the title numbers an episode.
 */
export function showEpisode(title: string): { show: string; marker: string; number: number } | null {
  const segments = titleSegments(title.slice(0, TITLE_READ));
  for (const [i, segment] of segments.entries()) {
    const only = /^(episode|ep)\s*(\d{1,4})$/iu.exec(segment);
    if (only && i > 0) return { show: segments[i - 1]!, marker: only[1]!, number: Number(only[2]) };
    const named = SHOW_AND_EPISODE.exec(segment);
    if (named) {
      const [marker, number] = [named[1]!, Number(named[2])];
      return { show: segment.slice(0, named.index), marker, number };
    }
  }
  return null;
}

/** A list's last item joined by a word: "Topshop and Urban Outfitters", "Celtic & Rangers". */
const LIST_JOINER = / (?:and|&|y|et|und|e) /iu;

/**
 * The items of lists in a title, as segment keys: "ZARA, TOPSHOP, URBAN OUTFITTERS | Autumn Haul"
 * lists shops, "(Chelsea, Manchester United and Celtic)" teams. An item names one of several
 * things the video touches, not what it is about; two comma parts are a list only when the last
 * joins another item ("Zara, Topshop and Mango"), so "Sorry, I Was Wrong" is no list.
 */
export function listItemSegments(title: string): Set<string> {
  const out = new Set<string>();
  for (const part of title.normalize("NFKC").replace(/\s+/gu, " ").split(PART_SEPARATORS)) {
    const items = part.split(", ");
    if (items.length < 2 || (items.length === 2 && !LIST_JOINER.test(items[1]!))) continue;
    for (const item of items) {
      // An item names one thing in a few words; the first may carry the words that lead into the
      // list ("FIFA 18 stats for Chelsea's Hazard, Luiz & Christensen"), and is then no item.
      const things = item.split(LIST_JOINER);
      if (things.some((thing) => thing.split(" ").length > 3)) continue;
      for (const key of [item, ...things].map(segmentKey)) if (key.length > 0) out.add(key);
    }
  }
  return out;
}

/**
 * The parts of a match report's title that name the match, as segment keys: in a title with a
 * score, the part holding the score and any part setting two sides against each other
 * ("Resumen de Atlético de Madrid vs FC Barcelona (1-1)"), or in a title naming a season, any
 * part setting two sides against each other ("Tunnel Cam | Leicester City vs Chelsea | 2017/2018").
 * A match is news, not something to make next; what else the title names ("TUNNEL CAM") can be.
 * Without a score or a season, "vs" is a comparison ("Teenage VS Twentysomething") and stays.
 */
export function matchSegments(title: string): Set<string> {
  const scored = SCORE.test(title);
  if (!scored && !SEASON.test(title)) return new Set();
  const out = new Set<string>();
  for (const segment of titleSegments(title))
    if ((scored && SCORE.test(segment)) || VERSUS.test(segment)) out.add(segmentKey(segment));
  return out;
}

/** Words a speaker uses of themself ("We've run out…", "I'm still not confident"); not "us", as often the country. */
const FIRST_PERSON =
  /(?:^|[^\p{L}'’])(?:i|i'm|i’m|im|i've|i’ve|ive|i'd|i’d|i'll|i’ll|we|we've|we’ve|we're|we’re|we'll|we’ll|my|our|me)(?![\p{L}'’])/iu;
const QUOTE_MARKS = "'\"‘’“”";
/** Where a part of a title ends: a bar, a dash between words or a bracket. */
const PART_END = / ?[|([] ?| [-–—] /u;

/** Where `word` stands as a whole word in `text` from `from` on ("all" not inside "football"); -1 if nowhere. */
function wordAt(text: string, word: string, from: number): number {
  for (let at = text.indexOf(word, from); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (
      (before === undefined || !/[\p{L}\p{N}]/u.test(before)) &&
      (after === undefined || !/[\p{L}\p{N}]/u.test(after))
    )
      return at;
  }
  return -1;
}

/**
 * Whether a phrase of a title is something said rather than something named: in the first person,
 * quoted, or ending in "!" or "?" where the title writes it ("We've Run Out Of Paper For The
 * Cracks!", "'Paper Over the Cracks'", "DT Lashes Out At The Alexis Haters!!").
 */
export function isSaid(title: string, phrase: string): boolean {
  const words = phrase.split(" ").filter(Boolean);
  if (words.length === 0) return false;
  const lower = title.normalize("NFKC").toLowerCase();
  const first = wordAt(lower, words[0]!.toLowerCase(), 0);
  const lastWord = words[words.length - 1]!.toLowerCase();
  const last = wordAt(lower, lastWord, Math.max(0, first));
  if (first < 0 || last < 0) return FIRST_PERSON.test(phrase);
  // The rest of the phrase's part of the title says so too ("It's Only One Game, I'm Still Not Confident").
  const part = lower.slice(first).split(PART_END)[0]!;
  if (FIRST_PERSON.test(part)) return true;
  const before = lower.slice(0, first).trimEnd().at(-1);
  const after = lower.slice(last + lastWord.length).trimStart()[0];
  return (
    (before !== undefined && QUOTE_MARKS.includes(before)) ||
    (after !== undefined && (QUOTE_MARKS.includes(after) || after === "!" || after === "?"))
  );
}

/** A 4-digit year at the end of a phrase: stale in a new title (the title writer adds the year when it helps). */
const TRAILING_YEAR = / (?:19|20)\d\d$/u;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
/** A day anywhere in a phrase ("14/10/2017", "2017-10-14", "Sept 27th 2017", "27 October"): another upload's, never the idea's. */
const DATE = new RegExp(
  `(?:^| )(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})|\\d{4}-\\d{2}-\\d{2}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2}(?:st|nd|rd|th)? ${MONTH}(?: \\d{4})?)(?= |$)`,
  "giu",
);
/** The picture's quality after a phrase ("La Liga HD"): how it was uploaded, not what it is about. */
const TRAILING_QUALITY = / (?:hd|uhd|4k|1080p|720p)$/iu;

/** A phrase without the days it names and the quality it was uploaded in. */
const undated = (phrase: string) => phrase.replace(DATE, "").replace(TRAILING_QUALITY, "").trim();
/**
 * A music upload's label after its song ("Runaway M/V", "Bad Habits Official Audio"): the format,
 * not the topic; the part that carries it names what the upload is (the song, not the artist).
 */
const TRAILING_LABEL = / (?:official )?(?:music video|lyric video|audio|mv|m\/v|visuali[sz]er)$/iu;
/** Openings in the original creator's voice, not the topic's ("My Handbag Collection" → "Handbag Collection"). */
const OPENING_POSSESSIVE = /^(?:my|our|your)\s+/iu;

/** Words that join two names into a collaboration or a credit: "Soph x Makeup Revolution", "Melanie Murphy & Jessie B". */
const COLLAB_JOINERS = new Set(["x", "×", "&", "and", "ft", "feat", "featuring"]);

/**
 * A segment without the channel's own name, which is the channel's, not the idea's:
 * - at its start: "MINIMINTER REACTS TO KSI" by miniminter is about KSI; a segment that is only
 *   the name stays (the boilerplate leaves it out);
 * - opening a credit: "Melanie Murphy & Jessie B" names who is in the video, so nothing is left;
 * - a short form of it in a collaboration: sophdoesnails' "Testing Soph x Makeup Revolution
 *   Palettes" tests Makeup Revolution palettes.
 */
function withoutChannelName(segment: string, channelName: string | null): string {
  if (!channelName) return segment;
  const name = segmentKey(channelName).split(" ");
  const words = segment.split(" ");
  if (words.length > name.length && name.every((w, i) => segmentKey(words[i]!) === w)) {
    const rest = words.slice(name.length);
    return COLLAB_JOINERS.has(rest[0]!.toLowerCase()) ? "" : rest.join(" ");
  }
  const squashed = name.join("");
  // The name written apart at the start: "Hello October …" by HelloOctoberxo.
  for (let n = Math.min(words.length - 1, 4); n >= 2; n--) {
    const opening = segmentKey(words.slice(0, n).join(" ")).replace(/ /g, "");
    if (opening.length >= 6 && squashed.startsWith(opening)) return words.slice(n).join(" ");
  }
  const isShortName = (word: string | undefined) => {
    const key = word === undefined ? "" : segmentKey(word).replace(/ /g, "");
    return key.length >= 3 && squashed.startsWith(key);
  };
  const isX = (word: string | undefined) => word === "x" || word === "X" || word === "×";
  for (let i = 0; i < words.length; i++) {
    if (!isShortName(words[i])) continue;
    if (isX(words[i + 1]) && i + 2 < words.length) return [...words.slice(0, i), ...words.slice(i + 2)].join(" ");
    if (isX(words[i - 1]) && i >= 2) return [...words.slice(0, i - 1), ...words.slice(i + 1)].join(" ");
  }
  return segment;
}

/** Words that carry on a sentence from its subject ("Willian Up To…", "Hazard Is Back"): particles and auxiliaries. */
const PREDICATE_OPENERS = new Set(
  "up down out off back over is are was were has have had can can't cannot could will won't would gets got does did".split(
    " ",
  ),
);

/**
 * A segment without the channel's own name words at its start (`ownNameWords`); one that is only
 * such words stays. A name followed by a function word is the phrase's subject, not a label
 * ("Willian Up To His Old Tricks", where a club tags its players on every upload), and stays.
 */
function withoutLeadingNames(segment: string, nameWords: ReadonlySet<string>): string {
  const words = segment.split(" ");
  let from = 0;
  while (from < words.length - 1 && nameWords.has(segmentKey(words[from]!))) from += 1;
  if (from > 0 && (isDangling(words[from]!) || PREDICATE_OPENERS.has(bare(words[from]!)))) return segment;
  return words.slice(from).join(" ");
}

/**
 * The parts of a channel's titles that spell out an acronym it tags across its uploads, as
 * segment keys: "Angry Video Game Nerd" where Cinemassacre tags "AVGN" on that episode and on
 * "Top 10 Popular Films I Don't Love". A show known by its letters is the channel's brand; an
 * acronym tagged only where its words are written ("NES" on "Nintendo Entertainment System") is a topic.
 */
export function acronymBrandSegments(videos: readonly { title: string; tags: readonly string[] }[]): Set<string> {
  // Each title's parts and each video's tags as keys, once: every video is compared with every other.
  const read = videos.map((v) => ({
    parts: new Set(titleSegments(v.title).map(segmentKey)),
    tags: new Set(v.tags.map(segmentKey)),
  }));
  const out = new Set<string>();
  read.forEach((video, i) => {
    for (const part of video.parts) {
      const words = part.split(" ");
      if (words.length < 3) continue;
      const letters = words.map((w) => [...w][0]).join("");
      if (!video.tags.has(letters)) continue;
      if (read.some((other, j) => j !== i && other.tags.has(letters) && !other.parts.has(part))) out.add(part);
    }
  });
  return out;
}

/**
 * The phrase that names a video's topic: of its title's segments (the channel's boilerplate, the
 * credits and labels of music titles and the match of a match report left out), the one with the
 * most topic terms, counting twice the terms its tags confirm and an item of a list a quarter;
 * trimmed of dates, a result, dangling words, an opening possessive and a trailing year. A title
 * that names no topic ("PLEASE DO THIS TODAY!"), or only one word its tags do not confirm ("I JUST
 * CAN'T BELIEVE IT!": its topic is in its tags, "paris fashion week"), gives way to the video's
 * most specific tag of at least two topic words that is not the channel's (nor its name); with
 * none, a one-word title stays and a title naming nothing takes the best single-word tag. Null
 * when nothing names a topic.
 */
export function videoTopicPhrase(
  video: { title: string; tags: readonly string[] },
  boilerplate: ReadonlySet<string>,
  channelTags: ReadonlySet<string> = new Set(),
  channelName: string | null = null,
  nameWords: ReadonlySet<string> = new Set(),
): string | null {
  const named = new Set(channelName ? topicTerms(channelName) : []);
  // A machine tag ("sp:dt=2017-10-14T20:45:00+02:00") is for search engines, not a topic.
  let ownTags = video.tags.filter(
    (t) =>
      !t.includes("=") &&
      !channelTags.has(segmentKey(t)) &&
      !boilerplate.has(segmentKey(t)) &&
      !topicTerms(t).some((w) => named.has(w)),
  );
  const matches = matchSegments(video.title);
  // A match report's tags name the match too ("Atlético de Madrid vs FC Barcelona (1-1)").
  if (matches.size > 0) ownTags = ownTags.filter((t) => !SCORE.test(t) && !VERSUS.test(t));
  const tagTerms = new Set(ownTags.flatMap((t) => topicTerms(t)));
  const listed = listItemSegments(video.title);
  let best: { text: string; weight: number } | null = null;
  for (const segment of titleSegments(video.title)) {
    const key = segmentKey(segment);
    if (boilerplate.has(key) || matches.has(key) || isCreditOrLabel(segment)) continue;
    const named = withoutLeadingNames(withoutChannelName(segment, channelName), nameWords);
    const dateless = undated(withoutTrailingResult(named.replace(TRAILING_CREDIT, "")));
    const labelled = TRAILING_LABEL.test(dateless);
    const opened = dateless.replace(TRAILING_LABEL, "").replace(TRAILING_YEAR, "").replace(OPENING_POSSESSIVE, "");
    const text = trimEnds(opened.split(" "), { leading: "connectors" }).join(" ");
    const terms = topicTerms(text);
    if (terms.length === 0) continue;
    const strength = terms.length + terms.filter((t) => tagTerms.has(t)).length + (labelled ? 1 : 0);
    // One item of a list loses to any part that names the video's topic.
    const weight = listed.has(key) ? strength / 4 : strength;
    if (!best || weight > best.weight) best = { text, weight };
  }
  // Tags in the creator's order (the first ones matter most to them), the most topic words first.
  const tags = ownTags
    .map((t, i) => ({
      text: trimEnds(t.trim().split(/\s+/), { leading: "all" }).join(" "),
      n: topicTerms(t).length,
      i,
    }))
    .filter((x) => x.n > 0 && x.text.length > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i);
  if (best && best.weight >= 2) return best.text;
  // A tag that others only extend ("chinese relatives" beside "chinese relatives savage" and
  // "chinese relatives blunt") is the topic; the longer ones are its angles.
  const keys = tags.map((x) => segmentKey(x.text));
  const stems = tags
    .map((x, k) => ({ x, extended: keys.filter((key) => key.startsWith(`${keys[k]} `)).length }))
    .filter(({ x, extended }) => x.n >= 2 && extended > 0);
  // Tags are in order of preference already: a stable sort keeps it among equals.
  const stem = stems.sort((a, b) => b.extended - a.extended)[0]?.x;
  const specific = stem ?? tags.find((x) => x.n >= 2);
  if (specific) return specific.text;
  return best?.text ?? tags[0]?.text ?? null;
}

/**
 * Tags a channel puts on most of its uploads (its name, "vlog", "family"): they say whose video it
 * is, not what it is about. A tag on at least 60% of at least 3 uploads.
 */
export function channelTagSet(videos: readonly { tags: readonly string[] }[]): Set<string> {
  const counts = new Map<string, number>();
  for (const v of videos)
    for (const key of new Set(v.tags.map(segmentKey))) counts.set(key, (counts.get(key) ?? 0) + 1);
  const out = new Set<string>();
  if (videos.length < 3) return out;
  for (const [key, n] of counts) if (n >= 0.6 * videos.length) out.add(key);
  return out;
}

/**
 * Words a channel tags nearly every upload with that no other channel here writes: its own names
 * (PointlessBlogVlogs tags "zalfie", the couple's name, on every upload). At the start of a title's
 * part they say whose video it is, not what it is about ("ZALFIE NEW FLAT SURPRISE!"). A word
 * other channels use too ("gaming", "house") is a topic they share, and stays.
 */
export function ownNameWords(channelTags: ReadonlySet<string>, others: readonly ReadonlySet<string>[]): Set<string> {
  return new Set(
    [...channelTags].filter((tag) => !tag.includes(" ") && tag.length >= 3 && !others.some((words) => words.has(tag))),
  );
}

/** Every word some videos write in their titles and tags, as segment keys: one channel's, for `ownNameWords`. */
export function writtenWords(videos: readonly { title: string; tags: readonly string[] }[]): Set<string> {
  return new Set(videos.flatMap((v) => [v.title, ...v.tags].flatMap((text) => segmentKey(text).split(" "))));
}

/**
 * A phrase as a title would write it. Words already in mixed case ("iPhone", "YouTubers") stay.
 * A phrase shouted in capitals is lowered first, keeping two-letter abbreviations ("UK", "TV", "Q&A"),
 * words with digits ("PS5", "24TH" → "24th") and any spelling seen written in mixed or lower case
 * elsewhere (`spellings`, lower case → as written): "IPHONE" becomes "iPhone" when another title
 * wrote it so.
 */
export function displayPhrase(phrase: string, spellings: ReadonlyMap<string, string> = new Map()): string {
  const letters = [...phrase].filter((c) => /\p{L}/u.test(c));
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  const shouting = letters.length >= 4 && upper / letters.length >= 0.8;
  // A phrase from a tag is written in lower case: a word seen spelled in a title keeps that spelling ("nas" → "NAS").
  if (!shouting)
    return titleCase(
      phrase
        .split(" ")
        .map((w) => (w === w.toLowerCase() ? spelledAsSeen(w, spellings) : w))
        .join(" "),
    );
  const words = phrase.split(/\s+/).map((w) => {
    const lower = w.toLowerCase();
    const seen = spelledAsSeen(w, spellings);
    if (seen !== w) return seen;
    const core = bare(w);
    if (/\p{N}/u.test(core)) return lower;
    // "Q&A", "R&B", "AT&T": letters joined by "&" are an abbreviation.
    if (/^\p{L}{1,2}&\p{L}{1,2}$/u.test(core)) return w;
    if ([...core].length === 2 && !DANGLING.has(core) && !POINTING.has(core) && !isMultilingualStopword(core)) return w;
    return lower;
  });
  return titleCase(words.join(" "));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A word in the spelling a title gave it ("NAS", "iPhone"), its punctuation kept; the word itself when none did. */
function spelledAsSeen(word: string, spellings: ReadonlyMap<string, string>): string {
  const seen = spellings.get(bare(word));
  return seen ? word.replace(new RegExp(escape(bare(word)), "iu"), seen) : word;
}

/**
 * How words are spelled where nobody shouts: the first special spelling of each word across some
 * texts (titles, tags), for `displayPhrase`. Special: inner capitals ("iPhone", "YouTubers") or an
 * acronym of at most 3 letters ("NAS", "DIY", "PS5"). Longer words in capitals inside a mixed
 * title are emphasis ("My UNEDITED Morning Routine", "CHANGING MY HAIR"), not a spelling.
 */
export function spellingsOf(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of texts) {
    const letters = [...text].filter((c) => /\p{L}/u.test(c));
    const upper = letters.filter((c) => c !== c.toLowerCase()).length;
    if (letters.length === 0 || upper / letters.length >= 0.8) continue;
    for (const token of unigrams(tokenize(text))) {
      const key = bare(token.surface);
      const inner = /\p{Lu}/u.test([...token.surface].slice(1).join("")) && /\p{Ll}/u.test(token.surface);
      const acronym = token.surface === token.surface.toUpperCase() && [...key].length <= 3;
      if ((inner || acronym) && keepsCase(token.surface) && !out.has(key)) out.set(key, token.surface);
    }
  }
  return out;
}

/**
 * The words a title is known by, for telling two ideas' titles apart: its terms (stopwords out,
 * singular), format words kept, sorted. "Home Server Setup" and "Setup: Home Servers" are one title.
 */
export function titleKey(title: string): string {
  return [...new Set(unigrams(tokenize(title)).map((t) => t.term))].sort().join(" ");
}

/** Whether a title ends on a word that needs another, or joins pointing words ("These and the"). */
export function readsAsFragment(title: string): boolean {
  const words = title
    .replace(/[^\p{L}\p{N}\s'’+#-]/gu, " ")
    .trim()
    .split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (words.length === 0 || last.length === 0 || CANNOT_END.has(bare(last))) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    const a = bare(words[i]!);
    const b = bare(words[i + 1]!);
    if (POINTING.has(a) && DANGLING.has(b) && (b === "and" || b === "or")) return true;
  }
  return false;
}
