import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { countEmotions, detectEmotions, extractThemes, phraseKey, singular } from "./themes";
import { tokenize } from "./tokenize";

describe("themes", () => {
  it("merges plural/singular and case variants", () => {
    expect(singular("servers")).toBe("server");
    expect(singular("batteries")).toBe("battery");
    expect(singular("glass")).toBe("glass");
    expect(phraseKey("Home Servers")).toBe("home server");
    const themes = extractThemes(
      ["I love my home server", "Home servers are the best", "my HOME SERVER died", "nice video"].map(tokenize),
    );
    expect(themes[0]).toEqual({ phrase: "home server", count: 3, share: 75 });
    // "home" and "server" alone are covered by "home server".
    expect(themes.map((t) => t.phrase)).not.toContain("server");
  });

  it("skips stopwords, praise words, numbers alone, links and mentions", () => {
    const themes = extractThemes(
      ["@bob great video https://x.example the audio", "amazing video, the audio is echoey", "the audio 10/10"].map(
        tokenize,
      ),
    );
    expect(themes.map((t) => t.phrase)).toEqual(["audio"]);
  });

  it("skips verbs that say nothing of the topic (coming, going)", () => {
    const themes = extractThemes(
      ["the new album is coming soon", "coming back to this song", "this song is coming to the radio"].map(tokenize),
    );
    expect(themes.map((t) => t.phrase)).toEqual(["song"]);
  });

  it("skips a count in words: 'billion' alone is no theme, 'billion views' is", () => {
    const themes = extractThemes(
      [
        "How can this have 2 billion views when there's only me on the planet?",
        "when is this gonna hit 2 billion?",
        "3 billion soon",
      ].map(tokenize),
    );
    expect(themes.map((t) => t.phrase)).not.toContain("billion");
    expect(themes.map((t) => t.phrase)).not.toContain("2 billion");
  });

  it("keeps a number with the word before it", () => {
    const themes = extractThemes(["part 2 please", "need part 2", "part 2 when"].map(tokenize));
    expect(themes[0]?.phrase).toBe("part 2");
  });

  it("counts a phrase once per comment and needs two comments", () => {
    const themes = extractThemes(["audio audio audio", "the mic"].map(tokenize));
    expect(themes).toEqual([]);
  });
});

describe("emotional triggers", () => {
  const emotions = (t: string) => detectEmotions(t, tokenize(t));
  it("detects each emotion", () => {
    expect(emotions("I love this so much 😂")).toContain("joy");
    expect(emotions("wow I didn't expect that")).toContain("surprise");
    expect(emotions("this clickbait is ridiculous 😡")).toContain("anger");
    expect(emotions("I'm scared to update now")).toContain("fear");
    expect(emotions("sad to see the series end 😢")).toContain("sadness");
    expect(emotions("finally an honest review, I trust you")).toContain("trust");
    expect(emotions("I watched it on my phone")).toEqual([]);
  });

  it("ignores negated triggers", () => {
    expect(emotions("not scared at all")).not.toContain("fear");
  });

  it("counts comments per emotion with shares", () => {
    expect(countEmotions([["joy"], ["joy", "anger"], []])).toEqual([
      { emotion: "joy", count: 2, share: 66.7 },
      { emotion: "anger", count: 1, share: 33.3 },
    ]);
  });
});
