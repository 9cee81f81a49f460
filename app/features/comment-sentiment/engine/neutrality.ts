// What makes a sentence informational rather than a verdict, and sarcasm with a recognisable
// opening. Half of a YouTube comment section says nothing for or against: questions, specs,
// comparisons, timestamps, tips ("the 128GB model is fine if you use cloud storage", "is it good
// for gaming?"). A mild word in such a sentence is not praise. sentiment.ts weighs those
// sentences down with the cues found here; measured in docs/benchmarks.md on our hand-labelled
// YouTube comments and on the VADER review and editorial sets.
import { Kind, type Token } from "./tokenize";

/**
 * Words that mark talk about facts, specs and comparisons rather than about the video: "same
 * as", "instead", "version", "for anyone wondering", units.
 */
const INFORMATIONAL_WORDS: ReadonlySet<string> = new Set([
  "btw",
  "fyi",
  "anyone",
  "anybody",
  "wondering",
  "instead",
  "same",
  "version",
  "model",
  "compare",
  "compared",
  "vs",
  "versus",
  "difference",
  "specs",
  "gb",
  "tb",
  "hz",
  "fps",
  "mah",
  "inch",
  "mm",
  "kg",
  "lbs",
]);

/** Whether a token makes its sentence read as information: a number, a timestamp, or one of the words above. */
export function isInformationalToken(t: Token): boolean {
  if (t.kind === Kind.Number || t.kind === Kind.Timestamp) return true;
  return t.kind === Kind.Word && INFORMATIONAL_WORDS.has(t.text);
}

/** Praise words that open a sarcastic sentence: "Great, another...", "Oh wonderful, so now...". */
const IRONIC_PRAISE: ReadonlySet<string> = new Set([
  "great",
  "wonderful",
  "fantastic",
  "perfect",
  "lovely",
  "brilliant",
  "awesome",
  "nice",
  "amazing",
  "cool",
  "splendid",
  "terrific",
]);
const BECAUSE: ReadonlySet<string> = new Set(["because", "cause", "cuz"]);

export const Sarcasm = {
  None: 0,
  /** "Great, another battle pass": ironic only when the opening is the sentence's only praise ("Great, another banger" is not). */
  IronicPraise: 1,
  /** "Yeah because that worked so well", "Sure, because...": the praise that follows is ironic. */
  Retort: 2,
} as const;
export type Sarcasm = (typeof Sarcasm)[keyof typeof Sarcasm];

/** The kind of sarcastic opening of the sentence of tokens [start, end), if any. */
export function sarcasticOpening(tokens: Token[], start: number, end: number): Sarcasm {
  let i = start;
  while (i < end && tokens[i]!.kind === Kind.Mention) i++;
  let w = tokens[i]?.text;
  if (w === "oh" || w === "wow" || w === "yeah" || w === "yay") w = tokens[++i]?.text;
  if (i >= end || w === undefined) return Sarcasm.None;
  if (BECAUSE.has(w)) return tokens[i - 1]?.text === "yeah" ? Sarcasm.Retort : Sarcasm.None;
  if (w === "sure" || w === "yeah") {
    const next = tokens[i + 1]?.text === "," ? tokens[i + 2] : tokens[i + 1];
    return next !== undefined && (BECAUSE.has(next.text) || next.text === "right") ? Sarcasm.Retort : Sarcasm.None;
  }
  if (!IRONIC_PRAISE.has(w) || tokens[i + 1]?.text !== ",") return Sarcasm.None;
  const a = tokens[i + 2]?.text;
  const b = tokens[i + 3]?.text;
  const ironic = a === "another" || (a === "so" && b === "now") || (a === "just" && b === "what");
  return ironic ? Sarcasm.IronicPraise : Sarcasm.None;
}
