import { describe, expect, it } from "vitest";
import { NOW, baseInput, competitorVideo, daysAgo, ownVideo, requests } from "./__fixtures__/channel";
import { generateIdeas, keyOf, readsAsFragment, trendScore } from "./index";
import type { AudienceComment, CompetitorVideo } from "./types";
import { freshness } from "./rank";
import { ownUploadCandidates } from "./candidates";

describe("ranking", () => {
  it("a request asked by 30 viewers outranks one asked by 2", () => {
    const out = generateIdeas(
      baseInput({ comments: [...requests("mechanical keyboards", 2), ...requests("home server", 30)] }),
    );
    expect(out.ideas.map((i) => i.topic).slice(0, 2)).toEqual(["Home Server", "Mechanical Keyboards"]);
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
    const requested = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "request"));
    expect(requested).toHaveLength(1);
    expect(requested[0]!.evidence[0]!.count).toBe(12);
    expect(requested[0]!.topicKey).toBe("home server");
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
    expect(covered.ideas.map((i) => i.topic).slice(0, 2)).toEqual(["Home Server", "E-readers"]);
    expect(covered.ideas.map((i) => i.topic)).not.toContain("Linux");
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
    // Two new topics, and the batch is filled with the channel's own series before a repeat.
    expect(second.ideas.map((i) => i.topic)).toEqual(["Smartwatches", "VR Headsets", "Desk Setup Tour 13"]);
    expect(second.dropped.previousBatch).toBe(3);
    // With nothing new left, the strongest of the replaced batch comes back, shown by its score.
    const third = generateIdeas(
      baseInput({
        comments,
        previousKeys: [...second.ideas, ...first.ideas].map((i) => i.topicKey),
      }),
    );
    expect(third.ideas.map((i) => i.topic)).toEqual(["Home Server", "Linux", "E-readers"]);
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
    expect(out.ideas[0]!.topic).toBe("Mechanical Keyboard");
    expect(out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "own-topic"))).toHaveLength(1);
    expect(out.ideas[0]!.evidence[0]!.text).toMatch(/Your 5 videos on Mechanical Keyboard get a median 3× the views/);
    // log2(3) × min(1, 5/5).
    expect(out.ideas[0]!.scoreParts).toEqual([{ kind: "own-topic", strength: Math.log2(3) }]);
  });

  it("takes competitors' recent outliers on topics the channel can make, first those that fit it", () => {
    const competitorVideos = [
      // Fits: the channel films desk setups.
      competitorVideo("c1", "The Perfect Desk Lamp | Rival Tech", { outlierScore: 3, tags: ["desk lamp"] }),
      // A stronger outlier, but nothing of the channel shares a word with it.
      competitorVideo("c2", "Sourdough Bread at Home | Rival Tech", { outlierScore: 4 }),
      // Below its channel's median: not evidence.
      competitorVideo("c3", "Desk Mats Compared | Rival Tech", { outlierScore: 1.1 }),
      // Too old to say what works now.
      competitorVideo("c4", "Vintage Desk Restoration", { outlierScore: 6, publishedAt: daysAgo(400) }),
    ];
    const out = generateIdeas(baseInput({ competitorVideos }));
    const outliers = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier"));
    expect(outliers.map((i) => i.topic)).toEqual(["The Perfect Desk Lamp", "Sourdough Bread at Home"]);
    const [lamp, bread] = outliers;
    // The channel's name is not part of the idea.
    expect(lamp!.title).toBe("The Perfect Desk Lamp");
    expect(lamp!.evidenceStrength).toBe("solid");
    expect(lamp!.evidence[0]!.text).toMatch(
      /^1 competitor video on The Perfect Desk Lamp beat its channel's median views \(best 3×/,
    );
    expect(lamp!.evidence.find((e) => e.text.startsWith("Fits your channel"))!.text).toMatch(
      /“desk”.*“Desk Setup Tour/,
    );
    expect(lamp!.evidence[1]!.href).toBe("https://www.youtube.com/watch?v=c1");
    // A median of the channel's uploads as they stood at that age, measured or estimated: said which.
    const medianOf = (over: Partial<CompetitorVideo>) =>
      generateIdeas(
        baseInput({
          competitorVideos: [competitorVideo("c1", "The Perfect Desk Lamp", { outlierScore: 3, ...over })],
        }),
      ).ideas[0]!.evidence[1]!.text;
    expect(medianOf({ baselineViews: 16_000 })).toMatch(/3× its channel's median \(16.0K\)$/);
    expect(medianOf({ baselineViews: 16_000, baselineEstimated: true })).toMatch(
      /3× its channel's median \(16.0K, estimated at that age\)$/,
    );
    // The weak fit is said, halves the outlier's strength and makes the evidence thin (halved
    // again): log2(4) × ½ × ½ < log2(3).
    expect(bread!.evidenceStrength).toBe("thin");
    expect(bread!.evidence.some((e) => /^Topic fit is weak: .*, so its strength counts half;/.test(e.text))).toBe(true);
    expect(bread!.thinEvidence).toMatch(
      /none of your uploads' titles or tags, nor your viewers' requests, share a topic word.*What would help/,
    );
    expect(bread!.score).toBeCloseTo(0.5 * 0.5 * Math.log2(4) * freshness(Date.parse(daysAgo(20)), Date.parse(NOW)), 6);
  });

  it("names a competitor's release by its song or film, not its artist", () => {
    const competitorVideos = [
      competitorVideo("m1", "Bryson Tiller - Run Me Dry (Official Video)", {
        outlierScore: 3,
        channel: "BrysonTillerVEVO",
      }),
      competitorVideo("t1", "MAYHEM Trailer #1 NEW (2017) Steven Yeun Movie HD", {
        outlierScore: 2.5,
        channel: "Movieclips",
      }),
    ];
    const out = generateIdeas(baseInput({ competitorVideos }));
    const outliers = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier"));
    expect(outliers.map((i) => i.topic)).toEqual(["Run Me Dry", "Mayhem"]);
    // A song of two letters is too little to name an idea by: the title's topic as before.
    const ex = competitorVideo("m2", "Ty Dolla $ign - Ex ft. YG [Official Audio]", {
      outlierScore: 3,
      channel: "Ty Dolla $ign",
      tags: ["Beach House 3"],
    });
    const before = generateIdeas(baseInput({ competitorVideos: [ex] }));
    expect(before.ideas.map((i) => i.topic)).toContain("Beach House 3");
  });

  it("lets two shared tag words show a topic's fit, unless the whole niche tags with them", () => {
    // A few of the channel's uploads carry them (on most, they would be the channel's own label).
    const ownVideos = baseInput().ownVideos.map((v, i) => ({
      ...v,
      tags: i < 3 ? ["drugstore beauty", "fashion"] : [],
    }));
    const bump = competitorVideo("c1", "Pregnancy Chat and Bump Update", {
      outlierScore: 3,
      tags: ["vlogger", "beauty", "fashion"],
    });
    const fitOf = (input: ReturnType<typeof baseInput>) =>
      generateIdeas(input)
        .ideas.find((i) => i.title.startsWith("Pregnancy"))
        ?.evidence.find((e) => /^(Fits your channel|Topic fit is weak)/.test(e.text))?.text;
    expect(fitOf(baseInput({ ownVideos, competitorVideos: [bump] }))).toMatch(
      /^Fits your channel: “beauty”, “fashion”/,
    );
    // On every channel's uploads here: "beauty" and "fashion" say the niche, not the topic.
    const others = ["Other A", "Other B"].map((channel, i) =>
      competitorVideo(`o${i}`, "Weekly Favourites", { channel, outlierScore: 0.9, tags: ["beauty", "fashion"] }),
    );
    expect(fitOf(baseInput({ ownVideos, competitorVideos: [bump, ...others] }))).toMatch(/^Topic fit is weak/);
  });

  it("leaves a competitor's own name, tagged on all its uploads and by nobody else, off the idea", () => {
    const tags = ["zalfie", "vlog"];
    const competitorVideos = [
      competitorVideo("c1", "ZALFIE NEW FLAT SURPRISE!", { channel: "PointlessBlogVlogs", outlierScore: 3, tags }),
      competitorVideo("c2", "MYKONOS FAMILY HOLIDAY", { channel: "PointlessBlogVlogs", outlierScore: 0.8, tags }),
      competitorVideo("c3", "5 YEAR ANNIVERSARY!", { channel: "PointlessBlogVlogs", outlierScore: 0.9, tags }),
    ];
    const titles = generateIdeas(baseInput({ competitorVideos })).ideas.map((i) => i.title);
    expect(titles).toContain("New Flat Surprise");
    expect(titles.join(" ")).not.toMatch(/zalfie/i);
  });

  it("reads a tag as what its last word names: a word before it alone is no fit", () => {
    const ownVideos = baseInput().ownVideos.map((v, i) => ({
      ...v,
      tags: i === 0 ? ["back to school", "sephora haul"] : [],
    }));
    const fitOf = (title: string) =>
      generateIdeas(
        baseInput({ ownVideos, competitorVideos: [competitorVideo("c1", title, { outlierScore: 3 })] }),
      ).ideas[0]?.evidence.find((e) => /^(Fits your channel|Topic fit is weak)/.test(e.text))?.text;
    expect(fitOf("Frank Lampard Back At Cobham")).toMatch(/^Topic fit is weak/);
    expect(fitOf("How Much?! Missguided Haul")).toMatch(/^Fits your channel: “haul” is in your uploads' tags/);
  });

  it("takes no fit from words any channel's titles share: how a video is cut or announced", () => {
    const ownVideos = baseInput().ownVideos.map((v, i) =>
      i === 0 ? { ...v, title: "Origins: Post Launch & Season Pass | Trailer", tags: ["interview", "gameplay"] } : v,
    );
    const fitOf = (title: string) =>
      generateIdeas(
        baseInput({ ownVideos, competitorVideos: [competitorVideo("c1", title, { outlierScore: 3 })] }),
      ).ideas[0]?.evidence.find((e) => /^(Fits your channel|Topic fit is weak)/.test(e.text))?.text;
    expect(fitOf("Liverpool 0-0 Manchester United - Jose Mourinho Post Match Interview")).toMatch(/^Topic fit is weak/);
    expect(fitOf("Origins Season Pass Explained")).toMatch(/^Fits your channel: “origin”/);
    // "game" and "team" are any sport's words (the studio's titles hold "Season Pass", not "game plan").
    const sports = ownVideos.map((v, i) =>
      i === 1 ? { ...v, title: "Arsenal 3-0 Bournemouth | It's Only One Game, I'm Still Not Confident", tags: [] } : v,
    );
    const sportFit = generateIdeas(
      baseInput({
        ownVideos: sports,
        competitorVideos: [competitorVideo("c1", "We were the better team but had no Game Plan", { outlierScore: 3 })],
      }),
    ).ideas[0]?.evidence.find((e) => /^(Fits your channel|Topic fit is weak)/.test(e.text))?.text;
    expect(sportFit).toMatch(/^Topic fit is weak/);
  });

  it("takes no idea from a match's reaction whose other words are said, not named", () => {
    // A post-match interview channel tracking fan channels: the rant's views came from the match,
    // which is over, and its tags (the teams, the players) are the creator's own words too.
    const own = baseInput().ownVideos.map((v, i) => ({
      ...v,
      title: [
        "Watford 2-1 Arsenal - Arsene Wenger Post Match Interview",
        "Liverpool 0-0 Manchester United - Jose Mourinho Post Match Interview",
        "Watford 2-1 Arsenal - Tom Cleverley & Troy Deeney Post Match Interview",
      ][i % 3]!,
      tags: ["Football", "Watford", "Arsenal", "Troy Deeney"],
    }));
    const rant = competitorVideo("c1", "Watford 2-1 Arsenal | We've Run Out Of Paper For The Cracks! (DT Rant)", {
      outlierScore: 4.7,
      tags: ["Arsenal", "Watford", "Troy Deeney"],
    });
    const conference = competitorVideo(
      "c2",
      "Liverpool 0-0 Manchester United - Jose Mourinho Full Post Match Press Conference - Premier League",
      { outlierScore: 2.0 },
    );
    const topics = generateIdeas(baseInput({ ownVideos: own, competitorVideos: [rant, conference] })).ideas.map(
      (i) => i.topic,
    );
    expect(topics).not.toContain("We've Run Out Of Paper For The Cracks");
    // A result written as words and numbers is a match too.
    const quote = competitorVideo(
      "c3",
      "'Most disheartened I've been after a win, Paper Over the Cracks' West Ham 1 Swansea 0",
      {
        outlierScore: 2.4,
      },
    );
    const confident = competitorVideo(
      "c4",
      "Arsenal 3-0 Bournemouth | It's Only One Game, I'm Still Not Confident (DT)",
      {
        outlierScore: 2.2,
      },
    );
    const others = generateIdeas(baseInput({ ownVideos: own, competitorVideos: [quote, confident] })).ideas.map(
      (i) => i.topic,
    );
    expect(others).not.toContain("Paper Over the Cracks");
    expect(others).not.toContain("It's Only One Game");
    // Without a match, a channel's own words are its topic ("We Bought a House!" is what the vlog is about).
    const vlog = competitorVideo("c5", "We Bought a House!", { outlierScore: 3 });
    expect(generateIdeas(baseInput({ competitorVideos: [vlog] })).ideas.map((i) => i.topic)).toContain(
      "We Bought a House",
    );
    // A match's report that names what it is (the manager's press conference) stays.
    expect(topics).toContain("Jose Mourinho Full Post Match Press Conference");
  });

  it("lets a competitor's outlier on a topic the channel just covered back the follow-up to that upload", () => {
    const own = [
      ownVideo("i1", "Liverpool 0-0 Manchester United - Jose Mourinho Post Match Interview", {
        publishedAt: daysAgo(8),
        views: 50_000,
      }),
      ownVideo("i2", "Watford 2-1 Arsenal - Arsene Wenger Post Match Interview", {
        publishedAt: daysAgo(7),
        views: 11_000,
      }),
      ...Array.from({ length: 6 }, (_, i) =>
        ownVideo(`o${i}`, `Stoke 1-1 Burnley - Manager ${i} Post Match Interview`, {
          publishedAt: daysAgo(20 + i * 5),
        }),
      ),
    ];
    const conference = competitorVideo(
      "c2",
      "Liverpool 0-0 Manchester United - Jose Mourinho Full Post Match Press Conference - Premier League",
      { outlierScore: 2.0, publishedAt: daysAgo(10) },
    );
    const out = generateIdeas(baseInput({ ownVideos: own, competitorVideos: [conference] }));
    // Covered by the channel's own interview eight days ago: no idea of its own…
    expect(out.ideas.map((i) => i.topic)).not.toContain("Jose Mourinho Full Post Match Press Conference");
    expect(out.dropped.coveredRecently).toBe(1);
    // …but it backs the follow-up to that interview, which ranks with outside evidence.
    const followUp = out.ideas.find((i) => i.topic === "Jose Mourinho Post Match Interview")!;
    expect(followUp.scoreParts.map((p) => p.kind).sort()).toEqual(["competitor-outlier", "own-upload"]);
    expect(followUp.evidence.map((e) => e.text)).toContainEqual(
      expect.stringMatching(
        /^1 competitor video on Jose Mourinho Full Post Match Press Conference beat its channel's median views \(best 2×, \d+ days old\)$/,
      ),
    );
    expect(followUp.evidenceStrength).toBe("solid");
    expect(followUp.rankReason).not.toMatch(/Added from your own uploads/);
  });

  it("counts what the channel's viewers ask for as a fit, and merges the outlier into their request", () => {
    const out = generateIdeas(
      baseInput({
        comments: requests("mechanical keyboards", 4),
        competitorVideos: [competitorVideo("c1", "The Best Mechanical Keyboard Under $50", { outlierScore: 2.6 })],
      }),
    );
    const idea = out.ideas[0]!;
    expect(idea.scoreParts.map((p) => p.kind).sort()).toEqual(["competitor-outlier", "request"]);
    expect(idea.evidence.map((e) => e.text)).toContain(
      "Fits your channel: “mechanical”, “keyboard” are in your viewers' requests (Mechanical Keyboards)",
    );
    expect(idea.evidenceStrength).toBe("solid");
  });

  it("counts a modest outlier (under 2×) as thin evidence and says what would make it strong", () => {
    const out = generateIdeas(
      baseInput({ competitorVideos: [competitorVideo("c1", "Desk Cable Management", { outlierScore: 1.4 })] }),
    );
    const idea = out.ideas.find((i) => i.topic === "Desk Cable Management")!;
    expect(idea.evidenceStrength).toBe("thin");
    expect(idea.thinEvidence).toMatch(/beat its channel's median by 1.4×, a modest lead/);
    expect(idea.thinEvidence).toMatch(/2× its median or more/);
    expect(idea.reasoning).toMatch(/Thin evidence: .* × ½ for thin evidence = score/);
  });

  it("ranks a modest outlier that fits the channel above a stronger one that fits nothing of it", () => {
    const competitorVideos = [
      competitorVideo("c1", "Sourdough Bread at Home", { outlierScore: 3 }),
      competitorVideo("c2", "Desk Cable Management", { outlierScore: 1.9 }),
    ];
    const out = generateIdeas(baseInput({ competitorVideos }));
    const outliers = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier"));
    expect(outliers.map((i) => i.topic)).toEqual(["Desk Cable Management", "Sourdough Bread at Home"]);
    expect(outliers.every((i) => i.evidenceStrength === "thin")).toBe(true);
  });

  it("builds on the topic of a competitor's episode, not the name of their show", () => {
    const episode = competitorVideo("c1", "Wrestling Games - Angry Video Game Nerd (Episode 149)", {
      outlierScore: 3,
      tags: ["angry video game nerd", "avgn", "wrestling"],
    });
    const out = generateIdeas(baseInput({ competitorVideos: [episode] }));
    const outliers = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier"));
    expect(outliers.map((i) => i.topic)).toEqual(["Wrestling Games"]);
    // Without the episode number, the show is known by the letters the channel tags elsewhere too.
    const renamed = { ...episode, title: "Wrestling Games - Angry Video Game Nerd" };
    const films = competitorVideo("c2", "Top 10 Popular Films I Don't Love", {
      outlierScore: 0.8,
      tags: ["films", "avgn"],
    });
    const again = generateIdeas(baseInput({ competitorVideos: [renamed, films] }));
    expect(
      again.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier")).map((i) => i.topic),
    ).toEqual(["Wrestling Games"]);
  });

  it("with no upload clearly above its median, takes the competitors' best one and says it is no clear outlier", () => {
    const competitorVideos = [
      competitorVideo("c1", "Desk Cable Management", { outlierScore: 1.1 }),
      competitorVideo("c2", "Monitor Arm Install", { outlierScore: 0.9 }),
    ];
    const out = generateIdeas(baseInput({ competitorVideos }));
    const outliers = out.ideas.filter((i) => i.scoreParts.some((p) => p.kind === "competitor-outlier"));
    expect(outliers.map((i) => i.topic)).toEqual(["Desk Cable Management"]);
    expect(outliers[0]!.thinEvidence).toMatch(
      /only 1.1×, yet it is the best your competitors did lately: no clear outlier/,
    );
    // Below its median is never evidence.
    expect(
      generateIdeas(baseInput({ competitorVideos: [competitorVideos[1]!] })).ideas.some((i) =>
        i.scoreParts.some((p) => p.kind === "competitor-outlier"),
      ),
    ).toBe(false);
  });

  it("keeps a place for a competitor's outlier when stronger requests fill the batch", () => {
    const comments = ["home server", "linux", "e-readers"].flatMap((t, i) => requests(t, 20 - i * 3));
    const competitorVideos = [competitorVideo("c1", "Standing Desk Review", { outlierScore: 2.5 })];
    const out = generateIdeas(baseInput({ comments, competitorVideos }));
    expect(out.ideas.map((i) => i.topic)).toEqual(["Home Server", "Linux", "Standing Desk Review"]);
    expect(out.ideas[2]!.rankReason).toMatch(/strongest recent outlier/);
  });

  it("counts a competitor upload's age as the monitor's card does, in whole days rounded down", () => {
    // 33.6 days old: the monitor's card says "33d ago" and its text "at 33 days old".
    const publishedAt = new Date(Date.parse(NOW) - 33.6 * 86_400_000).toISOString();
    const competitorVideos = [competitorVideo("c1", "Standing Desk Review", { outlierScore: 2.5, publishedAt })];
    const idea = generateIdeas(baseInput({ competitorVideos })).ideas.find((i) => i.topic === "Standing Desk Review")!;
    expect(idea.evidence.map((e) => e.text)).toContain(
      "1 competitor video on Standing Desk Review beat its channel's median views (best 2.5×, 33 days old)",
    );
    // Under a day, in hours.
    const fresh = competitorVideo("c2", "Standing Desk Review", {
      outlierScore: 2.5,
      publishedAt: new Date(Date.parse(NOW) - 5.5 * 3_600_000).toISOString(),
    });
    const young = generateIdeas(baseInput({ competitorVideos: [fresh] })).ideas[0]!;
    expect(young.evidence[0]!.text).toContain("(best 2.5×, 5 hours old)");
  });

  it("adds up different kinds of evidence on one topic", () => {
    const competitorVideos = [
      competitorVideo("c1", "I Built a Home Server for $200", { outlierScore: 4 }),
      competitorVideo("c2", "Home Server Mistakes to Avoid", { outlierScore: 1.1 }),
    ];
    const out = generateIdeas(
      baseInput({ competitorVideos, comments: [...requests("home server", 3), ...requests("linux", 7)] }),
    );
    const home = out.ideas.find((i) => i.topicKey === "home server")!;
    expect(home.scoreParts.map((p) => p.kind).sort()).toEqual(["competitor-outlier", "request"]);
    expect(home.demand).toBeCloseTo(Math.log2(4) + Math.log2(4), 6);
    expect(out.ideas[0]!.topicKey).toBe("home server");
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

  it("never takes a comment that asks nothing for a request, and names a request by what it names", () => {
    const asked = (id: string, text: string, over: Partial<AudienceComment>) => ({
      ...requests("x", 1)[0]!,
      id,
      author: `viewer-${id}`,
      text,
      ...over,
    });
    const comments = [
      // Seen on a real channel: flagged, but it asks nothing.
      asked("glue-1", "I did not watch the video. However, just take some glue and fix the Fission 9 yourself.", {
        request: "fission 9",
      }),
      asked("glue-2", "I did not watch the video. However, just take some glue and fix the Fission 9 yourself.", {
        request: null,
        question: true,
      }),
      // A real request whose phrase points at the video ("these"): the part that names something is kept.
      asked("cmp", "Could you do comparison videos between these and the Take Down?", {
        request: "comparison videos between these and the take down",
      }),
    ];
    const out = generateIdeas(baseInput({ comments }));
    const quoted = out.ideas.flatMap((i) => i.evidence.map((e) => e.text)).join(" | ");
    expect(quoted).not.toMatch(/glue/i);
    expect(out.ideas.map((i) => i.topic)).not.toContain("Fission 9");
    const takeDown = out.ideas.find((i) => i.scoreParts.some((p) => p.kind === "request"))!;
    expect(takeDown.title).toBe("Take Down Comparison");
    expect(readsAsFragment(takeDown.title)).toBe(false);
    expect(takeDown.evidence[1]!.text).toMatch(/^“Could you do comparison videos between these and the Take Down\?”/);
    // One viewer is thin evidence: said, with what would help, and ranked on half its score.
    expect(takeDown.evidenceStrength).toBe("thin");
    expect(takeDown.thinEvidence).toMatch(
      /^Thin evidence: one viewer asked for it\. What would help: more viewers asking/,
    );
    expect(takeDown.score).toBeCloseTo(0.5 * 1 * freshness(Date.parse(daysAgo(5)), Date.parse(NOW)), 6);
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

  it("with no outside evidence, fills the batch from the channel's own uploads, labelled and thin", () => {
    const ownVideos = [
      ownVideo("a", "MYKONOS FAMILY HOLIDAY", { publishedAt: daysAgo(30), views: 800 }),
      // Its tags spell "iPhone" as people do; the shouted title cannot.
      ownVideo("b", "SURPRISING MY GIRLFRIEND WITH IPHONE 8+", {
        publishedAt: daysAgo(40),
        views: 1_300,
        tags: ["iPhone 8 Plus"],
      }),
      ownVideo("c", "MY 24TH BIRTHDAY! *Treasure Hunt*", { publishedAt: daysAgo(50), views: 600 }),
      ownVideo("d", "PLEASE DO THIS TODAY!", { publishedAt: daysAgo(60), views: 3_000 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos }));
    // "PLEASE DO THIS TODAY!" names no topic, and a birthday has no part 2 (its next is a year
    // away); the best of the rest first.
    expect(out.ideas.map((i) => i.title)).toEqual([
      "Surprising My Girlfriend with iPhone 8+ Part 2",
      "Mykonos Family Holiday Part 2",
    ]);
    for (const idea of out.ideas) {
      expect(idea.scoreParts.map((p) => p.kind)).toEqual(["own-upload"]);
      expect(idea.evidenceStrength).toBe("thin");
      expect(idea.evidence[0]!.text).toMatch(
        /^Your own upload “.+” \(\w+ 2026\) has [\d.]+K? views, [\d.]+× the median of your other uploads/,
      );
      expect(idea.thinEvidence).toMatch(/only your own past upload backs it.*What would help: viewers asking/);
      expect(idea.rankReason).toMatch(/Added from your own uploads so the batch has 3 ideas/);
    }
  });

  it("ranks the channel's own hit above a competitor's upload that barely beat its median off-topic", () => {
    const ownVideos = [
      ownVideo("a", "MYKONOS FAMILY HOLIDAY", { publishedAt: daysAgo(30), views: 800 }),
      ownVideo("b", "SURPRISING MY GIRLFRIEND WITH IPHONE 8+", { publishedAt: daysAgo(40), views: 4_000 }),
      ownVideo("c", "MY 24TH BIRTHDAY! *Treasure Hunt*", { publishedAt: daysAgo(50), views: 600 }),
    ];
    // 1.02x its channel's median, on a topic none of the uploads touches: thin twice over.
    const competitorVideos = [
      competitorVideo("c1", "Marvel vs. Capcom: Infinite Collector's Edition UNBOXING (PS4)", { outlierScore: 1.02 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos, competitorVideos }));
    expect(out.ideas.map((i) => i.title)).toEqual([
      "Surprising My Girlfriend with iPhone 8+ Part 2",
      "Mykonos Family Holiday Part 2",
      "Marvel vs Capcom",
    ]);
    expect(out.ideas[0]!.rankReason).toMatch(/^Ranked 1st of 3 by evidence strength .*, the strongest evidence/);
    expect(out.ideas[2]!.evidence[0]!.text).toContain("(best 1.02×,");
    expect(out.ideas[2]!.evidence[0]!.text).toContain("(best 1.02×,");
    expect(out.ideas[2]!.rankReason).toMatch(/^Ranked 3rd of 3 by evidence strength \(score 0\), after “Mykonos/);
    // A competitor's clear outlier that fits still comes before any follow-up.
    const fitting = [competitorVideo("c2", "Mykonos Travel Guide", { outlierScore: 3 })];
    const solid = generateIdeas(baseInput({ ownVideos, competitorVideos: fitting }));
    expect(solid.ideas[0]!.scoreParts.map((p) => p.kind)).toEqual(["competitor-outlier"]);
    expect(solid.ideas.slice(1).map((i) => i.scoreParts[0]!.kind)).toEqual(["own-upload", "own-upload"]);
  });

  it("lets the channel's own hits take the places of competitors' outliers that neither fit nor clearly lead", () => {
    const ownVideos = [
      ownVideo("a", "MYKONOS FAMILY HOLIDAY", { publishedAt: daysAgo(30), views: 800 }),
      ownVideo("b", "SURPRISING MY GIRLFRIEND WITH IPHONE 8+", { publishedAt: daysAgo(40), views: 4_000 }),
      ownVideo("c", "MY 24TH BIRTHDAY! *Treasure Hunt*", { publishedAt: daysAgo(50), views: 2_500 }),
      ownVideo("e", "OUR NEW PUPPY!", { publishedAt: daysAgo(55), views: 2_400 }),
      ownVideo("d", "Cleaning My Room", { publishedAt: daysAgo(60), views: 700 }),
    ];
    // Three modest leads on topics none of the uploads touches: thin, and counted half.
    const competitorVideos = [
      competitorVideo("c1", "I GOT TO MEET VICTORIA BECKHAM IN NEW YORK | VLOG 36", { outlierScore: 1.6 }),
      competitorVideo("c2", "A Weekend In The Life: London With Lily", { outlierScore: 1.3 }),
      competitorVideo("c3", "Glossier: Best & Worst", { outlierScore: 1.25 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos, competitorVideos }));
    const kinds = out.ideas.map((i) => i.scoreParts[0]!.kind);
    // The strongest outlier keeps the batch's competitor place; the own hits outscore the rest.
    expect(kinds.sort()).toEqual(["competitor-outlier", "own-upload", "own-upload"]);
    expect(out.ideas.find((i) => i.scoreParts[0]!.kind === "competitor-outlier")!.topic).toMatch(/Victoria Beckham/);
    // Modest leads on the channel's own topics keep their places: they are outside evidence that fits.
    const fitting = [
      competitorVideo("f1", "Holiday Packing Tips", { outlierScore: 1.6 }),
      competitorVideo("f2", "Surprising My Boyfriend With A Puppy", { outlierScore: 1.3 }),
      competitorVideo("f3", "Birthday Cake Decorating", { outlierScore: 1.25 }),
    ];
    const kept = generateIdeas(baseInput({ ownVideos, competitorVideos: fitting }));
    expect(kept.ideas.map((i) => i.scoreParts[0]!.kind)).toEqual([
      "competitor-outlier",
      "competitor-outlier",
      "competitor-outlier",
    ]);
    for (const idea of out.ideas.filter((i) => i.scoreParts[0]!.kind === "own-upload"))
      expect(idea.rankReason).toMatch(
        /From your own uploads: it scores above a competitor's outlier it replaced, one off your topics and no clear lead\.$/,
      );
  });

  it("follows up an own upload on its topic, not on the channel's credit of who is in it", () => {
    const ownVideos = [
      ownVideo("a", "We Need To Talk About Alcohol | Teenage VS Twentysomething | Melanie Murphy & Jessie B", {
        publishedAt: daysAgo(30),
        views: 3_000,
      }),
      ownVideo("b", "Autumn Favourites | Melanie Murphy", { publishedAt: daysAgo(40), views: 1_000 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos, channelName: "Melanie Murphy" }));
    expect(out.ideas.map((i) => i.title)).toEqual(["We Need To Talk About Alcohol Part 2", "Autumn Favourites Part 2"]);
  });

  it("says a follow-up to an upload below the channel's usual is another try, and leaves the channel's show out of it", () => {
    const ownVideos = [
      ownVideo("a", "Wrestling Games - Angry Video Game Nerd", {
        publishedAt: daysAgo(30),
        views: 3_000,
        tags: ["Wrestling Games", "AVGN"],
      }),
      ownVideo("b", "Top 10 Popular Films I Don't Love", { publishedAt: daysAgo(40), views: 1_000, tags: ["avgn"] }),
    ];
    const out = generateIdeas(baseInput({ ownVideos }));
    expect(out.ideas.map((i) => i.title)).toEqual([
      "Wrestling Games Part 2",
      "Top 10 Popular Films I Don't Love Part 2",
    ]);
    expect(out.ideas[0]!.evidence[0]!.text).toMatch(/3× the median of your other uploads: a follow-up builds on it$/);
    expect(out.ideas[1]!.evidence[0]!.text).toMatch(
      /0\.3× the median of your other uploads: below your usual, so a follow-up would try the topic again rather than build on a success$/,
    );
  });

  it("follows a release with its making and a match report with the next match's, never with a part 2", () => {
    const ownVideos = [
      ownVideo("a", "BOBBY - ‘RUNAWAY’ M/V", { publishedAt: daysAgo(30), views: 3_000 }),
      ownVideo("b", "Atletico Madrid vs Barcelona 1-1 - All Goals & Extended Highlights - La Liga 14/10/2017 HD", {
        publishedAt: daysAgo(40),
        views: 2_000,
      }),
      ownVideo("c", "Liverpool 0-0 Manchester United - Jose Mourinho Post Match Interview", {
        publishedAt: daysAgo(45),
        views: 1_500,
      }),
      // The title's topic would be the artist: the making is the song's.
      ownVideo("d", "Krept & Konan - For Me ft. Ed Sheeran (Official Video)", {
        publishedAt: daysAgo(48),
        views: 1_200,
      }),
      ownVideo("e", "Unboxing the iPhone 8", { publishedAt: daysAgo(50), views: 900 }),
      // The channel's every match report says "All Goals & Extended Highlights": the label is the league.
      ownVideo("f", "Napoli vs Roma 1-0 - All Goals & Extended Highlights", { publishedAt: daysAgo(60), views: 500 }),
    ];
    const candidates = ownUploadCandidates(ownVideos, new Map(), Date.parse(NOW));
    expect(candidates.map((c) => c.label)).toEqual([
      "Runaway",
      "La Liga Highlights",
      "Jose Mourinho Post Match Interview",
      "For Me",
      "Unboxing the iPhone 8",
    ]);
    expect(candidates.map((c) => c.followUp)).toEqual([
      "behind-the-scenes",
      "next-match",
      "next-match",
      "behind-the-scenes",
      "part",
    ]);
    const out = generateIdeas(baseInput({ ownVideos }));
    expect(out.ideas.map((i) => i.title)).toEqual([
      "Runaway Behind the Scenes",
      "La Liga Highlights",
      "Jose Mourinho Post Match Interview",
    ]);
    expect(out.ideas[0]!.evidence[0]!.text).toMatch(/: a Behind the Scenes video of Runaway builds on it$/);
    expect(out.ideas[1]!.evidence[0]!.text).toMatch(/: the same for the next match builds on it$/);
  });

  it("follows a match reaction titled by what was said with the channel's side's next match reaction", () => {
    const ownVideos = [
      ownVideo("a", "Watford 2-1 Arsenal | We've Run Out Of Paper For The Cracks! (DT Rant)", {
        publishedAt: daysAgo(30),
        views: 860_000,
      }),
      ownVideo("b", "Arsenal 2-0 Brighton | DT Lashes Out At The Alexis Haters!!", {
        publishedAt: daysAgo(40),
        views: 320_000,
      }),
      ownVideo("c", "Arsenal 3-0 Bournemouth | It's Only One Game, I'm Still Not Confident (DT)", {
        publishedAt: daysAgo(45),
        views: 490_000,
      }),
      ownVideo("d", "It's Time For The Jack & Reiss Show!!! | Arsenal v FC Köln Starting 11", {
        publishedAt: daysAgo(50),
        views: 100_000,
      }),
    ];
    const candidates = ownUploadCandidates(ownVideos, new Map(), Date.parse(NOW));
    const reactions = candidates.filter((c) => c.followUp === "next-match");
    expect(reactions.map((c) => c.label)).toEqual([
      "Arsenal Match Reaction",
      "Arsenal Match Reaction",
      "Arsenal Match Reaction",
    ]);
    const titles = generateIdeas(baseInput({ ownVideos })).ideas.map((i) => i.title);
    // One idea for the three: the same next match.
    expect(titles.filter((t) => /Match Reaction/.test(t))).toEqual(["Arsenal Match Reaction"]);
    expect(titles.join(" | ")).not.toMatch(/Paper For The Cracks|Alexis Haters|Only One Game/);
    // A match another side played is no reaction of the channel's next match: no follow-up.
    const other = ownUploadCandidates(
      [
        ...ownVideos,
        ownVideo("e", "Spurs 1-0 Chelsea | We Were Robbed!", { publishedAt: daysAgo(20), views: 900_000 }),
      ],
      new Map(),
      Date.parse(NOW),
    );
    expect(other.map((c) => c.label)).not.toContain("We Were Robbed");
  });

  it("names the tag a follow-up's topic came from when the upload's title hides it", () => {
    const ownVideos = [
      ownVideo("a", "I'M SO DONE WITH THIS..", {
        publishedAt: daysAgo(30),
        views: 277_000,
        tags: ["home office", "office", "diy"],
      }),
      ownVideo("b", "Unboxing the iPhone 8", { publishedAt: daysAgo(40), views: 1_000 }),
      ownVideo("c", "Build Log Ep. 7", { publishedAt: daysAgo(50), views: 900 }),
    ];
    const idea = generateIdeas(baseInput({ ownVideos })).ideas.find((i) => i.topic === "Home Office")!;
    expect(idea.evidence[0]!.text).toMatch(
      /^Your own upload “I'M SO DONE WITH THIS\.\.” \(\w+ \d{4}, tagged “home office”\) has/,
    );
    // A title that names its topic says nothing more.
    const unboxing = generateIdeas(baseInput({ ownVideos })).ideas.find((i) => i.topic === "Unboxing the iPhone 8");
    if (unboxing) expect(unboxing.evidence[0]!.text).not.toContain("tagged");
  });

  it("continues an upload that calls itself an episode with the next episode, not a part 2 of it", () => {
    const ownVideos = [
      ownVideo("a", "Half in the Bag Episode 132: mother!", { publishedAt: daysAgo(30), views: 3_000 }),
      ownVideo("b", "Unboxing the iPhone 8", { publishedAt: daysAgo(40), views: 1_000 }),
      ownVideo("c", "Build Log Ep. 7", { publishedAt: daysAgo(50), views: 900 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos }));
    expect(out.ideas.map((i) => i.title)).toEqual([
      "Half in the Bag Episode 133",
      "Unboxing the iPhone 8 Part 2",
      "Build Log Ep 8",
    ]);
    expect(out.ideas[0]!.evidence[0]!.text).toMatch(/: the next episode of its series$/);
  });

  it("continues a show named apart from its episode's topic with the show's next episode", () => {
    const ownVideos = [
      ownVideo("a", "The Nerd Crew: Episode 6 - The Last Jedi Trailer 2 Reaction! And Justice League Breakdown", {
        publishedAt: daysAgo(30),
        views: 3_000,
      }),
      ownVideo("b", "Unboxing the iPhone 8", { publishedAt: daysAgo(40), views: 1_000 }),
    ];
    const out = generateIdeas(baseInput({ ownVideos }));
    expect(out.ideas.map((i) => i.title)).toContain("The Nerd Crew Episode 7");
    expect(out.ideas.map((i) => i.title).join(" ")).not.toMatch(/Reaction Part 2/);
  });

  it("has no idea without uploads or evidence, and names no upload time where the history shows none", () => {
    expect(generateIdeas(baseInput({ ownVideos: [] })).ideas).toEqual([]);
    const out = generateIdeas(baseInput());
    // 12 uploads with identical first weeks: no slot can stand out.
    expect(out.uploadTime).toEqual({
      text: expect.stringMatching(/^No publish time stands out: across 12 uploads/),
      measured: false,
      slot: null,
    });
  });
});
