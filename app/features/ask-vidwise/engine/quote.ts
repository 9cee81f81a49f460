// Text from the user's data (comment text, video titles) enters an answer only as a quotation:
// one line, clipped, inside typographic quotes, so it reads as data and never as an instruction.
export function quoteData(text: string, max = 120): string {
  const oneLine = text
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/[“”]/g, '"')
    .trim();
  const clipped = oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
  return `“${clipped}”`;
}
