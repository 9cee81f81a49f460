// The text the spam rules and the spam model read: lower case, invisible characters dropped,
// stretched letters cut to two ("pleeease" -> "pleease") and the words spammers misspell most
// put back in one spelling ("suscribe", "subscibe", "chanel", "vidios", "plz"), so one rule or
// one weight covers every spelling. Punctuation and spacing are kept for the rules.
import { plainLetters } from "./styled-letters";

/** Spellings seen in the wild, mapped to the word they stand for. */
const VARIANTS: Readonly<Record<string, string>> = {
  plz: "please",
  pls: "please",
  plez: "please",
  pliz: "please",
  plizz: "please",
  plis: "please",
  pleas: "please",
  plese: "please",
  pleese: "please",
  pleasee: "please",
  pleease: "please",
  plss: "please",
  plzz: "please",
  pleez: "please",
  pleaze: "please",
  chanel: "channel",
  chanell: "channel",
  channle: "channel",
  chanal: "channel",
  channal: "channel",
  chhanel: "channel",
  chennel: "channel",
  cahnnel: "channel",
  chnnel: "channel",
  chanels: "channels",
  channles: "channels",
  vid: "video",
  vids: "videos",
  vidz: "videos",
  vidio: "video",
  vidios: "videos",
  vedio: "video",
  vedios: "videos",
  viedo: "video",
  viedos: "videos",
  videoes: "videos",
  chek: "check",
  chk: "check",
  chec: "check",
  cheak: "check",
  chck: "check",
  checkout: "check out",
  chacking: "checking",
  cheking: "checking",
  youtub: "youtube",
  yotube: "youtube",
  youtbe: "youtube",
  mah: "my",
  sub4sub: "sub4sub",
  subs4subs: "sub4sub",
  s4s: "sub4sub",
};

/** The subscribe family: a word starting "su" within two edits of one of these is taken for it. */
const SUBSCRIBE = ["subscribe", "subscribes", "subscribed", "subscriber", "subscribers", "subscribing", "subscription"];

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

const KNOWN = new Set([...SUBSCRIBE, ...Object.keys(VARIANTS), ...Object.values(VARIANTS)]);

/** One word in its usual spelling. */
export function canonicalWord(word: string): string {
  const known = VARIANTS[word];
  if (known !== undefined) return known;
  // A stretched last letter, already cut to two: "subscribee", "channell".
  if (word.length > 3 && word[word.length - 1] === word[word.length - 2] && KNOWN.has(word.slice(0, -1)))
    return canonicalWord(word.slice(0, -1));
  if (word.length >= 6 && word.length <= 13 && word.startsWith("su") && !SUBSCRIBE.includes(word)) {
    let best = "";
    let bestD = 3;
    let tie = false;
    for (const target of SUBSCRIBE) {
      const d = distance(word, target, 2);
      if (d < bestD) {
        best = target;
        bestD = d;
        tie = false;
      } else if (d === bestD) tie = true;
    }
    // Short words need a closer match: "subset" must not become "subscribe".
    if (best !== "" && !tie && (bestD === 1 || word.length >= 8)) return best;
  }
  return word;
}

/** Chunks that hold a link, an address or a handle: kept as written (lower case only). */
const LINKISH = /https?:\/\/|www\.|[a-z0-9]\.[a-z]{2,}|[a-z0-9]@[a-z0-9]|watch\?v=/;

/** Stretched letters cut to two, then each word in its usual spelling. */
function fold(s: string): string {
  return s.replace(/([a-z])\1{2,}/g, "$1$1").replace(/[a-z][a-z0-9]*/g, (w) => canonicalWord(w));
}

/**
 * Letters that stand in for Latin ones to get past filters: small capitals ("ᴛᴇʟᴇɢʀᴀᴍ", which
 * NFKC leaves alone; styled-letters.ts) always; Cyrillic and Greek look-alikes only inside a word
 * that also holds Latin letters ("tеlеgrаm" with Cyrillic е and а), so Russian or Greek text stays
 * as written.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};
const HAS_LOOK_ALIKE = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f\u0261]/;
const MIXED_WORD = /[\p{L}\p{M}]+/gu;

/**
 * Text written in look-alike letters brought back to plain Latin: NFKC folds fullwidth ("ｔ．ｍｅ"),
 * mathematical ("𝐓𝐞𝐥𝐞𝐠𝐫𝐚𝐦"), circled ("ⓣⓔⓛⓔ") and ligature forms; small capitals and
 * look-alikes mixed into Latin words are mapped by hand. Plain ASCII text is returned as it is.
 */
export function foldLookAlikes(text: string): string {
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  // NFKC first (the whole text), then what it leaves: small capitals, strike-through marks.
  const out = plainLetters(text.normalize("NFKC"));
  if (!HAS_LOOK_ALIKE.test(out)) return out;
  return out.replace(MIXED_WORD, (word) => {
    if (!/[a-zA-Z]/.test(word) || !HAS_LOOK_ALIKE.test(word)) return word;
    let folded = "";
    for (const ch of word) {
      const lower = ch.toLowerCase();
      const mapped = LOOK_ALIKES[lower];
      folded += mapped === undefined ? ch : lower === ch ? mapped : mapped.toUpperCase();
    }
    return folded;
  });
}

/** Top-level domains a link broken up to get past filters ends in ("site dot com", "t . me/x"). */
const OBFUSCATED_TLD =
  "(?:com|net|org|info|biz|io|co|me|ly|tv|gg|xyz|site|online|link|club|shop|store|app|live|top|ru|to)";
/** "name (dot) com", "name[.]net", "name dot com": the dot spelled out or bracketed. */
const SPELLED_DOT = new RegExp(
  `\\b([a-z0-9-]{1,40})(\\s*[([{<]\\s*(?:\\.|dot)\\s*[)\\]}>]\\s*|\\s+dot\\s+)(${OBFUSCATED_TLD})\\b`,
  "g",
);
/** Words before a spoken " dot com" that make it a phrase, not an address ("the dot com bubble"). */
const NOT_A_NAME = /^(?:the|a|an|this|that|old|early|first|big|of|and|or|to|in|at|on|my|your|whole)$/;
/** "t . me/name", "wa . me / 123", "bit . ly/x": hosts spam uses, spaced out around the dot. */
const SPACED_HOST =
  /\b(t|wa|bit|cutt|tiny|rb|is|v|s|shorturl|linktr|telegram|chat\.whatsapp)\s*\.\s*(me|ly|cc|gy|gd|id|at|ee|com)\s*\/\s*(?=[a-z0-9+@])/g;

/** Links written so a filter does not see them, put back together: "t . me / x" -> "t.me/x". */
export function joinBrokenLinks(text: string): string {
  if (!text.includes("dot") && !/[([{<]\s*\.|\s\.\s*[a-z]|\.\s+[a-z]/.test(text)) return text;
  return text
    .replace(SPELLED_DOT, (m, name: string, dot: string, tld: string) =>
      dot.includes("dot") && !/[([{<]/.test(dot) && NOT_A_NAME.test(name) ? m : `${name}.${tld}`,
    )
    .replace(SPACED_HOST, (_m, host: string, tld: string) => `${host}.${tld}/`);
}

/** Lower-cased comment text with spelling variants folded (see the file comment). */
export function spamText(text: string): string {
  const lower = joinBrokenLinks(
    foldLookAlikes(text)
      .toLowerCase()
      .replace(/[\u0000\ufeff\u200b-\u200d\u2060\u00ad]/g, "")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"'),
  );
  // Most comments hold no link: fold the whole text at once (folding never crosses a space).
  if (!LINKISH.test(lower)) return fold(lower).replace(/\s+/g, " ").trim();
  const out: string[] = [];
  for (const chunk of lower.split(/\s+/)) {
    if (chunk === "") continue;
    out.push(LINKISH.test(chunk) ? chunk : fold(chunk));
  }
  return out.join(" ");
}
