import { describe, expect, it } from "vitest";
import { baseInput, competitorVideo, daysAgo, ownVideo, requests } from "./__fixtures__/channel";
import { generateIdeas, keyOf, trendScore } from "./index";
import { freshness } from "./rank";

describe("ranking", () => {
  it("a request asked by 30 viewers outranks one asked by 2", () => {
    const out = generateIdeas(
      baseInput({ comments: [...requests("mechanical keyboards", 2), ...requests("home server", 30)] }),
    );
    expect(out.ideas.map((i) => i.topic)).toEqual(["Home Server", "Mechanical Keyboards"]);
    const [first, second] = out.ideas;
    expect(first!.score).toBeGreaterThan(second!.score);
    // log2(1 + 30) against log2(1 + 2), both 5 days old.
    expect(first!.demand).toBeCloseTo(Math.log2(31), 6);
    expect(second!.demand).toBeCloseTo(Math.log2(3), 6);
    expect(first!.trendScore).toBeGreaterThan(second!.trendScore);
  });

  it("counts distinct viewers, not comments: one viewer asking 30 times is one request", () => {
    const spammer = requests("home server", 30).map((c) => ({ ...c, author: "same-viewer" }));
    const out = generateIdeas(baseInput({ comments: [...spammer, ...requests("linux", 3)] }));
    expect(out.ideas[0]!.topic).toBe("Linux");
    expect(out.ideas.find((i) => i.topic === "Home Server")!.evidence[0]!.count).toBe(1);
  });

  it("defines trendScore as 100 × (1 − e^(−score ÷ 2)) and freshness as a 90-day half-life", () => {
    expect(trendScore(0)).toBe(0);
    expect(trendScore(1)).toBe(39);
    expect(trendScore(Math.log2(31))).toBe(92);
    expect(trendScore(100)).toBe(100);
    const now = Date.parse("2026-11-18T00:00:00Z");
    expect(freshness(now, now)).toBe(1);
    expect(freshness(now - 90 * 86_400_000, now)).toBeCloseTo(0.5, 6);
    expect(freshness(now - 1_000 * 86_400_000, now)).toBe(0.25);
  });

  it("older evidence counts less: the same demand 180 days old scores a quarter", () => {
    const old = requests("linux", 10, { publishedAt: daysAgo(180) });
    const fresh = requests("home server", 10);
    const out = generateIdeas(baseInput({ comments: [...old, ...fresh] }));
    const [a, b] = out.ideas;
    expect(a!.topic).toBe("Home Server");
    expect(b!.score / a!.score).toBeCloseTo(0.25 / Math.pow(0.5, 5 / 90), 2);
  });

  it("merges near-duplicate requests into one idea and counts every asker once", () => {
    const out = generateIdeas(
      baseInput({
        comments: [
          ...requests("home server", 5),
          ...requests("a home server for plex", 4),
          ...requests("self-hosting on a home server", 3),
        ],
      }),
    );
    expect(out.ideas).toHaveLength(1);
    expect(out.ideas[0]!.evidence[0]!.count).toBe(12);
    expect(out.ideas[0]!.topicKey).toBe("home server");
  });

  it("never returns a dismissed topic, and drops a topic the channel covered in the last 60 days", () => {
    const comments = [...requests("home server", 30), ...requests("linux", 8), ...requests("e-readers", 5)];
    const dismissed = generateIdeas(baseInput({ comments, dismissedKeys: [keyOf("Home Server")] }));
    expect(dismissed.ideas.map((i) => i.topic)).not.toContain("Home Server");
    expect(dismissed.dropped.dismissed).toBe(1);

    const input = baseInput({ comments });
    const covered = generateIdeas({
      ...input,
      ownVideos: [...input.ownVideos, ownVideo("new", "My Linux Desktop After a Month", { publishedAt: daysAgo(20) })],
    });
    expect(covered.ideas.map((i) => i.topic)).toEqual(["Home Server", "E-readers"]);
    expect(covered.dropped.coveredRecently).toBe(1);
    // Covered 200 days ago is not recent: the idea stays.
    const longAgo = generateIdeas({
      ...input,
      ownVideos: [...input.ownVideos, ownVideo("old", "My Linux Desktop", { publishedAt: daysAgo(200) })],
    });
    expect(longAgo.ideas.map((i) => i.topic)).toContain("Linux");
  });

  it("keeps 3 per batch and leaves the previous batch's topics out while others remain", () => {
    const comments = ["home server", "linux", "e-readers", "smartwatches", "VR headsets"].flatMap((t, i) =>
      requests(t, 20 - i * 3),
    );
    const first = generateIdeas(baseInput({ comments }));
    expect(first.ideas.map((i) => i.topic)).toEqual(["Home Server", "Linux", "E-readers"]);
    const second = generateIdeas(baseInput({ comments, previousKeys: first.ideas.map((i) => i.topicKey) }));
    expect(second.ideas.map((i) => i.topic)).toEqual(["Smartwatches", "VR Headsets", "Home Server"]);
    expect(second.dropped.previousBatch).toBe(2);
  });

  it("quotes the most-liked requests with links to the comments", () => {
    const out = generateIdeas(baseInput({ comments: requests("home server", 4) }));
    const quotes = out.ideas[0]!.evidence.filter((e) => e.text.startsWith("“"));
    expect(quotes).toHaveLength(2);
    expect(quotes[0]!.count).toBe(3);
    expect(quotes[0]!.href).toBe("https://www.youtube.com/watch?v=own-1&lc=home%20server-3");
  });
});

describe("evidence sources", () => {
  it("finds a topic where the channel over-performs its median at comparable age", () => {
    // 20 weekly uploads; the 5 on keyboards get 3× the views of their neighbours in time.
    const ownVideos = Array.from({ length: 20 }, (_, i) => {
      const keyboard = i % 4 === 0;
      return ownVideo(`v${i}`, keyboard ? `Mechanical Keyboard Review ${i}` : `Desk Lamp Review ${i}`, {
        publishedAt: daysAgo(70 + i * 7),
        views: keyboard ? 3_000 : 1_000,
      });
    });
    const ownClusters = [
      {
        name: "Mechanical Keyboard",
        videoIds: ownVideos.filter((v) => v.title.startsWith("Mechanical")).map((v) => v.id),
      },
      { name: "Desk Lamp", videoIds: ownVideos.filter((v) => v.title.startsWith("Desk")).map((v) => v.id) },
    ];
    const out = generateIdeas(baseInput({ ownVideos, ownClusters }));
    expect(out.ideas.map((i) => i.topic)).toEqual(["Mechanical Keyboard"]);
    expect(out.ideas[0]!.evidence[0]!.text).toMatch(/Your 5 videos on Mechanical Keyboard get a median 3× the views/);
    // log2(3) × min(1, 5/5).
    expect(out.ideas[0]!.scoreParts).toEqual([{ kind: "own-topic", strength: Math.log2(3) }]);
  });

  it("takes competitor outliers only on topics the channel has not covered", () => {
    const competitorVideos = [
      competitorVideo("c1", "I Built a Home Server for $200", { outlierScore: 4, tags: ["home server"] }),
      competitorVideo("c2", "Home Server Mistakes to Avoid", { outlierScore: 1.1 }),
      competitorVideo("c3", "The Perfect Desk Setup", { outlierScore: 5, tags: ["desk setup"] }),
      competitorVideo("c4", "Desk Setup Ideas", { outlierScore: 1 }),
    ];
    const out = generateIdeas(baseInput({ competitorVideos }));
    expect(out.ideas.map((i) => i.topic)).toEqual(["Home Server"]);
    const evidence = out.ideas[0]!.evidence;
    expect(evidence[0]!.text).toMatch(/1 competitor video on Home Server, a topic you have not covered/);
    expect(evidence[1]!.href).toBe("https://www.youtube.com/watch?v=c1");
  });

  it("adds up different kinds of evidence on one topic", () => {
    const competitorVideos = [
      competitorVideo("c1", "I Built a Home Server for $200", { outlierScore: 4 }),
      competitorVideo("c2", "Home Server Mistakes to Avoid", { outlierScore: 1.1 }),
    ];
    const out = generateIdeas(
      baseInput({ competitorVideos, comments: [...requests("home server", 3), ...requests("linux", 7)] }),
    );
    const home = out.ideas.find((i) => i.topic === "Home Server")!;
    expect(home.scoreParts.map((p) => p.kind).sort()).toEqual(["competitor-outlier", "request"]);
    expect(home.demand).toBeCloseTo(Math.log2(4) + Math.log2(4), 6);
    expect(out.ideas[0]!.topic).toBe("Home Server");
  });

  it("turns rising keywords, seasonal peaks next month and low-competition market clusters into ideas", () => {
    const out = generateIdeas(
      baseInput({
        trends: [
          {
            keyword: "standing desk",
            signal: "rising",
            velocity: 60,
            seasonalPeakMonth: null,
            lastUpdated: daysAgo(1),
            dataPoints: 40,
          },
          {
            keyword: "gift guide",
            signal: "steady",
            velocity: 2,
            seasonalPeakMonth: "December",
            lastUpdated: daysAgo(1),
            dataPoints: 200,
          },
          {
            keyword: "webcam",
            signal: "declining",
            velocity: -30,
            seasonalPeakMonth: "June",
            lastUpdated: daysAgo(1),
            dataPoints: 200,
          },
        ],
        market: [
          {
            query: "tech reviews",
            analyzedAt: daysAgo(2),
            name: "E-Ink Tablet",
            videoCount: 3,
            demand: 4_000,
            opportunityRatio: 9,
            medianOpportunityRatio: 3,
          },
          {
            query: "tech reviews",
            analyzedAt: daysAgo(2),
            name: "Phone Case",
            videoCount: 12,
            demand: 500,
            opportunityRatio: 3,
            medianOpportunityRatio: 3,
          },
        ],
      }),
    );
    expect(out.ideas.map((i) => i.topic).sort()).toEqual(["E-Ink Tablet", "Gift Guide", "Standing Desk"]);
    const gift = out.ideas.find((i) => i.topic === "Gift Guide")!;
    expect(gift.scoreParts).toEqual([{ kind: "seasonal-peak", strength: 1 }]);
    expect(gift.evidence[0]!.text).toMatch(/peaks in December \(next month/);
    const desk = out.ideas.find((i) => i.topic === "Standing Desk")!;
    expect(desk.scoreParts[0]!.strength).toBeCloseTo(1.2, 6);
  });

  it("adds viewers' questions on the topic as supporting evidence", () => {
    const questions = [
      "what nas do you use for your home server?",
      "is a home server loud?",
      "what's the best desk lamp?",
    ].map((text, i) => ({
      ...requests("x", 1)[0]!,
      id: `q${i}`,
      author: `asker-${i}`,
      text,
      request: null,
      question: true,
    }));
    const out = generateIdeas(baseInput({ comments: [...requests("home server", 3), ...questions] }));
    const question = out.ideas[0]!.evidence.find((e) => e.kind === "question")!;
    expect(question.count).toBe(2);
    expect(out.ideas[0]!.demand).toBeCloseTo(Math.log2(4) + 0.5 * Math.log2(3), 6);
  });

  it("has no idea without evidence, and names no upload time where the history shows none", () => {
    const out = generateIdeas(baseInput());
    expect(out.ideas).toEqual([]);
    // 12 uploads with identical first weeks: no slot can stand out.
    expect(out.uploadTime).toEqual({
      text: expect.stringMatching(/^No publish time stands out: across 12 uploads/),
      measured: false,
      slot: null,
    });
  });
});
