// `npx tsx scripts/training/multilingual-sentiment/round4.ts <shared|hi|ar> <variant ...>`: round 4
// of issue 59. Compares feature settings, per-language calibration and ensembles by 3-fold
// cross-validation inside XLM-T's train posts (folds by a hash of the text) and, for Hindi and
// Arabic, on the tune part (hash part 7) of each set in the language (data.ts loadExtraSet;
// research-only sets measured, never trained on unless the variant says `all`). XLM-T val and
// every report part are never read here.
// A variant is options joined by colons, e.g. "g=2345:neg=1:l2=0.0001:nb=0.5:rom=1":
//   g     letter n-gram lengths (digits)       neg  negation scopes ("not_<word>")
//   l2    L2 penalty                           nb   NB scaling strength
//   rom   Devanagari read romanised (devanagari.ts; Hindi's model)
//   sets  ship | all | none (Hindi's and Arabic's models: which of the language's sets train)
//   hindi labels | xlmt | none (the shared model: Hindi's posts with corrected, XLM-T's or no labels)
// Printed per variant: macro-F1 of the model alone and end to end (as the API routes a post) on
// the pooled held-out folds, per language, plus "cal": the same with per-language bias shifts
// (negative and positive against neutral) chosen on the other folds' held-out posts (nested: the
// shift applied to a fold never saw its posts' labels), and each set's tune part (mean over the
// three fold models).
import "../../../app/features/comment-sentiment/engine/install-lexicon";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { analyzeComment } from "../../../app/features/comment-sentiment/engine/index";
import { detectLanguage, hinglishWordCount } from "../../../app/features/comment-sentiment/engine/language";
import { crossingLanguage } from "../../../app/features/comment-sentiment/engine/multilingual-sentiment";
import { romaniseTokens } from "./devanagari";
import { scoreTokens } from "../../../app/features/comment-sentiment/engine/sentiment";
import {
  parseSentimentModel,
  scoreWithModel,
  sentimentFeatures,
  serializeSentimentModel,
  type SentimentModel,
} from "../../../app/features/comment-sentiment/engine/sentiment-model";
import { tokenize } from "../../../app/features/comment-sentiment/engine/tokenize";
import type { Item, Label } from "../../sentiment-data";
import { buildVocabulary, type Row } from "../../train-sentiment-model";
import {
  DEV_LANGUAGES,
  foldOf,
  loadExtraSetsOf,
  loadXlmtTrain,
  multilingualDataDir,
  rowCache,
  rowOf,
  EXTRA_SETS,
  type DevLanguage,
} from "./data";
import { macroF1 } from "./macro-f1";
import { BUCKETS, CROSS_LANGUAGES, crossRows, trainSetting, WORD_LISTS, type SentimentSetting } from "./train";

const FOLDS = 3;
const f3 = (x: number) => x.toFixed(3);

export type Variant = {
  name: string;
  grams: number[];
  negation: boolean;
  l2: number;
  nb: number;
  romanise: boolean;
  sets: "ship" | "all" | "none";
  hindi: "labels" | "xlmt" | "none";
};

export function parseVariant(word: string): Variant {
  const o = Object.fromEntries(
    word
      .split(":")
      .filter((x) => x.includes("="))
      .map((x) => x.split("=") as [string, string]),
  );
  return {
    name: word,
    grams: [...(o.g ?? "34")].map(Number),
    negation: o.neg === "1",
    l2: Number(o.l2 ?? 0.0001),
    nb: Number(o.nb ?? 0.5),
    romanise: o.rom === "1",
    sets: (o.sets ?? "ship") as Variant["sets"],
    hindi: (o.hindi ?? "labels") as Variant["hindi"],
  };
}

export const settingOf = (v: Variant): SentimentSetting => ({
  grams: v.grams,
  l2: v.l2,
  english: false,
  dense: "rules",
  normalise: false,
  nb: v.nb,
  cross: true,
  lists: true,
});

/** Rows of posts in a variant's features, crossed with each post's language as the engine reads it. */
export function variantRows(items: readonly Item[], v: Variant): Row[] {
  const plain = items.map((it) => {
    const tokens = tokenize(it.text);
    const read = v.romanise ? romaniseTokens(tokens) : tokens;
    return rowOf(
      sentimentFeatures(read, scoreTokens(tokens), BUCKETS, { negation: v.negation, grams: v.grams }, WORD_LISTS),
      it.label,
    );
  });
  return crossRows(
    plain,
    items.map((it) => detectLanguage(it.text, tokenize(it.text))),
  );
}

/** A model and whether Devanagari is romanised before it reads a post (an experiment; no shipped model does). */
type VariantModel = SentimentModel & { romanise?: boolean };

/** A trained variant as the engine reads it (int8 weights, vocabulary, header). */
export function trainVariant(rows: Row[], v: Variant): VariantModel {
  const model = parseSentimentModel(
    serializeSentimentModel({
      ...trainSetting(rows, settingOf(v)),
      vocabulary: buildVocabulary(rows, 2),
      languages: CROSS_LANGUAGES,
      lists: WORD_LISTS,
    }),
  );
  return v.romanise ? { ...model, romanise: true } : model;
}

type Probs = [number, number, number];
export function probsOf(model: VariantModel, text: string, language: string): Probs {
  const tokens = tokenize(text);
  const read = model.romanise === true ? romaniseTokens(tokens) : tokens;
  const p = scoreWithModel(model, read, scoreTokens(tokens), crossingLanguage(language));
  return [p.negative, p.neutral, p.positive];
}

/** The engine's rule on probabilities with bias shifts (added to log P(negative), log P(positive)). */
export function labelOf(p: Probs, shift: readonly [number, number] = [0, 0]): Label {
  const n = Math.log(p[0]) + shift[0];
  const z = Math.log(p[1]);
  const q = Math.log(p[2]) + shift[1];
  return q > z && q >= n ? "positive" : n > z ? "negative" : "neutral";
}

const SHIFTS = [-0.8, -0.6, -0.4, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1];
/** The bias shifts of `grid` with the best score (ties to the smaller shifts). */
export function bestShiftBy(
  score: (shift: [number, number]) => number,
  grid: readonly number[] = SHIFTS,
): [number, number] {
  let best: [number, number] = [0, 0];
  let top = -1;
  for (const a of grid)
    for (const b of grid) {
      const s = score([a, b]);
      const smaller = Math.abs(a) + Math.abs(b) < Math.abs(best[0]) + Math.abs(best[1]);
      if (s > top + 1e-9 || (s > top - 1e-9 && smaller)) {
        best = [a, b];
        top = Math.max(s, top);
      }
    }
  return best;
}

/** The bias shifts with the best macro-F1 on these posts. */
export function bestShift(gold: readonly Label[], probs: readonly Probs[]): [number, number] {
  return bestShiftBy(
    (shift) =>
      macroF1(
        gold,
        probs.map((p) => labelOf(p, shift)),
      ).f1,
  );
}

/** Held-out posts of one language: gold, fold, probabilities, and the end-to-end route. */
type Held = { gold: Label; fold: number; p: Probs; mine: boolean; shipped: Label };

function report(name: string, held: Held[]) {
  const gold = held.map((h) => h.gold);
  const alone = macroF1(
    gold,
    held.map((h) => labelOf(h.p)),
  ).f1;
  const e2e = macroF1(
    gold,
    held.map((h) => (h.mine ? labelOf(h.p) : h.shipped)),
  ).f1;
  // Nested calibration: fold k's shift chosen on the other folds' held-out posts.
  const shifts = Array.from({ length: FOLDS }, (_, k) => {
    const other = held.filter((h) => h.fold !== k);
    return bestShift(
      other.map((h) => h.gold),
      other.map((h) => h.p),
    );
  });
  const cal = macroF1(
    gold,
    held.map((h) => labelOf(h.p, shifts[h.fold])),
  ).f1;
  const calE2e = macroF1(
    gold,
    held.map((h) => (h.mine ? labelOf(h.p, shifts[h.fold]) : h.shipped)),
  ).f1;
  const whole = bestShift(
    gold,
    held.map((h) => h.p),
  );
  return { name, alone, e2e, cal, calE2e, shift: whole };
}

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * `round4.ts calibrate <hi|ar> <negative> <positive>`: writes the shift chosen by cross-validation
 * (the "cal" column's [negative,positive] of the shipped form's variant) into the header of that
 * language's own model (engine/sentiment-model-weights-<code>.ts, `shifts`), its weights unchanged.
 */
function calibrate(code: string, negative: number, positive: number) {
  const file = join(root, `app/features/comment-sentiment/engine/sentiment-model-weights-${code}.ts`);
  const source = readFileSync(file, "utf8");
  const dataLine = source.split("\n").find((l) => l.startsWith("export const LANGUAGE_SENTIMENT_MODEL_DATA = "))!;
  const data = JSON.parse(dataLine.slice("export const LANGUAGE_SENTIMENT_MODEL_DATA = ".length, -1)) as string;
  const [head, ...rest] = data.split("\n");
  const header = JSON.parse(head!) as Record<string, unknown>;
  header.shifts = { [code]: [negative, positive] };
  const next = [JSON.stringify(header), ...rest].join("\n");
  parseSentimentModel(next);
  const settingsLine = source
    .split("\n")
    .find((l) => l.startsWith("export const LANGUAGE_SENTIMENT_MODEL_SETTINGS = "))!;
  const settings = JSON.parse(
    settingsLine.slice("export const LANGUAGE_SENTIMENT_MODEL_SETTINGS = ".length, -" as const;".length),
  ) as Record<string, unknown>;
  settings.shifts = { [code]: [negative, positive] };
  writeFileSync(
    file,
    source
      .replace(dataLine, `export const LANGUAGE_SENTIMENT_MODEL_DATA = ${JSON.stringify(next)};`)
      .replace(settingsLine, `export const LANGUAGE_SENTIMENT_MODEL_SETTINGS = ${JSON.stringify(settings)} as const;`)
      .replace(
        "// (model_weights); tests and scripts install it from here (install-lexicon.ts).",
        `// (model_weights); tests and scripts install it from here (install-lexicon.ts). The header's \`shifts\` were\n// written by \`round4.ts calibrate ${code} ${negative} ${positive}\` (chosen on held-out posts, decision 011).`,
      ),
  );
  console.log(`wrote ${file}: shifts ${code} [${negative}, ${positive}]`);
}

/**
 * `round4.ts choose <dump.json> <variant> <code>`: the shift of a language's own model chosen on
 * both kinds of held-out posts a round4 run dumped (ROUND4_DUMP): XLM-T's held-out folds of the
 * language and the tune parts of its shippable sets, end to end; the score is the mean of XLM-T's
 * macro-F1 and the sets' mean (research-only sets printed, not counted). XLM-T's half is also
 * given nested (each fold's shift chosen without it).
 */
function choose(file: string, variant: string, code: string) {
  type Dumped = Held & { pe2e?: Probs };
  const d = (
    JSON.parse(readFileSync(file, "utf8")) as Record<
      string,
      { xlmt: Record<string, Held[]>; tune: Record<string, Dumped[]> }
    >
  )[variant]!;
  const xlmt = d.xlmt[code]!;
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const xlmtScore = (held: Held[], shift: [number, number]) =>
    macroF1(
      held.map((h) => h.gold),
      held.map((h) => (h.mine ? labelOf(h.p, shift) : h.shipped)),
    ).f1;
  const tuneScore = (h: Dumped[], shift: [number, number]) =>
    mean(
      Array.from({ length: FOLDS }, (_, k) => {
        const part = h.filter((x) => x.fold === k);
        return macroF1(
          part.map((x) => x.gold),
          part.map((x) => (x.pe2e ? labelOf(x.pe2e, shift) : x.shipped)),
        ).f1;
      }),
    );
  const ships = (f: string) => EXTRA_SETS.find((e) => e.folder === f)?.ships === true;
  const score = (xs: Held[], shift: [number, number]) =>
    (xlmtScore(xs, shift) +
      mean(
        Object.entries(d.tune)
          .filter(([f]) => ships(f))
          .map(([, h]) => tuneScore(h, shift)),
      )) /
    2;
  const best = (xs: Held[]) => bestShiftBy((shift) => score(xs, shift));
  const shift = best(xlmt);
  const foldShifts = Array.from({ length: FOLDS }, (_, k) => best(xlmt.filter((x) => x.fold !== k)));
  const nested = macroF1(
    xlmt.map((h) => h.gold),
    xlmt.map((h) => (h.mine ? labelOf(h.p, foldShifts[h.fold]) : h.shipped)),
  ).f1;
  const line = (s: [number, number]) =>
    `XLM-T ${code} CV e2e ${f3(xlmtScore(xlmt, s))} | ${Object.entries(d.tune)
      .map(([f, h]) => `${f.split("-")[0]}${ships(f) ? "" : " (research)"} tune e2e ${f3(tuneScore(h, s))}`)
      .join(" ")}`;
  console.log(`no shift      | ${line([0, 0])}`);
  console.log(`shift [${shift.join(",")}] | ${line(shift)} | XLM-T nested ${f3(nested)}`);
}

function main() {
  const [target, ...words] = process.argv.slice(2);
  if (target === "choose") return choose(words[0]!, words[1]!, words[2]!);
  if (target === "calibrate") return calibrate(words[0]!, Number(words[1]), Number(words[2]));
  const dir = multilingualDataDir();
  if (dir === null || target === undefined) throw new Error("usage: round4.ts <shared|hi|ar> <variant ...>");
  const dump: Record<string, unknown> = {};
  for (const word of words) {
    const v = parseVariant(word);
    const started = Date.now();
    const xlmt = loadXlmtTrain(dir, target === "shared" ? v.hindi : "labels");
    const rowsOf = rowCache<string>((items) => variantRows(items, v));
    // Which languages the model under test reads, and its training posts.
    const codes = target === "shared" ? ["es", "pt", "fr", "de", "it"] : [target];
    const folders: DevLanguage[] =
      target === "shared" ? [...xlmt.keys()] : [DEV_LANGUAGES.find(([, c]) => c === target)![0]];
    const sets: ReturnType<typeof loadExtraSetsOf> = target === "shared" ? new Map() : loadExtraSetsOf(target);
    const trainSets = [...sets].filter(
      ([f]) => v.sets === "all" || (v.sets === "ship" && EXTRA_SETS.find((e) => e.folder === f)!.ships),
    );
    const routes = (text: string, language: string) =>
      codes.includes(crossingLanguage(language)) ||
      (target === "hi" && (language === "en" || language === "und") && hinglishWordCount(tokenize(text)) >= 2);
    const held = new Map<string, Held[]>();
    const tuneHeld = new Map<string, (Held & { pe2e?: Probs })[]>();
    for (let fold = 0; fold < FOLDS; fold++) {
      const rows: Row[] = [];
      for (const f of folders) {
        const items = xlmt.get(f)!;
        rowsOf(f, items).forEach((r, i) => {
          if (foldOf(items[i]!.text, FOLDS) !== fold) rows.push(r);
        });
      }
      for (const [f, parts] of trainSets) rows.push(...rowsOf(`${f}:train`, parts.train));
      const model = trainVariant(rows, v);
      for (const f of folders) {
        const code = DEV_LANGUAGES.find(([x]) => x === f)![1];
        if (!codes.includes(code)) continue;
        const list = held.get(code) ?? [];
        for (const it of xlmt.get(f)!) {
          if (foldOf(it.text, FOLDS) !== fold) continue;
          const a = analyzeComment(it.text);
          const mine = routes(it.text, a.language);
          list.push({
            gold: it.label,
            fold,
            p: probsOf(model, it.text, codes.includes(crossingLanguage(a.language)) ? a.language : code),
            mine,
            shipped: a.sentiment.label as Label,
          });
        }
        held.set(code, list);
      }
      for (const [f, parts] of sets) {
        const list = tuneHeld.get(f) ?? [];
        for (const it of parts.tune) {
          const a = analyzeComment(it.text);
          const route = routes(it.text, a.language);
          list.push({
            gold: it.label,
            fold,
            p: probsOf(model, it.text, target),
            mine: route,
            shipped: a.sentiment.label as Label,
            pe2e: route
              ? probsOf(model, it.text, a.language === "en" || a.language === "und" ? target : a.language)
              : undefined,
          });
        }
        tuneHeld.set(f, list);
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    const per = [...held].map(([c, h]) => report(c, h));
    // Each set's tune part: mean over the three fold models, plain and with the shift chosen on
    // XLM-T's held-out posts of the language (the tune labels choose nothing).
    const shift = per[0]!.shift;
    const tune = [...tuneHeld].map(([f, h]) => {
      const score = (pick: (x: (typeof h)[number]) => Label) =>
        mean(
          Array.from({ length: FOLDS }, (_, k) => {
            const part = h.filter((x) => x.fold === k);
            return macroF1(
              part.map((x) => x.gold),
              part.map(pick),
            ).f1;
          }),
        );
      return [
        f,
        score((x) => labelOf(x.p)),
        score((x) => (x.pe2e ? labelOf(x.pe2e) : x.shipped)),
        score((x) => (x.pe2e ? labelOf(x.pe2e, shift) : x.shipped)),
      ] as const;
    });
    console.log(
      `${v.name.padEnd(34)} | ${per
        .map((r) => `${r.name} ${f3(r.alone)}/${f3(r.e2e)} cal ${f3(r.cal)}/${f3(r.calE2e)} [${r.shift.join(",")}]`)
        .join(
          " ",
        )}${per.length > 1 ? ` | mean ${f3(mean(per.map((r) => r.alone)))}/${f3(mean(per.map((r) => r.e2e)))} cal ${f3(mean(per.map((r) => r.cal)))}/${f3(mean(per.map((r) => r.calE2e)))}` : ""} | ${tune
        .map(([f, alone, e2e, cal]) => `${f.split("-")[0]} tune ${f3(alone)}/${f3(e2e)} cal e2e ${f3(cal)}`)
        .join(" ")} | ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    dump[v.name] = { xlmt: Object.fromEntries(held), tune: Object.fromEntries(tuneHeld) };
  }
  if (process.env.ROUND4_DUMP) writeFileSync(process.env.ROUND4_DUMP, JSON.stringify(dump));
}

if (process.argv[1]?.endsWith("round4.ts")) main();
