import { describe, expect, it } from "vitest";
import { PLAIN_TEXT_MAX, plainText } from "./plain-text";

const PHISHING = "Normal\n\nYour Vidwise payment failed. Final notice https://evil.example/vidwise-billing";
// Every character the result may never hold (see plain-text.ts, Guarantee).
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b\ufeff\u202a-\u202e\u2066-\u2069]/u;

describe("plainText", () => {
  it("keeps a title on its line: breaks, tabs and separators become one space", () => {
    expect(plainText(PHISHING)).toBe("Normal Your Vidwise payment failed. Final notice evil[.]example/vidwise-billing");
    expect(plainText("a\r\nb\tc\u0085d\u2028e\u2029f\u000bg")).toBe("a b c d e f g");
    expect(plainText("  padded \n ")).toBe("padded");
  });

  it("removes bidi controls and invisible characters, so no word is reversed or hidden", () => {
    expect(plainText("Invoice \u202Efdp.exe")).toBe("Invoice fdp[.]exe");
    for (const c of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u061C",
    ])
      expect(plainText(`a${c}b`)).toBe("ab");
    expect(plainText("pay\u200Bpal \u00ADsoft\uFEFF \u2060x")).toBe("paypal soft x");
    // Tag characters (invisible text a reader never sees) and Hangul fillers (blank letters).
    expect(plainText("hi\u{E0049}\u{E0067}\u{E006E} there\u3164")).toBe("hi there");
    expect(plainText("\u0000\u0007\u001b[31mred")).toBe("[31mred");
  });

  it("keeps the joiners and selectors that emoji and scripts need, where they hide nothing", () => {
    const emoji = "👨‍👩‍👧 🏳️‍🌈 👩🏽‍💻 ❤️ 1️⃣";
    expect(plainText(emoji)).toBe(emoji);
    const persian = "می‌خواهم"; // a zero-width non-joiner inside the word
    expect(plainText(persian)).toBe(persian);
    // Between ASCII letters a joiner or a selector only hides: removed.
    expect(plainText("ev\u200Dil.ex\u200Cample")).toBe("evil[.]example");
    expect(plainText("evil.\uFE0Fexample")).toBe("evil[.]example");
  });

  it("defangs links: no scheme, and the dots of a host written [.] so no client links it", () => {
    const out = plainText("see https://evil.example/x, www.evil.example and http://1.2.3.4/y or mail pay@evil.example");
    expect(out).toBe("see evil[.]example/x, www[.]evil[.]example and 1[.]2[.]3[.]4/y or mail pay@evil[.]example");
    expect(out).not.toMatch(/:\/\//);
    // Schemes hidden in schemes, backslashes, and dots a browser's IDNA reads as dots.
    expect(plainText("hthttps://tps://evil.example")).toBe("evil[.]example");
    expect(plainText("https:\\\\evil.example")).toBe("evil[.]example");
    expect(plainText("evil\u3002example evil\uFF0Eexample")).toBe("evil[.]example evil[.]example");
    expect(plainText("пример.рф xn--p1ai.xn--p1ai")).toBe("пример[.]рф xn--p1ai[.]xn--p1ai");
    // A dot made visible only after an invisible character is removed is still found.
    expect(plainText("evil.\u200Bexample")).toBe("evil[.]example");
  });

  it("leaves numbers, abbreviations and sentences in other scripts as they are", () => {
    for (const text of [
      "Top 10 tips v2.0 (1.000.000 views, 3.5mm jack)",
      "e.g. U.S. i.e. Vol.2",
      "今日は晴れ。明日は雨",
      "Ünïcödé 🎬 title",
      "10:30/11:00 — Q&A",
    ])
      expect(plainText(text)).toBe(text);
  });

  it("cuts at the limit without splitting an emoji, and mends lone surrogates", () => {
    expect(plainText("x".repeat(PLAIN_TEXT_MAX + 50))).toBe(`${"x".repeat(PLAIN_TEXT_MAX - 1)}…`);
    expect(plainText("🎬".repeat(20), 10)).toBe(`${"🎬".repeat(9)}…`);
    expect(plainText("bad\uD800end")).toBe("bad\uFFFDend");
  });

  it("never leaves a forbidden character, a line break or a scheme, whatever it is given", () => {
    const pieces = [
      "a",
      " ",
      ".",
      "/",
      ":",
      "\n",
      "\u202E",
      "\u2066",
      "\u200B",
      "\u200D",
      "\uFE0F",
      "é",
      "👩",
      "https://",
      "evil",
      "com",
      "\u0085",
      "\u2028",
      "。",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let run = 0; run < 2000; run++) {
      let input = "";
      for (let i = next() % 40; i > 0; i--) input += pieces[next() % pieces.length];
      const out = plainText(input);
      expect(out).not.toMatch(FORBIDDEN);
      expect(out).not.toMatch(/[\p{L}\p{N}+.-]:[/\\]{2}/u);
      expect(out).not.toMatch(/evil\.com|evil\u3002com/);
    }
  });
});
