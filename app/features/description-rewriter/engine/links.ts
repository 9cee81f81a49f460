// What counts as a link in a description.
//
// - anything starting with http:// or https:// (any scheme-qualified web address);
// - anything starting with www.;
// - a bare domain with a known top-level domain, optionally with a path: "example.com/x",
//   "bit.ly/abc", "amzn.to/xyz", "discord.gg/abc", "youtu.be/id". The top-level domain has to be
//   on the list below, so "Node.js", "e.g." or "v2.0" are not links.
// E-mail addresses are contact details, not links: they are found (so their domain is not taken
// for a bare link) but not listed. Punctuation that ends a sentence right after a URL ("see
// https://x.com/a.") is not part of it; a closing bracket is kept only when the URL opened one
// (Wikipedia-style paths).
import { mask, type Span } from "./text";

const TLDS = [
  "com",
  "net",
  "org",
  "edu",
  "gov",
  "io",
  "co",
  "ly",
  "me",
  "tv",
  "gg",
  "app",
  "dev",
  "ai",
  "to",
  "fm",
  "be",
  "info",
  "biz",
  "xyz",
  "shop",
  "store",
  "link",
  "page",
  "site",
  "online",
  "tech",
  "blog",
  "live",
  "news",
  "club",
  "art",
  "design",
  "studio",
  "email",
  "cloud",
  "games",
  "media",
  "social",
  "video",
  "us",
  "uk",
  "ca",
  "au",
  "nz",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "se",
  "no",
  "fi",
  "dk",
  "pl",
  "pt",
  "ru",
  "ua",
  "jp",
  "kr",
  "cn",
  "in",
  "br",
  "mx",
  "ar",
  "ch",
  "at",
  "eu",
  "cc",
  "ws",
  "la",
  "sh",
  "gl",
  "id",
  "ph",
  "vn",
  "tr",
  "za",
  "ie",
  "cz",
  "gr",
  "hu",
  "ro",
  "sg",
  "my",
  "th",
  "tw",
  "hk",
  "il",
  "ae",
  "sa",
  "example",
];

const URL_CHARS = "[^\\s<>\"'`\\u0000]";
const SCHEMED = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:https?:\/\/|www\.)${URL_CHARS}+`, "giu");
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const BARE = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.\/_-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:${[...new Set(TLDS)].join("|")})(?![\p{L}\p{N}-])(?:[\/?#]${URL_CHARS}*)?`,
  "giu",
);

export type FoundLink = Span & { url: string };

/** Drops sentence punctuation after a URL, and a closing bracket the URL did not open. */
function trimUrl(url: string): string {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const count = new Map<string, number>();
  for (const ch of url) count.set(ch, (count.get(ch) ?? 0) + 1);
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    const open = pairs[last];
    const unbalanced = open !== undefined && (count.get(open) ?? 0) < (count.get(last) ?? 0);
    if (!".,;:!?'\"»…*".includes(last) && !unbalanced) break;
    count.set(last, (count.get(last) ?? 0) - 1);
    end--;
  }
  return url.slice(0, end);
}

export function emailSpans(text: string): Span[] {
  return [...text.matchAll(EMAIL)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** Every link in order of appearance, with its position (UTF-16 indexes in `text`). */
export function findLinkSpans(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const m of text.matchAll(SCHEMED)) {
    const url = trimUrl(m[0]);
    if (url.length > 4) found.push({ url, start: m.index, end: m.index + url.length });
  }
  // Bare domains are looked for where no URL or e-mail address already stands.
  const rest = mask(text, [...found, ...emailSpans(text)]);
  for (const m of rest.matchAll(BARE)) {
    const url = trimUrl(m[0]);
    found.push({ url, start: m.index, end: m.index + url.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The links of a text in order, each once. */
export function findLinks(text: string): string[] {
  return [...new Set(findLinkSpans(text).map((link) => link.url))];
}
