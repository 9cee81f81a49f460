import "./install-lexicon";
import { describe, expect, it } from "vitest";
import { joinedSpacedLetters, plainLetters } from "./styled-letters";
import { Kind, tokenize } from "./tokenize";

const kinds = (text: string) => tokenize(text).map((t) => [t.kind, t.text]);

describe("tokenize", () => {
  it("splits words, punctuation runs and keeps contractions and compounds whole", () => {
    expect(kinds("Don't stop, it's a follow-up!!!")).toEqual([
      [Kind.Word, "don't"],
      [Kind.Word, "stop"],
      [Kind.Punct, ","],
      [Kind.Word, "it's"],
      [Kind.Word, "a"],
      [Kind.Word, "follow-up"],
      [Kind.Punct, "!!!"],
    ]);
  });

  it("folds letters in a styled font to plain ones, and nothing else", () => {
    expect(plainLetters("𝐋𝐨𝐯𝐞 𝘁𝗵𝗶𝘀 ＡＷＥＳＯＭＥ ⓗⓐⓣⓔ 𝟏𝟎")).toBe("Love this AWESOME hate 10");
    expect(plainLetters("ᴛʜɪs ɪs h̶a̶t̶e̶ s͟o͟ g͟o͟o͟d͟")).toBe("this is hate so good");
    const untouched = "café cafe\u0301 日本語 ½ … ™ 🔥❤️ Ωmega नमस्ते";
    expect(plainLetters(untouched)).toBe(untouched);
    expect(kinds("𝐠𝐫𝐞𝐚𝐭 𝐯𝐢𝐝𝐞𝐨")).toEqual([
      [Kind.Word, "great"],
      [Kind.Word, "video"],
    ]);
  });

  it("reads a word spelled out letter by letter as that word, and leaves pairs of letters apart", () => {
    expect(kinds("P E A C E & L O V E")).toEqual([
      [Kind.Word, "peace"],
      [Kind.Word, "love"],
    ]);
    expect(joinedSpacedLetters("~ K I D D I N G ~ M E ~")).toBe("~ KIDDING ~ M E ~");
    expect(joinedSpacedLetters("plan a b or c")).toBe("plan a b or c");
  });

  it("recognises timestamps, mentions, hashtags, links and numbers", () => {
    const t = tokenize("@happy_dave at 2:31 and 1:02:03 see https://example.com/x #fail 4k 1,000");
    expect(t.map((x) => x.kind)).toEqual([
      Kind.Mention,
      Kind.Word,
      Kind.Timestamp,
      Kind.Word,
      Kind.Timestamp,
      Kind.Word,
      Kind.Url,
      Kind.Hashtag,
      Kind.Word,
      Kind.Number,
    ]);
    expect(t[2]?.text).toBe("2:31");
    expect(t[4]?.text).toBe("1:02:03");
  });

  it("finds bare domains as links but not sentence ends", () => {
    expect(tokenize("go to bit.ly/abc now")[2]?.kind).toBe(Kind.Url);
    expect(tokenize("that was the end.").some((t) => t.kind === Kind.Url)).toBe(false);
  });

  it("keeps emoji sequences (skin tones, ZWJ, flags) as one token", () => {
    const t = tokenize("👍🏽 👨‍💻 🇧🇷 ❤️");
    expect(t.map((x) => x.kind)).toEqual([Kind.Emoji, Kind.Emoji, Kind.Emoji, Kind.Emoji]);
    expect(t[0]?.cp).toBe(0x1f44d);
    expect(t[3]?.cp).toBe(0x2764);
  });

  it("recognises emoticons alone and glued to words", () => {
    expect(kinds("nice :) ok")[1]).toEqual([Kind.Emoticon, ":)"]);
    expect(kinds("thanks:)")).toEqual([
      [Kind.Word, "thanks"],
      [Kind.Emoticon, ":)"],
    ]);
    expect(kinds("love it <3")[2]).toEqual([Kind.Emoticon, "<3"]);
  });

  it("flags ALL CAPS and elongated words", () => {
    const [caps, long] = tokenize("AMAZING sooo");
    expect(caps?.caps).toBe(true);
    expect(long?.elongated).toBe(true);
    expect(tokenize("I")[0]?.caps).toBe(false);
  });

  it("keeps a lone capital W or L (slang verdicts) but not w/ (with)", () => {
    expect(tokenize("huge W")[1]?.text).toBe("W");
    expect(tokenize("w/ friends")[0]?.text).toBe("w");
  });

  it("decodes HTML from YouTube's textDisplay", () => {
    expect(kinds("a &amp; b<br>next &lt;3")).toEqual([
      [Kind.Word, "a"],
      [Kind.Word, "b"],
      [Kind.Punct, "."],
      [Kind.Word, "next"],
      [Kind.Emoticon, "<3"],
    ]);
  });

  it("treats line breaks as sentence ends", () => {
    expect(kinds("great\nbad").map((x) => x[1])).toEqual(["great", ".", "bad"]);
  });
});
