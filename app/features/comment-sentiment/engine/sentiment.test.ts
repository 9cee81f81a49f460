import { describe, expect, it } from "vitest";
import { scoreSentiment, sentimentLabel } from "./sentiment";

const c = (text: string) => scoreSentiment(text).compound;
const label = (text: string) => scoreSentiment(text).label;

describe("sentiment", () => {
  it("labels with the ±0.05 thresholds and stays in [-1, 1]", () => {
    expect(sentimentLabel(0.05)).toBe("positive");
    expect(sentimentLabel(-0.05)).toBe("negative");
    expect(sentimentLabel(0.049)).toBe("neutral");
    for (const t of ["GREAT GREAT GREAT!!!! 🔥🔥🔥🔥", "worst worst worst!!!! 🤮🤮", ""]) {
      expect(Math.abs(c(t))).toBeLessThanOrEqual(1);
    }
    expect(c("")).toBe(0);
  });

  it("scores plain praise and complaints", () => {
    expect(label("Great video, really helpful")).toBe("positive");
    expect(label("the audio is terrible")).toBe("negative");
    expect(label("I watched it on my phone")).toBe("neutral");
  });

  it("handles negation: not bad, didn't help, never, no", () => {
    expect(label("not bad at all")).toBe("positive");
    expect(label("this is not good")).toBe("negative");
    expect(label("this didn't help at all")).toBe("negative");
    expect(label("I never liked this channel")).toBe("negative");
    expect(label("no problems so far")).toBe("positive");
    expect(label("doesn't work anymore")).toBe("negative");
    // Negation stays inside its clause.
    expect(label("not bad, really good")).toBe("positive");
    expect(c("really good")).toBeGreaterThan(0);
    // "didn't expect to like it" is about the expectation.
    expect(label("I didn't expect to like it this much")).toBe("positive");
    expect(label("never been so happy with a purchase")).toBe("positive");
  });

  it("applies intensifiers and dampeners", () => {
    expect(c("very good")).toBeGreaterThan(c("good"));
    expect(c("kind of good")).toBeLessThan(c("good"));
    expect(c("super helpful")).toBeGreaterThan(c("helpful"));
    expect(c("way too long")).toBeLessThan(c("too long"));
    expect(label("too long")).toBe("negative");
  });

  it("weighs the clause after a contrast", () => {
    expect(label("great video but the audio is terrible")).toBe("negative");
    expect(label("the audio is terrible but great video overall")).toBe("positive");
    expect(label("Although it's cheap, it broke after a week")).toBe("negative");
    expect(label("the ads were annoying, however the content was amazing")).toBe("positive");
  });

  it("emphasises capitals, exclamation marks and elongation", () => {
    expect(c("this is GREAT")).toBeGreaterThan(c("this is great"));
    expect(c("this is great!!!")).toBeGreaterThan(c("this is great"));
    expect(c("this is goooood")).toBeGreaterThan(c("this is good"));
    expect(c("sooo good")).toBeGreaterThan(c("so good") - 0.001);
    expect(label("Got the tickets!")).toBe("positive");
  });

  it("scores emoji and emoticons", () => {
    expect(label("🔥🔥🔥")).toBe("positive");
    expect(label("❤️")).toBe("positive");
    expect(label("👎")).toBe("negative");
    expect(label("🤮")).toBe("negative");
    expect(label("👀")).toBe("neutral");
    expect(label("ok :(")).toBe("negative");
    expect(label("thanks:)")).toBe("positive");
    // Repeats add less than the first one.
    expect(c("🔥🔥🔥") - c("🔥")).toBeLessThan(c("🔥"));
  });

  it("understands comment slang", () => {
    expect(label("this is fire")).toBe("positive");
    expect(label("the house caught fire")).toBe("negative");
    expect(label("that edit is sick")).toBe("positive");
    expect(label("I'm so sick of clickbait")).toBe("negative");
    expect(label("mid")).toBe("negative");
    expect(label("cringe")).toBe("negative");
    expect(label("huge W")).toBe("positive");
    expect(label("massive L")).toBe("negative");
    expect(label("the goat")).toBe("positive");
    expect(label("smh")).toBe("negative");
    expect(label("tbh ngl imo")).toBe("neutral");
    expect(label("insane quality")).toBe("positive");
    expect(label("lmaooo")).toBe("positive");
    expect(label("ahahaha")).toBe("positive");
  });

  it("tells 'like' the verb from 'like' the filler", () => {
    expect(label("I like it")).toBe("positive");
    expect(label("it's like 8 minutes long")).toBe("neutral");
  });

  it("damps questions and wishes", () => {
    expect(Math.abs(c("is it worth it?"))).toBeLessThan(Math.abs(c("it is worth it")));
    expect(c("would love to see a video on routers")).toBeLessThan(c("love this video"));
  });

  it("ignores timestamps, mentions and links", () => {
    expect(c("0:03")).toBe(0);
    expect(c("great part at 0:03")).toBeCloseTo(c("great part at"), 10);
    expect(c("@happy_dave great video")).toBeCloseTo(c("great video"), 10);
    expect(c("@terrible_tom nice")).toBeCloseTo(c("nice"), 10);
    expect(c("https://awesome.example/love")).toBe(0);
    expect(c("2:31 this is bad")).toBeCloseTo(c("this is bad"), 10);
  });

  it("scores multi-word expressions as one unit", () => {
    expect(label("can't wait for the next one")).toBe("positive");
    expect(label("waste of time")).toBe("negative");
    expect(label("not gonna lie, I watched it twice")).toBe("neutral");
    expect(label("this fixed my problem, thanks")).toBe("positive");
  });
});
