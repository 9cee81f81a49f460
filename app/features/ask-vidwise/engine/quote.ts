// Text from the user's data (comment text, video titles) enters an answer only as a quotation:
// one line, clipped, inside typographic quotes, so it reads as data and never as an instruction.
export function quoteData(text: string, max = 120): string {
  const line = oneLine(text);
  const clipped = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return `“${clipped}”`;
}

/** The text as a quotation holds it: one line, single spaces, straight double quotes inside. */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/[“”]/g, '"')
    .trim();
}

/** The quotations of the user's data in a text (“…”, as quoteData writes them), with where each stands. */
export function quotationsIn(text: string): { from: number; to: number; inner: string }[] {
  return [...text.matchAll(/“([^“”]*)”/g)].map((m) => ({ from: m.index, to: m.index + m[0].length, inner: m[1]! }));
}
