// The rewrite: additions around the creator's own text, never edits of it.
//
// The original description stays as it is, character for character, line breaks included. The
// rewrite may only
//   1. put a hook line first, made only of the title's words (so nothing untrue is added), when
//      the primary keyword is not yet in the first 125 characters and the title names it: the
//      whole title, the title's parts as sentences of their own, the one part naming the keyword,
//      or the keyword alone as the title writes it;
//   2. add a "0:00 Intro" line before the first timestamp, when the description lists at least
//      three timestamps, the first is not 0:00 and is at least 10 s in (never another repair:
//      times are the creator's facts and are never invented, moved or sorted);
//   3. append a neutral call to action, when there is none;
//   4. append hashtags built from the target keywords, when there are fewer than three, up to three.
// Each hook is measured alone, then every set of the other additions with the fullest hook among
// those that cost fewest rules (at most
// 4 + 8 measurements), and the rewrite is the set with the highest SEO score among those that keep every rule's points at least as high as
// before and stay within 5,000 characters. Guarantee: whenever a hook fits in 5,000 characters the
// rewrite has one, so the primary keyword ends within the first 125 characters; a hook may cost a
// rule the original passed only when every hook from the title costs it (readability of a title in
// capitals, density already at 3%), and `improvements` says so. Whatever was left out, and why,
// is said in `improvements`.
import { analyseDescription, MAX_CHARACTERS, PREVIEW_CHARACTERS, RULE_POINTS, type Analysis } from "./checklist";
import { parseChapterLine, zeroChapterLine } from "./chapters";
import { SHOWN_ABOVE_TITLE, hashtagFor, hashtagKey } from "./hashtags";
import { cleanKeywords, firstOccurrence, units } from "./keywords";
import { titleLine } from "./title-line";
import { keepsCase } from "~/lib/title-words";
import { codePoints, foldLineBreaks, formatInt, lineBreakOf, listOf, quote } from "./text";
import type { ChecklistResult, RewriteInput, RewriteOutput, RuleId, RuleResult } from "./types";

type Kind = "chapter" | "cta" | "hashtags";
type Addition = { kind: Kind; text: string; name: string; says: (before: Analysis, after: Analysis) => string };

const INTRO_LABEL = "Intro";

/** A piece of the title closed as a sentence: a full stop, 。 after Chinese or Japanese; ?, ! or an emoji keep their end. */
function asSentence(text: string): string {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text)
    ? `${text}。`
    : /[\p{L}\p{N})\]"'”’]$/u.test(text)
      ? `${text}.`
      : text;
}

// Where a title changes subject: "|", brackets, " - ", " – ", ": " and a sentence's own end. Real
// titles pile several headlines into one line ("HOMEWARE HAUL | DECORATING OUR NEW FLAT"); read as
// one sentence, such a line drags a readable description's Flesch score down. The line comes from
// titleLine, so spaces are single; each separator becomes a NUL first (no backtracking on spaces).
const CUT = "\u0000";

/** The title's parts, each without its separator, empty ones left out. */
function titleParts(line: string): string[] {
  return line
    .replace(/[|()[\]]/g, CUT)
    .replace(/ [-–—]+ /g, CUT)
    .replace(/(?<=\S):(?= )/gu, CUT)
    .replace(/(?<=[!?.。]) /gu, CUT)
    .split(CUT)
    .map((part) =>
      part
        .trim()
        .replace(/^[|:;,–—-]+ ?|(?<![ |:;,–—-])[ |:;,–—-]+$/gu, "")
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Text compared letter for letter: NFKC, lower case, one kind of apostrophe, single spaces. */
const literal = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’ʼ`´]/g, "'")
    .replace(/\s+/g, " ");

/**
 * True when the first PREVIEW_CHARACTERS of `text` hold the keyword letter for letter (case and
 * Unicode forms aside): "baby names" is not in "BABY NAME CHALLENGE" even though the checklist,
 * which folds plurals, counts it. Counted in UTF-16 units, as a script slicing the text does,
 * which is never more characters than the checklist's code points.
 */
export function literallyInPreview(text: string, keyword: string): boolean {
  return literal(text.slice(0, PREVIEW_CHARACTERS)).includes(literal(keyword).trim());
}

/**
 * True when `hook`, as a description's start, names the keyword in the preview: the checklist finds
 * it ending by character 125, and (when `strict`) it is there letter for letter too.
 */
function namesInPreview(hook: string, primary: string, strict: boolean): boolean {
  const at = analyseDescription(hook, [primary]).primaryAt;
  return at !== null && at.end <= PREVIEW_CHARACTERS && (!strict || literallyInPreview(hook, primary));
}

/**
 * The keyword as a hook writes it: as the title writes it when that is the keyword letter for
 * letter ("iPhone X" for "iphone x"), else as given; without "#"; as its bare words when that is
 * the only form the checklist reads as words ("example.com", "5:00 routine").
 */
function hookKeyword(title: string, primary: string): string {
  const given = primary.replace(/#/g, "").replace(/\s+/g, " ").trim();
  for (const form of [keywordAsWritten(title, primary), given]) if (namesInPreview(form, primary, true)) return form;
  if (namesInPreview(given, primary, false)) return given;
  return units(primary)
    .map((unit) => unit.surface)
    .join(" ");
}

const capitalise = (text: string) => {
  const [first = "", ...rest] = [...text];
  return first.toUpperCase() + rest.join("");
};

/**
 * Hooks that name the keyword within the preview, most complete first. From the title's words:
 * the whole title as one sentence; the title's parts as sentences of their own; the one part that
 * names the keyword; the keyword alone as the title writes it. The rewrite measures each
 * (rewrite.ts, "Choosing"), because a real title in capitals, with "|" between headlines, can lower
 * a readable description's score, and near the 5,000-character limit only the shortest fits.
 * When no piece of the title names the keyword in the preview (a keyword the creator typed that the
 * title lacks, an empty title, a title that names it past character 125 or reads as a chapter
 * line), the keyword leads: "Keyword: the title." and "Keyword." — the keyword is the creator's own
 * choice, so it states nothing they did not. So there is always a hook for a keyword that fits the
 * preview; `note` says why the title alone could not give one.
 */
function buildHooks(title: string, primary: string): { hooks: string[]; note: string | null } {
  const line = titleLine(title);
  const candidates: string[] = [];
  let note: string | null = null;
  if (line === "") note = `Your title is empty, so the hook is ${quote(primary)} itself.`;
  else {
    const parts = titleParts(line);
    candidates.push(asSentence(line));
    if (parts.length > 1) candidates.push(parts.map(asSentence).join(" "));
    const naming = parts.find((part) => firstOccurrence(part, primary));
    if (naming) candidates.push(asSentence(naming));
    // The shortest: the keyword alone as the title writes it ("FIFA World Cup."), for the last
    // characters before the 5,000 limit.
    const inLine = firstOccurrence(line, primary);
    if (inLine) candidates.push(asSentence(line.slice(inLine.start, inLine.end)));
    else note = `Your title does not contain ${quote(primary)}, so the hook leads with it.`;
  }
  const hooks: string[] = [];
  const add = (candidate: string, strict: boolean) => {
    // A title starting with a time ("5:00 AM routine") must not become a chapter line.
    const hook = parseChapterLine(candidate) ? `In this video: ${candidate}` : candidate;
    if (!parseChapterLine(hook) && namesInPreview(hook, primary, strict) && !hooks.includes(hook)) hooks.push(hook);
  };
  for (const candidate of candidates) add(candidate, true);
  if (hooks.length > 0) return { hooks, note: null };
  if (note === null)
    note = `Your title does not name ${quote(primary)} as you wrote it within the first ${PREVIEW_CHARACTERS} characters, so the hook leads with it.`;
  const keyword = capitalise(hookKeyword(title, primary));
  const keywordLed = [...(line !== "" ? [`${keyword}: ${asSentence(line)}`] : []), asSentence(keyword)];
  for (const candidate of keywordLed) add(candidate, true);
  // A keyword the checklist reads only without its "#" or as bare words ("#tbt", "example.com"):
  // placed as the checklist counts it.
  if (hooks.length === 0) for (const candidate of keywordLed) add(candidate, false);
  return { hooks, note };
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
      return r.chapters.valid
        ? `${r.chapters.count} valid chapters`
        : r.chapters.count === 0
          ? "no timestamps"
          : `${r.chapters.count} timestamps, not accepted`;
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

  // 1. Hook: the placement rule is the checklist's biggest item, so when it fails and the title
  // names the keyword, the rewrite always opens with one of these (see "Choosing" below).
  let hooks: string[] = [];
  let hookNote: string | null = null;
  // The hook is added when the checklist misses the keyword in the preview, and also when it finds
  // it there only in another form ("baby name" for "baby names"): whoever reads the preview for
  // the keyword they were given should find it as given.
  if (
    primary !== null &&
    (!ruleOf(before, "keyword-first-125").passed || !literallyInPreview(foldLineBreaks(original), primary))
  ) {
    const built = buildHooks(input.title, primary);
    hooks = built.hooks;
    hookNote = built.note;
    if (hooks.length === 0) {
      notes.push(
        `Did not add a hook: ${quote(primary)} is longer than the ${PREVIEW_CHARACTERS} characters the preview shows. Choose a shorter keyword.`,
      );
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
        says: () =>
          `Added ${quote(line.trim())} before your first timestamp (${first.timestamp}), because YouTube's chapters must start at 0:00.`,
      });
    } else {
      notes.push(
        `Did not add a 0:00 chapter: your first timestamp is ${first.timestamp}, so a chapter before it would be shorter than 10 seconds. Change ${first.timestamp} to 0:00 yourself.`,
      );
    }
  }

  // 3. Call to action.
  if (!ruleOf(before, "call-to-action").passed) {
    const text =
      primary !== null
        ? `If this helped, subscribe for more videos on ${keywordAsWritten(input.title, primary)}.`
        : "If this helped, subscribe for more videos like this.";
    planned.push({
      kind: "cta",
      text,
      name: "call to action",
      says: () => `Added a call to action at the end: ${quote(text)}`,
    });
  }

  // 4. Hashtags from the target keywords, up to three in all.
  if (before.hashtags.ignoredAll) {
    notes.push(
      `Your description has ${before.hashtags.all.length} hashtags; with more than 15, YouTube ignores all of them. Delete at least ${before.hashtags.all.length - 15} (the rewrite never removes your text).`,
    );
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

  // The one exception to "never edits": when even the shortest hook would take the description
  // past 5,000 characters, the fewest of its last characters that make room are cut (back to a
  // space, so no word is split), and `improvements` quotes them. The keyword in the preview is
  // what search and the viewer see; the description's last words are what fewest people read.
  const overLimit = before.characters > MAX_CHARACTERS;
  const room = makeRoom(original, hooks, eol, overLimit);
  const base = room.text;
  const build = (hook: string | undefined, chosen: readonly Addition[]): string => {
    const get = (kind: Kind) => chosen.find((a) => a.kind === kind)?.text;
    const chapter = get("chapter");
    let body = base;
    if (chapter !== undefined && first && first.line < base.split(/\r\n|\r|\n/).length) {
      const at = lineOffset(base, first.line);
      body = base.slice(0, at) + chapter + eol + base.slice(at);
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

  // Measure every set of additions with each hook (or none); keep the best that fits. A rule the
  // original passed is never traded away for the other additions. The hook is the exception: when
  // one fits, the rewrite has one (the keyword in the preview is worth 20 points, more than any
  // rule a hook can cost), and it may cost only the rules that the least costly hook alone costs,
  // which `improvements` names. A rule the original already missed may lose its partial points when
  // the total gains more: a hook naming the keyword (+20) is worth a density that drifts further
  // from 2-3% (−7).
  if (overLimit) {
    notes.push(
      `The description is already ${formatInt(before.characters)} characters, over YouTube's ${formatInt(MAX_CHARACTERS)}: nothing was added and nothing of yours was removed. Shorten it yourself.`,
    );
  }
  type Plan = { hook: number; set: number };
  const measured = new Map<string, { text: string; analysis: Analysis }>();
  const measure = ({ hook, set }: Plan) => {
    const key = `${hook}:${set}`;
    let hit = measured.get(key);
    if (!hit) {
      const text = build(
        hooks[hook],
        planned.filter((_, i) => set & (1 << i)),
      );
      hit = { text, analysis: analyseDescription(text, input.keywords) };
      measured.set(key, hit);
    }
    return hit;
  };
  /** Rules the original passed that a plan fails. */
  const lost = (plan: Plan): RuleResult[] =>
    measure(plan).analysis.result.rules.filter((r) => !r.passed && ruleOf(before, r.id).passed);
  const fits = (plan: Plan) => measure(plan).analysis.result.characters <= MAX_CHARACTERS;
  const bits = (set: number) => planned.reduce((n, _, i) => n + ((set >> i) & 1), 0);

  // The hooks that fit, and what the least costly of them costs on its own.
  const fittingHooks = overLimit ? [] : hooks.map((_, hook) => hook).filter((hook) => fits({ hook, set: 0 }));
  const hookCost = (hook: number) => lost({ hook, set: 0 }).length;
  const leastCost = fittingHooks.length > 0 ? Math.min(...fittingHooks.map(hookCost)) : 0;
  // Of the least costly hooks, the fullest (the title says more than its parts); the other
  // additions are then combined with it only, which keeps the work at 4 + 8 measurements.
  const bestHook = fittingHooks.find((hook) => hookCost(hook) === leastCost) ?? null;
  const usableHooks = bestHook === null ? [] : [bestHook];
  const tolerated = new Set(bestHook !== null ? lost({ hook: bestHook, set: 0 }).map((r) => r.id) : []);
  if (hooks.length > 0 && !overLimit && fittingHooks.length === 0) {
    notes.push(
      `Did not add a hook: even the shortest hook from your title would make the description longer than YouTube's ${formatInt(MAX_CHARACTERS)} characters. Put ${quote(primary!)} in your first sentence.`,
    );
  }
  const allowed = (plan: Plan): boolean => fits(plan) && lost(plan).every((r) => plan.hook >= 0 && tolerated.has(r.id));

  let best: Plan = { hook: usableHooks[0] ?? -1, set: 0 };
  if (!overLimit) {
    for (const hook of usableHooks.length > 0 ? usableHooks : [-1]) {
      for (let set = 0; set < 1 << planned.length; set++) {
        const plan = { hook, set };
        if (!allowed(plan)) continue;
        const a = measure(plan).analysis.result.seoScore;
        const b = measure(best).analysis.result.seoScore;
        // Ties: fewer rules lost, more additions, the earlier additions (lower bits), the fuller hook.
        const better =
          a !== b
            ? a > b
            : lost(plan).length !== lost(best).length
              ? lost(plan).length < lost(best).length
              : bits(set) !== bits(best.set)
                ? bits(set) > bits(best.set)
                : set !== best.set
                  ? lowestBitsFirst(set, best.set)
                  : hook < best.hook;
        if (better) best = plan;
      }
    }
  }

  const { text: rewrittenDescription, analysis: afterA } = measure(best);
  const after = afterA.result;
  const improvements: string[] = [];
  if (best.hook >= 0) {
    const hook = hooks[best.hook]!;
    const whole =
      hookNote !== null
        ? quote(hook)
        : best.hook === 0
          ? "a hook from your title"
          : `a hook from your title, ${quote(hook)},`;
    improvements.push(
      `Opened with ${whole} that names ${quote(primary!)} in the first ${PREVIEW_CHARACTERS} characters (${beforeA.primaryAt ? `it first appeared at character ${formatInt(beforeA.primaryAt.start)}` : "it was missing from the description"}).${hookNote !== null ? ` ${hookNote}` : ""}`,
    );
    if (room.cut !== null) {
      improvements.push(
        `Cut the last ${formatInt(codePoints(room.cut))} characters of your description (${quote(preview(room.cut))}) to make room for the hook within YouTube's ${formatInt(MAX_CHARACTERS)}: your description was ${formatInt(before.characters)} characters. Put them back in place of something else if you need them.`,
      );
    }
    const costs = lost(best);
    if (costs.length > 0) {
      improvements.push(
        `The hook costs ${listOf(costs.map((r) => `${quote(r.label)} (${shortValue(beforeA, r.id)} → ${shortValue(afterA, r.id)}, −${ruleOf(before, r.id).points - r.points} points)`))}, which your description passed: every hook from your title does, and the keyword in the preview is worth ${RULE_POINTS["keyword-first-125"]}.`,
      );
    }
  }
  planned.forEach((addition, i) => {
    if (best.set & (1 << i)) improvements.push(addition.says(beforeA, afterA));
  });
  if (!overLimit) {
    planned.forEach((addition, i) => {
      if (best.set & (1 << i)) return;
      const trialPlan = { hook: best.hook, set: best.set | (1 << i) };
      const trial = measure(trialPlan).analysis.result;
      if (trial.characters > MAX_CHARACTERS) {
        improvements.push(
          `Skipped the ${addition.name}: it would have made the description ${formatInt(trial.characters)} characters, over YouTube's ${formatInt(MAX_CHARACTERS)}.`,
        );
        return;
      }
      const broken = trial.rules.filter((r) => !r.passed && ruleOf(before, r.id).passed && ruleOf(after, r.id).passed);
      if (broken.length > 0) {
        improvements.push(
          `Skipped the ${addition.name}: it would have broken ${listOf(broken.map((r) => quote(r.label)))}, which your description passes.`,
        );
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
    const fixed = chapterAt >= 0 && (best.set & (1 << chapterAt)) !== 0;
    improvements.push(
      `${fixed ? "YouTube will still reject the chapters" : "Your chapters need your attention"} (the rewrite never invents, moves or sorts timestamps): ${after.chapters.problems.join(" ")}`,
    );
  }

  const keywordsAdded = keywords.filter(
    (k) => (beforeA.occurrences.get(k) ?? 0) === 0 && (afterA.occurrences.get(k) ?? 0) > 0,
  );
  return { rewrittenDescription, keywordsAdded, improvements, reasoning: reasoning(beforeA, afterA), before, after };
}

/** A cut text shown in a sentence: its first 60 characters, single-spaced. */
function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const cps = [...flat];
  return cps.length <= 60 ? flat : `${cps.slice(0, 60).join("")}…`;
}

/**
 * The description the additions are made around: the original, or, when even the shortest hook
 * would not fit within MAX_CHARACTERS beside it, the original without the fewest last characters
 * that make room (cut back to white space when one is within 200 characters, trailing white space
 * dropped). `cut` is what was taken, null when nothing was.
 */
function makeRoom(
  original: string,
  hooks: readonly string[],
  eol: string,
  overLimit: boolean,
): { text: string; cut: string | null } {
  if (overLimit || hooks.length === 0 || original === "") return { text: original, cut: null };
  const length = (text: string) => codePoints(foldLineBreaks(text));
  const shortest = [...hooks].sort((a, b) => length(a) - length(b))[0]!;
  const fits = (body: string) => length(shortest + eol + eol + body) <= MAX_CHARACTERS;
  if (fits(original)) return { text: original, cut: null };
  const cps = [...original];
  let keep = Math.max(0, MAX_CHARACTERS - length(shortest + eol + eol));
  for (;;) {
    let end = Math.min(keep, cps.length);
    // Back to white space so no word is split, unless the last word is longer than 200 characters.
    let back = end;
    while (back > 0 && back > end - 200 && !/\s/u.test(cps[back]! ?? " ")) back--;
    if (back > 0 && /\s/u.test(cps[back] ?? "")) end = back;
    const text = cps.slice(0, end).join("").trimEnd();
    if (fits(text) || end === 0) return { text, cut: original.slice(text.length) };
    keep = end - 1;
  }
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
  return [head, measures, failing.length > 0 ? `Still failing: ${failing.join("; ")}.` : "Every rule passes."].join(
    " ",
  );
}
