// Fast language identification for short comments. Non-Latin scripts are told apart by their
// Unicode blocks; Latin-script languages by function words and a few telltale letters (ñ, ß, ş).
// Returns an ISO 639-1 code ("en", "es"...), "hi-Latn" for Hindi/Hinglish in Latin letters, or
// "und" when the text is too short to tell (emoji only, "W", "first") — callers treat "und" like
// English: it is scored, and not counted as a foreign-language comment.
import { HINGLISH_ROUTE_WORDS } from "./hinglish-words";
import { LATIN_LETTER_HINTS, LATIN_WORDS } from "./language-data";
import { guessLanguage, installedLanguageModel, type LanguageGuess } from "./language-model";
import { Kind, type Token } from "./tokenize";

export type LanguageCode = string;

let wordLanguages: Map<string, string[]> | null = null;

function languagesOf(word: string): string[] | undefined {
  if (wordLanguages === null) {
    wordLanguages = new Map();
    for (const [lang, list] of Object.entries(LATIN_WORDS)) {
      for (const w of list.split(" ")) {
        const langs = wordLanguages.get(w);
        if (langs === undefined) wordLanguages.set(w, [lang]);
        else if (!langs.includes(lang)) langs.push(lang);
      }
    }
  }
  return wordLanguages.get(word);
}

let hinglishOnly: Set<string> | null = null;

/**
 * How many words of a comment only the Hinglish list has ("hai", "bhai", "nahi"). "me" does not
 * count: the English list lacks it, yet one English post in thirty has it. Hinglish mixes in
 * enough English that a third of it is read as English; with two such words or more, sentiment
 * reads it with the Hindi model (summary.ts) while the comment keeps the language it was read as.
 * No English training post of TweetEval or the VADER sets read as English has two.
 */
export function hinglishWordCount(tokens: readonly Token[]): number {
  if (hinglishOnly === null) {
    const others = new Set(
      Object.entries(LATIN_WORDS)
        .filter(([l]) => l !== "hi-Latn")
        .flatMap(([, list]) => list.split(" ")),
    );
    others.add("me");
    hinglishOnly = new Set((LATIN_WORDS["hi-Latn"] ?? "").split(" ").filter((w) => !others.has(w)));
  }
  let n = 0;
  for (const t of tokens) if (t.kind === Kind.Word && hinglishOnly.has(t.text)) n++;
  return n;
}

/** Hinglish-only words from which a comment read as English is scored by the Hindi model. */
export const HINGLISH_SENTIMENT_WORDS = 2;

let routeWords: Set<string> | null = null;

/**
 * How many words of a comment are on the learned Hinglish list (hinglish-words.ts: frequent in
 * the Hinglish training sets, absent from every English training post). One is enough to read a
 * comment read as English with the Hindi model: most Hinglish is read as English.
 */
export function hinglishRouteWordCount(tokens: readonly Token[]): number {
  routeWords ??= new Set(HINGLISH_ROUTE_WORDS.split(" "));
  let n = 0;
  for (const t of tokens) if (t.kind === Kind.Word && routeWords.has(t.text)) n++;
  return n;
}

/** Whether a comment read as English or undetermined is scored by the Hindi model. */
export function readsAsHinglish(tokens: readonly Token[]): boolean {
  return hinglishRouteWordCount(tokens) >= 1 || hinglishWordCount(tokens) >= HINGLISH_SENTIMENT_WORDS;
}

/** Unicode blocks of scripts that identify a language (or a family we report as its main one). */
function scriptOf(cp: number): string | null {
  if (cp < 0x370) return null;
  if (cp <= 0x3ff) return "el";
  if (cp <= 0x4ff) return "ru"; // Cyrillic; Ukrainian is refined below
  if (cp >= 0x530 && cp <= 0x58f) return "hy";
  if (cp >= 0x590 && cp <= 0x5ff) return "he";
  if (cp >= 0x600 && cp <= 0x6ff) return "ar"; // Urdu and Persian refined below
  if (cp >= 0x900 && cp <= 0x97f) return "hi";
  if (cp >= 0x980 && cp <= 0x9ff) return "bn";
  if (cp >= 0xa00 && cp <= 0xa7f) return "pa";
  if (cp >= 0xa80 && cp <= 0xaff) return "gu";
  if (cp >= 0xb80 && cp <= 0xbff) return "ta";
  if (cp >= 0xc00 && cp <= 0xc7f) return "te";
  if (cp >= 0xc80 && cp <= 0xcff) return "kn";
  if (cp >= 0xd00 && cp <= 0xd7f) return "ml";
  if (cp >= 0xe00 && cp <= 0xe7f) return "th";
  if (cp >= 0x10a0 && cp <= 0x10ff) return "ka";
  if (cp >= 0x1ea0 && cp <= 0x1ef9) return "vi"; // Latin with Vietnamese tone marks
  if (cp >= 0x3040 && cp <= 0x30ff) return "ja"; // kana
  if (cp >= 0x4e00 && cp <= 0x9fff) return "zh"; // Han; Japanese if kana also appear
  if (cp >= 0xac00 && cp <= 0xd7af) return "ko";
  return null;
}

const URDU = new Set([0x6d2, 0x679, 0x688, 0x691, 0x6ba, 0x6be, 0x6c1]);
const PERSIAN = new Set([0x67e, 0x686, 0x698, 0x6af, 0x6cc]);
const UKRAINIAN = new Set([0x456, 0x457, 0x454, 0x491]);
const VIETNAMESE_LATIN = new Set([0x1b0, 0x1a1, 0x111, 0x103]);

function isLatinLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/** Counts letters per script and picks a script language when it dominates the text. */
function scriptLanguage(text: string): { lang: string | null; latin: number; letters: number; hint: string | null } {
  const counts = new Map<string, number>();
  let latin = 0;
  let letters = 0;
  let urdu = 0;
  let persian = 0;
  let ukrainian = 0;
  let kana = 0;
  let viet = 0;
  let hint: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (isLatinLetter(c)) {
        latin++;
        letters++;
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) continue; // emoji and other astral symbols
    if (isLatinLetter(c)) {
      latin++;
      letters++;
      if (VIETNAMESE_LATIN.has(c)) viet++;
      const h = LATIN_LETTER_HINTS[String.fromCharCode(c).toLowerCase()];
      if (h !== undefined) hint = h;
      continue;
    }
    if (c === 0xbf || c === 0xa1) hint = "es";
    const s = scriptOf(c);
    if (s === null) continue;
    if (s === "vi") {
      viet++;
      latin++;
      letters++;
      continue;
    }
    letters++;
    if (URDU.has(c)) urdu++;
    if (PERSIAN.has(c)) persian++;
    if (UKRAINIAN.has(c)) ukrainian++;
    if (s === "ja") kana++;
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  if (viet >= 2 && viet * 8 >= latin) return { lang: "vi", latin, letters, hint };
  let best: string | null = null;
  let bestCount = 0;
  for (const [s, n] of counts) {
    if (n > bestCount) {
      best = s;
      bestCount = n;
    }
  }
  if (best === null || bestCount < latin) return { lang: null, latin, letters, hint };
  if (best === "ar") best = urdu > 0 ? "ur" : persian > 0 ? "fa" : "ar";
  else if (best === "ru" && ukrainian > 0) best = "uk";
  else if (best === "zh" && kana > 0) best = "ja";
  return { lang: best, latin, letters, hint };
}

/**
 * Language of a comment from its tokens (see tokenize) and text. Mentions, links, hashtags and
 * emoji are ignored, so "@maria_lopez great video" is English. Latin-script text the word lists
 * place in English, Spanish, Portuguese, French, German or Italian, or in none, is then read by
 * the language model (language-model.ts) when one is installed: its answer wins when it is sure
 * enough (combineLanguage).
 */
export function detectLanguage(text: string, tokens: Token[]): LanguageCode {
  const byWords = detectLanguageByWords(text, tokens);
  const model = installedLanguageModel();
  if (model === null) return byWords;
  // Hinglish is written without accents: "Me encantó el video" shares "me" with it, not "ó".
  const accentedHinglish = byWords === "hi-Latn" && ACCENTED.test(text);
  if (!(byWords === "und" || accentedHinglish || model.languages.includes(byWords))) return byWords;
  const guess = guessLanguage(model, tokens);
  // The lists' answer is known wrong there: the grams' best guess, however slight, is better.
  if (accentedHinglish) return guess === null ? "und" : guess.language;
  return combineLanguage(byWords, guess, model.margin, model.languages);
}

/**
 * The model's guess against the lists' answer. Undetermined text takes the guess from two words
 * on, when the guess is not a toss-up (UNDETERMINED_MARGIN). An English answer yields only to a
 * sure guess (`margin`) over three words or more: short English comments ("lol", "W video")
 * are where letter grams know least. Another of the model's languages yields to a sure guess
 * ("Super Video, danke!" stays German unless the grams say otherwise with that margin).
 */
export function combineLanguage(
  byWords: LanguageCode,
  guess: LanguageGuess | null,
  margin: number,
  languages: readonly string[] = MODEL_LANGUAGES,
): LanguageCode {
  if (guess === null) return byWords;
  if (byWords === "und") return guess.words >= 2 && guess.margin >= UNDETERMINED_MARGIN ? guess.language : byWords;
  if (byWords === "en")
    return guess.language !== "en" && guess.words >= 3 && guess.margin >= margin ? guess.language : byWords;
  return languages.includes(byWords) && guess.margin >= margin ? guess.language : byWords;
}

/** The margin a guess needs to place text the lists could not (see combineLanguage). */
const UNDETERMINED_MARGIN = 0.1;
const MODEL_LANGUAGES = ["en", "es", "pt", "fr", "de", "it"];
/** Latin letters with accents (à to ÿ, œ): none of them is Hinglish. */
const ACCENTED = /[\u00e0-\u00fc\u0153]/i;

/** The word lists' and scripts' answer alone (what detectLanguage says without a language model). */
export function detectLanguageByWords(text: string, tokens: Token[]): LanguageCode {
  const script = scriptLanguage(text);
  if (script.lang !== null) return script.lang;
  if (script.latin === 0) return "und";
  const scores = new Map<string, number>();
  let words = 0;
  let known = 0;
  for (const t of tokens) {
    if (t.kind !== Kind.Word) continue;
    words++;
    const langs = languagesOf(t.text);
    if (langs !== undefined) {
      known++;
      // A word only one language uses ("danke", "bhai") says more than a shared one ("de").
      const weight = langs.length === 1 && langs[0] !== "en" ? 1.5 : 1;
      for (const l of langs) scores.set(l, (scores.get(l) ?? 0) + weight);
    } else if (t.info !== undefined && t.info.valence !== undefined && t.text.length > 2) {
      // A word of the English sentiment lexicon ("awesome", "echoey") is weaker English
      // evidence: the lexicon holds loanwords too ("super").
      scores.set("en", (scores.get("en") ?? 0) + 0.5);
      known++;
    }
  }
  if (script.hint !== null) scores.set(script.hint, (scores.get(script.hint) ?? 0) + 2);
  const en = scores.get("en") ?? 0;
  let best = "en";
  let bestScore = en;
  for (const [l, s] of scores) {
    if (l !== "en" && s > bestScore) {
      best = l;
      bestScore = s;
    }
  }
  // One foreign word is not enough unless nothing else in the text is recognisably English.
  if (
    best !== "en" &&
    (bestScore >= 2 || (bestScore >= 1.5 && bestScore - en >= 1) || (en === 0 && words <= 2 && bestScore >= 1))
  )
    return best;
  if (en > 0 || words >= 3) return "en";
  return known > 0 ? "en" : "und";
}
