// Intent classification: weighted phrases per question kind, summed over the question; the best
// kind wins when it clears a threshold, else the question is off-topic. Each kind names the tools
// (1-3) whose results answer it. Only the user's question is classified.
import { normalise } from "./guard";

export type Intent =
  | "next-video"
  | "underperform"
  | "timing"
  | "requests"
  | "rpm"
  | "sentiment"
  | "competitors"
  | "market"
  | "trends"
  | "title-forecast"
  | "forecast"
  | "packaging"
  | "description"
  | "series"
  | "kpis"
  | "cadence";

/** The tools each kind runs, the first being the one that answers it (the rest add context). */
export const INTENT_TOOLS: Record<Intent, readonly string[]> = {
  "next-video": ["content-ideas", "viewer-requests", "competitor-outliers"],
  underperform: ["latest-uploads", "description-audit", "title-thumbnail"],
  timing: ["upload-timing"],
  requests: ["viewer-requests"],
  rpm: ["rpm"],
  sentiment: ["comment-sentiment"],
  competitors: ["competitor-outliers"],
  market: ["market-analysis"],
  trends: ["trends"],
  "title-forecast": ["title-forecast"],
  forecast: ["latest-uploads"],
  packaging: ["title-thumbnail"],
  description: ["description-audit"],
  series: ["series"],
  kpis: ["dashboard-kpis"],
  cadence: ["cadence"],
};

/** What each kind answers, for the off-topic reply (in the order listed there). */
export const INTENT_LABELS: Record<Intent, string> = {
  "next-video": "what your next video should be (content ideas from your data)",
  underperform: "why a recent video did better or worse than your norm",
  timing: "when to upload (your weekday and time slots)",
  requests: "what your viewers ask for in comments",
  rpm: "how to raise your RPM",
  sentiment: "how viewers feel about your videos (comment sentiment)",
  competitors: "which competitor videos are outliers",
  market: "the market for a topic you have analysed",
  trends: "rising keywords and seasonal peaks",
  "title-forecast": 'a forecast for a title ("what if I titled it …")',
  forecast: "how your latest uploads are tracking against your norm",
  packaging: "title and thumbnail findings",
  description: "which descriptions to fix first",
  series: "your series and how they perform",
  kpis: "your channel KPIs and Live Visibility Score",
  cadence: "your upload cadence and burnout risk",
};

type Rule = readonly [RegExp, number];

const RULES: Record<Intent, readonly Rule[]> = {
  "next-video": [
    [/\bnext (video|upload|topic|episode)\b/, 4],
    [/\b(video|content) ideas?\b/, 4],
    [/\bideas?\b/, 2],
    [/\bwhat (should|could|do) i (make|film|record|create|shoot|post|do) (next|now|this week)\b/, 4],
    [/\bwhat (should|could) i (make|film|record|create|shoot|post)\b/, 3],
    [/\bwhat to (make|film|record|create|post) next\b/, 4],
    [/\b(topic|subject)s? (should|to) (i )?(cover|make|do)\b/, 3],
    [/\brecommend (a |me a )?(topic|video)\b/, 3],
    [/\bwhat (video|topic)s? (will|would) (do well|perform|work)\b/, 3],
    [/\bstuck\b|\bout of ideas\b|\bcreative block\b/, 3],
    [/\bwhat (kind|sort|type)s? of (video|content|upload)s? (should|could|to)\b/, 4],
    [/\bsuggestions? for (my )?(next|a new)\b/, 3],
  ],
  underperform: [
    [/\bunder-?perform/, 5],
    [/\bflop(ped|s)?\b|\bbombed\b|\btanked\b/, 4],
    [/\bwhy (did|is|was|does)\b.{0,40}\b(video|upload)\b.{0,30}\b(bad|badly|poor(ly)?|low|worse|not do|didn't|did not|so few|fewer|less)\b/, 4],
    [/\b(low|few|fewer|poor|bad|disappointing) views\b/, 3],
    [/\bnot (getting|doing) (many )?(views|well)\b|\bdidn'?t do well\b|\bdid not do well\b/, 4],
    [/\bwhat went wrong\b/, 4],
    [/\b(didn'?t|did not|doesn'?t|does not|isn'?t|is not|wasn'?t)\b.{0,30}\b(do|doing|perform|performing|go|going) (well|good|great)\b/, 4],
    [/\b(last|latest|recent|newest) (video|upload)\b/, 1],
    [/\bworse than (usual|normal|expected)\b|\bbelow (my )?(average|norm|usual)\b/, 3],
    [/\bwhy (are|is|were)\b.{0,20}\b(views?|numbers|performance)\b.{0,30}\b(bad|low|poor|terrible|down|dropping|dropped|disappointing)\b/, 4],
    [/\b(views?|numbers)\b.{0,30}\b(so|really|very) (bad|low|poor)\b/, 3],
  ],
  timing: [
    [/\bwhen (should|do|can|to) (i )?(upload|post|publish|release)\b/, 5],
    [/\b(best|optimal|ideal|right|good) (time|day|hour|slot|weekday)s?\b/, 4],
    [/\b(post|upload|publish|release)\w* (on|at) (the )?(weekends?|weekdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|night|morning|evening)\b/, 4],
    [/\b(upload|posting|publishing|release) (time|timing|schedule|day|slot)s?\b/, 4],
    [/\b(what|which) (time|day|hour|weekday)s?\b.{0,25}\b(upload|post|publish|release)/, 4],
    [/\b(weekday|weekend)s?\b/, 1],
    [/\b(which|what) (weekday|day|time|hour)s?\b.{0,30}\b(most|more|best|highest) (views|viewers|reach)\b/, 4],
  ],
  requests: [
    [/\b(viewers?|audience|subscribers?|fans|commenters|people)\b.{0,25}\b(ask(ing)?|want|request(ing)?|suggest(ing)?)\b/, 5],
    [/\brequests?\b|\brequested\b/, 3],
    [/\bquestions?\b.{0,20}\bcomments?\b|\bcomments?\b.{0,20}\bquestions?\b/, 4],
    [/\bwhat do (my )?(viewers|people|fans|subscribers|audience)\b/, 2],
    [/\bwhat are (people|viewers|they) asking\b/, 4],
  ],
  rpm: [
    [/\brpm\b/, 5],
    [/\bcpm\b/, 3],
    [/\b(revenue|earnings|income|money|monetis|monetiz|ad rate|ads? pay|adsense|earn more|make more)\w*/, 3],
    [/\bper (1,?000|thousand) views\b/, 3],
    [/\b(profit|profitable|profitability|monetization|sponsorships?|make money|earn money)\b/, 3],
  ],
  sentiment: [
    [/\bsentiment\b/, 5],
    [/\b(feel|feeling|think|opinion|react|reaction|mood|vibe)s?\b.{0,30}\b(videos?|content|channel|me)\b/, 3],
    [/\b(like|love|hate|dislike|enjoy)s? my (videos?|content|channel)\b/, 3],
    [/\b(positive|negative|toxic|hateful|mean|nice|kind) comments?\b/, 4],
    [/\bcomments? (say|saying|about|tone)\b|\bcomment section\b/, 2],
    [/\b(mood|tone|atmosphere|vibe)\b.{0,30}\bcomments?\b/, 4],
    [/\bcomments?\b.{0,30}\b(positive|negative|toxic|hateful|nice|kind|mean)\b/, 4],
    [/\b(happy|unhappy|satisfied|complain(ing|ts?)?)\b/, 2],
  ],
  competitors: [
    [/\bcompetit(or|ors|ion)\b/, 4],
    [/\boutliers?\b/, 4],
    [/\bother (channels|creators|youtubers)\b/, 3],
    [/\b(rivals?|similar channels)\b/, 3],
    [/\bblowing up|going viral|breakout\b/, 2],
  ],
  market: [
    [/\bmarket\b/, 4],
    [/\bdemand for\b|\bis there (demand|an audience|interest)\b/, 4],
    [/\b(saturated|crowded|oversaturated|niche)\b/, 3],
    [/\bhow (big|popular|competitive) is\b/, 3],
  ],
  trends: [
    [/\btrend(s|ing)?\b/, 4],
    [/\brising\b|\bgrowing (topics?|keywords?)\b|\bhot (topics?|right now)\b/, 3],
    [/\bseason(al|ality)?\b|\bpeaks?\b/, 3],
    [/\bkeywords?\b/, 2],
  ],
  "title-forecast": [
    [/\bwhat if i (titled|title|called|named|call|name)\b/, 6],
    [/\b(titled|called|named)\b/, 3],
    [/\bhow (many views )?(would|will) (a video|it|this)\b.{0,40}\b(titled|called|named)\b/, 3],
  ],
  forecast: [
    [/\bforecasts?\b|\bpredict(ion|ions|ed)?\b|\bproject(ion|ed)\b/, 4],
    [/\bhow (is|are) my (latest|last|recent|new|newest) (video|upload)s?\b.{0,20}\b(doing|tracking|performing)\b/, 5],
    [/\b(on track|ahead|behind)\b/, 2],
    [/\bhow many views (will|would)\b/, 3],
    [/\blatest (uploads|videos)\b/, 2],
  ],
  packaging: [
    [/\bthumbnails?\b/, 5],
    [/\b(my )?titles?\b.{0,30}\b(better|improve|work|click|ctr|findings|good|bad|weak)\b/, 3],
    [/\bclick[- ]?through\b|\bctr\b/, 3],
    [/\bpackaging\b/, 4],
  ],
  description: [
    [/\bdescriptions?\b/, 5],
    [/\bseo\b/, 3],
    [/\btags|hashtags\b/, 2],
  ],
  series: [
    [/\bseries\b/, 5],
    [/\bplaylists?\b/, 3],
    [/\bepisodes?\b|\bpart 2\b|\bsequel\b|\bfollow[- ]up\b/, 2],
  ],
  kpis: [
    [/\bkpis?\b|\bkey (metrics|numbers)\b/, 5],
    [/\bvisibility( score)?\b/, 5],
    [/\bhow (is|am) (my channel|i) doing\b|\bchannel (health|performance|stats|overview)\b/, 4],
    [/\bsubscriber growth\b|\bwatch time\b|\bsuggested (reach|traffic)\b|\bfunnel\b/, 4],
    [/\b(growing|growth)\b/, 2],
    [/\b(how many )?(subscribers|views) (did i|have i) (get|got|gain|gained)\b/, 3],
  ],
  cadence: [
    [/\bcadence\b|\bburn(ing|ed|t)? ?out\b|\bexhausted\b/, 5],
    [/\bhow (often|frequently)\b/, 4],
    [/\b(upload|posting) (frequency|schedule|consistency|pace)\b/, 4],
    [/\b(consisten(t|tly|cy)|take a break|taking a break|break from|too much|too often|overwork\w*)\b/, 3],
    [/\b(posting|uploading|publishing) (enough|too (much|often|little))\b/, 3],
    [/\bvideos? (a|per|each|every) (week|month)\b/, 3],
    [/\bhow many (videos|uploads)\b.{0,30}\b(upload|post|publish|make)\b/, 3],
  ],
};

const THRESHOLD = 3;
const HYPOTHETICAL = /\b(what if|would|will|should|could|if i|predict|forecast|estimate|how many views)\b/;

export type Classification = { intent: Intent | null; scores: Partial<Record<Intent, number>> };

export function classify(question: string, hints: { proposedTitle: string | null } = { proposedTitle: null }): Classification {
  const q = normalise(question);
  const scores: Partial<Record<Intent, number>> = {};
  for (const [intent, rules] of Object.entries(RULES) as [Intent, readonly Rule[]][]) {
    const score = rules.reduce((sum, [re, weight]) => sum + (re.test(q) ? weight : 0), 0);
    if (score > 0) scores[intent] = score;
  }
  // A proposed title ("titled …", "called …") makes it a pre-publication forecast question.
  // "My video called X under-performed" names an existing video: only a hypothetical counts.
  if (hints.proposedTitle && HYPOTHETICAL.test(q)) scores["title-forecast"] = (scores["title-forecast"] ?? 0) + 3;
  let best: Intent | null = null;
  for (const [intent, score] of Object.entries(scores) as [Intent, number][]) {
    if (score >= THRESHOLD && (best === null || score > scores[best]!)) best = intent;
  }
  return { intent: best, scores };
}
