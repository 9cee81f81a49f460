// Topic names when no title holds a name of two or three words: a longer phrase the titles write,
// never a shared word glued to the query's ("Set Server" of "How to Set Up a NAS the Easy Way").
import { describe, expect, it } from "vitest";
import { NOW, daysAgo, video } from "./__fixtures__/market";
import { analyzeMarket } from "./analyze";
import { namePhrases } from "./naming";

const titled = (title: string, channelTitle: string, i: number) =>
  video({
    title,
    channelTitle,
    channelId: `UC${channelTitle}`,
    tags: [],
    publishedAt: daysAgo(5 + i),
    viewCount: 1_000 + i,
  });

describe("topic names from longer phrases", () => {
  it("read up to four words with small words inside, only when asked", () => {
    const title = "How to Set Up a NAS the Easy Way (Step by Step)";
    expect([...namePhrases(title).keys()]).toEqual([]);
    expect([...namePhrases(title, true).values()]).toEqual(["Set Up a NAS"]);
  });

  it("name a topic whose titles have no shorter name by the phrase they share", () => {
    const videos = [
      titled("How to Set Up a NAS the Easy Way (Step by Step)", "Rack and Roll", 1),
      titled("How to Set Up a NAS the Easy Way (Step by Step)", "Byte Cellar", 2),
    ];
    const [cluster] = analyzeMarket({ query: "home server", videos, now: NOW }).clusters;
    expect(cluster!.name).toBe("Set up a NAS");
  });

  it("still join a shared word to the query's when no title holds a phrase at all, and both words are in the titles", () => {
    const videos = [
      titled("I made it to TOKYO!! vlog", "Life of Tom", 1),
      titled("TOKYO!!! 🔥 (vlog)", "Life of Tom", 2),
    ];
    expect(analyzeMarket({ query: "vlog", videos, now: NOW }).clusters.map((c) => c.name)).toEqual(["Tokyo Vlog"]);
    // Without "vlog" in them the glued name would be carried by none: one channel's two untagged
    // titles sharing one word form no topic.
    const bare = [titled("I made it to TOKYO!!", "Life of Tom", 1), titled("TOKYO!!! 🔥", "Life of Tom", 2)];
    const analysis = analyzeMarket({ query: "vlog", videos: bare, now: NOW });
    expect(analysis.clusters).toEqual([]);
    expect(analysis.unsortedVideoIds).toHaveLength(2);
  });
});
