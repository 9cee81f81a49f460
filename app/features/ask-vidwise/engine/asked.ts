// What a question asks for, where the learned router's kind alone would answer something else:
// the channel's subscriber count (the router sends it to the KPIs, whose first figure is the
// visibility score), and things none of the tools reads (viewers' ages, countries, a video's likes
// or retention…), which the router sends to whichever kind's words are nearest. Reads the user's
// question only, like the router.
import { normalise } from "./guard";

const OWN = /\b(i|i've|ive|i'm|im|my|me|mine)\b/;
/** Someone else's channel: their subscribers are not the creator's to be told from their own row. */
const SOMEONE_ELSE = /\b(competitors?|rivals?|their|they|his|her|mrbeast)\b|\b[a-z]+'s (channel|subs|subscribers)\b/;
const SUBSCRIBER_COUNT = [
  /\bhow many (subs|subscribers|followers)\b/,
  /\b(sub|subscriber|follower) (count|total|number)\b/,
  /\bnumber of (subs|subscribers|followers)\b/,
  /\bhow many (people|viewers) (are )?(subscribed|follow)\b/,
  /\b(total|current) (subs|subscribers|subscriber count)\b/,
];
const OTHER_PLATFORM = /\b(tiktok|instagram|insta|twitter|facebook|twitch|snapchat|threads|linkedin|patreon)\b/;
/** Growth over a period is a KPI (subscriber growth), not the count. */
const GROWTH =
  /\bdid i (get|gain|lose)\b|\b(gain|gained|gaining|gains|lost|lose|losing|grow|growth|grown|growing|per (day|week|month)|a (day|week|month)|this (week|month|year)|last (week|month|year)|past|since|lately|recently|trend|trending|change|changed|new)\b/;

/** "How many subscribers do I have?", "what's my sub count": the channel's own count, now. */
export function asksSubscriberCount(question: string): boolean {
  const q = normalise(question);
  return (
    SUBSCRIBER_COUNT.some((re) => re.test(q)) &&
    OWN.test(q) &&
    !SOMEONE_ELSE.test(q) &&
    !GROWTH.test(q) &&
    !OTHER_PLATFORM.test(q)
  );
}

const COMMENT_COUNT = /\bhow many (comments|replies)\b|\b(number|count) of comments\b|\bcomment (count|total)s?\b/;

/**
 * "How many comments did I get this month?": Comment Sentiment counts them by period (the router
 * reads "how many … this month" as a KPI, and no KPI counts comments). Not a competitor's.
 */
export function asksCommentCount(question: string): boolean {
  const q = normalise(question);
  return COMMENT_COUNT.test(q) && !SOMEONE_ELSE.test(q) && !OTHER_PLATFORM.test(q);
}

const BEST_UPLOAD = /\b(best|top|highest)[- ]?(performing|performer|doing|rated)? (video|upload|vid|short)s?\b/;
const UPLOAD_WORDS = new Set(["video", "videos", "upload", "uploads", "vid", "vids"]);
const WELL_WORDS = new Set(["best", "better", "well"]);

/**
 * "Which of my videos did best?", "which video of mine did the best lately", and the gloss of the
 * same question in another language ("which of the my videos foi best?"): "which" or "what", an
 * upload word within four words after it, then "best", "better" or "well" within five more.
 */
function asksWhichDidBest(q: string): boolean {
  const words = q
    .replace(/[^a-z' ]+/g, " ")
    .split(" ")
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== "which" && words[i] !== "what") continue;
    for (let j = i + 1; j <= i + 4 && j < words.length; j++) {
      if (!UPLOAD_WORDS.has(words[j]!)) continue;
      for (let k = j + 1; k <= j + 5 && k < words.length; k++) if (WELL_WORDS.has(words[k]!)) return true;
    }
  }
  return false;
}
/** Asked about what to make, not about uploads already out ("my best video idea", "best time"). */
const ABOUT_THE_NEXT =
  /\b(idea|ideas|topic|topics|title|titles|thumbnail|thumbnails|time|times|day|days|when|schedule|often|frequency|cadence|length|format|next|should|make|film)\b/;

/** The market's videos, not the channel's ("the top videos in my niche", "… about standing desks"). */
const THE_MARKET = /\b(niche|market|space|category|genre|about|on youtube)\b/;

/**
 * "Which of my videos did best?": the recent upload furthest ahead of the channel's norm. The router
 * reads it as "how are my latest uploads tracking", which leads with the newest upload. The creator's
 * own ("my"): "the top videos about X" and "which tracked channel has the best video" are the market's.
 */
export function asksBestUpload(question: string): boolean {
  const q = normalise(question);
  return (
    (BEST_UPLOAD.test(q) || asksWhichDidBest(q)) &&
    OWN.test(q) &&
    !ABOUT_THE_NEXT.test(q) &&
    !THE_MARKET.test(q) &&
    !SOMEONE_ELSE.test(q) &&
    !OTHER_PLATFORM.test(q)
  );
}

/** The creator's next upload: "my next video", "the next one", "my upcoming upload". */
const NEXT_UPLOAD =
  /\b(?:next|upcoming)((?: [a-z0-9]+){0,3}) (?:video|upload|vid|short|one|episode)s?\b|\b(?:videos?|uploads?) next\b/;
/** Words between "next" and "video" that name no topic ("my next big video", "next YouTube video"). */
const NOT_TOPIC_WORDS = new Set([
  "new",
  "big",
  "youtube",
  "yt",
  "own",
  "first",
  "long",
  "full",
  "few",
  "couple",
  "of",
  "my",
  "the",
  "a",
]);
/** How many views it gets: "how many views", "how well will it do", "what should I expect". */
const ITS_VIEWS =
  /\bhow many views\b|\bviews (will|would|should|could|might|can)\b|\b(will|would|should|could|might|can|going to|gonna)\b.*\b(get|reach|do|perform|pull|make)\b.*\bviews\b|\bhow (well|good|big|much)\b.*\b(will|would|might|going to|gonna)\b|\b(will|would|might|going to|gonna)\b.*\b(do|perform)\b (well|ok|okay|good)\b|\bexpect\b|\bpredict|\bforecast|\bestimate/;

/**
 * "How many views will my next video get?", "what should I expect from my next upload?": what a
 * next upload may reach before its title is known (the channel's norm). The router reads it as the
 * ideas' question ("next video"). "The next video" is the creator's, as every question here is
 * (the Arabic "فيديوي", "my video", reaches the rules as "videos"); not a competitor's next upload.
 */
export function asksNextUploadViews(question: string): boolean {
  const q = normalise(question);
  return NEXT_UPLOAD.test(q) && ITS_VIEWS.test(q) && !SOMEONE_ELSE.test(q) && !OTHER_PLATFORM.test(q);
}

/** The topic named between "next" and "video" ("my next home server video"), or null. */
export function nextUploadTopic(question: string): string | null {
  const between = NEXT_UPLOAD.exec(normalise(question))?.[1]?.trim();
  const words = (between ?? "").split(" ").filter((w) => w && !NOT_TOPIC_WORDS.has(w));
  return words.length > 0 ? words.join(" ") : null;
}

/** A kind of video the creator makes: "topic", "kind of videos", "type of content", "subject". */
const TOPIC_WORD =
  /\b(topics?|subjects?|themes?|categor(y|ies)|(kinds?|types?|sorts?) of (videos?|content|uploads?|vids?))\b/;
/** How it did: "works best", "does well", "gets the most views", "performs", "is most popular". */
const DOES_WELL =
  /\b(best|better|most views|more views|most popular|performs?|performing|performed|work(s|ed)? (best|well|better)|do(es)? (best|well|better)|did (best|well|better)|doing (best|well|better)|get(s)? (the )?most)\b/;

/** What to make or when ("what topic should I make next?"): the ideas' question, not how topics did. */
const WHAT_TO_MAKE = /\b(should|next|idea|ideas|title|thumbnail|time|when)\b/;

/**
 * "Which topic works best for me?", "what kind of videos do best on my channel?": how the channel's
 * own topics do against its norm (the channel-topics tool). The router reads these as trends or
 * next-video. The creator's own: "which topics work best in my niche" is the market's.
 */
export function asksBestTopic(question: string): boolean {
  const q = normalise(question);
  return (
    TOPIC_WORD.test(q) &&
    DOES_WELL.test(q) &&
    OWN.test(q) &&
    !WHAT_TO_MAKE.test(q) &&
    !THE_MARKET.test(q) &&
    !SOMEONE_ELSE.test(q) &&
    !OTHER_PLATFORM.test(q)
  );
}

/**
 * Asking for a title ("suggest a title for…", "what should I call my video about…", "what's a good
 * title for…"), in English or in a gloss ("what titles … my video about …").
 */
const TITLE_ASKS = [
  /\b(suggest|give me|write|recommend|come up with|need|want|help me (with|find|pick|write)) (me )?(a |an |some |the )?(good |better |catchy |great |best )?(title|titles)\b/,
  /\b(what|how) (should|could|would|do|can|shall) i (title|call|name)\b/,
  /\b(what|which) titles? (should|could|would|can|do) (i|we) (use|give|pick|choose|put|go with)\b/,
  /\bwhat('s| is| would be| could be)? (a |an |some )(good |better |catchy |great |strong )?(title|titles|name) for\b/,
  /\bwhat('s| is| would be)? the best (title|name) for\b/,
  /\btitle (ideas?|suggestions?|options?)\b/,
];
/** Two titles weighed against each other: the packaging's question, not a title to write. */
const TITLE_COMPARISON = /\b(title|one) (is|would be|works) better\b|\bvs\.?\b|\bversus\b|\bcompare\b/;

/**
 * "Suggest a title for my stealth gameplay video": a title wanted for a topic the question names
 * (the title forecast writes one and forecasts it). Read with the topic the entities found; not a
 * thumbnail's, a competitor's or a comparison of titles.
 */
export function asksForTitle(question: string): boolean {
  const q = normalise(question);
  return (
    TITLE_ASKS.some((re) => re.test(q)) &&
    !TITLE_COMPARISON.test(q) &&
    !/\bthumbnails?\b/.test(q) &&
    !SOMEONE_ELSE.test(q) &&
    !OTHER_PLATFORM.test(q)
  );
}

const LATEST_VIDEO = /\b(latest|last|newest|most recent|new) (video|upload|vid)\b/;

/**
 * "What do viewers think of my latest video?": a sentiment question about one video, the newest,
 * not the channel's period. Read only where the router already says sentiment.
 */
export function asksAboutLatestVideo(question: string): boolean {
  return LATEST_VIDEO.test(normalise(question));
}

const MOST_COMMENTED =
  /\bmost[- ]commented\b|\b(which|what) (video|upload|vid)s? (of mine )?(got|gets|has|had|have|received|drew|draws) (the )?most comments\b|\b(video|upload|vid) (with|that (got|has)) (the )?most comments\b/;

/**
 * "Which video got the most comments?": the video with the most comments Comment Sentiment read.
 * The router reads it as the period's sentiment, or as requests ("most commented").
 */
export function asksMostCommented(question: string): boolean {
  const q = normalise(question);
  return MOST_COMMENTED.test(q) && !SOMEONE_ELSE.test(q) && !OTHER_PLATFORM.test(q);
}

const COMPLAINTS =
  /\b(complain\w*|complaints?|criticis\w*|criticiz\w*|criticism|critique|negative (comments?|feedback|reviews?|reactions?)|hate comments?|haters?|dislike about)\b|\bwhat (do|did|does) (my )?(viewers|people|audience|fans|commenters|subscribers|subs) (hate|dislike|not like)\b|\bwhat (don'?t|do not|didn'?t) (my )?(viewers|people|audience|fans|commenters|they) like\b/;

/**
 * "What do my viewers complain about?": the complaints and negative comments Comment Sentiment
 * found. The router reads "what do my viewers …" as their requests, whose answer is other comments.
 * The creator's own viewers, not a competitor's.
 */
export function asksComplaints(question: string): boolean {
  const q = normalise(question);
  return COMPLAINTS.test(q) && !SOMEONE_ELSE.test(q) && !OTHER_PLATFORM.test(q);
}

/** Something the creator may ask about their channel that no tool reads, and where it can be seen. */
export type NotInData = { what: string; where: string };

const VIEWERS = String.raw`(viewers?|audience|subs|subscribers|fans|watchers|people who watch)`;
const NOT_IN_DATA: readonly (readonly [RegExp, NotInData])[] = [
  [
    new RegExp(
      String.raw`\bdemographics?\b|\b(age|ages|aged|gender|genders|how old)\b.*\b${VIEWERS}\b|\b${VIEWERS}\b.*\b(age|ages|aged|gender|genders|how old|male|female)\b`,
    ),
    { what: "your viewers' ages or genders", where: "YouTube Studio shows them under Analytics, Audience" },
  ],
  [
    new RegExp(
      String.raw`\b(countr(y|ies)|geograph\w*|cities|city|regions?)\b.*\b${VIEWERS}\b|\b${VIEWERS}\b.*\b(countr(y|ies)|geograph\w*|cities|city|regions?)\b|\bwhere (are|do|is) (my )?${VIEWERS}\b.*\b(from|based|located|live)\b`,
    ),
    { what: "where your viewers are", where: "YouTube Studio shows it under Analytics, Audience" },
  ],
  [
    /\b(how many|number of|count of|total|most) (likes|dislikes|shares)\b|\b(like|dislike|share) (count|ratio)\b|\blikes (did|does|do|on)\b/,
    { what: "like, dislike or share counts", where: "YouTube Studio shows them for each video" },
  ],
  [
    /\b(audience )?retention\b|\bwhere (do |did )?(viewers|people) (leave|drop off|stop watching|click off|click away)\b/,
    {
      what: "audience retention (how long viewers keep watching a video)",
      where: "YouTube Studio shows it for each video",
    },
  ],
  [
    /\b(copyright (strikes?|claims?)|community guidelines?( strikes?)?|strikes? on my channel|any strikes?|demoneti[sz]ed|monetization status|monetisation status|am i monetized|am i monetised|partner program status)\b/,
    {
      what: "copyright claims, strikes or your monetisation status",
      where: "YouTube Studio shows them",
    },
  ],
  [
    /\bwho (are|is) my (subs|subscribers|followers)\b|\bwho (just |recently )?(subscribed|unsubscribed)\b/,
    {
      what: "who your subscribers are",
      where: "YouTube Studio lists the subscribers who made their subscriptions public",
    },
  ],
  [
    /\bhow long should (my |a |the )?(videos?|uploads?|vids?)\b|\b(ideal|best|optimal|right|perfect) (video |upload )?(length|duration)\b|\b(videos?|uploads?|vids?) (too|be) (long|short)\b|\bwhat length\b/,
    {
      what: "how your videos' length relates to their views",
      where: "YouTube Studio's audience retention for each video shows where viewers stop watching",
    },
  ],
  [
    /\b(channel members(hips?)?|memberships?|super ?chats?|super ?thanks|super ?stickers)\b/,
    { what: "channel memberships, Super Chats or Super Thanks", where: "YouTube Studio shows them under Earn" },
  ],
];

/** What the question asks for that no tool reads, or null. */
export function notInData(question: string): NotInData | null {
  const q = normalise(question);
  return NOT_IN_DATA.find(([re]) => re.test(q))?.[1] ?? null;
}
