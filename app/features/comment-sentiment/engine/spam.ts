// Spam and self-promotion. Each signal adds evidence; a comment is spam when the evidence
// reaches 1. Strong signals (sub-for-sub, "check out my channel", scam contacts) are enough on
// their own; weak ones (a link, a phone number, a wall of emoji, a money amount) need company.
// Engagement bait from real viewers ("who's watching in 2026?", "like if you...") is not spam.
// Copy-paste bots are found across a batch (findDuplicateSpam): the same long line posted
// several times, or by several authors.
import { Kind, type Token } from "./tokenize";

export type SpamReason =
  | "link"
  | "self-promotion"
  | "sub4sub"
  | "scam"
  | "giveaway"
  | "contact-off-platform"
  | "phone-number"
  | "money-claim"
  | "excessive-emoji"
  | "excessive-caps"
  | "duplicate";

export type SpamVerdict = { spam: boolean; reasons: SpamReason[]; evidence: number };

type Rule = { reason: SpamReason; weight: number; pattern: RegExp };

// Patterns run on the lower-cased text. Weights: 1 = conclusive alone.
const RULES: readonly Rule[] = [
  { reason: "sub4sub", weight: 1, pattern: /\bsub\s*(?:4|for|2|to)\s*sub\b|\bs4s\b|\bsub(?:scribe)?\s*back\b|\b(?:sub(?:scribe)?|subbed)\s+to\s+(?:me|my)\b|\bi'?ll\s+sub(?:scribe)?\s+(?:back|to\s+you)|\broad\s+to\s+\d+\s*k?\s*(?:subs?|subscribers)?\b|\bhelp\s+me\s+(?:reach|get\s+to|hit)\s+\d/ },
  {
    reason: "self-promotion",
    weight: 1,
    pattern:
      /\b(?:check\s*(?:out)?|visit|see|watch|look\s+at)\s+(?:out\s+)?my\s+(?:channel|profile|page|videos?|vids?|content|latest|new\s+video|shorts?|playlist|bio)\b|\bcheck\s+(?:out\s+)?(?:my|the)\s+link\b|\b(?:on|in)\s+my\s+(?:channel|profile|bio)\b.{0,40}\b(?:come|check|go|see|watch)\b|\b(?:come|go)\s+(?:check|see|watch)\b.{0,30}\bmy\b|\bmy\s+(?:small\s+|new\s+|tech\s+|gaming\s+|little\s+)?channel\b.{0,60}\b(?:support|check|sub|visit|appreciated|mean\s+a\s+lot)|\b(?:new|small)\s+(?:\w+\s+)?channel\s+here\b|\bi\s+(?:make|upload|post)\s+(?:videos?|content)\s+(?:like\s+this|too|as\s+well)\b.{0,80}\b(?:check|mean\s+a\s+lot|support)|\bi\s+just\s+uploaded\b|\bgo\s+check\s+it\s+out\b|\bwould\s+mean\s+a\s+lot\s+if\s+you\s+(?:checked|check|subbed|subscribed|watched)/,
  },
  { reason: "contact-off-platform", weight: 0.8, pattern: /\b(?:whats\s*app|watsapp|telegram|signal\s+app|wickr|kik|dm\s+me|message\s+me|text\s+me|inbox\s+me|contact\s+(?:me|him|her|them)|reach\s+(?:out\s+to\s+)?(?:him|her|them)\s+(?:on|via))\b/ },
  {
    reason: "scam",
    weight: 0.6,
    pattern:
      /\b(?:bitcoin|btc|crypto|forex|binary\s+options?|trading\s+signals?|investment|invest(?:ed|ing)?|profits?|passive\s+income|earn(?:ed|ing)?\s+\$?\d|trader|portfolio|account\s+manager|financial\s+(?:advisor|adviser|freedom)|mining\s+pool|from\s+home)\b|\$\s?\d[\d,.]*\s*(?:\/|per\s+)\s*(?:day|week|hour)/,
  },
  // Fake testimonials for a named "expert": "Mrs. Evelyn Grant changed my life".
  { reason: "scam", weight: 1, pattern: /\b(?:mrs|mr|miss|ms|dr|madam)\.?\s+[a-z]+\s+[a-z]+(?:'s)?\b.{0,60}\b(?:legit|changed\s+my\s+life|helped\s+me|profit|recommend|trust|trading|signals|the\s+best)/ },
  { reason: "scam", weight: 0.5, pattern: /\b(?:she|he)(?:'s|\s+is)\s+(?:legit|real|the\s+best)\b|\bcan\s+confirm\b.{0,30}\b(?:legit|received|paid|profit|prize)/ },
  {
    reason: "giveaway",
    weight: 0.8,
    pattern:
      /\b(?:you(?:'ve|\s+have)?\s+(?:been\s+selected|won)|congratulations?\b.{0,40}\b(?:selected|won|winner|prize)|claim\s+(?:it|your|the|now)|giveaway\s+winner|free\s+(?:iphone|gift\s*card|robux|v-?bucks|money)|received\s+my\s+(?:prize|gift|reward|payment))\b/,
  },
  { reason: "giveaway", weight: 0.4, pattern: /\b(?:giveaway|prize|reward)\b/ },
  { reason: "self-promotion", weight: 1, pattern: /\b(?:buy|get|gain|grow|boost)\s+(?:real\s+|cheap\s+|more\s+|\d[\d,k]*\s+)?(?:subscribers|subs|followers|views|likes|watch\s*hours)\b|\b(?:similar|same)\s+(?:video|topic|review)\b.{0,30}\bmy\s+channel\b|\bmy\s+channel\b.{0,40}\b(?:feedback|thoughts|opinion)\b|\bpromot(?:e|ing)\s+my\b/ },
  { reason: "self-promotion", weight: 0.4, pattern: /\b(?:promotion|collab|shop\s+now|buy\s+now|order\s+now|hot\s+deals?|discount|coupon|promo\s+code|use\s+code|limited\s+offer|\d+%\s+off)\b/ },
  { reason: "scam", weight: 1, pattern: /\b(?:recover(?:ed|y)?|got\s+back)\s+(?:all\s+)?(?:my|your|the|lost)\s+(?:funds|money|bitcoin|crypto|account)\b|\b(?:funds?|crypto|bitcoin)\s+recovery\b/ },
  { reason: "money-claim", weight: 0.4, pattern: /\b(?:i\s+)?(?:made|earned|make|earn|got)\s+\$\s?\d[\d,.]*k?\b|\$\d[\d,.]*\s+(?:this|a|every|per)\s+(?:week|day|month)/ },
];

/** Phone numbers: 9+ digits in a run with optional +, spaces, dots, dashes or brackets. */
const PHONE = /(?:\+|\b)\d[\d\s().-]{7,}\d\b/;

function countPhoneDigits(text: string): boolean {
  const m = PHONE.exec(text);
  if (m === null) return false;
  let digits = 0;
  for (const ch of m[0]) if (ch >= "0" && ch <= "9") digits++;
  return digits >= 9;
}

/** Our own URLs that are part of normal conversation: timestamps and links to this video. */
function isHarmlessLink(url: string): boolean {
  return /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/watch\?v=[\w-]+&t=|youtu\.be\/[\w-]+\?t=)/.test(url);
}

/** Spam signals in one comment. */
export function detectSpam(text: string, tokens: Token[]): SpamVerdict {
  const lower = text.toLowerCase();
  const reasons: SpamReason[] = [];
  let evidence = 0;
  const add = (reason: SpamReason, weight: number) => {
    if (!reasons.includes(reason)) reasons.push(reason);
    evidence += weight;
  };
  for (const rule of RULES) if (rule.pattern.test(lower)) add(rule.reason, rule.weight);

  let links = 0;
  let emoji = 0;
  let words = 0;
  let capsLetters = 0;
  let letters = 0;
  for (const t of tokens) {
    if (t.kind === Kind.Url && !isHarmlessLink(t.text)) links++;
    else if (t.kind === Kind.Emoji) emoji++;
    else if (t.kind === Kind.Word) {
      words++;
      letters += t.text.length;
      if (t.caps) capsLetters += t.text.length;
    }
  }
  // Links: on YouTube almost every comment with a link to elsewhere is promotion.
  if (links > 0) {
    add("link", 0.7);
    // A link next to "my channel/store/blog", or a comment that is little more than a link.
    if (/\bmy\s+(?:channel|video|profile|page|site|website|blog|store|shop|course)\b/.test(lower)) add("self-promotion", 0.5);
    else if (words <= 3) evidence += 0.3;
  }
  if (countPhoneDigits(text)) add("phone-number", 0.6);
  if (emoji >= 10 && emoji > words) add("excessive-emoji", 0.3);
  if (letters >= 25 && capsLetters / letters > 0.7) add("excessive-caps", 0.3);
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
    const letter = (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f) || (c >= 0x370 && c <= 0x1fff) || (c >= 0x3040 && c <= 0x9fff);
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
export function findDuplicateSpam(comments: readonly { text: string; author?: string; videoId?: string }[], evidence?: readonly number[]): Set<number> {
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
