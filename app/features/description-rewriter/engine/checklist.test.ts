import { describe, expect, it } from "vitest";
import { RULE_POINTS } from "./checklist";
import { findCallToAction } from "./cta";
import { measureDescription, type ChecklistResult, type RuleId } from "./index";

const ruleOf = (m: ChecklistResult, id: RuleId) => m.rules.find((r) => r.id === id)!;
const tags = (n: number) => Array.from({ length: n }, (_, i) => `#tag${String.fromCharCode(97 + i)}`).join(" ");

describe("points", () => {
  it("are eight rules whose maxima add up to 100, and seoScore is the sum of their points", () => {
    expect(Object.values(RULE_POINTS).reduce((a, b) => a + b, 0)).toBe(100);
    const m = measureDescription("Budget camera test. Subscribe! https://example.com #a #b #c", ["budget camera"]);
    expect(m.rules.map((r) => r.id)).toEqual([
      "keyword-first-125",
      "keyword-density",
      "chapters",
      "hashtags",
      "length",
      "links",
      "call-to-action",
      "readability",
    ]);
    expect(m.rules.reduce((sum, r) => sum + r.maxPoints, 0)).toBe(100);
    expect(m.seoScore).toBe(m.rules.reduce((sum, r) => sum + r.points, 0));
  });
});

describe("primary keyword in the first 125 characters (the whole phrase must end by character 125)", () => {
  it("passes when the keyword ends exactly at character 125", () => {
    const text = `${"a".repeat(111)} budget camera and more words after it`;
    const rule = ruleOf(measureDescription(text, ["budget camera"]), "keyword-first-125");
    expect(rule).toMatchObject({ passed: true, points: 20 });
    expect(rule.detail).toBe(
      "“budget camera” appears at characters 113–125, inside the first 125 that the preview shows.",
    );
  });
  it("fails when the keyword starts at character 126", () => {
    const text = `${"a".repeat(124)} budget camera`;
    const rule = ruleOf(measureDescription(text, ["budget camera"]), "keyword-first-125");
    expect(rule).toMatchObject({
      passed: false,
      points: 0,
      detail: "“budget camera” first appears at character 126; the preview shows about 125.",
    });
  });
  it("fails when the keyword starts inside the preview but is cut off by it", () => {
    const text = `${"a".repeat(118)} budget camera`;
    expect(ruleOf(measureDescription(text, ["budget camera"]), "keyword-first-125").detail).toBe(
      "“budget camera” starts at character 120 but runs to 132, past the 125 the preview shows.",
    );
  });
  it("counts an emoji as one character and CRLF as one line break", () => {
    // 56 × "📷 " is 112 characters (168 UTF-16 units): the keyword runs from 113 to 125.
    expect(
      ruleOf(measureDescription(`${"📷 ".repeat(56)}budget camera`, ["budget camera"]), "keyword-first-125").passed,
    ).toBe(true);
    // 56 × "a\r\n" is 112 characters once CRLF counts as one.
    expect(
      ruleOf(measureDescription(`${"a\r\n".repeat(56)}budget camera`, ["budget camera"]), "keyword-first-125").passed,
    ).toBe(true);
    expect(
      ruleOf(measureDescription(`${"a\r\n".repeat(57)}budget camera`, ["budget camera"]), "keyword-first-125").passed,
    ).toBe(false);
  });
  it("looks for the primary keyword only, and not inside URLs or hashtags", () => {
    const m = measureDescription("https://example.com/budget-camera #budgetcamera tripod here, budget camera later", [
      "budget camera",
      "tripod",
    ]);
    expect(m.primaryKeyword).toBe("budget camera");
    expect(ruleOf(m, "keyword-first-125").detail).toBe(
      "“budget camera” appears at characters 62–74, inside the first 125 that the preview shows.",
    );
  });
  it("says so when there is no keyword or it is absent", () => {
    expect(ruleOf(measureDescription("Some text.", []), "keyword-first-125")).toMatchObject({
      passed: false,
      points: 0,
      detail: "No target keyword was given, so its placement cannot be measured.",
    });
    expect(measureDescription("Some text.", []).primaryKeyword).toBeNull();
    expect(ruleOf(measureDescription("Some text.", ["tripod"]), "keyword-first-125").detail).toBe(
      "“tripod” does not appear in the description; the preview shows about the first 125 characters.",
    );
  });
});

describe("keyword density", () => {
  it("matches a hand count: keyword words ÷ all words, without URLs, hashtags and timestamps", () => {
    // Words: Budget cameras are great (4) · A budget camera can film 4K video (7) · Visit for more (3) · Intro (1) = 15.
    // Keyword words: "Budget cameras" (2) + "budget camera" (2) + "4K" (1) = 5 → 5 / 15 = 33.3%.
    const text =
      "Budget cameras are great. A budget camera can film 4K video. Visit https://example.com/budget-camera for more. #budgetcamera\n0:00 Intro";
    const m = measureDescription(text, ["budget camera", "4k"]);
    expect(m.keywordDensity).toBe(33.3);
    expect(ruleOf(m, "keyword-density")).toMatchObject({
      passed: false,
      points: 0,
      detail: "Target keywords make up 33.3% of the words (5 of 15 words); above 3% reads as keyword stuffing.",
    });
  });
  it("gives full points within 2–3%, half within 1–4%, none outside", () => {
    const text = (hits: number, words: number) =>
      Array.from({ length: words }, (_, i) =>
        i % Math.floor(words / hits) === 0 && i / Math.floor(words / hits) < hits ? "lens" : "shot",
      ).join(" ");
    const at = (hits: number, words: number) => {
      const m = measureDescription(text(hits, words), ["lens"]);
      return [m.keywordDensity, ruleOf(m, "keyword-density").points];
    };
    expect(at(2, 80)).toEqual([2.5, 15]);
    expect(at(2, 100)).toEqual([2, 15]);
    expect(at(3, 100)).toEqual([3, 15]);
    expect(at(3, 80)).toEqual([3.8, 7]);
    expect(at(1, 80)).toEqual([1.3, 7]);
    expect(at(1, 120)).toEqual([0.8, 0]);
    expect(at(5, 100)).toEqual([5, 0]);
  });
  it("counts a word covered by two keywords once", () => {
    expect(measureDescription("budget camera camera shot", ["budget camera", "camera"]).keywordDensity).toBe(75);
  });
});

describe("length", () => {
  it("allows 5,000 characters and not 5,001", () => {
    expect(ruleOf(measureDescription("a".repeat(5000), []), "length")).toMatchObject({
      passed: true,
      points: 10,
      detail: "5,000 of 5,000 characters.",
    });
    const over = measureDescription("a".repeat(5001), []);
    expect(over.characters).toBe(5001);
    expect(ruleOf(over, "length")).toMatchObject({
      passed: false,
      points: 0,
      detail: "5,001 characters; YouTube allows 5,000, 1 too many.",
    });
  });
  it("counts CRLF as one character and an emoji as one", () => {
    expect(measureDescription("ab\r\ncd📷", []).characters).toBe(6);
  });
  it("fails an empty description", () => {
    expect(ruleOf(measureDescription("", []), "length")).toMatchObject({
      passed: false,
      detail: "The description is empty.",
    });
  });
});

describe("hashtags", () => {
  it("with exactly 15, passes and shows the first three", () => {
    const m = measureDescription(`Text. ${tags(15)}`, []);
    expect(m.hashtags).toMatchObject({ ignoredAll: false, shownAboveTitle: ["#taga", "#tagb", "#tagc"] });
    expect(m.hashtags.all).toHaveLength(15);
    expect(ruleOf(m, "hashtags")).toMatchObject({ passed: true, points: 10 });
  });
  it("with 16, YouTube ignores all of them", () => {
    const m = measureDescription(`Text. ${tags(16)}`, []);
    expect(m.hashtags).toMatchObject({ ignoredAll: true, shownAboveTitle: [] });
    expect(ruleOf(m, "hashtags")).toMatchObject({
      passed: false,
      points: 0,
      detail: "16 hashtags; with more than 15, YouTube ignores all of them.",
    });
  });
  it("with one or two, half the points; with none, none", () => {
    expect(ruleOf(measureDescription("Text #taga #TagA #tagb", []), "hashtags")).toMatchObject({
      points: 5,
      detail: "2 hashtags (#taga and #tagb); three can show above the title.",
    });
    expect(ruleOf(measureDescription("Text", []), "hashtags").points).toBe(0);
  });
});

describe("chapters, links, call to action, readability", () => {
  it("scores chapters by YouTube's rules", () => {
    expect(ruleOf(measureDescription("0:00 Intro\n1:00 Setup\n2:00 Test", []), "chapters")).toMatchObject({
      passed: true,
      points: 15,
      detail: "3 chapters from 0:00, in ascending order, each at least 10 seconds long.",
    });
    const bad = measureDescription("0:30 Intro\r\n1:00 Setup", []);
    expect(bad.chapters).toEqual({
      valid: false,
      count: 2,
      problems: [
        "The first timestamp is 0:30; YouTube's first chapter must start at 0:00.",
        "Only 2 timestamps; YouTube needs at least 3.",
      ],
    });
    expect(ruleOf(bad, "chapters").points).toBe(0);
  });
  it("lists links", () => {
    const m = measureDescription("Gear: kit.co/me\nMore: https://example.com/a.", []);
    expect(m.links).toEqual(["kit.co/me", "https://example.com/a"]);
    expect(ruleOf(m, "links")).toMatchObject({ passed: true, points: 10, detail: "2 links, the first kit.co/me." });
    expect(ruleOf(measureDescription("No links.", []), "links").points).toBe(0);
  });
  it("recognises calls to action, but not ordinary uses of like, comment or subscribers", () => {
    expect(findCallToAction("Please Subscribe for more")).toBe("Subscribe");
    expect(findCallToAction("Let me know in the comments which one you pick")).toBe("Let me know in the comments");
    expect(findCallToAction("Links are in the description")).toBe("Links are in the description");
    expect(findCallToAction("Watch this next: my tripod test")).toBe("Watch this next");
    expect(findCallToAction("Smash that like button")).toBe("Smash that like");
    expect(findCallToAction("I like this lens. Thanks to my 10k subscribers! The comment section was fun.")).toBeNull();
    expect(ruleOf(measureDescription("More at https://example.com/subscribe", []), "call-to-action").passed).toBe(
      false,
    );
  });
  it("measures readability on the prose only, and says the formula is English for other scripts", () => {
    const plain = measureDescription(
      "Budget cameras are great for beginners. This video compares three of them.\nhttps://example.com/x #camera\n0:00 Intro",
      [],
    );
    // "Intro" adds a third sentence of one word, two syllables: 206.835 − 1.015 × 13/3 − 84.6 × 21/13 = 65.77.
    expect(plain.readabilityScore).toBe(66);
    expect(ruleOf(plain, "readability")).toMatchObject({ passed: true, points: 10 });
    const japanese = ruleOf(measureDescription("東京旅行の動画です。", []), "readability");
    expect(japanese.detail).toContain("It is an English formula");
    expect(ruleOf(measureDescription("https://example.com #a", []), "readability")).toMatchObject({
      points: 0,
      detail: "No words to measure (links, timestamps and hashtags are left out).",
    });
  });
});
