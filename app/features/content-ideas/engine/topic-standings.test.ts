import { describe, expect, it } from "vitest";
import { ownVideo } from "./__fixtures__/channel";
import { topicStandings } from "./topic-standings";

describe("the channel's own topics against its norm", () => {
  const videos = ["a1", "a2", "a3", "b1", "b2", "b3", "b4", "c1", "c2"].map((id) => ownVideo(id, `Video ${id}`));
  const relative = new Map([
    ["a1", 0.8],
    ["a2", 1.0],
    ["a3", 0.9],
    ["b1", 1.6],
    ["b2", 2.4],
    ["b3", 1.2],
    ["b4", 1.0],
    ["c1", 5.0],
    ["c2", 4.0],
  ]);
  const clusters = [
    { name: "desk setup", videoIds: ["a1", "a2", "a3"] },
    { name: "home server", videoIds: ["b1", "b2", "b3", "b4"] },
    // Two uploads say too little to compare, however well they did.
    { name: "mechanical keyboards", videoIds: ["c1", "c2"] },
  ];

  it("ranks topics by their uploads' median views against uploads of a similar age, best upload first", () => {
    const standings = topicStandings(clusters, videos, relative);
    expect(standings.map((s) => [s.label, s.medianRatio])).toEqual([
      ["Home Server", 1.4],
      ["Desk Setup", 0.9],
    ]);
    expect(standings[0]!.videos.map((m) => m.video.id)).toEqual(["b2", "b1", "b3", "b4"]);
  });

  it("counts only uploads that have a measure: a topic of new uploads is left out, not guessed", () => {
    const young = new Map([...relative].filter(([id]) => id !== "a3"));
    expect(topicStandings(clusters, videos, young).map((s) => s.name)).toEqual(["home server"]);
  });
});
