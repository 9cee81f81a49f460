// The measured checklist. Every number here is counted on the description itself; nothing is
// sampled or estimated. Rules, points and sources: docs/description-rewriter.md.
import { checkChapters, findChapters, type ChapterLine } from "./chapters";
import { findCallToAction } from "./cta";
import { MAX_HASHTAGS, SHOWN_ABOVE_TITLE, findHashtags, hashtagSpans } from "./hashtags";
import { cleanKeywords, findOccurrences, units, type Occurrence } from "./keywords";
import { emailSpans, findLinkSpans } from "./links";
import { fleschBand, fleschReadingEase } from "./readability";
import { codePoints, foldLineBreaks, formatInt, listOf, mask, quote, timestampSpans } from "./text";
import type { ChecklistResult, RuleId, RuleResult } from "./types";

/** Points per rule; they add up to 100, so seoScore is their sum. */
export const RULE_POINTS: Readonly<Record<RuleId, number>> = {
  "keyword-first-125": 20,
  "keyword-density": 15,
  chapters: 15,
  hashtags: 10,
  length: 10,
  links: 10,
  "call-to-action": 10,
  readability: 10,
};

/** Characters of the description shown before "...more" (the product spec's figure). */
export const PREVIEW_CHARACTERS = 125;
/** YouTube Help: a description holds at most 5,000 characters. */
export const MAX_CHARACTERS = 5000;
/** The product spec's keyword density band, in percent; half points within one point of it. */
export const DENSITY_BAND = { low: 2, high: 3, partialLow: 1, partialHigh: 4 } as const;
/** Flesch's "plain English" starts at 60; "fairly difficult" (50–59) earns half. */
export const READABLE_FLESCH = 60;
export const FAIRLY_DIFFICULT_FLESCH = 50;

const LATIN = /\p{Script=Latin}/u;

/** What the rewrite needs beyond the public result. */
export type Analysis = {
  result: ChecklistResult;
  folded: string;
  chapterLines: ChapterLine[];
  /** Occurrences per keyword (normalised keyword -> count). */
  occurrences: Map<string, number>;
  /** 1-based character positions of the primary keyword's first occurrence. */
  primaryAt: { start: number; end: number } | null;
  callToAction: string | null;
};

function rule(id: RuleId, label: string, points: number, passed: boolean, detail: string): RuleResult {
  return { id, label, passed, points, maxPoints: RULE_POINTS[id], detail };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatInt(n)} ${n === 1 ? one : many}`;
}

export function analyseDescription(description: string, rawKeywords: readonly string[]): Analysis {
  const folded = foldLineBreaks(description);
  const keywords = cleanKeywords(rawKeywords);
  const primary = keywords[0] ?? null;
  const characters = codePoints(folded);

  const linkSpans = findLinkSpans(folded);
  const links = [...new Set(linkSpans.map((link) => link.url))];
  const withoutLinks = mask(folded, [...linkSpans, ...emailSpans(folded)]);
  const hashtags = findHashtags(withoutLinks);
  const chapterLines = findChapters(folded);
  const chapters = checkChapters(chapterLines);
  const callToAction = findCallToAction(withoutLinks);

  // Words are the prose: links, e-mail addresses, timestamps and hashtags are not words.
  const prose = mask(withoutLinks, [...timestampSpans(withoutLinks), ...hashtagSpans(withoutLinks)]);
  const words = units(prose);
  const occurrences = findOccurrences(prose, words, keywords);
  const covered = new Set<number>();
  for (const occ of occurrences) for (let i = occ.first; i <= occ.last; i++) covered.add(i);
  const keywordDensity = words.length === 0 ? 0 : Math.round((covered.size / words.length) * 1000) / 10;
  const counts = new Map(keywords.map((k) => [k, 0]));
  for (const occ of occurrences) counts.set(occ.keyword, (counts.get(occ.keyword) ?? 0) + 1);

  let primaryOcc: Occurrence | null = null;
  for (const occ of occurrences)
    if (occ.keyword === primary && (primaryOcc === null || occ.start < primaryOcc.start)) primaryOcc = occ;
  const primaryAt = primaryOcc
    ? { start: codePoints(folded.slice(0, primaryOcc.start)) + 1, end: codePoints(folded.slice(0, primaryOcc.end)) }
    : null;

  const flesch = fleschReadingEase(prose);
  const latinShare = words.length === 0 ? 1 : words.filter((w) => LATIN.test(w.surface)).length / words.length;

  const rules: RuleResult[] = [];

  // 1. Primary keyword in the preview: the whole phrase must end at or before character 125.
  {
    const label = `Primary keyword in the first ${PREVIEW_CHARACTERS} characters`;
    if (primary === null)
      rules.push(
        rule("keyword-first-125", label, 0, false, "No target keyword was given, so its placement cannot be measured."),
      );
    else if (primaryAt === null)
      rules.push(
        rule(
          "keyword-first-125",
          label,
          0,
          false,
          `${quote(primary)} does not appear in the description; the preview shows about the first ${PREVIEW_CHARACTERS} characters.`,
        ),
      );
    else if (primaryAt.end <= PREVIEW_CHARACTERS) {
      rules.push(
        rule(
          "keyword-first-125",
          label,
          RULE_POINTS["keyword-first-125"],
          true,
          `${quote(primary)} appears at characters ${formatInt(primaryAt.start)}–${formatInt(primaryAt.end)}, inside the first ${PREVIEW_CHARACTERS} that the preview shows.`,
        ),
      );
    } else if (primaryAt.start <= PREVIEW_CHARACTERS) {
      rules.push(
        rule(
          "keyword-first-125",
          label,
          0,
          false,
          `${quote(primary)} starts at character ${formatInt(primaryAt.start)} but runs to ${formatInt(primaryAt.end)}, past the ${PREVIEW_CHARACTERS} the preview shows.`,
        ),
      );
    } else {
      rules.push(
        rule(
          "keyword-first-125",
          label,
          0,
          false,
          `${quote(primary)} first appears at character ${formatInt(primaryAt.start)}; the preview shows about ${PREVIEW_CHARACTERS}.`,
        ),
      );
    }
  }

  // 2. Keyword density, 2–3%.
  {
    const label = "Keyword density 2–3%";
    const share = `${keywordDensity.toFixed(1)}% of the words (${formatInt(covered.size)} of ${plural(words.length, "word")})`;
    if (keywords.length === 0)
      rules.push(
        rule("keyword-density", label, 0, false, "No target keywords were given, so density cannot be measured."),
      );
    else if (words.length === 0)
      rules.push(rule("keyword-density", label, 0, false, "The description has no words to measure."));
    else if (keywordDensity >= DENSITY_BAND.low && keywordDensity <= DENSITY_BAND.high) {
      rules.push(
        rule(
          "keyword-density",
          label,
          RULE_POINTS["keyword-density"],
          true,
          `Target keywords make up ${share}, inside the 2–3% range.`,
        ),
      );
    } else {
      const partial = keywordDensity >= DENSITY_BAND.partialLow && keywordDensity <= DENSITY_BAND.partialHigh;
      const why = keywordDensity > DENSITY_BAND.high ? "above 3% reads as keyword stuffing" : "aim for 2–3%";
      rules.push(
        rule(
          "keyword-density",
          label,
          partial ? Math.floor(RULE_POINTS["keyword-density"] / 2) : 0,
          false,
          `Target keywords make up ${share}; ${why}.`,
        ),
      );
    }
  }

  // 3. Chapters YouTube accepts.
  {
    const label = "Chapters YouTube accepts";
    const detail = chapters.valid
      ? `${chapters.count} chapters from 0:00, in ascending order, each at least 10 seconds long.`
      : chapters.problems.join(" ");
    rules.push(rule("chapters", label, chapters.valid ? RULE_POINTS.chapters : 0, chapters.valid, detail));
  }

  // 4. Hashtags: three fill the slots above the title; more than 15 and all are ignored.
  const ignoredAll = hashtags.length > MAX_HASHTAGS;
  const shownAboveTitle = ignoredAll ? [] : hashtags.slice(0, SHOWN_ABOVE_TITLE);
  {
    const label = "Hashtags (3 shown above the title, at most 15)";
    const n = hashtags.length;
    if (n === 0)
      rules.push(
        rule("hashtags", label, 0, false, "No hashtags; the first three in the description show above the title."),
      );
    else if (ignoredAll)
      rules.push(
        rule(
          "hashtags",
          label,
          0,
          false,
          `${plural(n, "hashtag")}; with more than ${MAX_HASHTAGS}, YouTube ignores all of them.`,
        ),
      );
    else if (n < SHOWN_ABOVE_TITLE) {
      rules.push(
        rule(
          "hashtags",
          label,
          Math.floor(RULE_POINTS.hashtags / 2),
          false,
          `${plural(n, "hashtag")} (${listOf(hashtags)}); three can show above the title.`,
        ),
      );
    } else {
      rules.push(
        rule(
          "hashtags",
          label,
          RULE_POINTS.hashtags,
          true,
          `${plural(n, "hashtag")}; ${listOf(shownAboveTitle)} show above the title.`,
        ),
      );
    }
  }

  // 5. Length.
  {
    const label = `At most ${formatInt(MAX_CHARACTERS)} characters`;
    if (characters === 0) rules.push(rule("length", label, 0, false, "The description is empty."));
    else if (characters <= MAX_CHARACTERS)
      rules.push(
        rule(
          "length",
          label,
          RULE_POINTS.length,
          true,
          `${formatInt(characters)} of ${formatInt(MAX_CHARACTERS)} characters.`,
        ),
      );
    else
      rules.push(
        rule(
          "length",
          label,
          0,
          false,
          `${formatInt(characters)} characters; YouTube allows ${formatInt(MAX_CHARACTERS)}, ${formatInt(characters - MAX_CHARACTERS)} too many.`,
        ),
      );
  }

  // 6. Links.
  rules.push(
    links.length > 0
      ? rule("links", "Links", RULE_POINTS.links, true, `${plural(links.length, "link")}, the first ${links[0]}.`)
      : rule("links", "Links", 0, false, "No links (http://, https://, www. or a domain such as example.com/x)."),
  );

  // 7. Call to action.
  rules.push(
    callToAction !== null
      ? rule(
          "call-to-action",
          "Call to action",
          RULE_POINTS["call-to-action"],
          true,
          `Asks viewers to act: ${quote(callToAction)}.`,
        )
      : rule(
          "call-to-action",
          "Call to action",
          0,
          false,
          "No call to action (subscribe, like, comment, watch next, link in the description…).",
        ),
  );

  // 8. Readability.
  {
    const label = "Readability (Flesch reading ease)";
    if (flesch.words === 0)
      rules.push(
        rule("readability", label, 0, false, "No words to measure (links, timestamps and hashtags are left out)."),
      );
    else {
      const points =
        flesch.score >= READABLE_FLESCH
          ? RULE_POINTS.readability
          : flesch.score >= FAIRLY_DIFFICULT_FLESCH
            ? Math.floor(RULE_POINTS.readability / 2)
            : 0;
      const english = latinShare < 0.5 ? " It is an English formula, so take it as a rough guide for this text." : "";
      rules.push(
        rule(
          "readability",
          label,
          points,
          flesch.score >= READABLE_FLESCH,
          `Flesch reading ease ${flesch.score} (${fleschBand(flesch.score)}; ${READABLE_FLESCH} or more passes): ${plural(flesch.words, "word")} in ${plural(flesch.sentences, "sentence")}, ${plural(flesch.syllables, "syllable")}.${english}`,
        ),
      );
    }
  }

  const result: ChecklistResult = {
    rules,
    seoScore: rules.reduce((sum, r) => sum + r.points, 0),
    readabilityScore: flesch.score,
    keywordDensity,
    primaryKeyword: primary,
    characters,
    chapters: { valid: chapters.valid, count: chapters.count, problems: chapters.problems },
    hashtags: { all: hashtags, shownAboveTitle, ignoredAll },
    links,
  };
  return { result, folded, chapterLines, occurrences: counts, primaryAt, callToAction };
}

/** The measured checklist of a description for target keywords (the primary first). */
export function measureDescription(description: string, keywords: readonly string[]): ChecklistResult {
  return analyseDescription(description, keywords).result;
}
