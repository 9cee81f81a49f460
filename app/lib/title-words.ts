// Turning titles, tags and descriptions into topic terms.
//
// Real search results are messy: emoji, fancy Unicode fonts ("𝗕𝗘𝗦𝗧"), HTML-decoded punctuation,
// Japanese titles without spaces, descriptions that are 90% links and sponsor reads. Each step
// here exists for one of those:
//   - NFKC folds styled letters and full-width forms to plain ones, so "𝗡𝗔𝗦" matches "NAS";
//   - apostrophes are dropped inside words ("you're" -> "youre", a stopword) instead of splitting;
//   - Han/Hiragana/Katakana runs become overlapping character pairs, the usual way to index
//     unspaced scripts, so two Japanese titles about the same thing still share terms;
//   - numbers alone (years, "10 things") are dropped, letters+digits ("4k", "m3", "ps5") kept;
//   - plurals are folded ("keyboards" -> "keyboard") so a title and a tag agree.
import { STOPWORDS } from "./stopwords";

/** YouTube titles are at most 100 characters; one from elsewhere may be anything, and is read no further. */
export const TITLE_READ = 300;

export type Token = {
  /** Normalised term: lower case, singular. */
  term: string;
  /** The word as written, for display ("NAS", "TypeScript"). */
  surface: string;
};

/** A field's tokens in order; null marks a gap (a stopword or punctuation stood there). */
export type TokenRun = (Token | null)[];

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
// A link, an email address or a bare domain, from where it starts in its word to the word's end.
// Each form is tried once per word, from the word's start (the lookbehinds), and walks it once:
// "\S+@\S+\.\S+" and "\b\S+\.com" retried from every character and every dot, so one long word of
// "a@a.a.a…" took quadratic time or worse. The domain form keeps the punctuation before the word's
// first letter ("(example.com" → "( "): URLS' replacement puts that back.
const URL_SOURCE = String.raw`(?:https?:\/\/|www\.)\S+|(?<!\S)\S[^\s@]*@\S[^\s.]*\.\S+|(?<!\S)([^\s\w]*)\w\S*?\.(?:com|net|org|io|ly|co|gg|tv|me|app|dev|example)\b\S*`;
/** Non-global for .test() (a global regex keeps lastIndex between calls). */
const HAS_URL = new RegExp(URL_SOURCE, "iu");
const URLS = new RegExp(URL_SOURCE, "giu");
const DIGITS_ONLY = /^\p{N}+$/u;
const HAS_LETTER = /\p{L}/u;

/** Words where stripping a final "s" would break them. */
const KEEP_S = new Set([
  "news",
  "series",
  "species",
  "analysis",
  "basis",
  "bus",
  "gas",
  "lens",
  "bias",
  "canvas",
  "chaos",
  "christmas",
  "class",
  "glass",
  "grass",
  "mass",
  "pass",
  "boss",
  "loss",
  "cross",
  "dress",
  "process",
  "access",
  "success",
  "business",
  "fitness",
  "wellness",
  "mindfulness",
  "kubernetes",
  "pros",
  "ios",
  "macos",
  "windows",
  "xbox",
  "plus",
  "status",
  "campus",
  "focus",
  "bonus",
  "virus",
  "corpus",
  "atlas",
  "yes",
  "this",
  "has",
  "was",
  "its",
  "is",
  "us",
  "physics",
  "maths",
  "mathematics",
  "economics",
  "politics",
  "electronics",
  "graphics",
  "gymnastics",
  "aerobics",
  "athletics",
  "abs",
  "jeans",
  "pants",
  "shorts",
  "glasses",
  "headphones",
  "earbuds",
  "airpods",
  "sales",
  "settings",
]);

/** Folds a plural to its singular with a few safe rules; unknown cases are left alone. */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP_S.has(word) || !word.endsWith("s")) return word;
  if (word.endsWith("ies") && word.length > 4) return word.slice(0, -3) + "y";
  if (/(?:ches|shes|sses|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is|ous)$/.test(word)) return word;
  return word.slice(0, -1);
}

/** Lower case, NFKC, apostrophes removed. */
function normalise(text: string): string {
  return text.normalize("NFKC").replace(/['’ʼ`´]/g, "");
}

function isStopword(lower: string, term: string): boolean {
  return STOPWORDS.has(lower) || STOPWORDS.has(term);
}

/** Character pairs of an unspaced-script run ("東京旅行" -> 東京, 京旅, 旅行). */
function cjkPairs(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return [];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * Tokens of one piece of text in order, with null where a stopword, number or punctuation
 * broke the sequence (so "home server" is adjacent but "home and server" is not).
 */
export function tokenize(text: string): TokenRun {
  const run: TokenRun = [];
  const clean = normalise(text);
  let last = 0;
  for (const match of clean.matchAll(WORD)) {
    const surface = match[0];
    const index = match.index ?? 0;
    // Anything other than a single space or hyphen between two words breaks adjacency.
    const between = clean.slice(last, index);
    if (run.length > 0 && !/^[\s-]?$/u.test(between.replace(/\s+/g, " "))) run.push(null);
    last = index + surface.length;

    const lower = surface.toLowerCase();
    if (UNSPACED_SCRIPT.test(lower)) {
      for (const pair of cjkPairs(lower)) run.push({ term: pair, surface: pair });
      continue;
    }
    if (DIGITS_ONLY.test(lower) || !HAS_LETTER.test(lower)) {
      run.push(null);
      continue;
    }
    const term = singular(lower);
    if ([...term].length < 2 || isStopword(lower, term)) {
      run.push(null);
      continue;
    }
    run.push({ term, surface });
  }
  return run;
}

/** Unigram terms of a run. */
export function unigrams(run: TokenRun): Token[] {
  return run.filter((token): token is Token => token !== null);
}

/** Adjacent pairs ("home server"), the phrases that name topics better than single words. */
export function bigrams(run: TokenRun): Token[] {
  const out: Token[] = [];
  for (let i = 0; i + 1 < run.length; i++) {
    const a = run[i];
    const b = run[i + 1];
    if (!a || !b || a.term === b.term) continue;
    // Pairs inside an unspaced script are already pairs of characters.
    if (UNSPACED_SCRIPT.test(a.term) || UNSPACED_SCRIPT.test(b.term)) continue;
    out.push({ term: `${a.term} ${b.term}`, surface: `${a.surface} ${b.surface}` });
  }
  return out;
}

/**
 * A line of nothing but hashtags ("#nas #homelab"; "#a#b" is one). Each hashtag is separated from
 * the next by whitespace, so no character can go to two places: /^\s*(?:#\S+\s*)+$/u said the
 * same but backtracked exponentially on "#a#a#a…".
 */
const HASHTAG_WALL = /^\s*#\S+(?:\s+#\S+)*\s*$/u;

/**
 * The part of a description that describes the video: links, sponsor lines and hashtag walls
 * come after the first paragraphs on nearly every channel and would cluster videos by channel
 * boilerplate instead of by topic. Lines holding a link are dropped; at most 400 characters kept.
 */
export function descriptionLead(description: string): string {
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .filter((line) => !HAS_URL.test(line) && !HASHTAG_WALL.test(line))
        .join(" "),
    )
    .map((p) => p.replace(URLS, (_url, lead: string | undefined) => `${lead ?? ""} `).trim())
    .filter((p) => p.length > 0);
  return paragraphs.slice(0, 2).join("\n\n").slice(0, 400);
}

/**
 * Names their makers write with inner capitals: a title shouted in capitals, or a tag in lower case,
 * loses the spelling, and "Iphone" or "Youtubers" reads as a typo.
 */
const MAKERS_SPELLINGS: ReadonlyMap<string, string> = new Map(
  (
    "iPhone iPhones iPad iPads iPod iMac iOS iPadOS macOS MacBook AirPods AirTag YouTube YouTuber YouTubers " +
    "TikTok TikToker TikTokers PlayStation eBay PayPal LinkedIn WhatsApp GoPro DJI PewDiePie McDonald's"
  )
    .split(" ")
    .map((spelling) => [spelling.toLowerCase(), spelling]),
);

/** Short words without a vowel that are written as words, not letters ("Mr", "St", "vs", "hmm"). */
const VOWELLESS_WORDS: ReadonlySet<string> = new Set(
  "mr mrs ms dr st jr sr ft vs pt hr hrs nd rd th nth hmm hm mm shh sh brr grr pfft psst tsk".split(" "),
);

/**
 * A name's spelling by its maker ("iphone", "IPHONE" → "iPhone"), or an abbreviation's: a word of
 * two to four letters none of them a vowel is read letter by letter ("fc", "bbc", "tv" → "FC",
 * "BBC", "TV"), as tags write it in lower case. Undefined for any other word.
 */
export function makersSpelling(word: string): string | undefined {
  const lower = word.toLowerCase();
  const made = MAKERS_SPELLINGS.get(lower);
  if (made) return made;
  if (/^[b-df-hj-np-tv-xz]{2,4}$/u.test(lower) && !VOWELLESS_WORDS.has(lower)) return lower.toUpperCase();
  return undefined;
}

/** Display form of a term from the surfaces seen: keeps "NAS", "TypeScript", "iPhone"; title-cases the rest. */
export function displayTerm(term: string, surfaces: ReadonlyMap<string, number> | undefined): string {
  // Titles write "AI" and "NAS"; tags write "ai" and "nas". Any capitalised form beats lower case.
  let best: string | null = null;
  let bestKey: [number, number] = [-1, 0];
  for (const [surface, count] of surfaces ?? []) {
    const key: [number, number] = [surface === surface.toLowerCase() ? 0 : 1, count];
    const better =
      key[0] !== bestKey[0]
        ? key[0] > bestKey[0]
        : key[1] !== bestKey[1]
          ? key[1] > bestKey[1]
          : best !== null && surface < best;
    if (better) {
      best = surface;
      bestKey = key;
    }
  }
  return term
    .split(" ")
    .map((word, i) => {
      const seen = best?.split(" ")[i];
      if (seen && keepsCase(seen)) return seen;
      return makersSpelling(word) ?? titleCaseWord(word);
    })
    .join(" ");
}

/** Mixed case ("TypeScript", "iPhone") and short acronyms ("NAS", "AI") are kept as written. */
export function keepsCase(word: string): boolean {
  const letters = [...word].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return false;
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  if (upper === letters.length) return letters.length <= 4; // "NAS" yes, "INSANE" no
  return upper > 0 && !(upper === 1 && letters[0] !== letters[0]!.toLowerCase()); // not plain "Title"
}

function titleCaseWord(word: string): string {
  const [first = "", ...rest] = [...word];
  return first.toUpperCase() + rest.join("");
}
