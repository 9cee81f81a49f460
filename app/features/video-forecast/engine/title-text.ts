// What the pre-publication forecast reads from a title: words (for "videos on similar topics")
// and a few measurable features (for "title features that mattered on this channel"). The
// features are the ones title studies and creator tools test — numbers, questions, brackets,
// capitals, comparisons, first person, length — each a yes/no so its effect is a plain
// "videos with it did X% better or worse than the rest".

const STOPWORDS = new Set(
  (
    "a an the and or but of to in on at for with from by as is are was were be been being it its this that these those " +
    "i me my we our you your he she they them their his her what which who whom how why when where there here " +
    "do does did doing have has had not no yes so if then than too very can will just vs versus into out up down over " +
    "about after before again more most some any all each every only own same other such shorts short video videos new"
  ).split(" "),
);

/** Lowercase words without stopwords, plurals folded ("laptops" → "laptop"), years and bare numbers dropped. */
export function titleTokens(text: string): string[] {
  const words = String(text ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}+#]+/u);
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/^#+/, "");
    if (w.length < 2 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    out.push(fold(w));
  }
  return out;
}

function fold(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -3) + "y";
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is"))
    return w.slice(0, -1);
  return w;
}

export const TITLE_FEATURES = [
  "number",
  "year",
  "question",
  "exclamation",
  "brackets",
  "capsWord",
  "versus",
  "howTo",
  "firstPerson",
  "secondPerson",
  "emoji",
  "long",
  "short",
] as const;
export type TitleFeature = (typeof TITLE_FEATURES)[number];

/** How each feature reads in a sentence: "titles with a number". */
export const TITLE_FEATURE_PHRASES: Record<TitleFeature, string> = {
  number: "a number",
  year: "a year",
  question: "a question",
  exclamation: "an exclamation mark",
  brackets: "brackets",
  capsWord: "a word in capitals",
  versus: "a comparison (vs)",
  howTo: '"How to"',
  firstPerson: "first person (I, my)",
  secondPerson: '"you"',
  emoji: "an emoji",
  long: "more than 60 characters",
  short: "fewer than 30 characters",
};

/** Capitalised acronyms that are names, not shouting. */
const ACRONYMS =
  /\b(?:USB|HDMI|NAS|RAM|SSD|HDD|CPU|GPU|SQL|API|REST|VPN|HTML|JSON|UEFI|BIOS|NASA|NBA|NFL|FIFA|UFC|WWE|ASMR|DIY|IKEA|LEGO)\b/g;

export function titleFeatures(title: string): Record<TitleFeature, 0 | 1> {
  const t = String(title ?? "")
    .replace(/#shorts\b/gi, "")
    .trim();
  const withoutYears = t.replace(/\b(19|20)\d\d\b/g, "");
  const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);
  return {
    number: bit(/\d/.test(withoutYears)),
    year: bit(/\b(19|20)\d\d\b/.test(t)),
    question: bit(t.includes("?")),
    exclamation: bit(t.includes("!")),
    brackets: bit(/[[(]/.test(t)),
    capsWord: bit(/\b[A-Z]{4,}\b/.test(t.replace(ACRONYMS, ""))),
    versus: bit(/\bvs\.?\b|\bversus\b/i.test(t)),
    howTo: bit(/\bhow to\b/i.test(t)),
    firstPerson: bit(/\b(i|i'm|i've|my|me)\b/i.test(t)),
    secondPerson: bit(/\b(you|your|you're)\b/i.test(t)),
    emoji: bit(/\p{Extended_Pictographic}/u.test(t)),
    long: bit(t.length > 60),
    short: bit(t.length > 0 && t.length < 30),
  };
}

/** "#shorts" in the title, or a duration of a minute or less, marks a Short when the flag is unknown. */
export function looksLikeShort(
  title: string,
  durationSeconds: number | null | undefined,
  flag: boolean | null | undefined,
): boolean {
  if (typeof flag === "boolean") return flag;
  if (/#shorts?\b/i.test(String(title ?? ""))) return true;
  return typeof durationSeconds === "number" && durationSeconds > 0 && durationSeconds <= 60;
}

/** Term weights for cosine similarity: tf × idf, idf from the channel's own titles. */
export type TermVector = Map<string, number>;

export function inverseDocumentFrequency(documents: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const doc of documents) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  const n = documents.length;
  const idf = new Map<string, number>();
  for (const [term, count] of df) idf.set(term, Math.log((n + 1) / (count + 0.5)));
  return idf;
}

/**
 * A title's tf-idf vector over the channel's vocabulary, unit length. Words no past title used
 * are left out: they cannot match anything, and counting them in the length would make "Sourdough
 * bread for beginners" look unrelated to ten past sourdough videos because "beginners" is new.
 */
export function termVector(tokens: readonly string[], idf: ReadonlyMap<string, number>): TermVector {
  const v: TermVector = new Map();
  for (const t of tokens) {
    const weight = idf.get(t);
    if (weight !== undefined) v.set(t, (v.get(t) ?? 0) + weight);
  }
  let norm = 0;
  for (const w of v.values()) norm += w * w;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const other = large.get(t);
    if (other !== undefined) dot += w * other;
  }
  return dot;
}
