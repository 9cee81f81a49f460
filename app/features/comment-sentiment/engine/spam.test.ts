import { describe, expect, it } from "vitest";
import { detectSpam, duplicateKey, findDuplicateSpam } from "./spam";
import { tokenize } from "./tokenize";

const spam = (text: string) => detectSpam(text, tokenize(text));

describe("spam", () => {
  it("flags self-promotion and sub-for-sub", () => {
    expect(spam("Check out my channel for more tech tips!!").reasons).toContain("self-promotion");
    expect(spam("sub4sub anyone??").reasons).toContain("sub4sub");
    expect(spam("sub for sub? I'll sub back").spam).toBe(true);
    expect(spam("Road to 1k subs, help me out!").spam).toBe(true);
    expect(spam("new tech channel here, any support appreciated ❤️").spam).toBe(true);
  });

  it("flags scams, giveaways and off-platform contacts", () => {
    const g = spam("Congratulations 🎉 you've been selected for our giveaway! Message us on Telegram");
    expect(g.spam).toBe(true);
    expect(g.reasons).toEqual(expect.arrayContaining(["giveaway", "contact-off-platform"]));
    expect(spam("Earn $500/day from home 💸 DM me on WhatsApp").spam).toBe(true);
    expect(spam("Mrs. Evelyn Grant changed my life 🙏🙏").reasons).toContain("scam");
    expect(spam("Bitcoin investment is the way, contact Mr. Daniel Harris on Telegram").spam).toBe(true);
  });

  it("flags links with promotion, and phone numbers with contact requests", () => {
    const l = spam("Full setup breakdown on my channel: https://bit.ly/3xYz9Qp");
    expect(l.spam).toBe(true);
    expect(l.reasons).toContain("link");
    const p = spam("For trading tips text +1 (555) 234-8890 on WhatsApp");
    expect(p.spam).toBe(true);
    expect(p.reasons).toContain("phone-number");
  });

  it("does not flag real viewers", () => {
    for (const text of [
      "Who's watching in 2026?",
      "like if you're here before 1M",
      "this is a scam, don't click",
      "Great video! The link in the description is broken though",
      "I started my own channel because of you, thank you",
      "the giveaway last month was so fun",
      "It's the Shure SM7B, about $400",
      "10:21 the part about RAM",
      "🔥🔥🔥",
      "https://www.youtube.com/watch?v=abc123&t=95 this part",
    ]) {
      expect(spam(text).spam, text).toBe(false);
    }
  });

  it("uses heavy emoji and caps only as supporting evidence", () => {
    expect(spam("😂😂😂😂😂😂😂😂😂😂😂").spam).toBe(false);
    expect(spam("😂😂😂😂😂😂😂😂😂😂😂").reasons).toContain("excessive-emoji");
    expect(spam("THIS IS THE BEST VIDEO I HAVE EVER SEEN IN MY LIFE").reasons).toContain("excessive-caps");
  });

  it("finds copy-paste bots across a batch", () => {
    const bot = "This is the best video on YouTube fr fr 🔥🔥🔥";
    const noAuthors = findDuplicateSpam([{ text: bot }, { text: "great video" }, { text: bot + "!!" }, { text: bot.toUpperCase() }]);
    expect([...noAuthors].sort()).toEqual([0, 2, 3]);
    // Known authors: one account posting the same line twice is a bot; two viewers are not.
    const withAuthors = findDuplicateSpam([
      { text: bot, author: "@bot1" },
      { text: bot, author: "@bot1" },
      { text: "This was super helpful, thank you so much!", author: "@ana" },
      { text: "This was super helpful, thank you so much!", author: "@ben" },
    ]);
    expect([...withAuthors].sort()).toEqual([0, 1]);
    // Per video: the same viewer reusing a line on two videos is not a bot.
    expect(findDuplicateSpam([
      { text: bot, author: "@fan", videoId: "v1" },
      { text: bot, author: "@fan", videoId: "v2" },
    ]).size).toBe(0);
    // Copies of a line that already looks spammy are all spam.
    const testimonial = "She is legit, I got my profit yesterday from her";
    expect(findDuplicateSpam([{ text: testimonial, author: "a" }, { text: testimonial, author: "b" }], [0.5, 0.5]).size).toBe(2);
  });

  it("ignores short lines and near-duplicates differ only in digits and punctuation", () => {
    expect(duplicateKey("great video!")).toBeNull();
    expect(duplicateKey("I made $4,200 this week following her signals")).toBe(duplicateKey("i made $3,900 this week following her signals 🙏"));
  });
});
