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

  it("prefer the phrase the videos also tag themselves with over a pairing two titles share", () => {
    const smart = sampleSearch("setup");
    const analysis = analyzeMarket({ query: "setup", videos: smart, now: NOW });
    expect(analysis.clusters.map((c) => c.name)).toContain("Smart Home");
  });

  it("come from the sample world's titles for every sample query", () => {
    for (const query of ["setup", "review", "home", "2026", "ai", "productivity"]) {
      const videos = sampleSearch(query);
      for (const cluster of analyzeMarket({ query, videos, now: NOW }).clusters) {
        expect(cluster.name).not.toMatch(/,|&/);
        const titles = cluster.videoIds.map((id) => videos.find((v) => v.videoId === id)!.title);
        expect(
          titles.some((title) => titlePhrases(title).has(keyOf(cluster.name))),
          `${query}: ${cluster.name}`,
        ).toBe(true);
      }
    }
  });

  it("fall back to the most typical title's phrase when no phrase is shared", () => {
    const scattered = ["Sourdough crumb secrets", "Rye loaf basics", "Focaccia at home", "Brioche by hand"].map(
      (title) => video({ title, tags: ["bread", "baking"], description: "" }),
    );
    const [cluster] = analyzeMarket({ query: "bread", videos: scattered, now: NOW }).clusters;
    expect(scattered.some((v) => titlePhrases(v.title).has(keyOf(cluster!.name)))).toBe(true);
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

  it("never names a cluster by the query's words alone: a shared word joins the query", () => {
    // No title here holds a name phrase (a stopword or punctuation stands between every two words),
    // and "tokyo" is the one word two of them share: the name is "Tokyo Vlog".
    const videos = [
      titled("I made it to TOKYO!!", "Life of Tom", 1),
      titled("TOKYO!!! 🔥", "Life of Tom", 2),
      titled("Vlog: so tired", "Life of Tom", 3),
    ];
    const names = analyzeMarket({ query: "vlog", videos, now: NOW }).clusters.map((c) => c.name);
    expect(names).toEqual(["Tokyo Vlog"]);
  });

  it("on every sample query, names of two or three words with a word not the query's", () => {
    for (const query of ["setup", "review", "home", "2026", "ai", "productivity"]) {
      const videos = sampleSearch(query);
      for (const cluster of analyzeMarket({ query, videos, now: NOW }).clusters) {
        const words = cluster.name.split(" ");
        expect(words.length, `${query}: ${cluster.name}`).toBeGreaterThanOrEqual(2);
        expect(words.length, `${query}: ${cluster.name}`).toBeLessThanOrEqual(3);
        expect(
          words.some((w) => !query.toLowerCase().split(" ").includes(w.toLowerCase())),
          cluster.name,
        ).toBe(true);
      }
    }
  });
});
