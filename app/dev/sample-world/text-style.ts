// How people actually type: lowercase, slang, typos, stretched words, shouting, emoji. Applied
// to a share of comments so the same template rarely appears twice in the same form, and so
// sentiment analysis meets the noise it will meet in real comments.
import type { Random } from "./random";

export type Tone = "positive" | "negative" | "neutral";

const SLANG: readonly [RegExp, string][] = [
  [/\byou\b/gi, "u"],
  [/\byour\b/gi, "ur"],
  [/\bplease\b/gi, "pls"],
  [/\bthanks\b/gi, "thx"],
  [/\breally\b/gi, "rly"],
  [/\bthough\b/gi, "tho"],
  [/\bgoing to\b/gi, "gonna"],
  [/\bhonestly\b/gi, "ngl"],
  [/\bbecause\b/gi, "cuz"],
];
const MISSPELLINGS: readonly [RegExp, string][] = [
  [/\bdefinitely\b/g, "definately"],
  [/\breceive\b/g, "recieve"],
  [/\bthe\b/, "teh"],
  [/\bbecause\b/, "becuase"],
  [/\bwould\b/, "woud"],
  [/\bexplanation\b/, "explaination"],
];
const STRETCH: readonly [RegExp, string][] = [
  [/\bso\b/i, "sooo"],
  [/\blove\b/i, "loooove"],
  [/\bgood\b/i, "goood"],
  [/\bnice\b/i, "niiice"],
  [/\bgreat\b/i, "greaaat"],
  [/\bwhy\b/i, "whyyy"],
  [/\bway\b/i, "waaay"],
];
const EMPHASIS = /\b(so|really|best|never|love|way|every|actually)\b/i;
const EMOJI: Record<Tone, readonly string[]> = {
  positive: ["🔥", "😍", "👍", "🙌", "❤️", "💯", "😊", "👏"],
  negative: ["😬", "🙄", "😕", "💀", "😤", "😐"],
  neutral: ["🤔", "😅", "👀", "😂", "🤷"],
};

/** A typo inside one longer plain word: two letters swapped, one dropped or one doubled. */
function typo(text: string, rng: Random): string {
  for (const [pattern, wrong] of MISSPELLINGS) {
    if (pattern.test(text) && rng.chance(0.5)) return text.replace(pattern, wrong);
  }
  const words = text.split(" ");
  const candidates = words.map((w, i) => (/^[a-z]{5,}$/i.test(w) ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return text;
  const i = rng.pick(candidates);
  const w = words[i] as string;
  const at = rng.int(1, w.length - 2);
  const kind = rng.int(0, 2);
  words[i] =
    kind === 0
      ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)
      : kind === 1
        ? w.slice(0, at) + w.slice(at + 1)
        : w.slice(0, at) + w[at] + w.slice(at);
  return words.join(" ");
}

export function stylize(text: string, tone: Tone, rng: Random): string {
  let s = text;
  const hasLink = s.includes("http");
  if (rng.chance(0.1)) for (const [pattern, short] of SLANG) s = s.replace(pattern, short);
  if (rng.chance(0.08)) s = typo(s, rng);
  if (rng.chance(0.07)) {
    const [pattern, long] = rng.pick(STRETCH);
    s = s.replace(pattern, long);
  }
  if (rng.chance(0.2)) {
    // Casual: all lowercase, no full stop.
    s = s.toLowerCase().replace(/\.$/, "");
  } else if (!hasLink && s.length < 70 && rng.chance(tone === "neutral" ? 0.01 : 0.035)) {
    s = s.toUpperCase();
  } else if (rng.chance(0.05)) {
    s = s.replace(EMPHASIS, (w) => w.toUpperCase());
  }
  if (tone === "positive" && rng.chance(0.1)) s = s.replace(/(?<!!)!*$/, rng.pick(["!!", "!!!", "!!!!"]));
  if (rng.chance(tone === "neutral" ? 0.12 : 0.25)) {
    const emoji = rng.pick(EMOJI[tone]);
    s = `${s} ${rng.chance(0.3) ? emoji + emoji : emoji}`;
  }
  return s;
}
