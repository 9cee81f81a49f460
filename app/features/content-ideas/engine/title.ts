// An idea's title, written in the title patterns that measurably work on this channel.
//
// The Thumbnail & Title Optimizer measures, on the channel's own videos, the effect of each title
// feature on click-through (or on 7-day views) with a 95% bootstrap interval. Only features whose
// interval is clear of zero (with at least 8 videos on each side: the optimizer's `significant`)
// are used here: a helping feature is written in, a hurting one is kept out. Nothing else is
// applied: no hype words, no capitals, no padding. Without a measured run the title is plain.
//
// Plain title: the topic as viewers named it, plus the format word the evidence used most ("Home
// Server Setup", "NAS for Beginners"; "Explained" when none did). A topic taken from a video's
// title (a competitor's outlier, an own upload) is already written as a title and is kept as it
// is ("Mykonos Family Holiday"); a follow-up to an own upload adds its part number ("… Part 2").
// A topic named in another language gets no English format word.
import { countOf, signedPercent } from "~/lib/format";
import { englishTerm, isMultilingualStopword } from "~/lib/multilingual-topic-words";
import { STOPWORDS } from "~/lib/stopwords";
import { tokenize, unigrams } from "~/lib/title-words";
import { FORMAT_WORDS, titleCase } from "./terms";
import type { FollowUp } from "./follow-ups";
import type { AppliedPattern, TitleEffect, TitleEvidence } from "./types";
import { round1 } from "~/lib/stats";

/** YouTube cuts titles on mobile feeds at about this many characters (the optimizer's figure). */
export const MOBILE_TITLE_LIMIT = 60;

const NUMBER_WORDS = new Set(
  "two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty hundred thousand million dozen".split(
    " ",
  ),
);
const QUESTION_OPENERS = new Set([
  "what",
  "why",
  "how",
  "which",
  "who",
  "when",
  "where",
  "is",
  "are",
  "can",
  "should",
  "does",
  "do",
  "will",
]);
const PERSON_WORDS = new Set("i i'm i've me my we our us you you're your yours".split(" "));

/** The features of a title as the optimizer defines them (for checking what was written). */
export function measureTitle(title: string) {
  const words = title.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const length = [...title].length;
  return {
    length,
    truncatedOnMobile: length > MOBILE_TITLE_LIMIT,
    hasNumber: /\p{Nd}/u.test(title) || words.some((w) => NUMBER_WORDS.has(w)),
    isQuestion:
      title.includes("?") ||
      (QUESTION_OPENERS.has(words[0] ?? "") && words[0] !== "how") ||
      (words[0] === "how" && words[1] !== "to"),
    // The first opener decides: if no closer follows it, none follows a later one (one pass, not one per opener).
    hasBrackets: /^[^([]*[([][^)\]]*[)\]]/.test(title),
    firstOrSecondPerson: words.some((w) => PERSON_WORDS.has(w)),
    howTo: words.some((w, i) => w === "how" && ["to", "i"].includes(words[i + 1] ?? "")),
  };
}

const PATTERN_LABELS: Record<string, string> = {
  hasNumber: "a number",
  isQuestion: "a question",
  howTo: "“how to”",
  firstOrSecondPerson: "“you” / “I”",
  hasBrackets: "brackets",
  length: "title length",
  truncatedOnMobile: "fits on mobile (≤ 60 characters)",
  keywordPosition: "topic first",
};

/** The features this writer can apply; the optimizer measures others (capitals, emotional words) that it will not write. */
const WRITABLE = new Set(Object.keys(PATTERN_LABELS));

const clearOfZero = (e: TitleEffect) => e.significant && (e.low > 0 || e.high < 0);

function effectText(e: TitleEffect): string {
  const side =
    e.kind === "numeric" && e.threshold !== null ? ` (at or above ${round1(e.threshold)} against below)` : "";
  return `${signedPercent(e.effect)}${side}, 95% interval ${signedPercent(e.low)} to ${signedPercent(e.high)}, ${countOf(e.withCount, "video")} with vs ${e.withoutCount} without`;
}

/** How a format word reads at the end of a title ("NAS" + "beginner" → "NAS for Beginners"). */
const FORMAT_SUFFIX: Record<string, string> = {
  beginner: "for Beginners",
  budget: "on a Budget",
  test: "Tested",
  buying: "Buying Guide",
  buy: "Buying Guide",
  cheap: "on a Budget",
  cheapest: "on a Budget",
  intro: "Introduction",
  basic: "Basics",
  deep: "Deep Dive",
  dive: "Deep Dive",
};

export function formatSuffix(word: string | null): string {
  if (!word) return "Explained";
  return FORMAT_SUFFIX[word] ?? titleCase(word);
}

export type TitleInput = {
  /** The topic as a label ("Home Server"). */
  label: string;
  /** The format word the evidence used most ("setup", "review"), or null. */
  formatWord: string | null;
  /** Viewers asked for it: "you" reads as "You Asked". */
  requested: boolean;
  /** The year to write when a number helps. */
  year: number;
  evidence: TitleEvidence;
  /** The label is a phrase of a video's title: kept as written, no format word added. */
  titled?: boolean;
  /** A follow-up to an own upload, of the kind its upload allows (candidates.ts `followUpKind`). */
  followUp?: FollowUp;
};

export type WrittenTitle = { title: string; note: string; patterns: AppliedPattern[] };

type Parts = { prefix: string | null; core: string; colon: string | null; tail: string | null };

const join = (p: Parts) =>
  `${p.prefix ? `${p.prefix} ` : ""}${p.core}${p.tail ? ` ${p.tail}` : ""}${p.colon ? `: ${p.colon}` : ""}`;

/** A label that already says its format ("Linux for Beginners", "NAS Setup", "X vs Y") takes no suffix. */
function saysFormat(label: string): boolean {
  return /\bvs\.?\b/i.test(label) || unigrams(tokenize(label)).some((t) => FORMAT_WORDS.has(t.term));
}

/**
 * A label in another language ("Servidores Caseros", "iPhone पर वीडियो"): an English format word
 * would not read. A word is another language's when it is written in another script, is a topic
 * word the glossary translates, or is another language's function word that English does not
 * share ("de" is, "the" is not, though Hinglish writes "the" for "were").
 */
function foreignLabel(label: string): boolean {
  return label
    .toLowerCase()
    .split(/\s+/)
    .some(
      (w) =>
        (/\p{L}/u.test(w) && !/^[\p{Script=Latin}\p{N}\p{P}\p{S}]+$/u.test(w)) ||
        (isMultilingualStopword(w) && !STOPWORDS.has(w)) ||
        englishTerm(w) !== w,
    );
}

/** "Part 2", or the part after the one a label numbers ("Treasure Hunt Part 3" → "Part 4"), and the label without its own number. */
function nextPart(label: string, kind: FollowUp): { base: string; part: string | null } {
  if (kind === "behind-the-scenes") return { base: label, part: "Behind the Scenes" };
  // The next match's report is named as this one was ("Jose Mourinho Post Match Interview").
  if (kind === "next-match") return { base: label, part: null };
  // "Part 2/5" numbers a part of a known whole: the next is "Part 3/5" while there is one.
  const numbered = /(?<![\p{L}])(?:part|pt\.?) ?(\d{1,2})(?:\/(\d{1,2}))?\)?$/iu.exec(label);
  if (!numbered) return { base: label, part: "Part 2" };
  // The label before "Part N", without the separator that led to it (" - ", ": ", " (").
  let base = label.slice(0, numbered.index);
  while (base.length > 0 && " :,(-".includes(base[base.length - 1]!)) base = base.slice(0, -1);
  const next = Number(numbered[1]) + 1;
  const of = numbered[2] === undefined ? null : Number(numbered[2]);
  return { base, part: of !== null && next <= of ? `Part ${next}/${of}` : `Part ${next}` };
}

export function writeTitle(input: TitleInput): WrittenTitle {
  const format = formatSuffix(input.formatWord);
  const followUp = input.followUp ? nextPart(input.label, input.followUp) : null;
  // The core a bracket pattern can wrap: the label alone, with its format word or part number in brackets.
  const bare = followUp ? followUp.base : input.label;
  const keptAsIs = input.titled || saysFormat(input.label) || foreignLabel(input.label);
  const plain = followUp
    ? [followUp.base, followUp.part].filter(Boolean).join(" ")
    : keptAsIs
      ? input.label
      : `${input.label} ${format}`;
  const bracketed = followUp ? followUp.part : keptAsIs ? null : format;
  if (!input.evidence) {
    return {
      title: plain,
      note: "Title patterns are not measured yet: run Analyze in the Thumbnail & Title Optimizer and new titles use what works on your channel. Plain title for now.",
      patterns: [],
    };
  }
  const usable = input.evidence.effects.filter((e) => WRITABLE.has(e.feature) && clearOfZero(e));
  if (usable.length === 0) {
    return {
      title: plain,
      note: `No title feature is clear of zero on your channel yet (${input.evidence.effects.length} measured on ${countOf(input.evidence.videosAnalyzed, "video")}): plain title.`,
      patterns: [],
    };
  }
  const helps = (f: string) => usable.find((e) => e.feature === f && e.effect > 0) ?? null;
  const hurts = (f: string) => usable.find((e) => e.feature === f && e.effect < 0) ?? null;
  // keywordPosition "with" = the topic at or after the split word: hurting means "topic first" helps.
  const topicFirst = hurts("keywordPosition");
  const parts: Parts = { prefix: null, core: plain, colon: null, tail: null };
  const applied: { effect: TitleEffect; optional: keyof Parts | null; label: string }[] = [];

  // A number and brackets share the tail: "(2026)" carries both, "in 2026" the number alone,
  // "(Setup)" the brackets alone (not when the topic already names its format).
  const number = helps("hasNumber");
  const brackets = hurts("hasBrackets") ? null : helps("hasBrackets");
  if (number) {
    parts.tail = brackets ? `(${input.year})` : `in ${input.year}`;
    applied.push({ effect: number, optional: "tail", label: PATTERN_LABELS.hasNumber! });
    if (brackets) applied.push({ effect: brackets, optional: "tail", label: PATTERN_LABELS.hasBrackets! });
  } else if (brackets && bracketed) {
    parts.tail = `(${bracketed})`;
    parts.core = bare;
    applied.push({ effect: brackets, optional: "tail", label: PATTERN_LABELS.hasBrackets! });
  }

  const positives = usable
    .filter((e) => e.effect > 0 && ["howTo", "isQuestion", "firstOrSecondPerson"].includes(e.feature))
    .sort((a, b) => b.effect - a.effect);
  for (const e of positives) {
    switch (e.feature) {
      case "howTo":
        if (parts.colon) break;
        parts.colon = "How to Get Started";
        applied.push({ effect: e, optional: "colon", label: PATTERN_LABELS.howTo! });
        break;
      case "isQuestion":
        if (parts.colon) break;
        parts.colon = "Is It Worth It?";
        applied.push({ effect: e, optional: "colon", label: PATTERN_LABELS.isQuestion! });
        break;
      case "firstOrSecondPerson":
        if (input.requested && !topicFirst && !parts.prefix) {
          parts.prefix = "You Asked:";
          applied.push({ effect: e, optional: "prefix", label: PATTERN_LABELS.firstOrSecondPerson! });
        } else if (!parts.colon) {
          parts.colon = "What You Need to Know";
          applied.push({ effect: e, optional: "colon", label: PATTERN_LABELS.firstOrSecondPerson! });
        }
        break;
    }
  }
  // Hurting features are never written in: the frames above only add what helps. (A topic's own
  // name may hold one, "3D Printers": the topic is kept as viewers and competitors name it.)
  const avoided = usable.filter(
    (e) =>
      e.effect < 0 && ["hasNumber", "isQuestion", "howTo", "firstOrSecondPerson", "hasBrackets"].includes(e.feature),
  );

  // Length limits: drop the weakest optional part until the title fits.
  const shorter = hurts("length");
  const mobile = hurts("truncatedOnMobile");
  const limit = Math.min(
    shorter && shorter.threshold !== null ? Math.ceil(shorter.threshold) - 1 : Infinity,
    mobile ? MOBILE_TITLE_LIMIT : Infinity,
  );
  const dropped: string[] = [];
  while ([...join(parts)].length > limit) {
    const weakest = [...applied]
      .filter((a) => a.optional && parts[a.optional] !== null)
      .sort((a, b) => a.effect.effect - b.effect.effect)[0];
    if (!weakest || !weakest.optional) break;
    const part = weakest.optional;
    parts[part] = null as never;
    if (part === "tail" && parts.core === bare) parts.core = plain;
    for (const a of applied.filter((x) => x.optional === part)) {
      dropped.push(a.label);
      applied.splice(applied.indexOf(a), 1);
    }
  }
  const title = join(parts);
  const patterns: AppliedPattern[] = applied.map((a) => ({
    feature: a.effect.feature,
    label: a.label,
    effectText: effectText(a.effect),
  }));
  // Constraints count as applied only when the final title meets them.
  const length = [...title].length;
  if (shorter && shorter.threshold !== null && length < shorter.threshold) {
    patterns.push({
      feature: shorter.feature,
      label: `shorter than ${Math.ceil(shorter.threshold)} characters`,
      effectText: effectText(shorter),
    });
  }
  if (mobile && length <= MOBILE_TITLE_LIMIT)
    patterns.push({
      feature: mobile.feature,
      label: PATTERN_LABELS.truncatedOnMobile!,
      effectText: effectText(mobile),
    });
  if (topicFirst && !parts.prefix)
    patterns.push({
      feature: topicFirst.feature,
      label: PATTERN_LABELS.keywordPosition!,
      effectText: effectText(topicFirst),
    });
  for (const e of avoided)
    patterns.push({ feature: e.feature, label: `no ${PATTERN_LABELS[e.feature]}`, effectText: effectText(e) });
  const measuredOn =
    input.evidence.outcome === "studio"
      ? "Studio click-through rate"
      : input.evidence.outcome === "relative"
        ? "views against uploads of a similar age"
        : "views at 7 days";
  const notes = [
    patterns.length > 0
      ? `Written with the patterns clear of zero on your channel (${measuredOn}, ${countOf(input.evidence.videosAnalyzed, "video")}): ${patterns.map((p) => p.label).join(", ")}.`
      : "The features clear of zero on your channel are ones this writer does not apply (capitals, emotional words): plain title.",
  ];
  if (dropped.length > 0) notes.push(`Left out to stay within the measured length: ${dropped.join(", ")}.`);
  const longer = helps("length");
  if (longer && longer.threshold !== null && length < longer.threshold) {
    notes.push(
      `Longer titles (${Math.ceil(longer.threshold)}+ characters) did better on your channel; this one is ${length}: add detail when you write it.`,
    );
  }
  return { title, note: notes.join(" "), patterns };
}
