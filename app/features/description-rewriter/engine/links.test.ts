import { describe, expect, it } from "vitest";
import { findLinks } from "./links";

describe("findLinks", () => {
  it("finds http(s), www. and bare domains with a path, without trailing sentence punctuation", () => {
    const text = [
      "Full review: https://example.com/review.",
      "Wiki (see https://en.wikipedia.org/wiki/Tripod_(photography)) for history.",
      "Shop: www.shop.org/gear, or kit.co/me/camera-gear!",
      "Short links: bit.ly/3xYz amzn.to/abc youtu.be/dQw4w9WgXcQ discord.gg/vidwise",
      "Channel: youtube.com/@vidwise",
      "Plain http://insecure.example/path?q=1&x=2",
    ].join("\n");
    expect(findLinks(text)).toEqual([
      "https://example.com/review",
      "https://en.wikipedia.org/wiki/Tripod_(photography)",
      "www.shop.org/gear",
      "kit.co/me/camera-gear",
      "bit.ly/3xYz",
      "amzn.to/abc",
      "youtu.be/dQw4w9WgXcQ",
      "discord.gg/vidwise",
      "youtube.com/@vidwise",
      "http://insecure.example/path?q=1&x=2",
    ]);
  });

  it("does not take file names, abbreviations, versions or e-mail domains for links", () => {
    expect(findLinks("Built with Node.js and React, e.g. v2.0 of the app. Mail biz@example.com. Ratio 1.5x.")).toEqual(
      [],
    );
  });

  it("lists a repeated link once, in order of first appearance", () => {
    expect(findLinks("b.com/x then https://a.com then b.com/x")).toEqual(["b.com/x", "https://a.com"]);
  });

  it("finds links next to emoji and non-English text", () => {
    expect(findLinks("👉 https://example.com/ja 日本語の説明 📷 example.org")).toEqual([
      "https://example.com/ja",
      "example.org",
    ]);
  });
});
