// What someone else wrote (a video or channel title from YouTube, a comment topic, an idea), as it
// may stand inside a mail we send. Mail clients break lines where the text does, reorder text
// around bidi controls, show nothing for invisible characters and turn anything that looks like an
// address into a link, so such a string would otherwise be able to write a paragraph that reads
// as ours ("Your payment failed…"), hide or reverse words, or put a clickable link into our mail.
// Method, in this order:
// 1. controls (C0, DEL, C1: line breaks and tabs included) and line/paragraph separators become a
//    space, and runs of white space one space: the string stays on the line it was put on;
// 2. default-ignorable code points (bidi embeddings, overrides, isolates and marks, zero-width
//    spaces and joiners, the soft hyphen, Hangul fillers, tag characters…) are removed: they show
//    nothing, so removing them changes no visible word, only what they could hide or reorder. Two
//    kinds stay where they cannot hide anything and a script or an emoji needs them: the
//    zero-width (non-)joiner between two non-ASCII letters, marks or emoji (Persian words, Indic
//    conjuncts, emoji families), and a variation selector after a non-ASCII letter, digit, symbol
//    or emoji, or before the keycap mark (emoji presentation: "❤️", "1️⃣");
// 3. links are defanged: "scheme://" is dropped (colon, slashes and the scheme before them) and
//    every dot of a host name is written "[.]" (the convention security advisories use), because
//    clients link "https://…", "www.…" and often a bare "name.tld", while none takes a bracket as
//    part of a host name, and "evil[.]example/pay" still reads as the address it was. A host is labels joined by dots of
//    which one after the first could be a top-level domain (letters, or "xn--" punycode), or a
//    dotted IPv4 address; the full-width dots IDNA reads as dots count too, but only with an
//    ASCII top-level domain, so a Japanese sentence ending in "。" stays as it is. Numbers
//    ("1.000.000", "v2.0") and one-letter abbreviations ("e.g.", "U.S.") are no hosts. The cost:
//    a word like "Node.js" also reads "Node[.]js";
// 4. the result is cut to `max` characters (code points, so no emoji is split), with "…".
// Guarantee: the result is one line with no character of U+0000–U+001F, U+007F–U+009F, U+2028,
// U+2029, U+200B, U+FEFF, no bidi control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
// no colon followed by a slash or backslash, and no dot between a host's labels. Linear in the
// text's length, which is cut to four times `max` before anything else.

/** How long a title or topic may be in a mail; YouTube's titles are at most 100 characters. */
export const PLAIN_TEXT_MAX = 300;

const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const SPACES = /\s{2,}/gu;
const JOINERS = new Set(["\u200C", "\u200D"]);
const VARIATION_SELECTOR = /^[\uFE00-\uFE0F\u180B-\u180D\u180F\u{E0100}-\u{E01EF}]$/u;
const KEYCAP = "\u20E3";
/** What a joiner may stand between: a letter, a mark (variation selectors included) or an emoji. */
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
/** What a variation selector may follow: a letter, mark, digit, symbol or emoji, not punctuation. */
const SELECTABLE = /^[\p{L}\p{M}\p{N}\p{S}\p{Extended_Pictographic}]$/u;
// A scheme's colon and slashes (backslashes too: browsers read them as slashes), and what the
// scheme before them may be made of.
const SCHEME_END = /:[/\\]+/g;
const SCHEME_CHAR = /^[\p{L}\p{N}+.-]$/u;
// Labels joined by the dots IDNA maps to ".": ASCII, ideographic, full-width and half-width
// ideographic. Every run of label characters matches (the dots are optional), so no attempt fails
// to be tried again from inside the run: linear in the text.
const LABELS = /[\p{L}\p{N}_-]+(?:[.\u3002\uFF0E\uFF61][\p{L}\p{N}_-]+)*/gu;
const DOTS = /[.\u3002\uFF0E\uFF61]/gu;
const DOT = /[.\u3002\uFF0E\uFF61]/u;
const WIDE_DOT = /[\u3002\uFF0E\uFF61]/u;
const ASCII_TLD = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i;
const ANY_TLD = /^\p{L}{2,}$/u;
const IPV4_LABEL = /^\d{1,3}$/;

/** The code point just before `index`, "" at the start. */
function codePointBefore(text: string, index: number): string {
  if (index <= 0) return "";
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start)!);
}

/** The code point at `index`, "" at the end. */
function codePointAt(text: string, index: number): string {
  return index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : "";
}

const nonAscii = (c: string) => c !== "" && c.codePointAt(0)! > 0x7f;

/** Whether an invisible character stays: only where it joins or styles non-ASCII text (see 2.). */
function keepsIgnorable(c: string, before: string, after: string): boolean {
  if (JOINERS.has(c)) return nonAscii(before) && nonAscii(after) && JOINABLE.test(before) && JOINABLE.test(after);
  if (VARIATION_SELECTOR.test(c)) return (nonAscii(before) && SELECTABLE.test(before)) || after === KEYCAP;
  return false;
}

/**
 * Whether labels joined by dots could hold a host a client links (see 3.): any label after the
 * first could be a top-level domain (not only the last: a client may link "evil.example" out of
 * "evil.example.x"), or four labels in a row are an IPv4 address.
 */
function isHost(candidate: string): boolean {
  const labels = candidate.split(DOTS);
  const tld = WIDE_DOT.test(candidate) ? ASCII_TLD : ANY_TLD;
  if (labels.slice(1).some((label) => ASCII_TLD.test(label) || tld.test(label))) return true;
  return labels.some((_, i) => i + 4 <= labels.length && labels.slice(i, i + 4).every((l) => IPV4_LABEL.test(l)));
}

/**
 * The text without any "scheme://": each colon-and-slashes goes with the scheme characters before
 * it, read back no further than the previous one (linear). What is left cannot join into a new
 * one, since the slashes taken are all there were.
 */
function withoutSchemes(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(SCHEME_END)) {
    let start = match.index;
    while (start > last && SCHEME_CHAR.test(text[start - 1]!)) start -= 1;
    out += text.slice(last, start);
    last = match.index + match[0].length;
  }
  return out + text.slice(last);
}

/** Links made unclickable, still readable (see 3.). */
function defanged(text: string): string {
  return withoutSchemes(text).replace(LABELS, (labels) =>
    DOT.test(labels) && isHost(labels) ? labels.replace(DOTS, "[.]") : labels,
  );
}

/**
 * A string someone else wrote, as plain text on one line for a mail: no control or invisible
 * character, no link (see the method above), at most `max` characters.
 */
export function plainText(value: string, max = PLAIN_TEXT_MAX): string {
  // Cut first, well past `max`, so that the work is bounded whatever the input's length.
  const oneLine = value
    .slice(0, max * 4)
    .toWellFormed()
    .replace(CONTROLS, " ");
  const visible = oneLine.replace(IGNORABLE, (c, offset: number, whole: string) =>
    keepsIgnorable(c, codePointBefore(whole, offset), codePointAt(whole, offset + c.length)) ? c : "",
  );
  const text = defanged(visible).replace(SPACES, " ").trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, Math.max(0, max - 1)).join("");
  return `${kept.trimEnd()}…`;
}
