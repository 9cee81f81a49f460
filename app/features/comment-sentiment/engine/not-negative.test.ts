import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { extractRequest } from "./questions";
import { classifyComment, classifyTokens, scoreSentiment } from "./sentiment";
import { analyzeComment, analyzeComments, requestTopicNames, summarizeStored } from "./summary";
import { tokenize } from "./tokenize";

// A comment with nothing negative in it is not negative (sentiment.ts classifyComment): requests
// and praise written the way YouTube viewers write them, which the model, trained on tweets and
// reviews, read as complaints. Hand-written comments, ours.

const label = (text: string) => analyzeComment(text).sentiment.label;

describe("requests and praise are not negative", () => {
  it("reads requests with emoji as requests, not complaints", () => {
    for (const text of [
      "pls make a video about noise cancelling headphones 🙏",
      "need a follow-up on this 😅😅",
      "please do a video on cancel culture in gaming 🙏",
    ]) {
      expect(label(text), text).not.toBe("negative");
      expect(analyzeComment(text).request, text).not.toBeNull();
    }
  });

  it("reads praise idioms and praise emoji as praise", () => {
    for (const text of ["killed this. great job.", "you nailed it 🔥🔥", "Can't believe this is free 💯"]) {
      expect(label(text), text).not.toBe("negative");
    }
    expect(label("killed this. great job.")).toBe("positive");
    expect(label("you absolutely killed it 🔥")).toBe("positive");
  });

  it("keeps complaints negative, requests and emoji included", () => {
    for (const text of [
      "This is the worst tutorial I have ever seen, total waste of time 🙏",
      "terrible audio again, please fix it",
      "pls make a video about something else, this one was boring and useless",
      "this video killed my vibe, terrible audio 😅",
    ]) {
      expect(label(text), text).toBe("negative");
    }
  });

  it("leaves the model's probabilities alone when the rule does not apply", () => {
    const text = "This is the worst tutorial I have ever seen";
    const tokens = tokenize(text);
    expect(classifyComment(tokens, extractRequest(text))).toEqual(classifyTokens(tokens));
  });

  it("rules out only the negative class, and the score follows the label", () => {
    // The model alone reads this request as a complaint ("broken" is the topic asked for).
    const text = "can you make a video about fixing broken headphones";
    expect(classifyTokens(tokenize(text)).label).toBe("negative");
    const s = scoreSentiment(text);
    expect(s.label).not.toBe("negative");
    expect(s.compound).toBeGreaterThanOrEqual(0);
    expect(s.compound).toBeLessThanOrEqual(1);
    expect(s.label === "positive").toBe(s.compound > 0.5);
  });

  it("lists none of them as Top negative", () => {
    const { summary } = analyzeComments(
      [
        "pls make a video about noise cancelling headphones 🙏",
        "need a follow-up on this 😅😅",
        "killed this. great job.",
        "you nailed it 🔥🔥",
        "the audio was awful and the video way too long",
      ].map((text) => ({ text })),
    );
    expect(summary.topNegative).toEqual(["the audio was awful and the video way too long"]);
  });
});

describe("Hindi requests with the video named first", () => {
  it("reads the topic in Devanagari", () => {
    expect(analyzeComment("कृपया अगला वीडियो कैमरा सेटिंग्स पर बनाइए").request).toBe("कैमरा सेटिंग्स");
    expect(extractRequest("एक वीडियो होम सर्वर के बारे में भी बनाओ")).toBe("होम सर्वर");
    // Its topic-first form still reads as before.
    expect(extractRequest("कैमरा सेटिंग्स पर वीडियो बनाओ")).toBe("कैमरा सेटिंग्स");
  });

  it("does not take a statement about a video for a request", () => {
    expect(extractRequest("यह वीडियो बहुत अच्छा है")).toBeNull();
  });
});

describe("one name per requested topic", () => {
  const reading = { compound: 0, label: "neutral" as const, spam: false, question: false };
  const stored = [
    { videoId: "a", text: "Haz un video sobre servidores caseros", language: "es", request: "servidores caseros" },
    { videoId: "a", text: "¿Un video de servidor casero?", language: "es", request: "servidor casero" },
    { videoId: "b", text: "Please make a video on home servers", language: "en", request: "home servers" },
    { videoId: "b", text: "video on home servers please", language: "en", request: "home servers" },
    { videoId: "c", text: "Haz un video sobre servidores caseros", language: "es", request: "servidores caseros" },
  ].map((c, i) => ({ ...c, ...reading, id: String(i) }));

  it("names a topic by its most common phrasing, ties in alphabetical order, never by the comments' order", () => {
    const forward = summarizeStored(stored.slice(0, 2));
    const backward = summarizeStored(stored.slice(0, 2).reverse());
    expect(forward.requests.map((r) => r.topic)).toEqual(["servidor casero"]);
    expect(backward.requests.map((r) => r.topic)).toEqual(["servidor casero"]);
  });

  it("gives each video's card the overall card's name", () => {
    const overall = summarizeStored(stored);
    // 2 × "servidores caseros" and 2 × "home servers": the tie goes to the first alphabetically.
    expect(overall.requests).toEqual([expect.objectContaining({ topic: "home servers", count: 5 })]);
    const names = requestTopicNames(overall);
    for (const video of ["a", "b", "c"]) {
      const own = summarizeStored(
        stored.filter((c) => c.videoId === video),
        names,
      );
      expect(
        own.requests.map((r) => r.topic),
        video,
      ).toEqual(["home servers"]);
    }
  });
});

describe("plain questions and 'not gonna lie' are not negative", () => {
  it("reads a viewer's plain question as asking, not judging", () => {
    for (const text of [
      "Is that salted or unsalted butter?",
      "Does it support wireless charging or only the cable?",
      "Is co-op split screen or online only?",
      "Is it better to do this in the morning or evening?",
    ])
      expect(label(text), text).not.toBe("negative");
  });

  it("keeps questions that complain negative", () => {
    for (const text of ["Is this the worst tutorial ever made?", "How is this garbage trending?"])
      expect(label(text), text).toBe("negative");
  });

  it("reads 'not gonna lie' as no negation of what follows", () => {
    expect(label("not gonna lie this was really good")).toBe("positive");
    expect(label("Not going to lie, this is the best tutorial")).toBe("positive");
    expect(label("not gonna lie this was bad")).toBe("negative");
    expect(label("not good at all")).toBe("negative");
  });

  it("keeps the compound on its label's side", () => {
    for (const text of ["This was great, but the audio hurt", "I love it", "worst video ever", "meh"]) {
      const { compound, label: l } = analyzeComment(text).sentiment;
      if (l === "positive") expect(compound, text).toBeGreaterThanOrEqual(0);
      if (l === "negative") expect(compound, text).toBeLessThanOrEqual(0);
      expect(Math.abs(compound), text).toBeLessThanOrEqual(1);
    }
  });
});
