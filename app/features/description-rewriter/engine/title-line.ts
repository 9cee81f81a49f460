// The title as the rewrite may quote it: one clean line without links, e-mail addresses, hashtags
// or angle brackets. Target keywords are chosen from this line too, so the primary keyword is
// always a phrase the hook can carry ("#tbt Windows 95" gives no "tbt windows": the hook drops
// the hashtag).
import { hashtagSpans } from "./hashtags";
import { emailSpans, findLinkSpans } from "./links";
import type { Span } from "./text";

function removeSpans(text: string, spans: readonly Span[]): string {
  let out = "";
  let last = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < last) continue;
    out += text.slice(last, span.start) + " ";
    last = span.end;
  }
  return out + text.slice(last);
}

/** The title as one clean line: no links, hashtags or angle brackets, single spaces. */
export function titleLine(title: string): string {
  const links = findLinkSpans(title);
  const noLinks = removeSpans(title, [...links, ...emailSpans(title)]);
  return removeSpans(noLinks, hashtagSpans(noLinks))
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<![\s|:;,–—-])[\s|:;,–—-]+$/u, "");
}
