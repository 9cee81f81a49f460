import { describe, expect, it } from "vitest";
import { readableTags } from "./tags";

describe("readableTags", () => {
  it("drops key=value metadata that sports and music channels put in their tags", () => {
    const tags = [
      "bt sport",
      "sp:ty=high",
      "sp:dt=2017-09-13T18:45:00+00:00",
      "sp:ti:home=FEY",
      "yt:cc=on",
      "champions league",
    ];
    expect(readableTags(tags)).toEqual(["bt sport", "champions league"]);
  });

  it("keeps tags a person wrote, colons and equals signs included", () => {
    const tags = ["cs:go", "Assassin's Creed: Origins", "E=mc2 explained", "1 + 1 = 2", "how to: sourdough"];
    expect(readableTags(tags)).toEqual(tags);
  });
});
