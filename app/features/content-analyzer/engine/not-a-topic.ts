// What may never name a topic cluster, measured on real search results (the GB trending dev
// data through scripts/bench-packaging.ts), where clusters came out named "Tanya Burr",
// "Sophdoesnails", "Movie CLIP", "Resumen De", "DONE":
//   - the name of a channel that posted one of the results: who posted a video is not what it is
//     about, and creators put their own name in their titles ("… | Melanie Murphy");
//   - packaging words, which say how a video is made or labelled, not its subject ("Official",
//     "Lyric", "Clip", "MV", "Hands On", "Vlog", the "#Ad" of a sponsored video), on top of the
//     filler the tokenizer already drops (lib/stopwords.ts);
//   - a phrase that starts or ends on a function word of another language ("Resumen De", "El Día").
// Also here: the casing a name is shown in, since titles in capitals ("I'M DONE", "NEW YORK")
// and shouted words ("Boyfriend BUYS") are emphasis, not how the word is spelled.
import { STOPWORDS } from "~/lib/stopwords";
import { makersSpelling, tokenize, unigrams } from "~/lib/title-words";

/** Packaging and vague words: a phrase made only of these (and the query's words) names nothing. */
const PACKAGING = new Set(
  `
  hands lyric lyrics audio clip clips trailer trailers teaser teasers hd hq uhd 4k 1080p 720p 60fps mv
  ad ads advert gifted collab
  vlogs vlogger vlogging vlogmas daily weekly monthly reaction reacting react reacts reupload remastered
  extended exclusive preview sneak peek behind scenes bts uncut uncensored compilation montage
  highlight recap announcement announce announced reveal revealed unboxing haul grwm ootd
  important done happened happening story storytime qa random real true legit uploading upload uploads testing
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Function words of Spanish, French, German, Italian and Portuguese titles. */
const FOREIGN_FUNCTION_WORDS = new Set(
  `
  de del la las el los lo y e en un una uno con por para al se su sus que es le les des du et au aux
  ce cette pour par sur dans der die das und den dem ein eine mit von zu im ist il di da dei della
  do dos das na no nos em os um uma com pra
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** A channel title's words: camel case split ("MoreZoella" → more, zoella), in the tokenizer's normal form. */
export function channelWords(channelTitle: string): string[] {
  const spaced = channelTitle.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");
  return unigrams(tokenize(spaced)).map((t) => t.term);
}

const squash = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** The shortest phrase that counts as part of a channel name written as one word ("sophdoesnails"). */
const MIN_SQUASHED = 4;
/** The shortest phrase looked for inside any channel name, spaces or not ("filmtheory" in "thefilmtheorists"). */
const MIN_SQUASHED_ANYWHERE = 6;
/** Two words this long that start alike are one word for the channel test ("theory", "theorists"). */
const MIN_SHARED_STEM = 5;

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** A phrase word and a channel word are the same word: equal, or alike in their first five letters. */
function sameWord(word: string, channelWord: string): boolean {
  return (
    word === channelWord ||
    (word.length >= MIN_SHARED_STEM &&
      channelWord.length >= MIN_SHARED_STEM &&
      commonPrefix(word, channelWord) >= MIN_SHARED_STEM)
  );
}

/**
 * A test for "this phrase is (part of) the name of a channel among the results": all its words
 * (its stopwords aside) are words of one channel's title, compared by their first five letters so
 * "Film Theory" is The Film Theorists'; or the phrase without spaces is a piece of a channel's
 * name without spaces ("Michael Finch" of "makeupbymichaelfinch", "Poo Bear" of "PooBearVEVO").
 */
export function channelNameTest(channelTitles: readonly string[]): (phraseKey: string) => boolean {
  const wordLists: string[][] = [];
  const squashedOneWord: string[] = [];
  const squashedAll: string[] = [];
  for (const title of new Set(channelTitles)) {
    const words = channelWords(title);
    if (words.length > 0) wordLists.push(words);
    const squashed = squash(title);
    if (squashed.length === 0) continue;
    squashedAll.push(squashed);
    if (squashed.length >= MIN_SQUASHED && !/\s/.test(title.trim())) squashedOneWord.push(squashed);
  }
  return (phraseKey: string) => {
    const all = phraseKey.split(" ");
    const words = all.filter((w) => !STOPWORDS.has(w));
    const checked = words.length > 0 ? words : all;
    if (wordLists.some((list) => checked.every((w) => list.some((c) => sameWord(w, c))))) return true;
    const squashed = squash(phraseKey);
    if (squashed.length >= MIN_SQUASHED && squashedOneWord.some((name) => name.includes(squashed))) return true;
    return squashed.length >= MIN_SQUASHED_ANYWHERE && squashedAll.some((name) => name.includes(squashed));
  };
}

/** True when a phrase (normalised key) says nothing about a topic on its own. */
export function isPackaging(phraseKey: string, queryTerms: ReadonlySet<string>): boolean {
  const words = phraseKey.split(" ");
  if (FOREIGN_FUNCTION_WORDS.has(words[0]!) || FOREIGN_FUNCTION_WORDS.has(words[words.length - 1]!)) return true;
  return words.every((w) => PACKAGING.has(w) || FOREIGN_FUNCTION_WORDS.has(w) || queryTerms.has(w));
}

const VOWELS = /[aeiouyAEIOUY]/g;

/**
 * How a word of a name is shown: mixed case as written ("iPhone", "TypeScript"); capitals for
 * what reads as an acronym: at most three letters ("UK", "BBC", "PR", even in a title in capitals,
 * where a short word in capitals is still most often one), or four with at most one vowel
 * ("GRWM", "HTML") in a title not written in capitals throughout; otherwise capitalised
 * ("BUYS" → "Buys", "YORK" → "York").
 */
export function displayWord(word: string, shouting: boolean): string {
  const letters = [...word].filter((c) => /\p{L}/u.test(c));
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  const lowerRest = (w: string) => {
    const [first = "", ...rest] = [...w];
    return first.toUpperCase() + rest.join("").toLowerCase();
  };
  if (letters.length === 0) return word;
  // "IPHONE" in a shouted title, "Iphone" or "iphone" in a careless one: the maker's spelling.
  const spelled = makersSpelling(word);
  if (spelled && (upper === letters.length || upper <= 1)) return spelled;
  if (upper === letters.length) {
    const acronym =
      letters.length <= 3 || (letters.length === 4 && !shouting && (word.match(VOWELS)?.length ?? 0) <= 1);
    return acronym ? word : lowerRest(word);
  }
  const mixed = upper > 0 && !(upper === 1 && letters[0] !== letters[0]!.toLowerCase());
  return mixed ? word : lowerRest(word);
}

/** A title written in capitals throughout: most of its words (of two letters or more) are all capitals. */
export function isShouting(title: string): boolean {
  const words = title.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 2) return false;
  const loud = words.filter((w) => w === w.toUpperCase() && w !== w.toLowerCase()).length;
  return loud * 2 > words.length;
}
