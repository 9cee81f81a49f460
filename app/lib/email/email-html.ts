// The HTML part of every mail, made from its text part, so the two always say the same thing.
// Method: the text is split into paragraphs at blank lines and into lines at single line breaks;
// every character of it is HTML-escaped, and only http(s) URLs on the app's own origin become
// links (their href escaped the same way), so nothing a user typed (a feedback message, a channel
// title) can add markup or a link off the app. Which origin is the app's is the caller's to say
// (email.server.ts takes it from the links the app itself put in the mail): the text alone cannot
// tell the app's links from someone else's, so without an origin no URL becomes a link.
// Guarantee: the output's only tags are the fixed ones written here; every href is on the given
// origin; the language is declared, the subject is the document's title and heading, text is
// dark on white at 16 px with underlined links (readable by screen readers and in clients that
// strip styles, where it stays plain HTML).

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// An http(s) URL runs to the next space or angle bracket or quote; punctuation that ends a
// sentence ("…?token=abc.") stays outside the link.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", ")", "]"]);

/** The URL without the punctuation that ends its sentence (a loop: linear on any input). */
function withoutTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(url[end - 1]!)) end -= 1;
  return url.slice(0, end);
}

/** The origin of an http(s) URL, or null for anything else. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

// Compared as parsed origins, not as text: "https://app.example@evil.example/" or
// "https://app.example.evil.example/" start with the app's address and lead elsewhere.
function linked(line: string, appOrigin: string | null): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = withoutTrailingPunctuation(match[0]);
    if (appOrigin === null || originOf(url) !== appOrigin) continue;
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#1d4ed8;text-decoration:underline">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * A complete HTML document for a mail's subject and text part. `appOrigin` is the app's own
 * origin (e.g. "https://vidwise.app"): only URLs on it become links; without it none does.
 */
export function emailHtml(subject: string, text: string, appOrigin?: string | null): string {
  const own = originOf(appOrigin);
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => block.split("\n").map((line) => linked(line, own)))
    .map((lines) => `<p style="margin:0 0 16px">${lines.join("<br>\n")}</p>`);
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;overflow-wrap:anywhere">',
    `<h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    ...paragraphs,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}
