// Where a title's trailer starts: the bracket groups, emoji and hashtags after its text
// ("Home Server Build (2026) 🔥 #homelab"). This is the leftmost match of
//   /(?:\s*(?:\([^()]*\)|\[[^[\]]*\]|【[^【】]*】|[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+|#[\p{L}\p{N}_]+))+\s*$/u
// computed in one pass from the end instead: as a regular expression the emoji run inside the
// repeated group could be split in every possible way, so "😂😂😂…x" took exponential time.

const SPACE = /\s/u;
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]/u;
const HASHTAG_CHAR = /[\p{L}\p{N}_]/u;
const BRACKETS: Readonly<Record<string, { close: string; forbidden: string }>> = {
  "(": { close: ")", forbidden: "()" },
  "[": { close: "]", forbidden: "[]" },
  "【": { close: "】", forbidden: "【】" },
};

/** The UTF-16 index where the trailer starts, or null when the title has none. */
export function trailerStart(text: string): number | null {
  const chars = [...text];
  const n = chars.length;
  // rest[i]: chars[i..] is zero or more items, each after optional spaces, then optional spaces.
  const rest: boolean[] = new Array<boolean>(n + 1).fill(false);
  // trailer[i]: the same with at least one item (the expression's "+").
  const trailer: boolean[] = new Array<boolean>(n + 1).fill(false);
  // hashtagEnd[i] (chars[i] a hashtag character): a hashtag running on through chars[i] may end
  // after it or after a later character of the same run, with rest[] true there.
  const hashtagEnd: boolean[] = new Array<boolean>(n + 1).fill(false);
  // closeAt[i]: index of the closing bracket matching an opener at i, if nothing forbidden comes first.
  const closeAt = bracketCloses(chars);
  rest[n] = true;
  for (let i = n - 1; i >= 0; i--) {
    const ch = chars[i]!;
    if (HASHTAG_CHAR.test(ch))
      hashtagEnd[i] = rest[i + 1]! || (i + 1 < n && HASHTAG_CHAR.test(chars[i + 1]!) && hashtagEnd[i + 1]!);
    let item = false;
    const close = closeAt[i];
    if (close !== undefined && rest[close + 1]) item = true;
    if (EMOJI.test(ch) && rest[i + 1]) item = true;
    if (ch === "#" && i + 1 < n && HASHTAG_CHAR.test(chars[i + 1]!) && hashtagEnd[i + 1]) item = true;
    const space = SPACE.test(ch);
    rest[i] = item || (space && rest[i + 1]!);
    trailer[i] = item || (space && trailer[i + 1]!);
  }
  const first = trailer.indexOf(true);
  if (first < 0 || first >= n) return null;
  return chars.slice(0, first).join("").length;
}

/** For each opening bracket, where its group closes (the first closer, with no other bracket of its kind before it). */
function bracketCloses(chars: readonly string[]): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(chars.length);
  // Scanning from the end, the nearest closer and the nearest forbidden character of each kind.
  for (const [open, { close, forbidden }] of Object.entries(BRACKETS)) {
    let nearestClose: number | undefined;
    for (let i = chars.length - 1; i >= 0; i--) {
      const ch = chars[i]!;
      if (ch === open) out[i] = nearestClose;
      if (ch === close) nearestClose = i;
      else if (forbidden.includes(ch)) nearestClose = undefined;
    }
  }
  return out;
}
