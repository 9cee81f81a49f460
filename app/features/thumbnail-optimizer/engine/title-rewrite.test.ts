import { describe, expect, it } from "vitest";
import { titleFeatures } from "./title-features";
import {
  addCapsEmphasis,
  bracketQualifier,
  moveKeywordToFront,
  removeCapsEmphasis,
  sameWords,
  shortenTitle,
  toQuestion,
  unwrapBrackets,
} from "./title-rewrite";

const chars = (text: string) => [...text].length;

describe("shortenTitle", () => {
  it.each([
    [
      "I Tested Every M4 MacBook Air Config So You Don't Have To (2026 Review)",
      "macbook air",
      "I Tested Every M4 MacBook Air Config So You Don't Have To",
    ],
    [
      "How to Set Up a Home Server with Proxmox – Complete Beginner's Guide for 2026 and Beyond!!",
      "home server",
      "How to Set Up a Home Server with Proxmox",
    ],
    [
      "This Budget Mechanical Keyboard Surprised Me: Full Review After Three Months of Daily Use",
      null,
      "This Budget Mechanical Keyboard Surprised Me",
    ],
    [
      "Morning Routine Vlog | A Day in My Life as a Software Engineer in Berlin with Cats and Too Much Coffee ☕",
      "morning routine",
      "Morning Routine Vlog",
    ],
  ])("cuts %j at a clause boundary", (title, keyword, expected) => {
    const short = shortenTitle(title, 60, keyword);
    expect(short).toBe(expected);
    expect(chars(short!)).toBeLessThanOrEqual(60);
    expect(sameWords(title, short!)).toBe(true);
  });

  it("never cuts mid-word: no boundary that fits means no rewrite", () => {
    expect(
      shortenTitle("Everything You Need to Know Before Buying a Used Electric Car in Germany Without Regrets", 60),
    ).toBeNull();
  });

  it("keeps the primary keyword: a head without it is not offered", () => {
    const title =
      "Morning Routine Vlog | A Day in My Life as a Software Engineer in Berlin with Cats and Too Much Coffee ☕";
    expect(shortenTitle(title, 60, "software engineer")).toBeNull();
  });

  it("a title that already fits is left alone", () => {
    expect(shortenTitle("Rust Ownership Explained Simply", 60)).toBeNull();
  });

  it("Japanese: cuts after a bracket or a sentence end, no spaces needed", () => {
    const title =
      "東京旅行vlog【3日間】浅草・渋谷・新宿を巡るひとり旅で見つけた最高のラーメン屋さんと隠れ家カフェを全部紹介します！旅行好きな人にはぜひ見てほしい";
    expect(chars(title)).toBeGreaterThan(60);
    expect(shortenTitle(title, 60, "東京")).toBe(
      "東京旅行vlog【3日間】浅草・渋谷・新宿を巡るひとり旅で見つけた最高のラーメン屋さんと隠れ家カフェを全部紹介します!",
    );
    expect(shortenTitle(title, 20, "東京")).toBe("東京旅行vlog【3日間】");
  });
});

describe("moveKeywordToFront", () => {
  it("swaps a later clause holding the keyword to the front", () => {
    expect(moveKeywordToFront("My Honest Thoughts After a Year | Arch Linux Review", "arch linux")).toBe(
      "Arch Linux Review | My Honest Thoughts After a Year",
    );
    expect(moveKeywordToFront("Why I Quit: Arch Linux", "arch linux")).toBe("Arch Linux: Why I Quit");
  });

  it("leads with a keyword that ended the first clause after a preposition", () => {
    expect(moveKeywordToFront("Why I Switched to Arch Linux", "arch linux")).toBe("Arch Linux: Why I Switched");
    expect(moveKeywordToFront("Setting Up Pi-hole on a Raspberry Pi | Easy Guide", "raspberry pi")).toBe(
      "Raspberry Pi: Setting Up Pi-hole | Easy Guide",
    );
  });

  it("does not force an unnatural order", () => {
    expect(moveKeywordToFront("Building a Home Server", "home server")).toBeNull(); // no preposition
    expect(moveKeywordToFront("Guide to Arch Linux", "arch linux")).toBeNull(); // "Arch Linux: Guide" says less
    expect(moveKeywordToFront("Arch Linux After One Year", "arch linux")).toBeNull(); // already first
    expect(moveKeywordToFront("Why I Switched to Arch Linux", "nixos")).toBeNull(); // absent
  });
});

describe("capitals", () => {
  it("adds emphasis on one existing emphasis word", () => {
    expect(addCapsEmphasis("The Best Budget Mic for Podcasts", 0.1)).toBe("The BEST Budget Mic for Podcasts");
    expect(addCapsEmphasis("Don't Buy This Laptop Before Watching", 0.1)).toBe("DON'T Buy This Laptop Before Watching");
    expect(addCapsEmphasis("Rust Ownership Explained Simply", 0.1)).toBeNull(); // no emphasis word to shout
  });

  it("removes emphasis from one word, never from a short acronym", () => {
    expect(removeCapsEmphasis("This $200 Keyboard Is INSANE", 0.1)).toBe("This $200 Keyboard Is Insane");
    expect(removeCapsEmphasis("RTX 5090 vs RX 9070 XT", 0.1)).toBeNull();
    // A title in capitals needs more than one word changed: not offered.
    expect(removeCapsEmphasis("THE BEST BUDGET MIC FOR PODCASTS", 0.5)).toBeNull();
  });
});

describe("toQuestion", () => {
  it.each([
    [
      "Sony A7 IV vs Canon R6 II - which camera should you buy",
      "Sony A7 IV vs Canon R6 II - which camera should you buy?",
    ],
    ["M4 MacBook Air: Worth It (2026 Review) 🤔", "M4 MacBook Air: Worth It? (2026 Review) 🤔"],
    ["Pixel 9 Pro — Still Worth Buying in 2026!", "Pixel 9 Pro — Still Worth Buying in 2026?"],
    ["Mac or PC", "Mac or PC?"],
  ])("%j → %j", (title, expected) => {
    expect(toQuestion(title)).toBe(expected);
    expect(titleFeatures(expected).isQuestion).toBe(true);
  });

  it("leaves statements and imperatives alone", () => {
    expect(toQuestion("I Tried Linux for 30 Days")).toBeNull();
    expect(toQuestion("Do This Before You Update Your GPU Drivers")).toBeNull();
    expect(toQuestion("Is the Pixel 9 Pro Worth It?")).toBeNull(); // already a question
  });
});

describe("brackets", () => {
  it("wraps the year of publication or a trailing format word", () => {
    expect(bracketQualifier("Best Budget Microphones in 2026", 2026)).toBe("Best Budget Microphones (2026)");
    expect(bracketQualifier("Best Budget Microphones 2027 - Tested and Ranked", 2026)).toBe(
      "Best Budget Microphones (2027) - Tested and Ranked",
    );
    expect(bracketQualifier("MacBook Air M4 - Full Review", 2025)).toBe("MacBook Air M4 (Full Review)");
    expect(bracketQualifier("Python Tutorial for Beginners", 2025)).toBe("Python Tutorial (for Beginners)");
  });

  it("does not bracket a year that is not the year of publication, or a lone word", () => {
    expect(bracketQualifier("Best Budget Microphones 2019", 2026)).toBeNull();
    expect(bracketQualifier("Full Review", 2026)).toBeNull();
    expect(bracketQualifier("I Tested Every M4 MacBook Air Config (2026 Review)", 2026)).toBeNull(); // has brackets
  });

  it("unwraps brackets and keeps their words; drops emoji-only groups", () => {
    expect(unwrapBrackets("I Tested Every M4 MacBook Air Config (2026 Review)")).toBe(
      "I Tested Every M4 MacBook Air Config 2026 Review",
    );
    expect(unwrapBrackets("Big News (🔥) Today!")).toBe("Big News Today!");
    expect(unwrapBrackets("東京旅行vlog【3日間】")).toBe("東京旅行vlog 3日間");
    expect(unwrapBrackets("No Brackets Here")).toBeNull();
  });
});

describe("sameWords", () => {
  it("allows dropped words, case and punctuation; rejects new words and numbers", () => {
    expect(sameWords("The Best Budget Mic", "The BEST Budget Mic?")).toBe(true);
    expect(sameWords("Best Laptops in 2026", "Best Laptops (2026)")).toBe(true);
    expect(sameWords("Ten Tips for Better Audio", "10 Tips for Better Audio")).toBe(false);
    expect(sameWords("Best Budget Mic", "Best Budget Mic in 2026")).toBe(false);
  });
});
