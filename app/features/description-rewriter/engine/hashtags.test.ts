import { describe, expect, it } from "vitest";
import { findHashtags, hashtagFor } from "./hashtags";

describe("findHashtags", () => {
  it("finds hashtags anywhere, once each in any case, in order", () => {
    expect(findHashtags("#Camera at the start, #vlog mid-line.\nAnd #camera again, #カメラ and #café_2")).toEqual([
      "#Camera",
      "#vlog",
      "#カメラ",
      "#café_2",
    ]);
  });
  it("ignores C#, numbers, HTML entities and fragments of URLs", () => {
    expect(findHashtags("Learn C# today, issue#3, we're #1, don&#39;t, https://x.com/page#section")).toEqual([]);
  });
});

describe("hashtagFor", () => {
  it("joins a keyword's words", () => {
    expect(hashtagFor("budget camera")).toBe("#budgetcamera");
    expect(hashtagFor("C++ tips")).toBe("#ctips");
    expect(hashtagFor("東京")).toBe("#東京");
  });
  it("refuses what would not be a real hashtag", () => {
    expect(hashtagFor("a")).toBeNull();
    expect(hashtagFor("42")).toBeNull();
  });
});
