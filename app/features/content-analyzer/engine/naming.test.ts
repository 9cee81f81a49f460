import { describe, expect, it } from "vitest";
import { NOW, daysAgo, sampleSearch, video } from "./__fixtures__/market";
import { analyzeMarket } from "./analyze";
import { namePhrases, titlePhrases } from "./naming";
import { tokenize, unigrams } from "~/lib/title-words";

/** The name's words in the engine's normal form ("Smart Plugs" -> "smart plug"). */
const keyOf = (name: string) =>
  unigrams(tokenize(name.replace(/ \(\d+\)$/, "")))
    .map((t) => t.term)
    .join(" ");

// An AI-tools market like the one that was named "Automate, Inbox & Settle" and "AI Image, Settle & Parrot".
const aiTools = [
  "How to Automate Your Inbox With AI (Step by Step)",
  "Automate Your Inbox in 10 Minutes With AI Email Assistants",
  "AI Email Assistants Compared: Which Saves the Most Time?",
  "Settle Your Email Backlog With an AI Email Assistant",
  "The Best AI Email Assistants for Busy People",
  "AI Image Generators Compared: Parrot vs Canvasly",
  "Parrot AI Image Generator Review",
  "5 AI Image Generators for Thumbnails",
  "Settle the Debate: Which AI Image Generator Is Best?",
  "AI Image Generators Tested on Real Thumbnails",
  "AI Note Taking Apps for Meetings",
  "The AI Note Taking App I Use Every Day",
  "AI Note Taking: Otterly vs Notewell",
  "Best AI Note Taking Apps for Students",
  "AI Meeting Notes Without the Hassle",
].map((title, i) =>
  video({
    title,
    tags: [],
    description: "",
    publishedAt: daysAgo(10 + i * 20),
    viewCount: 5_000 + i * 1_000,
    channelSubscribers: null,
  }),
);

describe("cluster names", () => {
  const result = analyzeMarket({ query: "ai productivity tools", videos: aiTools, now: NOW });

  it("are a phrase the cluster's titles share, never a list of words", () => {
    expect(result.clusters.length).toBeGreaterThanOrEqual(2);
    for (const cluster of result.clusters) {
      expect(cluster.name).not.toMatch(/,|&/);
      expect(cluster.name.split(" ").length).toBeLessThanOrEqual(3);
      const titles = cluster.videoIds.map((id) => aiTools.find((v) => v.videoId === id)!.title);
      const sharing = titles.filter((title) => titlePhrases(title).has(keyOf(cluster.name)));
      expect(sharing.length, `${cluster.name} in ${titles.join(" | ")}`).toBeGreaterThanOrEqual(
        Math.min(2, titles.length),
      );
    }
    const names = result.clusters.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["AI Email Assistants", "AI Image Generators", "AI Note Taking"]));
    expect(names.join(" ")).not.toMatch(/Settle|Parrot|Automate/);
  });

  it("name the smart-device videos by the word most of their titles carry, not a pairing two of them share", () => {
    const smart = sampleSearch("setup");
    const analysis = analyzeMarket({ query: "setup", videos: smart, now: NOW });
    // "Smart Home" is in 2 of the 9 titles ("7 Smart Home Devices…", "10 Smart Home Automations…");
    // "Smart" in most ("Smart Plugs", "Smart Thermostats", "Which Smart Hub?"), and in their tags.
    const cluster = analysis.clusters.find((c) => c.name === "Smart")!;
    expect(cluster).toBeDefined();
    const titles = cluster.videoIds.map((id) => smart.find((v) => v.videoId === id)!.title);
    expect(titles.filter((t) => /smart/i.test(t)).length * 2).toBeGreaterThan(titles.length);
    expect(analysis.clusters.map((c) => c.name)).not.toContain("Smart Home");
  });

  it("come from the sample world's titles for every sample query, carried by most of each topic's videos", () => {
    for (const query of ["setup", "review", "home", "2026", "ai", "productivity"]) {
      const videos = sampleSearch(query);
      for (const cluster of analyzeMarket({ query, videos, now: NOW }).clusters) {
        expect(cluster.name).not.toMatch(/,|&/);
        const titles = cluster.videoIds.map((id) => videos.find((v) => v.videoId === id)!.title);
        const words = keyOf(cluster.name).split(" ");
        const carrying = titles.filter((title) => {
          const have = new Set(unigrams(tokenize(title)).map((t) => t.term));
          return words.every((w) => have.has(w));
        });
        expect(carrying.length * 2, `${query}: ${cluster.name} in ${titles.join(" | ")}`).toBeGreaterThan(
          titles.length,
        );
      }
    }
  });

  it("form no topic when no name is shared, and say so instead of naming one title's phrase", () => {
    const scattered = ["Sourdough crumb secrets", "Rye loaf basics", "Focaccia at home", "Brioche by hand"].map(
      (title) => video({ title, tags: ["bread", "baking"], description: "" }),
    );
    const analysis = analyzeMarket({ query: "bread", videos: scattered, now: NOW });
    expect(analysis.clusters).toEqual([]);
    expect(analysis.unsortedVideoIds.sort()).toEqual(scattered.map((v) => v.videoId).sort());
    expect(analysis.peakTopic).toBeNull();
    expect(analysis.noPickReasons.peakTopic).toBe(
      "No two of the 4 results carry the same name in their titles (beyond the words of your search), so they form no topic to rank.",
    );
    expect(analysis.noPickReasons.lowCompetitionGem).toBe(analysis.noPickReasons.peakTopic);
    expect(analysis.summary).toBe(
      '4 videos came back for "bread", but no two of their titles carry the same name, so they form no topic.',
    );
    expect(analysis.whatToBuild).toMatch(/^The 4 results for "bread" share no topic/);
  });

  it("split a cluster whose titles share no name into the topics they do share, leaving the rest in none", () => {
    // Tagged alike, so the tree puts them together; "Rotten Tomatoes" is in two of the five titles.
    const tags = ["review", "movies", "reaction", "camera"];
    const videos = [
      "Rotten Tomatoes Scores Explained",
      "Why Rotten Tomatoes Scores Lie",
      "I Climbed the Eiffel Tower at Night",
      "My Worst First Date Ever",
      "Pixel 2 Camera Review vs iPhone 8",
    ].map((title, i) =>
      video({
        title,
        tags,
        description: "",
        channelTitle: `Channel ${i}`,
        channelId: `UC${i}`,
        publishedAt: daysAgo(5 + i),
      }),
    );
    const analysis = analyzeMarket({ query: "review", videos, now: NOW });
    expect(analysis.clusters.map((c) => [c.name, c.videoCount])).toEqual([["Rotten Tomatoes Scores", 2]]);
    expect(analysis.unsortedVideoIds).toHaveLength(3);
    expect(analysis.summary).toContain("3 of them share no name with another result");
  });

  it("take one word shared by titles as a name only where the videos also tag it", () => {
    // "Last" in two titles of two channels that do not tag it: a word, not a subject.
    const make = (title: string, tags: string[], i: number) =>
      video({ title, tags, channelTitle: `Channel ${i}`, channelId: `UC${i}`, publishedAt: daysAgo(3 + i) });
    const words = analyzeMarket({
      query: "song",
      videos: [make("Last night story", ["kpop", "iu"], 1), make("Tom Petty's Last Song", ["tom petty", "rock"], 2)],
      now: NOW,
    });
    expect(words.clusters).toEqual([]);
    const tagged = analyzeMarket({
      query: "football",
      videos: [
        make("Arsenal 3-0 Bournemouth", ["arsenal", "premier league"], 1),
        make("Watford 2-1 Arsenal", ["arsenal", "watford"], 2),
      ],
      now: NOW,
    });
    expect(tagged.clusters.map((c) => c.name)).toEqual(["Arsenal"]);
  });
});

// An outside check on real search results found clusters named "Hands", "Welcome",
// "Darkest", "Season" (one word, or the query's own) and "Poo Bear", "Film Theory" (channels).
describe("cluster names are two or three words, never the query's alone nor a channel's", () => {
  it("reads name phrases as the titles write them, joining words inside, no score or lone letter", () => {
    // A number ends a name ("Season 7") but never stands inside one ("Season 7 Recap") nor starts it.
    expect([...namePhrases("Game of Thrones Season 7 Recap")]).toEqual([
      ["game of throne", "Game of Thrones"],
      ["throne season", "Thrones Season"],
      ["throne season 7", "Thrones Season 7"],
      ["season 7", "Season 7"],
    ]);
    // "3-0" is a score, "M" of "M/V" one letter, "after 30" a stopword before a number.
    expect([...namePhrases("Arsenal 3-0 Bournemouth | BOBBY M/V").keys()]).toEqual([]);
    expect([...namePhrases("REUNITED AFTER 30 YEARS").keys()]).toEqual([]);
  });

  const titled = (title: string, channelTitle: string, i: number) =>
    video({
      title,
      channelTitle,
      channelId: `UC${channelTitle}`,
      tags: [],
      publishedAt: daysAgo(5 + i),
      viewCount: 10_000 + i,
    });

  it("prefers a phrase shared across channels to one channel's series or name", () => {
    const videos = [
      titled("Film Theory: Is Mario a Cheater?", "The Film Theorists", 1),
      titled("Film Theory: Mario Kart Physics Explained", "The Film Theorists", 2),
      titled("Film Theory: Why Mario Kart Is Unfair", "The Film Theorists", 3),
      titled("Mario Kart 8 Tier List", "Gamer Two", 4),
      titled("Mario Kart secrets nobody knows", "Gamer Three", 5),
    ];
    const [cluster] = analyzeMarket({ query: "mario", videos, now: NOW }).clusters;
    // "Film Theory" (3 titles) is The Film Theorists' (theory ~ theorists); "Mario Kart" is shared
    // by four titles from three channels.
    expect(cluster!.name).toBe("Mario Kart");
  });

  it("never names a cluster by the query's words alone: a shared word joins the query where the titles hold both", () => {
    // No title here holds a name phrase (a stopword or punctuation stands between every two words),
    // "tokyo" is the one word two of them share, and both also say "vlog": the name is "Tokyo Vlog".
    const videos = [
      titled("I made it to TOKYO!! (vlog)", "Life of Tom", 1),
      titled("TOKYO!!! 🔥 vlog", "Life of Tom", 2),
      titled("Vlog: so tired", "Life of Tom", 3),
    ];
    const names = analyzeMarket({ query: "vlog", videos, now: NOW }).clusters.map((c) => c.name);
    expect(names).toEqual(["Tokyo Vlog"]);
  });

  it("on every sample query, names of one to four words with a word not the query's", () => {
    for (const query of ["setup", "review", "home", "2026", "ai", "productivity"]) {
      const videos = sampleSearch(query);
      for (const cluster of analyzeMarket({ query, videos, now: NOW }).clusters) {
        const words = cluster.name.split(" ");
        expect(words.length, `${query}: ${cluster.name}`).toBeGreaterThanOrEqual(1);
        expect(words.length, `${query}: ${cluster.name}`).toBeLessThanOrEqual(4);
        expect(
          words.some((w) => !query.toLowerCase().split(" ").includes(w.toLowerCase())),
          cluster.name,
        ).toBe(true);
      }
    }
  });
});
