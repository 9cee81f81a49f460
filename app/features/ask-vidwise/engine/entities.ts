// Entities in a question: a proposed title ("what if I titled it …"), a video of the workspace
// (quoted, or matched against the titles passed in), a topic and a period.
import { nounFor } from "~/lib/format";
import { normalise } from "./guard";

export type Period = { days: number; label: string };

export type Entities = {
  proposedTitle: string | null;
  /** A title of the workspace's own videos that the question names. */
  videoTitle: string | null;
  topic: string | null;
  /**
   * The topic when the question is about the topic itself ("is X a good topic?", "should I make
   * videos about X?"): then the answer is about X, whatever kind the router picked.
   */
  topicAsked: string | null;
  period: Period | null;
};

const QUOTED = /["“”']([^"“”]{3,120}?)["“”'](?=[\s?.!,]|$)/;
const STOP = new Set(
  "a an the and or of to in on for with about as my me i is it its this that what how why when should would could do does did can will video videos youtube channel some any are was be".split(
    " ",
  ),
);

export function extractEntities(question: string, titles: readonly string[] = []): Entities {
  return {
    proposedTitle: proposedTitleOf(question),
    videoTitle: videoTitleOf(question, titles),
    topic: topicOf(question),
    topicAsked: topicAskedOf(question),
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

/**
 * Questions about a topic itself: "is X a good topic/niche/idea?", "is X worth covering?", "X as a
 * topic", "should I make videos about X?", "should I do another X?", "would X videos do well?",
 * "how saturated is the X niche?". Each capture starts at a word and grows word by word (see topicOf).
 */
const TOPIC_ASKS = [
  /\b(?:is|are|would|will)\s+(\S+(?:\s+\S+)*?)\s+(?:be\s+)?(?:a\s+|an\s+)?(?:good|great|bad|smart|profitable|viable|worthwhile|decent|promising)\s+(?:(?:video\s+)?(?:topic|niche|subject|area|category|idea)|video)\b/,
  /\b(?:is|are)\s+(\S+(?:\s+\S+)*?)\s+worth\s+(?:covering|making videos|making a video|a video|pursuing)\b/,
  /\b(?:about|on|of)\s+(\S+(?:\s+\S+)*?)\s+as\s+an?\s+(?:topic|niche|subject)\b/,
  /\b(?:should|could|can|shall)\s+i\s+(?:make|do|film|start|try|cover|post|create)\s+(?:a\s+|some\s+|more\s+)?(?:videos?|content|a series)\s+(?:about|on)\s+(\S.*)$/,
  /\b(?:should|could|shall)\s+i\s+(?:make|do|film|try|post|create)\s+(?:another|a second|a new|more)\s+(\S+(?:\s+\S+)*?)(?:\s+(?:videos?|vids?|one))?$/,
  /\b(?:would|will|could|do|does)\s+(\S+(?:\s+\S+)*?)\s+(?:videos?|content)\s+(?:do well|get views|be popular|perform well)\b/,
  /\bhow (?:good|popular|competitive|saturated|crowded|big) (?:is|are) (?:the\s+)?(\S+(?:\s+\S+)*?)\s+(?:topic|niche|market|category)\b/,
];

/** The topic a question asks about as a topic (TOPIC_ASKS), or null. */
export function topicAskedOf(question: string): string | null {
  const q = normalise(question).replace(/(?<![?!.])[?!.]+$/, "");
  for (const re of TOPIC_ASKS) {
    const m = re.exec(q);
    const topic = m ? cleanTopic(m[1]!) : null;
    if (topic) return topic;
  }
  return null;
}

/** A question's topic as a topic, else "for/about/on X", "topic X", "X niche/market", or a quoted phrase. */
export function topicOf(question: string): string | null {
  const q = normalise(question).replace(/(?<![?!.])[?!.]+$/, "");
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  if (quoted && !/\b(titled|called|named)\b/i.test(question)) return quoted.toLowerCase();
  const asked = topicAskedOf(question);
  if (asked) return asked;
  // Each capture starts at a word and grows word by word, so a space can only go one way (q has
  // single spaces; ".+" after "\s+" could trade spaces with it, which backtracks on long runs).
  const patterns = [
    /\b(?:topic|niche|keyword|market|demand|interest|audience)\s+(?:for|of|about|in|on)\s+(\S.*)$/,
    /\b(?:videos?|content|channel)\s+(?:about|on|doing)\s+(\S.*)$/,
    /\b(?:is|are)\s+(\S+(?:\s+\S+)*?)\s+(?:(?:too|still|so|very|really|getting)\s+)?(?:trending|rising|saturated|oversaturated|crowded|competitive|popular|underserved|dying|declining|growing|worth it|a good (?:topic|niche))\b/,
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

const FORMAT_WORDS = new Set(
  "long longer short shorter shorts vertical horizontal daily weekly monthly new newer old older recent more fewer live livestreams series playlist playlists podcast collab collabs my your these those next upcoming latest last first".split(
    " ",
  ),
);

/** Words after which a question stops naming its topic ("… get views", "… too crowded", "… vs …"). */
const TOPIC_ENDS = new Set(
  "get gets getting got have has had find finds do does did is are was were be too still so very really going falling rising climbing growing dying declining shrinking vs versus bigger smaller than or underserved oversaturated saturated crowded competitive popular trending".split(
    " ",
  ),
);
/** Words before a topic that are not part of it: "interest in X", "room for another X". */
const LEADING = new Set(["another", "interest", "demand", "there", "room"]);
/** What the loose patterns catch that names no topic: the creator's own keywords, a month, "a new creator". */
const NOT_A_TOPIC =
  /^(keywords?|topics?|niches?|search terms?|searches|terms|fastest|biggest|hottest|top|best|rise|the rise|way down|going up|going down|new creators?|creators?|channels?|january|february|march|april|may|june|july|august|september|october|november|december)$/;

function withoutPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && ",;:?!".includes(word[end - 1]!)) end--;
  return word.slice(0, end);
}

function cleanTopic(raw: string): string | null {
  let words = raw
    .replace(
      /\b(videos?|content|niche|market|topic|space|category|genre|scene|right now|these days|this (week|month|year)|last (week|month|year)|on youtube|in \d{4})\b/g,
      " ",
    )
    .split(/\s+/)
    .filter(Boolean);
  // "room for a new channel about X", "a channel doing X": the topic is what follows.
  const after = words.findLastIndex((w) => w === "about" || w === "doing");
  if (after >= 0) words = words.slice(after + 1);
  // The topic ends where the question goes on about it: "X get views", "X too crowded", "X, and…".
  const end = words.findIndex((w, i) => (i > 0 && TOPIC_ENDS.has(w)) || /^[,;:?!]/.test(w));
  if (end >= 0) words = words.slice(0, end);
  const clause = words.findIndex((w) => /[,;:?!]$/.test(w));
  if (clause >= 0) words = [...words.slice(0, clause), withoutPunctuation(words[clause]!)];
  while (words.length && (STOP.has(words[0]!) || LEADING.has(words[0]!))) words.shift();
  while (words.length && STOP.has(words[words.length - 1]!)) words.pop();
  const topic = words.join(" ").trim();
  // "longer videos", "my daily uploads": a format or a schedule, not a topic.
  if (words.every((w) => FORMAT_WORDS.has(w))) return null;
  if (
    topic.length < 3 ||
    /^(me|it|them|this|that|these|those|my channel|viewers?|comments?|one|this one|that one|something|anything|stuff)$/.test(
      topic,
    ) ||
    NOT_A_TOPIC.test(topic)
  )
    return null;
  return topic.slice(0, 80);
}

/** "this week", "last month", "last 28 days", "past 90 days", "this year"… as a day count. */
export function periodOf(question: string): Period | null {
  const q = normalise(question);
  const days = /\b(?:last|past|previous)\s+(\d{1,3})\s+days?\b/.exec(q);
  if (days) return { days: Number(days[1]), label: `the last ${days[1]} ${nounFor(Number(days[1]), "day")}` };
  const weeks = /\b(?:last|past|previous)\s+(\d{1,2})\s+weeks?\b/.exec(q);
  if (weeks) return { days: Number(weeks[1]) * 7, label: `the last ${weeks[1]} ${nounFor(Number(weeks[1]), "week")}` };
  const months = /\b(?:last|past|previous)\s+(\d{1,2})\s+months?\b/.exec(q);
  if (months)
    return { days: Number(months[1]) * 30, label: `the last ${months[1]} ${nounFor(Number(months[1]), "month")}` };
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
