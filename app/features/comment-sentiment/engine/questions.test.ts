import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { detectQuestion, extractRequest, normaliseTopic } from "./questions";

const isQ = (text: string) => detectQuestion(text, extractRequest(text));

describe("questions", () => {
  it("detects questions with and without a question mark", () => {
    for (const t of [
      "what mic is that?",
      "what mic do you use",
      "does this work on Mac",
      "is there a cheaper alternative",
      "anyone know where to buy this",
      "how do you sync it between devices",
      "I wonder if this works with the older model",
    ]) {
      expect(isQ(t), t).toBe(true);
    }
  });

  it("does not take exclamations, surprise or bait for questions", () => {
    for (const t of [
      "what a great video",
      "how cool is that",
      "wait what??",
      "Who's watching in 2026?",
      "anyone else watching at 2am?",
      "Great video.",
      // Openers that introduce a remark, not a question.
      "What Can i say....This Song He Just Change The World Completely... So good job PSY",
      "who knows, maybe next year",
      "You know what, this is my favourite",
    ]) {
      expect(isQ(t), t).toBe(false);
    }
  });

  it("does not read a sentence that starts with a timestamp as a question", () => {
    for (const t of [
      "9:51 is the part I needed, thanks",
      "1:02:03 was hilarious",
      "12:40 has the answer for anyone wondering",
      "at 3:20 is where it gets good",
    ]) {
      expect(isQ(t), t).toBe(false);
    }
    // A question about a moment is still a question.
    for (const t of [
      "2:31 what mic is that",
      "what happened at 4:10?",
      "is the part at 9:51 sped up",
      "9:51 is that a Keychron?",
    ]) {
      expect(isQ(t), t).toBe(true);
    }
  });

  it("treats requests as requests, not questions", () => {
    expect(isQ("can you make a video on home servers?")).toBe(false);
  });
});

describe("requests", () => {
  const cases: [string, string][] = [
    ["can you make a video on your home server setup?", "home server setup"],
    ["please do a part 2!!", "part 2"],
    ["part 2 please 🙏", "part 2"],
    ["Part three when??", "part 3"],
    ["need a follow-up on this", "part 2"],
    ["when is the next part coming?", "part 2"],
    ["would love to see you cover mechanical keyboards", "mechanical keyboards"],
    ["pls make a video about Linux for beginners 🙏", "linux for beginners"],
    ["any chance of a video about self-hosting?", "self-hosting"],
    ["home server video when? 👀", "home server"],
    ["I'd pay for a full guide on 3D printing", "3d printing"],
    ["next video idea: budget gaming PC build", "budget gaming pc build"],
    ["you should really do a video on e-readers", "e-readers"],
    ["You should review the Steam Deck", "steam deck"],
    ["Pixel 9 vs Galaxy S24 next please!", "pixel 9 vs galaxy s24"],
    ["do a comparison of the Pixel 9 vs iPhone 16 next", "pixel 9 vs iphone 16"],
    ["can you compare this to the Kindle Paperwhite?", "kindle paperwhite comparison"],
    ["Linux tutorial please", "linux"],
    ["would be cool to see a desk setup tour", "desk setup tour"],
    ["@Host can you do portable monitors next?", "portable monitors"],
    ["¿Podrías hacer un video sobre servidores caseros?", "servidores caseros"],
  ];
  for (const [text, topic] of cases) {
    it(`extracts "${topic}" from "${text}"`, () => expect(extractRequest(text)).toBe(topic));
  }

  it("ignores non-requests", () => {
    for (const t of [
      "Part 2 was better",
      "the part at 2:31 is gold",
      "Good question, I'll cover that in a follow-up",
      "bro really said let me make the best tutorial on youtube",
      "Can't wait for the next one!",
      "I love this video",
      "what mic do you use",
    ]) {
      expect(extractRequest(t), t).toBeNull();
    }
  });

  it("normalises topics", () => {
    expect(normaliseTopic("a NAS setup please")).toBe("nas setup");
    expect(normaliseTopic("your home server setup video")).toBe("home server setup");
    expect(normaliseTopic("it")).toBeNull();
  });
});
