// Whether a viewer comment asks for something, and which of its sentences does the asking.
//
// Comment Sentiment flags requests and questions over a whole comment; an idea quotes a comment as
// proof that viewers want a topic, so this reads the comment again, sentence by sentence, and keeps
// it only when a sentence that asks (a request cue or a question) names the idea's topic. A comment
// such as "I did not watch the video. However, just take some glue…" asks nothing: it is never a
// request and never a viewer question, whatever words it shares with a topic.
//
// The cues are the shapes viewers use to ask for a video in English, Spanish, Portuguese, French,
// German, Italian, Hindi (Devanagari and Latin letters) and Arabic: polite words ("please", "por
// favor", "bitte", "कृपया", "من فضلك"), requests to the creator ("can you make", "podrías hacer",
// "kannst du", "banao", "ممكن تعمل"), wishes ("I'd love to see", "me gustaría", "j'aimerais") and
// next parts. A question is a sentence with a question mark (?, ¿, ؟) that is not bait ("who's
// watching in 2026?") or a bare exclamation ("what?"), or an unambiguous interrogative opening.
import { covers, topicTerms } from "./terms";

export type AskKind = "request" | "question";

/** One sentence of a comment that asks; `start` is where it begins in the comment. */
export type Ask = { kind: AskKind; sentence: string; start: number };

/** Longest quote of an asking sentence (the evidence list shows it whole up to this). */
export const ASK_QUOTE_CHARS = 160;

// Each pattern runs on a lower-case, NFKC sentence whose typographic apostrophes are plain. \b is
// ASCII-only in JavaScript, so the Latin patterns use explicit letter boundaries: (?<![\p{L}]) and
// (?![\p{L}]) (written START and END below), which also work next to accented letters.
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const word = (alternatives: string) => new RegExp(`${START}(?:${alternatives})${END}`, "u");
const CONTENT = String.raw`(?:video|vid|vlog|tutorial|review|guide|episode|series|part|one|comparison|breakdown|reaction|short)s?`;

/** Request cues per language. A sentence holding one asks the creator for something. */
const REQUEST_CUES: readonly RegExp[] = [
  // English: polite words; "can you make/do/cover…"; "you should do…"; wishes; next parts.
  word("please|pls|plz|pleaseee+|pretty please"),
  word(
    String.raw`(?:can|could|would|will|can't|cant)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|maybe\s+|ever\s+|also\s+)?(?:make|do|film|record|create|upload|post|cover|review|explain|try|test|show|teach|talk about|go over|look at|look into|compare|react to|bring back|share|tell us)`,
  ),
  word(
    String.raw`you\s+(?:should|need to|gotta|have to|must|ought to|could)\s+(?:really\s+|definitely\s+|totally\s+)?(?:make|do|film|cover|review|try|test|show|compare|explain|talk about|go to|visit|bring back)`,
  ),
  word(
    String.raw`(?:i'd|id|i would|we'd|we would|i'll|i will)\s+(?:really\s+|so\s+|absolutely\s+)?(?:love|like|enjoy|appreciate|pay)\s+(?:to see|a|an|if you|more|another|for)`,
  ),
  word(
    String.raw`(?:i|we)\s+(?:really\s+)?(?:want|need|am waiting for|are waiting for|am hoping for|are hoping for)\s+(?:a|an|more|another|the next|to see|part)`,
  ),
  word(String.raw`(?:make|do|film|drop)\s+(?:a|an|another|more|the next|one more)\s+(?:[\p{L}\p{N}'-]+\s+)?${CONTENT}`),
  word(String.raw`(?:next|new)\s+(?:video|vid|episode|part)\s+(?:on|about|should|idea|please|when|could)`),
  word(
    String.raw`(?:part|pt\.?|episode|ep\.?)\s*(?:2|3|4|5|two|three|ii|iii)\s*(?:please|pls|plz|when|soon|next|asap)`,
  ),
  word(String.raw`(?:any chance|is there any chance|how about|what about)\s+(?:a|an|another|doing|making|covering)`),
  word(String.raw`(?:video|content|next video)\s+(?:request|suggestion|idea)s?`),
  word("(?:still\\s+)?waiting for (?:the next|part|a video|your review|the review|more)"),
  // Spanish.
  word(
    String.raw`por favor|porfa|porfavor|podr[ií]as|puedes hacer|pod[eé]s hacer|haz(?:me)?|hagan|haga un|sube|suban|me gustar[ií]a|quiero ver|queremos(?: ver| un| una| m[aá]s)?|ojal[aá] (?:hagas|subas)|deber[ií]as hacer|para cu[aá]ndo`,
  ),
  // Portuguese.
  word(
    String.raw`poderia|pode fazer|podia fazer|faz (?:um|uma|mais)|fa[çc]a|fa[çc]am|grava (?:um|uma)|traz (?:um|uma)|quero ver|queremos|gostaria (?:de ver|que)|seria legal|manda (?:um|uma)`,
  ),
  // French.
  word(
    String.raw`s'il (?:te|vous) pla[iî]t|svp|stp|pourrais-tu|pourriez-vous|peux-tu|pouvez-vous|tu pourrais|vous pourriez|fais (?:une|un|nous)|faites (?:une|un|nous)|j'aimerais|on veut|je veux voir|ce serait (?:bien|cool|top|g[ée]nial)`,
  ),
  // German.
  word(
    String.raw`bitte|kannst du|k[öo]nntest du|k[öo]nnt ihr|k[öo]nnten sie|mach (?:mal |bitte )?(?:ein|eine|einen|mehr)|macht (?:mal |bitte )?(?:ein|eine|einen|mehr)|ich w[üu]nsche mir|ich h[äa]tte gerne?|wir wollen|wann kommt`,
  ),
  // Italian.
  word(
    String.raw`per favore|per piacere|potresti|puoi fare|potete fare|fai (?:un|una|un altro)|fate (?:un|una)|vorrei|vorremmo|mi piacerebbe|sarebbe bello`,
  ),
  // Hindi in Latin letters (Hinglish): "iphone pe video banao", "bhai ek video bana do".
  word(
    String.raw`banao|banaiye|banaye|banayen|bana do|banado|bnao|bnado|dikhao|dikhaiye|batao|bataiye|bata do|samjhao|samjhaiye|kijiye|kijie|karo na|daalo|dalo|chahiye|laao|upload karo|kab aayega|next video`,
  ),
  // Hindi in Devanagari, and Arabic: spaces and the sentence's ends bound the words.
  /(?:^|[\s,.!?।])(?:बनाइए|बनाइये|बनाओ|बना दो|बनाएं|बनायें|दिखाइए|दिखाओ|बताइए|बताओ|समझाइए|कीजिए|कीजिये|करिए|चाहिए|कृपया|प्लीज|अगला वीडियो|अगली वीडियो)(?=$|[\s,.!?।])/u,
  /(?:^|[\s,.!?؟،])(?:من فضلك|لو سمحت|ممكن|أرجو|ارجو|أرجوك|ارجوك|بليز|اعمل|اعملي|اعملوا|سوي|سوّي|نزل|نزّل|نتمنى|أتمنى|اتمنى|ياريت|يا ريت|ياليت|نريد|نبي|نبغى|ابغى|أبغى|عايزين|عاوز|عايز|بدنا|بدي|تعمل|تسوي|الجزء الثاني|جزء ثاني)(?=$|[\s,.!?؟،])/u,
];

/**
 * Asking viewers to subscribe, visit, buy or follow is promotion, not a request to the creator for
 * content ("Please do buy these new Christmas shirts!", "check my videos please").
 */
const SELF_PROMOTION = word(
  String.raw`subscribe|sub to|sub 4 sub|check out my|check my|visit my|watch my|listen to my|my channel|my new video|my video|my music|follow me|like my|promo code|discount code|suscr[ií]bete|suscribanse|mi canal|inscreva-se|meu canal|abonnez-vous|ma cha[iî]ne|abonniert|abonniere|mein kanal|iscriviti|mio canale|subscribe karo|mera channel`,
);
const SELF_PROMOTION_NON_LATIN = /(?:सब्सक्राइब|मेरा चैनल|اشترك|قناتي)/u;
/** Telling viewers to buy or join something: never a request for a video ("should I buy this?" can still be a question). */
const SALES_PITCH = word(
  String.raw`(?:do |go |you can |you should )?(?:buy|order|donate to|vote for|sign up for|join) (?:these|my|our|it now|now|here|at|from|the link)`,
);

/** A question mark in any of the scripts read. */
const QUESTION_MARK = /[?？¿؟]/u;

/** Bait and bare exclamations that carry a question mark without asking anything. */
const NOT_ASKING: readonly RegExp[] = [
  word(
    String.raw`(?:who|who's|whos|anyone|anybody)\s+(?:else\s+)?(?:is\s+)?(?:still\s+)?(?:watching|here|listening|in \d{4})`,
  ),
  word(String.raw`(?:anyone|anybody|who)\s+else`),
  word(String.raw`am i the only one|is it just me`),
];
const BARE_WORDS = new Set(
  "what huh wait really seriously srsly bruh wtf lol lmao eh ok okay right no why how hmm wut que qué quoi was cosa kya क्या ايه إيه شو".split(
    " ",
  ),
);
/** A sentence of nothing but those words (split on anything that is not a letter, so no pattern backtracks). */
const isBare = (sentence: string) => {
  const words = sentence.split(/[^\p{L}\p{M}]+/u).filter((w) => w.length > 0);
  return words.length > 0 && words.every((w) => BARE_WORDS.has(w));
};

/** Openings that ask without a question mark: English wh-word + auxiliary, and unambiguous interrogatives elsewhere. */
const QUESTION_OPENINGS: readonly RegExp[] = [
  /^(?:what|which|where|when|why|how|who)(?:'s|s)?\s+(?:do|does|did|is|are|was|were|can|could|would|will|should|have|has|you|u|i|to|much|many|long|often|kind|brand|model|size|app|software|camera|mic|microphone|lens)(?![\p{L}])/u,
  /^(?:do|does|did|can|could|would|will|should|have|has|is|are)\s+(?:you|u|anyone|anybody|someone|there|it|this)(?![\p{L}])/u,
  /^(?:anyone|anybody|does anyone|can anyone|can someone)\s+(?:know|recommend|tell|explain|help)(?![\p{L}])/u,
  /^(?:por qu[eé]|pourquoi|est-ce que|warum|wieso|weshalb|perch[eé]|kya)(?![\p{L}])/u,
  /^(?:क्या|كيف|لماذا|ليش|هل)(?=$|\s)/u,
  // Hindi asks with a question word inside the sentence ("yeh server kaise banaya").
  /(?:^|\s)(?:kaise|kyun|kyu|kyon|kab|kahan|kitna|kitne|kitni|कैसे|क्यों|कब|कहाँ|कहां|कितना|कितने)(?=$|\s)/u,
];

function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** Sentences with where each starts; an end mark (. ! ? ؟ । or a line break) closes one. */
function sentences(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  // A full stop between digits ("2.5") does not end a sentence.
  const pattern = /(?:[^\n.!?？؟।]|(?<=\d)\.(?=\d))+[.!?？؟।]*|[.!?？؟।]+/gu;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length > 0 && /[\p{L}\p{N}]/u.test(trimmed))
      out.push({ text: trimmed, start: (match.index ?? 0) + lead });
  }
  return out;
}

function isRequest(sentence: string): boolean {
  if (SELF_PROMOTION.test(sentence) || SELF_PROMOTION_NON_LATIN.test(sentence) || SALES_PITCH.test(sentence))
    return false;
  return REQUEST_CUES.some((cue) => cue.test(sentence));
}

function isQuestion(sentence: string): boolean {
  if (SELF_PROMOTION.test(sentence) || SELF_PROMOTION_NON_LATIN.test(sentence)) return false;
  if (NOT_ASKING.some((p) => p.test(sentence))) return false;
  if (QUESTION_MARK.test(sentence)) return !isBare(sentence);
  const opening = sentence.replace(/^[\p{P}\s]+/u, "");
  return QUESTION_OPENINGS.some((p) => p.test(opening));
}

/** Every sentence of a comment that asks for something (a request first when a sentence is both). */
export function asks(text: string): Ask[] {
  const out: Ask[] = [];
  for (const s of sentences(text)) {
    const lower = normalise(s.text);
    if (isRequest(lower)) out.push({ kind: "request", sentence: s.text, start: s.start });
    else if (isQuestion(lower)) out.push({ kind: "question", sentence: s.text, start: s.start });
  }
  return out;
}

/**
 * The sentence of `text` that asks about a topic: an asking sentence that (with the sentence after
 * it, for "Can you make a video? About home servers.") holds at least two thirds of the topic's
 * terms, or all of them with `all`. Null when no sentence asks, or none that asks is about the topic.
 */
export function askAbout(
  text: string,
  terms: readonly string[],
  options: { all?: boolean } = {},
): (Ask & { quote: string }) | null {
  if (terms.length === 0) return null;
  const about = (span: string) => {
    const held = new Set(topicTerms(span));
    return options.all ? terms.every((t) => held.has(t)) : covers(held, terms);
  };
  const all = sentences(text);
  for (const ask of asks(text)) {
    const index = all.findIndex((s) => s.start === ask.start);
    const next = all[index + 1];
    for (const span of next ? [ask.sentence, `${ask.sentence} ${next.text}`] : [ask.sentence]) {
      if (about(span)) return { ...ask, quote: quoteAround(span, terms) };
    }
  }
  return null;
}

/**
 * A quote of at most ASK_QUOTE_CHARS characters from an asking sentence, cut on word boundaries
 * and kept around the topic's first word, so a long sentence still shows what was asked.
 */
export function quoteAround(span: string, terms: readonly string[]): string {
  const clean = span.replace(/\s+/g, " ").trim();
  const chars = [...clean];
  if (chars.length <= ASK_QUOTE_CHARS) return clean;
  const lower = clean.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  // Start a third of the window before the topic, on a space; end on a space.
  let from = Math.max(0, at - Math.floor(ASK_QUOTE_CHARS / 3));
  if (from > 0) from = clean.indexOf(" ", from) + 1 || from;
  let to = Math.min(clean.length, from + ASK_QUOTE_CHARS);
  if (to < clean.length) {
    const space = clean.lastIndexOf(" ", to);
    if (space > from + ASK_QUOTE_CHARS * 0.6) to = space;
  }
  return `${from > 0 ? "…" : ""}${clean.slice(from, to).trim()}${to < clean.length ? "…" : ""}`;
}
