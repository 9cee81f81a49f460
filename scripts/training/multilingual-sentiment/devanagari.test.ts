import { describe, expect, it } from "vitest";
import { romaniseDevanagari } from "./devanagari";

describe("romaniseDevanagari", () => {
  it("writes Hindi words as Hinglish spells them", () => {
    const words = "बहुत अच्छा नहीं है हैं करना प्यार बेकार मज़ा ख़राब फ़िल्म".split(" ");
    expect(words.map(romaniseDevanagari)).toEqual([
      "bahut",
      "achchha",
      "nahin",
      "hai",
      "hain",
      "karna",
      "pyar",
      "bekar",
      "maza",
      "kharab",
      "film",
    ]);
  });

  it("leaves words without Devanagari as they are, and drops a danda", () => {
    expect(romaniseDevanagari("accha")).toBe("accha");
    expect(romaniseDevanagari("है।")).toBe("hai");
  });
});
