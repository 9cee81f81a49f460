// Questions and content requests. A request is a viewer asking for content ("can you make a
// video on X", "part 2 please", "X vs Y next"); we extract its topic as a short lower-case phrase.
// A question is a viewer asking for an answer ("what mic do you use", with or without "?").
// The two are exclusive: "can you do a video on Linux?" is a request, not a question, and
// rhetorical bait ("who's watching in 2026?") is neither.

import {
  MULTILINGUAL_CUE,
  MULTILINGUAL_FRAMES,
  MULTILINGUAL_LEADING,
  MULTILINGUAL_PART,
  MULTILINGUAL_TOPIC_STOP,
  partNumber,
} from "./requests-multilingual";

/** A video timestamp: "9:51", "1:02:03". */
const TIMESTAMP = /\b\d{1,2}:\d{2}(?::\d{2})?\b/g;
/**
 * What a timestamp becomes for question detection: a word of its own, so that "9:51 is the part
 * I needed" keeps its subject and does not read as "is the part I needed" (a question shape).
 */
const TIMESTAMP_WORD = " timestamp ";
/** A sentence that opens with a timestamp, and its next word. */
const LEADING_TIMESTAMP = /^timestamp\s+(\S+)/;

/** Text prepared for pattern matching: lower case, no links, mentions or emoji; timestamps removed (or replaced). */
function clean(text: string, timestamp = " "): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/https?:\/\/\S+|www\.\S+/g, " ")
    .replace(/@[\w.-]+/g, " ")
    .replace(TIMESTAMP, timestamp)
    .replace(/\u061f/g, "?")
    .replace(/[^\p{L}\p{M}\p{N}\s'?!.,;:&+\-/#]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits into sentences, keeping the end mark ("?" matters). */
function sentences(s: string): string[] {
  return (
    s
      .match(/[^.!?\n]+[.!?]*/g)
      ?.map((x) => x.trim())
      .filter((x) => x.length > 0) ?? []
  );
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  ii: "2",
  iii: "3",
  iv: "4",
};

const CUE =
  /\b(?:please|pls|plz|pleas|when|next|need|want|make|do|waiting|soon|asap|hope|would love|can you|could you|more)\b|[?!]/;

const CONTENT =
  "(?:video|vid|tutorial|review|guide|breakdown|episode|series|comparison|deep ?dive|walkthrough|short|course|one|vlog|explainer)s?";
const ABOUT = "(?:on|about|of|for|covering|explaining|regarding|into|with)";
const DET =
  "(?:a|an|one|some|another|more|the|your|ur|full|complete|proper|detailed|quick|short|long|new|dedicated|whole)";
/** Optional "a (full) video on" between a verb and the topic. */
const VIDEO_ON = `(?:(?:${DET}\\s+){0,2}(?:[\\w-]+\\s+)?${CONTENT}\\s+${ABOUT}\\s+)?`;

/** Frames that introduce a requested topic; the topic is the last capture. */
const FRAMES: readonly RegExp[] = [
  new RegExp(
    `\\b(?:can|could|would|will|can't|cant)\\s+(?:you|u|ya)\\s+(?:please\\s+|pls\\s+|plz\\s+|maybe\\s+|ever\\s+)?(?:make|do|film|record|create|post|upload|drop)\\s+(?:${DET}\\s+){0,2}(?:[\\w-]+\\s+)?${CONTENT}\\s+${ABOUT}\\s+(.+)`,
  ),
  new RegExp(
    `\\b(?:can|could|would|will)\\s+(?:you|u|ya)\\s+(?:please\\s+|pls\\s+|plz\\s+|maybe\\s+|ever\\s+)?(?:cover|review|explain|try|test|talk about|go over|look at|look into|tackle|check out|do)\\s+${VIDEO_ON}(.+)`,
  ),
  new RegExp(
    `\\b(?:please|pls|plz|pleas+e*)\\s+(?:make|do|cover|review|film|upload|post|try|test|explain|talk about|go over)\\s+${VIDEO_ON}(.+)`,
  ),
  new RegExp(
    `^(?:(?:please|pls|plz|so|just|and|maybe|someone|somebody|pls just|yo)\\s+)?(?:make|do|film|drop)\\s+(?:${DET}\\s+){1,2}(?:[\\w-]+\\s+)?${CONTENT}\\s+${ABOUT}\\s+(.+)`,
  ),
  new RegExp(
    `\\b(?:would|i'd|id|i would|we'd|we would|i'll|i will)\\s+(?:really\\s+|absolutely\\s+|so\\s+)?(?:love|like|enjoy|appreciate)\\s+(?:to see\\s+(?:you\\s+|more\\s+)?(?:(?:cover|do|review|make|try|tackle|talk about|test|explain)(?:\\s+|(?=\\S)))?|if you\\s+(?:did|made|covered|reviewed|tried|could\\s+(?:do|cover|make|review))\\s+)${VIDEO_ON}(.+)`,
  ),
  new RegExp(
    `\\b(?:would|i'd|id|i would|we'd|we would)\\s+(?:really\\s+|absolutely\\s+|so\\s+)?(?:love|like|enjoy|appreciate)\\s+(?:${DET}\\s+){1,2}(?:[\\w-]+\\s+)?${CONTENT}\\s+${ABOUT}\\s+(.+)`,
  ),
  new RegExp(
    `\\byou\\s+(?:should|gotta|need to|have to|must|oughta|could)\\s+(?:really\\s+|definitely\\s+|totally\\s+|seriously\\s+|def\\s+)?(?:do|make|cover|review|try|test|film|check out|look at|look into|talk about)\\s+${VIDEO_ON}(.+)`,
  ),
  new RegExp(
    `\\b(?:any|is there (?:any|a))\\s+chance\\s+(?:of|for|you\\s+(?:could|can|would|will|might)\\s+(?:do|make|cover|review|try))\\s+${VIDEO_ON}(.+)`,
  ),
  /\b(?:next video|video|next|content)\s+(?:idea|suggestion|request)s?\s*:\s*(.+)/,
  /\b(?:suggestion|request|idea)\s*:\s*(.+)/,
  new RegExp(
    `\\b(?:i'd|id|i would|would|i'll|i will|we'd)\\s+(?:happily\\s+)?pay\\s+(?:for|to see)\\s+${VIDEO_ON}(?:(?:${DET}\\s+){0,2}(?:${CONTENT})\\s+${ABOUT}\\s+)?(.+)`,
  ),
  new RegExp(
    `\\b(?:need|want|waiting for|still waiting for|hoping for|looking forward to|begging for|dying for)\\s+(?:${DET}\\s+){0,2}(?:[\\w-]+\\s+)?${CONTENT}\\s+(?:on|about|covering|explaining|regarding)\\s+(.+)`,
  ),
  new RegExp(`\\b(?:how|what)\\s+about\\s+(?:${DET}\\s+){0,2}${CONTENT}\\s+${ABOUT}\\s+(.+)`),
  /\bmore\s+(?:videos?|content|tutorials?|reviews?)\s+(?:on|about|of|covering)\s+(.+)/,
  new RegExp(
    `\\b(?:would|it'd|itd|it would|that'd) be\\s+(?:so\\s+|really\\s+|super\\s+)?(?:cool|nice|great|awesome|interesting|helpful|amazing|fun|sick)\\s+(?:to see\\s+(?:you\\s+)?(?:(?:cover|do|review|make|try|test)(?:\\s+|(?=\\S)))?|if you\\s+(?:did|made|covered|reviewed|tried)\\s+)${VIDEO_ON}(.+)`,
  ),
];

/** Spanish and Portuguese: "¿podrías hacer un video sobre X?", "faz um vídeo sobre X por favor". */
const ROMANCE_REQUEST =
  /\b(?:podr[ií]as|puedes|pod[eé]s|haz|hac[eé]|haga|podia|pode|podes|faz|fa[çc]a|fazer|hacer|quero|quiero|queremos)\b.{0,30}\bv[ií]deos?\s+(?:sobre|de|acerca de)\s+(.+)|\bv[ií]deos?\s+(?:sobre|de|acerca de)\s+(\S+(?:\s+\S+)*?)\s+(?:por favor|pls|please|porfa)\b/;

/**
 * "X video when?", "X tutorial please", "X next please!" — the topic comes first. A sentence has
 * single spaces (clean() collapses runs), so these spell them " ": with "\s+" on both sides of a
 * topic that may hold spaces, a run of spaces could be split between them in every way.
 */
const TOPIC_FIRST: readonly RegExp[] = [
  new RegExp(
    `^(?:(?:a|an|the) )?(.{2,60}?) ${CONTENT} (?:when|please|pls|plz|next|soon|asap|pretty please|needed|plz)\\b`,
  ),
  /^(?:please\s+|pls\s+|plz\s+)?(?:do|cover|review)\s+(.{2,60}?) next\b/,
  /^(.{2,60}?)\s+next\s+(?:please|pls|plz)\b/,
  /^(.{2,60}?)\s+next\s*!+\s*$/,
];

/** Words that end a topic phrase: the request's wrapping, not its subject. */
const TOPIC_STOP =
  /\s(?:because|since|cause|cuz|coz|so that|so we|if you|if u|when you|and also|as well|too|thanks|thank you|thx|please|pls|plz|next|soon|asap|lol|lmao|haha|i think|maybe|for us|for the channel|sometime|someday|one day|in the future|that would|it would|would be|that'd|i'd|id love|would love|i would|i'm|im|it's|its|bro|man|dude|sir|that's|thats|again|already|someday|ever|or something|at some point|if possible|in detail|tho|though|anytime|when you get|por favor|porfa|pls)\b.*$/;

const LEADING =
  /^(?:(?:a|an|the|your|ur|some|more|about|on|of|into|for|with|any|one|another|like|maybe|full|complete|proper|detailed|dedicated|quick|whole|new|good|great|full-on|in-depth)\s+)+/;
const TRAILING = new RegExp(
  `(?<!\\s)\\s+(?:${CONTENT}|next|too|also|again|pls|plz|please|sometime|now|here|on your channel|on the channel|for us|as well)$`,
);
const VAGUE = new Set([
  "it",
  "this",
  "that",
  "them",
  "these",
  "those",
  "one",
  "something",
  "stuff",
  "things",
  "more",
  "this one",
  "that one",
  "me",
  "us",
  "you",
  "yours",
  "something like this",
  "it please",
  "video",
  "videos",
]);

/** Normalises a captured topic: lower case, no wrapping words, at most eight words. */
export function normaliseTopic(raw: string): string | null {
  // Cut at the first mark (raw is part of a cleaned sentence, with no line break for "[?!.,;:]+.*$"
  // to stop at, so it cut there too, but retried from every mark of a run that could not end).
  const lower = raw.toLowerCase();
  const mark = lower.search(/[?!.,;:]/);
  let t = (mark < 0 ? lower : lower.slice(0, mark)).replace(TOPIC_STOP, "").replace(MULTILINGUAL_TOPIC_STOP, "").trim();
  for (let k = 0; k < 3; k++) t = t.replace(LEADING, "").replace(MULTILINGUAL_LEADING, "").replace(TRAILING, "").trim();
  t = t
    .replace(/[^\p{L}\p{M}\p{N}\s+&'#/-]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (t.startsWith("this ") && t.length > 12) t = t.slice(5);
  const words = t.split(" ").filter((w) => w.length > 0);
  if (words.length === 0 || words.length > 10) return null;
  t = words.slice(0, 8).join(" ");
  if (VAGUE.has(t) || t.length < 2) return null;
  return t;
}

const PART = /\b(?:part|pt\.?|episode|ep\.?|chapter|vol\.?|volume)\s*(\d{1,2}|two|three|four|five|ii|iii|iv)\b/;
const CONTINUATION =
  /\b(?:next part|next episode|follow[- ]?up|sequel|continuation|continue (?:this|the) series|more of (?:this|these|that|the series)|(?:do|make) more of these|another one of these|rest of (?:the|this) series)\b/;
const MORE_LIKE_THIS = /\bmore\s+(?:videos?|content|vids?)\s+like\s+(?:this|these|that)\b/;
const VERSUS =
  /\b(?:of|compare|comparing|between|on|review)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N} .+'-]{0,40}?)\s+(?:vs\.?|versus|or|and)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N} .+'-]{0,40}?)(?=\s+(?:next|please|pls|plz|comparison|video|when|soon)\b|\s*[?!.]|\s*$)/u;
const VERSUS_FIRST = new RegExp(
  "^(?:please\\s+|pls\\s+)?(?:do\\s+)?" + VERSUS.source.replace(/^\\b\(\?:[^)]*\)\\s\+/, ""),
  "u",
);
const COMPARE_THIS =
  /\bcompare\s+(?:this|it|that|them)\s+(?:to|with|against|vs\.?)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N} .+'-]{1,40}?)(?=\s*[?!.,]|\s+(?:next|please|pls|too)\b|\s*$)/u;

/** The content a viewer asks for, or null. */
export function extractRequest(text: string): string | null {
  const all = clean(text);
  if (all.length === 0) return null;
  for (const s of sentences(all)) {
    const topic = sentenceRequest(s);
    if (topic !== null) return topic;
  }
  return null;
}

function sentenceRequest(s: string): string | null {
  const words = s.split(" ").length;
  const part = PART.exec(s);
  if (
    part !== null &&
    (CUE.test(s) || MULTILINGUAL_CUE.test(s) || words <= 3) &&
    !/\b(?:was|is|were|in|from)\s+(?:part|pt|episode|ep)\b/.test(s)
  ) {
    const n = part[1] as string;
    return `part ${NUMBER_WORDS[n] ?? n}`;
  }
  if (CONTINUATION.test(s) && (CUE.test(s) || words <= 4) && !/\b(?:i'll|i will|i'm going to|we'll|will do)\b/.test(s))
    return "part 2";
  const part2 = MULTILINGUAL_PART.exec(s);
  if (part2 !== null && (MULTILINGUAL_CUE.test(s) || CUE.test(s) || words <= 3)) return `part ${partNumber(part2)}`;
  if (MORE_LIKE_THIS.test(s)) return "more like this";
  const cmp = COMPARE_THIS.exec(s);
  if (cmp !== null && /\b(?:can|could|would|will|please|pls|should|do|love)\b/.test(s)) {
    const other = normaliseTopic(cmp[1] as string);
    if (other !== null) return `${other} comparison`;
  }
  const vs = VERSUS.exec(s) ?? VERSUS_FIRST.exec(s);
  if (
    vs !== null &&
    /\bvs\.?\b|\bversus\b|\bcompar/.test(s) &&
    /\b(?:next|please|pls|plz|comparison|compare|video|do|make|can you|would love|should|when)\b/.test(s)
  ) {
    const a = normaliseTopic(vs[1] as string);
    const b = normaliseTopic(vs[2] as string);
    if (a !== null && b !== null) return `${a} vs ${b}`;
  }
  for (const frame of FRAMES) {
    const m = frame.exec(s);
    if (m !== null) {
      const raw = m[m.length - 1] as string;
      if (CONTINUATION.test(raw) || /^(?:a\s+)?(?:part|pt)\s*\d/.test(raw)) return "part 2";
      const topic = normaliseTopic(raw);
      if (topic !== null) return topic;
    }
  }
  const romance = ROMANCE_REQUEST.exec(s);
  if (romance !== null) {
    const topic = normaliseTopic((romance[1] ?? romance[2]) as string);
    if (topic !== null) return topic;
  }
  for (const frame of MULTILINGUAL_FRAMES) {
    const m = frame.exec(s);
    if (m !== null) {
      const topic = normaliseTopic(m[m.length - 1] as string);
      if (topic !== null) return topic;
    }
  }
  for (const frame of TOPIC_FIRST) {
    const m = frame.exec(s);
    if (m !== null) {
      const topic = normaliseTopic(m[1] as string);
      if (
        topic !== null &&
        topic.split(" ").length <= 5 &&
        !/^(?:what|how|why|when|where|which|who|is|are|do|does|the|great|nice|good|best|this|that)\b/.test(topic)
      )
        return topic;
    }
  }
  return null;
}

const WH = new Set([
  "what",
  "what's",
  "whats",
  "which",
  "where",
  "where's",
  "wheres",
  "when",
  "why",
  "how",
  "how's",
  "who",
  "whose",
  "whom",
]);
const AUX = new Set([
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "were",
  "can",
  "could",
  "would",
  "will",
  "should",
  "have",
  "has",
  "had",
  "isn't",
  "aren't",
  "doesn't",
  "don't",
  "didn't",
  "any",
  "anyone",
  "anybody",
  "does",
  "shall",
  "may",
  "might",
]);
const SUBJECT = new Set([
  "you",
  "u",
  "i",
  "it",
  "this",
  "that",
  "there",
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "the",
  "he",
  "she",
  "they",
  "we",
  "these",
  "those",
  "your",
  "my",
  "a",
  "an",
  "tips",
  "recommendations",
  "suggestions",
  "advice",
  "alternatives",
  "chance",
  "way",
  "link",
  "update",
  "updates",
  "news",
  "ideas",
  "thoughts",
  "idea",
  "plans",
  "reason",
  "difference",
  "one",
  "other",
  "good",
  "cheaper",
  "better",
  "version",
  "know",
]);
/** After "how", these words ask ("how do you..."); others exclaim ("how cool is that"). */
const HOW_ASKS = new Set([
  "to",
  "much",
  "many",
  "long",
  "often",
  "do",
  "does",
  "did",
  "can",
  "could",
  "would",
  "should",
  "is",
  "are",
  "was",
  "were",
  "will",
  "come",
  "about",
  "old",
  "far",
  "big",
  "heavy",
  "loud",
  "well",
  "hard",
  "expensive",
]);
const AUX_SUBJECT =
  /\b(?:do|does|did|is|are|was|were|can|could|would|will|should|have|has)\s+(?:you|u|i|it|this|that|there|they|we|he|she|the|these|those|your|my|anyone|anybody|someone)\b/;
/** Non-questions with a "?": surprise and bait. */
const NOT_ASKING = new Set([
  "what",
  "huh",
  "wait",
  "really",
  "seriously",
  "srsly",
  "bruh",
  "wtf",
  "lol",
  "eh",
  "ok",
  "okay",
  "right",
  "no",
  "why",
  "hmm",
  "what's",
  "whaaat",
  "wut",
  "how",
]);
const RHETORICAL =
  /^(?:who|anyone|anybody|am i|who's|whos)\s+(?:else|here|watching|still|the only one|else's|in)\b|^(?:who|whos|who's)\s+(?:is\s+)?(?:watching|here)\b|^(?:anyone|anybody)\s+else\b|^am i the only one\b|^(?:is it|isn't it|aren't they|right)\?*$|^what (?:else |more )?(?:can|could) (?:i|we) say\b|^who knows\b|^(?:guess|you know) what\b/;

/** Whether the comment asks something that can be answered (requests excluded). */
export function detectQuestion(text: string, request: string | null): boolean {
  if (request !== null) return false;
  const all = clean(text, TIMESTAMP_WORD);
  for (const sentence of sentences(all)) {
    // "2:31 what mic is that" asks about the moment: the question starts after the timestamp.
    const lead = LEADING_TIMESTAMP.exec(sentence);
    const s =
      lead !== null && WH.has(lead[1] as string)
        ? sentence.slice(lead[0].length - (lead[1] as string).length)
        : sentence;
    if (RHETORICAL.test(s)) continue;
    const words = s
      .replace(/[?!.,;:]+/g, " ")
      .trim()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    if (words.length === 0) continue;
    if (s.includes("?")) {
      if (words.every((w) => NOT_ASKING.has(w))) continue;
      return true;
    }
    const first = words[0] as string;
    const second = words[1] ?? "";
    if (WH.has(first)) {
      // "what a great video" and "how cool is that" exclaim; "what mic do you use" asks.
      if (second === "a" || second === "an") continue;
      if (first === "how" && !HOW_ASKS.has(second)) continue;
      if (
        AUX_SUBJECT.test(s) ||
        /^(?:how to|how much|how many|how long|how often|what's the|whats the|what is the|where can|where did|where do|which one|which is|what kind|what brand|what model|what size|who makes|why is|why are|why does|why do|why did|what are|what is|how does|how do|how did|how can|how is)\b/.test(
          s,
        )
      )
        return true;
      continue;
    }
    if (AUX.has(first) && SUBJECT.has(second)) return true;
    if (/^(?:i wonder|wondering|i was wondering|curious)\b.*\b(?:if|what|how|why|whether|which|where|when)\b/.test(s))
      return true;
    if (
      /^(?:anyone|anybody|does anyone|does anybody|can anyone|can someone|someone)\s+(?:know|knows|tried|try|have|has|tell|explain|recommend|help|got)\b/.test(
        s,
      )
    )
      return true;
  }
  return false;
}
