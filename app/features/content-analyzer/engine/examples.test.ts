import { describe, expect, it } from "vitest";
import { EXAMPLES_SHOWN, exampleTitles } from "./examples";

const titles = new Map([
  ["a", "I Built a Home Server for $200"],
  ["b", "I Built a Home Server for $200"],
  ["c", "i built a  home server FOR $200 "],
  ["d", "15 Things to Self-Host on a Home Server"],
  ["e", "My 2026 Homelab Tour"],
  ["f", "Quarry NAS 2-Bay Review"],
  ["g", "   "],
]);

describe("a topic's example titles", () => {
  it("list each title once, in the topic's order, up to three", () => {
    expect(exampleTitles(["a", "b", "c", "d", "e", "f"], titles)).toEqual([
      "I Built a Home Server for $200",
      "15 Things to Self-Host on a Home Server",
      "My 2026 Homelab Tour",
    ]);
    expect(EXAMPLES_SHOWN).toBe(3);
  });

  it("skip videos without a title and blank ones, and take fewer when there are fewer", () => {
    expect(exampleTitles(["x", "g", "a", "b"], titles)).toEqual(["I Built a Home Server for $200"]);
    expect(exampleTitles([], titles)).toEqual([]);
    expect(exampleTitles(["d", "e", "f"], titles, 2)).toEqual([
      "15 Things to Self-Host on a Home Server",
      "My 2026 Homelab Tour",
    ]);
  });
});
