// Calls to action: phrases that ask the viewer to do something for the channel. English only;
// a description in another language fails this rule unless it uses one of these phrases.
// "like" and "comment" alone are ordinary words ("I like this lens"), so only their asking
// forms count. Callers pass text with links masked, so "?sub_confirmation=1" in a URL is not one.

export const CALL_TO_ACTION_PHRASES: readonly { name: string; pattern: RegExp }[] = [
  { name: "subscribe", pattern: /\bsubscribe\b/iu },
  {
    name: "notification bell",
    pattern:
      /\b(?:hit|ring|tap|click|smash|press)\s+(?:the\s+|that\s+)?(?:notification\s+)?bell\b|\bturn\s+on\s+(?:post\s+)?notifications\b/iu,
  },
  {
    name: "like the video",
    pattern:
      /\b(?:leave|drop|give|hit|smash)\s+(?:(?:a|the|that|this)\s+)?like\b|\blike\s+(?:and|&)\s+(?:subscribe|share)\b|\blike\s+(?:this|the)\s+video\b/iu,
  },
  {
    name: "comment",
    pattern:
      /\b(?:leave|drop|write|post)\s+(?:(?:a|your|me\s+a)\s+)?comments?\b|\bcomment\s+below\b|\b(?:let\s+me\s+know|tell\s+me)\b[^.!?\n]{0,60}\bcomments?\b|\bin\s+the\s+comments\b/iu,
  },
  {
    name: "watch next",
    pattern:
      /\bwatch\s+(?:this\s+|my\s+|the\s+)?next\b|\bwatch\s+(?:more|the\s+full|my\s+(?:last|previous|other))\b|\bup\s+next\b/iu,
  },
  {
    name: "link in the description",
    pattern:
      /\blinks?\s+(?:is\s+|are\s+)?(?:in\s+(?:the\s+)?description|below)\b|\b(?:check|click|tap)\s+(?:out\s+)?(?:the\s+|my\s+)?links?\b/iu,
  },
  { name: "check out", pattern: /\bcheck\s+out\b/iu },
  { name: "share", pattern: /\bshare\s+(?:this|the)\s+video\b/iu },
  {
    name: "join",
    pattern:
      /\bjoin\s+(?:my|the|our)\s+(?:channel|membership|discord|newsletter|patreon|community|server)\b|\bbecome\s+a\s+member\b/iu,
  },
  { name: "follow", pattern: /\bfollow\s+(?:me|us)\b/iu },
  { name: "sign up", pattern: /\bsign\s+up\b/iu },
  { name: "support", pattern: /\bsupport\s+(?:me|us|the\s+channel|this\s+channel)\b/iu },
];

/** The first call to action in the text as written, or null. */
export function findCallToAction(text: string): string | null {
  let best: { index: number; text: string } | null = null;
  for (const { pattern } of CALL_TO_ACTION_PHRASES) {
    const m = pattern.exec(text);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, text: m[0] };
  }
  return best?.text ?? null;
}
