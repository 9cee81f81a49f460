// Which page references in an answer become links. Answers quote text the assistant did not
// write (video titles, comments, a model's words), so "(//0x5db8d822)" or "(/\evil.example)" can
// appear in them; only a same-origin app path may become a link, everything else stays text.
// Pure: the chat's component and its tests share it.

/**
 * A path on this site ("/rpm-booster", "/ask-vidwise?c=…#latest"), or null. It starts with one
 * "/" and a letter; the path is letters, digits, "-", "_" and single "/"; an optional query or
 * fragment uses URL-safe characters. No "//" anywhere (a protocol-relative URL, or one smuggled
 * into a query), no backslash (browsers read it as "/"), no ":" (a scheme), no spaces.
 */
export function sameOriginAppPath(candidate: string): string | null {
  if (!/^\/[A-Za-z][\w/-]*(?:[?#][\w\-.~=&%?#/]*)?$/.test(candidate)) return null;
  if (candidate.includes("//")) return null;
  return candidate;
}

export type AnswerPiece = { kind: "text"; text: string } | { kind: "link"; path: string };

/** "(…)" holding something that starts with "/": a page reference, if sameOriginAppPath agrees. */
const REFERENCE = /\((\/[^\s()]{0,200})\)/g;

/**
 * The answer as text and links, in order: each "(/page)" reference that is a same-origin app path
 * becomes a link (its parentheses stay text around it); any other reference is left as it was.
 */
export function answerPieces(content: string): AnswerPiece[] {
  const pieces: AnswerPiece[] = [];
  let text = "";
  let last = 0;
  for (const match of content.matchAll(REFERENCE)) {
    const path = sameOriginAppPath(match[1]!);
    if (!path) continue;
    text += `${content.slice(last, match.index)}(`;
    pieces.push({ kind: "text", text });
    pieces.push({ kind: "link", path });
    text = ")";
    last = match.index + match[0].length;
  }
  text += content.slice(last);
  if (text) pieces.push({ kind: "text", text });
  return pieces;
}
