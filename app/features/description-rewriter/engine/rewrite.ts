// The rewrite: additions around the creator's own text, never edits of it.
//
// The original description stays as it is, character for character, line breaks included. The
// rewrite may only
//   1. put a hook line first: the video's title (its own words, so nothing untrue is added),
//      when the primary keyword is not yet in the first 125 characters and the title names it;
//   2. add a "0:00 Intro" line before the first timestamp, when the description lists at least
//      three timestamps, the first is not 0:00 and is at least 10 s in (never another repair:
//      times are the creator's facts and are never invented, moved or sorted);
//   3. append a neutral call to action, when there is none;
//   4. append hashtags built from the target keywords, when there are fewer than three, up to three.
// Each possible set of these additions is measured (at most 16), and the rewrite is the set with
// the highest SEO score among those that keep every rule's points at least as high as before and
// stay within 5,000 characters (ties: more additions, then the order above). Whatever was left
// out, and why, is said in `improvements`.
import { analyseDescription, MAX_CHARACTERS, PREVIEW_CHARACTERS, type Analysis } from "./checklist";
import { parseChapterLine, zeroChapterLine } from "./chapters";
import { SHOWN_ABOVE_TITLE, hashtagFor, hashtagKey, hashtagSpans } from "./hashtags";
import { cleanKeywords, firstOccurrence } from "./keywords";
import { emailSpans, findLinkSpans } from "./links";
import { keepsCase } from "~/lib/title-words";
import { codePoints, formatInt, lineBreakOf, listOf, quote, type Span } from "./text";
import type { ChecklistResult, RewriteInput, RewriteOutput, RuleId, RuleResult } from "./types";

type Kind = "hook" | "chapter" | "cta" | "hashtags";
type Addition = { kind: Kind; text: string; name: string; says: (before: Analysis, after: Analysis) => string };

const INTRO_LABEL = "Intro";

function removeSpans(text: string, spans: readonly Span[]): string {
  let out = "";
  let last = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < last) continue;
    out += text.slice(last, span.start) + " ";
    last = span.end;
  }
  return out + text.slice(last);
}

/** The title as one clean line: no links, hashtags or angle brackets, single spaces. */
function titleLine(title: string): string {
  const links = findLinkSpans(title);
  const noLinks = removeSpans(title, [...links, ...emailSpans(title)]);
  return removeSpans(noLinks, hashtagSpans(noLinks))
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<![\s|:;,–—-])[\s|:;,–—-]+$/u, "");
}

/** The hook line, or why there is none. */
function buildHook(title: string, primary: string): { text: string } | { reason: string } {
  const line = titleLine(title);
  if (line === "") return { reason: `Did not add a hook: the title is empty, and the hook is made only of the title's words. Put ${quote(primary)} in your first sentence.` };
  // A full stop ends the hook's sentence, 。 after Chinese or Japanese; a title ending in ?, ! or an emoji keeps its end.
  let hook = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(line) ? `${line}。` : /[\p{L}\p{N})\]"'”’]$/u.test(line) ? `${line}.` : line;
  // A title starting with a time ("5:00 AM routine") must not become a chapter line.
  if (parseChapterLine(hook)) hook = `In this video: ${hook}`;
  if (parseChapterLine(hook)) return { reason: "Did not add a hook: your title reads as a chapter timestamp." };
  const occ = firstOccurrence(hook, primary);
  if (!occ) {
    return { reason: `Did not add a hook: the title does not contain ${quote(primary)}, and the hook is made only of the title's words. Put ${quote(primary)} in your first sentence.` };
  }
  if (codePoints(hook.slice(0, occ.end)) > PREVIEW_CHARACTERS) {
    return { reason: `Did not add a hook: the title names ${quote(primary)} only after character ${PREVIEW_CHARACTERS}. Put it in your first sentence.` };
  }
  return { text: hook };
}

/** How the title writes the keyword ("budget cameras", "NAS"), else the keyword itself. */
function keywordAsWritten(title: string, keyword: string): string {
  const line = titleLine(title);
  const occ = firstOccurrence(line, keyword);
  // A typed keyword may carry "#": the call to action must not add a hashtag.
  if (!occ) return keyword.replace(/#/g, "").replace(/\s+/g, " ").trim();
  return line
    .slice(occ.start, occ.end)
    .split(/(\s+|-)/)
    .map((word) => (keepsCase(word) ? word : word.toLowerCase()))
    .join("");
}

/** UTF-16 offset in `text` of the start of line `index` (lines split on CRLF, CR or LF). */
function lineOffset(text: string, index: number): number {
  if (index === 0) return 0;
  let line = 0;
  for (const m of text.matchAll(/\r\n|\r|\n/g)) {
    line++;
    if (line === index) return m.index + m[0].length;
  }
  return text.length;
}

/** Line breaks at the end of a text (CRLF counts once). */
function trailingBreaks(text: string): number {
  const tail = text.slice(text.trimEnd().length);
  return (tail.match(/\r\n|\r|\n/g) ?? []).length;
}

function ruleOf(result: ChecklistResult, id: RuleId): RuleResult {
  return result.rules.find((r) => r.id === id)!;
}

/** Short rule names for the reasoning. */
const RULE_NAMES: Readonly<Record<RuleId, string>> = {
  "keyword-first-125": "keyword placement",
  "keyword-density": "keyword density",
  chapters: "chapters",
  hashtags: "hashtags",
  length: "length",
  links: "links",
  "call-to-action": "call to action",
  readability: "readability",
};

const SMALL_NUMBERS = ["no", "one", "two", "three"];

/** A rule's measurement in a few words, for the reasoning. */
function shortValue(a: Analysis, id: RuleId): string {
  const r = a.result;
  switch (id) {
    case "keyword-first-125":
      return a.primaryAt ? `character ${formatInt(a.primaryAt.start)}` : r.primaryKeyword ? "absent" : "no keyword";
    case "keyword-density":
      return `${r.keywordDensity.toFixed(1)}%`;
    case "chapters":
      return r.chapters.valid ? `${r.chapters.count} valid chapters` : r.chapters.count === 0 ? "no timestamps" : `${r.chapters.count} timestamps, not accepted`;
    case "hashtags":
      return `${r.hashtags.all.length} hashtag${r.hashtags.all.length === 1 ? "" : "s"}`;
    case "length":
      return `${formatInt(r.characters)} characters`;
    case "links":
      return `${r.links.length} link${r.links.length === 1 ? "" : "s"}`;
    case "call-to-action":
      return a.callToAction ? "present" : "none";
    case "readability":
      return `Flesch ${r.readabilityScore}`;
  }
}

export function rewriteDescription(input: RewriteInput): RewriteOutput {
  const original = input.description;
  const keywords = cleanKeywords(input.keywords);
  const primary = keywords[0] ?? null;
  const eol = lineBreakOf(original);
  const beforeA = analyseDescription(original, input.keywords);
  const before = beforeA.result;
  const notes: string[] = [];
  const planned: Addition[] = [];

  // 1. Hook.
  if (primary !== null && !ruleOf(before, "keyword-first-125").passed) {
    const hook = buildHook(input.title, primary);
    if ("reason" in hook) notes.push(hook.reason);
    else {
      planned.push({
        kind: "hook",
        text: hook.text,
        name: "hook",
        says: (b) =>
          `Opened with a hook from your title that names ${quote(primary)} in the first ${PREVIEW_CHARACTERS} characters (${b.primaryAt ? `it first appeared at character ${formatInt(b.primaryAt.start)}` : "it was missing from the description"}).`,
      });
    }
  }

  // 2. Chapters: only a 0:00 line in front, only where the input gives the times.
  const chapterLines = beforeA.chapterLines;
  const first = chapterLines[0];
  if (first && chapterLines.length >= 3 && first.seconds !== 0) {
    if (first.seconds >= 10) {
      const line = zeroChapterLine(first, INTRO_LABEL);
      planned.push({
        kind: "chapter",
        text: line,
        name: `${quote(line.trim())} chapter line`,
        says: () => `Added ${quote(line.trim())} before your first timestamp (${first.timestamp}), because YouTube's chapters must start at 0:00.`,
      });
    } else {
      notes.push(`Did not add a 0:00 chapter: your first timestamp is ${first.timestamp}, so a chapter before it would be shorter than 10 seconds. Change ${first.timestamp} to 0:00 yourself.`);
    }
  }

  // 3. Call to action.
  if (!ruleOf(before, "call-to-action").passed) {
    const text = primary !== null ? `If this helped, subscribe for more videos on ${keywordAsWritten(input.title, primary)}.` : "If this helped, subscribe for more videos like this.";
    planned.push({ kind: "cta", text, name: "call to action", says: () => `Added a call to action at the end: ${quote(text)}` });
  }

  // 4. Hashtags from the target keywords, up to three in all.
  if (before.hashtags.ignoredAll) {
    notes.push(`Your description has ${before.hashtags.all.length} hashtags; with more than 15, YouTube ignores all of them. Delete at least ${before.hashtags.all.length - 15} (the rewrite never removes your text).`);
  } else if (before.hashtags.all.length < SHOWN_ABOVE_TITLE) {
    const have = new Set(before.hashtags.all.map(hashtagKey));
    const added: string[] = [];
    for (const keyword of keywords) {
      if (before.hashtags.all.length + added.length >= SHOWN_ABOVE_TITLE) break;
      const tag = hashtagFor(keyword);
      if (tag === null || have.has(hashtagKey(tag))) continue;
      have.add(hashtagKey(tag));
      added.push(tag);
    }
    if (added.length > 0) {
      planned.push({
        kind: "hashtags",
        text: added.join(" "),
        name: `hashtag${added.length === 1 ? "" : "s"} ${listOf(added)}`,
        says: (_b, a) => {
          const shown = a.result.hashtags.shownAboveTitle.length;
          return `Added ${listOf(added)} at the end, so ${SMALL_NUMBERS[shown] ?? shown} hashtag${shown === 1 ? " shows" : "s show"} above the title.`;
        },
      });
    }
  }

  const build = (chosen: readonly Addition[]): string => {
    const get = (kind: Kind) => chosen.find((a) => a.kind === kind)?.text;
    const hook = get("hook");
    const chapter = get("chapter");
    let body = original;
    if (chapter !== undefined && first) {
      const at = lineOffset(original, first.line);
      body = original.slice(0, at) + chapter + eol + original.slice(at);
    }
    const tail = [get("cta"), get("hashtags")].filter((t): t is string => t !== undefined);
    if (body === "") return [hook, ...tail].filter((t): t is string => t !== undefined).join(eol + eol);
    let text = hook !== undefined ? hook + eol + eol + body : body;
    if (tail.length > 0) {
      const breaks = trailingBreaks(text);
      text += (breaks >= 2 ? "" : breaks === 1 ? eol : eol + eol) + tail.join(eol + eol);
    }
    return text;
  };

  // Measure every set of additions; keep the one with the highest score that fits and breaks no
  // rule the original passed. A rule the original already missed may lose its partial points
  // when the total gains more: a hook naming the keyword (+20) is worth a density that drifts
  // further from 2-3% (−7), but a passing rule is never traded away.
  const overLimit = before.characters > MAX_CHARACTERS;
  if (overLimit) {
    notes.push(`The description is already ${formatInt(before.characters)} characters, over YouTube's ${formatInt(MAX_CHARACTERS)}: nothing was added and nothing of yours was removed. Shorten it yourself.`);
  }
  const measured = new Map<number, { text: string; analysis: Analysis }>();
  const measure = (set: number) => {
    let hit = measured.get(set);
    if (!hit) {
      const text = build(planned.filter((_, i) => set & (1 << i)));
      hit = { text, analysis: analyseDescription(text, input.keywords) };
      measured.set(set, hit);
    }
    return hit;
  };
  const allowed = (set: number): boolean => {
    if (set === 0) return true;
    const { analysis } = measure(set);
    if (analysis.result.characters > MAX_CHARACTERS) return false;
    return analysis.result.rules.every((r) => r.passed || !ruleOf(before, r.id).passed);
  };
  const bits = (set: number) => planned.reduce((n, _, i) => n + ((set >> i) & 1), 0);
  let best = 0;
  if (!overLimit) {
    for (let set = 1; set < 1 << planned.length; set++) {
      if (!allowed(set)) continue;
      const a = measure(set).analysis.result.seoScore;
      const b = measure(best).analysis.result.seoScore;
      // Ties: more additions, then the earlier additions (lower bits) first.
      const better = a !== b ? a > b : bits(set) !== bits(best) ? bits(set) > bits(best) : lowestBitsFirst(set, best);
      if (better) best = set;
    }
  }

  const { text: rewrittenDescription, analysis: afterA } = measure(best);
  const after = afterA.result;
  const improvements: string[] = [];
  planned.forEach((addition, i) => {
    if (best & (1 << i)) improvements.push(addition.says(beforeA, afterA));
  });
  if (!overLimit) {
    planned.forEach((addition, i) => {
      if (best & (1 << i)) return;
      const trial = measure(best | (1 << i)).analysis.result;
      if (trial.characters > MAX_CHARACTERS) {
        improvements.push(`Skipped the ${addition.name}: it would have made the description ${formatInt(trial.characters)} characters, over YouTube's ${formatInt(MAX_CHARACTERS)}.`);
        return;
      }
      const broken = trial.rules.filter((r) => !r.passed && ruleOf(before, r.id).passed);
      if (broken.length > 0) {
        improvements.push(`Skipped the ${addition.name}: it would have broken ${listOf(broken.map((r) => quote(r.label)))}, which your description passes.`);
        return;
      }
      const worse = trial.rules.filter((r) => r.points < ruleOf(after, r.id).points);
      const why = worse.map((r) => `${quote(r.label)} from ${ruleOf(after, r.id).points} to ${r.points} points`);
      improvements.push(
        `Skipped the ${addition.name}: it would have ${trial.seoScore < after.seoScore ? `lowered the SEO score to ${trial.seoScore}` : "added nothing to the SEO score"}${why.length > 0 ? ` (${listOf(why)})` : ""}.`,
      );
    });
  }
  improvements.push(...notes);
  if (chapterLines.length > 0 && !after.chapters.valid) {
    const chapterAt = planned.findIndex((a) => a.kind === "chapter");
    const fixed = chapterAt >= 0 && (best & (1 << chapterAt)) !== 0;
    improvements.push(`${fixed ? "YouTube will still reject the chapters" : "Your chapters need your attention"} (the rewrite never invents, moves or sorts timestamps): ${after.chapters.problems.join(" ")}`);
  }

  const keywordsAdded = keywords.filter((k) => (beforeA.occurrences.get(k) ?? 0) === 0 && (afterA.occurrences.get(k) ?? 0) > 0);
  return { rewrittenDescription, keywordsAdded, improvements, reasoning: reasoning(beforeA, afterA), before, after };
}

/** True when `a` holds an addition earlier in the plan than any `b` holds that `a` lacks. */
function lowestBitsFirst(a: number, b: number): boolean {
  const diff = a ^ b;
  const lowest = diff & -diff;
  return (a & lowest) !== 0;
}

function reasoning(beforeA: Analysis, afterA: Analysis): string {
  const before = beforeA.result;
  const after = afterA.result;
  const changed = after.rules
    .map((r) => ({ r, was: ruleOf(before, r.id) }))
    .filter(({ r, was }) => r.points !== was.points)
    .map(({ r, was }) => {
      const diff = r.points - was.points;
      return `${RULE_NAMES[r.id]} ${shortValue(beforeA, r.id)} → ${shortValue(afterA, r.id)} (${diff > 0 ? "+" : ""}${diff} points)`;
    });
  const head =
    changed.length > 0
      ? `SEO score ${before.seoScore} → ${after.seoScore}: ${changed.join("; ")}.`
      : after.seoScore === 100
        ? `SEO score ${before.seoScore} → ${after.seoScore}: the description already passes every rule.`
        : `SEO score ${before.seoScore} → ${after.seoScore}: nothing the rewrite may add would raise it.`;
  const measures = `Keyword density ${before.keywordDensity.toFixed(1)}% → ${after.keywordDensity.toFixed(1)}% (target 2–3%); readability (Flesch reading ease) ${before.readabilityScore} → ${after.readabilityScore}; ${formatInt(before.characters)} → ${formatInt(after.characters)} of ${formatInt(MAX_CHARACTERS)} characters.`;
  const failing = after.rules.filter((r) => !r.passed).map((r) => `${RULE_NAMES[r.id]} (${shortValue(afterA, r.id)})`);
  return [head, measures, failing.length > 0 ? `Still failing: ${failing.join("; ")}.` : "Every rule passes."].join(" ");
}
