// The character references YouTube leaves in comment text (its plainText format still carries
// some, and texts scraped from its HTML carry all): "&lt;3" is the heart a viewer typed as "<3".

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Named references above and numeric ones ("&#39;", "&#x27;") as the characters they stand for; anything else stays. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(?:(amp|lt|gt|quot|apos|nbsp)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi, (all, name, dec, hex) => {
    if (name) return NAMED[String(name).toLowerCase()] ?? all;
    const code = dec ? Number(dec) : parseInt(String(hex), 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : all;
  });
}
