// Spam and self-promotion, in two halves that work together:
// - Rules (below): each names a pattern real spam shares and adds evidence; a comment is spam when
//   the evidence reaches 1. Strong signals ("sub my channel", "follow me on Twitter @…", free gift
//   cards, scam contacts) are enough on their own; weak ones (a link, "on my channel", a phone
//   number, a wall of emoji) need company. The rules give the reasons shown to the user.
// - A learned model (spam-model.ts): logistic regression over words, word pairs and letter
//   n-grams, trained on hand-labelled real YouTube comments. It catches the spam no rule spells
//   out ("Chekc out my chanel"), adds its probability to weak rule evidence, and alone calls spam
//   only at its threshold (chosen for precision on videos it was not trained on).
// Rules read spamText(): lower case, stretched letters cut, misspellings folded ("suscribe",
// "chanel", "plz"). Engagement bait from real viewers ("who's watching in 2026?", "like if
// you...") and links to YouTube itself (timestamps, the video shared with its title) are not spam.
// Copy-paste bots are found across a batch (findDuplicateSpam): the same long line posted
// several times, or by several authors.
import { detectLanguage } from "./language";
import { findLinks, isBareLink, isReferralLink, isTimestampLink, linkKind } from "./spam-links";
import { shippedSpamModel, spamProbability, type SpamModel } from "./spam-model";
import { foldLookAlikes, spamText } from "./spam-text";
import { Kind, type Token } from "./tokenize";

export type SpamReason =
  | "link"
  | "self-promotion"
  | "sub4sub"
  | "follow-elsewhere"
  | "free-money"
  | "fundraising"
  | "scam"
  | "giveaway"
  | "contact-off-platform"
  | "phone-number"
  | "money-claim"
  | "chain-letter"
  | "excessive-emoji"
  | "excessive-caps"
  | "duplicate"
  | "spam-like";

/** Each reason as the user reads it. */
export const SPAM_REASON_LABELS: Readonly<Record<SpamReason, string>> = {
  link: "Links to another website",
  "self-promotion": "Promotes the writer's own channel, music or product",
  sub4sub: "Asks for subscribers (or sub-for-sub)",
  "follow-elsewhere": "Asks viewers to follow or add them on another site",
  "free-money": "Offers free gift cards or easy money",
  fundraising: "Asks for donations, votes or shares",
  scam: "Looks like an investment or money-recovery scam",
  giveaway: "Fake giveaway or prize",
  "contact-off-platform": "Asks viewers to contact someone outside YouTube",
  "phone-number": "Contains a phone number",
  "money-claim": "Claims big earnings",
  "chain-letter": "A chain letter: copy it or like it, or bad luck follows",
  "excessive-emoji": "Mostly emoji",
  "excessive-caps": "Mostly capital letters",
  duplicate: "The same long comment posted again and again",
  "spam-like": "Reads like typical YouTube spam (learned from labelled real comments)",
};

export function spamReasonLabel(reason: SpamReason): string {
  return SPAM_REASON_LABELS[reason];
}

export type SpamVerdict = {
  spam: boolean;
  reasons: SpamReason[];
  /** Rule evidence with the model's (see combineSpamEvidence): spam at ≥ 1. */
  evidence: number;
};

type Rule = { id: string; reason: SpamReason; weight: number; pattern: RegExp };

/** Things people promote: "check out my ___", "listen to our ___". */
const PROMO_NOUN =
  "(?:channel|channels|page|profile|blog|site|website|videos?|vlogs?|tracks?|songs?|music|mixtapes?|covers?|raps?|remix(?:es)?|beats?|album|ep|single|stream|playlist|store|shop|apps?|game|book|content|stuff|art|animations?|parody|clip|trailer|movie|film|podcast|youtube|shorts?|latest|newest|work)";
const PLATFORM =
  "(?:twitter|instagram|insta|ig|facebook|fb|twitch|tiktok|tik\\s+tok|snapchat|snap|soundcloud|tumblr|vine|tsu|kik|discord|spotify|google\\+|g\\+|vk|periscope|skype)";
// "2k", "2 k", "2,000": spaces before a "k" go with it (as \s*k? they could share a run with the \s+ after).
const NUM = "\\d[\\d,.]*(?:\\s*k)?";
/**
 * After a verb ("add"): not when someone else did it or the writer says not to ("my mom tried to
 * add me on facebook", "don't add me"). A lookbehind read only where the verb matched.
 */
const NOT_TOLD = "(?<!\\b(?:tried|trying|tries|wants|wanted|don'?t|didn'?t|never|not)\\s+(?:to\\s+)?\\w+)";
const SUBS = "(?:subscribers|subs)";
/** "I did a cover", "I made a remix of this": one's own version of a work (rules "i-made", "i-made-listen"). */
const I_MADE =
  /\bi\s+(?:just\s+)?(?:did|made|recorded|wrote|produced|uploaded|posted)\s+(?:a|an|my\s+own|our)\s+(?:\w+\s+)?(?:cover|remix|song|parody|beat|track|mixtape|music\s+video|lyric\s+video|dance\s+video|rap|version|mashup|animation)\b/;
/** Messaging apps scams move the talk to. */
const MESSENGER =
  "(?:telegram|tele\\s*gram|whats\\s*app|whatsap|watsapp|wa|signal|wickr|viber|wechat|kik|threema|session\\s+app|line\\s+app)";

// Patterns run on spamText(). Weights: 1 = conclusive alone.
const RULES: readonly Rule[] = [
  // --- Asking for subscribers.
  {
    id: "sub4sub",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\bsub\s*(?:4|for|2|to)\s*sub\b|\bsub(?:scribe)?\s*back\b|\b(?:sub(?:scribe)?|subbed)\s+to\s+(?:me|my)\b|\bi'?ll\s+sub(?:scribe)?\s+(?:back|to\s+you)|\broad\s+to\s+\d+\s*(?:k\s*)?(?:subs?|subscribers)?\b|\bhelp\s+me\s+(?:reach|get\s+to|hit)\s+\d|\btrade\s+subs?\b|\bsub\s+exchange\b/,
  },
  {
    id: "f4f",
    reason: "sub4sub",
    weight: 1,
    pattern: /\b(?:follow\s*(?:4|for)\s*follow|like\s*(?:4|for)\s*like|f4f|l4l)\b/,
  },
  // "Subscribe ME!", "sub my channel", "subscribe and like to me", "throw a sub on my channel".
  {
    id: "sub-me",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\b(?:subscribe|subscribes|sub|subs)\s+(?:(?:to|2|in|on|into|at|and\s+like\s+to|n\s+like)\s+)?(?:me|my|us|our)\b|\b(?:a|some)\s+subs?\s+(?:on|to)\s+(?:my|our)\b/,
  },
  // "Search "Artist - Song" on YouTube", "search us up on Spotify": the name to look up is the ad.
  {
    id: "search-me",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bsearch\s+(?:for\s+|up\s+)?(?:us|me|my\s+(?:name|channel|band|song)|our\s+(?:band|name|channel))\s+(?:up\s+)?(?:on|in)\b|\bsearch\s+(?:for\s+|up\s+)?["“][^"”]{3,60}["”]\s*(?:on\s+\w+\s*)?(?:thanks?|thx|please|pls|plz|[.!]|$)/,
  },
  // "please subscribe", "subscribe please", "subscribe & share", "don't forget to subscribe".
  {
    id: "sub-please",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\b(?:please|kindly)\s+(?:\w+\s+){0,2}?subscribe\b(?!\s+to\s+(?:him|her|them|his|this|the|[a-z]+'s)\b)|\bsubscribe\s+please\b|\bsubscribe\s*(?:(?:&|and|n|,)\s*)?(?:share|like\s+comment)\b|\b(?:don'?t|do\s+not)\s+forget\s+to\s+(?:\w+\s+(?:and|&)\s+)?subscribe\b|\bbe\s+sure\s+to\s+subscribe\b/,
  },
  {
    id: "sub-goal",
    reason: "sub4sub",
    weight: 1,
    pattern: new RegExp(
      `\\b(?:if|when|once)\\s+i\\s+(?:reach|get|hit|make\\s+it\\s+to)\\s+${NUM}\\s+${SUBS}\\b|\\bhelp\\s+me\\s+(?:\\w+\\s+){0,2}?${NUM}\\s+${SUBS}\\b`,
    ),
  },
  {
    id: "sub-count",
    reason: "sub4sub",
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:i|i'm|im|i've|ive|we|we're)\\b[^.!?]{0,30}?\\b(?:over\\s+|almost\\s+)?${NUM}\\s+${SUBS}\\b`,
    ),
  },
  {
    id: "sub-want",
    reason: "sub4sub",
    weight: 0.6,
    pattern: new RegExp(
      `\\b(?:i|me)\\b[^.!?]{0,40}\\b(?:get|got|getting|gain|reach)\\s+(?:some|more|a\\s+few)\\s+${SUBS}\\b`,
    ),
  },

  // --- Promoting one's own channel, music or product.
  {
    id: "promo",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:check(?:\s*out)?|visit|see|watch|look\s+at)\s+(?:out\s+)?my\s+(?:channel|profile|page|videos?|content|latest|new\s+video|shorts?|playlist|bio)\b|\bcheck\s+(?:out\s+)?(?:my|the)\s+link\b|\b(?:on|in)\s+my\s+(?:channel|profile|bio)\b.{0,40}\b(?:come|check|go|see|watch)\b|\bmy\s+(?:small\s+|new\s+|tech\s+|gaming\s+|little\s+)?channel\b.{0,60}\b(?:support|check|sub|visit|appreciated|mean\s+a\s+lot)|\b(?:new|small)\s+(?:\w+\s+)?channel\s+here\b|\bi\s+(?:make|upload|post)\s+(?:videos?|content)\s+(?:like\s+this|too|as\s+well)\b.{0,80}\b(?:check|mean\s+a\s+lot|support)|\bi\s+just\s+uploaded\b|\bgo\s+check\s+it\s+out\b|\bwould\s+mean\s+a\s+lot\s+if\s+you\s+(?:checked|check|subbed|subscribed|watched)/,
  },
  {
    id: "grow",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /(?:^\W*|[.!?][^\w.!?]*)(?:buy|get|gain|boost)\s+(?:real\s+|cheap\s+|free\s+|instant\s+)?\d[\d,k]*\s+(?:\w+\s+)?(?:subscribers|subs|followers|views|likes|watch\s*hours)\b|\b(?:buy|get|gain|boost)\s+(?:real|cheap|free|instant)\s+(?:\w+\s+)?(?:subscribers|subs|followers|views|likes|watch\s*hours)\b|\b(?:subscribers|subs|followers|views|likes|watch\s*hours)\s+in\s+\d+\s+(?:hours|days|minutes)\b|\b(?:similar|same)\s+(?:video|topic|review)\b.{0,30}\bmy\s+channel\b|\bmy\s+channel\b.{0,40}\b(?:feedback|thoughts|opinion)\b|\bpromot(?:e|ing)\s+my\b/,
  },
  // "check my youtube channel", "check me out", "check out our new song" (not "check my reply above").
  {
    id: "check-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bcheck(?:ing)?\s+(?:out\s+)?(?:my|our|me|us)\b(?!\s+(?:comments?|reply|replies|answer|edit|question|math|post|previous)\b)/,
  },
  {
    id: "come-see",
    reason: "self-promotion",
    weight: 1,
    pattern: /\b(?:come|go)\s+(?:and\s+)?(?:check|see|watch|visit|listen|look)\b.{0,30}\b(?:my|our|us|me)\b/,
  },
  // "go to my channel", "go on my page", "listen to our music", "read my book" (not "I watch my
  // videos at 2x").
  {
    id: "invite-mine",
    reason: "self-promotion",
    weight: 1,
    pattern: new RegExp(
      `(?<!\\b(?:i|we|they)\\s(?:\\w+\\s)?)\\b(?:go\\s+(?:to|on|over\\s+to)|head\\s+(?:over\\s+)?to|hop\\s+on|visit|see|watch|view|listen\\s+to|hear|look\\s+at|try|download|play|read|support|share)\\s+(?:out\\s+)?(?:my|our)\\s+(?!fav\\w*\\b)(?:\\w+\\s+){0,2}?${PROMO_NOUN}\\b`,
    ),
  },
  {
    id: "my-channel-ask",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bmy\s+(?:\w+\s+){0,2}?(?:channel|videos?|music|songs?|covers?|mixtape|page)\b.{0,60}\b(?:check\s+(?:it|them)|subscribe|sub|visit|support\s+(?:me|it)|mean\s+a\s+lot|mean\s+the\s+world|feedback|(?:tell\s+me|let\s+me\s+know)\s+what\s+(?:you|u|y'all)\s+think)\b|\b(?:subscribe|visit|check\s+out|support|come\s+to|go\s+to)\b.{0,30}\bmy\s+(?:\w+\s+)?(?:channel|videos?|page|music)\b/,
  },
  {
    id: "on-my-channel",
    reason: "self-promotion",
    weight: 0.5,
    pattern: /\b(?:on|in|at)\s+(?:my|our)\s+(?:youtube\s+)?channel\b/,
  },
  // "free movies at my website", "more on my blog": where the writer sends readers.
  {
    id: "on-my-site",
    reason: "self-promotion",
    weight: 0.5,
    pattern: /\b(?:on|at|in|from)\s+(?:my|our)\s+(?:web\s*)?(?:site|blog)\b/,
  },
  // "there's a video on my channel about…", "new cover in my channel".
  {
    id: "video-on-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:a|one|new|the|some|more)\s+(?:\w+\s+)?(?:videos?|vids?|songs?|covers?|tutorials?|vlogs?|animations?|remix(?:es)?|reviews?)\s+(?:on|in)\s+(?:my|our)\s+(?:youtube\s+)?channel\b/,
  },
  // "Subscribe to <another channel>" at the start: advertising a channel, not this one.
  {
    id: "sub-other",
    reason: "sub4sub",
    weight: 0.5,
    pattern: /^\W*(?:please\s+)?subscribe\s+to\s+(?!(?:him|her|them|this|the|his|their|your|you|it|me|my|us|our)\b)\w/,
  },
  // YouTube's own share text pasted as a comment: "Check out this video on YouTube:".
  {
    id: "share-text",
    reason: "self-promotion",
    weight: 1,
    pattern: /\bcheck\s+out\s+this\s+(?:video|playlist|channel)\s+on\s+youtube\b/,
  },
  {
    id: "my-new",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bmy\s+(?:new|first|latest|newest|debut)\s+(?:youtube\s+|yt\s+|music\s+|gaming\s+)?(?:channel|videos?|songs?|single|track|mixtape|cover|album|ep|music\s+video|vlog|app|game|book|remix)\b/,
  },
  {
    id: "new-youtuber",
    reason: "self-promotion",
    weight: 0.5,
    pattern:
      /\b(?:new|small|little|upcoming|aspiring|rookie)\s+(?:youtuber|youtube\s+channel|channel|artist|rapper|singer|producer|band|musician)\b|\bnew\s+(?:to|on)\s+youtube\b|\bjust\s+(?:started|joined|made|created)\s+(?:my\s+|a\s+)?(?:own\s+|new\s+)?(?:first\s+)?(?:youtube|yt|channel)\b|\bi\s+(?:just\s+)?started\s+(?:making|writing|producing|recording)\s+(?:my\s+own\s+)?(?:music|songs|beats|raps)\b/,
  },
  // "I made a gaming channel": weaker, viewers also say "I started my own channel because of you".
  {
    id: "i-started-channel",
    reason: "self-promotion",
    weight: 0.4,
    pattern:
      /\bi\s+(?:just\s+)?(?:made|started|created|opened)\s+(?:a|an|my)\s+(?:new\s+|own\s+|first\s+)?(?:\w+\s+)?(?:youtube\s+)?channel\b/,
  },
  // "link in my bio", "check my about page": where the advert is.
  {
    id: "link-in-bio",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\blinks?\s+(?:is\s+|are\s+)?(?:in|on)\s+(?:my|our)\s+(?:bio|profile|about|channel|description|page)\b|\b(?:check|see|visit)\s+(?:out\s+)?(?:my|our)\s+(?:bio|about(?:\s+page)?)\b|\b(?:links?|gofundme|go\s+fund\s+me|paypal|patreon|cash\s*app|venmo)\s+(?:is\s+|are\s+)?(?:in|on)\s+(?:the\s+)?(?:bio|profile)\b/,
  },
  // "we are looking for talented singers, send us your video": a recruitment advert (asking the
  // reader to send, apply or join; "I'm looking for singers like her, send recommendations" is not).
  {
    id: "talent-wanted",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|(?:we|i)\s+(?:need|want))\s+(?:looking\s+for\s+|searching\s+for\s+|hiring\s+)?(?:new\s+|talented\s+|young\s+|serious\s+)*(?:singers|rappers|dancers|models|talents?|artists|youtubers|promoters|influencers|actors)\b.{0,80}\b(?:send\s+(?:us|me)\s+(?:your|a|the)|(?:message|dm|contact|email|inbox)\s+us|apply|join\s+(?:us|our)|upload\s+(?:your|a))\b/,
  },
  // "copy and paste this to 5 videos or…", "like this and you'll get lucky": a chain letter.
  {
    id: "chain-letter",
    reason: "chain-letter",
    weight: 1,
    pattern:
      /\b(?:copy\s+(?:and|&|n)\s+paste|post|paste|repost)\s+this\s+(?:on|to|in|onto)\s+(?:\d+|five|ten|three)\s+(?:other\s+|more\s+)?(?:videos|comments|songs|pages)\b|\bif\s+you\s+(?:don'?t|do\s+not)\s+(?:copy|repost|paste|share|post)\s+this\b|\b(?:ignore|scroll\s+past|skip)\s+this\b.{0,60}\bbad\s+luck\b|\blikes?\s+this\s+(?:comment|post)\b.{0,60}\b(?:good\s+luck|get\s+lucky|will\s+come\s+true|(?:will\s+)?(?:get|receive|win)\s+(?:a\s+)?(?:surprise|prize|gift|reward))\b|\b(?:every|each|1|one)\s+like\s+(?:here\s+)?(?:is|=|equals)\s+(?:a\s+|one\s+|1\s+)?(?:prayer|dollar|donation)\b/,
  },
  // "pre-save it on spotify": a release pushed before it is out (weak: a fan may say it of the artist).
  {
    id: "pre-save",
    reason: "self-promotion",
    weight: 0.6,
    pattern: /\bpre-?save\b/,
  },
  // "I did a cover", "I made a remix of this": on someone else's video, an advert for one's own.
  {
    id: "i-made",
    reason: "self-promotion",
    weight: 0.5,
    pattern: I_MADE,
  },
  // "I need 50 more subs to do a face reveal": the writer's own count of subscribers, short of a mark.
  {
    id: "subs-short",
    reason: "sub4sub",
    weight: 1,
    pattern: new RegExp(
      `\\b(?:i|we)\\s+(?:only\\s+|just\\s+)?need\\s+${NUM}\\s+more\\s+${SUBS}\\b|\\b${NUM}\\s+more\\s+${SUBS}\\s+(?:(?:to|until|till)\\s+(?:my|our|i|we)|and\\s+i'?ll)\\b`,
    ),
  },
  // "5 likes and I'll upload a dance cover of this": likes begged for one's own next upload.
  {
    id: "likes-for-upload",
    reason: "self-promotion",
    weight: 1,
    pattern: new RegExp(`^\\W*${NUM}\\s+likes?\\s+(?:and|&|n)\\s+i'?ll\\s+(?:upload|post|film|make\\s+a\\s+video)\\b`),
  },
  // "I'm gonna post a cover of this tomorrow": one's own version announced under the original.
  {
    id: "my-cover-coming",
    reason: "self-promotion",
    weight: 0.5,
    pattern:
      /\b(?:i'?m|im|i\s+am)\s+(?:gonna|going\s+to)\s+(?:post|upload|put\s+up|drop)\s+(?:a|an|my)\s+(?:\w+\s+)?(?:cover|remix|parody|version|reaction)\s+(?:of|to)\s+this\b/,
  },
  // "raise money for my school trip, any donation helps": a collection for the writer.
  {
    id: "raise-for-me",
    reason: "fundraising",
    weight: 0.6,
    pattern: /\braise\s+(?:money|funds|cash)\s+for\s+(?:my|our)\b/,
  },
  // "Please, I'm begging you, support my dream": a plea for the writer's own career.
  {
    id: "support-my-dream",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:please|pls|plz|begging\s+you|i\s+beg\s+you)\b.{0,20}?\bsupport\s+my\s+(?:dream|dreams|journey|career)\b/,
  },
  // "I'm doing a charity stream on twitch tonight, come watch": one's own stream, with the invitation.
  {
    id: "my-stream",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:doing|hosting|having|starting|going\s+live\s+with)\s+(?:a|an|my|our)\s+(?:\w+\s+)?(?:stream|livestream|live\s+stream)\b.{0,40}?\bcome\s+(?:watch|join|hang|say\s+hi)\b/,
  },
  // "I started a fan page for LMFAO on instagram, follow it!": a page of the writer's, to be followed.
  {
    id: "my-new-page-follow",
    reason: "follow-elsewhere",
    weight: 1,
    pattern:
      /\b(?:i|we)\s+(?:just\s+)?(?:started|made|created|opened)\s+(?:a|an)\s+(?:new\s+)?(?:fan\s+page|page|account|blog|group|fan\s+club)\b.{0,40}?\b(?:follow|like|join|check)\s+(?:it|us|me)\b/,
  },
  // "the video is up on our channel, go see it": one's channel, then the call.
  {
    id: "channel-then-call",
    reason: "self-promotion",
    weight: 0.5,
    pattern: /\b(?:my|our)\s+channel\b.{0,30}?\b(?:go|come)\s+(?:see|watch|check)\s+(?:it|them)\b/,
  },
  // "Everyone who likes this comment gets a free shoutout in my next video": mentions bought with likes.
  {
    id: "shoutout-likes",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:every(?:one|body)|any(?:one|body)|whoever)\s+(?:who\s+|that\s+)?likes?\s+this\s+(?:comment\s+)?(?:gets?|will\s+get)\s+(?:a\s+)?(?:free\s+)?shout[\s-]?outs?\b/,
  },
  // "I post daily motivational videos, you might like them": one's uploads, then the pitch.
  {
    id: "i-post-you-like",
    reason: "self-promotion",
    weight: 0.5,
    pattern:
      /\bi\s+(?:post|upload|make)\s+(?:\w+\s+){0,3}?(?:videos?|vids|vlogs?|songs?|music|covers?|beats)\b.{0,30}?\b(?:you|u)\s+(?:might|may|would|will|'ll)\s+(?:like|love|enjoy)\s+(?:them|it|those)\b/,
  },
  // Loans, weight loss and dating offered to strangers: the classic mass-mailed offers.
  {
    id: "stranger-offer",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:we|i)\s+(?:offer|give|provide)\s+(?:\w+\s+)?loans?\b|\blose\s+\d+\s*(?:kg|kgs|kilos|lbs?|pounds)\s+in\s+\d+\s+(?:days?|weeks?)\b|\bone\s+weird\s+trick\b|\b(?:hot|lonely|sexy)\s+(?:singles|girls|women|moms)\s+(?:in\s+your\s+area|near\s+you)\b/,
  },
  // "lose weight fast": weak, the pitch of a diet advert (a viewer may say they want to).
  {
    id: "weight-loss-pitch",
    reason: "scam",
    weight: 0.5,
    pattern: /\blose\s+(?:weight|belly\s+fat|fat)\s+(?:fast|quick(?:ly)?|easily|without\s+dieting)\b/,
  },
  // "Follow my blog for daily pictures": the writer's own page, asked to be followed.
  {
    id: "follow-my",
    reason: "follow-elsewhere",
    weight: 1,
    pattern:
      /(?:^\W*|[.!?,]\s*|\b(?:please|pls|plz|go|and|guys)\s+)follow\s+my\s+(?:\w+\s+)?(?:blog|page|account|tumblr|instagram|insta|twitter|tiktok|twitch|soundcloud|spotify|profile|vine)\b/,
  },
  // "my friend got 10k views in one day using a site": engagement bought, told as a friend's luck.
  {
    id: "views-testimonial",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:got|gets|received|gained|gain|get)\s+(?:over\s+|like\s+)?\d[\d,.]*k?\s+(?:new\s+|real\s+|active\s+)?(?:views|subs|subscribers|likes|followers)\b.{0,60}?\b(?:using|with|from|through|thanks\s+to)\s+(?:a|this|that|one|some)\s+(?:site|website|app|tool|service)\b/,
  },
  // "i'm a lonely girl from russia, write me": a dating scam's opener.
  {
    id: "lonely-write-me",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:lonely|single|hot|sexy|lovely)\s+(?:girl|woman|lady|girls|women)\b.{0,60}?\b(?:write|message|text|chat\s+with|talk\s+to|contact|add)\s+me\b/,
  },
  // "work from my laptop": weak, the work-from-home advert (a viewer may say it of their job;
  // "from home" is scam-words').
  {
    id: "work-from-laptop",
    reason: "money-claim",
    weight: 0.6,
    pattern: /\bwork(?:ing)?\s+(?:online\s+)?from\s+(?:my\s+|your\s+)?(?:laptop|phone|computer)\b/,
  },
  // "I'm a music manager looking for new talent, send me your demos": recruiting, to sell something later.
  {
    id: "send-demos",
    reason: "scam",
    weight: 1,
    pattern: /\bsend\s+(?:me|us)\s+(?:your\s+)?(?:demos?|tracks|beats|mixtapes?)\b/,
  },
  // "show us some love on our channel": a plea for support, one signal among others.
  {
    id: "show-us-love",
    reason: "self-promotion",
    weight: 0.5,
    pattern: /\bshow\s+(?:us|me|my\s+\w+|our\s+\w+)\s+(?:some\s+)?(?:love|support)\b/,
  },
  // "New underground rapper here": the writer's own introduction as an artist.
  {
    id: "new-artist-here",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /(?<!\b(?:the|this|that|their|his|her)\s)\b(?:new|upcoming|underground|unsigned|aspiring|independent)\s+(?:\w+\s+)?(?:rapper|singer|artist|producer|band|musician|songwriter)\s+here\b/,
  },
  // "Who wants to hear a 13 year old rap? my channel": the writer's channel, left as the last words.
  {
    id: "ends-my-channel",
    reason: "self-promotion",
    weight: 0.6,
    pattern: /(?:^|[?!.,:]|\s-)\s*(?:(?:on|at|in|see|visit)\s+)?my\s+(?:channel|page|profile)\W*$/,
  },
  // "I do beats for $20": a service for sale, priced.
  {
    id: "priced-service",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bi\s+(?:do|make|sell|produce|mix|design|edit)\s+(?:\w+\s+)?(?:beats|logos|intros|outros|edits|thumbnails|mixes|banners|art|videos)\s+for\s+(?:only\s+|just\s+)?(?:\$|£|€)\s?\d/,
  },
  // "my rap name is MC Blaze, remember it": a stage name given so readers look it up.
  {
    id: "stage-name",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bmy\s+(?:rap|stage|artist|dj|producer)\s+name\s+is\b.{0,60}?\b(?:remember|famous|search|look\s+(?:me\s+)?up|check|find\s+me)\b/,
  },
  // "can u lik my vids too": a like asked back for one's own uploads.
  {
    id: "like-mine-too",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:can|could|will|would|pls|plz|please)\s+(?:u\s+|you\s+|y'?all\s+)?(?:lik|like)\s+my\s+(?:vids?|videos?|songs?|channel|covers?)\b/,
  },
  // "…by the way, anyone here like minecraft? I have a minecraft channel": the pivot to one's channel.
  {
    id: "btw-my-channel",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:by\s+the\s+way|btw|anyways?)\b.{0,50}?\bi\s+(?:have|got|run|started|made)\s+(?:a|an|my\s+own)\s+(?:\w+\s+){0,2}?channel\b/,
  },
  // "I'm selling tickets for the World Cup, message me": goods for sale, one signal among others.
  {
    id: "im-selling",
    reason: "self-promotion",
    weight: 0.4,
    pattern:
      /\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+selling\s+(?:\w+\s+){0,4}?(?:tickets?|cds?|merch|shirts?|t-shirts?|phones?|accounts?|followers|likes|views|beats)\b/,
  },
  // "join my fan club on facebook": a group of the writer's, to be joined.
  {
    id: "join-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bjoin\s+(?:my|our)\s+(?:\w+\s+)?(?:fan\s+club|fan\s+page|fan\s+group|group|page|clan|team|server|community|discord|crew)\b/,
  },
  // "I beatboxed this song, go see it": one's own take on this song, then the call to watch it.
  {
    id: "did-this-go-see",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:i|we)\s+(?:just\s+)?(?:beatboxed|covered|remixed|sang|played|danced\s+to|drew|animated|parodied)\s+this(?:\s+song)?\b.{0,40}?\b(?:go\s+(?:see|watch|check)|check\s+it\s+out|on\s+(?:my|our)\s+channel|watch\s+it)\b/,
  },
  // "pls support me by subscribing": subscribers asked for as support.
  {
    id: "support-by-subscribing",
    reason: "sub4sub",
    weight: 1,
    pattern: /\bsupport\s+(?:me|us)\s+by\s+(?:subscribing|subbing|following)\b/,
  },
  // "my band covers this at every gig, see us live this Friday": one's own shows.
  {
    id: "see-my-band",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:my|our)\s+band\b.{0,80}?\b(?:see\s+us\s+(?:live|play|perform|at|in|on)|come\s+(?:see|watch)\s+us|catch\s+us\s+(?:live|at|in|on))\b/,
  },
  // "check out my playlist", "look up DHG, this is my playlist": one's own playlist, pitched
  // (not "I added this to my playlist" or "I listen to my playlist every day").
  {
    id: "my-playlist",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /(?:^\W*|[.!?,]\s*|\b(?:please|pls|plz|go|and|should|guys)\s+)(?:check\s+out|look\s+up|listen\s+to|follow|search|subscribe\s+to|visit)\s+my\s+(?:\w+\s+)?playlists?\b|\bthis\s+is\s+my\s+playlist\b/,
  },
  // "new mixtape dropping friday", "my mixtape is out": weak, a fan may say it of the artist.
  {
    id: "mixtape-out",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:my|our|new)\s+mixtape\s+(?:is\s+)?(?:dropping|drops|dropped|out|coming\s+out|comes\s+out|available)\b/,
  },
  // "my snapchat is on my page", "the @ is in my name": where to find the writer elsewhere.
  {
    id: "social-in-bio",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `\\bmy\\s+${PLATFORM}\\s+(?:is|are)\\s+(?:in|on)\\s+my\\s+(?:bio|page|profile|channel|name|about)\\b|(?:@|\\b(?:handle|username|user\\s*name)\\b)\\s+(?:is\\s+)?in\\s+my\\s+(?:name|bio|profile)\\b`,
    ),
  },
  // "I doubled my money with bitcoin, ask me how": the scammer's opener (not "don't ask me how").
  {
    id: "ask-me-how",
    reason: "free-money",
    weight: 1,
    pattern:
      /(?:money|\$|earn|profit|bitcoin|crypto|invest|income|forex|trading)[^]{0,80}?(?<!\b(?:don'?t|dont|never|not)\s)\bask\s+me\s+how\b|(?<!\b(?:don'?t|dont|never|not)\s)\bask\s+me\s+how\b[^]{0,60}?(?:money|\$|earn|profit|bitcoin|crypto|invest|income)/,
  },
  // "the first episode is up on my channel", "it's on my page": where one's own work is.
  {
    id: "up-on-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:is|are|it'?s|its|they'?re)\s+(?:now\s+|already\s+|finally\s+)?(?:up|out|live|posted|uploaded)\s+on\s+my\s+(?:youtube\s+)?(?:channel|page|profile)\b|\b(?:it'?s|its|it\s+is|they'?re)\s+(?:all\s+)?on\s+my\s+(?:youtube\s+)?(?:channel|page|profile)\b/,
  },
  // "I found a site where you can download any song for free": the free-download lure.
  {
    id: "free-download-site",
    reason: "giveaway",
    weight: 1,
    pattern:
      /\b(?:found|here'?s|there'?s|this\s+is|i\s+know|use|try)\s+(?:a\s+|an\s+|this\s+|the\s+)?(?:site|website|app)\s+(?:where|that)\s+(?:you\s+can|u\s+can|lets\s+you)\s+(?:download|get|watch|stream)\s+(?:any|all|every)\s+(?:song|songs|movie|movies|music|film|films|game|games)\s+(?:for\s+)?free\b/,
  },
  // "Me and my friends made a parody of this song, hope you like it": a group's own version, pitched.
  {
    id: "we-made-one",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:we|me\s+and\s+my\s+(?:\w+\s+)?\w+|my\s+(?:\w+\s+)?\w+\s+and\s+i)\s+(?:just\s+)?(?:made|did|recorded|filmed|uploaded)\s+(?:a|an|our\s+own|our)\s+(?:\w+\s+)?(?:cover|remix|parody|version|music\s+video|dance\s+video)\s+(?:of|to|for)\s+(?:this|the)\b.{0,40}?\b(?:hope\s+(?:you|u|y'?all)\s+(?:like|enjoy|love)|check\s+it\s+out|go\s+watch|please\s+watch|let\s+us\s+know|tell\s+us)\b/,
  },
  // "I just made a song, please listen and tell me what you think": one's own work, sent for a hearing.
  {
    id: "i-made-listen",
    reason: "self-promotion",
    weight: 0.5,
    // Only ever beside "i-made" (its own weight is half the mark), so it reads the same work.
    pattern: new RegExp(
      `${I_MADE.source}.{0,60}?(?:\\b(?:please|pls|plz|go)\\s+listen(?!\\s+to\\s+(?:the|this|her|his|their)\\b)|\\b(?:(?:please|pls|plz|go)\\s+)?(?:check\\s+it\\s+out|give\\s+it\\s+a\\s+listen|tell\\s+me\\s+what\\s+(?:you|u)\\s+think|let\\s+me\\s+know\\s+what\\s+(?:you|u)\\s+think)|\\bif\\s+(?:any\\s*one|any\\s*body|any1|you|u|y'?all)\\s+(?:wants?|would\\s+like|wanna)\\s+(?:to\\s+)?(?:hear|listen|see|watch|check))\\b`,
    ),
  },
  // "I upload prank videos every day, go check them out": one's own uploads, sent to be watched.
  {
    id: "i-upload-check",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bi\s+(?:upload|post|make|film|create)\s+(?:\w+\s+){0,4}?(?:videos|vids|vlogs|covers|songs|content|animations|drawings|edits|beats|remixes)\b.{0,40}\b(?:check\s+(?:them|it|me)\s+out|go\s+(?:see|watch)\s+(?:them|it)|come\s+(?:see|watch))\b/,
  },
  {
    id: "i-am-artist",
    reason: "self-promotion",
    weight: 0.4,
    pattern:
      /\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:a|an)\s+(?:\w+\s+){0,3}?(?:rapper|singer|producer|musician|artist|dj|band|songwriter|composer|beatmaker|animator)\b|\bi\s+(?:rap|make\s+(?:beats|music|songs))\b/,
  },
  {
    id: "would-mean",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:would|will|it'd)\s+(?:really\s+|be\s+)?(?:mean\s+(?:a\s+lot|alot|so+\s+much|the\s+(?:absolute\s+)?world)|be\s+(?:wonderful|great|awesome|amazing|grateful|thankful|appreciated)|appreciate\s+(?:it\s+)?)\b.{0,40}\bif\b|\bif\s+(?:you|some\s+of\s+you|anyone|you\s+guys)\s+(?:\w+\s+)?(?:could|would|can)\s+(?:\w+\s+){0,2}?(?:check\s+(?:it|them|out|my|our|me|us)|take\s+a|spare|subscribe|visit|give\s+(?:me|us|it|my|our))\b/,
  },
  {
    id: "take-a-moment",
    reason: "self-promotion",
    weight: 0.8,
    pattern:
      /\b(?:take|spare|give)\s+(?:\w+\s+){0,2}?(?:\d+|a|one|few|couple)\s+(?:\w+\s+)?(?:seconds?|secs?|minutes?|mins?|moment)\b.{0,40}\b(?:check|watch|view|listen|look|visit|subscribe)\b/,
  },
  // "give my beats a listen", "give our channel a look" ("give it a chance" alone is not enough).
  // "give my song a chance": one's own work, named.
  {
    id: "give-mine-a-chance",
    reason: "self-promotion",
    weight: 1,
    pattern: new RegExp(
      `\\bgive\\s+(?:my|our)\\s+(?:\\w+\\s+)?${PROMO_NOUN}\\s+a\\s+(?:listen|chance|shot|try|look|view|watch)\\b`,
    ),
  },
  {
    id: "give-listen",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bgive\s+(?:it|me|us|them|(?:my|our)\s+(?:\w+\s+)?\w+)\s+a\s+(?:listen|chance|shot|try|look|view|watch|play|spin)\b/,
  },
  {
    id: "leave-like",
    reason: "self-promotion",
    weight: 0.4,
    pattern: /\b(?:leave|give|drop)\s+(?:me\s+|us\s+)?(?:a|some|your)\s+(?:like|thumbs\s+up|feedback|comment|sub)\b/,
  },
  // "Search "Artist – Song" thanks": sending viewers to look something up.
  {
    id: "search-start",
    reason: "self-promotion",
    weight: 0.4,
    pattern: /^\W*(?:please\s+)?(?:search|look\s+up|type\s+in)\b/,
  },
  {
    id: "search-quoted",
    reason: "self-promotion",
    weight: 0.4,
    pattern: /\b(?:search|look\s+up|type\s+in)\s+(?:for\s+)?"[^"]{2,60}"/,
  },
  {
    id: "search-thanks",
    reason: "self-promotion",
    weight: 0.4,
    pattern: /\b(?:search|look\s+up)\b.{2,80}\b(?:thanks|thank\s+you|thx|on\s+(?:youtube|itunes|spotify|soundcloud))\b/,
  },
  // "just look her name up on the internet", "look us up on soundcloud": sending viewers to find someone.
  {
    id: "look-up-someone",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\blook\s+(?:(?:him|her|them|us|me)|(?:his|her|their|our|my)\s+(?:name|channel|band|page|music))\s+up\b|\blook\s+up\s+(?:my|our)\s+(?:name|channel|band|page|music|songs?)\b/,
  },
  // The rapper copy-paste chain: "I'm getting popular fast because i rap real", "I can make it big".
  {
    id: "getting-known",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i'm|im|i\s+am|we're)\s+(?:getting|becoming)\s+(?:popular|known|famous|big|noticed)\b|\b(?:make|made)\s+it\s+big\b/,
  },
  {
    id: "check-this",
    reason: "self-promotion",
    weight: 0.4,
    pattern:
      /\bcheck\s+(?:out\s+)?(?:this|these|the)\s+(?:new\s+|awesome\s+|amazing\s+)?(?:(?!of\b)[\w'&;-]+\s+){0,3}?(?:song|track|mix|remix|artist|band|rapper|music|channel|video|playlist|out)\b|\bcheck\s+it\s+out\b|\bcheck\s+out\s+"[^"]{2,40}"|\bcheck\s+out\b.{0,40}\bnew\s+(?:single|song|track|album|mixtape|music\s+video)\b/,
  },
  // How a pitch signs off: a viewer's comment thanks the video, not the reader for their time.
  {
    id: "thanks-for-time",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:thanks|thank\s+you|thx|ty)\s+(?:so\s+much\s+|very\s+much\s+)?(?:for|4)\s+(?:your|ur)\s+(?:time|attention)\b/,
  },
  {
    id: "promo-words",
    reason: "self-promotion",
    weight: 0.4,
    pattern:
      /\b(?:promotion|collab|shop\s+now|buy\s+now|order\s+now|hot\s+deals?|discount|coupon|promo\s+code|use\s+code|limited\s+offer|\d+%\s+off)\b/,
  },

  // --- Follow me elsewhere.
  {
    id: "follow-me",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `(?:\\b(?:follow|add|find|friend)${NOT_TOLD}\\s+(?:me|us)\\s*(?:(?:on|at|in|via|here|@|\\+|:|!|on\\s+my)\\s*)?(?:\\w+\\s+)?${PLATFORM}\\b|\\b(?:follow|add)${NOT_TOLD}\\s+(?:me|us)\\s*(?:@|\\+)\\s*\\w|\\badd${NOT_TOLD}\\s+me\\s+(?:here|on)\\b|\\badd${NOT_TOLD}\\s+me\\s+as\\s+(?:a\\s+)?friend\\s+on\\s+${PLATFORM}\\b|\\b(?:be|b)\\s+my\\s+friends?\\s+on\\s+${PLATFORM}\\b|\\bfollow\\s+me\\s+(?:here|@))`,
    ),
  },
  {
    id: "my-social",
    reason: "follow-elsewhere",
    weight: 0.6,
    pattern: new RegExp(`\\bmy\\s+${PLATFORM}\\s*(?:is|:|@|account|page|name|handle|id)\\b`),
  },
  // A handle next to a site's name: "instagram @name", "@name on twitter".
  {
    id: "platform-handle",
    reason: "follow-elsewhere",
    weight: 0.6,
    pattern: new RegExp(`\\b${PLATFORM}\\b[^.!?]{0,30}@\\w|(?<![\\w.])@\\w+[^.!?]{0,30}\\b${PLATFORM}\\b`),
  },
  // "Like my page on Facebook", "like our fan page" (not "I like my new camera").
  {
    id: "like-my-page",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `(?<!\\b(?:i|we|you|u|they|would|i'd|really|also|just)\\s)\\blike\\s+(?:my|our)\\s+(?:(?:new|official|fan)\\s+)?(?:${PLATFORM}\\s+)?(?:page|fan\\s*page|account)\\b`,
    ),
  },
  // "follow him on twitch" (not "I follow you on Twitter": a viewer following the creator).
  {
    id: "follow-platform",
    reason: "follow-elsewhere",
    weight: 0.6,
    pattern: new RegExp(`\\bfollow\\s+(?!(?:you|u)\\b)(?:\\w+\\s+){0,2}?on\\s+${PLATFORM}\\b`),
  },
  // "wanna be friends on facebook? add me": the writer's profile elsewhere, the platform named
  // first (follow-me reads "add me on facebook").
  {
    id: "add-me",
    reason: "follow-elsewhere",
    weight: 0.8,
    pattern: new RegExp(`\\b(?:friends?|follow\\w*)\\s+on\\s+${PLATFORM}\\b[^]{0,40}?[.!?,]\\s*add\\s+me\\b`),
  },

  // --- Free gift cards, easy money.
  {
    id: "gift-card",
    reason: "free-money",
    weight: 1,
    pattern:
      /\bfree\s+(?:\w+\s+){0,2}?(?:gift\s*cards?|giftcards?|money|cash|robux|v-?bucks|paypal\s+money)\b|\b(?:get|gain)\s+(?:\d[\d,.]*k?\s+)?free\s+(?:\w+\s+)?(?:followers|likes|subscribers|subs|views)\b|\bfree\s+(?:\$\s?\d+\s+)?(?:itunes|psn|xbox|steam|amazon|google\s+play)\s+(?:\$\s?\d+\s+)?(?:gift\s*)?(?:cards?|codes?|credit)\b|\bgift\s*card\s+codes?\b|\b(?:itunes|psn|xbox|steam|amazon|google\s+play)\s+gift\s*cards?\b/,
  },
  {
    id: "easy-money",
    reason: "free-money",
    weight: 0.8,
    pattern:
      /\b(?:earn|make|making|earning)\s+(?:\w+\s+)?(?:real\s+|extra\s+|easy\s+|quick\s+|fast\s+)?(?:money|cash)\b.{0,30}\b(?:online|from\s+home|today|fast|easy|by\s+doing|for\s+free|while|sharing|watching|playing)\b|\b(?:easy|easiest|extra|quick|fast)\s+(?:money|cash)\b|\bget\s+paid\s+(?:for|to|while|by)\b|\bpaid\s+for\s+(?:sharing|commenting|liking|watching|posting)\b/,
  },
  {
    id: "sign-up",
    reason: "free-money",
    weight: 0.6,
    pattern:
      /\b(?:sign\s*up|register|join)\s+(?:here|now|today|for\s+free|free|using|with\s+my|through\s+my)\b|\bjoin\s+(?:our|my)\s+(?:team|community|group|network)\b|\buse\s+(?:my\s+)?(?:promo|referral|invite|invitation)\s+code\b|\buse\s+my\s+code\b|\b(?:referral|invite)\s+(?:link|code)\b/,
  },
  // Growth sold to other creators: "more views on your videos", "free subscribers for your channel".
  {
    id: "growth-offer",
    reason: "self-promotion",
    weight: 0.6,
    pattern: /\b(?:more|free|real|cheap|instant)\s+(?:views|subscribers|subs|likes|followers)\s+(?:on|for|to)\s+your\b/,
  },
  // "visit this site", "go to this website": a site named nowhere else, the advert being the comment.
  {
    id: "visit-site",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:visit|go\s+to|check\s+out)\s+(?:this|that|the\s+following|our|my)\s+(?:web\s*)?(?:site|website|link|page|blog|store|shop)\b/,
  },
  {
    id: "click",
    reason: "self-promotion",
    weight: 0.6,
    pattern: /(?:^|[.!?:]\s*)(?:please\s+)?(?:click|tap)\s+(?:here|on|this|the\s+link|my|for)\b/,
  },

  // --- Donations, crowdfunding, petitions, votes.
  {
    id: "donate",
    reason: "fundraising",
    weight: 0.4,
    pattern:
      /\b(?:donate|donating|donations?|gofundme|go\s+fund\s+me|indiegogo|kickstarter|fundraiser|crowdfunding|petition)\b/,
  },
  {
    id: "help-me-money",
    reason: "fundraising",
    weight: 0.5,
    pattern:
      /\bhelp\s+(?:me|us|my\s+\w+)\s+(?:to\s+)?(?:go\s+to|get\s+to|raise|pay|fund|afford|win|give\s+my|buy|with\s+my\s+project)\b/,
  },
  {
    id: "vote",
    reason: "fundraising",
    weight: 0.5,
    pattern: /\bvote\s+(?:for|daily|now|here|on\s+this)\b|\b(?:please|everybody|everyone)\s+vote\b/,
  },
  // "help my cousin win the talent show": a vote or a share asked for someone's contest.
  {
    id: "contest-plea",
    reason: "fundraising",
    weight: 0.3,
    pattern: /\b(?:win|vote\s+for|votes?\s+in)\b.{0,40}\b(?:contest|competition|talent\s+show|giveaway)\b/,
  },
  {
    id: "share-plea",
    reason: "fundraising",
    weight: 0.4,
    pattern:
      /\b(?:please|kindly)\s+(?:\w+\s+){0,3}?share\b|\bshare\s+(?:it|this)\b.{0,30}\b(?:please|everyone|friends)\b/,
  },

  // --- Scams, fake giveaways, contacts off YouTube.
  {
    id: "contact",
    reason: "contact-off-platform",
    weight: 0.8,
    pattern:
      /\b(?:whats\s*app|watsapp|telegram|signal\s+app|wickr|kik|dm\s+me|message\s+me|text\s+me|inbox\s+me|contact\s+(?:me|him|her|them)|reach\s+(?:out\s+to\s+)?(?:him|her|them)\s+(?:on|via))\b|\b(?:e-?mail|mail)\s+(?:me|us|him|her)\b|[a-z0-9._-]@(?:gmail|yahoo|hotmail|outlook|aol|protonmail|icloud|mail)\.[a-z]{2,}/,
  },
  { id: "hit-me-up", reason: "contact-off-platform", weight: 0.4, pattern: /\bhit\s+me\s+up\b/ },
  // Rules below this line were written from general knowledge of today's scams (not
  // from the labelled comment sections): the move to a messaging app, the prize "claimed" in a
  // private chat, crypto doubled, the profile the bot points at.
  // "Reply to me on Telegram", "text him on WhatsApp", "contact the manager via Signal".
  {
    id: "contact-app",
    reason: "contact-off-platform",
    weight: 1,
    pattern: new RegExp(
      `(?<!\\b(?:i|i'll|ill|we|we'll|i\\s+will|we\\s+will|gonna|going\\s+to|will|would|to|can't|cant|didn't|never)\\s)\\b(?:reply|write|message|msg|text|dm|pm|contact|reach(?:\\s+out\\s+to)?|chat(?:\\s+with)?|talk\\s+to|add|inbox|ping|hit\\s+up|call)\\s+(?:to\\s+)?(?:me|us|him|her|(?:the|our|my)\\s+(?:admin|manager|agent|team|support|assistant|mentor|coach|broker))\\b[^.!?]{0,25}?\\b(?:on|via|through|at|in|with|@)\\s*${MESSENGER}\\b`,
    ),
  },
  // A messaging app with a handle or a number: "Telegram: @btc_mentor", "WhatsApp ➡️ +1 555 0100".
  {
    id: "app-handle",
    reason: "contact-off-platform",
    weight: 1,
    pattern: new RegExp(
      `\\b${MESSENGER}\\b\\s*(?:(?:[:=>~-]|➡️?|👉|👇|→|is|id|username|user|number|no\\.?|contact|handle)\\s*){0,3}(?:@\\s?[a-z0-9_]{3,}|\\+?\\(?\\d(?:[\\s().-]{0,2}\\d){7,})`,
    ),
  },
  // "join my Telegram group", "join our WhatsApp channel".
  {
    id: "join-app",
    reason: "contact-off-platform",
    weight: 1,
    pattern: new RegExp(`\\bjoin\\s+(?:my|our|the|this)\\s+(?:\\w+\\s+)?${MESSENGER}\\b`),
  },
  // The impersonated creator's prize: "message me to claim your prize", "you're one of our winners".
  {
    id: "claim-prize",
    reason: "giveaway",
    weight: 1,
    pattern:
      /\b(?:claim|redeem|collect)\s+(?:your|ur|the|a)\s+(?:\w+\s+)?(?:prize|reward|gift|winnings|package|payout|giveaway)\b|\b(?:to|and)\s+(?:claim|receive|collect|redeem|get)\s+(?:your|ur)\s+(?:\w+\s+)?(?:prize|reward|gift|winnings|package|payout)\b|\b(?:you(?:'re|\s+are)|u\s+(?:are|r))\s+(?:one\s+of\s+)?(?:my|our|the)\s+(?:lucky\s+)?(?:winners?|chosen|selected)\b|\b(?:you(?:'ve|\s+have)?|u\s+have)\s+(?:been\s+)?(?:selected|chosen|picked|shortlisted)\s+(?:as|for|to)\b/,
  },
  // Crypto doubled, airdrops, "send 0.1 BTC and get 0.2 back".
  {
    id: "crypto-giveaway",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:send|deposit|transfer)\s+(?:\$?\d[\d.,]*\s*)?(?:btc|eth|usdt|bitcoin|ethereum|crypto|sol|bnb|xrp|doge)\b.{0,60}\b(?:receive|get|back|double|2x|return)\b|\b(?:double|triple|2x|3x|10x)\s+(?:your|ur)\s+(?:btc|eth|bitcoin|crypto|money|investment|coins?|deposit)\b|\b(?:btc|eth|bitcoin|ethereum|crypto|usdt|nft|token)\s+(?:giveaway|airdrop|drop\s+event)\b|\bfree\s+(?:btc|eth|bitcoin|ethereum|crypto|usdt|nfts?|tokens?)\b/,
  },
  // The investment "mentor": "I started trading with Mrs. …", "my account manager", "she helped me earn".
  {
    id: "mentor",
    reason: "scam",
    weight: 0.6,
    pattern:
      /\b(?:investment|trading|forex|crypto|bitcoin|binary)\s+(?:expert|mentor|coach|manager|broker|platform|advisor|adviser|specialist|signals?)\b|\b(?:she|he)\s+(?:helped|taught|showed)\s+me\s+(?:how\s+to\s+)?(?:make|earn|recover|trade|invest|grow)\b|\bi\s+(?:started|began)\s+(?:investing|trading)\s+with\s+(?:her|him|mr|mrs|ms|miss|dr|expert)\b/,
  },
  // The planted success story: "I'm favoured, $27k every week", "she's a licensed broker, look her up".
  {
    id: "testimony",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:i'?m|i\s+am|am)\s+(?:so\s+)?(?:favou?red|blessed)\b.{0,60}(?:\$\s?\d|\d\s*k\b|weekly|every\s+week|a\s+week)|\bgive\s+back\s+to\s+(?:the\s+)?society\b|\blicensed\s+(?:financial\s+|investment\s+|crypto\s+)?(?:advisor|adviser|broker|trader|fiduciary|planner|coach)\b/,
  },
  // The bots' planted question: "who is this expert?", "how can I reach her?".
  {
    id: "reach-expert",
    reason: "scam",
    weight: 0.6,
    pattern:
      /\bwho\s+is\s+(?:this|that|the|your)\s+(?:expert|advisor|adviser|broker|mentor|coach|woman|lady|trader|manager)\b|\bhow\s+(?:can|do)\s+i\s+(?:reach|contact|get\s+in\s+touch\s+with|find)\s+(?:her|him|this\s+(?:expert|advisor|broker|mentor))\b/,
  },
  // "Elon's giveaway", "MrBeast is giving away…", "check your DMs", the "promo sm" growth bots.
  {
    id: "famous-giveaway",
    reason: "giveaway",
    weight: 1,
    pattern:
      /\b(?:elon(?:\s+musk)?|tesla|mr\s*beast|binance|coinbase)(?:'s)?\s+(?:\w+\s+)?(?:giveaway|is\s+giving\s+away|airdrop|free\s+(?:crypto|bitcoin|btc|eth))\b|\bpromo\s*sm\b/,
  },
  {
    id: "check-dms",
    reason: "contact-off-platform",
    weight: 0.8,
    pattern: /\b(?:check|open|see)\s+(?:your|ur)\s+(?:dms?|inbox|messages|telegram|whatsapp)\b/,
  },
  // The profile a bot points at: "click my profile", "look at my pics", "check my avatar 🔞".
  {
    id: "my-profile",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:click|tap|press|check|visit|see|look\s+at|open|view)\s+(?:on\s+)?(?:out\s+)?my\s+(?:profile|pfp|avatar|icon|pics?|pictures?|photos?|name|username)\b|(?:👆|☝️?|👉|🔝|⬆️?)[^.!?]{0,20}\bmy\s+(?:profile|channel|page|pfp|avatar|name)\b/,
  },
  {
    id: "scam-words",
    reason: "scam",
    weight: 0.6,
    pattern:
      /\b(?:bitcoins?|btc|crypto|forex|binary\s+options?|trading\s+signals?|investment|invest(?:ed|ing)?|profits?|passive\s+income|earn(?:ed|ing)?\s+\$?\d|trader|portfolio|account\s+manager|financial\s+(?:advisor|adviser|freedom)|mining\s+pool|from\s+home)\b|\$\s?\d[\d,.]*\s*(?:\/\s*|per\s+)(?:day|week|hour)/,
  },
  // Fake testimonials for a named "expert": "Mrs. Evelyn Grant changed my life".
  {
    id: "testimonial",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:mrs|mr|miss|ms|dr|madam)\.?\s+[a-z]+\s+[a-z]+(?:'s)?\b.{0,60}\b(?:legit|changed\s+my\s+life|helped\s+me|profit|recommend|trust|trading|signals|the\s+best)/,
  },
  {
    id: "legit",
    reason: "scam",
    weight: 0.5,
    pattern:
      /\b(?:she|he)(?:'s|\s+is)\s+(?:legit|real|the\s+best)\b|\bcan\s+confirm\b.{0,30}\b(?:legit|received|paid|profit|prize)/,
  },
  {
    id: "recovery",
    reason: "scam",
    weight: 1,
    pattern:
      /\b(?:recover(?:ed|y)?|got\s+back)\s+(?:all\s+)?(?:my|your|the|lost)\s+(?:funds|money|bitcoin|crypto|account)\b|\b(?:funds?|crypto|bitcoin)\s+recovery\b/,
  },
  {
    id: "won",
    reason: "giveaway",
    weight: 0.8,
    pattern:
      /\b(?:you(?:'ve|\s+have)?\s+(?:been\s+selected|won)|congratulations?\b.{0,40}\b(?:selected|won|winner|prize)|claim\s+(?:it|your|the|now)|giveaway\s+winner|free\s+(?:iphone|gift\s*card|robux|v-?bucks|money)|received\s+my\s+(?:prize|gift|reward|payment))\b/,
  },
  { id: "prize", reason: "giveaway", weight: 0.4, pattern: /\b(?:giveaway|prize|reward)\b/ },
  {
    id: "earnings",
    reason: "money-claim",
    weight: 0.4,
    pattern:
      /\b(?:i\s+)?(?:made|earned|make|earn|got)\s+\$\s?\d[\d,.]*k?\b|\$\d[\d,.]*(?:\s*k)?\s+(?:this|a|an|every|per)\s+(?:week|day|month|hour)/,
  },
  // Rules below were written from general knowledge of YouTube comment spam on any video, not
  // from the labelled sections: the spammer's own apologies and pleas, the new artist's intro,
  // likes begged so a comment rises, a subscriber goal.
  // "Sorry for the spam", "I know this is self promo but", "not trying to spam but".
  {
    id: "sorry-spam",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bsorry\s+(?:for|about)\s+(?:the\s+|this\s+|my\s+)?(?:spam(?:ming)?|self[\s-]?promo(?:tion|ting)?|advertis\w*|promo(?:tion|ting)?)\b|\bi\s+know\s+(?:this\s+is|it'?s|i'?m)\s+(?:spam(?:ming)?|self[\s-]?promo\w*|advertis\w*)\b|\bnot\s+(?:trying\s+to\s+)?spam(?:ming)?\s+but\b/,
  },
  // The opener that expects to be scrolled past: "I know most of you will skip this", "don't ignore this".
  {
    id: "skip-plea",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bi\s+know\s+(?:that\s+)?(?:most|many|a\s+lot|some|all)\s+(?:of\s+(?:you|u|people)\s+|people\s+)?(?:(?:will|are\s+going\s+to|gonna|won'?t|wont|probably|just|might)\s+)+(?:ignore|skip|scroll)\b|\b(?:don'?t|do\s+not)\s+(?:just\s+)?(?:ignore|skip|scroll\s+(?:past|by))\s+(?:this|me|my)\b|\bbefore\s+you\s+(?:skip|scroll|ignore|dislike|thumbs?\s+down)\b/,
  },
  // "I'm an upcoming rapper", "we are an unsigned band": the writer introduced as a new act.
  {
    id: "new-artist",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:just\s+)?(?:a|an)\s+(?:\w+\s+){0,2}?(?:new|upcoming|up\s+and\s+coming|up-and-coming|aspiring|unsigned|independent|indie|underground|struggling|unknown)\s+(?:\w+\s+)?(?:rapper|singer|artist|musician|band|producer|songwriter|dj|mc|duo)\b/,
  },
  // Likes begged so the comment rises: "like this comment so everyone sees it", "thumbs up so people notice".
  {
    id: "like-so-seen",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:like|thumbs?\s*up|upvote)\s+(?:this|my)(?:\s+comment|\s+post)?\s+(?:so|to\s+make|and\s+make)\s+(?:that\s+)?(?:\w+\s+){0,3}?(?:see|sees|notice|notices|read|reads|top)\b|\bthumbs?\s*up\s+so\s+(?:that\s+)?(?:\w+\s+){0,3}?(?:see|sees|notice|notices|read|reads|top)\b|\b(?:please\s+)?like\s+my\s+comment\b/,
  },
  // Likes begged so the comment rises, for one's own work: "like this so Eminem sees it and listens to my rap".
  {
    id: "like-so-seen-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:like|thumbs?\s*up|upvote)\s+(?:this|my)(?:\s+comment|\s+post)?\s+so\s+(?:\w+\s+){0,3}?(?:see|sees|notice|notices|read|reads|hear|hears)\b.{0,80}?\bmy\s+(?:new\s+|own\s+)?(?:song|songs|rap|raps|music|mixtape|channel|cover|covers|beat|beats|band|single|album|track|tracks|videos?|singing|voice|dancing)\b/,
  },
  // A subscriber goal of one's own: "trying to reach 500 subscribers", "my goal is 1k subs".
  {
    id: "sub-aim",
    reason: "sub4sub",
    weight: 1,
    pattern: new RegExp(
      `\\b(?:trying|want|wanna|hoping|aiming)\\s+(?:to\\s+)?(?:reach|get\\s+to|hit|get|make\\s+it\\s+to)\\s+${NUM}\\s+${SUBS}\\b|\\bmy\\s+goal\\s+is\\s+(?:to\\s+(?:reach|get|hit)\\s+)?${NUM}\\s+${SUBS}\\b`,
    ),
  },
  // "trying to get my music out there": weak, a creator asking for advice says it too.
  {
    id: "get-mine-out",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:trying|want|wanna|hoping)\s+to\s+(?:grow|promote|spread|build)\s+(?:my|our)\s+(?:\w+\s+)?(?:channel|music|name|page|songs?|band|brand|videos?)\b|\bget\s+(?:my|our)\s+(?:\w+\s+)?(?:channel|music|name|songs?|band|work|videos?)\s+(?:out\s+there|noticed|known|heard|seen)\b/,
  },
  // "support a small artist", "support independent music": weak, a viewer may say it of the creator.
  {
    id: "support-small",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bsupport\s+(?:a\s+|an\s+|this\s+|the\s+)?(?:small|new|young|independent|indie|underground|local|upcoming|up\s+and\s+coming|unsigned|struggling|aspiring)\s+(?:\w+\s+)?(?:artists?|rappers?|youtubers?|channels?|creators?|musicians?|bands?|singers?|producers?|music)\b/,
  },
  // "subscribe.....to my.....channel": the ask broken up with dots or symbols.
  {
    id: "sub-me-spaced",
    reason: "sub4sub",
    weight: 1,
    pattern: /\bsub(?:scribe)?[^\w]{2,30}(?:to|2)[^\w]{1,30}my[^\w]{1,30}channel\b/,
  },
  // "follow my instagram", "add our snapchat".
  {
    id: "follow-my-platform",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `(?<!\\b(?:i|we|you|u|they|to|still|also|just)\\s)\\b(?:follow|add)\\s+(?:my|our)\\s+(?:new\\s+)?${PLATFORM}\\b`,
    ),
  },
  // "check out this channel: name", "subscribe to this channel - name": a channel named after a colon.
  {
    id: "channel-named",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:check(?:\s+out)?|visit|subscribe\s+to|sub\s+to|go\s+to|watch)\s+(?:this|that|my|our|the)\s+(?:\w+\s+)?(?:you\s*tube\s+)?channel\s*(?:[:=-]|👉|->|➡️?)\s*@?[a-z0-9]/,
  },
  // "Watch "Title" on YouTube": the phone's share text pasted as a comment.
  {
    id: "share-text-watch",
    reason: "self-promotion",
    weight: 0.8,
    pattern: /\bwatch\s+"[^"]{2,100}"\s+on\s+youtube\b/,
  },
  // "If you're looking for new music…", "if you like rap, check out…": a pitch to a kind of listener.
  {
    id: "if-you-like",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bif\s+(?:you|u)(?:'re|\s+are|\s+r)?\s+(?:looking|searching)\s+for\s+(?:some\s+)?(?:new|good|great|fresh|more|real)\s+(?:music|songs?|beats|rap|artists?|channels?|content)\b|\bif\s+(?:you|u)\s+(?:like|love|enjoy|are\s+into)\s+(?:\w+\s+){0,3}?(?:rap|hip\s*hop|edm|dubstep|covers?|beats|remixes|gaming|minecraft|comedy|pranks|vlogs?)\b.{0,40}\b(?:check|listen|subscribe|sub|visit|go\s+to|come)\b/,
  },
  // "help me by clicking subscribe", "help us out by sharing".
  {
    id: "help-me-act",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bhelp\s+(?:me|us)\s+(?:out\s+)?(?:by\s+)?(?:click|subscrib|sub\b|shar|view|visit|vote|liking\s+my|watching\s+my)/,
  },
  // "I'm 14 and I rap", "I'm a 16 yr old singer".
  {
    id: "young-artist",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i'm|im|i\s+am)\s+(?:a\s+|an\s+|only\s+|just\s+)?\d{1,2}\s*(?:years?|yrs?|yr|yo|y\/o|year-old)?\b(?:\s+old)?\b.{0,60}?\b(?:rapper|singer|producer|musician|youtuber|songwriter|i\s+(?:rap|sing|make\s+(?:music|beats|songs|videos|covers)|produce|upload))\b/,
  },
  // Marketing sold in comments: "free leads on auto pilot", "targeted traffic".
  {
    id: "marketing",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:free\s+(?:leads|traffic|backlinks)|(?:targeted|website|web)\s+traffic|auto[\s-]*pilot\s+(?:income|profits?|leads|traffic))\b/,
  },
  // "My neighbour's mom makes $85 an hour on the laptop": the planted earnings claim.
  {
    id: "relative-earns",
    reason: "money-claim",
    weight: 1,
    pattern:
      /\bmy\s+(?:\w+\s+){0,3}?(?:mom|mum|mother|dad|father|aunt|uncle|sister|brother|cousin|friend|neighbou?r|roommate|wife|husband|girlfriend|boyfriend|stepmom|stepdad)(?:'s\s+\w+)?\s+(?:\w+\s+)?(?:makes|made|earns|earned|is\s+making|gets|got)\s+\$\s?\d|\$\s?\d[\d,.]*k?\s*(?:\/\s*|an?\s+|per\s+)(?:hour|hr|day|week|month)\b.{0,40}\b(?:on\s+(?:the\s+|her\s+|his\s+|my\s+)?(?:computer|laptop|internet)|online|from\s+home|at\s+home)\b/,
  },
  // "help me get famous", "help me get noticed".
  {
    id: "help-famous",
    reason: "self-promotion",
    weight: 1,
    pattern: /\bhelp\s+(?:me|us)\s+(?:to\s+)?(?:get|become|be|go)\s+(?:famous|known|noticed|discovered|viral)\b/,
  },
  // "Check out Artist - Song": a track pitched in someone else's comments.
  {
    id: "check-artist-song",
    reason: "self-promotion",
    weight: 0.6,
    pattern: /\bcheck\s+(?:out\s+)?(?:this\s*:\s*)?[a-z0-9][\w'.& ]{1,30}\s+-\s+[a-z0-9][\w' ]{1,40}/,
  },
  // "check out "name" channel", "subscribe to djkay channel": another channel pitched by its handle
  // (weak: a viewer may point to a creator they like; "Tom Scott's channel" is left alone).
  {
    id: "name-channel",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:check\s+(?:out\s+)?|visit\s+|subscribe\s+to\s+|sub\s+to\s+)(?:"[^"]{2,30}"|(?!(?:his|her|their|the|this|that|your|my|our|a|an|yt|youtube|new)\b)[a-z0-9_]+)\s+(?:you\s*tube\s+|yt\s+)?channel\b/,
  },
  // "can you guys sub?", "could everyone subscribe please" (not "can you subscribe to the podcast?").
  {
    id: "can-you-sub",
    reason: "sub4sub",
    weight: 0.8,
    pattern:
      /\b(?:can|could|would|will)\s+(?:you|u|y'?all|some\s*one|any\s*one|every\s*one)\s+(?:guys\s+)?(?:please\s+)?(?:sub|subscribe)\s*(?:please\b|[?!.]|$)/,
  },
  // "subscribe for more": a creator's sign-off, posted under someone else's video.
  {
    id: "sub-for-more",
    reason: "sub4sub",
    weight: 0.6,
    pattern: /(?:^|[.!?]\s*)(?:please\s+)?(?:like\s+(?:and|&|n)\s+)?(?:sub|subscribe)\s+(?:for|to\s+see)\s+more\b/,
  },
  // "Want to make money?" opening the comment: the pitch before the link.
  {
    id: "money-ask",
    reason: "free-money",
    weight: 0.6,
    pattern:
      /(?:^\W*|[.!?]\s*)(?:do\s+(?:you|u)\s+)?(?:want|wanna)\s+(?:to\s+)?(?:earn|make)\s+(?:some\s+)?(?:extra\s+|easy\s+|real\s+|free\s+|quick\s+)?(?:money|cash|\$\s?\d)/,
  },
  // "I'll subscribe to anyone who likes this": subscribers traded for likes or subs.
  {
    id: "sub-anyone",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\b(?:i'?ll|i\s+will|gonna|i'm\s+going\s+to)\s+(?:sub(?:scribe)?)\s+(?:to\s+|back\s+)?(?:anyone|any\s+one|everyone|everybody|whoever|all\s+(?:who|that|of\s+you\s+who))\b/,
  },
  // "I do covers", "I make remixes": weak, the act the comment advertises.
  {
    id: "i-do-covers",
    reason: "self-promotion",
    weight: 0.5,
    pattern: /\bi\s+(?:do|make|sing|upload|post)\s+(?:\w+\s+)?(?:covers|remixes|parodies|mashups|raps|mixtapes)\b/,
  },
  // "I'm not asking for much, just check out…", "all I ask is that you listen": the plea before the ask.
  {
    id: "small-ask",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bi'?m\s+not\s+asking\s+(?:for\s+)?(?:much|a\s+lot|money|anything)\b.{0,60}\b(?:check|watch|listen|subscribe|sub|visit|view|like|give)\b|\ball\s+i\s+ask\s+(?:is\s+)?(?:that\s+)?(?:for\s+)?(?:you\s+)?(?:to\s+)?(?:just\s+)?(?:check|watch|listen|subscribe|sub|visit|view|give|take)\b/,
  },
  // "I'm trying to become a rapper": weak, a fan may say it of their own dream.
  {
    id: "becoming-artist",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i'?m|i\s+am)\s+(?:trying|working|hoping)\s+to\s+(?:become|be|make\s+it\s+as)\s+(?:a|an)\s+(?:\w+\s+)?(?:rapper|singer|artist|musician|youtuber|producer|songwriter)\b/,
  },
  // "would you mind checking out…", "please give me a chance".
  {
    id: "mind-checking",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:would|do|will)\s+(?:you|u|any\s*one|any\s*body|some\s*one)\s+(?:guys\s+)?mind\s+(?:checking|watching|listening|subscribing|taking\s+a\s+look|giving|visiting|having\s+a\s+look)\b|\bplease\s+(?:just\s+)?give\s+(?:me|us|my\s+\w+|our\s+\w+)\s+a\s+(?:chance|listen|shot|try)\b/,
  },
  // "then you'll love my channel", "you will enjoy our videos": the pitch's promise.
  {
    id: "youll-love-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:you|u)(?:'ll|\s+will|\s+would|'d|\s+might)\s+(?:(?:really|definitely|probably|surely|totally)\s+)?(?:love|like|enjoy|dig)\s+(?:my|our)\s+(?:\w+\s+)?(?:channel|videos?|music|songs?|page|content|vlogs?|covers?|raps?|beats|mixtape|stuff|remix|remixes|animations?|art)\b|\b(?:you|u|y'?all|you\s+guys)\s+should\s+(?:really\s+|definitely\s+|totally\s+|all\s+)?(?:listen\s+to|check\s+out|hear|watch|try)\s+(?:my|our)\s+(?:new\s+|own\s+|latest\s+)?(?:band|channel|music|songs?|covers?|videos?|mixtape|page|raps?|beats|podcast)\b/,
  },
  // "we just released our first single", "my band just dropped…", "I just released a short film":
  // weak, a fan may share news too.
  {
    id: "released-mine",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i|we)\s+(?:just\s+|finally\s+|recently\s+)?(?:released|uploaded|dropped|posted|put\s+out|finished)\s+(?:my|our)\s+(?:very\s+)?(?:first|new|latest|debut|newest)\s+(?:\w+\s+)?(?:video|song|single|track|mixtape|cover|vlog|ep|album|remix|beat|short)\b|\b(?:my|our)\s+(?:band|group|duo|crew)\s+(?:just\s+)?(?:released|dropped|uploaded|put\s+out)\b|\b(?:i|we)\s+(?:just\s+)?released\s+(?:a|an)\s+(?:new\s+|first\s+)?(?:short\s+film|film|song|single|ep|album|mixtape|music\s+video|video|track|game|app|book)\b/,
  },
  // "Just uploaded a reaction to this, go watch it": one's own take on this video, pitched under it
  // (covers and remixes are "i-made"'s).
  {
    id: "made-one-of-this",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /(?:^\W*|[.!?]\s*|\b(?:i|we)\s+)(?:just\s+)?(?:uploaded|made|did|posted|recorded|filmed)\s+(?:a|an|my|our)\s+(?:own\s+)?(?:\w+\s+)?(?:reaction|response|review|breakdown)\s+(?:video\s+)?(?:to|of|on|for)\s+(?:this|it)\b/,
  },
  // "I'll give a shoutout to everyone who subscribes": subscribers bought with a mention.
  {
    id: "shoutout-subs",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\b(?:give|giving|get|gets|getting)\s+(?:an?\s+)?shout[\s-]?outs?\s+(?:to\s+)?(?:every(?:one|body)|any(?:one|body)|whoever|all\s+(?:who|that|of\s+you\s+who)|the\s+first\s+\d+)\b.{0,30}\b(?:sub|subs|subscribe|subscribes|follow|follows)\b|\bfirst\s+\d+\s+(?:people\s+|ppl\s+)?(?:to|who)\s+(?:sub|subscribe|follow)\w*\b.{0,30}\bshout[\s-]?outs?\b/,
  },
  // "I sell YouTube views", "we offer real subscribers": engagement for sale.
  {
    id: "sell-engagement",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:i|we)\s+(?:sell|offer|provide)\s+(?:cheap\s+|real\s+|active\s+)?(?:youtube\s+|yt\s+|instagram\s+|ig\s+|tiktok\s+)?(?:views|subs|subscribers|likes|followers|watch\s*(?:time|hours))\b|\b(?:views|subs|subscribers|likes|followers)\s+for\s+(?:only\s+|just\s+)?(?:\$|£|€|usd\s*)\s?\d|\bwant\s+more\s+(?:views|subs|subscribers|likes|followers)\b.{0,40}?\b(?:message|contact|dm|email|pm)\s+(?:us|me)\b/,
  },
  // "I run a small channel about cooking": weak, the pitch's opener (a viewer says it when asking advice).
  {
    id: "i-run-channel",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i|we)\s+(?:run|own|started|made|created|opened)\s+(?:a|an|my|our)\s+(?:own\s+)?(?:small|little|new|tiny|brand\s+new)\s+(?:\w+\s+){0,2}?(?:channel|page|blog|podcast)\b/,
  },
  // "please stop by", "come join the family": weak, the invitation.
  {
    id: "come-by",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bplease\s+(?:stop|drop|swing|pop)\s+by\b|\bcome\s+(?:and\s+)?join\s+(?:the|my|our)\s+(?:family|fam|squad|crew|team|community|army)\b/,
  },
  // "visit this website to win a free trip": the prize behind a link.
  {
    id: "site-to-win",
    reason: "free-money",
    weight: 1,
    pattern:
      /\b(?:visit|go\s+to|check(?:\s+out)?|click)\s+(?:this|my|our)\s+(?:website|site|link|page|profile)\s+(?:\w+\s+)?(?:to|and)\s+(?:win|claim|earn|receive)\b/,
  },
  // "please vote for me in the contest", "vote for us".
  {
    id: "vote-for-me",
    reason: "fundraising",
    weight: 1,
    pattern: /\bvote\s+for\s+(?:me|us|my\s+\w+|our\s+\w+)\b/,
  },
  // "go like my latest video", "please like my new song".
  {
    id: "like-my-video",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:go|please|pls|plz|everyone|everybody|guys)\s+(?:go\s+)?like\s+my\s+(?:\w+\s+)?(?:video|videos|song|page|post|channel|photo|pic|vine|instagram)\b/,
  },
  // "give us a listen", "give my band a listen": their own music.
  {
    id: "give-us-a-listen",
    reason: "self-promotion",
    weight: 1,
    pattern: /\bgive\s+(?:us|me|my\s+\w+|our\s+\w+)\s+a\s+(?:listen|follow|sub)\b/,
  },
  // "I upload every day", "I post new videos every week", "I'm 12 and I make minecraft videos":
  // weak, a channel's pitch.
  {
    id: "i-upload-often",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:i|we)\s+(?:upload|post)\s+(?:new\s+)?(?:\w+\s+)?(?:every|each|twice\s+a|once\s+a|daily|weekly)\b|\b(?:i|we)\s+(?:make|upload|post)\s+(?:videos?|content)\s+(?:like\s+this|too|as\s+well)\b|^\W*(?:(?:hey|hi|hello)\s+(?:guys|everyone|all)\W+)?(?:i'?m|i\s+am)\s+\d{1,2}\s+(?:and\s+)?(?:i\s+)?(?:make|upload|post)\s+\w+\s+videos\b/,
  },
  // "my sister just started singing on YouTube, please support her", "my little sister sings better,
  // go listen to her on her channel": a relative's channel pitched.
  {
    id: "support-them",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:my|our)\s+(?:little\s+|big\s+|younger\s+|older\s+)?(?:sister|brother|sis|bro|cousin|friend|son|daughter|nephew|niece)\s+(?:just\s+)?(?:started|starts|has\s+started|has\s+a|made|makes|opened|uploaded)\b.{0,40}\b(?:(?:please|pls|plz)\s+(?:go\s+)?(?:support|sub(?:scribe)?\s+to|check\s+out)|go\s+(?:support|sub(?:scribe)?\s+to|check\s+out|give))\s+(?:him|her|his)\b|\b(?:my|our)\s+(?:little\s+|big\s+|younger\s+|older\s+)?(?:sister|brother|sis|bro|cousin|son|daughter|nephew|niece)\b.{0,80}?\b(?:go\s+(?:and\s+)?(?:listen|check|watch|visit|sub(?:scribe)?)|check\s+out|sub(?:scribe)?\s+to)\b.{0,30}?\b(?:her|his|their)\s+(?:youtube\s+|new\s+)?channel\b/,
  },
  // "support my band": one's own act, asked for support.
  {
    id: "support-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bsupport\s+(?:my|our)\s+(?:band|music|channel|page|art|artwork|project|album|mixtape|ep|song|songs|videos?|podcast)\b/,
  },
  // "like this comment if you think I should upload more covers": one's own uploads, put to a vote.
  {
    id: "like-if-i-should",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\blike\s+(?:this|my)\s+(?:comment\s+)?if\s+(?:you\s+(?:think|want)\s+)?(?:i|me)\s+(?:should\s+|to\s+)?(?:upload|post|make|do|record|film)\s+(?:more|another|a\s+part|a\s+cover|my\s+own|a\s+remix|a\s+parody)\b/,
  },
  // "anyone want to collab?": weak, a creator's opener (with a pitch beside it, spam).
  {
    id: "collab-ask",
    reason: "self-promotion",
    weight: 0.4,
    pattern: /\b(?:any\s*one|anybody|some\s*one|who)\s+(?:wants?|wanna)\s+(?:to\s+)?collab(?:orate)?\b/,
  },
  // "any support is appreciated": the close of one's own pitch.
  {
    id: "support-appreciated",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bany\s+support\s+(?:is|would\s+be|will\s+be)\s+(?:greatly\s+|much\s+|really\s+|very\s+much\s+)?appreciated\b|\b(?:would|i'?d)\s+(?:really\s+)?(?:love|appreciate)\s+(?:your|any|some)\s+support\b/,
  },
  // "my name is Tyler and I make prank videos": the maker introducing themselves to someone else's audience.
  {
    id: "my-name-i-make",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\bmy\s+name\s+is\s+\w+\s+and\s+(?:i'?m\s+|i\s+am\s+)?(?:i\s+)?(?:make|upload|post|create|do|produce|sing|rap|a)\s+(?:\w+\s+)?(?:videos?|vlogs?|music|covers?|songs?|beats?|content|raps?|singer|rapper|youtuber|artist|producer)\b/,
  },
  // "my own version of this song": one's own cover, pitched under the original.
  {
    id: "my-version",
    reason: "self-promotion",
    weight: 0.6,
    pattern:
      /\b(?:posted|uploaded|made|recorded|did)\s+my\s+(?:own\s+)?(?:version|take|rendition)\s+of\s+(?:this|the|it)\b/,
  },
  // "support my kickstarter": money asked for one's own campaign.
  {
    id: "back-my-campaign",
    reason: "fundraising",
    weight: 1,
    pattern:
      /\b(?:support|back|fund|donate\s+to|check\s+out)\s+(?:my|our)\s+(?:\w+\s+)?(?:kickstarter|indiegogo|gofundme|go\s+fund\s+me|patreon)\b/,
  },
  // "please share this page": weak, the chain letter's ask (sharing "this video" is a fan's).
  {
    id: "share-this",
    reason: "fundraising",
    weight: 0.6,
    pattern: /\b(?:please|pls|plz)\s+share\s+(?:this|my|our)\s+(?:page|post|link|story)\b/,
  },
];

/**
 * The same shapes in the languages the engine reads beyond English: asking for
 * subscribers, easy money and moving the talk to a messenger, in Spanish, Portuguese, French,
 * German, Italian, Hindi (both scripts) and Arabic. Arabic and Devanagari words are not \w, so
 * their patterns use spaces and the text's ends instead of \b. Links and phone numbers need no
 * language (spamRules reads them in any script).
 */
const MESSENGER_ANY = `(?:${MESSENGER}|واتساب|واتس اب|واتس|تيليجرام|تليجرام|تلغرام|تيليغرام|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम)`;
const MULTILINGUAL_RULES: readonly Rule[] = [
  {
    id: "ml-sub-me",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\bsuscr[ií]b(?:e|ete|anse|ase|ir(?:se|te)?)\s+a\s+mi\s+canal\b|\b(?:pasen|pasate|p[aá]sate|visiten|apoyen|apoya)\s+(?:por\s+)?(?:a\s+)?mi\s+canal\b|\binscrev\w*(?:-se)?\s+(?:no|em|ao)\s+meu\s+canal\b|\b(?:se\s+)?inscrevam(?:-se)?\s+no\s+meu\s+canal\b|\b(?:passa|passem|conhe[çc]am|visitem)\s+(?:l[aá]\s+)?(?:no|o)\s+meu\s+canal\b|\babonne[rz]?(?:-vous)?\s+[àa]\s+ma\s+cha[iî]ne\b|\bpassez\s+sur\s+ma\s+cha[iî]ne\b|\babonnier\w*\s+(?:meinen|unseren|mein)\s+kanal\b|\b(?:schaut|guckt)\s+(?:mal\s+)?(?:auf|bei|in)\s+meinem?\s+kanal\b|\b(?:besucht|besuche|besuchen\s+sie)\s+(?:doch\s+)?(?:mal\s+)?meinen\s+kanal\b|\biscriv\w*\s+al\s+mio\s+canale\b|\b(?:passate|venite)\s+(?:sul|dal|nel)\s+mio\s+canale\b|\b(?:mere|mera|hamare|hamara)\s+(?:youtube\s+)?channel\s+(?:ko\s+)?(?:bhi\s+)?(?:subscribe|sub)\s+(?:kar|karo|kare|kijiye|karein|kr)\b|(?:मेरे|मेरा|हमारे)\s+चैनल\s+(?:को\s+)?(?:भी\s+)?(?:सब्सक्राइब|सब्सक्राइब)|(?:^|\s)(?:اشترك|اشتركوا|اشتركو)\s+(?:في|فى|ب)\s*(?:قناتي|قناتى)|(?:^|\s)(?:ادعموا|زوروا|تابعوا|ادعمو)\s+(?:قناتي|قناتى)/,
  },
  // "mira mi canal", "entra a mi perfil", "vejam meu canal": an invitation to one's own channel.
  {
    id: "ml-invite-mine",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:mira|miren|mirad|vea|vean|chequen|checa|chequea|entra|entren|vayan|visita|ve\s+a|escuchen|escucha|escuchad|busquen|busca|(?:les|los|te)\s+invito\s+a\s+(?:ver|visitar|conocer|escuchar|pasar\s+por))\s+(?:a\s+)?mis?\s+(?:nuev[oa]s?\s+|[uú]ltim[oa]\s+)?(?:canal|perfil|videos?|p[aá]gina|m[uú]sica|covers?|canci[oó]n|canciones|temas?)\b(?!\s+favorit)|\b(?:veja|vejam|assista|assistam|olhem|confiram|entrem|acessem)\s+(?:o\s+|a\s+|os\s+)?(?:meu|minha|meus)\s+(?:canal|perfil|v[ií]deos?|p[aá]gina|m[uú]sica)\b/,
  },
  // "suscríbanse porfa", "regálenme un like y suscríbanse", "soy nuevo en youtube, suscríbanse":
  // subscribers asked for with no channel named (a fan's "suscríbanse al canal de Shakira" names one).
  {
    id: "ml-sub-please",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\bsuscr[ií]b(?:anse|ete|ite|irse)\s+(?:porfa|por\s*favor|plis|pls|xfa|porfis)\b|\blike\s+y\s+suscr[ií]b(?:anse|ete|ite)\b(?!\s+a)|\bsoy\s+nuev[oa]\s+en\s+(?:youtube|yt)\b.{0,40}?\bsuscr[ií]b/,
  },
  // "apoyen a este pequeño youtuber", "denle una oportunidad a mi música", "deem uma olhada no meu canal".
  {
    id: "ml-small-creator-ask",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\bapoy(?:en|a|ar)\s+a\s+(?:este|esta|un|una)\s+(?:pequeñ[oa]|nuev[oa])\s+(?:youtuber|canal|artista|cantante)\b|\b(?:denle|dale|den|deem|d[eê])\s+(?:una|uma|un)\s+(?:oportunidad|chance|olhada|mirada|vistazo)\s+(?:a|ao|à|no|na)\s+(?:mi|meu|minha)\s+(?:canal|m[uú]sica|videos?|v[ií]deos?|covers?|canci[oó]n)\b|\b(?:sou|soy)\s+nov[oa]\s+(?:no|en)\s+(?:youtube|yt)\b.{0,40}?\b(?:me\s+ajud\w*|ay[uú]d(?:en|a)me|apoy\w*|like)\b/,
  },
  // "¿alguien que quiera ser mi amigo en facebook?": a friend asked for elsewhere.
  {
    id: "ml-friend-elsewhere",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `\\bser\\s+mi\\s+amig[oa]\\s+en\\s+${PLATFORM}\\b|\\bseja\\s+meu\\s+amig[oa]\\s+no\\s+${PLATFORM}\\b`,
    ),
  },
  // The writer's own channel named ("en mi canal", "no meu canal"): one signal among others, as
  // "on my channel" is in English; a call to go there ("pásense", "búsquenlo") makes it spam. The
  // call alone weighs under 0.4, so the English-trained model cannot build on it (combineSpamEvidence).
  {
    id: "ml-my-channel",
    reason: "self-promotion",
    weight: 0.65,
    pattern:
      /\bmis?\s+canal(?:es)?\b(?!\s+favorit)|\bmeus?\s+canal\b(?!\s+favorit)|\bma\s+cha[iî]ne\b|\bmeine[nm]?\s+kanal\b|\bmio\s+canale\b/,
  },
  {
    id: "ml-call",
    reason: "self-promotion",
    weight: 0.35,
    pattern:
      /\b(?:p[aá]sense|vayan|vean|b[uú]squen(?:lo|la|me)?|visiten|entren|suscr[ií]b\w*|inscrev\w*|sigan(?:me)?|s[ií]ganme|deem|confiram|vejam|passem|(?:los|les)\s+invito|te\s+va\s+a\s+encantar|vai\s+(?:gostar|amar)|denle\s+(?:like|me\s+gusta)|esc[uú]chen(?:la|lo|me)?)\b/,
  },
  // "hice un remix de esta canción", "postei um cover dessa música": one's own version, a signal.
  {
    id: "ml-made-mine",
    reason: "self-promotion",
    weight: 0.35,
    pattern:
      /\b(?:hice|grab[eé]|postei|gravei|fiz)\s+(?:un|una|uma?|mi)\s+(?:nuev[oa]\s+)?(?:cover|remix|parodia|v[ií]deo|versi[oó]n|vers[aã]o)\b/,
  },
  // "Subí un video nuevo, vayan a verlo": one's own new upload.
  {
    id: "ml-new-upload",
    reason: "self-promotion",
    weight: 0.65,
    pattern:
      /\bsub[ií]\s+(?:un|mi)\s+(?:v[ií]deo|cover|remix)\s+nuevo\b(?!\s+(?:a|en)\s+mi\s+(?:estado|historia|status|story|instagram|facebook))|\bpostei\s+(?:um\s+)?v[ií]deo\s+novo\b|\bacabo\s+de\s+(?:subir|sacar|lanzar)\s+(?:mi|un|una)\s+(?:primer[oa]?\s+|nuev[oa]\s+)?(?:canci[oó]n|v[ií]deo|cover|remix|tema|sencillo)\b/,
  },
  // "Alguém me ajuda a crescer no YouTube?", "me inscrevi em todos que comentarem".
  {
    id: "ml-grow-help",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\bay[uú]d(?:en|a)me\s+a\s+crecer\b|\bme\s+ay[uú]d(?:an|en|e)\s+a\s+crecer\b|\bme\s+ajud(?:a|em|e)\s+a\s+crescer\b|\bme\s+inscrevi\s+em\s+todos\b|\bme\s+suscrib[ií]\s+a\s+todos\b/,
  },
  // "Ayúdenme a cumplir mi sueño de ser cantante": a plea for one's career, a signal.
  {
    id: "ml-dream-help",
    reason: "self-promotion",
    weight: 0.65,
    pattern:
      /\bay[uú]d(?:en|a)me\s+a\s+cumplir\s+mi\s+sueño\b|\bme\s+ajud(?:em|e)\s+a\s+realizar\s+(?:o\s+)?meu\s+sonho\b/,
  },
  // "Mi hermano canta mejor que ella, vean su canal": a relative's channel pitched.
  {
    id: "ml-relative-channel",
    reason: "self-promotion",
    weight: 0.65,
    pattern:
      /\b(?:mi|meu|minha)\s+(?:herman[oa]|prim[oa]|amig[oa]|hij[oa]|irm[aã]o?|filh[oa])\b.{0,60}?\b(?:su|seu|sua|dele|dela)\s+canal\b/,
  },
  // "¿me pueden seguir en instagram?": a follow asked for elsewhere.
  {
    id: "ml-follow-me",
    reason: "follow-elsewhere",
    weight: 1,
    pattern: new RegExp(
      `\\b(?:me\\s+pueden\\s+seguir|s[ií]ganme|s[ií]gueme|me\\s+sigan|me\\s+sigam|sigam-me|sigam\\s+me)\\s+(?:en|no|na)\\s+${PLATFORM}\\b|\\b(?:sigam|sigan|curtam|sigue|segue)\\s+(?:a\\s+)?(?:minha|mi)\\s+(?:p[aá]gina|conta|cuenta|perfil)\\b`,
    ),
  },
  // "sígueme y te sigo de vuelta", "me ayudan a llegar a 1000 suscriptores?".
  {
    id: "ml-follow-back",
    reason: "sub4sub",
    weight: 1,
    pattern:
      /\bte\s+sigo\s+de\s+(?:vuelta|volta)\b|\bsigo\s+de\s+(?:vuelta|volta)\s+(?:a\s+)?(?:todos|quien|quem)\b|\bte\s+sigo\s+si\s+me\s+sigues\b|\bsub\s+(?:por|x|pra|para)\s+sub\b|\bsuscr[ií]b\w*\s+y\s+te\s+suscribo\b|\b(?:yo\s+)?me\s+(?:suscribo|subscribe)\s+a\s+tu\s+canal\b|\b(?:eu\s+)?me\s+inscrevo\s+no\s+(?:seu|teu)\b|\btrocar\s+inscri[çc](?:[ãa]o|[õo]es)\b|\bintercambi(?:ar|o)\s+(?:de\s+)?suscri(?:pciones|ptores)\b|\b(?:ay[uú]d(?:en|a)me|me\s+ayud(?:an?|e|en)|me\s+ajud(?:em|a|e))\s+a\s+(?:llegar|chegar)\s+(?:a|em|aos?)\s+(?:los\s+|os\s+)?\d[\d.,]*(?:\s*k)?\s+(?:suscriptores|subs|seguidores|inscritos)\b/,
  },
  {
    id: "ml-link-bio",
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\blinks?\s+(?:(?:est[aá]|t[aá])\s+)?(?:na|no|en|em|dans|in|nel|nella)\s+(?:(?:mi|minha|meu|ma|mon|meiner|meinem|mio|mia|la|o|a)\s+)?(?:bio|perfil|profil|profilo|descri[çc][ãa]o|canal|cha[iî]ne|kanal)\b|(?:^|\s)(?:الرابط|رابط)\s+(?:في|فى)\s+(?:البايو|الوصف|قناتي)/,
  },
  {
    id: "ml-easy-money",
    reason: "free-money",
    weight: 0.8,
    pattern:
      /\bgan(?:a|ar|e|en)\s+(?:\$?\d[\d.,]*(?:\s+(?:d[oó]lares|pesos|usd))?\s+)?dinero\s+(?:desde\s+(?:casa|tu\s+celular)|f[aá]cil|r[aá]pido|extra|diario)|\bdinero\s+f[aá]cil\b|\bganh(?:e|ar|a)\s+(?:\S+\s+){0,2}dinheiro\s+(?:em\s+casa|f[aá]cil|r[aá]pido|extra|todo\s+dia|online)|\brenda\s+extra\b|\bgagne[rz]?\s+de\s+l'argent\s+(?:facilement|depuis\s+chez|en\s+ligne|rapidement)|\bgeld\s+verdienen\s+(?:von\s+zu\s+hause|online|ohne)|\bguadagn(?:a|are|o)\s+(?:\S+\s+){0,2}(?:soldi|euro)\s+(?:da\s+casa|online|facil)|\bghar\s+baithe\s+(?:paise|paisa|rupees|rs)\b|\b(?:paise|paisa)\s+kamao\b|घर\s+बैठे\s+(?:पैसे|कमाई)|(?:^|\s)(?:اربح|إربح|ربح)\s+(?:\S+\s+){0,2}(?:المال|فلوس|دولار)\s+(?:من\s+البيت|من\s+المنزل|بسهولة|يوميا)/,
  },
  {
    id: "ml-contact-app",
    reason: "contact-off-platform",
    weight: 0.8,
    pattern: new RegExp(
      `(?:\\b(?:escr[ií]b(?:eme|anme|ime)|cont[aá]ct(?:ame|eme|enme)|habla(?:me)?|me\\s+escreva|escreva-me|chama(?:m)?(?:\\s+(?:no|me))?|me\\s+chama|fala\\s+comigo|[ée]cri(?:s|vez)-moi|contacte[rz]?-moi|schreib(?:t)?\\s+mir|kontaktier(?:e|t)?\\s+mich|scrivimi|scrivetemi|contattami|message\\s+kar(?:o|ein|en)?|msg\\s+kar(?:o)?|baat\\s+kar(?:o|ein))\\b|(?:^|\\s)(?:راسلني|كلمني|تواصل\\s+معي|تواصلوا\\s+معي|ابعتلي|مسج)|संपर्क\\s+करें|मैसेज\\s+करें)[^.!?\\n]{0,30}${MESSENGER_ANY}`,
    ),
  },
];

/** The messaging apps a scam moves a viewer to: both contact rules need one of them named. */
const CONTACT_APP_STEMS = [
  "tele",
  "whats",
  "watsapp",
  "wa",
  "signal",
  "wickr",
  "viber",
  "wechat",
  "kik",
  "threema",
  "session",
  "line",
];

/**
 * Words each rule cannot match without, checked with includes() before the regex runs: most
 * comments contain none of them, and the rules then cost almost nothing. Keep in step with the
 * patterns (spam.test.ts checks gated and ungated rules agree).
 */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  sub4sub: ["sub", "road", "help"],
  f4f: ["follow", "like", "f4f", "l4l"],
  "sub-me": ["sub"],
  "search-me": ["search"],
  "sub-please": ["subscribe"],
  "sub-goal": ["sub"],
  "sub-count": ["sub"],
  "sub-want": ["sub"],
  promo: ["my", "link", "channel", "video", "content", "uploaded", "check", "mean"],
  grow: ["sub", "follower", "view", "like", "watch", "channel", "promot"],
  "check-mine": ["check"],
  "come-see": ["come", "go"],
  "invite-mine": ["my", "our"],
  "my-channel-ask": ["my"],
  "on-my-channel": ["channel"],
  "on-my-site": ["site", "blog"],
  "video-on-mine": ["channel"],
  "sub-other": ["subscribe"],
  "share-text": ["youtube"],
  "my-new": ["my"],
  "new-youtuber": ["youtube", "channel", "artist", "rapper", "singer", "producer", "band", "musician", "yt", "started"],
  "i-started-channel": ["channel"],
  "link-in-bio": ["link", "bio", "about", "profile"],
  "like-so-seen-mine": ["like", "thumb", "upvote"],
  "pre-save": ["save"],
  "chain-letter": [
    "copy",
    "paste",
    "post",
    "share",
    "luck",
    "come true",
    "prayer",
    "dollar",
    "donation",
    "surprise",
    "prize",
    "gift",
    "reward",
  ],
  "i-upload-check": ["check", "go see", "go watch", "come see", "come watch"],
  "contest-plea": ["contest", "competition", "talent show", "giveaway"],
  "talent-wanted": ["send", "apply", "join", "upload", "message", "dm", "contact", "email", "inbox"],
  "i-made": [
    "cover",
    "remix",
    "song",
    "parody",
    "beat",
    "track",
    "mixtape",
    "music",
    "rap",
    "version",
    "video",
    "mashup",
    "animation",
  ],
  "i-made-listen": [
    "please",
    "pls",
    "plz",
    "go ",
    "check it out",
    "give it a listen",
    "what you think",
    "what u think",
    "if ",
  ],
  "free-download-site": ["free"],
  "subs-short": ["more"],
  "likes-for-upload": ["like"],
  "my-cover-coming": ["gonna", "going"],
  "raise-for-me": ["raise"],
  "support-my-dream": ["support"],
  "stranger-offer": ["loan", "lose", "weird", "single", "girls", "women", "moms"],
  "send-demos": ["send"],
  "show-us-love": ["show"],
  "new-artist-here": [" here"],
  "ends-my-channel": ["my channel", "my page", "my profile"],
  "priced-service": ["$", "£", "€"],
  "stage-name": ["name"],
  "like-mine-too": ["lik"],
  "im-selling": ["selling"],
  "btw-my-channel": ["channel"],
  "join-mine": ["join"],
  "did-this-go-see": ["see", "watch", "check", "channel"],
  "support-by-subscribing": ["support"],
  "see-my-band": ["band"],
  "views-testimonial": ["view", "sub", "like", "follower"],
  "lonely-write-me": [" me"],
  "work-from-laptop": ["from"],
  "weight-loss-pitch": ["lose"],
  "follow-my": ["follow my"],
  "my-playlist": ["playlist"],
  "mixtape-out": ["mixtape"],
  "social-in-bio": ["in my", "on my"],
  "ask-me-how": ["ask me how"],
  "up-on-mine": ["on my"],
  "my-stream": ["come"],
  "my-new-page-follow": ["follow", "like", "join", "check"],
  "channel-then-call": ["channel"],
  "shoutout-likes": ["shout"],
  "i-post-you-like": ["like", "love", "enjoy"],
  "we-made-one": ["hope", "check", "watch", "let us", "tell us"],
  "i-am-artist": ["rap", "singer", "producer", "music", "artist", "dj", "band", "song", "composer", "beat", "animator"],
  "would-mean": ["if"],
  "thanks-for-time": ["time", "attention"],
  "take-a-moment": ["sec", "min", "moment"],
  "give-listen": ["give"],
  "give-mine-a-chance": ["give"],
  "leave-like": ["leave", "give", "drop"],
  "search-start": ["search", "look", "type"],
  "search-quoted": ["search", "look", "type"],
  "search-thanks": ["search", "look"],
  "check-this": ["check"],
  "promo-words": ["promo", "collab", "shop", "buy", "order", "deal", "discount", "coupon", "code", "offer", "%"],
  "follow-me": ["follow", "add", "find", "friend"],
  "my-social": ["my"],
  "platform-handle": ["@"],
  "follow-platform": ["follow"],
  "add-me": ["add me"],
  "gift-card": ["free", "gift"],
  "easy-money": ["money", "cash", "paid"],
  "sign-up": ["sign", "register", "join", "code", "referral", "invite"],
  click: ["click", "tap"],
  donate: ["donat", "fund", "indiegogo", "kickstarter", "petition"],
  "help-me-money": ["help"],
  vote: ["vote"],
  "share-plea": ["share"],
  contact: [
    "whats",
    "watsapp",
    "telegram",
    "signal",
    "wickr",
    "kik",
    "dm",
    "message",
    "text",
    "inbox",
    "contact",
    "reach",
    "mail",
    "@",
  ],
  "hit-me-up": ["hit"],
  "contact-app": CONTACT_APP_STEMS,
  "app-handle": CONTACT_APP_STEMS,
  "join-app": ["join"],
  "claim-prize": ["claim", "redeem", "collect", "receive", "get", "win", "chosen", "selected", "picked", "shortlisted"],
  "crypto-giveaway": [
    "btc",
    "eth",
    "usdt",
    "bitcoin",
    "crypto",
    "sol",
    "bnb",
    "xrp",
    "doge",
    "nft",
    "token",
    "coin",
    "money",
    "invest",
    "deposit",
  ],
  mentor: [
    "expert",
    "mentor",
    "coach",
    "manager",
    "broker",
    "platform",
    "advis",
    "specialist",
    "signal",
    "helped",
    "taught",
    "showed",
    "started",
    "began",
  ],
  "my-profile": ["my"],
  testimony: ["favo", "bless", "society", "licensed"],
  "reach-expert": ["who", "how"],
  "famous-giveaway": ["elon", "tesla", "beast", "binance", "coinbase", "promo"],
  "check-dms": ["dm", "inbox", "message", "telegram", "whatsapp"],
  "scam-words": [
    "bitcoin",
    "btc",
    "crypto",
    "forex",
    "binary",
    "trad",
    "invest",
    "profit",
    "passive",
    "earn",
    "portfolio",
    "account",
    "financial",
    "mining",
    "home",
    "$",
  ],
  testimonial: ["mr", "miss", "ms", "dr", "madam"],
  legit: ["legit", "real", "best", "confirm"],
  recovery: ["recover", "got back"],
  won: ["you", "congrat", "claim", "giveaway", "free", "received"],
  prize: ["giveaway", "prize", "reward"],
  earnings: ["$"],
  "sorry-spam": ["spam", "promo", "advertis"],
  "skip-plea": ["ignore", "skip", "scroll", "before"],
  "new-artist": ["rapper", "singer", "artist", "musician", "band", "producer", "songwriter", "dj", "mc", "duo"],
  "like-so-seen": ["like", "thumb", "upvote"],
  "sub-aim": ["sub"],
  "get-mine-out": ["my", "our"],
  "support-small": ["support"],
  "mind-checking": ["mind", "give"],
  "sub-me-spaced": ["sub"],
  "follow-my-platform": ["follow", "add"],
  "channel-named": ["channel"],
  "share-text-watch": ["youtube"],
  "if-you-like": ["if"],
  "help-me-act": ["help"],
  "young-artist": [
    "rap",
    "singer",
    "producer",
    "music",
    "youtuber",
    "song",
    "sing",
    "beat",
    "video",
    "cover",
    "upload",
  ],
  marketing: ["lead", "traffic", "backlink", "pilot"],
  "relative-earns": ["$"],
  "help-famous": ["help"],
  "name-channel": ["channel"],
  "can-you-sub": ["sub"],
  "sub-for-more": ["sub"],
  "money-ask": ["want", "wanna"],
  "sub-anyone": ["sub"],
  "small-ask": ["ask"],
  "becoming-artist": ["rapper", "singer", "artist", "musician", "youtuber", "producer", "songwriter"],
  "i-do-covers": ["cover", "remix", "parod", "mashup", "rap", "mixtape"],
  "check-artist-song": ["check"],
  "youll-love-mine": ["my", "our"],
  "released-mine": ["my", "our", "released"],
  "made-one-of-this": ["this", "it"],
  "shoutout-subs": ["shout"],
  "sell-engagement": ["sell", "offer", "provide", " for ", "want more"],
  "i-run-channel": ["channel", "page", "blog", "podcast"],
  "come-by": ["by", "join"],
  "site-to-win": ["win", "claim", "earn", "receive"],
  "vote-for-me": ["vote"],
  "like-my-video": ["like"],
  "give-us-a-listen": ["give"],
  "i-upload-often": ["upload", "post", "make"],
  "share-this": ["share"],
  "support-them": ["please", "pls", "plz", "go "],
  "support-mine": ["support"],
  "like-if-i-should": ["like"],
  "collab-ask": ["collab"],
  "support-appreciated": ["support"],
  "my-name-i-make": ["name"],
  "my-version": ["version", "take", "rendition"],
  "back-my-campaign": ["kickstarter", "indiegogo", "gofundme", "fund", "patreon"],
  "ml-invite-mine": [
    "canal",
    "perfil",
    "video",
    "vídeo",
    "pagina",
    "página",
    "musica",
    "música",
    "cover",
    "canci",
    "tema",
  ],
  "ml-follow-back": ["sigo", "suscr", "lleg", "cheg", "sub", "inscrevo", "inscri"],
  "ml-sub-me": ["canal", "chaîne", "chaine", "kanal", "canale", "channel", "चैनल", "قنات"],
  "ml-sub-please": ["suscr"],
  "ml-my-channel": ["canal", "chaîne", "chaine", "kanal", "canale"],
  "ml-call": [
    "pás",
    "pas",
    "vayan",
    "vean",
    "busq",
    "búsq",
    "visiten",
    "entren",
    "suscr",
    "inscrev",
    "sigan",
    "sígan",
    "deem",
    "confiram",
    "vejam",
    "passem",
    "invito",
    "encantar",
    "gostar",
    "amar",
    "denle",
    "chen",
  ],
  "ml-made-mine": ["hice", "grab", "postei", "gravei", "fiz"],
  "ml-new-upload": ["sub", "postei", "acabo de"],
  "ml-grow-help": ["crec", "cresc", "todos"],
  "ml-dream-help": ["sueño", "sonho"],
  "ml-relative-channel": ["canal"],
  "ml-follow-me": ["segu", "sigu", "sígu", "sigan", "sígan", "sigam", "curtam", "sigue", "segue"],
  "ml-small-creator-ask": ["apoy", "oportunidad", "chance", "olhada", "mirada", "vistazo", "nov"],
  "ml-friend-elsewhere": ["amig"],
  "ml-link-bio": ["link", "رابط"],
  "ml-easy-money": [
    "diner",
    "dinheiro",
    "renda",
    "argent",
    "geld",
    "soldi",
    "euro",
    "baithe",
    "kamao",
    "बैठे",
    "المال",
    "فلوس",
    "دولار",
  ],
  "ml-contact-app": [...CONTACT_APP_STEMS, "واتس", "تيليجرام", "تليجرام", "تلغرام", "تيليغرام", "व्हाट्स", "टेलीग्राम"],
};

const GATED_RULES = [...RULES, ...MULTILINGUAL_RULES].map((rule) => ({ ...rule, needs: NEEDS[rule.id] ?? [""] }));

function mentionsAny(text: string, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (text.includes(words[i] as string)) return true;
  return false;
}

/**
 * A viewer talking about scams ("beware of the bots telling you to message them on Telegram",
 * "make a video on crypto scams"): the words of the scam are quoted, not meant. Lowers the rules'
 * evidence by WARNING_WEIGHT; "legit, not a scam" is the scammer's own line and does not count.
 */
const WARNING =
  /\b(?:scam|scams|scammer|scammers|scamming|scammed|phishing|fraud|fraudsters?)\b|\b(?:fake|bots?|impersonat\w*)\b[^]*\b(?:beware|careful|don'?t|do\s+not|never|ignore|report|watch\s+out|warning|stay\s+away|fell\s+for|avoid|block)\b|\b(?:beware|careful|don'?t|do\s+not|never|ignore|report|watch\s+out|warning|stay\s+away|fell\s+for|avoid|block)\b[^]*\b(?:fake|bots?|impersonat\w*)\b/;
const NOT_A_SCAM = /\b(?:not\s+a|no|isn'?t\s+a|never\s+a|wasn'?t\s+a)\s+scam\b/;
const WARNING_WEIGHT = 0.6;

/**
 * A viewer telling the creator how they came or that they stayed ("this made me subscribe", "new
 * subscriber here", "my brother made me watch this"): the model learned "subscribe" and "made me"
 * from spam asking for subscribers, but here the viewer reports their own subscription. On such a
 * comment the model may back a rule, never decide alone (spamEvidence).
 */
const VIEWER_VOICE =
  /\b(?:made|makes|making|got)\s+me\s+(?:to\s+)?(?:sub|subscribe|watch)\b|\b(?:i|i've|ive|i'm|im|just|instantly|finally|already|been)\s+(?:just\s+|instantly\s+|finally\s+|now\s+)?(?:subscribed|subbed)\b|\bnew\s+(?:sub|subscriber)\s+here\b|\bearned\s+(?:a|another|one)\s+(?:new\s+)?(?:sub|subscriber)\b|(?:^|[.!?])\W{0,6}(?:subscribed|subbed)\b/;

/**
 * A fan pointing others to the artist's work ("check out the live version", "check out her other
 * songs", "check out Eminem's new album"): spam's verb, nobody's own channel. Only without
 * anything of the writer's or a link.
 */
const FAN_POINTER =
  /\bcheck\s+out\s+(?:the|her|his|their|[a-z]{2,}['’]s)\s+(?:\w+\s+){0,2}?(?:version|versions|remix|cover|songs?|album|performance|live|acoustic|original|music\s+video|behind\s+the\s+scenes)\b/;
/** A fan inviting the artist ("plz come 2 my country Shakira"): "please" and "my", and no promotion. */
const FAN_INVITE = /\b(?:come|tour|visit)\s+(?:to|2)\s+(?:my|our)\s+(?:country|city|town|state|school)\b/;
const WRITERS_OWN =
  /\b(?:my|our|me|mine|i'?ve|i'?m|i\s+(?:made|did|just|uploaded|wrote)|channel|subscribe|sub|link|http|www|\.com)\b/;

const CALL_ME = /\b(?:call|text|txt|sms|ring|message|msg|talk\s+to|contact)\s+(?:me|us)\b/;

/** Phone numbers: 9+ digits in a run with optional +, spaces, dots, dashes or brackets. */
const PHONE = /(?:\+|\b)\d[\d\s().-]{7,}\d\b/;

function countPhoneDigits(text: string): boolean {
  const m = PHONE.exec(text);
  if (m === null) return false;
  // "2.124.821.694 views", "1,000,000": counts written with separators, not phone numbers.
  if (/^[\d.,]+$/.test(m[0])) return false;
  let digits = 0;
  for (const ch of m[0]) if (ch >= "0" && ch <= "9") digits++;
  return digits >= 9;
}

/** "site . com", "youtube. com/watch": a link broken up to get past filters. */
const SPACED_LINK = /\b[a-z0-9-]{3,}(?:\s+\.\s*|\s*\.\s+)(?:com|net|org|co|tv|ly|info|biz)\b(?![.'-]?[a-z])/;
/** A link next to the writer's own channel, store or blog. */
const LINK_MINE = /\bmy\s+(?:channel|video|profile|page|site|website|blog|store|shop|course|book|app|project)\b/;
/** What makes a YouTube or reference link a call to open it. */
const WEAK_LINK_CALL = /\bcheck\s+(?:this|it)\s+out\b|\b(?:watch|listen\s+to|subscribe)\b/;
/** A YouTube channel's address: "youtube.com/user/name", "youtube.com/c/name", "youtube.com/@name". */
const CHANNEL_LINK = /youtube\.com\/(?:user\/|channel\/|c\/|@)\w/;
/** Verbs that send the reader to the link. */
const LINK_CALL =
  /\b(?:check|visit|join|follow|click|sign\s*up|register|download|install|watch|listen|vote|donate|share|help|support|buy|add\s+me|go\s+here|try|get|enter|open|read)\b/;

export type SpamRuleResult = {
  /** Sum of the weights of the rules that fired; spam at ≥ 1. */
  evidence: number;
  reasons: SpamReason[];
  /** Ids of the rules and surface signals that fired (for tests and the bench). */
  signals: string[];
  /** The text the rules read (spamText). */
  text: string;
};

/** The rules alone: evidence, reasons and which rules fired. `gate: false` skips NEEDS (tests). */
export function spamRules(raw: string, tokens: Token[], gate = true): SpamRuleResult {
  const text = spamText(raw);
  const reasons: SpamReason[] = [];
  const signals: string[] = [];
  let evidence = 0;
  const add = (id: string, reason: SpamReason | null, weight: number) => {
    if (reason !== null && !reasons.includes(reason)) reasons.push(reason);
    signals.push(id);
    evidence += weight;
  };
  const fanPointer = text.includes("check") && FAN_POINTER.test(text) && !WRITERS_OWN.test(text);
  for (const rule of GATED_RULES) {
    if (gate && !mentionsAny(text, rule.needs)) continue;
    // The artist's new album, pointed out by a fan, is no promotion of the writer's.
    if (fanPointer && rule.id === "check-this") continue;
    if (rule.pattern.test(text)) add(rule.id, rule.reason, rule.weight);
  }

  let offsite = 0;
  let bare = 0;
  let strongLinks = 0;
  let weakLinks = 0;
  for (const url of findLinks(text)) {
    if (isTimestampLink(url)) continue;
    const kind = linkKind(url);
    if (isReferralLink(url)) strongLinks++;
    if (kind === "youtube" || kind === "reference") weakLinks++;
    else {
      offsite++;
      if (isBareLink(url)) bare++;
      if (kind !== "other") strongLinks++;
    }
  }
  let emoji = 0;
  let words = 0;
  let capsLetters = 0;
  let letters = 0;
  for (const t of tokens) {
    if (t.kind === Kind.Emoji) emoji++;
    else if (t.kind === Kind.Word) {
      words++;
      letters += t.text.length;
      if (t.caps) capsLetters += t.text.length;
    }
  }
  if (offsite === 0 && SPACED_LINK.test(text)) {
    add("spaced-link", "link", 0.8);
    offsite++;
  }
  // Links to other sites: on YouTube almost every one is promotion.
  if (offsite > 0) {
    // A bare "name.com" is a little weaker than a full URL: it may be a site named in passing.
    add(bare === offsite ? "link-bare" : "link", "link", bare === offsite ? 0.6 : 0.7);
    // Social profiles, fundraisers, shorteners, shops, referral codes: where spam sends people.
    if (strongLinks > 0) add("link-promo", null, 0.4);
    // A link next to "my channel/store/blog", a call to open it, or little more than a link.
    if (LINK_MINE.test(text)) add("link-mine", "self-promotion", 0.5);
    else if (LINK_CALL.test(text)) add("link-call", null, 0.3);
    else if (words <= 10) add("link-short", null, 0.3);
  } else if (weakLinks > 0) {
    // A YouTube or reference link is conversation, unless it comes with a call to open it.
    add("link-weak", null, 0);
    if (strongLinks > 0 || WEAK_LINK_CALL.test(text)) add("link-weak-call", "link", 0.4);
    // A link to a channel rather than a video: someone's channel, almost always the writer's.
    if (CHANNEL_LINK.test(text)) add("link-channel", "self-promotion", 0.6);
  }
  if (countPhoneDigits(foldLookAlikes(raw))) {
    add("phone", "phone-number", 0.6);
    // A number with an invitation to use it ("call me", "text us"), not a number quoted.
    if (CALL_ME.test(text)) add("phone-call", "contact-off-platform", 0.4);
  }
  if (emoji >= 10 && emoji > words) add("emoji", "excessive-emoji", 0.3);
  if (letters >= 25 && capsLetters / letters > 0.7) add("caps", "excessive-caps", 0.3);
  if (
    evidence > 0 &&
    (text.includes("scam") ||
      text.includes("fake") ||
      text.includes("bot") ||
      text.includes("impers") ||
      text.includes("fraud") ||
      text.includes("phishing")) &&
    WARNING.test(text) &&
    !NOT_A_SCAM.test(text)
  ) {
    signals.push("warning");
    evidence = Math.max(0, evidence - WARNING_WEIGHT);
  }
  if ((text.includes("sub") || text.includes("me ")) && VIEWER_VOICE.test(text)) signals.push("viewer-voice");
  if (fanPointer) signals.push("fan-pointer");
  if (text.includes("my") && FAN_INVITE.test(text)) signals.push("fan-invite");
  return { evidence, reasons, signals, text };
}

/** The rules saw a comment whose spam-like words are not meant as spam: the model may not decide it alone. */
export function modelMayNotDecide(signals: readonly string[]): boolean {
  return (
    signals.includes("warning") ||
    signals.includes("viewer-voice") ||
    signals.includes("fan-pointer") ||
    signals.includes("fan-invite")
  );
}

/**
 * Rules and model together, on the rules' scale (spam at ≥ 1). The model's probability adds to
 * the evidence of any rule worth 0.4 or more ("on my channel" 0.5 + a model 50% sure), and
 * counts alone once the model leans to spam (p/threshold for p ≥ 0.5: 1 at the threshold).
 * Capitals and emoji (0.3 each) are not rules the model may build on.
 */
export function combineSpamEvidence(ruleEvidence: number, probability: number, threshold: number): number {
  const withRules = ruleEvidence >= 0.4 ? ruleEvidence + probability : ruleEvidence;
  return Math.max(withRules, probability >= 0.5 ? probability / threshold : 0);
}

/**
 * combineSpamEvidence, except that the model learned English comments: on a comment in another
 * language ("please" and "me" mean other things in Hinglish) it only backs a rule, never decides
 * alone. `language` is called only in that case (rarely), so callers can pass a lazy lookup.
 * Nor on a comment whose spam-like words are not meant (`guarded`, modelMayNotDecide: a warning
 * about scams quotes the scam's words, a viewer saying they subscribed uses spam's verb), since the
 * model reads only words.
 */
export function spamEvidence(
  ruleEvidence: number,
  probability: number,
  threshold: number,
  language: () => string,
  guarded = false,
): number {
  const evidence = combineSpamEvidence(ruleEvidence, probability, threshold);
  if (evidence < 1 || ruleEvidence >= 1) return evidence;
  if (guarded) return combineSpamEvidence(ruleEvidence, probability, Infinity);
  const lang = language();
  return lang === "en" || lang === "und" ? evidence : combineSpamEvidence(ruleEvidence, probability, Infinity);
}

/**
 * Spam signals in one comment: the rules, then the learned model (the shipped one unless
 * `model` is given; null for the rules alone).
 */
export function detectSpam(text: string, tokens: Token[], model: SpamModel | null = shippedSpamModel()): SpamVerdict {
  const rules = spamRules(text, tokens);
  const reasons = rules.reasons;
  let evidence = rules.evidence;
  if (model !== null) {
    evidence = spamEvidence(
      rules.evidence,
      spamProbability(model, rules.text),
      model.threshold,
      () => detectLanguage(text, tokens),
      modelMayNotDecide(rules.signals),
    );
    // The model tipped it: say so, beside whatever the rules saw.
    if (evidence >= 1 && rules.evidence < 1) reasons.push("spam-like");
  }
  return { spam: evidence >= 1, reasons, evidence };
}

/**
 * The key two copies of a line share: letters only, lower case, so "I made $4,200 this week!!"
 * and "i made $3,900 this week 🙏" match. Returns null for lines too short to be telling
 * ("great video", "first", "😂😂").
 */
export function duplicateKey(text: string): string | null {
  let key = "";
  let wordsInKey = 0;
  let inWord = false;
  for (const ch of text.toLowerCase()) {
    const c = ch.codePointAt(0) as number;
    const letter =
      (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f) || (c >= 0x370 && c <= 0x1fff) || (c >= 0x3040 && c <= 0x9fff);
    if (letter) {
      if (!inWord) wordsInKey++;
      key += ch;
      inWord = true;
    } else if (inWord) {
      key += " ";
      inWord = false;
    }
  }
  key = key.trim();
  return key.replace(/ /g, "").length >= 25 && wordsInKey >= 5 ? key : null;
}

/**
 * Indexes of comments that are copies of one long line posted again and again, compared within
 * each video when `videoId` is given (leave the creator's own comments out). A group of copies is spam when one
 * copy already looks spammy (evidence ≥ 0.3 from detectSpam), when an author posts the same line
 * twice, or — authors unknown — when there are 3 or more copies. Different real viewers do write
 * the same line ("this was super helpful, thank you!"), so copies by distinct authors alone are
 * not enough; short lines ("great video!") never count (see duplicateKey).
 */
export function findDuplicateSpam(
  comments: readonly { text: string; author?: string; videoId?: string }[],
  evidence?: readonly number[],
): Set<number> {
  const groups = new Map<string, number[]>();
  comments.forEach((c, i) => {
    const line = duplicateKey(c.text);
    if (line === null) return;
    // Copies are compared within a video: a regular viewer may reuse a line across videos.
    const key = `${c.videoId ?? ""}\u0000${line}`;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [i]);
    else g.push(i);
  });
  const out = new Set<number>();
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    if (evidence !== undefined && g.some((i) => (evidence[i] ?? 0) >= 0.3)) {
      for (const i of g) out.add(i);
      continue;
    }
    const authors = g.map((i) => comments[i]?.author ?? "");
    if (authors.every((a) => a !== "")) {
      const seen = new Map<string, number>();
      for (const a of authors) seen.set(a, (seen.get(a) ?? 0) + 1);
      g.forEach((i, k) => {
        if ((seen.get(authors[k] as string) ?? 0) >= 2) out.add(i);
      });
    } else if (g.length >= 3) {
      for (const i of g) out.add(i);
    }
  }
  return out;
}
