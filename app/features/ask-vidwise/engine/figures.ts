// How a figure is written in an answer. Tools write their facts with the same function, so the
// composer can tell which figures an answer quotes (its sources list exactly those).
import type { Figure } from "../types";
import { oneLine, quotationsIn } from "./quote";
import { formatMoney } from "~/lib/format";

/** A number with thousands separators and at most two decimals; text as is. */
export function figureText(value: Figure | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return value;
}

/**
 * The figures an answer's text quotes, the only ones its source may list: a text figure (a title,
 * a trend, a date) where its text occurs without cutting a number, a number figure where a number
 * written the same way stands alone outside the quoted texts ("12" is not quoted by "312", "12.5"
 * or a title “I tried 12 desks”). Null and empty figures never are. Nothing else is added: a
 * number the text writes that no figure holds is not listed under any name.
 */
export function quotedFigures(text: string, figures: Record<string, Figure>): Record<string, Figure> {
  const entries = Object.entries(figures);
  const spans = textSpans(text, entries);
  const loose = [...text.matchAll(NUMBER)].filter((m) => !spans.some((s) => covers(s, m.index, m[0])));
  const quoted: Record<string, Figure> = {};
  for (const [key, value] of entries) {
    if (
      typeof value === "number"
        ? loose.some((m) => writes(text, m.index, m[0], value))
        : spans.some((s) => s.key === key)
    )
      quoted[key] = value;
  }
  return quoted;
}

type Span = { key: string; from: number; to: number };

/**
 * The occurrences of the text figures in the text, longest first (a title holding a date wins): as
 * written, or quoted by quoteData: one line, and clipped with "…" after at least
 * MIN_CLIPPED_QUOTE characters (“7 Smart Home Devices Worth Buy…” is the title it begins).
 */
function textSpans(text: string, entries: readonly (readonly [string, Figure])[]): Span[] {
  const spans: Span[] = [];
  const quotations = quotationsIn(text);
  for (const [key, value] of entries) {
    if (typeof value !== "string" || value === "") continue;
    for (const at of occurrences(text, value)) spans.push({ key, from: at, to: at + value.length });
    const line = oneLine(value);
    for (const q of quotations) {
      const clipped = q.inner.endsWith("…") ? q.inner.slice(0, -1) : null;
      if (q.inner === line || (clipped !== null && clipped.length >= MIN_CLIPPED_QUOTE && line.startsWith(clipped)))
        spans.push({ key, from: q.from, to: q.to });
    }
  }
  return spans.sort((a, b) => b.to - b.from - (a.to - a.from));
}

/** A clipped quotation this long or longer is the figure it begins (shorter ones could begin anything). */
const MIN_CLIPPED_QUOTE = 12;

function covers(span: Span, index: number, written: string): boolean {
  return span.from <= index && index + written.length <= span.to;
}

/**
 * Whether the number written at `index` is the figure `value`: written the same way ("7,613" is
 * 7613); a negative figure as a minus sign and its size ("-3"), and a positive one never after a
 * minus sign (a hyphen after a letter, "top-3", is not one).
 */
function writes(text: string, index: number, written: string, value: number): boolean {
  // An amount of money is written "$3.70" (formatMoney): its sign stands before the "$".
  const money = text[index - 1] === "$";
  const at = money ? index - 1 : index;
  const minus = (text[at - 1] === "-" || text[at - 1] === "−") && !/[\p{L}\p{N}]/u.test(text[at - 2] ?? "");
  if (!(minus ? value <= 0 : value >= 0)) return false;
  return figureText(Math.abs(value)) === written || (money && formatMoney(Math.abs(value)).slice(1) === written);
}

/** Where a figure's text occurs in the text, never cutting a number ("3" does not occur in "314"). */
function occurrences(text: string, written: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + 1)) {
    const cutsBefore = /\d/.test(written[0]!) && /\d/.test(text[at - 1] ?? "");
    const cutsAfter = /\d/.test(written[written.length - 1]!) && /\d/.test(text[at + written.length] ?? "");
    if (!cutsBefore && !cutsAfter) found.push(at);
  }
  return found;
}

/**
 * Every number written in a text: digits with their separators ("7,613", "12.5", "2026-11-20",
 * "2:14"), without a sentence's final full stop or comma.
 */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0]);
}

const NUMBER = /\d(?:[\d,.:/-]*\d)?/g;

/** One number written in a text, and the figure it was found among (null: none). */
export type TracedNumber = { written: string; index: number; figure: string | null };

/**
 * Where each number of a text comes from, among the given figures only: a number figure written
 * the same way ("7,613" is 7613), or a text figure (a title, a date, a reason) whose occurrence in
 * the text holds the number ("5" inside “I tried 5 desks”, quoted). A number that is merely
 * written somewhere else in the text, or that no figure holds, is traced to nothing: an answer
 * cannot source its own numbers.
 */
export function traceNumbers(
  text: string,
  figures: Record<string, Figure> | readonly (readonly [string, Figure])[],
): TracedNumber[] {
  const entries = Array.isArray(figures)
    ? (figures as readonly (readonly [string, Figure])[])
    : Object.entries(figures as Record<string, Figure>);
  const spans = textSpans(text, entries);
  return [...text.matchAll(NUMBER)].map((match) => {
    const written = match[0];
    const index = match.index;
    const span = spans.find((s) => covers(s, index, written));
    const number = entries.find(([, v]) => typeof v === "number" && writes(text, index, written, v));
    return { written, index, figure: span?.key ?? number?.[0] ?? null };
  });
}

/** The numbers a text writes that none of the figures holds (the bench's traceability count). */
export function untracedNumbers(text: string, figures: readonly Figure[]): string[] {
  return traceNumbers(
    text,
    figures.map((v, i) => [String(i), v] as const),
  )
    .filter((t) => t.figure === null)
    .map((t) => t.written);
}

/**
 * The fixed wording of the tools' facts that writes a number no figure holds: the horizons and
 * scales a figure is measured on ("at 28 days", "at 7 days", "out of 10", "out of 100", "an 80%
 * range", "per 1,000", trends "measured every 6 hours"). Named so a report can say how many of an answer's untraced numbers are
 * such wording; they are never counted as traced (they are not a tool's figures).
 */
export function isFixedWording(text: string, number: Pick<TracedNumber, "written" | "index">): boolean {
  const before = text.slice(Math.max(0, number.index - 7), number.index);
  const after = text.slice(number.index + number.written.length);
  switch (number.written) {
    case "7":
    case "28":
      return /^ days\b/.test(after);
    case "10":
    case "100":
      return /out of $/.test(before);
    case "80":
      return /^% range\b/.test(after);
    case "1,000":
      return /per $/.test(before);
    case "6":
      return /every $/.test(before) && /^ hours\b/.test(after);
    default:
      return false;
  }
}

/**
 * Whether a number stands inside a quotation of the user's data (a video title or a comment,
 * “…”): their words, not a figure the answer states. Named so a report can count such numbers
 * apart when no figure holds the quoted text; they are never counted as traced.
 */
export function isInQuotation(text: string, number: Pick<TracedNumber, "index">): boolean {
  return quotationsIn(text).some((q) => q.from < number.index && number.index < q.to);
}
