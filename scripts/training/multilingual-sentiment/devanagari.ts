// Hindi in Devanagari written the way Hinglish writes it in Latin letters ("बहुत अच्छा" →
// "bahut achchha", "नहीं" → "nahin", "करना" → "karna"), so a model that learned Hindi from
// romanised posts (nearly all the labelled Hindi whose licence lets weights ship) can read
// Devanagari too: the words and letter grams meet the ones it saw. Not a standard
// transliteration: long and short vowels fold together (Hinglish rarely tells them apart), the
// nukta is dropped but for the letters Hinglish spells otherwise (फ़ f, ज़ z, क़ q, ड़ r), and the
// inherent "a" is dropped at a word's end and where Hindi speech drops it (between a vowelled
// consonant and a consonant with a vowel: क-र-ना → "karna").
// Guarantee: pure; a word without Devanagari letters comes back as it is.
import { Kind, type Token } from "../../../app/features/comment-sentiment/engine/tokenize";

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  क़: "q",
  ख़: "kh",
  ग़: "g",
  ज़: "z",
  ड़: "r",
  ढ़: "rh",
  फ़: "f",
  य़: "y",
  ऱ: "r",
  ऩ: "n",
};
/** Consonants written with a nukta as one code point followed by U+093C. */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f" };
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const MATRAS: Record<string, string> = {
  "\u093e": "a",
  "\u093f": "i",
  "\u0940": "i",
  "\u0941": "u",
  "\u0942": "u",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094b": "o",
  "\u094c": "au",
  "\u0949": "o",
  "\u0945": "e",
};
const VIRAMA = "\u094d";
const DEVANAGARI = /[\u0900-\u097f]/;

type Unit = { c: string; v: string | null; inherent: boolean };

/** A word in Devanagari, romanised as Hinglish writes it (see the file's head); other letters kept. */
export function romaniseDevanagari(word: string): string {
  if (!DEVANAGARI.test(word)) return word;
  const units: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    let c = CONSONANTS[ch];
    if (c !== undefined) {
      if (chars[i + 1] === "\u093c") {
        c = NUKTA[ch] ?? c;
        i++;
      }
      const next = chars[i + 1];
      if (next !== undefined && MATRAS[next] !== undefined) {
        units.push({ c, v: MATRAS[next] as string, inherent: false });
        i++;
      } else if (next === VIRAMA) {
        units.push({ c, v: null, inherent: false });
        i++;
      } else units.push({ c, v: "a", inherent: true });
      continue;
    }
    const v = VOWELS[ch];
    if (v !== undefined) {
      units.push({ c: "", v, inherent: false });
      continue;
    }
    if (ch === "\u0902" || ch === "\u0901") {
      // Anusvara and chandrabindu: a nasal after the vowel ("हैं" → "hain", "नहीं" → "nahin").
      units.push({ c: "n", v: null, inherent: false });
      continue;
    }
    if (ch === "\u0903") continue; // visarga
    if (ch === "\u093c" || ch === "\u0964" || ch === "\u0965") continue; // stray nukta, dandas
    units.push({ c: ch, v: null, inherent: false });
  }
  // The inherent "a" is not said at the end of a word (but a one-letter word keeps it) ...
  const last = units.length - 1;
  if (last > 0 && units[last]!.inherent) units[last]!.v = null;
  // ... nor between a consonant with a vowel and a consonant with a vowel (VC_CV).
  for (let i = 1; i < units.length - 1; i++) {
    const u = units[i]!;
    const before = units[i - 1]!;
    const after = units[i + 1]!;
    if (u.inherent && u.v !== null && before.v !== null && after.c !== "" && after.v !== null) u.v = null;
  }
  return units.map((u) => u.c + (u.v ?? "")).join("");
}

/** Words in Devanagari romanised as Hinglish writes them; other tokens as they are. */
export function romaniseTokens(tokens: readonly Token[]): Token[] {
  return tokens.map((t) => {
    if (t.kind !== Kind.Word && t.kind !== Kind.Hashtag) return t;
    const text = romaniseDevanagari(t.text);
    return text === t.text ? t : { ...t, text };
  });
}
