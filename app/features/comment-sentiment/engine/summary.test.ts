import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { LABELLED_COMMENTS } from "../../../../tests/data/labelled-comments";
import { actionableInsights, analyzeComment, analyzeComments, sentimentTrend } from "./index";
import { summarizeStored } from "./summary";

describe("analyzeComment", () => {
  it("reads 'can't sing for shit' as an insult and 'holy shit' at a view count as amazement", () => {
    expect(analyzeComment("Katy Perry can't sing for shit. All i hear is autotune.").sentiment.label).toBe("negative");
    expect(analyzeComment("This has had over 2 billion views. Holy shit.").sentiment.label).not.toBe("negative");
  });

  it("returns every field", () => {
    const a = analyzeComment("Great video! Can you make one on home servers next?");
    expect(a.sentiment.label).toBe("positive");
    expect(a.language).toBe("en");
    expect(a.request).toBe("home servers");
    expect(a.question).toBe(false);
    expect(a.spam).toBe(false);
    expect(a.emotions).toEqual([]);
  });

  it("reads YouTube's HTML (textDisplay) as the visible text", () => {
    const a = analyzeComment('<a href="https://www.youtube.com/watch?v=abc&amp;t=151">2:31</a> what mic is that?');
    expect(a).toMatchObject({ question: true, spam: false, language: "en" });
  });

  it("reads a comment written in a styled font as its plain letters", () => {
    const bold = analyzeComment("𝐋𝐨𝐯𝐞 𝐭𝐡𝐢𝐬 𝐬𝐨𝐧𝐠");
    expect(bold.language).toBe("en");
    expect(bold.sentiment.label).toBe("positive");
    expect(analyzeComment("ⓘ ⓗⓐⓣⓔ ⓣⓗⓘⓢ").sentiment.label).toBe("negative");
    expect(analyzeComment("ＴＨＩＳ ＩＳ ＡＷＥＳＯＭＥ").sentiment.label).toBe("positive");
    expect(analyzeComment("𝓶𝓪𝓴𝓮 𝓪 𝓿𝓲𝓭𝓮𝓸 𝓸𝓷 𝓬𝓪𝓶𝓮𝓻𝓪𝓼").request).toBe("cameras");
  });

  it("scores emoji-only comments as language und", () => {
    expect(analyzeComment("🔥🔥🔥")).toMatchObject({ language: "und", sentiment: { label: "positive" } });
  });

  it("reads Spanish as Spanish and scores it", () => {
    const a = analyzeComment("Excelente video, muy útil 👍");
    expect(a).toMatchObject({ language: "es", read: true, sentiment: { label: "positive" } });
  });

  it("does not score a language it does not read, and says so", () => {
    const a = analyzeComment("Videoyu çok beğendim, teşekkürler hocam");
    expect(a).toMatchObject({ language: "tr", read: false, sentiment: { compound: 0, label: "neutral" } });
  });
});

describe("analyzeComments", () => {
  const batch = [
    { id: "a", text: "Amazing video, thank you!", likeCount: 50 },
    { text: "the audio is terrible in this one", likeCount: 10 },
    { text: "Great video but the audio is echoey", likeCount: 3 },
    { text: "what mic do you use?", likeCount: 7 },
    { text: "please do a part 2!!", likeCount: 2 },
    { text: "part 2 please 🙏" },
    { text: "Excelente video, muy útil 👍" },
    { text: "sub4sub anyone?? 🔔" },
    { text: "I watched it on my phone" },
    { text: "🔥🔥🔥" },
  ];
  const { comments, summary } = analyzeComments(batch);

  it("says why a comment was held as spam, in words, and gives a real comment no reason", () => {
    const result = analyzeComments([
      { text: "sub to my channel pls, i sub back!!" },
      { text: "The soldering part at 4:12 was really clear, thanks" },
    ]).comments;
    expect(result[0]!.spam).toBe(true);
    expect(result[0]!.spamReasons.length).toBeGreaterThan(0);
    for (const reason of result[0]!.spamReasons) expect(reason).toMatch(/^[A-Z].* [a-z]/);
    expect(result[1]!.spamReasons).toEqual([]);
  });

  it("echoes ids and numbers missing ones from 0 by position", () => {
    expect(comments.map((c) => c.id)).toEqual(["a", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(Object.keys(comments[0] as object).sort()).toEqual([
      "id",
      "language",
      "question",
      "read",
      "request",
      "sentiment",
      "spam",
      "spamReasons",
    ]);
  });

  it("counts spam apart and every other comment by its language, Spanish scored", () => {
    expect(summary.total).toBe(10);
    expect(summary.spamCount).toBe(1);
    expect(comments[7]?.spam).toBe(true);
    expect(summary.unreadCount).toBe(0);
    expect(summary.languages).toEqual({ en: 7, es: 1, und: 1 });
    expect(comments[6]).toMatchObject({ language: "es", read: true, sentiment: { label: "positive" } });
  });

  it("gives a breakdown in percent of scored comments that sums to 100", () => {
    const { positive, neutral, negative } = summary.breakdown;
    expect(positive + neutral + negative).toBe(100);
    // 9 scored comments (spam excluded; Spanish is read), labelled by hand: positive
    // "Amazing video, thank you!", "🔥🔥🔥" and "Excelente video, muy útil 👍"; negative "the audio is
    // terrible" and "Great video but the audio is echoey" (the complaint after "but" is the point);
    // the other four (a question, two requests, "I watched it on my phone") neutral: 3/9, 4/9, 2/9.
    expect({ positive, neutral, negative }).toEqual({ positive: 33, neutral: 45, negative: 22 });
    expect(summary.sentimentScore).toBeGreaterThan(5);
    expect(summary.sentimentScore).toBeLessThanOrEqual(10);
    expect(Number.isInteger(summary.sentimentScore * 10)).toBe(true);
  });

  it("groups requests, lists questions by likes, ranks top comments", () => {
    expect(summary.requests[0]).toEqual({
      topic: "part 2",
      count: 2,
      examples: ["please do a part 2!!", "part 2 please 🙏"],
    });
    expect(summary.questions).toEqual([{ text: "what mic do you use?", likeCount: 7 }]);
    expect(summary.topPositive[0]).toBe("Amazing video, thank you!");
    expect(summary.topNegative[0]).toBe("the audio is terrible in this one");
    expect(summary.topPositive).not.toContain("sub4sub anyone?? 🔔");
    expect(summary.topPositive.length).toBeLessThanOrEqual(5);
  });

  it("finds themes and complaints", () => {
    expect(summary.themes.find((t) => t.phrase === "audio")?.count).toBe(2);
    expect(summary.complaints[0]).toMatchObject({ topic: "audio", count: 2 });
    expect(summary.emotionalTriggers.map((e) => e.emotion)).toContain("joy");
  });

  it("returns zeros for an empty batch or one in languages it does not read", () => {
    const empty = analyzeComments([]);
    expect(empty.summary.breakdown).toEqual({ positive: 0, neutral: 0, negative: 0 });
    expect(empty.summary.sentimentScore).toBe(0);
    const unread = analyzeComments([{ text: "Çok güzel olmuş, emeğine sağlık hocam!" }]).summary;
    expect(unread.breakdown).toEqual({ positive: 0, neutral: 0, negative: 0 });
    expect(unread).toMatchObject({ unreadCount: 1, unreadLanguages: { tr: 1 }, sentimentScore: 0 });
    // Portuguese is read: the same praise scores.
    expect(analyzeComments([{ text: "Muito bom, parabéns pelo conteúdo!" }]).summary.breakdown.positive).toBe(100);
  });

  it("derives insights only from counts", () => {
    const many = analyzeComments([
      ...Array.from({ length: 6 }, (_, i) => ({ text: i % 2 ? "part 2 please!" : "please do a part 2" })),
      { text: "the audio is so muffled" },
      { text: "terrible audio this time" },
      { text: "why is the mic so bad, the sound hurts" },
      { text: "the audio is awful" },
      ...Array.from({ length: 10 }, () => ({ text: "great video" })),
    ]);
    const insights = actionableInsights(many.summary, { videoTitle: "My NAS build" });
    expect(insights).toContain("6 comments asked for a part 2 of “My NAS build”.");
    expect(insights.some((s) => /^20% of comments \(4\) complain about audio/.test(s))).toBe(true);
    expect(actionableInsights(analyzeComments([]).summary)).toEqual([]);
  });
});

describe("sentimentTrend", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString();
  it("reads the least-squares slope across the period", () => {
    expect(sentimentTrend([0, 10, 20, 30].map((d, i) => ({ publishedAt: at(d), score: 6 + i * 0.5 })))).toBe(
      "improving",
    );
    expect(sentimentTrend([0, 10, 20, 30].map((d, i) => ({ publishedAt: at(d), score: 8 - i * 0.5 })))).toBe(
      "declining",
    );
    expect(sentimentTrend([0, 10, 20, 30].map((d, i) => ({ publishedAt: at(d), score: 7 + (i % 2) * 0.2 })))).toBe(
      "stable",
    );
  });

  it("says there is not enough data, rather than stable, with fewer than 3 dated points or all on one day", () => {
    expect(sentimentTrend([])).toBe("insufficient");
    expect(
      sentimentTrend([
        { publishedAt: at(0), score: 2 },
        { publishedAt: at(9), score: 9 },
      ]),
    ).toBe("insufficient");
    expect(
      sentimentTrend([
        { publishedAt: "nope", score: 1 },
        { publishedAt: at(1), score: 5 },
        { publishedAt: at(2), score: 9 },
      ]),
    ).toBe("insufficient");
    expect(sentimentTrend([2, 5, 9].map((score) => ({ publishedAt: at(3), score })))).toBe("insufficient");
  });
});

describe("summarizeStored", () => {
  it("gives the summary analyzeComments gives, from the readings it stored", () => {
    // Real and spam comments in several languages, some copied on one video (copy-paste spam),
    // with likes: every list and figure of the summary has something to read.
    const comments = [...LABELLED_COMMENTS, ...LABELLED_COMMENTS.slice(0, 5)].map((c, i) => ({
      id: `c${i}`,
      text: c.text,
      likeCount: i % 7,
      author: `author ${i % 40}`,
      videoId: `video ${i % 3}`,
    }));
    const { comments: results, summary } = analyzeComments(comments);
    const stored = comments.map((c, i) => {
      const r = results[i]!;
      const { compound, label } = r.sentiment;
      return { ...c, compound, label, spam: r.spam, language: r.language, question: r.question, request: r.request };
    });
    expect(summary.spamCount).toBeGreaterThan(0);
    expect(summary.unreadCount).toBeGreaterThan(0);
    expect(summarizeStored(stored)).toEqual(summary);
  });
});
