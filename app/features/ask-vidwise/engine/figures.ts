// How a figure is written in an answer. Tools write their facts with the same function, so the
// composer can tell which figures an answer quotes (its sources list exactly those).
import type { Figure } from "../types";

/** A number with thousands separators and at most two decimals; text as is. */
export function figureText(value: Figure | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return value;
}

/** The figures whose written form appears in the text (null and empty figures never do). */
export function quotedFigures(text: string, figures: Record<string, Figure>): Record<string, Figure> {
  const quoted: Record<string, Figure> = {};
  for (const [key, value] of Object.entries(figures)) {
    const written = figureText(value);
    if (written !== "" && containsFigure(text, written, typeof value === "number")) quoted[key] = value;
  }
  return quoted;
}

/** A number must stand alone ("12" is not quoted by "312" or "12.5"); text just has to appear. */
function containsFigure(text: string, written: string, isNumber: boolean): boolean {
  if (!isNumber) return text.includes(written);
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^0-9.,])${escaped}(?![0-9]|[.,][0-9])`).test(text);
}

/**
 * Every number written in a text: digits with their separators ("7,613", "12.5", "2026-11-20",
 * "2:14"), without a sentence's final full stop or comma.
 */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0]);
}

const NUMBER = /\d(?:[\d,.:/-]*\d)?/g;

/**
 * The value of a written number as a figure: a number when figureText writes it back the same way
 * ("7,613", "12.5"), else the text as written ("2026" in a viewer's comment, "2026-11-20", "12.50"),
 * so the figure is always written in the answer exactly as listed.
 */
function figureOf(written: string): Figure {
  const value = Number(written.replace(/,/g, ""));
  return Number.isFinite(value) && figureText(value) === written ? value : written;
}

/** Whether a figure accounts for a written number: the same number, or text that contains it standing alone. */
export function accountsFor(value: Figure, written: string): boolean {
  if (value === null) return false;
  if (typeof value === "number") return figureText(value) === written || value === figureOf(written);
  return containsFigure(value, written, true);
}

/**
 * The figures a text states: those whose written form appears in it (quotedFigures), plus every
 * other number it writes (a fixed horizon like "28 days", a count inside a "missing" message, a
 * number in a tool's reasoning) under a key named after the word that follows it, so every number
 * of an answer is among its sources' figures.
 */
export function statedFigures(text: string, figures: Record<string, Figure>): Record<string, Figure> {
  const stated = quotedFigures(text, figures);
  const values = Object.values(stated);
  for (const match of text.matchAll(NUMBER)) {
    const written = match[0];
    if (values.some((v) => accountsFor(v, written))) continue;
    const known = Object.entries(figures).find(([, v]) => accountsFor(v, written));
    const value = known ? known[1] : figureOf(written);
    const after = text.slice(match.index + written.length);
    const next = after.startsWith("%") ? "percent" : /^\s*([A-Za-z]+)/.exec(after)?.[1]?.toLowerCase();
    const base = known ? known[0] : `stated${next ? next[0]!.toUpperCase() + next.slice(1) : "Number"}`;
    let key = base;
    for (let n = 2; key in stated && stated[key] !== value; n++) key = `${base}${n}`;
    stated[key] = value;
    values.push(value);
  }
  return stated;
}

/** The numbers a text writes that none of the figures accounts for (the bench's traceability count). */
export function untracedNumbers(text: string, figures: readonly Figure[]): string[] {
  return numbersIn(text).filter((written) => !figures.some((v) => accountsFor(v, written)));
}
