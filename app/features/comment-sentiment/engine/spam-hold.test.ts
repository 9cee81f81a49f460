import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { holdsAsSpam, SPAM_HOLD_THRESHOLD } from "../index.server";
import { detectSpam } from "./spam";
import { tokenize } from "./tokenize";

/** The score holding reads: detectSpam's evidence for the comment. */
const score = (text: string) => detectSpam(text, tokenize(text)).evidence;

describe("holding comments as spam in bulk", () => {
  it("holds obvious spam", () => {
    for (const text of [
      "SUBSCRIBE TO MY CHANNEL!!! check out my new video http://bit.ly/3xYz",
      "Get free gift cards here >>> www.free-giftcards-now.com",
      "sub4sub anyone? i sub back instantly",
      "Follow me on Instagram @beats.by.kev for free beats",
    ])
      expect(holdsAsSpam(score(text)), text).toBe(true);
  });

  it("does not hold a genuine request that links to a timestamp", () => {
    for (const text of [
      "Could you do a part 2 on the wiring? The bit at https://youtu.be/dQw4w9WgXcQ?t=125 lost me",
      "Please slow down here https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3m10s, I can't follow the chord change",
      "Can you make a video about sourdough next? Loved this one",
    ])
      expect(holdsAsSpam(score(text)), text).toBe(false);
  });

  it("holds nothing the detector does not call spam", () => {
    expect(SPAM_HOLD_THRESHOLD).toBeGreaterThanOrEqual(1);
    expect(holdsAsSpam(SPAM_HOLD_THRESHOLD)).toBe(true);
    expect(holdsAsSpam(0.99)).toBe(false);
    expect(holdsAsSpam(Number.NaN)).toBe(false);
  });
});
