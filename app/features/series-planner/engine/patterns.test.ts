import { describe, expect, it } from "vitest";
import { parseNumbered, parsePrefix } from "./patterns";

describe("parseNumbered", () => {
  it.each([
    ["Smart Home From Scratch, Part 2: Lighting", "smart home from scratch", "part", 2, "Lighting"],
    ["Python Basics #4: Files and Folders", "python basics", "#", 4, "Files and Folders"],
    ["Woodworking Pt. 3 - The Legs", "woodworking", "part", 3, "The Legs"],
    ["Van Build Episode 5", "van build", "episode", 5, ""],
    ["Van Build Ep 6: Solar", "van build", "episode", 6, "Solar"],
    ["Van Build Ep.7", "van build", "episode", 7, ""],
    ["Day 12: Learning Guitar", "", "day", 12, "Learning Guitar"],
    ["The Heist Part II", "the heist", "part", 2, ""],
    ["Japan Trip Vlog 3: Kyoto", "japan trip", "vlog", 3, "Kyoto"],
  ])("reads %j", (title, stem, marker, number, subtitle) => {
    const parsed = parseNumbered(title);
    expect(parsed).not.toBeNull();
    expect(parsed!.stem).toBe(stem);
    expect(parsed!.marker).toBe(marker);
    expect(parsed!.number).toBe(number);
    expect(parsed!.subtitle).toBe(subtitle);
  });

  it("reads the series' name after the episode's own title", () => {
    expect(parseNumbered("I GOT TO MEET VICTORIA BECKHAM IN NEW YORK | VLOG 36")).toMatchObject({
      marker: "vlog",
      number: 36,
      tail: { stem: "", stemSurface: "" },
    });
    expect(parseNumbered("STRANDED ON TOP OF ICELAND! - World Flight Episode 17")).toMatchObject({
      marker: "episode",
      number: 17,
      tail: { stem: "world flight", stemSurface: "World Flight" },
    });
    expect(parseNumbered("Van Build Episode 5")!.tail).toBeNull();
  });

  it.each([
    "This trick is wild #shorts",
    "I Used a Webcam for 30 Days",
    "Cyber Monday 2025 Deals",
    "The #1 Mistake Everyone Makes",
    "Counterpart 2 review",
  ])("finds no series marker in %j", (title) => {
    expect(parseNumbered(title)).toBeNull();
  });
});

describe("parsePrefix", () => {
  it("reads the prefix before a colon, a bar or a spaced dash", () => {
    expect(parsePrefix("Budget Builds: The $300 PC")?.key).toBe("budget builds");
    expect(parsePrefix("Budget Builds | The $300 PC")?.key).toBe("budget builds");
    expect(parsePrefix("Budget Builds - The $300 PC")?.key).toBe("budget builds");
    expect(parsePrefix("Budget Builds — The $300 PC")?.key).toBe("budget builds");
  });

  it("generalises years so a yearly format is one series", () => {
    const a = parsePrefix("Back to School Laptops 2024: What to Buy");
    const b = parsePrefix("Back to School Laptops 2025: What to Buy");
    expect(a?.key).toBe(b?.key);
    expect(a?.surface).toBe("Back to School Laptops");
    expect(a?.year).toBe(2024);
  });

  it("ignores hyphenated words, leading separators and prefixes with no words", () => {
    expect(parsePrefix("Is the 2-in-1 Laptop Worth It?")).toBeNull();
    expect(parsePrefix(": nothing before")).toBeNull();
    expect(parsePrefix("2024: A Year in Review")).toBeNull();
    expect(parsePrefix("Nothing after:")).toBeNull();
  });
});
