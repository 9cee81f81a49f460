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
