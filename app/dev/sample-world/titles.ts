// Titles and descriptions built from templates, the way a real tech channel writes them:
// numbers, brackets, questions, "vs", how-tos, the odd ALL-CAPS hook. The features a title has
// feed its click-through rate (see titleCtrMultiplier), so title analysis has something to find.
import type { Random } from "./random";
import type { Topic } from "./topics";

/** Replace each {slot} with resolve(slot); unknown slots are left as they are. */
export function fillSlots(template: string, resolve: (slot: string) => string | undefined): string {
  return template.replace(/\{(\w+)\}/g, (whole, slot: string) => resolve(slot) ?? whole);
}

function titleCase(phrase: string): string {
  return phrase.replace(/(^|\s)([a-z])/g, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

function withArticle(phrase: string): string {
  return (/^[AEIOU]/i.test(phrase) ? "an " : "a ") + phrase;
}

const SHARED_TEMPLATES = [
  "How to {task}",
  "How to {task} (Step by Step)",
  "{n} {Items} Worth Buying in {year}",
  "Is {product} Worth It in {year}?",
  "Why I Switched to {product}",
  "{product}: Honest Review",
  "{n} {Item} Mistakes to Avoid",
  "The {Item} Nobody Talks About",
  "I Was Wrong About {Items}",
  "{product} — 6 Months Later",
];

const SHORT_TEMPLATES = [
  "This {item} trick is wild 🤯 #shorts",
  "{product} in 30 seconds #shorts",
  "Rating {items} from 1 to 10 #shorts",
  "The {item} mistake everyone makes #shorts",
  "Cheap vs expensive {item} #shorts",
  "POV: your {item} finally works #shorts",
  "You're using your {item} wrong #shorts",
  "{product} first impressions #shorts",
  "Would you buy this {item}? #shorts",
];

const NUMBERS = ["3", "5", "5", "7", "7", "10", "10", "12", "15"];
const PRICES = ["50", "100", "100", "200", "300", "500", "700", "1000"];

/** The topic's products a title names, so its description and comments can talk about them. */
export function mentionedProducts(topic: Topic, title: string): string[] {
  return topic.products.filter((p) => title.includes(p));
}

/**
 * Slot values for one title or comment about `topic`, drawn fresh for each call. With `focus`
 * (products the video is about), {product} is one of them with probability `focusOdds`.
 */
export function topicSlots(
  topic: Topic,
  rng: Random,
  year: number,
  focus: readonly string[] = [],
  focusOdds = 0,
): (slot: string) => string | undefined {
  const [singular, plural] = rng.pick(topic.items);
  let [product, productB] = rng.sample(topic.products, 2) as [string, string];
  if (focus.length > 0 && rng.chance(focusOdds)) {
    product = rng.pick(focus);
    productB =
      focus.find((p) => p !== product) ??
      (product === productB ? (topic.products.find((p) => p !== product) as string) : productB);
  }
  return (slot) => {
    switch (slot) {
      case "item":
        return singular;
      case "items":
        return plural;
      case "Item":
        return titleCase(singular);
      case "Items":
        return titleCase(plural);
      case "aItem":
        return withArticle(titleCase(singular));
      case "product":
        return product;
      case "productB":
        return productB;
      case "task":
        return rng.pick(topic.tasks);
      case "n":
        return rng.pick(NUMBERS);
      case "price":
        return rng.pick(PRICES);
      case "year":
        return String(year);
      default:
        return undefined;
    }
  };
}

export function longFormTitle(topic: Topic, rng: Random, year: number): string {
  // Two in three titles use the topic's own patterns; the rest the channel's house patterns.
  const template = rng.chance(0.65) ? rng.pick(topic.templates) : rng.pick(SHARED_TEMPLATES);
  return fillSlots(template, topicSlots(topic, rng, year));
}

export function shortTitle(topic: Topic, rng: Random, year: number): string {
  return fillSlots(rng.pick(SHORT_TEMPLATES), topicSlots(topic, rng, year));
}

export type TitleFeatures = {
  number: boolean;
  brackets: boolean;
  question: boolean;
  versus: boolean;
  howTo: boolean;
  /** A fully capitalised word of 4+ letters used as a hook ("STOP", "SHOCKING"). */
  capsHook: boolean;
  year: boolean;
  length: number;
};

export function titleFeatures(title: string): TitleFeatures {
  return {
    number: /\b\d+\b/.test(title.replace(/\b20\d\d\b/g, "")),
    brackets: /[[(]/.test(title),
    question: title.includes("?"),
    versus: /\bvs\b/i.test(title),
    howTo: /^how to\b/i.test(title),
    capsHook: /\b(?!USB|NAS|RAM|SQL|API|REST|VPN)[A-Z]{4,}\b/.test(title),
    year: /\b20\d\d\b/.test(title),
    length: title.length,
  };
}

/**
 * How a title's features move click-through, relative to a plain title. Modest, overlapping
 * effects (a few percent to ~15%), so they show up across a hundred videos, not in any one.
 */
export function titleCtrMultiplier(f: TitleFeatures): number {
  let m = 1;
  if (f.number) m *= 1.08;
  if (f.brackets) m *= 1.07;
  if (f.question) m *= 1.03;
  if (f.versus) m *= 1.12;
  if (f.howTo) m *= 0.96;
  if (f.capsHook) m *= 1.15;
  if (f.year) m *= 1.05;
  if (f.length > 60) m *= 0.9;
  return m;
}

/** "m:ss" (or "h:mm:ss"), the way chapters and viewers write timestamps. */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** "0:00 Intro" followed by a few of the topic's chapters at increasing times. */
export function chapterBlock(topic: Topic, durationSeconds: number, rng: Random): string {
  // Keep the topic's natural order: a video walks through its chapters in sequence.
  const picked = new Set(rng.sample(topic.chapters, rng.int(4, Math.min(7, topic.chapters.length))));
  const titles = topic.chapters.filter((c) => picked.has(c));
  const lines = ["0:00 Intro"];
  const usable = durationSeconds - 60;
  const step = usable / (titles.length + 1);
  for (let i = 0; i < titles.length; i++) {
    const at = Math.round(step * (i + 1) + rng.float(-0.25, 0.25) * step);
    lines.push(`${formatTimestamp(at)} ${titles[i]}`);
  }
  lines.push(`${formatTimestamp(usable + rng.int(0, 30))} Final thoughts`);
  return lines.join("\n");
}
