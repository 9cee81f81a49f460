// Entities in a question: a proposed title ("what if I titled it …"), a video of the workspace
// (quoted, or matched against the titles passed in), a topic and a period.
import { normalise } from "./guard";

export type Period = { days: number; label: string };

export type Entities = {
  proposedTitle: string | null;
  /** A title of the workspace's own videos that the question names. */
  videoTitle: string | null;
  topic: string | null;
  period: Period | null;
};

const QUOTED = /["“”']([^"“”]{3,120}?)["“”'](?=[\s?.!,]|$)/;
const STOP = new Set(
  "a an the and or of to in on for with about my me i is it its this that what how why when should would could do does did can will video videos youtube channel some any are was be".split(
    " ",
  ),
);

export function extractEntities(question: string, titles: readonly string[] = []): Entities {
  return {
    proposedTitle: proposedTitleOf(question),
    videoTitle: videoTitleOf(question, titles),
    topic: topicOf(question),
    period: periodOf(question),
  };
}

/**
 * After "titled"/"called"/"named" or "title/call/name it": the quoted text, else the rest of the
 * sentence (without a trailing "get"/"do well"…). After a bare "title"/"call"/"name" only a quoted
 * or capitalised title counts ("better titles" is not one).
 */
export function proposedTitleOf(question: string): string | null {
  const text = question.trim();
  const match =
    /\b(?:(?:titled|called|named)(?:\s+it)?|(?:title|call|name)\s+it)\s*(?::\s*)?(\S.*)$/i.exec(text) ??
    /\b(?:title|call|name)\s*(?::\s*)?(["“'‘].+|[A-Z0-9].+)$/.exec(text);
  if (!match) return null;
  const rest = match[1]!.trim();
  const quoted = /^["“'‘]([^"”'’]+)["”'’]/.exec(rest);
  const title = quoted
    ? quoted[1]!
    : rest
        .replace(/(?<![?!.])[?!.]+$/, "")
        .replace(/(?<!\s)\s+(?:get|do|do well|perform|be|make|reach|earn)$/i, "")
        .replace(/(?<![?!.,])[?!.,]+$/, "");
  const trimmed = title.trim();
  return trimmed.length >= 3 ? trimmed.slice(0, 120) : null;
}

/** A quoted title of the workspace, else the title sharing the most words with the question (most of its own words). */
export function videoTitleOf(question: string, titles: readonly string[]): string | null {
  if (titles.length === 0) return null;
  const quoted = QUOTED.exec(question)?.[1]?.trim().toLowerCase();
  if (quoted) {
    const exact =
      titles.find((t) => t.toLowerCase() === quoted) ?? titles.find((t) => t.toLowerCase().includes(quoted));
    if (exact) return exact;
  }
  const words = new Set(significantWords(question));
  let best: { title: string; share: number; shared: number } | null = null;
  for (const title of titles) {
    const own = [...new Set(significantWords(title))];
    if (own.length === 0) continue;
    const shared = own.filter((w) => words.has(w)).length;
    const share = shared / own.length;
    if (shared >= 3 && share >= 0.6 && (!best || share > best.share || (share === best.share && shared > best.shared)))
      best = { title, share, shared };
  }
  return best?.title ?? null;
}

/** "for/about/on X", "topic X", "X niche/market", or a quoted phrase. */
export function topicOf(question: string): string | null {
  const q = normalise(question).replace(/(?<![?!.])[?!.]+$/, "");
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  if (quoted && !/\b(titled|called|named)\b/i.test(question)) return quoted.toLowerCase();
  // Each capture starts at a word and grows word by word, so a space can only go one way (q has
  // single spaces; ".+" after "\s+" could trade spaces with it, which backtracks on long runs).
  const patterns = [
    /\b(?:topic|niche|keyword|market|demand|interest|audience)\s+(?:for|of|about|in|on)\s+(\S.*)$/,
    /\b(?:videos?|content)\s+(?:about|on)\s+(\S.*)$/,
    /\b(?:is|are)\s+(\S+(?:\s+\S+)*?)\s+(?:trending|rising|saturated|crowded|popular|worth it|a good (?:topic|niche))\b/,
    /\b(?:about|for)\s+(\S.*)$/,
  ];
  for (const re of patterns) {
    const m = re.exec(q);
    if (!m) continue;
    const topic = cleanTopic(m[1]!);
    if (topic) return topic;
  }
  return null;
}

function cleanTopic(raw: string): string | null {
  const words = raw
    .replace(
      /\b(videos?|content|niche|market|topic|right now|these days|this (week|month|year)|last (week|month|year)|on youtube|in \d{4})\b/g,
      " ",
    )
    .split(/\s+/)
    .filter(Boolean);
  while (words.length && STOP.has(words[0]!)) words.shift();
  while (words.length && STOP.has(words[words.length - 1]!)) words.pop();
  const topic = words.join(" ").trim();
  if (topic.length < 3 || /^(me|it|them|this|that|my channel|viewers?|comments?)$/.test(topic)) return null;
  return topic.slice(0, 80);
}

/** "this week", "last month", "last 28 days", "past 90 days", "this year"… as a day count. */
export function periodOf(question: string): Period | null {
  const q = normalise(question);
  const days = /\b(?:last|past|previous)\s+(\d{1,3})\s+days?\b/.exec(q);
  if (days) return { days: Number(days[1]), label: `the last ${days[1]} days` };
  const weeks = /\b(?:last|past|previous)\s+(\d{1,2})\s+weeks?\b/.exec(q);
  if (weeks) return { days: Number(weeks[1]) * 7, label: `the last ${weeks[1]} weeks` };
  const months = /\b(?:last|past|previous)\s+(\d{1,2})\s+months?\b/.exec(q);
  if (months) return { days: Number(months[1]) * 30, label: `the last ${months[1]} months` };
  if (/\b(this|last|past|previous) week\b|\blast 7 days\b/.test(q))
    return { days: 7, label: /\bthis week\b/.test(q) ? "this week" : "the last week" };
  if (/\b(this|last|past|previous) month\b/.test(q))
    return { days: 30, label: /\bthis month\b/.test(q) ? "this month" : "the last month" };
  if (/\b(this|last|past|previous) quarter\b/.test(q)) return { days: 90, label: "the last quarter" };
  if (/\b(this|last|past|previous) year\b/.test(q))
    return { days: 365, label: /\bthis year\b/.test(q) ? "this year" : "the last year" };
  if (/\btoday\b|\byesterday\b/.test(q)) return { days: 1, label: /\btoday\b/.test(q) ? "today" : "yesterday" };
  return null;
}

function significantWords(text: string): string[] {
  return normalise(text)
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}
