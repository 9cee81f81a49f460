import { describe, expect, it } from "vitest";
import { NOW, daysAgo, video } from "./__fixtures__/market";
import { analyzeMarket } from "./analyze";
import { channelNameTest, displayWord, isPackaging, isShouting } from "./not-a-topic";

describe("channelNameTest", () => {
  const isChannel = channelNameTest([
    "Melanie Murphy",
    "sophdoesnails",
    "MoreZoella",
    "makeupbymichaelfinch",
    "Apple Event",
  ]);

  it("knows a channel's name and any part of it, in the tokenizer's normal form", () => {
    expect(isChannel("melanie murphy")).toBe(true);
    expect(isChannel("murphy")).toBe(true);
    expect(isChannel("apple event")).toBe(true);
  });

  it("splits camel case and finds pieces of a name written as one word", () => {
    expect(isChannel("zoella")).toBe(true); // MoreZoella → more, zoella
    expect(isChannel("sophdoesnail")).toBe(true); // "Sophdoesnails", plural folded, is a piece of "sophdoesnails"
    expect(isChannel("michael finch")).toBe(true); // "michaelfinch" is in "makeupbymichaelfinch"
  });

  it("knows a channel by its words' first five letters and inside any name without spaces", () => {
    const test = channelNameTest(["The Film Theorists", "PooBearVEVO", "Chelsea Football Club"]);
    expect(test("film theory")).toBe(true); // theory / theorists: "theor"
    expect(test("poo bear")).toBe(true); // "poobear" in "poobearvevo"
    expect(test("chelsea football")).toBe(true);
    expect(test("film review")).toBe(false);
    expect(test("chelsea unseen")).toBe(false); // a series, not the channel's name: see naming.test.ts
  });

  it("lets a phrase through when one of its words is not the channel's", () => {
    expect(isChannel("apple keynote")).toBe(false);
    expect(isChannel("melanie makeup routine")).toBe(false);
    // Pieces shorter than four letters are too common to be read as a one-word name's.
    expect(isChannel("soph")).toBe(true);
    expect(isChannel("by")).toBe(false);
  });
});

describe("isPackaging", () => {
  const query = new Set(["trailer"]);
  it("bars phrases made only of packaging, vague and query words", () => {
    expect(isPackaging("hands", query)).toBe(true);
    expect(isPackaging("lyric", query)).toBe(true);
    expect(isPackaging("clip", query)).toBe(true);
    expect(isPackaging("teaser trailer", query)).toBe(true);
    expect(isPackaging("important", query)).toBe(true);
  });
  it("bars a phrase that starts or ends on another language's function word", () => {
    expect(isPackaging("resumen de", query)).toBe(true);
    expect(isPackaging("el día después", query)).toBe(true);
  });
  it("keeps a phrase with one topic word", () => {
    expect(isPackaging("blade runner", query)).toBe(false);
    expect(isPackaging("justice league trailer", query)).toBe(false);
    expect(isPackaging("real madrid", query)).toBe(false);
  });
});

describe("displayWord and isShouting", () => {
  it("capitalises shouted words and keeps mixed case and acronyms", () => {
    expect(displayWord("BUYS", false)).toBe("Buys"); // four letters, two vowels (u, y)
    expect(displayWord("GRWM", false)).toBe("GRWM"); // four letters, no vowel
    expect(displayWord("GRWM", true)).toBe("GRWM"); // …in a title in capitals too: no vowel, no word
    expect(displayWord("LYNX", true)).toBe("Lynx"); // "y" is a vowel here
    expect(displayWord("IPHONE", true)).toBe("iPhone"); // a name keeps its maker's spelling
    expect(displayWord("Youtubers", false)).toBe("YouTubers");
    expect(displayWord("UK", true)).toBe("UK");
    expect(displayWord("iPhone", false)).toBe("iPhone");
    expect(displayWord("YORK", true)).toBe("York");
    expect(displayWord("makeup", false)).toBe("Makeup");
  });
  it("calls a title shouting when most of its words are in capitals", () => {
    expect(isShouting("I'M DONE WITH NEW YORK")).toBe(true);
    expect(isShouting("My Boyfriend BUYS My Makeup")).toBe(false);
    expect(isShouting("OK")).toBe(false);
  });
});

describe("cluster names on real title shapes", () => {
  // Shapes from the GB trending dev data: creators sign their titles with their channel's name,
  // and a title in capitals shouts its topic.
  const titles: [string, string][] = [
    ["Autumn Makeup Routine | Melanie Murphy", "Melanie Murphy"],
    ["Drugstore Foundation Review | Melanie Murphy", "Melanie Murphy"],
    ["Everything I Ate In Paris | Melanie Murphy", "Melanie Murphy"],
    ["AUTUMN MAKEUP ROUTINE 2017", "Tanya Burr"],
    ["My Autumn Makeup Routine", "Lily Pebbles"],
    ["Drugstore Foundation Haul", "Lily Pebbles"],
    ["NEW DRUGSTORE FOUNDATION TESTED", "Tanya Burr"],
  ];
  const videos = titles.map(([title, channelTitle], i) =>
    video({
      title,
      channelTitle,
      channelId: `UC${channelTitle.replace(/\W/g, "")}`,
      tags: [],
      publishedAt: daysAgo(5 + i),
      viewCount: 10_000 + i * 500,
    }),
  );
  const result = analyzeMarket({ query: "makeup", videos, now: NOW });

  it("never names a cluster by the channel that posted it", () => {
    for (const cluster of result.clusters)
      expect(["Melanie Murphy", "Melanie", "Murphy", "Tanya Burr", "Lily Pebbles"]).not.toContain(cluster.name);
  });

  it("names the clusters by what the videos are about, capitalised as words", () => {
    expect(result.clusters.map((c) => c.name).sort()).toEqual(["Autumn Makeup Routine", "Drugstore Foundation"]);
  });
});

describe("isPackaging, sponsor and music-video labels", () => {
  it("bars “#Ad” and “MV”, which label a video rather than say what it is about", () => {
    expect(isPackaging("ad", new Set())).toBe(true);
    expect(isPackaging("mv", new Set())).toBe(true);
    expect(isPackaging("ad campaign", new Set())).toBe(false);
  });
});
